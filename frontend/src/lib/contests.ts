/**
 * Contests (the contest API: /api/contests, /ws/contests/{id}/scoreboard): typed shapes, calls,
 * and the logic the contest pages use without any DOM: phases and relative times, the live
 * scoreboard reducer, the organizer form → request mapping (datetime-local in the viewer's zone →
 * ISO instants) and the mapping of a problem's `field` (e.g. `instances[2].instance`) to the form.
 */
import { api, type Participant, type BotRunRequest, type GameView, type InstanceGenerator } from './api';

export interface RateLimit {
  submissions: number;
  perSeconds: number;
}

export interface Scoring {
  rule: string;
  description: string;
}

export interface ContestInstance {
  index: number;
  label: string;
  game: string;
  instance: string;
  position: string;
}

export interface ContestYou {
  staff: boolean;
  registered: boolean;
  participants: Participant[];
  mayRegister: boolean;
  whyNot?: string | null;
}

export interface Contest {
  id: number;
  title: string;
  description: string;
  organizer: string;
  startsAt: string;
  endsAt: string;
  freezesAt?: string;
  unfrozenAt?: string;
  now: string;
  phase: 'scheduled' | 'running' | 'ended' | string;
  frozen: boolean;
  botsAllowed: boolean;
  rateLimit: RateLimit;
  scoring: Scoring;
  instancesVisible: boolean;
  instanceCount: number;
  instances: ContestInstance[];
  registrations: number;
  you?: ContestYou;
  links?: { scoreboard: string; registrations: string; submissions: string; live: string; export: string };
  createdAt?: string;
  updatedAt?: string;
}

export interface ContestSummary {
  id: number;
  title: string;
  organizer: string;
  startsAt: string;
  endsAt: string;
  freezesAt?: string | null;
  phase: string;
  frozen: boolean;
  botsAllowed: boolean;
  scoring: string;
  instanceCount: number;
  registrations: number;
}

export interface ContestList {
  total: number;
  offset: number;
  now: string;
  contests: ContestSummary[];
}

export interface ScoreCell {
  score?: number | null;
  rank?: number | null;
  points: number;
  submission?: string;
  botRun?: string;
}

export interface ScoreRow {
  rank?: number | null;
  participant: Participant;
  reference: boolean;
  score: number;
  rawTotal: number;
  results: number;
  submissions?: number | null;
  lastSubmissionAt?: string | null;
  cells: ScoreCell[];
}

export interface ScoreColumn {
  index: number;
  label: string;
  game: string;
  instance: string;
  best?: number | null;
  results: number;
}

export interface Scoreboard {
  contest: number;
  title: string;
  scoring: Scoring;
  phase: string;
  now?: string;
  startsAt: string;
  endsAt: string;
  freezesAt?: string;
  unfrozenAt?: string;
  /** This viewer sees the board as of freezesAt. */
  frozen: boolean;
  /** Participants see it frozen (staff get the live board with this flag). */
  frozenForParticipants: boolean;
  asOf?: string;
  instancesVisible: boolean;
  instances: ScoreColumn[];
  rows: ScoreRow[];
  /** During a freeze: the viewer's own rows with their later results, ranked against the frozen board. */
  you?: ScoreRow[];
}

export interface MyRegistration {
  contest: number;
  participant: Participant;
  registered: boolean;
  registeredAt?: string;
  mayRegister: boolean;
  whyNot?: string;
}

export interface ContestSubmissionCreated {
  id: number;
  contest: number;
  game: string;
  instance: string;
  score: number;
  moves: number;
  receivedAt: string;
  verifierVersion: string;
  afterFreeze: boolean;
  yourBest: number;
  rateLimit: { submissions: number; perSeconds: number; remaining: number };
}

export interface YardstickView {
  /** Absent for participants while the contest runs: a reference bot is only its score to them until the end. */
  run?: string | null;
  name: string;
  game: string;
  instance: string;
  state: string;
  bestScore?: number | null;
}

