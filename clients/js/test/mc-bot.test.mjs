// The README's Monte-Carlo bot against a real server (PUZZLE_ARENA_URL, set by the Maven build's
// JUnit runner): its line verifies with the score it found locally and ranks. Never skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, newState, verify } from '../index.js';
import { play } from '../examples/mc-bot.mjs';

const base = process.env.PUZZLE_ARENA_URL;
process.env.PUZZLEARENA_TOKENS = join(await mkdtemp(join(tmpdir(), 'tokens-')), 'tokens.json');

test('the Monte-Carlo bot finds a SameGame standard/1 line better than random, and it verifies and ranks', async () => {
  assert.ok(base, 'PUZZLE_ARENA_URL names the server to play against');
  const client = new Client(base);
  const username = `jsmc-${Math.random().toString(16).slice(2, 10)}`;
  await client.register(username, 'correct horse');

  const started = Date.now();
  const { found, result } = await play(base, username, 'correct horse', 1);
  console.log(`mc-bot: score ${found.score}, ${found.playouts} playouts, ${Date.now() - started} ms`);

  const local = verify('samegame', 'standard/1', found.moves);
  assert.deepEqual(local, { valid: true, score: found.score, moves: found.moves.length, terminal: true });
  const random = [...Array(20).keys()].map((seed) => newState('samegame', 'standard/1').randomPlayout(seed));
  assert.ok(found.score > Math.max(...random), `${found.score} beats the best of 20 random games (${random})`);

  assert.equal(result.score, found.score, 'the server scores what the local rules scored');
  const verified = await client.verify('samegame', 'standard/1', found.moves);
  assert.equal(verified.valid, true);
  assert.equal(verified.valid && verified.score, found.score);
  const board = await client.leaderboard('samegame', 'standard/1', { offset: result.rank - 1, limit: 1 });
  assert.equal(board.entries[0].submissionId, result.id);
  assert.equal(board.entries[0].score, found.score);
  assert.equal(board.entries[0].participant.name, 'js-mc-bot');
  assert.equal(board.entries[0].participant.account, username);
});

test('the README shows the Monte-Carlo search exactly as examples/mc-bot.mjs has it', async () => {
  const example = await readFile(new URL('../examples/mc-bot.mjs', import.meta.url), 'utf8');
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const searchFunction = example.match(/^export function search[^]*?^}$/m);
  assert.ok(searchFunction, 'examples/mc-bot.mjs has its search function');
  assert.ok(readme.includes(searchFunction[0]), 'README.md shows it unchanged');
});
