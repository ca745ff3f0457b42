/**
 * A game against MCTS as a pure record: the moves with who played them and the solver's grade of
 * each, the tally of finished games. The page draws it; nothing here touches the DOM.
 */
import type { Decision, Grade, SolverAnalysis } from './engine';

/** A move of a game against one of the lab's engines (UCT on the play tab, PUCT on the Deep MCTS tab). */
export interface GameMove {
  move: string;
  /** "you", or the engine's own mark (each tab names its engine). */
  by: string;
  /** Undefined while the solver works; null when its budget ran out before an exact answer. */
  grade?: Grade | null;
  /** "result" when the grade compares results only (the server's, when the distance took too long). */
  basis?: 'score' | 'result' | null;
  /** The solver's analysis of the position the move was played in. */
  analysis?: SolverAnalysis;
  /** For the engine's moves: what its search saw. */
  decision?: Decision;
  /** For the engine's moves: the seed its search ran with (the game's seed and the move's ply). */
  seed?: number;
}

export interface PlayedMove extends GameMove {
  by: 'you' | 'mcts';
}

export type Outcome = 'win' | 'draw' | 'loss';

export interface Tally {
  win: number;
  draw: number;
  loss: number;
}

export const EMPTY_TALLY: Tally = { win: 0, draw: 0, loss: 0 };

/** The person's result of a finished game: `winner` is 0, 1 or -1 (a draw), `you` their side. */
export function outcomeFor(winner: number, you: 'first' | 'second'): Outcome {
  if (winner < 0) return 'draw';
  return winner === (you === 'first' ? 0 : 1) ? 'win' : 'loss';
}

export function addToTally(t: Tally, o: Outcome): Tally {
  return { ...t, [o]: t[o] + 1 };
}

/** How many moves of `by` got each grade (moves still being graded or ungraded are left out). */
export function gradeCounts(moves: readonly PlayedMove[], by: PlayedMove['by']): Record<Grade, number> {
  const counts: Record<Grade, number> = { best: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const m of moves) if (m.by === by && m.grade) counts[m.grade]++;
  return counts;
}

/** The grades of both players so far, in a sentence ("You: 3 best, 1 inaccuracies, ... MCTS: ..."). */
export function gradeSummary(moves: readonly PlayedMove[]): string {
  const line = (c: Record<Grade, number>) =>
    `${c.best} best, ${c.inaccuracy} inaccuracies, ${c.mistake} mistakes, ${c.blunder} blunders`;
  return `You: ${line(gradeCounts(moves, 'you'))}. MCTS: ${line(gradeCounts(moves, 'mcts'))}.`;
}

/** What a grade says when neither solver made it exact in its time: the same words on every tab. */
export const NOT_SOLVED = 'not solved in time';

/** The move lists' line on the grades, the play tab's and the Deep MCTS tab's alike. */
export const GRADES_HELP =
  'Best: keeps the best result. Inaccuracy: same result, but a slower win or a faster loss. Mistake: half a point lost (a win to a draw, a draw to a loss). Blunder: a win thrown to a loss. Not solved in time: the solvers (the browser’s, then the server’s) ran out of time before the result was exact.';

/** A grade in words: "…" while the solvers work, {@link NOT_SOLVED} when they could not make it exact. */
export function gradeText(grade: Grade | null | undefined): string {
  return grade === undefined ? '…' : (grade ?? NOT_SOLVED);
}

/** A move's data-grade in a move list: pending while the solver works, unknown when it was not exact. */
export function gradeState(m: Pick<GameMove, 'grade'>): Grade | 'pending' | 'unknown' {
  return m.grade === undefined ? 'pending' : (m.grade ?? 'unknown');
}

/**
 * The verdict line under the board: always the last move's, from the analysis of the position it
 * was played in, so an older move's verdict never stays up after the game has moved on. Empty
 * before the first move, "grading…" while the last move's grade is on its way, and "not solved in
 * time" when its grade came back without an analysis.
 */
export function lastVerdict(
  played: readonly Pick<GameMove, 'grade' | 'analysis'>[],
  names: readonly [string, string],
): string {
  const last = played.at(-1);
  if (!last) return '';
  if (last.analysis) return `Before the last move: ${verdictText(last.analysis, names)}.`;
  return last.grade === undefined ? 'Before the last move: grading…' : `Before the last move: ${NOT_SOLVED}.`;
}

/**
 * The solver's verdict on a position as words, from the side to move's score: "X to move wins",
 * "draw with best play", or the bounds it could reach in its budget.
 */
export function verdictText(a: SolverAnalysis, names: readonly [string, string]): string {
  const mover = names[a.toMove - 1];
  const other = names[2 - a.toMove];
  if (a.score === undefined) {
    const lo = a.lower ?? 0;
    const hi = a.upper ?? 0;
    if (lo > 0) return `${mover} to move wins (how fast is not yet known)`;
    if (hi < 0) return `${other} wins (how fast is not yet known)`;
    if (lo >= 0) return `${mover} to move draws at least (not yet solved)`;
    if (hi <= 0) return `${mover} to move draws at best (not yet solved)`;
    return 'not solved within the time budget';
  }
  if (a.score === 0) return 'a draw with best play';
  return a.score > 0 ? `${mover} to move wins with best play` : `${other} wins with best play`;
}

/** The best moves of an exact analysis (every move with the top score). */
export function bestMoves(a: SolverAnalysis): string[] {
  if (a.score === undefined) return [];
  return a.moves.filter((m) => m.score === a.score).map((m) => m.move);
}

/**
 * What the engine's search says after "MCTS played <move>": its win rate after so many
 * simulations, or, when the solver inside the search proved the move, that it did so (a proof
 * found in a simulation or two stops the search: a win rate of 100 % "after 1 simulations (0 per
 * second)" would read as a measurement it is not).
 */
export function searchSummary(d: Decision): string {
  const chosen = d.children?.find((k) => k.move === d.move);
  const sims = d.simulations ?? 0;
  const after = `after ${sims.toLocaleString('en-US')} simulation${sims === 1 ? '' : 's'}`;
  if (chosen?.proven === 'win') {
    return `: the solver inside the search proved it a win ${after}, so the search stopped there (no win rate is estimated once the result is proven).`;
  }
  const rate = chosen?.value !== undefined ? ` with a win rate of ${(chosen.value * 100).toFixed(1)} %` : '';
  const speed = d.simulationsPerSecond
    ? ` (${Math.round(d.simulationsPerSecond).toLocaleString('en-US')} per second)`
    : '';
  const proof = chosen?.proven ? ` The solver inside the search proved it a ${chosen.proven}.` : '';
  return `${rate} ${after}${speed}.${proof}`;
}