/** One instance of a contest request, in exactly one of the three forms the API accepts. */
export interface InstanceSpec {
  game: string;
  instance?: string;
  generate?: { seed?: number; size?: string; percentEmpty?: number };
  board?: string[];
}

export interface ContestRequest {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  freezesAt?: string;
  botsAllowed: boolean;
  rateLimit?: { submissions?: number; perSeconds?: number };
  scoring: string;
  instances: InstanceSpec[];
}

const base = (id: string | number) => `/api/contests/${encodeURIComponent(String(id))}`;

export const ContestApi = {
  list: (phase: 'scheduled' | 'running' | 'ended', limit = 50) =>
    api<ContestList>('GET', `/api/contests?phase=${phase}&limit=${limit}`),
  get: (id: string | number) => api<Contest>('GET', base(id)),
  create: (req: ContestRequest) => api<Contest>('POST', '/api/contests', { body: req }),
  update: (id: string | number, req: ContestRequest) => api<Contest>('PUT', base(id), { body: req }),
  remove: (id: string | number) => api<void>('DELETE', base(id)),
  unfreeze: (id: string | number) => api<Contest>('POST', `${base(id)}/unfreeze`),
  scoreboard: (id: string | number) => api<Scoreboard>('GET', `${base(id)}/scoreboard`),
  register: (id: string | number) => api<unknown>('POST', `${base(id)}/registrations`),
  withdraw: (id: string | number) => api<void>('DELETE', `${base(id)}/registrations/me`),
  submit: (id: string | number, game: string, instance: string, moves: readonly string[], idempotencyKey: string) =>
    api<ContestSubmissionCreated>('POST', `${base(id)}/submissions`, {
      body: { game, instance, moves },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  yardsticks: (id: string | number) => api<YardstickView[]>('GET', `${base(id)}/yardsticks`),
  startYardstick: (id: string | number, req: BotRunRequest) =>
    api<YardstickView>('POST', `${base(id)}/yardsticks`, { body: req }),
  exportHref: (id: string | number, format: 'json' | 'csv', table?: 'scoreboard' | 'submissions') =>
    `${base(id)}/export?format=${format}${table ? `&table=${table}` : ''}`,
  livePath: (id: string | number) => `/ws/contests/${encodeURIComponent(String(id))}/scoreboard`,
};

/** The scoring rules the API knows, with one line each (docs/CONTESTS.md has the formulas). */
export const SCORING_RULES: { id: string; label: string; help: string }[] = [
  { id: 'sum', label: 'Sum', help: 'The raw sum of each participant\u2019s best score on every instance.' },
  {
    id: 'relative',
    label: 'Relative (AZsPCs)',
    help: 'Per instance, your best divided by the best of all: at most 1 point per instance, summed.',
  },
  {
    id: 'rank',
    label: 'Rank points',
    help: 'Per instance, one point for every ranked result not better than yours (yours included), summed.',
  },
];

export function isOrganizer(me: { roles?: string[] } | null | undefined): boolean {
  return !!me?.roles && (me.roles.includes('organizer') || me.roles.includes('admin'));
}

// ---------------------------------------------------------------- phases and times

export type DisplayPhase = 'upcoming' | 'running' | 'frozen' | 'finished';

/** The API's phase (scheduled, running, ended) and freeze as a viewer reads it. */
export function displayPhase(phase: string, frozen: boolean): DisplayPhase {
  if (phase === 'scheduled') return 'upcoming';
  if (phase === 'ended') return 'finished';
  return frozen ? 'frozen' : 'running';
}

/** A distance in time as "2 h", "5 min", "3 d", "40 s". */
export function formatSpan(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const hours = Math.round(s / 3600);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(s / 86400)} d`;
}

/** "starts in 2 h", "ends in 5 min", "ended 3 d ago" for a contest's times at `now` (ms). */
export function relativeWindow(c: { startsAt: string; endsAt: string }, now: number): string {
  const start = Date.parse(c.startsAt);
  const end = Date.parse(c.endsAt);
  if (now < start) return `starts in ${formatSpan(start - now)}`;
  if (now < end) return `ends in ${formatSpan(end - now)}`;
  return `ended ${formatSpan(now - end)} ago`;
}

/** An instant in the viewer's zone: "Mon, 5 May 2031, 14:00". */
export function formatLocal(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '–';
  return d.toLocaleString(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The viewer's zone as "Europe/Paris (UTC+02:00)" at the given instant. */
export function zoneLabel(at: Date = new Date()): string {
  let name = '';
  try {
    name = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    /* older engines */
  }
  return formatZone(name, -at.getTimezoneOffset());
}

/**
 * A zone's name with its offset east of UTC in minutes: "Europe/Paris (UTC+02:00)", "UTC-05:30"
 * without a name, and plain "UTC" for UTC itself ("Start (UTC)", not "Start (UTC (UTC+00:00))").
 */
export function formatZone(name: string, offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const a = Math.abs(offsetMinutes);
  const text = `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  if (offsetMinutes === 0 && ['', 'UTC', 'Etc/UTC', 'Etc/GMT', 'GMT'].includes(name)) return 'UTC';
  return name ? `${name} (${text})` : text;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** A datetime-local value (the viewer's wall clock) as an ISO instant; null when it is not one. */
export function localInputToIso(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, hh, mm, ss] = m.slice(1, 7).map((x) => (x === undefined ? 0 : Number(x)));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 59) return null;
  const date = new Date(y, mo - 1, d, hh, mm, ss, ms);
  if (Number.isNaN(date.getTime()) || date.getDate() !== d) return null;
  return date.toISOString();
}

/** An ISO instant as a datetime-local value in the viewer's zone (minutes; seconds when it has some). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const text = `${p(d.getFullYear(), 4)}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  return d.getSeconds() || d.getMilliseconds() ? `${text}:${p(d.getSeconds())}` : text;
}

// ---------------------------------------------------------------- the live scoreboard

export interface ScoreboardState {
  board: Scoreboard | null;
  /** Keys of rows whose numbers changed with the last message (a brief highlight). */
  fresh: Set<string>;
  /** Messages applied (snapshot + updates). */
  messages: number;
}

