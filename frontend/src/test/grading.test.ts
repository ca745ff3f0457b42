import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabEngine, type Graded, type LabCall } from '../lab/engine';
import { C4_GRADE_BUDGET_MS, gradeMove, gradeWithFallback } from '../lab/grading';

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

describe('a played move graded for the game tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the browser\u2019s solver a budget for Connect Four only, then asks the server', async () => {
    const calls: LabCall[] = [];
    const solver = new LabEngine((call) => {
      calls.push(call);
      return Promise.resolve(JSON.stringify(call.args[0] === 'tic-tac-toe' ? exact('best') : outOfTime));
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify(exact('blunder')), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect((await gradeMove(solver, 'tic-tac-toe', '5', '1')).grade).toBe('best');
    expect((await gradeMove(solver, 'connect-four', '44', '3')).grade).toBe('blunder');
    expect(calls).toEqual([
      { fn: 'grade', args: ['tic-tac-toe', '5', '1', 0] },
      { fn: 'grade', args: ['connect-four', '44', '3', C4_GRADE_BUDGET_MS] },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/lab/grades');
  });
});
