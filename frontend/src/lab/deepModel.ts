/**
 * The Deep MCTS tab's pure parts: its settings in the URL, the player specs it asks the engine
 * for, what each row of the game's move list says (the network's prior and value, the search's
 * visits, the solver's grade), and the side-by-side comparison of the network alone, PUCT with the
 * network and UCT with playouts on one position, graded by the solver. Nothing here touches the DOM.
 */
import { formatInt } from '../lib/format';
import type { Decision, Grade, MoveScore, NetEvaluation, SolverAnalysis } from './engine';
import { gradeOf } from './grading';
import { bestMoves } from './session';
import { DEFAULT_PLAY, movesParam, numberParam, type Read } from './settings';

/** The search budgets offered; a link may ask for another count up to {@link MAX_DEEP_SIMS}. */
export const DEEP_SIMS: readonly number[] = [50, 200, 800, 3200];

/** The largest deep search the tab runs in the browser's worker. */
export const MAX_DEEP_SIMS = 100_000;

/** Connect Four's columns, the moves of its move strings. */
export const COLUMNS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7'];

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
      moves: movesParam(params, 'connect-four', problems),
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

/** The lab's UCT (random playouts, MCTS-Solver on) with the play tab's default C. */
export function uctSpec(sims: number): string {
  return `uct:sims=${sims},c=${DEFAULT_PLAY.c}`;
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

export function visitsText(v: { visits: number; total: number } | null): string {
  return v ? `${formatInt(v.visits)} of ${formatInt(v.total)}` : '';
}

/** A move of the game against the deep bot, with what the page learnt about it so far. */
export interface DeepMove {
  move: string;
  by: 'you' | 'bot';
  /** The network's view of the position before the move: undefined while asked, null if it failed. */
  net?: NetEvaluation | null;
  /** The solver's grade: undefined while it works, null when it could not be made exact. */
  grade?: Grade | null;
  analysis?: SolverAnalysis;
  /** The bot's moves: what its search saw. */
  decision?: Decision;
}

/** What a row of the move list shows; `state` is its data-grade (pending, unknown or the grade). */
export interface MoveCells {
  prior: string;
  value: string;
  visits: string;
  grade: string;
  state: Grade | 'pending' | 'unknown';
}

const PENDING = '…';
const MISSING = '–';

export function moveCells(m: DeepMove): MoveCells {
  const prior = m.net ? priorOf(m.net, m.move) : null;
  return {
    prior: m.net === undefined ? PENDING : prior === null ? MISSING : percent(prior),
    value: m.net === undefined ? PENDING : m.net === null ? MISSING : m.net.value.toFixed(3),
    visits: m.decision ? visitsText(chosenVisits(m.decision)) : '',
    grade: m.grade === undefined ? PENDING : (m.grade ?? 'unknown'),
    state: m.grade === undefined ? 'pending' : (m.grade ?? 'unknown'),
  };
}

/** The three players compared on one position, in the order they are shown. */
export const CONTENDERS = ['net', 'deep', 'uct'] as const;
export type Contender = (typeof CONTENDERS)[number];

export const CONTENDER_NAMES: Record<Contender, string> = {
  net: 'Network alone',
  deep: 'Deep MCTS (PUCT + network)',
  uct: 'UCT (random playouts)',
};

/** What the comparison knows so far; the page fills it in as the answers arrive. */
export interface Comparison {
  decisions: Partial<Record<Contender, Decision>>;
  errors: Partial<Record<Contender, string>>;
  evaluation?: NetEvaluation;
  /** Why the network's evaluation failed (its priors then show "–"). */
  evaluationError?: string;
  analysis?: SolverAnalysis;
  /** True until the solvers are done: the browser's, then the server's for what that left open. */
  solving: boolean;
}

export interface CompareRow {
  who: Contender;
  label: string;
  /** Null while the player thinks (or when it failed: `error`). */
  move: string | null;
  /** In [0, 1] for the side to move: the network's value (net), the chosen child's mean (deep, uct). */
  value: number | null;
  visits: { visits: number; total: number } | null;
  /** Undefined while the solver works; null when its scores are not exact. */
  grade: Grade | null | undefined;
  error?: string;
}

function decisionValue(who: Contender, d: Decision): number | null {
  if (who === 'net') return d.netValue ?? null;
  return d.children?.find((k) => k.move === d.move)?.value ?? null;
}

/** The grade of `move` once there is an analysis; still pending while the server may make it exact. */
function verdict(c: Comparison, move: string): Grade | null | undefined {
  if (!c.analysis) return c.solving ? undefined : null;
  const g = gradeOf(c.analysis, move);
  return g === null && c.solving ? undefined : g;
}

export function compareRows(c: Comparison): CompareRow[] {
  return CONTENDERS.map((who) => {
    const d = c.decisions[who];
    const error = c.errors[who];
    return {
      who,
      label: CONTENDER_NAMES[who],
      move: d?.move ?? null,
      value: d ? decisionValue(who, d) : null,
      visits: d && who !== 'net' ? chosenVisits(d) : null,
      grade: d ? verdict(c, d.move) : error ? null : undefined,
      ...(error ? { error } : {}),
    };
  });
}

/** The moves a comparison still needs graded: its players' distinct moves the analysis cannot grade. */
export function ungradedMoves(c: Comparison): string[] {
  const moves = CONTENDERS.map((w) => c.decisions[w]?.move).filter((m): m is string => m !== undefined);
  return [...new Set(moves)].filter((m) => !c.analysis || gradeOf(c.analysis, m) === null);
}

/** 1 for a win, ½ for a draw, 0 for a loss: an exact score as the value the players estimate. */
export function resultValue(score: number): number {
  return score > 0 ? 1 : score < 0 ? 0 : 0.5;
}

/** A solver score in words: "win +5" (larger is sooner), "draw", "loss −3", or its bounds. */
export function scoreText(s: Pick<MoveScore, 'score' | 'lower' | 'upper'>): string {
  if (s.score !== undefined) return s.score === 0 ? 'draw' : s.score > 0 ? `win +${s.score}` : `loss −${-s.score}`;
  if (s.lower === undefined || s.upper === undefined) return '?';
  if (s.lower > 0) return 'win';
  if (s.upper < 0) return 'loss';
  return `${s.lower} to ${s.upper}`;
}

/**
 * The solver's own row: the moves proven best, the position's value when exact, and whether every
 * move is solved (else another move may be as good as those listed).
 */
export function solverRow(c: Comparison): { moves: string[]; complete: boolean; value: number | null; text: string } {
  const a = c.analysis;
  if (!a) return { moves: [], complete: false, value: null, text: c.solving ? PENDING : MISSING };
  return {
    moves: bestMoves(a),
    complete: a.moves.every((m) => m.score !== undefined),
    value: a.score === undefined ? null : resultValue(a.score),
    text: scoreText(a),
  };
}

/** One column of the board in the comparison: the network's prior, the searches' visits, the solver's score. */
export interface ColumnCells {
  move: string;
  prior: string;
  deep: string;
  uct: string;
  score: string;
  /** The column's exact score's grade, for colouring (null when not exact or full). */
  grade: Grade | null;
}

export function columnCells(c: Comparison, columns: readonly string[] = COLUMNS): ColumnCells[] {
  const visits = (who: Contender, move: string): string => {
    const d = c.decisions[who];
    if (!d) return c.errors[who] ? MISSING : PENDING;
    const k = d.children?.find((x) => x.move === move);
    return k?.visits === undefined ? MISSING : formatInt(k.visits);
  };
  return columns.map((move) => {
    const prior = c.evaluation ? priorOf(c.evaluation, move) : null;
    const score = c.analysis?.moves.find((m) => m.move === move);
    return {
      move,
      prior: c.evaluation ? (prior === null ? MISSING : percent(prior)) : c.evaluationError ? MISSING : PENDING,
      deep: visits('deep', move),
      uct: visits('uct', move),
      score: c.analysis ? (score ? scoreText(score) : MISSING) : c.solving ? PENDING : MISSING,
      grade: c.analysis && score ? gradeOf(c.analysis, move) : null,
    };
  });
}
