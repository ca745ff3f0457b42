import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../lib/api';
import { applyBoardMessage, emptyBoard } from '../lib/leaderboardFeed';
import { applyRunMessage, budgetFraction, emptyRun, isEnded } from '../lib/botRunFeed';
import { wire } from './wire';
import type { LeaderboardMessage, RunMessage } from '../lib/liveMessages';

const entry = (id: number, name: string, score: number, at: string, kind = 'person', rank = 0): LeaderboardEntry => ({
  rank,
  participant: { kind, name, account: kind === 'bot' ? 'alice' : name },
  score,
  moves: 10,
  submissionId: id,
  receivedAt: at,
  submission: `/api/submissions/${id}`,
});

describe('leaderboard feed', () => {
  const snap = wire<LeaderboardMessage>({
    type: 'snapshot',
    participants: 3,
    entries: [
      entry(1, 'ann', 90, '2026-01-01T00:00:01Z', 'person', 1),
      entry(2, 'nmcs', 80, '2026-01-01T00:00:02Z', 'bot', 2),
      entry(3, 'bob', 70, '2026-01-01T00:00:03Z', 'person', 3),
    ],
  });

  it('a snapshot replaces the board', () => {
    const s = applyBoardMessage(emptyBoard(), snap);
    expect(s.entries.map((e) => e.submissionId)).toEqual([1, 2, 3]);
    expect(s.participants).toBe(3);
  });

  it('an improved entry moves its participant and re-ranks', () => {
    let s = applyBoardMessage(emptyBoard(), snap);
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 3,
        submissionId: 9,
        entry: entry(9, 'bob', 95, '2026-01-01T00:01:00Z', 'person', 1),
      }),
    );
    expect(s.entries.map((e) => [e.rank, e.participant.name, e.score])).toEqual([
      [1, 'bob', 95],
      [2, 'ann', 90],
      [3, 'nmcs', 80],
    ]);
    expect([...s.fresh]).toEqual([9]);
  });

  it('a new participant is inserted; ties go to the earlier receipt', () => {
    let s = applyBoardMessage(emptyBoard(), snap);
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 4,
        submissionId: 10,
        entry: entry(10, 'carl', 80, '2026-01-01T00:05:00Z', 'person', 3),
      }),
    );
    expect(s.entries.map((e) => e.participant.name)).toEqual(['ann', 'nmcs', 'carl', 'bob']);
    expect(s.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    expect(s.participants).toBe(4);
  });

  it('a bot and a person with the same name are different participants', () => {
    let s = applyBoardMessage(emptyBoard(), snap);
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 4,
        submissionId: 11,
        entry: { ...entry(11, 'nmcs', 85, '2026-01-01T00:06:00Z', 'person', 2) },
      }),
    );
    expect(s.entries.filter((e) => e.participant.name === 'nmcs')).toHaveLength(2);
  });

  it('an entry that did not improve changes only the count; junk and unknown types are ignored', () => {
    let s = applyBoardMessage(emptyBoard(), snap);
    const before = s.entries;
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 3,
        submissionId: 12,
        entry: entry(3, 'bob', 70, '2026-01-01T00:00:03Z', 'person', 3),
      }),
    );
    expect(s.entries).toEqual(before);
    s = applyBoardMessage(s, wire({ type: 'entry', participants: 3, submissionId: 13, entry: { nonsense: true } }));
    s = applyBoardMessage(s, wire({ type: 'future-thing' }));
    expect(s.entries).toEqual(before);
  });

  it('keeps at most its limit, ignoring entries outside its window', () => {
    let s = applyBoardMessage(emptyBoard(2), snap);
    expect(s.entries).toHaveLength(2);
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 4,
        submissionId: 20,
        entry: entry(20, 'dan', 10, '2026-01-02T00:00:00Z', 'person', 4),
      }),
    );
    expect(s.entries.map((e) => e.participant.name)).toEqual(['ann', 'nmcs']);
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 4,
        submissionId: 21,
        entry: entry(21, 'eve', 99, '2026-01-02T00:00:00Z', 'person', 1),
      }),
    );
    expect(s.entries.map((e) => e.participant.name)).toEqual(['eve', 'ann']);
  });
});

