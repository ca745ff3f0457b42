// Types of the API client (client.js). The answers' fields are the server's (its OpenAPI document
// at /q/openapi); members the client does not rely on are left open with an index signature.

/** An RFC 9457 problem document, as every API error carries. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  /** The request field at fault: `moves[2]`, `Idempotency-Key`, `lines[1][3]`, ... */
  field?: string;
  /** An illegal move's index, text and the rules' reason (422). */
  moveIndex?: number;
  move?: string;
  reason?: string;
  [extension: string]: unknown;
}

/** An answer other than 2xx, after any retries: its status and problem document. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  readonly field: string | undefined;
  /** The answer's headers, lower-case names (e.g. `retry-after`). */
  readonly headers: Record<string, string>;
}

export interface ClientOptions {
  /** An API token (`pa_...`); `useToken` sets one. */
  token?: string | null;
  /** Retries of a 429, a 503 with Retry-After, or a failed connection of a repeatable request (default 5). */
  maxRetries?: number;
  /** A Retry-After longer than this throws at once rather than waiting (default 60). */
  maxWaitSeconds?: number;
  /** Per attempt (default 30000). */
  timeoutMs?: number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
  /** How to wait before a retry (default setTimeout). */
  sleep?: (ms: number) => Promise<unknown>;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** May be sent again after a failed connection (default: only GET). */
  repeatable?: boolean;
}

export interface Page {
  offset?: number;
  limit?: number;
}

export interface NewToken {
  id: number;
  name: string;
  /** The secret, shown only in this answer. */
  token: string;
  createdAt: string;
}

export interface Me {
  id: number;
  username: string;
  kind: 'person' | 'bot';
  botName: string | null;
  roles: string[];
}

/** The step API's answer: a position and one page of its legal moves. */
export interface ServerPosition {
  game: string;
  instance: string;
  moveCount: number;
  score: number;
  terminal: boolean;
  position: unknown;
  details: Record<string, unknown>;
  legalMoveCount: number;
  offset: number;
  limit: number;
  legalMoves: string[];
  /** What each move adds to the score at once; null where the game has no points per move. */
  legalMovePoints: number[] | null;
  /** Blocks each SameGame move removes; null for other games. */
  legalMoveGroupSizes: number[] | null;
}

export type BatchLine = { status: 200; position: ServerPosition } | { status: 422; problem: Problem };

export type ServerVerdict =
  | {
      valid: true;
      game: string;
      instance: string;
      score: number;
      moves: number;
      terminal: boolean;
      details: Record<string, unknown>;
    }
  | { valid: false; game: string; instance: string; moveIndex: number; move: string; reason: string };

export interface Submitted {
  id: number;
  game: string;
  instance: string;
  score: number;
  moves: number;
  rank: number;
  receivedAt: string;
  verifierVersion: string;
  copyOf?: unknown;
}

export interface LeaderboardEntry {
  rank: number;
  participant: { kind: 'person' | 'bot'; name: string; account: string };
  score: number;
  moves: number;
  submissionId: number;
  receivedAt: string;
  submission: string;
  botRun?: string;
  copyOf?: unknown;
  percentOfRecord?: number;
}

export interface Leaderboard {
  game: string;
  instance: string;
  scoring: string;
  participants: number;
  offset: number;
  entries: LeaderboardEntry[];
  [member: string]: unknown;
}

/** Seconds to wait from a Retry-After value (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now?: number): number | null;

/** A random (version 4) UUID, as `submit` makes for each submission's Idempotency-Key. */
export function newIdempotencyKey(): Promise<string>;

/**
 * The Puzzle Arena API. 429, and 503 with Retry-After, are retried after the server's Retry-After;
 * a submission carries one Idempotency-Key over all its retries, so it is stored once.
 */
export class Client {
  constructor(baseUrl: string, options?: ClientOptions);
  readonly baseUrl: string;
  token: string | null;
  maxRetries: number;
  maxWaitSeconds: number;
  timeoutMs: number;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  register(username: string, password: string): Promise<{ id: number; username: string }>;
  /** A new token in one call with the account's credentials (`POST /api/tokens`). */
  createToken(name: string, username: string, password: string): Promise<NewToken>;
  /**
   * Uses the account's token called `name`: the one kept in the token file (Node.js:
   * $PUZZLEARENA_TOKENS or ~/.config/puzzlearena/tokens.json) when it still works, else a new one,
   * kept. `store: null` keeps nothing (as in a browser). Resolves to the token.
   */
  useToken(username: string, password: string, name?: string, options?: { store?: string | null }): Promise<string>;
  /** Who this client is, or null for nobody. */
  me(): Promise<Me | null>;
  games(): Promise<unknown[]>;
  instances(game: string): Promise<unknown[]>;
  position(game: string, instance: string, moves?: readonly string[], page?: Page): Promise<ServerPosition>;
  positions(game: string, instance: string, lines: readonly (readonly string[])[], page?: Page): Promise<BatchLine[]>;
  verify(
    game: string,
    instance: string,
    moves: readonly string[] | { moves: readonly string[] } | { solution: string },
  ): Promise<ServerVerdict>;
  submit(
    game: string,
    instance: string,
    moves: readonly string[],
    options?: { idempotencyKey?: string },
  ): Promise<Submitted>;
  leaderboard(game: string, instance: string, page?: Page): Promise<Leaderboard>;
}
