import { afterEach, describe, expect, it, vi } from 'vitest';
import { Api, ApiError, newIdempotencyKey } from '../lib/api';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/problem+json', ...headers },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends submissions with an Idempotency-Key and JSON body', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 4, score: 80, rank: 2 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const c = await Api.submit('morpion-5d', 'cross', ['a', 'b'], 'key-1');
    expect(c.rank).toBe(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/submissions');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(JSON.parse(init.body as string)).toEqual({ game: 'morpion-5d', instance: 'cross', moves: ['a', 'b'] });
    expect(init.credentials).toBe('same-origin');
  });

  it('turns an invalid solution into moveIndex, move and reason', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, {
        type: 'about:blank',
        title: 'Invalid solution',
        status: 422,
        detail: 'move 9 (x) is illegal: no',
        field: 'solution',
        valid: false,
        moveIndex: 9,
        move: 'x',
        reason: 'no',
      }),
    );
    const e = await Api.submit('samegame', 'standard/1', ['x'], 'k').catch((err) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.moveIndex, e.move, e.reason, e.field]).toEqual([422, 9, 'x', 'no', 'solution']);
  });

  it('keeps the field at fault and Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      respond(429, { title: 'Too many', detail: 'two runs going', field: null }, { 'Retry-After': '30' }),
    );
    const e = await Api.startBotRun({ game: 'samegame', algorithm: 'nmcs' }).catch((err) => err);
    expect([e.status, e.retryAfter, e.detail]).toEqual([429, '30', 'two runs going']);
    vi.stubGlobal(
      'fetch',
      respond(400, { title: 'Invalid request', detail: 'level: from 0 to 6, got 9', field: 'level' }),
    );
    expect((await Api.startBotRun({ game: 'samegame', algorithm: 'nmcs', level: 9 }).catch((err) => err)).field).toBe(
      'level',
    );
  });

  it('reports network failures and non-JSON errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('failed');
      }),
    );
    expect((await Api.games().catch((e) => e)).status).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const e = await Api.games().catch((err) => err);
    expect(e.status).toBe(502);
    expect(e.detail).toContain('bad gateway');
  });

  it('encodes instance paths and answers 204 with undefined', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await Api.leaderboard('samegame', 'random/7/8x8x3', 1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/leaderboards/samegame/random/7/8x8x3?limit=1');
    expect(await Api.logout()).toBeUndefined();
  });

  it('makes distinct idempotency keys', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
