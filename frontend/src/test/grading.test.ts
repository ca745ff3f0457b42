import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { LabEngine, type Graded, type LabCall } from '../lab/engine';
import { connectFour } from '../lab/games/connectFour';
import { GradeCancelled, GradeQueue, gradeMove, gradeWithFallback, retryDelayMs, SERVER_RETRY } from '../lab/grading';

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
      { fn: 'grade', args: ['connect-four', '44', '3', connectFour.gradeBudgetMs] },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/lab/grades');
  });
});

/** A fetch the test answers by hand, one request at a time, with each request's abort signal. */
function scriptedFetch() {
  const requests: { body: { position: string; move: string }; signal?: AbortSignal; answer(r: Response): void }[] = [];
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({
          body: JSON.parse(String(init.body)) as { position: string; move: string },
          signal: init.signal ?? undefined,
          answer: resolve,
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}

const ok = (g: Graded) => new Response(JSON.stringify(g), { status: 200 });
const busy = (retryAfter: string | null, status = 503) =>
  new Response(JSON.stringify({ title: 'The lab\u2019s searches are busy', status }), {
    status,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });
/** Lets the promises waiting on answered requests go on, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the server\u2019s grades, one at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the next grade only once the one before has its answer', async () => {
    const { fetch, requests } = scriptedFetch();
    const queue = new GradeQueue();
    const yours = queue.grade('connect-four', '44', '3');
    const bots = queue.grade('connect-four', '443', '4');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requests[0].body).toMatchObject({ position: '44', move: '3' });
    requests[0].answer(ok(exact('mistake')));
    expect((await yours).grade).toBe('mistake');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requests[1].body).toMatchObject({ position: '443', move: '4' });
    requests[1].answer(ok(exact('best')));
    expect((await bots).grade).toBe('best');
  });

  it('asks again after a busy answer\u2019s Retry-After, the next grade still waiting its turn', async () => {
    const { fetch, requests } = scriptedFetch();
    const queue = new GradeQueue();
    const first = queue.grade('connect-four', '44', '3');
    const second = queue.grade('connect-four', '443', '4');
    await settle();
    requests[0].answer(busy('3'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requests[1].body).toMatchObject({ position: '44', move: '3' });
    // Too many requests, the same: waited out, then asked again.
    requests[1].answer(busy('1', 429));
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests[2].body).toMatchObject({ position: '44', move: '3' });
    requests[2].answer(ok(exact('blunder')));
    expect((await first).grade).toBe('blunder');
    await settle();
    expect(requests[3].body).toMatchObject({ position: '443', move: '4' });
    requests[3].answer(ok(exact('best')));
    expect((await second).grade).toBe('best');
  });

  it('gives up after its retries, or at once on a wait too long, and the move is not solved in time', async () => {
    const { fetch, requests } = scriptedFetch();
    const queue = new GradeQueue(undefined, { retries: 2, maxWaitMs: 10_000, defaultWaitMs: 500 });
    const solver = new LabEngine(() => Promise.resolve(JSON.stringify(outOfTime)));
    const graded = gradeMove(solver, 'connect-four', '44', '3', undefined, queue);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(500);
      requests[i].answer(busy(null));
    }
    expect(await graded).toMatchObject({ grade: null, source: 'browser' });
    expect(fetch).toHaveBeenCalledTimes(3);
    // The rate limit asks for ten minutes: not waited for.
    const limited = queue.grade('connect-four', '44', '3');
    await settle();
    requests[3].answer(busy('600', 429));
    await expect(limited).rejects.toMatchObject({ status: 429 });
    // Nor is anything but busy and too many requests retried.
    const refused = queue.grade('connect-four', '44', '9');
    await settle();
    requests[4].answer(new Response(JSON.stringify({ title: 'Illegal move' }), { status: 422 }));
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('cancels what waits its turn, what waits to retry and what is under way', async () => {
    const { fetch, requests } = scriptedFetch();
    const queue = new GradeQueue();
    const old = new AbortController();
    const underWay = queue.grade('connect-four', '44', '3', old.signal);
    const waiting = queue.grade('connect-four', '443', '4', old.signal);
    const other = queue.grade('connect-four', '4455', '1');
    await settle();
    old.abort();
    await expect(underWay).rejects.toBeInstanceOf(GradeCancelled);
    await expect(waiting).rejects.toBeInstanceOf(GradeCancelled);
    expect(requests[0].signal?.aborted).toBe(true);
    await settle();
    // The cancelled grade that waited its turn is never sent: the next one asked is.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requests[1].body).toMatchObject({ position: '4455', move: '1' });
    requests[1].answer(ok(exact('best')));
    expect((await other).grade).toBe('best');

    const retrying = new AbortController();
    const later = queue.grade('connect-four', '44', '3', retrying.signal);
    await settle();
    requests[2].answer(busy('3'));
    await vi.advanceTimersByTimeAsync(1000);
    retrying.abort();
    await expect(later).rejects.toBeInstanceOf(GradeCancelled);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
    // Already cancelled when asked: nothing is sent, and the browser's answer is not shown either.
    const solver = new LabEngine(() => Promise.resolve(JSON.stringify(outOfTime)));
    await expect(gradeMove(solver, 'connect-four', '44', '3', retrying.signal, queue)).rejects.toBeInstanceOf(
      GradeCancelled,
    );
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('how long a refusal asks to wait', () => {
  const refusal = (status: number, retryAfter: string | null) => new ApiError(status, {}, retryAfter);

  it('reads Retry-After in seconds or as a date, and retries only busy and too many requests', () => {
    expect(retryDelayMs(refusal(503, '3'))).toBe(3000);
    expect(retryDelayMs(refusal(429, ' 12 '))).toBe(12_000);
    expect(retryDelayMs(refusal(503, null))).toBe(SERVER_RETRY.defaultWaitMs);
    expect(retryDelayMs(refusal(503, 'soon'))).toBe(SERVER_RETRY.defaultWaitMs);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(refusal(503, 'Thu, 01 Jan 2026 00:00:05 GMT'), SERVER_RETRY, now)).toBe(5000);
    expect(retryDelayMs(refusal(503, 'Wed, 31 Dec 2025 23:59:00 GMT'), SERVER_RETRY, now)).toBe(0);
    expect(retryDelayMs(refusal(429, '600'))).toBeNull();
    expect(retryDelayMs(refusal(422, '3'))).toBeNull();
    expect(retryDelayMs(refusal(0, null))).toBeNull();
    expect(retryDelayMs(new Error('boom'))).toBeNull();
  });
});
