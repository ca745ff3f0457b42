import { describe, expect, it } from 'vitest';
import { buildRunRequest, DEFAULT_FORM, formFieldOf, restoreForm, withoutInvalid } from '../lib/botForm';

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

  it('sends the time budget as cpuSeconds when its clock is CPU time', () => {
    const form = { ...DEFAULT_FORM, game: 'samegame', algorithm: 'sample', seconds: '30', playouts: '5000' };
    expect(buildRunRequest({ ...form, clock: 'cpu' }).request).toEqual({
      game: 'samegame',
      algorithm: 'sample',
      cpuSeconds: 30,
      playouts: 5000,
    });
    expect(buildRunRequest({ ...form, clock: 'wall' }).request).toEqual({
      game: 'samegame',
      algorithm: 'sample',
      seconds: 30,
      playouts: 5000,
    });
    // Its errors name the request's field; the form shows them at the seconds box.
    const bad = buildRunRequest({ ...form, clock: 'cpu', seconds: '0', playouts: '' });
    expect(bad.errors).toEqual({ cpuSeconds: 'a positive number of seconds' });
    expect(formFieldOf('cpuSeconds')).toBe('seconds');
    expect(withoutInvalid({ ...form, clock: 'cpu', seconds: 'x' }).seconds).toBe(DEFAULT_FORM.seconds);
  });

  it('restores saved values of the right types only', () => {
    expect(restoreForm({ algorithm: 'nrpa', level: 3, memorize: 'yes', bogus: 1 })).toEqual({
      ...DEFAULT_FORM,
      algorithm: 'nrpa',
    });
    expect(restoreForm(null)).toEqual(DEFAULT_FORM);
  });
});

describe('the bot lab form against the caller\u2019s limits', () => {
  const limits = {
    maxSeconds: 600,
    maxPlayouts: 1_000_000,
    maxThreads: 1,
    maxActive: 2,
    maxLevel: 6,
    maxBeamSize: 4096,
    maxIterations: 100_000,
    algorithms: ['nmcs'],
  };

  it('names every field out of bounds at once, before any request', async () => {
    const { buildRunRequest, DEFAULT_FORM } = await import('../lib/botForm');
    const { request, errors } = buildRunRequest(
      { ...DEFAULT_FORM, game: 'samegame', algorithm: 'nmcs', level: '9', seconds: '7200', playouts: '5000000' },
      limits,
    );
    expect(request).toBeNull();
    expect(errors).toEqual({
      level: 'at most 6',
      seconds: 'at most 600 seconds per run',
      playouts: 'at most 1,000,000 playouts per run',
    });
    expect(
      buildRunRequest({ ...DEFAULT_FORM, game: 'samegame', algorithm: 'beam', beam: '4,9000', threads: '2' }, limits)
        .errors,
    ).toEqual({
      beam: 'sizes from 1 to 4,096',
      threads: 'at most 1 thread per run',
    });
    expect(buildRunRequest({ ...DEFAULT_FORM, game: 'samegame', seconds: '900', clock: 'cpu' }, limits).errors).toEqual(
      {
        cpuSeconds: 'at most 600 CPU seconds per run',
      },
    );
  });

  it('does not bring a refused value back on the next visit', async () => {
    const { withoutInvalid, DEFAULT_FORM } = await import('../lib/botForm');
    const kept = withoutInvalid({ ...DEFAULT_FORM, game: 'samegame', level: '9', seconds: 'soon', seed: '7' }, limits);
    expect(kept.level).toBe(DEFAULT_FORM.level);
    expect(kept.seconds).toBe(DEFAULT_FORM.seconds);
    expect(kept.seed).toBe('7');
  });
});
