/**
 * The server's documented API (README's table, the resources under src/main/java/.../server): typed
 * shapes and one fetch wrapper that turns every problem+json answer into an {@link ApiError}.
 */
import { localInstants, problemSentence } from './problemText';
import { instancePath } from './routes';
import type { GameFacts } from '../rules/types';

export type { InstanceGenerator } from '../rules/types';

/** A game of GET /api/games, with its facts (GameType on the server): ask them instead of guessing from the id. */
export interface GameView extends GameFacts {
  id: string;
  title: string;
  description: string;
  instanceSyntax: string;
  defaultInstance: string | null;
  solutionFormat: string;
  instanceCount: number;
}

export interface InstanceSummary {
  id: string;
  href: string;
}

export interface InstanceView {
  game: string;
  id: string;
  legalMoves: number;
  position: unknown;
}

/** A participant's public profile (GET /api/profiles/{username}[/bots/{bot}]). */
export interface Profile {
  participant: Participant;
  memberSince: string;
  overall: Standing | null;
  bests: {
    game: string;
    instance: string;
    rank: number;
    participants: number;
    score: number;
    percentOfRecord?: number | null;
    submissionId: number;
    receivedAt: string;
    copy: boolean;
  }[];
  recent: { id: number; game: string; instance: string; score: number; moves: number; receivedAt: string }[];
  contests: {
    id: number;
    title: string;
    phase: string;
    startsAt: string;
    endsAt: string;
    placing: number | null;
    ranked: number;
    frozen: boolean;
  }[];
  bots: string[];
}

/** A board with entries and its leader (GET /api/leaderboards). */
export interface BoardLeader {
  game: string;
  instance: string;
  participants: number;
  leader: LeaderboardEntry;
}

/** Every board at a glance (GET /api/leaderboards): those with entries, and each board's best record. */
export interface Overview {
  boards: BoardLeader[];
  /** The best verified record of every board that has one (absent from older servers). */
  records?: RecordView[];
}

/** A place in the overall ranking (GET /api/rankings). */
export interface Standing {
  rank: number;
  participant: Participant;
  points: number;
  boards: number;
  tops: number;
}

export interface RankingPage {
  computedAt: string;
  formula: string;
  total: number;
  offset: number;
  standings: Standing[];
}

export interface Participant {
  kind: 'person' | 'bot' | string;
  name: string;
  account: string;
}

/** What a copy repeats: a record of the board, or someone's earlier submission (docs/RECORDS.md). */
export interface CopyOf {
  kind: 'record' | 'submission' | string;
  record?: number;
  holder?: string;
  submission?: number;
  participant?: Participant;
  /** The API path of the original. */
  original: string;
}

/** A known result on a board, with its holder, when and where it was published (GET /api/records). */
export interface RecordView {
  id: number;
  game: string;
  instance: string;
  score: number;
  moveCount: number;
  holder: string;
  achieved?: string;
  source: string;
  addedAt: string;
  moves?: string[];
}

/**
 * A score published for a board without its line (a paper's table, GET /api/records/published):
 * nobody can replay it, so it is never verified, ranked or a board's record.
 */
export interface PublishedScore {
  game: string;
  instance: string;
  score: number;
  holder: string;
  method: string;
  achieved?: string;
  source: string;
}

export interface LeaderboardEntry {
  rank: number;
  participant: Participant;
  score: number;
  moves: number;
  submissionId: number;
  receivedAt: string;
  submission: string;
  botRun?: string;
  copyOf?: CopyOf;
  /** The score as a percentage of the board's record (one decimal); absent without a record. */
  percentOfRecord?: number;
}

export interface Leaderboard {
  game: string;
  instance: string;
  scoring: string;
  /** The board's best record: an unranked reference row above the entries. */
  record?: RecordView | null;
  /** The board's best score published without its line: shown apart, never a row nor the record. */
  published?: PublishedScore | null;
  participants: number;
  offset: number;
  entries: LeaderboardEntry[];
}

export interface SubmissionCreated {
  id: number;
  game: string;
  instance: string;
  score: number;
  moves: number;
  rank: number;
  receivedAt: string;
  verifierVersion: string;
  copyOf?: CopyOf;
}

