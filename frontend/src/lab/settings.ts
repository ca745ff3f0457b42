/**
 * The lab's settings as they live in the URL (`/lab/play?game=connect-four&moves=4455&you=second&
 * sims=2000&c=1.414&seed=7`), so that any game, tree or race can be shared and replayed exactly:
 * the engine is seeded, and each of its moves gets its own seed derived from the game's.
 * Reading never throws: a bad value falls back to its default and says so.
 */
import { formatInt } from '../lib/format';
import { isTwoPlayerGame, twoPlayerGame, TWO_PLAYER_GAMES, type TwoPlayerGame } from './games';
import type { TracedBot } from './engine';

/** The largest search run in the browser's worker; bigger ones run on the server. */
export const MAX_BROWSER_SIMS = 50_000;

/** The largest search the server runs for the lab (LabSearchService.MAX_SIMULATIONS). */
export const MAX_SERVER_SIMS = 1_000_000;

export interface PlaySettings {
  game: TwoPlayerGame;
  /** The position: its move string from the empty board (one character per move in both games). */
  moves: string;
  /** Which side the person plays: "first" (X, or the first stone) or "second". */
  you: 'first' | 'second';
  sims: number;
  c: number;
  seed: number;
  /** MCTS-Solver on (proven wins and losses propagate); off is plain UCT. */
  solver: boolean;
}

export const DEFAULT_PLAY: PlaySettings = {
  game: TWO_PLAYER_GAMES[0].id,
  moves: '',
  you: 'first',
  sims: 1000,
  c: 1.414,
  seed: 1,
  solver: true,
};

export interface Read<T> {
  value: T;
  /** What was refused, by parameter ("sims: 0 is not from 1 to 50000; 1000 is used"). */
  problems: string[];
}

/** A number from the URL within [min, max], else `fallback` with a line in `problems` saying why. */
export function numberParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  integer: boolean,
  problems: string[],
): number {
  const text = params.get(name);
  if (text === null || text === '') return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    problems.push(
      `${name}: '${text}' is not ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}; ${fallback} is used`,
    );
    return fallback;
  }
  return n;
}

export function gameParam(params: URLSearchParams, problems: string[]): TwoPlayerGame {
  const g = params.get('game');
  if (g === null || g === '') return DEFAULT_PLAY.game;
  if (isTwoPlayerGame(g)) return g;
  problems.push(
    `game: '${g}' is not one of ${TWO_PLAYER_GAMES.map((x) => x.id).join(', ')}; ${DEFAULT_PLAY.game} is used`,
  );
  return DEFAULT_PLAY.game;
}

/** The move string of `game` in the URL, if its characters can be moves of the game (legality is the engine's). */
export function movesParam(params: URLSearchParams, game: TwoPlayerGame, problems: string[]): string {
  const m = params.get('moves') ?? '';
  if (twoPlayerGame(game).moves.test(m)) return m;
  problems.push(`moves: '${m.slice(0, 50)}' is not a ${game} move string; the empty board is used`);
  return '';
}

export function readPlaySettings(search: string): Read<PlaySettings> {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const game = gameParam(params, problems);
  const you = params.get('you');
  if (you !== null && you !== 'first' && you !== 'second')
    problems.push(`you: '${you}' is first or second; first is used`);
  return {
    value: {
      game,
      moves: movesParam(params, game, problems),
      you: you === 'second' ? 'second' : 'first',
      sims: numberParam(params, 'sims', DEFAULT_PLAY.sims, 1, MAX_SERVER_SIMS, true, problems),
      c: numberParam(params, 'c', DEFAULT_PLAY.c, 0, 100, false, problems),
      seed: numberParam(params, 'seed', DEFAULT_PLAY.seed, 0, 2 ** 31 - 1, true, problems),
      solver: params.get('solver') !== 'off',
    },
    problems,
  };
}

/** The query string of a play session; defaults are left out so shared links stay short. */
export function playQuery(s: PlaySettings): string {
  const p = new URLSearchParams();
  p.set('game', s.game);
  if (s.moves) p.set('moves', s.moves);
  if (s.you !== 'first') p.set('you', s.you);
  p.set('sims', String(s.sims));
  p.set('c', String(s.c));
  p.set('seed', String(s.seed));
  if (!s.solver) p.set('solver', 'off');
  return `?${p.toString()}`;
}

