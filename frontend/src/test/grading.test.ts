import { describe, expect, it } from 'vitest';
import type { Graded } from '../lab/engine';
import { gradeWithFallback } from '../lab/grading';

const analysis = (exact: boolean) => ({ exact }) as unknown as Graded['analysis'];
const exact = (grade: Graded['grade']): Graded => ({ grade, analysis: analysis(true) });
const outOfTime: Graded = { grade: null, analysis: analysis(false) };

describe('a move graded in the browser, else on the server', () => {
  it('keeps the browser grade when it is exact and never asks the server', async () => {
    let asked = false;
    const r = await gradeWithFallback(
      () => Promise.resolve(exact('mistake')),
      () => {
        asked = true;
        return Promise.resolve(exact('best'));
      },
    );
    expect(r).toMatchObject({ grade: 'mistake', source: 'browser' });
    expect(asked).toBe(false);
  });

  it('asks the server when the browser ran out of time, and shows its exact grade', async () => {
    const r = await gradeWithFallback(
      () => Promise.resolve(outOfTime),
      () => Promise.resolve(exact('blunder')),
    );
    expect(r).toMatchObject({ grade: 'blunder', source: 'server' });
    expect(r.analysis).toEqual(analysis(true));
  });

  it('keeps "not solved in time" when the server fails or is not exact either', async () => {
    const failed = await gradeWithFallback(
      () => Promise.resolve(outOfTime),
      () => Promise.reject(new Error('429 Too Many Requests')),
    );
    expect(failed).toMatchObject({ grade: null, source: 'browser' });
    const inexact = await gradeWithFallback(
      () => Promise.resolve(outOfTime),
      () => Promise.resolve(outOfTime),
    );
    expect(inexact).toMatchObject({ grade: null, source: 'browser' });
  });
});
