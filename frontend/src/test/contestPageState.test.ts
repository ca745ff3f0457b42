import { describe, expect, it } from 'vitest';
import type { Contest, ContestInstance, ContestYou, ScoreRow } from '../lib/contests/api';
import {
  contestOutOfDate,
  emptyContestPage,
  exportLinks,
  freezeBanner,
  hiddenInstancesText,
  instanceLink,
  liveBadgeStatus,
  organizerControls,
  podium,
  reduceContestPage,
  registration,
  resultsPublic,
  serverNow,
  shortInstance,
  viewerName,
  yardstickRequest,
  type ContestPageAction,
  type ContestPageState,
} from '../lib/contests/pageState';
import { scoreboard, scoreRow } from './scoreboards';
import { wire } from './wire';

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
      msg: wire({ type: 'update', scoreboard: board({ rows: [row('ann', 12, 1)] }) }),
    });
    expect(next.scoreboard.board?.rows.map((r) => r.score)).toEqual([12]);
    expect([...next.scoreboard.fresh]).toHaveLength(1);
  });

  it('ignores a REST answer that arrives after the socket\u2019s snapshot', () => {
    const live = run({
      type: 'live',
      msg: wire({ type: 'snapshot', scoreboard: board({ rows: [row('bob', 20, 1)] }) }),
    });
    const late = reduceContestPage(live, { type: 'scoreboard-read', scoreboard: board() });
    expect(late).toBe(live);
    expect(late.scoreboard.board?.rows[0].participant.name).toBe('bob');
  });

  it('ignores messages that are not a board', () => {
    const s = run({ type: 'scoreboard-read', scoreboard: board() });
    expect(reduceContestPage(s, { type: 'live', msg: wire({ type: 'ping' }) })).toBe(s);
  });

  it('reads the contest again when the board says it started, ended or was unfrozen', () => {
    const read = run({ type: 'contest-read', contest: contest(), localNow: 0 });
    expect(contestOutOfDate(read)).toBe(false); // no board yet
    const same = reduceContestPage(read, { type: 'scoreboard-read', scoreboard: board() });
    expect(contestOutOfDate(same)).toBe(false);
    const ended = reduceContestPage(same, {
      type: 'live',
      msg: wire({ type: 'update', scoreboard: board({ phase: 'ended' }) }),
    });
    expect(contestOutOfDate(ended)).toBe(true);
    const unfrozen = reduceContestPage(same, {
      type: 'live',
      msg: wire({ type: 'update', scoreboard: board({ unfrozenAt: '2031-01-01T13:00:00Z' }) }),
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

describe('what the contest page shows', () => {
  const you = (extra: Partial<ContestYou> = {}): ContestYou => ({
    staff: false,
    registered: false,
    participants: [],
    mayRegister: false,
    ...extra,
  });
  const ann = { kind: 'person', name: 'ann', account: 'ann' };

  it('names the viewer by the session, else by the contest\u2019s own participant', () => {
    expect(viewerName('bob', contest({ you: you({ participants: [ann] }) }))).toBe('bob');
    expect(viewerName(null, contest({ you: you({ participants: [ann] }) }))).toBe('ann');
    expect(viewerName(undefined, contest())).toBeNull();
    expect(viewerName(null, null)).toBeNull();
  });

  it('cuts long instance ids to the width given, with an ellipsis', () => {
    expect(shortInstance('standard/1', 30)).toBe('standard/1');
    expect(shortInstance('x'.repeat(30), 30)).toBe('x'.repeat(30));
    const cut = shortInstance('x'.repeat(31), 30);
    expect(cut).toHaveLength(28);
    expect(cut.endsWith('\u2026')).toBe(true);
  });

  it('counts the instances still hidden', () => {
    expect(hiddenInstancesText(contest({ instanceCount: 1 }), 'noon')).toBe(
      '1 instance, revealed at the start (noon).',
    );
    expect(hiddenInstancesText(contest({ instanceCount: 3 }), 'noon')).toBe(
      '3 instances, revealed at the start (noon).',
    );
  });

  it('offers registration by who is looking and when', () => {
    expect(registration(contest({ phase: 'ended' }))).toEqual({ kind: 'ended' });
    expect(registration(contest({ phase: 'scheduled' }))).toEqual({ kind: 'log-in' });
    expect(registration(contest({ phase: 'scheduled', you: you({ registered: true, participants: [ann] }) }))).toEqual({
      kind: 'registered',
      names: ['ann'],
      mayWithdraw: true,
      submitHint: false,
    });
    expect(registration(contest({ phase: 'running', you: you({ registered: true }) }))).toEqual({
      kind: 'registered',
      names: [],
      mayWithdraw: false,
      submitHint: true,
    });
    expect(registration(contest({ you: you({ mayRegister: true }) }))).toEqual({ kind: 'may-register' });
    expect(registration(contest({ you: you({ whyNot: 'people only' }) }))).toEqual({
      kind: 'cannot-register',
      why: 'people only',
    });
    expect(registration(contest({ you: you() }))).toEqual({ kind: 'cannot-register', why: 'registration is closed' });
  });

  it('plays an instance in the contest, except after it or for its staff', () => {
    expect(instanceLink(contest({ id: 7 }))).toEqual({
      contest: 7,
      label: 'Play in this contest',
      testid: 'contest-play',
    });
    expect(instanceLink(contest({ id: 7, you: you({ staff: true }) }))).toEqual({
      contest: null,
      label: 'Try it (not in the contest)',
      testid: 'instance-play-free',
    });
    expect(instanceLink(contest({ id: 7, phase: 'ended', you: you({ staff: true }) })).label).toBe(
      'Play (contest over)',
    );
  });

  it('gives the organizer the controls the phase allows', () => {
    expect(organizerControls(contest({ phase: 'scheduled' }))).toEqual({
      unfreeze: false,
      remove: true,
      startYardstick: false,
      listYardsticks: false,
    });
    // A running contest cannot be unfrozen (the server answers 409 until the end): no button for it.
    expect(organizerControls(contest({ phase: 'running', freezesAt: '2031-01-01T11:30:00Z' }))).toEqual({
      unfreeze: false,
      remove: false,
      startYardstick: true,
      listYardsticks: true,
    });
    expect(
      organizerControls(contest({ phase: 'running', frozen: true, freezesAt: '2031-01-01T10:30:00Z' })).unfreeze,
    ).toBe(false);
    expect(organizerControls(contest({ phase: 'scheduled', freezesAt: '2031-01-01T11:30:00Z' })).unfreeze).toBe(false);
    // Ended behind a freeze: the one moment the button means something.
    expect(organizerControls(contest({ phase: 'ended', freezesAt: '2031-01-01T11:30:00Z' })).unfreeze).toBe(true);
    expect(organizerControls(contest({ phase: 'ended' })).unfreeze).toBe(false);
    const lifted = contest({ phase: 'ended', freezesAt: '2031-01-01T11:30:00Z', unfrozenAt: '2031-01-01T13:00:00Z' });
    expect(organizerControls(lifted)).toEqual({
      unfreeze: false,
      remove: false,
      startYardstick: false,
      listYardsticks: true,
    });
  });

  it('links the three downloads of the results', () => {
    const links = exportLinks(4);
    expect(links.map((l) => l.testid)).toEqual(['export-json', 'export-csv-scoreboard', 'export-csv-submissions']);
    expect(links.map((l) => l.download)).toEqual([
      'contest-4.json',
      'contest-4-scoreboard.csv',
      'contest-4-submissions.csv',
    ]);
    expect(links[1].href).toBe('/api/contests/4/export?format=csv&table=scoreboard');
  });

  it('makes the reference bot\u2019s request from the form, leaving out what does not apply', () => {
    const instances: ContestInstance[] = [
      { index: 0, label: 'A', game: 'samegame', instance: 'standard/1', position: '' },
      { index: 1, label: 'B', game: 'morpion-5d', instance: 'cross', position: '' },
    ];
    expect(yardstickRequest(instances, { instance: '1', algorithm: 'nmcs', level: '2', seconds: '10' })).toEqual({
      game: 'morpion-5d',
      instance: 'cross',
      algorithm: 'nmcs',
      level: 2,
      seconds: 10,
    });
    // The sampling bot has no level; seconds that are not positive leave the server's default.
    expect(yardstickRequest(instances, { instance: '0', algorithm: 'sample', level: '2', seconds: '0' })).toEqual({
      game: 'samegame',
      instance: 'standard/1',
      algorithm: 'sample',
    });
    expect(yardstickRequest(instances, { instance: '0', algorithm: 'beam', level: '1.5', seconds: 'x' })).toEqual({
      game: 'samegame',
      instance: 'standard/1',
      algorithm: 'beam',
    });
    expect(yardstickRequest(instances, { instance: '5', algorithm: 'nmcs', level: '2', seconds: '10' })).toBeNull();
  });

  it('marks a freeze that hides results as a warning, each banner by its own test id', () => {
    expect(freezeBanner('frozen')).toEqual({ testid: 'frozen-banner', warn: true });
    expect(freezeBanner('staff')).toEqual({ testid: 'frozen-banner', warn: true });
    expect(freezeBanner('unfrozen')).toEqual({ testid: 'unfrozen-banner', warn: false });
    expect(freezeBanner('scheduled-freeze')).toEqual({ testid: 'freeze-scheduled', warn: false });
  });
});
