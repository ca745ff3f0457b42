/**
 * Where a played move's grade comes from: the page's own solver first (a worker, a few seconds),
 * then, when that ran out of time before the scores were exact, the server's (more time, a faster
 * core, the opening book, and analyses remembered for everybody). If the server cannot answer
 * (rate limit, busy, offline) the browser's inexact answer stands: the move shows "not solved in time"
 * rather than an error.
 */
import type { Graded } from './engine';

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
