/**
 * Where a played move's grade comes from: the page's own solver first (a worker, a few seconds),
 * then, when that ran out of time before the scores were exact, the server's (more time, a faster
 * core, the opening book, and analyses remembered for everybody). If the server cannot answer
 * (rate limit, busy, offline) the browser's inexact answer stands: the move shows "not solved in time"
 * rather than an error. A grade can also be read off an analysis the page already has
 * ({@link gradeOf}), and two analyses of one position pool what each proved ({@link combineAnalyses}).
 */
import {
  serverGrade,
  type Grade,
  type Graded,
  type LabEngine,
  type MoveScore,
  type SolverAnalysis,
  type TwoPlayerGame,
} from './engine';

/**
 * How long the solver may take to grade a Connect Four move in the browser (tic-tac-toe needs none);
 * what it cannot solve by then is asked of the server.
 */
export const C4_GRADE_BUDGET_MS = 3000;

export async function gradeWithFallback(
  inBrowser: () => Promise<Graded>,
  onServer: () => Promise<Graded>,
): Promise<Graded & { source: 'browser' | 'server' }> {
  const local = await inBrowser();
  if (local.grade !== null) return { ...local, source: 'browser' };
  try {
    const remote = await onServer();
    // A server answer that is not exact either adds nothing: keep the browser's bounds.
    return remote.grade !== null ? { ...remote, source: 'server' } : { ...local, source: 'browser' };
  } catch {
    return { ...local, source: 'browser' };
  }
}

/** The grade of `move` played after `before`: the page's `solver` first, then the server's. */
export function gradeMove(solver: LabEngine, game: TwoPlayerGame, before: string, move: string): Promise<Graded> {
  return gradeWithFallback(
    () => solver.grade(game, before, move, game === 'connect-four' ? C4_GRADE_BUDGET_MS : 0),
    () => serverGrade(game, before, move),
  );
}

/**
 * The grade of `move` from an analysis of the position it is played in, as the engine's grade
 * (MoveGrade.of in Java) makes it: half points lost between the best score's result and the
 * move's, else a slower win or quicker loss. Null when the position's or the move's score is not
 * exact, or when the analysis does not know the move (it is not legal there).
 */
export function gradeOf(a: SolverAnalysis, move: string): Grade | null {
  const played = a.moves.find((m) => m.move === move);
  if (!played || a.score === undefined || played.score === undefined) return null;
  const halfPointsLost = Math.sign(a.score) - Math.sign(played.score);
  if (halfPointsLost >= 2) return 'blunder';
  if (halfPointsLost === 1) return 'mistake';
  return played.score < a.score ? 'inaccuracy' : 'best';
}

type Bounds = { lower: number; upper: number };

function boundsOf(s: { score?: number; lower?: number; upper?: number }): Bounds {
  return s.score !== undefined
    ? { lower: s.score, upper: s.score }
    : { lower: s.lower ?? -Infinity, upper: s.upper ?? Infinity };
}

function intersect(a: Bounds, b: Bounds): Bounds {
  return { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };
}

/** A score in the analysis JSON's own shape: `score` when exact, `lower` and `upper` when not. */
function scoreFields(b: Bounds): { score: number } | { lower: number; upper: number } {
  return b.lower === b.upper ? { score: b.lower } : { lower: b.lower, upper: b.upper };
}

/**
 * What two analyses of the same position know together: each score in both sets of bounds (both
 * are true of the exact score), and the position's within those of its best move, since a
 * position is worth its best move. The browser's bounds and the server's exact move make one
 * analysis in which every chosen move can be graded.
 */
export function combineAnalyses(a: SolverAnalysis, b: SolverAnalysis): SolverAnalysis {
  const moves: MoveScore[] = a.moves.map((m) => {
    const other = b.moves.find((o) => o.move === m.move);
    return { move: m.move, ...scoreFields(other ? intersect(boundsOf(m), boundsOf(other)) : boundsOf(m)) };
  });
  let position = intersect(boundsOf(a), boundsOf(b));
  if (moves.length > 0) {
    const each = moves.map(boundsOf);
    position = intersect(position, {
      lower: Math.max(...each.map((x) => x.lower)),
      upper: Math.max(...each.map((x) => x.upper)),
    });
  }
  const exact = position.lower === position.upper && moves.every((m) => m.score !== undefined);
  return {
    position: a.position,
    toMove: a.toMove,
    ...scoreFields(position),
    moves,
    exact,
    nodes: a.nodes + b.nodes,
  };
}
