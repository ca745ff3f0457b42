/** The account page's "Log out everywhere": DELETE /api/session/all after a second click, then logged out here too. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import account from '../pages/account';
import { me, setMe } from '../lib/session';
import { $, until } from './harness';

function json(body: unknown, status = 200) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

let cleanup: (() => void) | void;

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.textContent = '';
  vi.unstubAllGlobals();
  setMe(null);
});

function mount() {
  const root = document.createElement('div');
  document.body.append(root);
  cleanup = account({ route: { page: 'account' }, root, navigate: () => undefined, title: () => undefined });
}

describe('account page: log out everywhere', () => {
  it('asks once more, ends every session, and shows this browser logged out', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null, roles: [] });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return String(url).endsWith('/api/session/all') ? json(null, 204) : json([]);
      }),
    );
    mount();
    $('logout-everywhere')!.click();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    $('logout-everywhere-confirm')!.click();
    await until(() => me() === null);
    expect(calls).toContain('DELETE /api/session/all');
    await until(() => $('account-login'));
  });

  it('keeps the session and says why when the server refuses', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null, roles: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/api/session/all')
          ? json({ title: 'Too many requests', status: 429, detail: 'try again in 3 s' }, 429)
          : json([]),
      ),
    );
    mount();
    $('logout-everywhere')!.click();
    $('logout-everywhere-confirm')!.click();
    await until(() => $('logout-everywhere-result')!.textContent!.includes('try again'));
    expect(me()?.username).toBe('ann');
    expect($('logout-everywhere')).not.toBeNull();
  });
});
