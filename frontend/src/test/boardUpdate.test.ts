import { describe, expect, it } from 'vitest';
import { applyBoardUpdate, boardRowKey } from '../lib/contests/boardUpdate';
import { applyScoreboardMessage, emptyScoreboard, type ScoreboardState } from '../lib/contests/scoreboard';
import type { ScoreboardBoardUpdateMessage, ScoreboardMessage } from '../lib/liveMessages';
import type { Scoreboard } from '../lib/contests/api';
import { scoreboard, scoreRow as plainRow } from './scoreboards';
import type { ScoreRow } from '../lib/contests/api';

/** A ranked row as the server writes it: alsoReachedBy beside its rank. */
function scoreRow(name: string, score: number, extra: Partial<ScoreRow> = {}): ScoreRow {
  return plainRow(name, score, { alsoReachedBy: 0, ...extra });
}

function update(seq: number, baseSeq: number, parts: Partial<ScoreboardBoardUpdateMessage>): ScoreboardMessage {
  return { v: 3, type: 'boardUpdate', seq, baseSeq, ...parts };
}

function snapshot(seq: number, board: Scoreboard): ScoreboardMessage {
  return { v: 3, type: 'snapshot', seq, scoreboard: board };
}

/** Boards as the server sends them whole, step by step: ann leads, bob arrives and overtakes, a reference bot, the freeze. */
const first = scoreboard({
  rows: [scoreRow('ann', 10), scoreRow('cat', 4, { rank: 2, cells: [{ score: 4, rank: 2, points: 4 }] })],
});
const second = scoreboard({
  instances: [{ index: 0, label: 'A', game: 'samegame', instance: 'standard/1', best: 12, results: 3 }],
  rows: [
    scoreRow('bob', 12),
    scoreRow('ann', 10, { rank: 2, cells: [{ score: 10, rank: 2, points: 10 }] }),
    scoreRow('cat', 4, { rank: 3, cells: [{ score: 4, rank: 3, points: 4 }] }),
  ],
});
const third: Scoreboard = {
  ...scoreboard({
    frozen: true,
    asOf: '2031-01-01T11:00:00Z',
    instances: [{ index: 0, label: 'A', game: 'samegame', instance: 'standard/1', best: 12, results: 3 }],
    rows: [
      scoreRow('bob', 12),
      scoreRow('ann', 10, { rank: 2, cells: [{ score: 10, rank: 2, points: 10 }] }),
      {
        ...plainRow('nmcs', 11, {
          rank: undefined,
          reference: true,
          submissions: null,
          cells: [{ score: 11, points: 11 }],
        }),
        participant: { kind: 'bot', name: 'Reference bot 1', account: 'org' },
      },
    ],
    you: [scoreRow('ann', 11)],
  }),
};

/** A row as an update carries it: without the ranks the client derives (version 3). */
function rankless(r: ScoreRow): ScoreRow {
  const s: ScoreRow = { ...r, cells: r.cells.map(({ rank: _rank, ...c }) => c) };
  delete s.rank;
  delete s.alsoReachedBy;
  return s;
}

/** The updates the server sends for those steps (docs/WEBSOCKETS.md, "boardUpdate"). */
const toSecond = update(1, 0, {
  header: [
    ['instances.0.best', 12],
    ['instances.0.results', 3],
  ],
  // Bob arrives on top; Ann and Cat, passed, are not named: their new ranks are derived.
  rows: { 'person/bob/bob': rankless(scoreRow('bob', 12)) },
  moves: [['person/bob/bob', 0]],
});
const toThird = update(3, 1, {
  header: [
    ['frozen', true],
    ['asOf', '2031-01-01T11:00:00Z'],
    ['you', [scoreRow('ann', 11)]],
  ],
  rows: { 'ref/org/Reference bot 1': rankless(third.rows[2]) },
  removed: ['person/cat/cat'],
  moves: [['ref/org/Reference bot 1', 2]],
});

