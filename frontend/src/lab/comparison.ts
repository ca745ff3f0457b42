/**
 * The comparison on one position, as pure data: the network alone, PUCT guided by it and UCT with
 * random playouts each choose a move, and the exact solver grades each choice and scores every
 * column. lab/deepCompare.ts fills a {@link Comparison} in as the answers arrive and draws these
 * rows. Nothing here touches the DOM.
 */
import { formatInt } from '../lib/format';
import type { Rules } from '../rules/engine';
import type { Decision, Grade, MoveScore, NetEvaluation, SolverAnalysis } from './engine';
import { NETWORK_GAME, twoPlayerGame } from './games';
import { gradeOf } from './grading';
import { chosenVisits, deepSpec, MISSING, PENDING, percent, priorOf } from './deepModel';
import { bestMoves } from './session';
import { DEFAULT_PLAY } from './settings';

/** Connect Four's columns, the moves of its move strings. */
export const COLUMNS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7'];

/** The three players compared on one position, in the order they are shown. */
export const CONTENDERS = ['net', 'deep', 'uct'] as const;
export type Contender = (typeof CONTENDERS)[number];

export const CONTENDER_NAMES: Record<Contender, string> = {
  net: 'Network alone',
  deep: 'Deep MCTS',
  uct: 'UCT',
};

/** How each player chooses, in a few words under its name. */
export const CONTENDER_HOW: Record<Contender, string> = {
  net: 'highest prior, no search',
  deep: 'PUCT + network',
  uct: 'random playouts',
};

/**
 * The position typed to compare, checked: its moves and the position JSON to draw, or why it cannot
 * be compared (not a move string, an illegal move, a finished game, or the rules not loaded yet).
 */
export function comparedPosition(
  rules: Rules | null,
  text: string,
): { moves: string; position: unknown } | { problem: string } {
  const moves = text.trim();
  if (!rules) return { problem: 'The rules are still loading: try again in a moment.' };
  const game = twoPlayerGame(NETWORK_GAME);
  if (!game.moves.test(moves))
    return { problem: `'${moves.slice(0, 50)}' is not a ${game.title} move string: ${game.moveSyntax}.` };
  const at = rules.analyse(game.id, 'start', [...moves]);
  if (at.status !== 'valid') {
    const bad = at.error;
    return {
      problem: bad
        ? `Move ${bad.moveIndex + 1} ('${bad.move}') is illegal: ${bad.reason}.`
        : (at.message ?? 'The position cannot be read.'),
    };
  }
  if (at.terminal) return { problem: 'The game is over in this position: there is no move to compare.' };
  return { moves, position: at.position };
}

/** The lab's UCT (random playouts, MCTS-Solver on) with the play tab's default C. */
export function uctSpec(sims: number): string {
  return `uct:sims=${sims},c=${DEFAULT_PLAY.c}`;
}

/** The player spec of a contender searching `sims` simulations (the network alone searches none). */
export function contenderSpec(who: Contender, sims: number): string {
  return who === 'net' ? 'net' : who === 'deep' ? deepSpec(sims) : uctSpec(sims);
}

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
  /** How the player chooses ({@link CONTENDER_HOW}). */
  how: string;
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
  const chosen = d.children?.find((k) => k.move === d.move);
  return chosen && chosen.visits !== 0 ? (chosen.value ?? null) : null;
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
      how: CONTENDER_HOW[who],
      move: d?.move ?? null,
      value: d ? decisionValue(who, d) : null,
      visits: d && who !== 'net' ? chosenVisits(d) : null,
      grade: d ? verdict(c, d.move) : error ? null : undefined,
      ...(error ? { error } : {}),
    };
  });
}

/**
 * How much a search ran of the `asked` simulations, in words. A search with MCTS-Solver (UCT, and
 * deep MCTS, which also proves draws) stops once the root is proven (a move proven to win, every
 * move proven, or every move proven to lose): it then ran fewer, and says so; the decision's
 * `simulations` is the count it really ran.
 */
export function searchRunText(label: string, d: Decision, asked: number): string {
  const ran = d.simulations ?? asked;
  const kids = d.children ?? [];
  const winning = kids.find((k) => k.proven === 'win');
  const lost = kids.length > 0 && kids.every((k) => k.proven === 'loss');
  const drawing = kids.every((k) => k.proven !== undefined) ? kids.find((k) => k.proven === 'draw') : undefined;
  const proof = winning
    ? `MCTS-Solver proved that ${winning.move} wins`
    : lost
      ? 'MCTS-Solver proved that every move loses'
      : drawing
        ? `MCTS-Solver proved that ${drawing.move} draws and no move wins`
        : null;
  if (ran >= asked) return `${label} ran ${formatInt(ran)} simulations.`;
  return proof
    ? `${label} stopped after ${formatInt(ran)} of its ${formatInt(asked)} simulations: ${proof}, so more would change nothing.`
    : `${label} stopped after ${formatInt(ran)} of its ${formatInt(asked)} simulations.`;
}

/** What each search that has answered ran, a sentence per search. */
export function searchRuns(c: Comparison, asked: number): string[] {
  return (['deep', 'uct'] as const).flatMap((who) => {
    const d = c.decisions[who];
    return d ? [searchRunText(CONTENDER_NAMES[who], d, asked)] : [];
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
  return `${signed(s.lower)} to ${signed(s.upper)}`;
}

/** A score bound with a true minus sign, as the exact scores are written. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** What a score written as a range means, in one line for wherever ranges are shown. */
export const BOUNDS_NOTE =
  'A range such as −2 to 3 was not solved in time: the exact score lies within it (above 0 a win, the larger the sooner; 0 a draw; below 0 a loss). “win” or “loss” alone: the result is proven, how fast is not.';

/** Whether the comparison's solver scores include bounds (a range, or a result without its speed). */
export function showsBounds(c: Comparison): boolean {
  const a = c.analysis;
  return !!a && (a.score === undefined || a.moves.some((m) => m.score === undefined));
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