export function emptyScoreboard(): ScoreboardState {
  return { board: null, fresh: new Set(), messages: 0 };
}

export function rowKey(r: ScoreRow): string {
  const p = r.participant;
  return `${r.reference ? 'ref' : p.kind}\u0000${p.account}\u0000${p.name}`;
}

function isBoard(x: unknown): x is Scoreboard {
  if (!x || typeof x !== 'object') return false;
  const b = x as Record<string, unknown>;
  return Array.isArray(b.rows) && Array.isArray(b.instances) && typeof b.frozen === 'boolean';
}

function rowSignature(r: ScoreRow): string {
  return JSON.stringify([r.rank ?? null, r.score, r.rawTotal, r.cells.map((c) => c.score ?? null)]);
}

/**
 * Applies one message of /ws/contests/{id}/scoreboard: a `snapshot` or an `update` carries the
 * whole board as this viewer may see it, so either replaces it; unknown types are ignored. The REST
 * answer goes through here too as a `snapshot` (only while no board is shown).
 */
export function applyScoreboardMessage(
  state: ScoreboardState,
  msg: { type: string; [k: string]: unknown },
): ScoreboardState {
  if (msg.type !== 'snapshot' && msg.type !== 'update') return state;
  const board = msg.scoreboard;
  if (!isBoard(board)) return state;
  const fresh = new Set<string>();
  if (state.board) {
    const before = new Map(state.board.rows.map((r) => [rowKey(r), rowSignature(r)]));
    for (const r of board.rows) {
      const k = rowKey(r);
      if (before.get(k) !== rowSignature(r)) fresh.add(k);
    }
  }
  return { board, fresh, messages: state.messages + 1 };
}

