/**
 * The ranks a live board's client derives itself (docs/WEBSOCKETS.md, "Version 3: ranks are
 * derived"): a `boardUpdate` leaves out every row's `rank` and `alsoReachedBy` and every cell's
 * `rank`, since a submission that passes 300 rows would otherwise send 300 rank patches. They follow
 * exactly from what the rows carry, by the server's rules (ScoreboardCalculator):
 * - a row takes a rank when it is not a reference bot and has a result; ranks are competition ranks
 *   in the board's order (1, 2, 2, 4), and only a tie of the score and of `reachedAt` (the receipt,
 *   to the millisecond) shares one;
 * - `alsoReachedBy` counts the other ranked rows with the same score;
 * - a ranked row's cell with a score ranks 1 + the number of ranked rows with a higher score on that
 *   instance; reference bots' cells have no rank.
 * test/derivedRanks.test.ts checks this against boards the server computed (its fixture is written
 * by DerivedRanksFixtureTest).
 */
import type { ScoreCell, ScoreRow } from './api';

/** The rows with their derived ranks; a row whose ranks were already right is the same object. */
export function deriveRanks(rows: ScoreRow[]): ScoreRow[] {
  const ranked = (r: ScoreRow) => !r.reference && r.results > 0;
  const sharing = new Map<number, number>();
  // Each instance's ranked scores, highest first: a cell's rank is 1 + how many are higher.
  const columns: number[][] = [];
  for (const r of rows) {
    if (!ranked(r)) continue;
    sharing.set(r.score, (sharing.get(r.score) ?? 0) + 1);
    r.cells.forEach((c, i) => {
      if (c.score === null || c.score === undefined) return;
      (columns[i] ??= []).push(c.score);
    });
  }
  columns.forEach((scores) => scores.sort((a, b) => b - a));
  let position = 0;
  let last: ScoreRow | null = null;
  let lastRank = 0;
  return rows.map((r) => {
    if (!ranked(r)) return withRanks(r, undefined, undefined, r.cells.map(withoutCellRank));
    position++;
    const tied = last !== null && last.score === r.score && (last.reachedAt ?? null) === (r.reachedAt ?? null);
    const rank = tied ? lastRank : position;
    last = r;
    lastRank = rank;
    const cells = r.cells.map((c, i) =>
      c.score === null || c.score === undefined ? c : withCellRank(c, 1 + higher(columns[i], c.score)),
    );
    return withRanks(r, rank, (sharing.get(r.score) ?? 1) - 1, cells);
  });
}

/** How many of `desc` (sorted highest first) are above `score`. */
function higher(desc: number[], score: number): number {
  let lo = 0;
  let hi = desc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (desc[mid] > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function withoutCellRank(c: ScoreCell): ScoreCell {
  if (c.rank === null || c.rank === undefined) return c;
  const next = { ...c };
  delete next.rank;
  return next;
}

function withCellRank(c: ScoreCell, rank: number): ScoreCell {
  return c.rank === rank ? c : { ...c, rank };
}

/** `r` with these ranks (undefined: the field is absent, as the server leaves out a null). */
function withRanks(
  r: ScoreRow,
  rank: number | undefined,
  alsoReachedBy: number | undefined,
  cells: ScoreCell[],
): ScoreRow {
  const cellsSame = cells.every((c, i) => c === r.cells[i]);
  if ((r.rank ?? undefined) === rank && (r.alsoReachedBy ?? undefined) === alsoReachedBy && cellsSame) return r;
  const next: ScoreRow = { ...r, cells: cellsSame ? r.cells : cells };
  if (rank === undefined) delete next.rank;
  else next.rank = rank;
  if (alsoReachedBy === undefined) delete next.alsoReachedBy;
  else next.alsoReachedBy = alsoReachedBy;
  return next;
}
