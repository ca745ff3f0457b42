// Parity with the server: two thousand seeded random games per instance of every game, played through
// this package (a JavaScript loop over legalMoves/play, and randomPlayout inside the engine), some
// with an illegal move slipped in, replayed by the server's step API (PUZZLE_ARENA_URL, set by the
// Maven build's JUnit runner): every score and every refusal must be the server's own. Never skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, IllegalMoveError, games, newState } from '../index.js';

const base = process.env.PUZZLE_ARENA_URL;
const GAMES_PER_INSTANCE = 2000; // half played by a JavaScript loop, half by randomPlayout

// Every game at an instance with room to play, as the Python package's parity test.
const INSTANCES = [
  ['morpion-5t', 'cross'],
  ['morpion-5d', 'cross'],
  ['samegame', 'standard/1'],
  ['samegame', 'standard/13'],
  ['samegame-jsgames', 'random/12/8x8x4'],
  ['sudoku16', 'generated/3'],
  ['leftmove', 'depth/20'],
  ['leftmost', 'depth/20'],
  ['tic-tac-toe', 'start'],
  ['connect-four', 'start'],
  ['connect-four', 'start/4455'],
];

/** A small seeded generator (xorshift32), so a seed is one game. */
function generator(seed) {
  let x = (seed * 2654435761 + 1) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** A move text that is often illegal here: garbage, a move already played, a legal move's neighbour. */
function mischief(random, state) {
  const kind = random(3);
  if (kind === 0) return 'zz';
  if (kind === 1 && state.moves().length > 0) return state.moves()[random(state.moves().length)];
  const legal = state.legalMoves();
  return (legal.length > 0 ? legal[random(legal.length)] : '1') + '9';
}

/** Tries a move; the refusal as [moves sent, expected answer], or null when it was legal. */
function attempt(state, text) {
  try {
    state.play(text);
    return null;
  } catch (e) {
    assert.ok(e instanceof IllegalMoveError, String(e));
    return [
      [...state.moves(), text],
      ['illegal', state.moves().length, e.reason],
    ];
  }
}

/** A seeded game: [moves sent, expected] where expected is ['valid', score, terminal] or ['illegal', index, reason]. */
function localLine(game, instance, seed) {
  const random = generator(seed);
  const state = newState(game, instance);
  if (seed % 2 === 1) {
    state.randomPlayout(seed);
    if (random(10) === 0) {
      const refused = attempt(state, mischief(random, state)); // a move after the end
      if (refused) return refused;
    }
    return [state.moves(), ['valid', state.score(), state.isTerminal()]];
  }
  while (!state.isTerminal()) {
    if (random(40) === 0) {
      const refused = attempt(state, mischief(random, state));
      if (refused) return refused;
      continue;
    }
    const legal = state.legalMoves();
    state.play(legal[random(legal.length)]);
  }
  return [state.moves(), ['valid', state.score(), state.isTerminal()]];
}

/** Lines in batches the step API takes: at most 100 lines and 20,000 moves. */
function* batches(lines) {
  let batch = [];
  let moves = 0;
  for (const line of lines) {
    if (batch.length > 0 && (batch.length === 100 || moves + line[0].length > 20000)) {
      yield batch;
      batch = [];
      moves = 0;
    }
    batch.push(line);
    moves += line[0].length;
  }
  if (batch.length > 0) yield batch;
}

test('the instances cover every game', () => {
  assert.deepEqual(new Set(INSTANCES.map(([game]) => game)), new Set(games().map((g) => g.id)));
});

test('thousands of random games per game score and fail as the server says', async () => {
  assert.ok(base, 'PUZZLE_ARENA_URL names the server to compare with');
  const client = new Client(base);
  for (const [game, instance] of INSTANCES) {
    const lines = [];
    for (let seed = 0; seed < GAMES_PER_INSTANCE; seed++) lines.push(localLine(game, instance, seed));
    const illegal = lines.filter(([, expected]) => expected[0] === 'illegal').length;
    assert.ok(illegal > 10, `${game} ${instance}: some lines carry an illegal move (${illegal})`);
    for (const batch of batches(lines)) {
      const answers = await client.positions(
        game,
        instance,
        batch.map(([moves]) => moves),
        { limit: 1 },
      );
      batch.forEach(([moves, expected], i) => {
        const answer = answers[i];
        const where = `${game} ${instance} ${JSON.stringify(moves)}`;
        if (expected[0] === 'valid') {
          assert.equal(answer.status, 200, where);
          assert.deepEqual([answer.position.score, answer.position.terminal], expected.slice(1), where);
        } else {
          assert.equal(answer.status, 422, where);
          assert.deepEqual([answer.problem.moveIndex, answer.problem.reason], expected.slice(1), where);
        }
      });
    }
  }
});
