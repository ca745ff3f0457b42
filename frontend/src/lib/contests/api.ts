/**
 * The contest API's shapes and calls (/api/contests, /ws/contests/{id}/scoreboard), the scoring
 * rules it knows, and who may organise.
 */
import { api, type CopyOf, type Participant, type BotRunRequest } from '../api';

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
  /** In the contest's hidden part: its scores are shown to staff only until the end. */
  hidden?: boolean;
}

/**
 * A contest's hidden final set (docs/CONTESTS.md, "The hidden final set"): how many instances are
 * in the private part, which ranking is final, whether this viewer sees the hidden scores now
 * (staff, or anyone from the end), and the secret seed once it is public (a decimal string).
 */
export interface HiddenPart {
  instances: number;
  finalRanking: 'private' | 'both' | string;
  scoresVisible: boolean;
  seed?: string | null;
  derivation?: string;
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
  /** "individual" or "team" (docs/CONTESTS.md, "Teams"). */
  entries?: 'individual' | 'team' | string;
  maxTeamSize?: number | null;
  /** Absent for a contest without a hidden part. */
  hiddenPart?: HiddenPart | null;
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
  /** The best's receipt by the server. */
  receivedAt?: string | null;
  /** What the best's line repeats: a record, or an earlier submission of someone else. */
  copyOf?: CopyOf | null;
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
  /** When the row reached its score (the receipt of the last of its bests): a tied score goes to the earlier. */
  reachedAt?: string | null;
  /** How many other ranked rows have the same score. */
  alsoReachedBy?: number | null;
  /** In a team contest, a team's row: its name and members. */
  team?: { id: number; name: string; members: string[] } | null;
}

export interface ScoreColumn {
  index: number;
  label: string;
  game: string;
  instance: string;
  /** In the hidden part (shown to staff before the end, to everyone from then). */
  hidden?: boolean;
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
  /**
   * What it ranks on: "all" (no hidden part), "public" (the public part: everyone but staff before
   * the end), "private" or "both" (the final ranking).
   */
  ranking?: 'all' | 'public' | 'private' | 'both' | string;
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
  /** Absent while the score is hidden (an instance of the hidden part, before the end). */
  score?: number;
  /** An instance of the hidden part before the end: accepted and verified, its score told at the end. */
  scoreHidden?: boolean;
  note?: string;
  moves: number;
  receivedAt: string;
  verifierVersion: string;
  afterFreeze: boolean;
  yourBest?: number;
  rateLimit: { submissions: number; perSeconds: number; remaining: number };
}

/** A submission in the contest's list; to a hidden instance before the end its author gets no score or link. */
export interface ContestSubmissionView {
  id: number;
  participant: Participant;
  game: string;
  instance: string;
  score?: number | null;
  moveCount: number;
  receivedAt: string;
  afterFreeze: boolean;
  scoreHidden?: boolean;
  /** The submission's link (absent while its score is hidden). */
  submission?: string | null;
}

export interface ContestSubmissionPage {
  contest: number;
  /** "mine" for a participant's own list, "all" for staff and once public. */
  scope: string;
  total: number;
  offset: number;
  submissions: ContestSubmissionView[];
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
  /** In the hidden part; a generated one then takes its seed from the contest's hidden seed. */
  hidden?: boolean;
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
  /** With a hidden instance only: the final ranking on the "private" part (the default) or on "both". */
  finalRanking?: 'private' | 'both';
  /** With a hidden instance only: the secret seed (decimal); the server draws one when absent. */
  hiddenSeed?: string;
}

/** The scoreboard's `?part=` query, or nothing for the viewer's own board. */
function partQuery(part: 'public' | 'final' | undefined): string {
  return part ? `?part=${part}` : '';
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
  /** `part`: with a hidden part, the board ranked on the public part, or the final one (from the end). */
  scoreboard: (id: string | number, part?: 'public' | 'final') =>
    api<Scoreboard>('GET', `${base(id)}/scoreboard${partQuery(part)}`),
  register: (id: string | number) => api<unknown>('POST', `${base(id)}/registrations`),
  withdraw: (id: string | number) => api<void>('DELETE', `${base(id)}/registrations/me`),
  submit: (id: string | number, game: string, instance: string, moves: readonly string[], idempotencyKey: string) =>
    api<ContestSubmissionCreated>('POST', `${base(id)}/submissions`, {
      body: { game, instance, moves },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The caller's own submissions while the results are not public (oldest first, up to `limit`). */
  submissions: (id: string | number, limit = 1000) =>
    api<ContestSubmissionPage>('GET', `${base(id)}/submissions?limit=${limit}`),
  yardsticks: (id: string | number) => api<YardstickView[]>('GET', `${base(id)}/yardsticks`),
  startYardstick: (id: string | number, req: BotRunRequest) =>
    api<YardstickView>('POST', `${base(id)}/yardsticks`, { body: req }),
  exportHref: (id: string | number, format: 'json' | 'csv', table?: 'scoreboard' | 'submissions') =>
    `${base(id)}/export?format=${format}${table ? `&table=${table}` : ''}`,
  livePath: (id: string | number) => `/ws/contests/${encodeURIComponent(String(id))}/scoreboard`,
};

/** The final rankings a contest with a hidden part may choose (docs/CONTESTS.md, "The hidden final set"). */
export const FINAL_RANKINGS: { id: 'private' | 'both'; label: string }[] = [
  { id: 'private', label: 'The private part only' },
  { id: 'both', label: 'Both parts (all instances)' },
];

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
