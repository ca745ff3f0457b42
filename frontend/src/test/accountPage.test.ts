/** The account page's "Log out everywhere": DELETE /api/session/all after a second click, then logged out here too. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import account from '../pages/account';
import { me, setMe } from '../lib/session';
import { $, until } from './harness';
import { endPageTest, mountPage } from './pageTest';

function json(body: unknown, status = 200) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

afterEach(endPageTest);

function mount() {
  mountPage(account, { page: 'account' });
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
    await until(() => $('logout-everywhere-result')!.textContent!.includes('Try again in 3 s.'));
    expect(me()?.username).toBe('ann');
    expect($('logout-everywhere')).not.toBeNull();
  });
});

describe('account page: password and sessions', () => {
  it('changes the password, putting the server\u2019s refusal under its field', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null, roles: [] });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/api/account/password')) {
          bodies.push(JSON.parse(String(init?.body)));
          return bodies.length === 1
            ? json(
                { status: 403, title: 'Forbidden', detail: 'the current password is wrong', field: 'currentPassword' },
                403,
              )
            : json(null, 204);
        }
        return json([]);
      }),
    );
    mount();
    const type = (id: string, v: string) => (($(id) as HTMLInputElement).value = v);
    type('pw-current', 'wrong');
    type('pw-new', 'battery staple');
    type('pw-again', 'battery stapel');
    $('pw-save')!.click();
    expect($('pw-again-error')?.textContent).toBe('The two new passwords differ.');
    expect(bodies).toHaveLength(0);
    type('pw-again', 'battery staple');
    $('pw-save')!.click();
    await until(() => $('pw-current-error')?.textContent);
    expect($('pw-current-error')?.textContent).toBe('the current password is wrong');
    type('pw-current', 'correct horse');
    type('pw-new', 'battery staple');
    type('pw-again', 'battery staple');
    $('pw-save')!.click();
    await until(() => $('pw-changed'));
    expect(bodies[1]).toEqual({ currentPassword: 'correct horse', newPassword: 'battery staple' });
  });

  it('lists the sessions by browser and logs another one out', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null, roles: [] });
    let sessions = [
      {
        id: 'aaaaaaaaaaaaaaaa',
        createdAt: '2026-11-24T07:00:00Z',
        expiresAt: '2026-12-24T07:00:00Z',
        current: true,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      },
      {
        id: 'bbbbbbbbbbbbbbbb',
        createdAt: '2026-11-20T07:00:00Z',
        expiresAt: '2026-12-20T07:00:00Z',
        current: false,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (init?.method === 'DELETE') {
          sessions = sessions.filter((s) => !String(url).endsWith(s.id));
          return json(null, 204);
        }
        return String(url).endsWith('/api/account/sessions') ? json(sessions) : json([]);
      }),
    );
    mount();
    await until(() => document.querySelectorAll('[data-testid=session-row]').length === 2);
    const rows = [...document.querySelectorAll('[data-testid=session-row]')];
    expect(rows[0].textContent).toContain('Chrome on Linux');
    expect(rows[0].textContent).toContain('this browser');
    expect(rows[1].textContent).toContain('Safari on iOS');
    (rows[1].querySelector('[data-testid=session-end]') as HTMLButtonElement).click();
    await until(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    expect(calls).toContain('DELETE /api/account/sessions/bbbbbbbbbbbbbbbb');
  });
});
