import { describe, expect, it } from 'vitest';
import type { Contest, ScoreRow } from '../lib/contests/api';
import {
  contestOutOfDate,
  emptyContestPage,
  liveBadgeStatus,
  podium,
  reduceContestPage,
  resultsPublic,
  serverNow,
  type ContestPageAction,
  type ContestPageState,
} from '../lib/contests/pageState';
import { scoreboard, scoreRow } from './scoreboards';

const row = (name: string, score: number, rank: number | null, reference = false): ScoreRow =>
  scoreRow(name, score, { rank, reference, cells: [{ score, rank, points: score }] });
const board = scoreboard;

const contest = (extra: Partial<Contest> = {}): Contest =>
  ({ id: 1, phase: 'running', instancesVisible: true, now: '2031-01-01T11:00:00Z', ...extra }) as Contest;

const run = (...actions: ContestPageAction[]): ContestPageState =>
  actions.reduce(reduceContestPage, emptyContestPage());

describe('the contest page state', () => {
  it('counts down by the server\u2019s clock, keeping the last offset when the server time is unreadable', () => {
    const local = Date.parse('2031-01-01T10:59:00Z');
    const s = run({ type: 'contest-read', contest: contest(), localNow: local });
    expect(serverNow(s, local + 1000)).toBe(Date.parse('2031-01-01T11:00:01Z'));
    const again = reduceContestPage(s, { type: 'contest-read', contest: contest({ now: 'soon' }), localNow: local });
    expect(serverNow(again, local)).toBe(Date.parse('2031-01-01T11:00:00Z'));
  });

  it('shows the board from the REST answer, then from each live update', () => {
    const s = run({ type: 'scoreboard-read', scoreboard: board() });
    expect(s.scoreboard.board?.rows.map((r) => r.score)).toEqual([10]);
    const next = reduceContestPage(s, {
      type: 'live',
      msg: { type: 'update', scoreboard: board({ rows: [row('ann', 12, 1)] }) },
    });
    expect(next.scoreboard.board?.rows.map((r) => r.score)).toEqual([12]);
    expect([...next.scoreboard.fresh]).toHaveLength(1);
  });

  it('ignores a REST answer that arrives after the socket\u2019s snapshot', () => {
    const live = run({ type: 'live', msg: { type: 'snapshot', scoreboard: board({ rows: [row('bob', 20, 1)] }) } });
    const late = reduceContestPage(live, { type: 'scoreboard-read', scoreboard: board() });
    expect(late).toBe(live);
    expect(late.scoreboard.board?.rows[0].participant.name).toBe('bob');
  });

  it('ignores messages that are not a board', () => {
    const s = run({ type: 'scoreboard-read', scoreboard: board() });
    expect(reduceContestPage(s, { type: 'live', msg: { type: 'ping' } })).toBe(s);
  });

  it('reads the contest again when the board says it started, ended or was unfrozen', () => {
    const read = run({ type: 'contest-read', contest: contest(), localNow: 0 });
    expect(contestOutOfDate(read)).toBe(false); // no board yet
    const same = reduceContestPage(read, { type: 'scoreboard-read', scoreboard: board() });
    expect(contestOutOfDate(same)).toBe(false);
    const ended = reduceContestPage(same, {
      type: 'live',
      msg: { type: 'update', scoreboard: board({ phase: 'ended' }) },
    });
    expect(contestOutOfDate(ended)).toBe(true);
    const unfrozen = reduceContestPage(same, {
      type: 'live',
      msg: { type: 'update', scoreboard: board({ unfrozenAt: '2031-01-01T13:00:00Z' }) },
    });
    expect(contestOutOfDate(unfrozen)).toBe(true);
  });

  it('publishes the results only once the contest ended and its freeze was lifted', () => {
    expect(resultsPublic(contest({ phase: 'running' }))).toBe(false);
    expect(resultsPublic(contest({ phase: 'ended' }))).toBe(true);
    expect(resultsPublic(contest({ phase: 'ended', freezesAt: '2031-01-01T11:30:00Z' }))).toBe(false);
    expect(
      resultsPublic(contest({ phase: 'ended', freezesAt: '2031-01-01T11:30:00Z', unfrozenAt: '2031-01-01T13:00:00Z' })),
    ).toBe(true);
  });

  it('puts the first three places on the podium, ties sharing a step, reference bots left out', () => {
    const b = board({
      rows: [row('ref', 99, null, true), row('ann', 10, 1), row('bob', 9, 2), row('cy', 9, 2), row('dan', 8, 4)],
    });
    expect(podium(b).map((r) => r.participant.name)).toEqual(['ann', 'bob', 'cy']);
  });

  it('shows an ended contest as not live, whatever the socket does', () => {
    expect(liveBadgeStatus(contest({ phase: 'ended' }), 'open')).toBe('closed');
    expect(liveBadgeStatus(contest({ phase: 'running' }), 'open')).toBe('open');
    expect(liveBadgeStatus(null, 'reconnecting')).toBe('reconnecting');
  });
});
