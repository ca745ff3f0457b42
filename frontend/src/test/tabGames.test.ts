/** One puzzle in several tabs: each tab reopens its own game, and another tab's different game is told. */
import { describe, expect, it } from 'vitest';
import { openingGame, sameMoves, savedElsewhere } from '../lib/tabGames';

const game = (moves: string[]) => ({ moves, savedAt: 1 });

describe('games in several tabs', () => {
  it('opens the browser\u2019s game in a new tab, and this tab\u2019s own after its reload', () => {
    expect(openingGame(null, game(['a', 'b']))).toEqual({ moves: ['a', 'b'], other: null });
    expect(openingGame(null, null)).toEqual({ moves: [], other: null });
    expect(openingGame(game(['a']), game(['a']))).toEqual({ moves: ['a'], other: null });
    // Another tab saved since: this tab's own game opens, the other one is told.
    expect(openingGame(game(['a']), game(['a', 'b', 'c']))).toEqual({ moves: ['a'], other: ['a', 'b', 'c'] });
    // Another tab restarted the game (the browser's entry is gone).
    expect(openingGame(game(['a']), null)).toEqual({ moves: ['a'], other: [] });
  });

  it('reads another tab\u2019s save from the storage event, never trusting it', () => {
    expect(savedElsewhere(JSON.stringify({ v: 1, moves: ['a', 'b'], savedAt: 5 }))).toEqual(['a', 'b']);
    expect(savedElsewhere(null)).toEqual([]);
    expect(savedElsewhere('{"v":1,"moves":[1]}')).toBeNull();
    expect(savedElsewhere('not json')).toBeNull();
  });

  it('compares games move by move', () => {
    expect(sameMoves(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameMoves(['a', 'b'], ['a'])).toBe(false);
    expect(sameMoves(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameMoves([], [])).toBe(true);
  });
});
