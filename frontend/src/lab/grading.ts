/**
 * Where a played move's grade comes from: the page's own solver first (a worker; the books and
 * small proofs, within the game's budget: half a second for Connect Four), then, when that ran out
 * of time before the results were proven, the server's (a core 26 times faster, more time, and
 * analyses remembered for everybody). The server's lab grades on one
 * core: the page asks it one grade at a time ({@link GradeQueue}), waits out a busy answer (503) or
 * the rate limit (429) for as long as its Retry-After says, a few times, and gives up after that;
 * the browser's inexact answer then stands and the move shows "not solved in time" rather than an
 * error. A grade asked for a game that has moved on (a take-back, a new game, a new comparison) is
 * cancelled through its AbortSignal: it is never sent, or its answer never lands. A grade can also
 * be read off an analysis the page already has ({@link gradeOf}), and two analyses of one position
 * pool what each proved ({@link combineAnalyses}).
 */
import { ApiError } from '../lib/api';
import {
  serverGrade,
  type Grade,
  type Graded,
  type LabEngine,
  type MoveScore,
  type SolverAnalysis,
  type TwoPlayerGame,
} from './engine';
import { twoPlayerGame } from './games';

/** A grade no longer wanted: the game or the comparison it was asked for has moved on. */
export class GradeCancelled extends Error {
  constructor() {
    super('grade cancelled');
    this.name = 'GradeCancelled';
  }
}

/** How the server's refusals to grade now are retried. */
export interface RetryPolicy {
  /** Retries after the first try; then the refusal stands. */
  retries: number;
  /** A Retry-After longer than this is not waited for (the rate limit's can be minutes). */
  maxWaitMs: number;
  /** The wait when the refusal says none. */
  defaultWaitMs: number;
}

export const SERVER_RETRY: RetryPolicy = { retries: 4, maxWaitMs: 20_000, defaultWaitMs: 3000 };

/**
 * How long to wait before asking again after `e`, or null when it is not worth it: only "busy"
 * (503) and "too many requests" (429) are retried, after their Retry-After (seconds, or an HTTP
 * date), and not when that is longer than the policy's longest wait.
 */
export function retryDelayMs(e: unknown, policy: RetryPolicy = SERVER_RETRY, now = Date.now()): number | null {
  if (!(e instanceof ApiError) || (e.status !== 429 && e.status !== 503)) return null;
  const header = e.retryAfter?.trim() ?? '';
  let ms = policy.defaultWaitMs;
  if (/^\d+$/.test(header)) ms = Number(header) * 1000;
  else if (header && !Number.isNaN(Date.parse(header))) ms = Math.max(0, Date.parse(header) - now);
  return ms > policy.maxWaitMs ? null : ms;
}

/** Waits `ms`, unless `signal` aborts first (then rejects with {@link GradeCancelled}). */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new GradeCancelled());
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new GradeCancelled());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** `p`, or a {@link GradeCancelled} rejection as soon as `signal` aborts. */
function unlessAborted<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  return new Promise((resolve, reject) => {
    const stop = () => reject(new GradeCancelled());
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export type AskServer = (game: TwoPlayerGame, position: string, move: string, signal?: AbortSignal) => Promise<Graded>;

/**
 * The server's grades, one at a time in the order asked: the next is sent once the one before has
 * its answer (or gave up). A refusal to grade now (503, 429) is asked again after its Retry-After,
 * up to the policy's retries. A grade whose signal aborts is dropped at once: its promise rejects
 * with {@link GradeCancelled}, it is not sent if it was waiting, and a request under way is aborted.
 */
export class GradeQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ask: AskServer = serverGrade,
    private readonly policy: RetryPolicy = SERVER_RETRY,
  ) {}

  grade(game: TwoPlayerGame, position: string, move: string, signal?: AbortSignal): Promise<Graded> {
    const turn = this.tail.then(() => this.attempts(game, position, move, signal));
    this.tail = turn.catch(() => undefined);
    return unlessAborted(turn, signal);
  }

  private async attempts(game: TwoPlayerGame, position: string, move: string, signal?: AbortSignal): Promise<Graded> {
    for (let retry = 0; ; retry++) {
      if (signal?.aborted) throw new GradeCancelled();
      try {
        return await this.ask(game, position, move, signal);
      } catch (e) {
        if (signal?.aborted) throw new GradeCancelled();
        const wait = retry < this.policy.retries ? retryDelayMs(e, this.policy) : null;
        if (wait === null) throw e;
        await sleep(wait, signal);
      }
    }
  }
}

/** The page's one queue to the server's grades: the game's moves and the comparison share it. */
export const serverGrades = new GradeQueue();

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
  } catch (e) {
    // A cancelled grade has no answer at all: the move it was for is gone.
    if (e instanceof GradeCancelled) throw e;
    return { ...local, source: 'browser' };
  }
}

/**
 * The grade of `move` played after `before`: the page's `solver` first, then the server's, through
 * `queue`; `signal` cancels it when the game moves on.
 */
export function gradeMove(
  solver: LabEngine,
  game: TwoPlayerGame,
  before: string,
  move: string,
  signal?: AbortSignal,
  queue: GradeQueue = serverGrades,
): Promise<Graded> {
  return gradeWithFallback(
    () => solver.grade(game, before, move, twoPlayerGame(game).gradeBudgetMs),
    () => queue.grade(game, before, move, signal),
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
  if (!played) return null;
  if (a.score === undefined || played.score === undefined) return gradeByResult(boundsOf(a), boundsOf(played));
  const halfPointsLost = Math.sign(a.score) - Math.sign(played.score);
  if (halfPointsLost >= 2) return 'blunder';
  if (halfPointsLost === 1) return 'mistake';
  return played.score < a.score ? 'inaccuracy' : 'best';
}

type Bounds = { lower: number; upper: number };

/** The worst and best result (1 win, 0 draw, -1 loss) that bounds allow. */
const resultAtLeast = (b: Bounds) => (b.lower > 0 ? 1 : b.lower === 0 ? 0 : -1);
const resultAtMost = (b: Bounds) => (b.upper < 0 ? -1 : b.upper === 0 ? 0 : 1);

/**
 * A grade from bounds alone, as MoveGrade.of: when they prove both results, a result given away is
 * a mistake or a blunder whatever the distances; a result kept is best when the move is proven at
 * least as good as the position, an inaccuracy when proven worse, else null.
 */
function gradeByResult(position: Bounds, played: Bounds): Grade | null {
  const lostAtLeast = resultAtLeast(position) - resultAtMost(played);
  const lostAtMost = resultAtMost(position) - resultAtLeast(played);
  if (lostAtLeast !== lostAtMost) return null;
  if (lostAtLeast >= 2) return 'blunder';
  if (lostAtLeast === 1) return 'mistake';
  if (played.lower >= position.upper) return 'best';
  return played.upper < position.lower ? 'inaccuracy' : null;
}

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
