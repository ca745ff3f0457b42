import { describe, expect, it } from 'vitest';
import type { Analysis } from '../rules/engine';
import { animates, disagreement, keyCommand, openingStep, stepAfter, urlStep } from '../lib/replayPlayer';

const analysis = (over: Partial<Analysis>): Analysis => ({
  status: 'valid',
  score: 10,
  moveCount: 3,
  terminal: true,
  scores: [0, 4, 8, 10],
  position: null,
  details: null,
  legal: [],
  ...over,
});

describe('the replay player', () => {
  it('steps within the moves, never before the start nor past the end', () => {
    expect(stepAfter('prev', 0, 3)).toBe(0);
    expect(stepAfter('next', 3, 3)).toBe(3);
    expect(stepAfter('next', 1, 3)).toBe(2);
    expect(stepAfter('first', 2, 3)).toBe(0);
    expect(stepAfter('last', 0, 3)).toBe(3);
    expect(stepAfter('toggle', 2, 3)).toBe(2);
  });

  it('animates only a single step forward', () => {
    expect(animates('next')).toBe(true);
    expect(['prev', 'first', 'last', 'toggle'].some((c) => animates(c as 'prev'))).toBe(false);
  });

  it('answers the arrows, Home, End and Space, and no other key', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', ' '].map(keyCommand)).toEqual([
      'prev',
      'next',
      'first',
      'last',
      'toggle',
    ]);
    expect(keyCommand('Enter')).toBeNull();
    expect(keyCommand('a')).toBeNull();
  });

  it('opens at the link\u2019s step or the final position, and names no step in the URL at the end', () => {
    expect(openingStep(1, 3)).toBe(1);
    expect(openingStep(9, 3)).toBe(3);
    expect(openingStep(null, 3)).toBe(3);
    expect(urlStep(3, 3)).toBeNull();
    expect(urlStep(0, 3)).toBe(0);
  });

  it('says where the browser\u2019s rules disagree with the server, and nothing when they agree', () => {
    expect(disagreement(analysis({}), 10, 'the server 10')).toBeNull();
    expect(disagreement(analysis({}), 12, 'the server 12 (verifier 3)')).toBe(
      'The rules in this browser score it 10, the server 12 (verifier 3).',
    );
    expect(
      disagreement(analysis({ status: 'invalid', error: { moveIndex: 1, move: 'x', reason: 'no such move' } }), 10, ''),
    ).toBe('The rules in this browser disagree with the stored solution: move 2: no such move');
    expect(disagreement(analysis({ status: 'unreadable', message: 'unknown game' }), 10, '')).toBe(
      'The rules in this browser disagree with the stored solution: unknown game',
    );
  });
});