export interface FreezeNotice {
  kind: 'frozen' | 'staff' | 'unfrozen' | 'scheduled-freeze' | null;
  text: string;
}

/** What the board's freeze means for this viewer, as one sentence (times in the viewer's zone). */
export function freezeNotice(b: Scoreboard, fmt: (iso: string) => string = formatLocal): FreezeNotice {
  if (b.frozen && b.freezesAt) {
    return {
      kind: 'frozen',
      text:
        `Frozen since ${fmt(b.freezesAt)}: the board shows only results received before then` +
        (b.phase === 'ended'
          ? ' until the organizer publishes the final standings.'
          : '; later results stay hidden until after the end.'),
    };
  }
  if (b.frozenForParticipants && b.freezesAt) {
    return {
      kind: 'staff',
      text: `Participants see this board frozen since ${fmt(b.freezesAt)}; as staff you see the live board.`,
    };
  }
  if (b.unfrozenAt && b.freezesAt) {
    return {
      kind: 'unfrozen',
      text: `The freeze (from ${fmt(b.freezesAt)}) was lifted on ${fmt(b.unfrozenAt)}: these are the final standings.`,
    };
  }
  if (b.freezesAt && b.phase !== 'ended') {
    return { kind: 'scheduled-freeze', text: `The board freezes at ${fmt(b.freezesAt)}.` };
  }
  return { kind: null, text: '' };
}

/** The rule's score as text: relative scores are fractions, the others whole numbers. */
export function formatRuleScore(rule: string, score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  if (rule === 'relative') return score.toFixed(3);
  return Number.isInteger(score) ? new Intl.NumberFormat('en-US').format(score) : score.toFixed(2);
}

/** Whether a row is the viewer's own (their person or one of their bots). */
export function isOwnRow(r: ScoreRow, username: string | null | undefined): boolean {
  return !!username && !r.reference && r.participant.account === username;
}

// ---------------------------------------------------------------- the organizer form

export type InstanceRowValue =
  | { kind: 'catalogue'; game: string; instance: string }
  | { kind: 'generate'; game: string; seed: string; size: string; percentEmpty: string }
  | { kind: 'board'; game: string; board: string };

export interface ContestFormValues {
  title: string;
  description: string;
  /** datetime-local values in the viewer's zone. */
  startsAt: string;
  endsAt: string;
  freezesAt: string;
  botsAllowed: boolean;
  rateSubmissions: string;
  ratePerSeconds: string;
  scoring: string;
  instances: InstanceRowValue[];
}

/** The times as loaded (editing): sent back unchanged when the input still shows them. */
export interface OriginalTimes {
  startsAt?: string;
  endsAt?: string;
  freezesAt?: string;
}

export const EMPTY_FORM: ContestFormValues = {
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  freezesAt: '',
  botsAllowed: false,
  rateSubmissions: '10',
  ratePerSeconds: '60',
  scoring: 'sum',
  instances: [{ kind: 'catalogue', game: '', instance: '' }],
};

/**
 * A new contest's times, ready to adjust: it starts at the next full hour at least an hour away
 * and lasts a week (the form once opened with both empty, and the server then refused it).
 */
export function defaultTimes(now: Date = new Date()): Pick<ContestFormValues, 'startsAt' | 'endsAt'> {
  const start = new Date(now.getTime() + 60 * 60 * 1000);
  start.setMinutes(0, 0, 0);
  if (start.getTime() - now.getTime() < 60 * 60 * 1000) start.setTime(start.getTime() + 60 * 60 * 1000);
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { startsAt: isoToLocalInput(start.toISOString()), endsAt: isoToLocalInput(end.toISOString()) };
}

/** The game's way of making instances of that kind, as the catalogue states it, or undefined. */
export function generatorOf(
  game: Pick<GameView, 'generators'> | undefined,
  kind: InstanceGenerator['kind'],
): InstanceGenerator | undefined {
  return game?.generators.find((g) => g.kind === kind);
}