/** The player spec the engine is asked to play (`bin/arena move --player` takes the same). */
export function mctsSpec(s: Pick<PlaySettings, 'sims' | 'c' | 'solver'>): string {
  return `uct:sims=${s.sims},c=${s.c}${s.solver ? '' : ',plain'}`;
}

/** The player to move after `moves`: 0 (first) or 1; both games alternate from the first player. */
export function toMove(moves: string): 0 | 1 {
  return (moves.length % 2) as 0 | 1;
}

/** True when the engine, not the person, moves after `moves`. */
export function engineToMove(s: Pick<PlaySettings, 'you'>, moves: string): boolean {
  return toMove(moves) !== (s.you === 'first' ? 0 : 1);
}

export interface TraceSettings {
  game: TwoPlayerGame;
  moves: string;
  /** The search watched: UCT, or the deep bot's PUCT with its network (Connect Four only). */
  bot: TracedBot;
  c: number;
  seed: number;
  solver: boolean;
  /** The iteration shown (from 1) and the phase within it. */
  iteration: number;
  phase: Phase;
  /**
   * The subtree shown: the moves from the searched position down to its top node, written as
   * `moves` is ('' for the whole tree). A path rather than the node's number, so a shared link
   * reads as moves and names the same node at any later iteration of the same seeded search.
   */
  focus: string;
}

export const PHASES = ['selection', 'expansion', 'rollout', 'backup'] as const;
export type Phase = (typeof PHASES)[number];

export function readTraceSettings(search: string): Read<TraceSettings> {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const game = gameParam(params, problems);
  const moves = movesParam(params, game, problems);
  const botText = params.get('bot');
  let bot: TracedBot = 'uct';
  if (botText === 'deep' && twoPlayerGame(game).network) bot = 'deep';
  else if (botText !== null && botText !== 'uct') {
    problems.push(
      botText === 'deep'
        ? `bot: 'deep' needs a policy/value network, which ${game} has not; UCT is shown`
        : `bot: '${botText}' is not uct or deep; UCT is shown`,
    );
  }
  const phaseText = params.get('phase');
  const phase = (PHASES as readonly string[]).includes(phaseText ?? '') ? (phaseText as Phase) : 'selection';
  if (phaseText !== null && phase !== phaseText)
    problems.push(`phase: '${phaseText}' is not one of ${PHASES.join(', ')}; selection is shown`);
  return {
    value: {
      game,
      moves,
      bot,
      c: numberParam(params, 'c', DEFAULT_PLAY.c, 0, 100, false, problems),
      seed: numberParam(params, 'seed', DEFAULT_PLAY.seed, 0, Number.MAX_SAFE_INTEGER, true, problems),
      solver: params.get('solver') !== 'off',
      iteration: numberParam(params, 'iteration', 1, 1, 100_000, true, problems),
      phase,
      focus: focusParam(params, game, moves, problems),
    },
    problems,
  };
}

export function traceQuery(s: TraceSettings): string {
  const p = new URLSearchParams();
  p.set('game', s.game);
  if (s.moves) p.set('moves', s.moves);
  if (s.bot !== 'uct') p.set('bot', s.bot);
  p.set('c', String(s.c));
  p.set('seed', String(s.seed));
  if (!s.solver) p.set('solver', 'off');
  p.set('iteration', String(s.iteration));
  p.set('phase', s.phase);
  if (s.focus) p.set('focus', s.focus);
  return `?${p.toString()}`;
}

/**
 * The focused subtree's path in the URL, if its characters can be moves played on after `moves`
 * (within the game's length); whether the search has that node is for the tree to say, as it may
 * grow one at a later iteration.
 */
function focusParam(params: URLSearchParams, game: TwoPlayerGame, moves: string, problems: string[]): string {
  const focus = params.get('focus') ?? '';
  if (twoPlayerGame(game).moves.test(moves + focus)) return focus;
  problems.push(
    `focus: '${focus.slice(0, 50)}' is not a path of ${game} moves from the position; the whole tree is shown`,
  );
  return '';
}

