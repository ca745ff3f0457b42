// A small client for the Puzzle Arena HTTP API (the OpenAPI document is at /q/openapi), for Node.js
// 18+ and browsers, with nothing but fetch: tokens, submissions, verification, leaderboards and the
// step API. It behaves as the Python client (clients/python/puzzlearena/client.py) does. Types and
// documentation: client.d.ts.

/** An answer other than 2xx: `status` and the server's problem document (`problem`, `field`). */
export class ApiError extends Error {
  constructor(status, problem, headers = {}, note = '') {
    const p = problem !== null && typeof problem === 'object' ? problem : { detail: String(problem ?? '') };
    const where = p.field ? ` (${p.field})` : '';
    super(`${status} ${p.title ?? ''}: ${p.detail ?? ''}${where}${note}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = p;
    this.field = p.field;
    this.headers = headers;
  }
}

// Instance ids contain slashes (standard/1): they stay path separators, as the server expects.
function pathOf(id) {
  return id.split('/').map(encodeURIComponent).join('/');
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), or null when there is none. */
export function retryAfterSeconds(value, now = Date.now()) {
  if (value == null || value.trim() === '') {
    return null;
  }
  if (/^\d+(\.\d+)?$/.test(value.trim())) {
    return Number(value);
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, (at - now) / 1000);
}

const inNode = typeof process !== 'undefined' && process.versions?.node !== undefined;

/** A random (version 4) UUID: one Idempotency-Key. */
export async function newIdempotencyKey() {
  // Node 18 has no global Web Crypto; a browser page on plain http has getRandomValues, not randomUUID.
  const crypto = globalThis.crypto ?? (inNode ? (await import('node:crypto')).webcrypto : undefined);
  if (crypto.randomUUID) {
    return crypto.randomUUID();
  }
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40; // version 4
  b[8] = (b[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function message(e) {
  return e?.cause?.message ?? e?.message ?? String(e);
}

/**
 * The API as JavaScript calls. `token` (an API token) authenticates a bot. A 429, or a 503 that
 * says when to come back, is retried after the server's Retry-After, at most `maxRetries` times
 * and never for a wait over `maxWaitSeconds`; a request that is safe to repeat (a read, a
 * submission with its Idempotency-Key, a verification) is also retried when the connection fails.
 * A retried submission sends the same key, so the server stores it once.
 */
export class Client {
  constructor(baseUrl, options = {}) {
    this.baseUrl = String(baseUrl).replace(/\/+$/, '');
    this.token = options.token ?? null;
    this.maxRetries = options.maxRetries ?? 5;
    this.maxWaitSeconds = options.maxWaitSeconds ?? 60;
    this.timeoutMs = options.timeoutMs ?? 30000;
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * One API call: the decoded JSON answer (null for an empty one), or a thrown ApiError.
   * `repeatable` says the request may be sent again after a failed connection.
   */
  async request(method, path, { body, query, headers, repeatable = method === 'GET' } = {}) {
    let url = this.baseUrl + path;
    const params = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
    if (params.length > 0) {
      url += '?' + new URLSearchParams(params.map(([k, v]) => [k, String(v)]));
    }
    const all = { Accept: 'application/json' };
    if (body !== undefined) {
      all['Content-Type'] = 'application/json';
    }
    if (this.token) {
      all.Authorization = `Bearer ${this.token}`;
    }
    Object.assign(all, headers);
    const init = { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) };
    for (let retries = 0; ; retries++) {
      let answer;
      try {
        answer = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (e) {
        if (!repeatable || retries >= this.maxRetries) {
          throw new Error(`${method} ${path}: no answer from ${this.baseUrl} (${message(e)})`, { cause: e });
        }
        await this.sleep(1000 * 2 ** Math.min(retries, 4)); // the connection failed: back off, then again
        continue;
      }
      const text = await answer.text();
      if (answer.ok) {
        return text === '' ? null : JSON.parse(text);
      }
      let problem;
      try {
        problem = text === '' ? {} : JSON.parse(text);
      } catch {
        problem = { detail: text };
      }
      const wait = retryAfterSeconds(answer.headers.get('Retry-After'));
      const headersOf = Object.fromEntries(answer.headers.entries());
      // 429 is over a rate limit; 503 with Retry-After is a busy or stopping server: both say when.
      const comeBack = answer.status === 429 || (answer.status === 503 && wait !== null);
      if (!comeBack) {
        throw new ApiError(answer.status, problem, headersOf);
      }
      if (retries >= this.maxRetries) {
        throw new ApiError(answer.status, problem, headersOf, `; gave up after ${retries} retries`);
      }
      if ((wait ?? 1) > this.maxWaitSeconds) {
        throw new ApiError(
          answer.status,
          problem,
          headersOf,
          `; the server asks to wait ${wait} s, more than maxWaitSeconds (${this.maxWaitSeconds})`,
        );
      }
      await this.sleep(Math.ceil((wait ?? 1) * 1000));
    }
  }

  // -- accounts and tokens ---------------------------------------------------------------------

  /** Creates an account (201 answer); the server limits sign-ups per address. */
  register(username, password) {
    return this.request('POST', '/api/accounts', { body: { username, password } });
  }

  /** A new API token in one call with the account's credentials; its `token` is shown only once. */
  createToken(name, username, password) {
    return this.request('POST', '/api/tokens', { body: { username, password, name } });
  }

  /** Who this client is ({kind:'bot', botName, ...} for a token), or null for nobody (204). */
  me() {
    return this.request('GET', '/api/session');
  }

  /**
   * Authenticates every later call with the account's token called `name`: in Node.js, the one
   * kept in the token file (token-store.js) from an earlier run when it still works, else a new
   * one, made with the credentials and kept. `store`: the file's path, or null to keep nothing (a
   * new token on every call, as in a browser, which has no file).
   */
  async useToken(username, password, name = 'bot', { store } = {}) {
    const tokens = inNode && store !== null ? await import('./token-store.js') : null;
    const path = tokens === null ? null : (store ?? tokens.defaultPath());
    if (path !== null) {
      const kept = await tokens.load(path, this.baseUrl, username, name);
      if (kept !== null && (await this.#works(kept, name))) {
        this.token = kept;
        return kept;
      }
    }
    this.token = (await this.createToken(name, username, password)).token;
    if (path !== null) {
      await tokens.save(path, this.baseUrl, username, name, this.token);
    }
    return this.token;
  }

  // A revoked or unknown token is 401; any other failure is a real problem and is thrown.
  async #works(token, name) {
    const saved = this.token;
    this.token = token;
    try {
      const me = await this.me();
      return me?.kind === 'bot' && me.botName === name;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        return false;
      }
      throw e;
    } finally {
      this.token = saved;
    }
  }

  // -- catalogue, step API, verification -------------------------------------------------------

  games() {
    return this.request('GET', '/api/games');
  }

  instances(game) {
    return this.request('GET', `/api/games/${pathOf(game)}/instances`);
  }

  /** The step API: the position after `moves`, its score, terminal, and a page of legal moves with their points. */
  position(game, instance, moves = [], { offset, limit } = {}) {
    return this.request('POST', `/api/games/${pathOf(game)}/instances/${pathOf(instance)}/positions`, {
      body: { moves: [...moves] },
      query: { offset, limit },
      repeatable: true, // stores nothing
    });
  }

  /** The step API's batch form: one entry per line, {status:200, position} or {status:422, problem}. */
  async positions(game, instance, lines, { offset, limit } = {}) {
    const answer = await this.request(
      'POST',
      `/api/games/${pathOf(game)}/instances/${pathOf(instance)}/positions/batch`,
      { body: { lines: lines.map((l) => [...l]) }, query: { offset, limit }, repeatable: true },
    );
    return answer.lines;
  }

  /** The server's verdict on `moves` (or on a solution file's text, `{solution}`); stores nothing. */
  verify(game, instance, moves) {
    const body = Array.isArray(moves) ? { game, instance, moves: [...moves] } : { game, instance, ...moves };
    return this.request('POST', '/api/verify', { body, repeatable: true });
  }

  // -- results ---------------------------------------------------------------------------------

  /**
   * Submits moves under this client's token. The Idempotency-Key (a fresh one unless given) is
   * sent on every retry, so the server stores the submission once and answers retries with it.
   */
  async submit(game, instance, moves, { idempotencyKey } = {}) {
    const key = idempotencyKey ?? (await newIdempotencyKey());
    return this.request('POST', '/api/submissions', {
      body: { game, instance, moves: [...moves] },
      headers: { 'Idempotency-Key': key },
      repeatable: true,
    });
  }

  /** A page of an instance's leaderboard: {entries:[{rank, score, participant, submissionId, ...}], ...}. */
  leaderboard(game, instance, { offset, limit } = {}) {
    return this.request('GET', `/api/leaderboards/${pathOf(game)}/${pathOf(instance)}`, {
      query: { offset, limit },
    });
  }
}