describe('bot run feed', () => {
  const snapshot = wire<RunMessage>({
    v: 1,
    type: 'snapshot',
    seq: 29,
    runId: 2,
    at: 1,
    state: 'running',
    game: 'samegame',
    instance: 'standard/3',
    name: 'NMCS',
    best: { score: 2008, moves: ['10,5'], elapsedMs: 690, playouts: 24051 },
    points: [
      [14, 238],
      [690, 2008],
      ['x', 1],
    ],
    stats: { playouts: 41216, playoutsPerSecond: 92211, elapsedMs: 808, phase: 'iteration 1' },
  });

  it('a snapshot draws everything', () => {
    const { state, changed } = applyRunMessage(emptyRun(), snapshot);
    expect(changed).toEqual(['all']);
    expect(state.best?.score).toBe(2008);
    expect(state.points).toEqual([
      [14, 238],
      [690, 2008],
    ]);
    expect(state.stats?.playoutsPerSecond).toBe(92211);
    expect(state.seq).toBe(29);
  });

  it('best adds a chart point; stats change only the stats; old seqs are skipped', () => {
    let s = applyRunMessage(emptyRun(), snapshot).state;
    let r = applyRunMessage(
      s,
      wire({
        type: 'best',
        seq: 34,
        score: 2137,
        moves: ['10,5', '2,3'],
        elapsedMs: 1799,
        playouts: 166912,
      }),
    );
    expect(r.changed).toEqual(['best']);
    s = r.state;
    expect(s.points.at(-1)).toEqual([1799, 2137]);
    r = applyRunMessage(
      s,
      wire({
        type: 'stats',
        seq: 35,
        playouts: 169344,
        playoutsPerSecond: 139487,
        elapsedMs: 1809,
        bestScore: 2137,
        phase: 'p',
      }),
    );
    expect(r.changed).toEqual(['stats']);
    s = r.state;
    expect(applyRunMessage(s, wire({ type: 'best', seq: 34, score: 1, moves: [] })).changed).toEqual([]);
    expect(applyRunMessage(s, wire({ type: 'stats', seq: 20 })).changed).toEqual([]);
    expect(applyRunMessage(s, wire({ type: 'whatever', seq: 99 })).changed).toEqual([]);
  });

  it('finished right after a snapshot shares its seq and is applied once', () => {
    const s = applyRunMessage(emptyRun(), wire({ ...snapshot, seq: 36, state: 'finished' })).state;
    const f = wire<RunMessage>({
      type: 'finished',
      seq: 36,
      state: 'finished',
      stopReason: 'time',
      score: 2137,
      playouts: 192960,
      elapsedMs: 2000,
      submission: '/api/submissions/2',
    });
    const r = applyRunMessage(s, f);
    expect(r.changed).toContain('finished');
    expect(r.state.finished?.submission).toBe('/api/submissions/2');
    expect(r.state.stats?.elapsedMs).toBe(2000);
    expect(applyRunMessage(r.state, f).changed).toEqual([]);
    expect(isEnded(r.state.state)).toBe(true);
    expect(isEnded('running')).toBe(false);
  });

  it('measures the budget used by time or playouts, whichever is further', () => {
    expect(budgetFraction({ seconds: 10 }, { elapsedMs: 2500, playouts: 0 })).toBe(0.25);
    expect(budgetFraction({ seconds: 10, playouts: 1000 }, { elapsedMs: 1000, playouts: 500 })).toBe(0.5);
    expect(budgetFraction({ seconds: 1 }, { elapsedMs: 5000, playouts: 0 })).toBe(1);
    expect(budgetFraction({}, { elapsedMs: 5000, playouts: 0 })).toBeNull();
    expect(budgetFraction({ seconds: 3 }, null)).toBe(0);
  });
});

describe('the run page\u2019s playout rate', () => {
  it('is the average over the run, steady where the instantaneous figure jumps', async () => {
    const { averageRate } = await import('../lib/botRunFeed');
    expect(averageRate({ playouts: 30_000, elapsedMs: 2_000 })).toBe(15_000);
    expect(averageRate({ playouts: 0, elapsedMs: 0 })).toBeNull();
    expect(averageRate(null)).toBeNull();
  });
});
