import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveRanks } from '../lib/contests/derivedRanks';
import type { ScoreRow } from '../lib/contests/api';
import { scoreRow } from './scoreboards';

/** Boards the server computed (DerivedRanksFixtureTest writes them): every rule, ties, references, empty rows. */
const boards: { rows: ScoreRow[] }[] = JSON.parse(
  readFileSync(resolve(process.cwd(), 'src/test/fixtures/derivedRanks.json'), 'utf8'),
);

/** A row as a boardUpdate carries it: no rank, no alsoReachedBy, no cell rank. */
function stripped(r: ScoreRow): ScoreRow {
  const s: ScoreRow = { ...r, cells: r.cells.map((c) => ({ ...c })) };
  delete s.rank;
  delete s.alsoReachedBy;
  s.cells.forEach((c) => delete c.rank);
  return s;
}

describe('ranks derived by the client', () => {
  it('are the server’s on every board of the fixture', () => {
    expect(boards.length).toBeGreaterThanOrEqual(40);
    let tied = 0;
    for (const b of boards) {
      expect(deriveRanks(b.rows.map(stripped))).toEqual(b.rows);
      tied += b.rows.filter((r) => (r.alsoReachedBy ?? 0) > 0).length;
    }
    expect(tied).toBeGreaterThan(20); // the fixture does hold ties
  });

  it('keep the objects of rows whose ranks were right, and correct the others', () => {
    const b = boards.find((x) => x.rows.length > 10)!;
    const again = deriveRanks(b.rows);
    again.forEach((r, i) => expect(r).toBe(b.rows[i]));
    // The last ranked row jumps to the top: every row it passed gets a new rank, in a new object.
    const ann = scoreRow('ann', 30, { rank: 3, alsoReachedBy: 0, cells: [{ score: 30, rank: 3, points: 30 }] });
    const bob = scoreRow('bob', 20, { rank: 1, alsoReachedBy: 1, cells: [{ score: 20, rank: 1, points: 20 }] });
    const cat = scoreRow('cat', 20, { rank: 2, alsoReachedBy: 1, cells: [{ score: 20, rank: 2, points: 20 }] });
    cat.reachedAt = bob.reachedAt = '2031-01-01T10:00:00.001Z';
    const derived = deriveRanks([ann, bob, cat]);
    expect(derived.map((r) => [r.rank, r.alsoReachedBy, r.cells[0].rank])).toEqual([
      [1, 0, 1],
      [2, 1, 2],
      [2, 1, 2], // the same score at the same millisecond shares the rank
    ]);
    expect(derived[1]).not.toBe(bob);
  });

  it('give no rank to reference bots and rows without results', () => {
    const ref = { ...scoreRow('nmcs', 50, { reference: true, submissions: null }), rank: undefined };
    ref.cells = [{ score: 50, points: 50 }];
    const none = scoreRow('zed', 0, { results: 0, cells: [{ points: 0 }] });
    delete none.rank;
    const [r, ann, z] = deriveRanks([ref, scoreRow('ann', 10), none]);
    expect(r.rank).toBeUndefined();
    expect(r.cells[0].rank).toBeUndefined();
    expect(ann.rank).toBe(1);
    expect(ann.cells[0].rank).toBe(1);
    expect('rank' in z).toBe(false);
    expect('alsoReachedBy' in z).toBe(false);
  });
});