/** One step forwards or backwards through the phases; iteration 1's selection is the start. */
export function stepPhase(at: { iteration: number; phase: Phase }, by: 1 | -1): { iteration: number; phase: Phase } {
  const index = (at.iteration - 1) * PHASES.length + PHASES.indexOf(at.phase) + by;
  const clamped = Math.max(0, Math.min(index, 100_000 * PHASES.length - 1));
  return { iteration: Math.floor(clamped / PHASES.length) + 1, phase: PHASES[clamped % PHASES.length] };
}

/** The tree tab's step buttons. */
export const STEPS = [
  'first',
  'prev-iteration',
  'prev-phase',
  'next-phase',
  'next-iteration',
  'plus-10',
  'plus-100',
] as const;
export type Step = (typeof STEPS)[number];

/** Where a step button goes from `at`: whole iterations keep the phase, +10 and +100 end on a backup. */
export function stepTo(at: { iteration: number; phase: Phase }, step: Step): { iteration: number; phase: Phase } {
  switch (step) {
    case 'first':
      return { iteration: 1, phase: 'selection' };
    case 'prev-iteration':
      return { iteration: Math.max(1, at.iteration - 1), phase: at.phase };
    case 'prev-phase':
      return stepPhase(at, -1);
    case 'next-phase':
      return stepPhase(at, 1);
    case 'next-iteration':
      return { iteration: at.iteration + 1, phase: at.phase };
    case 'plus-10':
      return { iteration: at.iteration + 10, phase: 'backup' };
    case 'plus-100':
      return { iteration: at.iteration + 100, phase: 'backup' };
  }
}

/**
 * The tree tab's C and seed as typed, or null when either is out of range. The seed goes up to
 * 2^53 - 1: a game move's own seed (moveSeed) is that large, and its search is watched by it.
 */
export function readTraceForm(form: { c: string; seed: string }): { c: number; seed: number } | null {
  const c = Number(form.c);
  const seed = Number(form.seed);
  if (!(Number.isFinite(c) && c >= 0 && c <= 100) || !(Number.isSafeInteger(seed) && seed >= 0)) return null;
  return { c, seed };
}

/** The most iterations the tree tab steps to (BrowserLab.trace's limit). */
export const MAX_TRACE_ITERATIONS = 100_000;

/**
 * The tree tab's link to the very search that chose a game's move: the position before it, the
 * game's C and solver, the move's own seed, stepped to the simulations that search ran, shown after
 * its last backup. The seeded search replays exactly, so the tree is the one that chose, node for
 * node; null when the search ran more simulations than the tree tab steps.
 */
export function searchTreeQuery(
  s: Pick<PlaySettings, 'game' | 'c' | 'solver'>,
  before: string,
  seed: number,
  simulations: number,
): string | null {
  if (simulations < 1 || simulations > MAX_TRACE_ITERATIONS) return null;
  return traceQuery({
    game: s.game,
    moves: before,
    bot: 'uct',
    c: s.c,
    seed,
    solver: s.solver,
    iteration: simulations,
    phase: 'backup',
    focus: '',
  });
}

/** The play tab's search settings as typed, or what is wrong with them (a sentence each). */
export function readSearchForm(form: {
  sims: string;
  c: string;
  seed: string;
}): { sims: number; c: number; seed: number } | { problems: string[] } {
  const sims = Number(form.sims);
  const c = Number(form.c);
  const seed = Number(form.seed);
  const problems: string[] = [];
  if (!(Number.isInteger(sims) && sims >= 1 && sims <= MAX_SERVER_SIMS))
    problems.push(`Simulations: a whole number from 1 to ${formatInt(MAX_SERVER_SIMS)}.`);
  if (!(Number.isFinite(c) && c >= 0 && c <= 100)) problems.push('C: a number from 0 to 100.');
  if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31))
    problems.push('Seed: a whole number from 0 to 2147483647.');
  return problems.length > 0 ? { problems } : { sims, c, seed };
}
