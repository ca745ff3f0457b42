/**
 * Who is logged in: a visitor's browser asks the server once, then never again until someone logs
 * in here (each 401 was an error in the console of every page a visitor opened).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The session module as a fresh page load has it. */
async function freshPage() {
  vi.resetModules();
  return import('../lib/session');
}

const alice = { id: 1, username: 'alice', roles: [] };

function respond(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the session', () => {
  it('asks once in a new browser, then not again for a visitor', async () => {
    const fetch = respond(401, { status: 401, title: 'Unauthorized' });
    vi.stubGlobal('fetch', fetch);
    expect(await (await freshPage()).refreshSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const next = await freshPage();
    expect(await next.refreshSession()).toBeNull();
    expect(next.sessionKnown()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again once someone logged in here, and believes the server over the marker', async () => {
    (await freshPage()).setMe(alice as never);
    const fetch = respond(200, alice);
    vi.stubGlobal('fetch', fetch);
    const page = await freshPage();
    await page.refreshSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(page.me()?.username).toBe('alice');
    // The session ended elsewhere: the server's 401 wins, and the next page does not ask.
    vi.stubGlobal('fetch', respond(401, { status: 401 }));
    expect(await (await freshPage()).refreshSession()).toBeNull();
    const after = respond(200, alice);
    vi.stubGlobal('fetch', after);
    await (await freshPage()).refreshSession();
    expect(after).not.toHaveBeenCalled();
  });
});
