// The API client against a tiny local server that answers as told: retries after Retry-After, one
// Idempotency-Key over a submission's retries, clear errors, and the token file. The real server:
// api.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, Client, newIdempotencyKey, retryAfterSeconds } from '../client.js';

/**
 * A server that answers the i-th request with answers[i] ({status, headers, body} or 'drop' to
 * close the connection unanswered) and records every request. Closed at the test's end.
 */
async function serve(t, answers) {
  const requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: body && JSON.parse(body) });
      const a = answers[Math.min(requests.length, answers.length) - 1];
      if (a === 'drop') {
        req.socket.destroy();
        return;
      }
      const text = a.body === undefined ? '' : JSON.stringify(a.body);
      res.writeHead(a.status, { 'Content-Type': 'application/json', ...a.headers });
      res.end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const waits = [];
  const client = new Client(`http://127.0.0.1:${server.address().port}/`, {
    token: 'pa_test',
    sleep: async (ms) => waits.push(ms),
  });
  return { client, requests, waits };
}

const created = { status: 201, body: { id: 7, score: 12, rank: 1 } };
const tooMany = (after) => ({
  status: 429,
  headers: after === undefined ? {} : { 'Retry-After': String(after) },
  body: { title: 'Too many requests', status: 429, detail: 'over the replay limit' },
});

test('a 429 is retried after its Retry-After, with the same Idempotency-Key on every attempt', async (t) => {
  const { client, requests, waits } = await serve(t, [tooMany(2), tooMany(1), created]);
  const result = await client.submit('samegame', 'standard/1', ['5,1', '6,6']);
  assert.deepEqual(result, created.body);
  assert.deepEqual(waits, [2000, 1000], 'waited what the server said, in order');
  assert.equal(requests.length, 3);
  const keys = requests.map((r) => r.headers['idempotency-key']);
  assert.match(keys[0], /^[0-9a-f-]{36}$/);
  assert.deepEqual(keys, [keys[0], keys[0], keys[0]], 'one key over the retries: the server stores it once');
  for (const r of requests) {
    assert.equal(r.method, 'POST');
    assert.equal(r.url, '/api/submissions');
    assert.equal(r.headers.authorization, 'Bearer pa_test');
    assert.deepEqual(r.body, { game: 'samegame', instance: 'standard/1', moves: ['5,1', '6,6'] });
  }
});

test('each submission gets a fresh key unless one is given', async (t) => {
  const { client, requests } = await serve(t, [created]);
  await client.submit('samegame', 'standard/1', ['5,1']);
  await client.submit('samegame', 'standard/1', ['5,1']);
  await client.submit('samegame', 'standard/1', ['5,1'], { idempotencyKey: 'run-42' });
  const keys = requests.map((r) => r.headers['idempotency-key']);
  assert.notEqual(keys[0], keys[1]);
  assert.equal(keys[2], 'run-42');
});

test('a 429 that keeps coming ends, after maxRetries, in an ApiError saying so', async (t) => {
  const { client, requests, waits } = await serve(t, [tooMany(1)]);
  client.maxRetries = 3;
  await assert.rejects(
    client.leaderboard('samegame', 'standard/1'),
    (e) =>
      e instanceof ApiError &&
      e.status === 429 &&
      e.problem.detail === 'over the replay limit' &&
      e.headers['retry-after'] === '1' &&
      /gave up after 3 retries/.test(e.message),
  );
  assert.equal(requests.length, 4);
  assert.deepEqual(waits, [1000, 1000, 1000]);
});

test('a wait longer than maxWaitSeconds is an error at once, not a hang', async (t) => {
  const { client, requests, waits } = await serve(t, [tooMany(3600)]);
  await assert.rejects(client.games(), /wait 3600 s, more than maxWaitSeconds \(60\)/);
  assert.equal(requests.length, 1);
  assert.deepEqual(waits, []);
});

test('a 503 with Retry-After is retried; one without is an error at once', async (t) => {
  const busy = { status: 503, headers: { 'Retry-After': '5' }, body: { title: 'Busy', detail: 'queue full' } };
  const { client, waits } = await serve(t, [busy, created]);
  assert.deepEqual(await client.submit('samegame', 'standard/1', ['5,1']), created.body);
  assert.deepEqual(waits, [5000]);

  const down = await serve(t, [{ status: 503, body: { title: 'Down' } }, created]);
  await assert.rejects(down.client.games(), (e) => e instanceof ApiError && e.status === 503);
  assert.equal(down.requests.length, 1);
});

