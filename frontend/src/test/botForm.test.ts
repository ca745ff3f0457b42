import { describe, expect, it } from 'vitest';
import { buildRunRequest, DEFAULT_FORM, restoreForm } from '../lib/botForm';

describe('bot run form', () => {
  it('builds a request with only the algorithm\u2019s fields', () => {
    const { request, errors } = buildRunRequest({
      ...DEFAULT_FORM,
      game: 'samegame',
      instance: ' standard/3 ',
      policy: 'tabu',
      seed: '7',
    });
    expect(errors).toEqual({});
    expect(request).toEqual({
      game: 'samegame',
      instance: 'standard/3',
      algorithm: 'nmcs',
      level: 2,
      policy: 'tabu',
      memorize: true,
      seconds: 10,
      seed: 7,
    });
  });

  it('beam sizes, threads; no instance means the default', () => {
    const { request } = buildRunRequest({
      ...DEFAULT_FORM,
      game: 'morpion-5d',
      algorithm: 'beam',
      beam: '4, 8,16',
      threads: '2',
      seconds: '',
      playouts: '1000000',
    });
    expect(request).toEqual({ game: 'morpion-5d', algorithm: 'beam', beam: [4, 8, 16], threads: 2, playouts: 1000000 });
  });

  it('names the fields that are not numbers, and asks for a budget', () => {
    expect(buildRunRequest({ ...DEFAULT_FORM, game: 'x', level: 'two', seconds: '-1' }).errors).toEqual({
      level: 'a whole number',
      seconds: 'a positive number of seconds',
    });
    expect(buildRunRequest({ ...DEFAULT_FORM, game: 'x', algorithm: 'beam', beam: '4,x' }).errors).toEqual({
      beam: 'sizes separated by commas, e.g. 4,4',
    });
    expect(buildRunRequest({ ...DEFAULT_FORM, game: 'x', seconds: '', playouts: '' }).errors).toEqual({
      seconds: 'give a budget: seconds, playouts, or both',
    });
  });

  it('restores saved values of the right types only', () => {
    expect(restoreForm({ algorithm: 'nrpa', level: 3, memorize: 'yes', bogus: 1 })).toEqual({
      ...DEFAULT_FORM,
      algorithm: 'nrpa',
    });
    expect(restoreForm(null)).toEqual(DEFAULT_FORM);
  });
});
