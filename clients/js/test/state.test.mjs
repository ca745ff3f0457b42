import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IllegalMoveError, State, analyse, newState, verify } from '../index.js';

test('a new SameGame state: legal moves, score, terminal, player to move', () => {
  const s = newState('samegame', 'standard/1');
  assert.equal(s.game, 'samegame');
  assert.equal(s.instance, 'standard/1');
  assert.deepEqual(s.legalMoves(), legalOf([]));
  assert.equal(s.legalMoves().length, 44);
  assert.equal(s.score(), 0);
  assert.equal(s.isTerminal(), false);
  assert.equal(s.toMove(), 0);
  assert.deepEqual(s.moves(), []);
});

test('play agrees with the verifier move by move, in canonical texts', () => {
  const s = newState('samegame', 'standard/1');
  assert.equal(s.play('5,1'), s, 'play returns the state');
  s.play('6,6');
  assert.deepEqual(s.moves(), ['5,1', '6,6']);
  assert.equal(s.score(), verify('samegame', 'standard/1', ['5,1', '6,6']).score);
  assert.deepEqual(s.legalMoves(), legalOf(['5,1', '6,6']));
});

test('an illegal move throws an IllegalMoveError naming why and changes nothing', () => {
  const s = newState('samegame', 'standard/1').play('5,1');
  const before = { legal: s.legalMoves(), score: s.score(), moves: s.moves() };
  assert.throws(
    () => s.play('99,99'),
    (e) => e instanceof IllegalMoveError && e.move === '99,99' && /outside the 15x15 board/.test(e.reason),
  );
  assert.throws(() => s.play('5,1'), IllegalMoveError, 'a cell already removed or alone');
  assert.throws(() => s.play(7), TypeError);
  assert.deepEqual({ legal: s.legalMoves(), score: s.score(), moves: s.moves() }, before);
});

test('an unknown game or instance is refused with the rules reason; a State comes only from the rules', () => {
  assert.throws(() => newState('nope', 'x'), /unknown game nope/);
  assert.throws(() => newState('samegame', 'standard/99'), /SameGame instance/);
  assert.throws(() => new State(), TypeError);
});

test('undo takes back the last move, down to the initial position', () => {
  const s = newState('morpion-5d', 'cross');
  const start = s.legalMoves();
  const first = start[0];
  s.play(first);
  const afterFirst = { legal: s.legalMoves(), score: s.score() };
  s.play(s.legalMoves()[0]);
  assert.equal(s.undo(), s);
  assert.deepEqual({ legal: s.legalMoves(), score: s.score() }, afterFirst);
  assert.deepEqual(s.moves(), [first]);
  s.undo();
  assert.deepEqual(s.legalMoves(), start);
  assert.equal(s.score(), 0);
  assert.throws(() => s.undo(), /no move to undo/);
});

test('a clone is independent of its original', () => {
  const s = newState('samegame', 'standard/1').play('5,1');
  const c = s.clone();
  assert.deepEqual(c.moves(), ['5,1']);
  c.play('6,6');
  c.randomPlayout(3);
  assert.equal(c.isTerminal(), true);
  assert.deepEqual(s.moves(), ['5,1']);
  assert.equal(s.isTerminal(), false);
  s.play(s.legalMoves().at(-1));
  assert.equal(c.moves()[1], '6,6');
});

test('a two-player game says whose move it is', () => {
  const s = newState('tic-tac-toe', 'start');
  assert.equal(s.toMove(), 0);
  s.play(s.legalMoves()[0]);
  assert.equal(s.toMove(), 1);
  s.undo();
  assert.equal(s.toMove(), 0);
});

// The final scores of the Java engine's own playout loop (State.randomMove with SplitMix64 of the
// seed, from the initial position) on the JVM: the TeaVM build must draw the same moves.
const jvmPlayouts = [
  ['samegame', 'standard/1', 1, 177, 64],
  ['samegame', 'standard/1', 42, 190, 64],
  ['samegame', 'standard/1', Number.MAX_SAFE_INTEGER, 224, 62],
  ['morpion-5d', 'cross', 42, 21, 21],
  ['morpion-5d', 'cross', -5, 55, 55],
  ['connect-four', 'start', 1, -1, 18],
];

test('a seeded random playout is the Java engine playout, and its moves verify to its score', () => {
  for (const [game, instance, seed, score, moves] of jvmPlayouts) {
    const s = newState(game, instance);
    assert.equal(s.randomPlayout(seed), score, `${game} seed ${seed}`);
    assert.equal(s.isTerminal(), true);
    assert.equal(s.score(), score);
    assert.equal(s.moves().length, moves);
    assert.equal(newState(game, instance).randomPlayout(seed), score, 'the same seed, the same playout');
    const replayed = newState(game, instance);
    for (const m of s.moves()) {
      replayed.play(m);
    }
    assert.equal(replayed.score(), score);
    assert.equal(replayed.isTerminal(), true);
    assert.deepEqual(verify(game, instance, s.moves()), { valid: true, score, moves, terminal: true });
  }
  assert.throws(() => newState('samegame', 'standard/1').randomPlayout(1.5), TypeError);
  assert.equal(typeof newState('morpion-5d', 'cross').randomPlayout(), 'number');
});

/** The legal moves after `moves` as the replaying path (analyse) lists them. */
function legalOf(moves) {
  return analyse('samegame', 'standard/1', moves).legal.map((m) => m.move);
}
