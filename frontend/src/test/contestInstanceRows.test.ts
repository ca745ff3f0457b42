import { describe, expect, it } from 'vitest';
import type { GameView } from '../lib/api';
import {
  addedRow,
  defaultKind,
  newContestValues,
  rowForGame,
  rowKinds,
  seedFromWords,
  seededSyntax,
} from '../lib/contests/instanceRows';

function game(id: string, generators: GameView['generators'], defaultInstance: string | null = `${id}/1`): GameView {
  return {
    id,
    title: id,
    description: '',
    instanceSyntax: '',
    defaultInstance,
    solutionFormat: '',
    instanceCount: 1,
    family: id,
    generators,
    players: 1,
    result: 'score',
    defaultPolicy: 'uniform',
    policies: ['uniform'],
  };
}
const seeded = {
  kind: 'seeded' as const,
  prefix: 'random',
  description: '',
  parameters: [{ name: 'size', syntax: '<cols>x<rows>x<colours>', example: '10x10x4', description: '' }],
};
const board = { kind: 'board' as const, prefix: 'grid', description: '', parameters: [] };
const SAMEGAME = game('samegame', [seeded, board]);
const SUDOKU = game('sudoku', [{ ...seeded, prefix: 'generated', parameters: [] }]);
const MORPION = game('morpion', [], 'cross');

describe('the contest form\u2019s instance rows', () => {
  it('offer a new contest a generated board of the first game that can make one, nobody having seen it', () => {
    const v = newContestValues([MORPION, SAMEGAME], new Date('2031-05-05T12:30:00Z'));
    expect(v.instances).toEqual([{ kind: 'generate', game: 'samegame', seed: '', size: '', percentEmpty: '' }]);
    expect(v.startsAt).not.toBe('');
    expect(v.endsAt > v.startsAt).toBe(true);
  });

  it('fall back to the catalogue for a game that generates nothing', () => {
    expect(defaultKind(MORPION)).toBe('catalogue');
    expect(newContestValues([MORPION]).instances).toEqual([{ kind: 'catalogue', game: 'morpion', instance: 'cross' }]);
  });

  it('offer only the kinds the game has, generated first and the catalogue last', () => {
    expect(rowKinds(SAMEGAME).map(([k]) => k)).toEqual(['generate', 'board', 'catalogue']);
    expect(rowKinds(SUDOKU).map(([k]) => k)).toEqual(['generate', 'catalogue']);
    expect(rowKinds(MORPION)).toEqual([['catalogue', 'From the catalogue (public solutions)']]);
  });

  it('keep a row\u2019s kind when its new game has it, and take another when it does not', () => {
    const uploaded = { kind: 'board' as const, game: 'samegame', board: '12\n21' };
    expect(rowForGame(uploaded, 'sudoku', SUDOKU)).toEqual({
      kind: 'generate',
      game: 'sudoku',
      seed: '',
      size: '',
      percentEmpty: '',
    });
    const generated = { kind: 'generate' as const, game: 'samegame', seed: '7', size: '', percentEmpty: '' };
    expect(rowForGame(generated, 'sudoku', SUDOKU)).toMatchObject({ kind: 'generate', game: 'sudoku', seed: '' });
    expect(rowForGame(generated, 'morpion', MORPION)).toEqual({
      kind: 'catalogue',
      game: 'morpion',
      instance: 'cross',
    });
    const catalogue = { kind: 'catalogue' as const, game: 'morpion', instance: 'cross' };
    expect(rowForGame(catalogue, 'samegame', SAMEGAME).kind).toBe('generate');
  });

  it('add a row of the last row\u2019s game', () => {
    const rows = [{ kind: 'catalogue' as const, game: 'morpion', instance: 'cross' }];
    expect(addedRow(rows, [SAMEGAME, MORPION])).toEqual({ kind: 'catalogue', game: 'morpion', instance: 'cross' });
    expect(addedRow([], [SAMEGAME, MORPION]).game).toBe('samegame');
  });

  it('make random seeds that JSON numbers keep exactly', () => {
    const seed = Number(seedFromWords(0xffffffff, 0xffffffff));
    expect(Number.isSafeInteger(seed)).toBe(true);
    expect(seedFromWords(1, 2)).toBe(String(2 ** 32 + 2));
  });

  it('say a seeded generator\u2019s syntax', () => {
    expect(seededSyntax(seeded)).toBe('random/<seed>[/<cols>x<rows>x<colours>]');
    expect(seededSyntax(undefined)).toBe('');
  });
});