describe('a boardUpdate', () => {
  it('applied in order gives each whole board, field for field', () => {
    let s: ScoreboardState = applyScoreboardMessage(emptyScoreboard(), snapshot(0, first));
    s = applyScoreboardMessage(s, toSecond);
    expect(s.board).toEqual(second);
    expect(s.boardSeq).toBe(1);
    // An announcement between board messages takes a seq, not the board's place.
    s = applyScoreboardMessage(s, {
      v: 3,
      type: 'announcement',
      seq: 2,
      announcement: { id: 1, contest: 1, text: 'x', author: 'org', postedAt: '', unread: true },
    } as ScoreboardMessage);
    s = applyScoreboardMessage(s, toThird);
    expect(s.board).toEqual(third);
    expect(s.resync).toBe(false);
    // And back: the freeze lifted, a field removed.
    s = applyScoreboardMessage(s, update(4, 3, { header: [['frozen', false], ['asOf'], ['you']] }));
    expect(s.board).toEqual({ ...third, frozen: false, asOf: undefined, you: undefined });
    expect('asOf' in s.board!).toBe(false);
  });

  it('keeps the rows it does not touch, so only changed rows are redrawn and highlighted', () => {
    const s0 = applyScoreboardMessage(emptyScoreboard(), snapshot(0, second));
    const s1 = applyScoreboardMessage(s0, update(1, 0, { patches: { 'person/cat/cat': [['submissions', 2]] } }));
    expect(s1.board!.rows[0]).toBe(s0.board!.rows[0]);
    expect(s1.board!.rows[1]).toBe(s0.board!.rows[1]);
    expect(s1.board!.rows[2]).not.toBe(s0.board!.rows[2]);
    expect(s1.board!.rows[2].submissions).toBe(2);
    expect(s0.board!.rows[2].submissions).toBe(1); // the board held before is not changed
    expect([...s1.fresh]).toEqual([]); // a submission count is not a score change
    const s2 = applyScoreboardMessage(s1, update(2, 1, { patches: { 'person/cat/cat': [['score', 5]] } }));
    expect([...s2.fresh]).toEqual(['person/cat/cat']);
  });

  it('on another board than the one held asks for a whole board, and a snapshot brings it', () => {
    let s = applyScoreboardMessage(emptyScoreboard(), snapshot(0, first));
    s = applyScoreboardMessage(s, update(2, 1, { patches: { 'person/ann/ann': [['score', 2]] } }));
    expect(s.resync).toBe(true);
    expect(s.board).toEqual(first);
    // Later updates of the old connection are not applied meanwhile.
    expect(applyScoreboardMessage(s, update(3, 2, {}))).toBe(s);
    s = applyScoreboardMessage(s, snapshot(0, second));
    expect(s.resync).toBe(false);
    expect(s.board).toEqual(second);
  });

  it('that does not fit the board (an unknown row) asks for a whole board', () => {
    const s = applyScoreboardMessage(emptyScoreboard(), snapshot(0, first));
    const bad = applyScoreboardMessage(s, update(1, 0, { patches: { 'person/zed/zed': [['score', 1]] } }));
    expect(bad.resync).toBe(true);
    expect(bad.board).toBe(s.board);
  });

  it('never applies to the REST answer, which is no board message of the socket', () => {
    const s = applyScoreboardMessage(emptyScoreboard(), snapshot(-1, first));
    expect(applyScoreboardMessage(s, update(1, -1, {})).resync).toBe(true);
  });

  it('names rows as the server does: reference bots apart, a team by its name', () => {
    expect(boardRowKey(third.rows[2])).toBe('ref/org/Reference bot 1');
    const team = { ...scoreRow('x', 1), participant: { kind: 'team', name: 'Fast Movers', account: null } };
    expect(boardRowKey(team as never)).toBe('team//Fast Movers');
    expect(applyBoardUpdate(first, update(1, 0, {}) as ScoreboardBoardUpdateMessage)).toEqual(first);
  });
});
