/**
 * Who is logged in: every page asks the server, which answers nobody with a 204 and no body (a 401
 * was an error in the console of every page a visitor opened).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The session module as a fresh page load has it. */
async function freshPage() {
  vi.resetModules();
  return import('../lib/session');
}

const alice = { id: 1, username: 'alice', roles: [] };

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the session', () => {
  it('is nobody when the server answers 204, and every page asks again', async () => {
    const fetch = respond(204, undefined);
    vi.stubGlobal('fetch', fetch);
    const page = await freshPage();
    expect(await page.refreshSession()).toBeNull();
    expect(page.sessionKnown()).toBe(true);
    expect(page.me()).toBeNull();
    // Someone may have logged in from another tab since: the next page asks the server.
    vi.stubGlobal('fetch', respond(200, alice));
    const next = await freshPage();
    expect((await next.refreshSession())?.username).toBe('alice');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('believes the server: a session that ended is nobody, a 401 too', async () => {
    const page = await freshPage();
    page.setMe(alice as never);
    vi.stubGlobal('fetch', respond(204, undefined));
    expect(await page.refreshSession(true)).toBeNull();
    page.setMe(alice as never);
    vi.stubGlobal('fetch', respond(401, { status: 401 }));
    expect(await page.refreshSession(true)).toBeNull();
  });

  it('keeps what it knew when the server cannot be reached', async () => {
    const page = await freshPage();
    page.setMe(alice as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect((await page.refreshSession(true))?.username).toBe('alice');
  });
});