/** A SameGame board file: rows of colour digits, top row first (blank lines and # comments skipped). */
export function parseBoardText(text: string): string[] {
  return text
    .split(/\r?\n|,/)
    .map((l) => l.replace(/#.*$/, '').replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
}

/** The form of an existing contest (its instances by their canonical ids). */
export function formFromContest(c: Contest): ContestFormValues {
  return {
    title: c.title,
    description: c.description ?? '',
    startsAt: isoToLocalInput(c.startsAt),
    endsAt: isoToLocalInput(c.endsAt),
    freezesAt: isoToLocalInput(c.freezesAt),
    botsAllowed: c.botsAllowed,
    rateSubmissions: String(c.rateLimit?.submissions ?? ''),
    ratePerSeconds: String(c.rateLimit?.perSeconds ?? ''),
    scoring: c.scoring?.rule ?? 'sum',
    instances: c.instances.map((i) => ({ kind: 'catalogue', game: i.game, instance: i.instance })),
  };
}

function time(value: string, original: string | undefined): string | null {
  // A loaded instant the input still shows is sent exactly as it was: the API refuses to "change"
  // a running contest's start, and a datetime-local input drops seconds and milliseconds.
  // Compared as instants to the second: browsers spell the same value differently (":07", ":07.000").
  const iso = localInputToIso(value);
  if (original && iso && Math.floor(Date.parse(original) / 1000) === Math.floor(Date.parse(iso) / 1000))
    return original;
  return iso;
}

/**
 * The request for the form, or the errors found before sending, named by the API's field names
 * (so one mapping shows both these and the server's). The server checks everything again.
 */
export function buildContestRequest(
  v: ContestFormValues,
  original: OriginalTimes = {},
): { request: ContestRequest | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = 'A title is required.';
  const startsAt = v.startsAt.trim() ? time(v.startsAt, original.startsAt) : null;
  const endsAt = v.endsAt.trim() ? time(v.endsAt, original.endsAt) : null;
  const freezesAt = v.freezesAt.trim() ? time(v.freezesAt, original.freezesAt) : null;
  if (!v.startsAt.trim()) errors.startsAt = 'A start is required.';
  else if (!startsAt) errors.startsAt = 'Not a date and time.';
  if (!v.endsAt.trim()) errors.endsAt = 'An end is required.';
  else if (!endsAt) errors.endsAt = 'Not a date and time.';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'The end must be after the start.';
  if (v.freezesAt.trim() && !freezesAt) errors.freezesAt = 'Not a date and time.';
  const int = (text: string, field: string): number | undefined => {
    const t = text.trim();
    if (!t) return undefined;
    if (!/^\d{1,9}$/.test(t)) {
      errors[field] = 'A whole number.';
      return undefined;
    }
    return Number(t);
  };
  const submissions = int(v.rateSubmissions, 'rateLimit.submissions');
  const perSeconds = int(v.ratePerSeconds, 'rateLimit.perSeconds');
  if (!SCORING_RULES.some((r) => r.id === v.scoring)) errors.scoring = 'Choose a scoring rule.';
  if (v.instances.length === 0) errors.instances = 'A contest has at least one instance.';
  const instances: InstanceSpec[] = v.instances.map((row, i) => {
    const f = `instances[${i}]`;
    if (!row.game) errors[`${f}.game`] = 'Choose a game.';
    switch (row.kind) {
      case 'catalogue':
        if (!row.instance.trim()) errors[`${f}.instance`] = 'An instance id is required.';
        return { game: row.game, instance: row.instance.trim() };
      case 'generate': {
        const generate: InstanceSpec['generate'] = {};
        const seed = row.seed.trim();
        if (seed) {
          if (!/^\d{1,18}$/.test(seed) || !Number.isSafeInteger(Number(seed)))
            errors[`${f}.generate.seed`] = 'A seed is a whole number (up to 2^53).';
          else generate.seed = Number(seed);
        }
        // The form shows only the parameters the game's generator takes; the server refuses others by name.
        const size = row.size.trim();
        if (size) {
          if (!/^\d+x\d+x\d+$/.test(size))
            errors[`${f}.generate.size`] = 'Size is <columns>x<rows>x<colours>, e.g. 10x10x4.';
          else generate.size = size;
        }
        const pct = row.percentEmpty.trim();
        if (pct) {
          if (!/^\d{1,3}$/.test(pct)) errors[`${f}.generate.percentEmpty`] = 'A percentage of empty cells.';
          else generate.percentEmpty = Number(pct);
        }
        return { game: row.game, generate };
      }
      case 'board': {
        const board = parseBoardText(row.board);
        if (board.length === 0) errors[`${f}.board`] = 'Upload or paste a board: rows of colour digits, top row first.';
        return { game: row.game, board };
      }
    }
  });
  if (Object.keys(errors).length > 0) return { request: null, errors };
  const request: ContestRequest = {
    title: v.title.trim(),
    description: v.description,
    startsAt: startsAt!,
    endsAt: endsAt!,
    botsAllowed: v.botsAllowed,
    scoring: v.scoring,
    instances,
  };
  if (freezesAt) request.freezesAt = freezesAt;
  if (submissions !== undefined || perSeconds !== undefined) {
    request.rateLimit = {};
    if (submissions !== undefined) request.rateLimit.submissions = submissions;
    if (perSeconds !== undefined) request.rateLimit.perSeconds = perSeconds;
  }
  return { request, errors: {} };
}

/** Where the form shows an error about an API field: a form-level slot, or an instance row. */
export type FieldSlot =
  | {
      slot:
        | 'title'
        | 'description'
        | 'startsAt'
        | 'endsAt'
        | 'freezesAt'
        | 'botsAllowed'
        | 'rateLimit'
        | 'scoring'
        | 'instances'
        | 'form';
    }
  | { slot: 'instance'; index: number; part: string };

/** Maps a problem's `field` (title, rateLimit.perSeconds, instances[2].generate.seed, …) to a slot. */
export function fieldSlot(field: string | null | undefined, instanceCount = Infinity): FieldSlot {
  if (!field) return { slot: 'form' };
  const inst = /^instances\[(\d+)\](?:\.?(.*))?$/.exec(field);
  if (inst) {
    const index = Number(inst[1]);
    if (index < instanceCount) return { slot: 'instance', index, part: inst[2] ?? '' };
    return { slot: 'instances' };
  }
  const head = field.split(/[.[]/)[0];
  switch (head) {
    case 'title':
    case 'description':
    case 'startsAt':
    case 'endsAt':
    case 'freezesAt':
    case 'botsAllowed':
    case 'rateLimit':
    case 'scoring':
    case 'instances':
      return { slot: head };
    default:
      return { slot: 'form' };
  }
}

/** Which fields the API lets change in a phase (ContestService.update): the rest are shown read-only. */
export function editableFields(phase: string | null): Set<string> {
  if (phase === null || phase === 'scheduled') {
    return new Set([
      'title',
      'description',
      'startsAt',
      'endsAt',
      'freezesAt',
      'botsAllowed',
      'rateLimit',
      'scoring',
      'instances',
    ]);
  }
  if (phase === 'running') return new Set(['title', 'description', 'endsAt']);
  return new Set(['title', 'description']);
}

/** Seconds to wait from a 429: the Retry-After header, else the detail's "try again in N s". */
export function retryAfterSeconds(retryAfter: string | null, detail: string): number | null {
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim());
  if (retryAfter) {
    const t = Date.parse(retryAfter);
    if (!Number.isNaN(t)) return Math.max(1, Math.ceil((t - Date.now()) / 1000));
  }
  const m = /try again in (\d+) s/.exec(detail);
  return m ? Number(m[1]) : null;
}
