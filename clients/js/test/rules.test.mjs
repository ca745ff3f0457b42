import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position, analyse, games, readSolution, verify, writeSolution } from '../index.js';

test('the catalogue lists every game with its notation', () => {
  const ids = games().map((g) => g.id);
  for (const id of ['morpion-5t', 'morpion-5d', 'samegame', 'sudoku16', 'leftmove']) {
    assert.ok(ids.includes(id), id);
  }
});

test('a SameGame position: legal moves, play, score, terminal', () => {
  const pos = new Position('samegame', 'standard/1');
  const legal = pos.legalMoves();
  assert.ok(legal.length > 10);
  assert.equal(pos.score, 0);
  assert.equal(pos.terminal, false);
  pos.play('5,1').play('6,6');
  assert.deepEqual(pos.moves, ['5,1', '6,6']);
  assert.equal(pos.analysis.moveCount, 2);
  assert.throws(() => pos.play('99,99'), /illegal/);
  assert.deepEqual(pos.moves, ['5,1', '6,6'], 'an illegal move changes nothing');
});

test('verify agrees with the server verifier on the first illegal move', () => {
  assert.deepEqual(verify('samegame', 'standard/1', ['5,1', '6,6']).valid, true);
  const bad = verify('samegame', 'standard/1', ['5,1', '99,99']);
  assert.equal(bad.valid, false);
  assert.equal(bad.moveIndex, 1);
  assert.equal(bad.move, '99,99');
  assert.ok(bad.reason.length > 0);
});

test('notation in and out round-trips', () => {
  const text = writeSolution('samegame', 'standard/1', ['5,1', '6,6']);
  assert.deepEqual(readSolution('samegame', 'standard/1', text), ['5,1', '6,6']);
  const start = analyse('leftmove', 'depth/3', ['L', 'L', 'L']);
  assert.equal(start.terminal, true);
  assert.equal(start.score, 3);
  assert.throws(() => readSolution('morpion-5d', 'cross', 'no header'), Error);
});

test('moves are checked before they reach the rules', () => {
  assert.throws(() => analyse('samegame', 'standard/1', 'not an array'), TypeError);
  assert.throws(() => analyse('samegame', 'standard/1', ['1,1\n2,2']), TypeError);
});
