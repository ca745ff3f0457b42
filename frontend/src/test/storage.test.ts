import { describe, expect, it } from 'vitest';
import { gameKey, loadGame, loadPref, parseSavedGame, saveGame, savePref, type KeyValueStore } from '../lib/storage';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('saved games', () => {
  it('saves and loads per game and instance', () => {
    const s = memory();
    expect(saveGame('samegame', 'standard/1', ['0,0', '3,4'], s, 1000)).toBe(true);
    expect(loadGame('samegame', 'standard/1', s)).toEqual({ moves: ['0,0', '3,4'], savedAt: 1000 });
    expect(loadGame('samegame', 'standard/2', s)).toBeNull();
    expect(loadGame('samegame-jsgames', 'standard/1', s)).toBeNull();
  });

  it('an empty game removes the entry', () => {
    const s = memory();
    saveGame('leftmove', 'depth/9', ['L'], s);
    saveGame('leftmove', 'depth/9', [], s);
    expect(s.data.size).toBe(0);
  });

  it('ignores and removes corrupt entries', () => {
    const s = memory();
    const key = gameKey('morpion-5d', 'cross');
    for (const bad of [
      '{',
      'null',
      '[]',
      '{"v":2,"moves":[]}',
      '{"v":1,"moves":"x"}',
      '{"v":1,"moves":[1,2]}',
      '{"v":1,"moves":["a\\nb"]}',
      '{"v":1,"moves":[""]}',
    ]) {
      s.data.set(key, bad);
      expect(loadGame('morpion-5d', 'cross', s)).toBeNull();
      expect(s.data.has(key)).toBe(false);
    }
  });

  it('survives storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadGame('samegame', 'standard/1', broken)).toBeNull();
    expect(saveGame('samegame', 'standard/1', ['0,0'], broken)).toBe(false);
    expect(loadGame('samegame', 'standard/1', null)).toBeNull();
  });

  it('bounds what it accepts', () => {
    expect(parseSavedGame(JSON.stringify({ v: 1, moves: new Array(20001).fill('L') }))).toBeNull();
    expect(parseSavedGame(JSON.stringify({ v: 1, moves: ['x'.repeat(301)] }))).toBeNull();
  });

  it('keeps preferences of the right type only', () => {
    const s = memory();
    savePref('hints', false, s);
    expect(loadPref('hints', true, s)).toBe(false);
    s.data.set('arena.pref.hints', '"yes"');
    expect(loadPref('hints', true, s)).toBe(true);
    s.data.set('arena.pref.hints', '{');
    expect(loadPref('hints', true, s)).toBe(true);
  });
});
