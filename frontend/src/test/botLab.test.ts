import { describe, expect, it } from 'vitest';
import type { RunLimits } from '../lib/api';
import { DEFAULT_FORM } from '../lib/botForm';
import { initialBotForm, runRefusal, searchFieldsShown } from '../lib/botLab';

const LIMITS: RunLimits = {
  maxSeconds: 60,
  maxPlayouts: 1_000_000,
  maxThreads: 2,
  maxActive: 2,
  maxLevel: 4,
  maxBeamSize: 64,
  maxIterations: 1000,
  algorithms: ['nmcs', 'beam', 'nrpa', 'sp-mcts', 'sample'],
};
const refusal = { title: 'Refused', detail: '', field: null, retryAfter: null };

describe('the bot lab\u2019s form state', () => {
  it('starts from the saved values, less those the caller\u2019s limits refuse', () => {
    const v = initialBotForm({ ...DEFAULT_FORM, game: 'sudoku', seconds: '600', level: '3' }, LIMITS, [
      'samegame',
      'sudoku',
    ]);
    expect(v.game).toBe('sudoku');
    expect(v.level).toBe('3');
    expect(v.seconds).toBe(DEFAULT_FORM.seconds);
  });

  it('takes the link\u2019s game and instance over the saved ones', () => {
    const v = initialBotForm({ ...DEFAULT_FORM, game: 'sudoku', instance: 'x' }, null, ['samegame', 'sudoku'], {
      game: 'samegame',
      instance: 'standard/3',
    });
    expect([v.game, v.instance]).toEqual(['samegame', 'standard/3']);
    expect(initialBotForm(null, null, ['samegame'], { game: 'samegame' }).instance).toBe('');
  });

  it('falls back to the first game when the saved one is no longer offered', () => {
    expect(initialBotForm({ ...DEFAULT_FORM, game: 'gone' }, null, ['samegame', 'sudoku']).game).toBe('samegame');
    expect(initialBotForm(null, null, []).game).toBe('');
  });

  it('shows only the fields the chosen search takes', () => {
    expect(searchFieldsShown('nmcs')).toEqual({
      level: true,
      beam: false,
      policy: true,
      memorize: true,
      iterations: false,
      threads: false,
    });
    expect(searchFieldsShown('beam')).toMatchObject({ beam: true, threads: true, level: false });
    expect(Object.values(searchFieldsShown('no such search')).some(Boolean)).toBe(false);
  });
});

describe('a refused start', () => {
  it('says the server is busy, with when to try again', () => {
    expect(runRefusal({ ...refusal, status: 429, detail: 'You have 2 runs going.', retryAfter: '30' }).busy).toBe(
      'You have 2 runs going. Try again in 30 s.',
    );
    expect(runRefusal({ ...refusal, status: 429 }).busy).toBe('Too many runs going.');
  });

  it('says a value over the caller\u2019s limit is theirs, and otherwise the server\u2019s words', () => {
    expect(runRefusal({ ...refusal, status: 422, detail: 'level 7 > 4', field: 'level' })).toEqual({
      busy: null,
      fieldText: 'level 7 > 4 (over your limit)',
      logIn: false,
    });
    expect(runRefusal({ ...refusal, status: 400 }).fieldText).toBe('Refused');
  });

  it('asks to log in again when the session is gone', () => {
    expect(runRefusal({ ...refusal, status: 401 }).logIn).toBe(true);
    expect(runRefusal({ ...refusal, status: 403 }).logIn).toBe(false);
  });
});