export interface SubmissionView {
  id: number;
  game: string;
  instance: string;
  participant: Participant;
  score: number;
  moveCount: number;
  moves?: string[];
  receivedAt: string;
  verifierVersion: string;
  botRun?: string;
  copyOf?: CopyOf;
}

export interface Me {
  id: number;
  username: string;
  kind: string;
  botName: string | null;
  /** The roles this caller can use ("admin", "organizer"); absent on servers without roles. */
  roles?: string[];
}

export interface TokenView {
  id: number;
  name: string;
  token?: string;
  createdAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
}

/** What the caller may ask of a run (GET /api/bot-runs/limits). */
export interface RunLimits {
  maxSeconds: number;
  maxPlayouts: number;
  maxThreads: number;
  maxActive: number;
  maxLevel: number;
  maxBeamSize: number;
  maxIterations: number;
  algorithms: string[];
}

export interface BotRunRequest {
  game: string;
  instance?: string;
  algorithm: string;
  level?: number;
  beam?: number[];
  policy?: string;
  memorize?: boolean;
  iterations?: number;
  threads?: number;
  seconds?: number;
  /** Seconds of CPU time summed over the run's threads; never with `seconds`. */
  cpuSeconds?: number;
  playouts?: number;
  seed?: number;
}

export interface BotRunView {
  id: number;
  state: string;
  owner: string;
  name: string;
  game: string;
  instance: string;
  algorithm: string;
  level: number;
  beam?: number[];
  policy?: string;
  memorize: boolean;
  iterations: number;
  threads: number;
  seconds?: number;
  cpuSeconds?: number;
  playouts?: number;
  seed: number;
  createdAt: string;
  startedAt?: string;
  endedAt?: string;
  best?: { score: number; moveCount: number; moves?: string[]; savedAt?: string };
  /** `cpuMs` only for a run budgeted in CPU seconds. */
  progress: { playouts: number; elapsedMs: number; cpuMs?: number };
  stopReason?: string;
  error?: string;
  submission?: string;
  leaderboard: string;
  live: string;
  restartOf?: number;
  resumeOf?: number;
}

export interface RunPage {
  total: number;
  offset: number;
  runs: BotRunView[];
}

/**
 * An error answer: the problem document's fields, plus the verifier's for an invalid solution. Its
 * `message` is what a person reads (lib/problemText: the detail as a sentence, without the HTTP
 * title), and `detail` names its instants in the viewer's time, for the pages' own sentences.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly field: string | null;
  readonly moveIndex: number | null;
  readonly move: string | null;
  readonly reason: string | null;
  readonly retryAfter: string | null;
  /** The bad lines of a refused file (a participants' import): line, column and why. */
  readonly errors: { line: number; field: string; detail: string }[];

  constructor(status: number, problem: Record<string, unknown>, retryAfter: string | null = null) {
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const title = str(problem.title) ?? (status === 0 ? 'Network error' : `HTTP ${status}`);
    const detail = localInstants(str(problem.detail) ?? '');
    super(problemSentence(title, detail));
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.field = str(problem.field);
    this.moveIndex = typeof problem.moveIndex === 'number' ? problem.moveIndex : null;
    this.move = str(problem.move);
    this.reason = str(problem.reason);
    this.retryAfter = retryAfter;
    this.errors = Array.isArray(problem.errors)
      ? (problem.errors as { line: number; field: string; detail: string }[])
      : [];
  }
}

/** One of your live sessions (GET /api/account/sessions); `current` is this browser's. */
export interface SessionInfo {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  current: boolean;
}

export interface RequestOptions {
  body?: unknown;
  /** Bytes sent as they are (an upload), with their media type; never with `body`. */
  content?: { bytes: Blob; type: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API; resolves with the parsed JSON (undefined for 204), rejects with {@link ApiError}. */
export async function api<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: string | Blob | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  } else if (opts.content) {
    headers['Content-Type'] = opts.content.type;
    body = opts.content.bytes;
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: opts.signal });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, {
      title: 'Network error',
      detail: 'the server could not be reached; check your connection and retry',
    });
  }
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) {
    // Not a problem document (a proxy's page, say): what it said, with the status, since no title says it.
    const problem =
      json && typeof json === 'object'
        ? (json as Record<string, unknown>)
        : { detail: `the server answered HTTP ${res.status}: ${text.slice(0, 200)}` };
    throw new ApiError(res.status, problem, res.headers.get('Retry-After'));
  }
  return json as T;
}

