// The API client against a real server (PUZZLE_ARENA_URL, set by the Maven build's JUnit runner):
// a kept token reused, idempotent submissions, refusals as ApiError, verify, the step API and the
// leaderboard. Without the variable these tests fail: they are never skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, Client, newState } from '../index.js';

const base = process.env.PUZZLE_ARENA_URL;
const password = 'correct horse';

async function newAccount() {
  assert.ok(base, 'PUZZLE_ARENA_URL names the server to play against');
  const username = `jsapi-${Math.random().toString(16).slice(2, 10)}`;
  await new Client(base).register(username, password);
  return username;
}

test('useToken makes a token once, keeps it, and reuses it while it works', async () => {
  const username = await newAccount();
  const store = join(await mkdtemp(join(tmpdir(), 'tokens-')), 'tokens.json');
  const first = await new Client(base).useToken(username, password, 'js-client', { store });
  assert.match(first, /^pa_/);
  const again = new Client(base);
  assert.equal(await again.useToken(username, password, 'js-client', { store }), first, 'the kept token');
  const me = await again.me();
  assert.equal(me.kind, 'bot');
  assert.equal(me.botName, 'js-client');
  assert.equal(me.username, username);
  const other = await new Client(base).useToken(username, password, 'js-other', { store });
  assert.notEqual(other, first, 'another name is another token');

  // A kept token the server no longer knows (revoked, or another server's) is replaced.
  const key = `${base} ${username} js-client`;
  const kept = JSON.parse(await readFile(store, 'utf8'));
  await writeFile(store, JSON.stringify({ ...kept, [key]: 'pa_revoked' }));
  const fresh = await new Client(base).useToken(username, password, 'js-client', { store });
  assert.notEqual(fresh, 'pa_revoked');
  assert.notEqual(fresh, first);
  assert.equal(JSON.parse(await readFile(store, 'utf8'))[key], fresh);
  await assert.rejects(
    new Client(base).useToken(username, 'wrong', 'js-third', { store: null }),
    (e) => e instanceof ApiError && e.status === 401,
  );
});

test('a submission sent again with its key is stored once; a key reused for other moves is refused', async () => {
  const client = new Client(base);
  await client.useToken(await newAccount(), password, 'js-client', { store: null });
  const state = newState('samegame', 'standard/1');
  state.randomPlayout(3);
  const key = `js-test-${Math.random()}`;
  const first = await client.submit('samegame', 'standard/1', state.moves(), { idempotencyKey: key });
  const again = await client.submit('samegame', 'standard/1', state.moves(), { idempotencyKey: key });
  assert.equal(again.id, first.id, 'the retry finds the stored submission');
  assert.equal(first.score, state.score());
  await assert.rejects(
    client.submit('samegame', 'standard/1', state.moves().slice(0, 3), { idempotencyKey: key }),
    (e) => e instanceof ApiError && e.status === 409 && e.field === 'Idempotency-Key',
  );
  const board = await client.leaderboard('samegame', 'standard/1', { offset: first.rank - 1, limit: 1 });
  assert.equal(board.entries[0].submissionId, first.id);
});

test('an illegal line is an ApiError naming the move; verify and the step API agree with the local rules', async () => {
  const client = new Client(base);
  await client.useToken(await newAccount(), password, 'js-client', { store: null });
  await assert.rejects(client.submit('samegame', 'standard/1', ['5,1', '99,99']), (e) => {
    assert.ok(e instanceof ApiError);
    assert.equal(e.status, 422);
    assert.equal(e.problem.title, 'Invalid solution');
    assert.equal(e.field, 'solution'); // the submission's line, as a whole
    assert.equal(e.problem.moveIndex, 1);
    assert.equal(e.problem.move, '99,99');
    assert.match(e.problem.reason, /outside the 15x15 board/);
    return true;
  });

  const state = newState('samegame', 'standard/1').play('5,1').play('6,6');
  const verdict = await client.verify('samegame', 'standard/1', state.moves());
  assert.deepEqual([verdict.valid, verdict.valid && verdict.score], [true, state.score()]);
  const position = await client.position('samegame', 'standard/1', state.moves());
  assert.deepEqual(position.legalMoves, state.legalMoves());
  assert.equal(position.score, state.score());
  assert.equal(position.legalMovePoints.length, position.legalMoves.length);
  const [ok, bad] = await client.positions('samegame', 'standard/1', [state.moves(), ['5,1', '99,99']], { limit: 2 });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.status === 200 && ok.position.legalMoves, state.legalMoves().slice(0, 2));
  assert.equal(bad.status, 422);
  assert.equal(bad.status === 422 && bad.problem.field, 'lines[1][1]');
});
