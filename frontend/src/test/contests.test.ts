/**
 * The contest pages' logic: phases and relative times, datetime-local ↔ ISO in several zones, the
 * form → request mapping, problem fields → form slots, the live scoreboard reducer and what a
 * frozen board says to whom.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isOrganizer, type Contest } from '../lib/contests/api';
import {
  EMPTY_FORM,
  buildContestRequest,
  editableFields,
  fieldSlot,
  formFromContest,
  defaultTimes,
  parseBoardText,
  retryAfterSeconds,
  type ContestFormValues,
} from '../lib/contests/form';
import {
  applyScoreboardMessage,
  emptyScoreboard,
  formatRuleScore,
  freezeNotice,
  isOwnRow,
  rowKey,
} from '../lib/contests/scoreboard';
import {
  displayPhase,
  formatSpan,
  formatZone,
  isoToLocalInput,
  localInputToIso,
  relativeWindow,
} from '../lib/contests/time';
import { scoreboard, scoreRow } from './scoreboards';
import { wire } from './wire';

const TZ = process.env.TZ;
afterEach(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

const row = scoreRow;
const board = scoreboard;

describe('phases and times', () => {
  it('reads the API phase and freeze as a viewer would', () => {
    expect(displayPhase('scheduled', false)).toBe('upcoming');
    expect(displayPhase('running', false)).toBe('running');
    expect(displayPhase('running', true)).toBe('frozen');
    expect(displayPhase('ended', true)).toBe('finished');
    expect(displayPhase('ended', false)).toBe('finished');
  });

  it('says when a contest starts, ends or ended', () => {
    const c = { startsAt: '2031-01-01T10:00:00Z', endsAt: '2031-01-03T10:00:00Z' };
    const t = (iso: string) => Date.parse(iso);
    expect(relativeWindow(c, t('2031-01-01T08:00:00Z'))).toBe('starts in 2 h');
    expect(relativeWindow(c, t('2031-01-01T09:59:30Z'))).toBe('starts in 30 s');
    expect(relativeWindow(c, t('2031-01-03T09:55:00Z'))).toBe('ends in 5 min');
    expect(relativeWindow(c, t('2031-01-01T10:00:00Z'))).toBe('ends in 2 d');
    expect(relativeWindow(c, t('2031-01-06T10:00:00Z'))).toBe('ended 3 d ago');
    expect(formatSpan(90 * 60_000)).toBe('2 h');
  });

  it('converts datetime-local values in the viewer\u2019s zone to instants and back', () => {
    process.env.TZ = 'Europe/Paris';
    expect(localInputToIso('2031-07-01T14:30')).toBe('2031-07-01T12:30:00.000Z'); // summer: UTC+2
    expect(localInputToIso('2031-01-15T14:30')).toBe('2031-01-15T13:30:00.000Z'); // winter: UTC+1
    expect(isoToLocalInput('2031-07-01T12:30:00Z')).toBe('2031-07-01T14:30');
    expect(isoToLocalInput('2031-07-01T12:30:15.250Z')).toBe('2031-07-01T14:30:15');
    process.env.TZ = 'America/New_York';
    expect(localInputToIso('2031-07-01T14:30')).toBe('2031-07-01T18:30:00.000Z');
    expect(isoToLocalInput('2031-12-31T23:30:00Z')).toBe('2031-12-31T18:30');
    process.env.TZ = 'Asia/Kolkata';
    expect(localInputToIso('2031-03-01T00:00')).toBe('2031-02-28T18:30:00.000Z');
    process.env.TZ = 'UTC';
    expect(localInputToIso('2031-03-01T00:00:05')).toBe('2031-03-01T00:00:05.000Z');
    for (const bad of [
      '',
      'tomorrow',
      '2031-02-30T10:00',
      '2031-13-01T10:00',
      '2031-01-01 10:00',
      '2031-01-01T24:00',
    ]) {
      expect(localInputToIso(bad)).toBeNull();
    }
    expect(isoToLocalInput(undefined)).toBe('');
  });
});

describe('the organizer form', () => {
  const base: ContestFormValues = {
    ...EMPTY_FORM,
    title: '  Spring cup ',
    description: 'Line 1\nLine 2',
    startsAt: '2031-05-01T10:00',
    endsAt: '2031-05-01T12:00',
    instances: [
      { kind: 'catalogue', game: 'samegame', instance: ' standard/3 ' },
      { kind: 'generate', game: 'samegame', seed: '42', size: '10x10x4', percentEmpty: '' },
      { kind: 'generate', game: 'sudoku16', seed: '', size: '', percentEmpty: '55' },
      { kind: 'board', game: 'samegame', board: '# my board\n0120\r\n1201\n\n2012\n' },
    ],
  };

  it('maps every field to the API request, times in the viewer\u2019s zone', () => {
    process.env.TZ = 'Europe/Berlin';
    const { request, errors } = buildContestRequest({
      ...base,
      freezesAt: '2031-05-01T11:30',
      botsAllowed: true,
      scoring: 'relative',
      rateSubmissions: '5',
      ratePerSeconds: '30',
    });
    expect(errors).toEqual({});
    expect(request).toEqual({
      title: 'Spring cup',
      description: 'Line 1\nLine 2',
      startsAt: '2031-05-01T08:00:00.000Z',
      endsAt: '2031-05-01T10:00:00.000Z',
      freezesAt: '2031-05-01T09:30:00.000Z',
      botsAllowed: true,
      rateLimit: { submissions: 5, perSeconds: 30 },
      scoring: 'relative',
      instances: [
        { game: 'samegame', instance: 'standard/3' },
        { game: 'samegame', generate: { seed: 42, size: '10x10x4' } },
        { game: 'sudoku16', generate: { percentEmpty: 55 } },
        { game: 'samegame', board: ['0120', '1201', '2012'] },
      ],
    });
  });

  it('leaves out an empty freeze and rate limit (no freeze, the server\u2019s default limit)', () => {
    const { request } = buildContestRequest({ ...base, rateSubmissions: '', ratePerSeconds: '' });
    expect(request).not.toBeNull();
    expect('freezesAt' in request!).toBe(false);
    expect('rateLimit' in request!).toBe(false);
  });

  it('names the fields it refuses as the API names them', () => {
    const { request, errors } = buildContestRequest({
      ...EMPTY_FORM,
      startsAt: '2031-05-01T12:00',
      endsAt: '2031-05-01T10:00',
      freezesAt: 'soon',
      rateSubmissions: 'x',
      scoring: 'best',
      instances: [
        { kind: 'catalogue', game: '', instance: '' },
        { kind: 'generate', game: 'samegame', seed: '-3', size: '10x10', percentEmpty: '' },
        { kind: 'board', game: 'samegame', board: '  \n' },
      ],
    });
    expect(request).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'endsAt',
        'freezesAt',
        'instances[0].game',
        'instances[0].instance',
        'instances[1].generate.seed',
        'instances[1].generate.size',
        'instances[2].board',
        'rateLimit.submissions',
        'scoring',
        'title',
      ].sort(),
    );
    expect(buildContestRequest({ ...base, instances: [] }).errors.instances).toBeTruthy();
  });

  it('sends a loaded instant back unchanged while its input still shows it', () => {
    process.env.TZ = 'Europe/Paris';
    const original = { startsAt: '2031-05-01T08:00:07.123Z', endsAt: '2031-05-01T10:00:00Z' };
    const form = { ...base, startsAt: isoToLocalInput(original.startsAt), endsAt: isoToLocalInput(original.endsAt) };
    const same = buildContestRequest(form, original).request!;
    expect(same.startsAt).toBe('2031-05-01T08:00:07.123Z');
    expect(same.endsAt).toBe('2031-05-01T10:00:00Z');
    const moved = buildContestRequest({ ...form, endsAt: '2031-05-01T13:00' }, original).request!;
    expect(moved.endsAt).toBe('2031-05-01T11:00:00.000Z');
  });

  it('loads an existing contest into the form (instances by their canonical ids)', () => {
    process.env.TZ = 'UTC';
    const c = {
      id: 3,
      title: 'Cup',
      description: '',
      organizer: 'org',
      startsAt: '2031-05-01T08:00:00Z',
      endsAt: '2031-05-01T10:00:00Z',
      now: '2031-04-01T00:00:00Z',
      phase: 'scheduled',
      frozen: false,
      botsAllowed: true,
      rateLimit: { submissions: 3, perSeconds: 20 },
      scoring: { rule: 'rank', description: '' },
      instancesVisible: true,
      instanceCount: 1,
      registrations: 0,
      instances: [{ index: 0, label: 'A', game: 'samegame', instance: 'random/42/10x10x4', position: '' }],
    } as Contest;
    const f = formFromContest(c);
    expect(f).toMatchObject({
      startsAt: '2031-05-01T08:00',
      freezesAt: '',
      botsAllowed: true,
      rateSubmissions: '3',
      ratePerSeconds: '20',
      scoring: 'rank',
    });
    expect(f.instances).toEqual([{ kind: 'catalogue', game: 'samegame', instance: 'random/42/10x10x4' }]);
    expect(buildContestRequest(f, { startsAt: c.startsAt, endsAt: c.endsAt }).request!.instances).toEqual([
      { game: 'samegame', instance: 'random/42/10x10x4' },
    ]);
  });

  it('reads SameGame board files: rows, blank lines and comments', () => {
    expect(parseBoardText('01 20\n# c\n\n1201\r\n')).toEqual(['0120', '1201']);
    expect(parseBoardText('0120,1201')).toEqual(['0120', '1201']);
  });

  it('maps problem fields to the form', () => {
    expect(fieldSlot('title')).toEqual({ slot: 'title' });
    expect(fieldSlot('rateLimit.perSeconds')).toEqual({ slot: 'rateLimit' });
    expect(fieldSlot('rateLimit')).toEqual({ slot: 'rateLimit' });
    expect(fieldSlot('instances[2].instance', 4)).toEqual({ slot: 'instance', index: 2, part: 'instance' });
    expect(fieldSlot('instances[0].generate.seed', 1)).toEqual({ slot: 'instance', index: 0, part: 'generate.seed' });
    expect(fieldSlot('instances[1].board[3]', 2)).toEqual({ slot: 'instance', index: 1, part: 'board[3]' });
    expect(fieldSlot('instances[1]', 2)).toEqual({ slot: 'instance', index: 1, part: '' });
    expect(fieldSlot('instances[9].game', 2)).toEqual({ slot: 'instances' });
    expect(fieldSlot('instances')).toEqual({ slot: 'instances' });
    expect(fieldSlot('freezeAt')).toEqual({ slot: 'form' });
    expect(fieldSlot(null)).toEqual({ slot: 'form' });
  });

  it('knows what each phase lets change', () => {
    expect([...editableFields('running')].sort()).toEqual(['description', 'endsAt', 'title']);
    expect([...editableFields('ended')].sort()).toEqual(['description', 'title']);
    expect(editableFields(null).has('instances')).toBe(true);
  });

  it('shows organizer controls to organizers and admins only', () => {
    expect(isOrganizer({ roles: ['organizer'] })).toBe(true);
    expect(isOrganizer({ roles: ['admin'] })).toBe(true);
    expect(isOrganizer({ roles: [] })).toBe(false);
    expect(isOrganizer({})).toBe(false);
    expect(isOrganizer(null)).toBe(false);
  });
});

describe('the live scoreboard', () => {
  it('takes a snapshot, then whole-board updates, and marks the rows that changed', () => {
    let s = applyScoreboardMessage(emptyScoreboard(), wire({ type: 'snapshot', seq: 0, scoreboard: board() }));
    expect(s.board!.rows).toHaveLength(1);
    expect(s.fresh.size).toBe(0);
    const next = board({ rows: [row('bob', 20), row('ann', 10, { rank: 2 })] });
    s = applyScoreboardMessage(s, wire({ type: 'update', seq: 1, scoreboard: next }));
    expect(s.board!.rows.map((r) => r.participant.name)).toEqual(['bob', 'ann']);
    expect([...s.fresh].sort()).toEqual([rowKey(next.rows[0]), rowKey(next.rows[1])].sort());
    const same = applyScoreboardMessage(s, wire({ type: 'update', seq: 2, scoreboard: next }));
    expect(same.fresh.size).toBe(0);
    expect(same.messages).toBe(3);
  });

  it('ignores unknown types and malformed boards', () => {
    const s = applyScoreboardMessage(emptyScoreboard(), wire({ type: 'snapshot', scoreboard: board() }));
    expect(applyScoreboardMessage(s, wire({ type: 'hello', scoreboard: board({ rows: [] }) }))).toBe(s);
    expect(applyScoreboardMessage(s, wire({ type: 'update', scoreboard: { rows: 'x' } }))).toBe(s);
    expect(applyScoreboardMessage(s, wire({ type: 'update' }))).toBe(s);
  });

  it('keeps a reference bot apart from a person of the same name', () => {
    const ref = row('nmcs', 30, {
      reference: true,
      rank: null,
      participant: { kind: 'bot', name: 'nmcs', account: 'org' },
    });
    const bot = row('nmcs', 30, { participant: { kind: 'bot', name: 'nmcs', account: 'org' } });
    expect(rowKey(ref)).not.toBe(rowKey(bot));
    expect(isOwnRow(ref, 'org')).toBe(false);
    expect(isOwnRow(bot, 'org')).toBe(true);
    expect(isOwnRow(bot, null)).toBe(false);
  });

  it('says what a freeze means to participants, to staff, and after it is lifted', () => {
    const fmt = (iso: string) => `<${iso}>`;
    const frozen = freezeNotice(
      board({
        frozen: true,
        frozenForParticipants: true,
        freezesAt: '2031-01-01T11:00:00Z',
        asOf: '2031-01-01T11:00:00Z',
      }),
      fmt,
    );
    expect(frozen.kind).toBe('frozen');
    expect(frozen.text).toContain('Frozen since <2031-01-01T11:00:00Z>');
    expect(
      freezeNotice(board({ phase: 'ended', frozen: true, frozenForParticipants: true, freezesAt: 'F' }), fmt).text,
    ).toContain('publishes the final standings');
    const staff = freezeNotice(board({ frozen: false, frozenForParticipants: true, freezesAt: 'F' }), fmt);
    expect(staff.kind).toBe('staff');
    expect(staff.text).toContain('as staff you see the live board');
    expect(freezeNotice(board({ phase: 'ended', freezesAt: 'F', unfrozenAt: 'U' }), fmt).kind).toBe('unfrozen');
    expect(freezeNotice(board({ freezesAt: 'F' }), fmt)).toEqual({
      kind: 'scheduled-freeze',
      text: 'The board freezes at <F>.',
    });
    expect(freezeNotice(board(), fmt).kind).toBeNull();
  });

  it('formats each rule\u2019s score', () => {
    expect(formatRuleScore('relative', 1.8571428)).toBe('1.857');
    expect(formatRuleScore('sum', 12345)).toBe('12,345');
    expect(formatRuleScore('rank', 7)).toBe('7');
    expect(formatRuleScore('sum', null)).toBe('–');
  });

  it('reads how long a 429 asks to wait', () => {
    expect(retryAfterSeconds('17', '')).toBe(17);
    expect(
      retryAfterSeconds(
        null,
        'this contest accepts at most 3 submissions per participant in any 60 seconds; try again in 42 s',
      ),
    ).toBe(42);
    expect(retryAfterSeconds(null, 'slow down')).toBeNull();
  });
});

describe('the time zone beside the form\u2019s times', () => {
  it('says UTC once, and names other zones with their offset', () => {
    expect(formatZone('UTC', 0)).toBe('UTC');
    expect(formatZone('Etc/UTC', 0)).toBe('UTC');
    expect(formatZone('Europe/London', 0)).toBe('Europe/London (UTC+00:00)');
    expect(formatZone('Europe/Paris', 120)).toBe('Europe/Paris (UTC+02:00)');
    expect(formatZone('', -330)).toBe('UTC-05:30');
  });
});

describe('a new contest\u2019s times', () => {
  it('start at the next full hour at least an hour away and last a week', () => {
    const now = new Date(2026, 10, 24, 9, 20, 13);
    expect(defaultTimes(now)).toEqual({ startsAt: '2026-11-24T11:00', endsAt: '2026-12-01T11:00' });
    expect(defaultTimes(new Date(2026, 10, 24, 9, 0, 0)).startsAt).toBe('2026-11-24T10:00');
  });
});