export const Api = {
  games: () => api<GameView[]>('GET', '/api/games'),
  /** Every verified record with its line (GET /api/records). */
  records: () => api<RecordView[]>('GET', '/api/records'),
  /** The scores published without their lines (GET /api/records/published). */
  publishedScores: () => api<PublishedScore[]>('GET', '/api/records/published'),
  /** One verified record with its line (GET /api/records/{id}). */
  record: (id: string | number) => api<RecordView>('GET', `/api/records/${encodeURIComponent(String(id))}`),
  instances: (game: string) => api<InstanceSummary[]>('GET', `/api/games/${encodeURIComponent(game)}/instances`),
  instance: (game: string, instance: string) =>
    api<InstanceView>('GET', `/api/games/${encodeURIComponent(game)}/instances/${instancePath(instance)}`),
  leaderboard: (game: string, instance: string, limit = 100) =>
    api<Leaderboard>('GET', `/api/leaderboards/${encodeURIComponent(game)}/${instancePath(instance)}?limit=${limit}`),
  submission: (id: string | number) => api<SubmissionView>('GET', `/api/submissions/${encodeURIComponent(String(id))}`),
  submit: (game: string, instance: string, moves: readonly string[], idempotencyKey: string) =>
    api<SubmissionCreated>('POST', '/api/submissions', {
      body: { game, instance, moves },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  register: (username: string, password: string) =>
    api<unknown>('POST', '/api/accounts', { body: { username, password } }),
  login: (username: string, password: string) => api<Me>('POST', '/api/session', { body: { username, password } }),
  /** The caller; undefined for nobody (the server's 204: no session, or one that has ended). */
  me: () => api<Me | undefined>('GET', '/api/session'),
  logout: () => api<void>('DELETE', '/api/session'),
  logoutEverywhere: () => api<void>('DELETE', '/api/session/all'),
  profile: (account: string, bot: string | null) =>
    api<Profile>(
      'GET',
      bot === null
        ? `/api/profiles/${encodeURIComponent(account)}`
        : `/api/profiles/${encodeURIComponent(account)}/bots/${encodeURIComponent(bot)}`,
    ),
  boards: () => api<Overview>('GET', '/api/leaderboards'),
  botRunLimits: () => api<RunLimits>('GET', '/api/bot-runs/limits'),
  rankings: (offset = 0, limit = 100) => api<RankingPage>('GET', `/api/rankings?offset=${offset}&limit=${limit}`),
  changePassword: (currentPassword: string, newPassword: string) =>
    api<void>('PUT', '/api/account/password', { body: { currentPassword, newPassword } }),
  sessions: () => api<SessionInfo[]>('GET', '/api/account/sessions'),
  endSession: (id: string) => api<void>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
  /** Sets a new password with an admin-issued reset link's token. */
  resetPassword: (token: string, password: string) =>
    api<{ username: string; tokensRevoked: number }>('POST', '/api/password-resets', { body: { token, password } }),
  tokens: () => api<TokenView[]>('GET', '/api/tokens'),
  createToken: (name: string) => api<TokenView>('POST', '/api/tokens', { body: { name } }),
  revokeToken: (id: number) => api<void>('DELETE', `/api/tokens/${id}`),
  botRuns: (params: Record<string, string | number>) => {
    const sp = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) sp.set(k, String(v));
    return api<RunPage>('GET', `/api/bot-runs?${sp}`);
  },
  botRun: (id: string | number) => api<BotRunView>('GET', `/api/bot-runs/${encodeURIComponent(String(id))}`),
  startBotRun: (req: BotRunRequest) => api<BotRunView>('POST', '/api/bot-runs', { body: req }),
  cancelBotRun: (id: number) => api<BotRunView>('POST', `/api/bot-runs/${id}/cancel`),
  restartBotRun: (id: number) => api<BotRunView>('POST', `/api/bot-runs/${id}/restart`),
  resumeBotRun: (id: number) => api<BotRunView>('POST', `/api/bot-runs/${id}/resume`),
};

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
