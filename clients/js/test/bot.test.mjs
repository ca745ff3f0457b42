// The README's random bot against a real server (PUZZLE_ARENA_URL, set by the Maven build's JUnit
// runner). Without the variable this test fails: it is never skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { play } from '../examples/random-bot.mjs';

const base = process.env.PUZZLE_ARENA_URL;
// The bot keeps its token in the default token file: here a fresh one, not the user's own.
process.env.PUZZLEARENA_TOKENS = join(await mkdtemp(join(tmpdir(), 'tokens-')), 'tokens.json');

test('the random bot plays SameGame standard/1 to the end and its score verifies and ranks', async () => {
  assert.ok(base, 'PUZZLE_ARENA_URL names the server to play against');
  const username = `jsbot-${Math.random().toString(16).slice(2, 10)}`;
  const r = await fetch(`${base}/api/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse' }),
  });
  assert.equal(r.status, 201);
  const { state, result } = await play(base, username, 'correct horse', 11);
  assert.equal(state.isTerminal(), true);
  assert.deepEqual(state.legalMoves(), []);
  assert.equal(result.score, state.score(), 'the server scores what the local rules scored');
  const verified = await (
    await fetch(`${base}/api/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'samegame', instance: 'standard/1', moves: state.moves() }),
    })
  ).json();
  assert.equal(verified.valid, true);
  assert.equal(verified.terminal, true);
  assert.equal(verified.score, result.score);
  const board = await (
    await fetch(`${base}/api/leaderboards/samegame/standard/1?offset=${result.rank - 1}&limit=1`)
  ).json();
  assert.equal(board.entries[0].submissionId, result.id);
  assert.equal(board.entries[0].participant.name, 'js-random-bot');
});
