/**
 * The Deep MCTS tab's pure parts: its settings in the URL, the deep bot's player spec, and what
 * each row of the game's move list says (the network's prior and value, the search's visits, the
 * solver's grade). The comparison on one position has its own (lab/comparison.ts). Nothing here
 * touches the DOM.
 */
import { formatInt } from '../lib/format';
import type { Candidate, Decision, Grade, NetEvaluation } from './engine';
import { gradeState, gradeText, type GameMove } from './session';
import { NETWORK_GAME } from './games';
import { movesParam, numberParam, type Read } from './settings';

/** The search budgets offered; a link may ask for another count up to {@link MAX_DEEP_SIMS}. */
export const DEEP_SIMS: readonly number[] = [50, 200, 800, 3200];

/** The largest deep search the tab runs in the browser's worker. */
export const MAX_DEEP_SIMS = 100_000;

export interface DeepSettings {
  /** The game's move string from the empty board. */
  moves: string;
  you: 'first' | 'second';
  sims: number;
  seed: number;
}

export const DEFAULT_DEEP: DeepSettings = { moves: '', you: 'first', sims: 200, seed: 1 };

/** `/lab/deep?moves=4455&you=second&sims=800&seed=3`; reading never throws, as the play tab's. */
export function readDeepSettings(search: string): Read<DeepSettings> {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const you = params.get('you');
  if (you !== null && you !== 'first' && you !== 'second')
    problems.push(`you: '${you}' is first or second; first is used`);
  return {
    value: {
      moves: movesParam(params, NETWORK_GAME, problems),
      you: you === 'second' ? 'second' : 'first',
      sims: numberParam(params, 'sims', DEFAULT_DEEP.sims, 1, MAX_DEEP_SIMS, true, problems),
      seed: numberParam(params, 'seed', DEFAULT_DEEP.seed, 0, 2 ** 31 - 1, true, problems),
    },
    problems,
  };
}

/** The query string of a game; defaults are left out so links stay short. */
export function deepQuery(s: DeepSettings): string {
  const p = new URLSearchParams();
  if (s.moves) p.set('moves', s.moves);
  if (s.you !== DEFAULT_DEEP.you) p.set('you', s.you);
  if (s.sims !== DEFAULT_DEEP.sims) p.set('sims', String(s.sims));
  if (s.seed !== DEFAULT_DEEP.seed) p.set('seed', String(s.seed));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The budgets the select offers: the usual four, and the link's own count in its place. */
export function simsChoices(current: number): number[] {
  return [...new Set([...DEEP_SIMS, current])].sort((a, b) => a - b);
}

/** PUCT guided by the network, with the engine's default exploration constant. */
export function deepSpec(sims: number): string {
  return `deep:sims=${sims}`;
}

/** What MCTS-Solver proved of the bot's move, as a sentence ('' when it proved nothing). */
export function provenText(proven: Candidate['proven']): string {
  return proven ? ` MCTS-Solver inside the search proved it a ${proven}.` : '';
}

/** 0.4123 -> "41.2 %", as the play tab writes win rates. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(1)} %`;
}

/** The network's prior for `move`, or null when the move is not among the legal ones it scored. */
export function priorOf(e: NetEvaluation, move: string): number | null {
  return e.priors.find((p) => p.move === move)?.prior ?? null;
}

/** The chosen move's visits and all the root's children's visits, for a search's decision. */
export function chosenVisits(d: Decision): { visits: number; total: number } | null {
  const kids = d.children ?? [];
  const chosen = kids.find((k) => k.move === d.move);
  if (!chosen || chosen.visits === undefined) return null;
  return { visits: chosen.visits, total: kids.reduce((sum, k) => sum + (k.visits ?? 0), 0) };
}

/** "158/200": the chosen move's visits of all the root's, compact enough for a phone's table. */
export function visitsText(v: { visits: number; total: number } | null): string {
  return v ? `${formatInt(v.visits)}/${formatInt(v.total)}` : '';
}

/** A move of the game against the deep bot, with what the page learnt about it so far. */
export interface DeepMove extends GameMove {
  by: 'you' | 'bot';
  /** The network's view of the position before the move: undefined while asked, null if it failed. */
  net?: NetEvaluation | null;
}

/** What a row of the move list shows; `state` is its data-grade (pending, unknown or the grade). */
export interface MoveCells {
  prior: string;
  value: string;
  visits: string;
  grade: string;
  state: Grade | 'pending' | 'unknown';
}

/** A cell whose answer is on its way, and one that has none. */
export const PENDING = '…';
export const MISSING = '–';

export function moveCells(m: DeepMove): MoveCells {
  const prior = m.net ? priorOf(m.net, m.move) : null;
  return {
    prior: m.net === undefined ? PENDING : prior === null ? MISSING : percent(prior),
    value: m.net === undefined ? PENDING : m.net === null ? MISSING : m.net.value.toFixed(3),
    visits: m.decision ? visitsText(chosenVisits(m.decision)) : '',
    grade: gradeText(m.grade),
    state: gradeState(m),
  };
}