test('a dropped connection is retried for a submission (same key) but not for a token', async (t) => {
  const { client, requests } = await serve(t, ['drop', created]);
  assert.deepEqual(await client.submit('samegame', 'standard/1', ['5,1']), created.body);
  assert.equal(requests.length, 2);
  assert.equal(requests[0].headers['idempotency-key'], requests[1].headers['idempotency-key']);

  const once = await serve(t, ['drop', { status: 201, body: { token: 'pa_x' } }]);
  await assert.rejects(once.client.createToken('bot', 'alice', 'pw'), /POST \/api\/tokens: no answer from/);
  assert.equal(once.requests.length, 1, 'creating a token twice would make two tokens');
});

test('a refusal is an ApiError with the problem document: field, move and reason', async (t) => {
  const problem = { title: 'Illegal move', status: 422, field: 'moves[1]', moveIndex: 1, move: '99,99', reason: 'off' };
  const { client, waits } = await serve(t, [{ status: 422, body: problem }]);
  await assert.rejects(
    client.submit('samegame', 'standard/1', ['5,1', '99,99']),
    (e) =>
      e instanceof ApiError &&
      e.status === 422 &&
      e.field === 'moves[1]' &&
      e.problem.reason === 'off' &&
      e.problem.moveIndex === 1 &&
      e.message === '422 Illegal move:  (moves[1])',
  );
  assert.deepEqual(waits, [], 'a refusal is not retried');
});

test('paths keep the instance id slashes, queries skip what is not given', async (t) => {
  const { client, requests } = await serve(t, [{ status: 200, body: { entries: [] } }]);
  await client.leaderboard('samegame', 'standard/1', { offset: 10, limit: 5 });
  await client.leaderboard('samegame', 'js-games/3');
  await client.position('samegame', 'standard/1', ['5,1'], { limit: 3 });
  await client.positions('samegame', 'standard/1', [['5,1'], []]);
  assert.deepEqual(
    requests.map((r) => r.url),
    [
      '/api/leaderboards/samegame/standard/1?offset=10&limit=5',
      '/api/leaderboards/samegame/js-games/3',
      '/api/games/samegame/instances/standard/1/positions?limit=3',
      '/api/games/samegame/instances/standard/1/positions/batch',
    ],
  );
  assert.deepEqual(requests[3].body, { lines: [['5,1'], []] });
});

test('Retry-After is read as seconds or as an HTTP date', () => {
  assert.equal(retryAfterSeconds('7'), 7);
  assert.equal(retryAfterSeconds(null), null);
  assert.equal(retryAfterSeconds('soon'), null);
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now), 30);
  assert.equal(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now), 0);
});

test('useToken keeps the new token in a private file and reuses it while the server accepts it', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'tokens-'));
  const store = join(dir, 'sub', 'tokens.json');
  const bot = { status: 200, body: { kind: 'bot', botName: 'mc', username: 'alice' } };
  const { client, requests } = await serve(t, [
    { status: 201, body: { token: 'pa_first' } }, // no file yet: made
    bot, // the kept token still works: reused
    { status: 401, body: { title: 'Unauthorized' } }, // revoked: a new one is made
    { status: 201, body: { token: 'pa_second' } },
  ]);
  client.token = null;
  assert.equal(await client.useToken('alice', 'pw', 'mc', { store }), 'pa_first');
  assert.deepEqual(requests[0].body, { username: 'alice', password: 'pw', name: 'mc' });
  assert.equal((await stat(store)).mode & 0o777, 0o600);
  assert.deepEqual(JSON.parse(await readFile(store, 'utf8')), { [`${client.baseUrl} alice mc`]: 'pa_first' });

  await writeFile(store, JSON.stringify({ other: 'kept', [`${client.baseUrl} alice mc`]: 'pa_first' }));
  assert.equal(await client.useToken('alice', 'pw', 'mc', { store }), 'pa_first');
  assert.equal(requests[1].url, '/api/session');
  assert.equal(requests[1].headers.authorization, 'Bearer pa_first');

  assert.equal(await client.useToken('alice', 'pw', 'mc', { store }), 'pa_second');
  assert.equal(client.token, 'pa_second');
  assert.deepEqual(JSON.parse(await readFile(store, 'utf8')), {
    other: 'kept',
    [`${client.baseUrl} alice mc`]: 'pa_second',
  });
  assert.equal((await stat(store)).mode & 0o777, 0o600);
  assert.equal(requests.length, 4);
});

test('an Idempotency-Key is a version 4 UUID, also where crypto.randomUUID is missing (a page on plain http)', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  assert.match(await newIdempotencyKey(), uuid);
  const real = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  const webCrypto = globalThis.crypto;
  Object.defineProperty(globalThis, 'crypto', {
    configurable: true,
    value: { getRandomValues: (a) => webCrypto.getRandomValues(a) }, // no randomUUID
  });
  try {
    const keys = [await newIdempotencyKey(), await newIdempotencyKey()];
    assert.match(keys[0], uuid);
    assert.notEqual(keys[0], keys[1]);
  } finally {
    Object.defineProperty(globalThis, 'crypto', real);
  }
});
