/**
 * The admin page in jsdom against a mocked API: the nav entry only for admins, the "admins only"
 * notice (from the session and from the server's 403), users with search, role filter and pages,
 * role switches sending the full new list and showing the answer or the problem in their row, and
 * the audit log with its filters and pages. No browser dialog may be used.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../lib/api';
import { setMe } from '../lib/session';
import { createShell, renderNav } from '../layout';
import { AdminApi, detailsText, queryString, rolesText, toggledRoles } from '../lib/admin';
import admin from '../pages/admin';
import { $, $$, until } from './harness';
import { endPageTest, forbidDialogs, mountPage } from './pageTest';

const row = (username: string) => $$('user-row').find((r) => r.dataset.username === username) ?? null;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

type Handler = (url: URL, init: RequestInit) => Response | undefined | Promise<Response | undefined>;
let fetchMock: ReturnType<typeof vi.fn>;
function serve(handler: Handler) {
  fetchMock = vi.fn(
    async (url: string, init: RequestInit = {}) =>
      (await handler(new URL(String(url), 'http://x'), init)) ?? json({ title: 'Not Found', status: 404 }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const requests = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      (c) =>
        ((c[1] as RequestInit | undefined)?.method ?? 'GET') === method &&
        new URL(String(c[0]), 'http://x').pathname === path,
    )
    .map((c) => ({ url: new URL(String(c[0]), 'http://x'), init: c[1] as RequestInit }));

function mountAdmin() {
  mountPage(admin, { page: 'admin' });
}

const ADMIN: Me = { id: 1, username: 'root', kind: 'person', botName: null, roles: ['admin'] };
const user = (id: number, username: string, roles: string[] = []) => ({
  id,
  username,
  roles,
  createdAt: '2026-03-01T10:00:00Z',
});

function entry(id: number, extra: object = {}) {
  return {
    id,
    at: '2026-03-02T09:08:07Z',
    actor: 'root',
    actorId: 1,
    action: 'user.roles',
    target: 'user:bob',
    details: { before: [], after: ['organizer'], granted: ['organizer'], withdrawn: [] },
    ...extra,
  };
}

/** A small fake of the admin API: 60 users, an audit log, role changes as the server does them. */
function fakeServer() {
  const users = [user(1, 'root', ['admin']), user(2, 'bob'), user(3, 'carol', ['organizer'])];
  for (let i = 4; i <= 60; i++) users.push(user(i, `u${String(i).padStart(2, '0')}`));
  const audit = [
    entry(2),
    entry(1, {
      actor: 'server',
      actorId: null,
      action: 'admin.bootstrap',
      target: 'user:root',
      details: { role: 'admin', how: 'random' },
    }),
  ];
  serve(async (url, init) => {
    const method = init.method ?? 'GET';
    const p = url.searchParams;
    if (method === 'GET' && url.pathname === '/api/admin/users') {
      const q = p.get('q') ?? '';
      const role = p.get('role');
      const all = users.filter((u) => u.username.includes(q) && (!role || u.roles.includes(role)));
      const offset = Number(p.get('offset') ?? 0);
      const limit = Number(p.get('limit') ?? 50);
      return json({ total: all.length, offset, users: all.slice(offset, offset + limit) });
    }
    const m = /^\/api\/admin\/users\/([^/]+)\/roles$/.exec(url.pathname);
    if (method === 'PUT' && m) {
      const name = decodeURIComponent(m[1]);
      const u = users.find((x) => x.username === name);
      if (!u) return json({ title: 'Not Found', status: 404, detail: `no user '${name}'` }, 404);
      const roles = JSON.parse(String(init.body)).roles as string[];
      if (name === 'root' && !roles.includes('admin')) {
        return json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            field: 'roles',
            detail: 'you cannot withdraw your own admin role; another admin can',
          },
          409,
        );
      }
      u.roles = [...roles].sort();
      audit.unshift(entry(audit.length + 1, { target: `user:${name}`, details: { after: u.roles } }));
      return json(u);
    }
    if (method === 'GET' && url.pathname === '/api/admin/audit') {
      const all = audit.filter(
        (e) =>
          (!p.get('actor') || e.actor === p.get('actor')) &&
          (!p.get('action') || e.action === p.get('action')) &&
          (!p.get('target') || e.target.startsWith(p.get('target')!)),
      );
      const offset = Number(p.get('offset') ?? 0);
      const limit = Number(p.get('limit') ?? 50);
      return json({ total: all.length, offset, entries: all.slice(offset, offset + limit) });
    }
    return undefined;
  });
  return { users, audit };
}

beforeEach(forbidDialogs);
afterEach(endPageTest);

describe('admin helpers', () => {
  it('switches one role and keeps the others', () => {
    expect(toggledRoles([], 'organizer', true)).toEqual(['organizer']);
    expect(toggledRoles(['admin'], 'organizer', true)).toEqual(['organizer', 'admin']);
    expect(toggledRoles(['organizer', 'admin'], 'admin', false)).toEqual(['organizer']);
    expect(toggledRoles(['judge', 'admin'], 'organizer', true)).toEqual(['organizer', 'admin', 'judge']);
    expect(toggledRoles(['organizer', 'participant'], 'organizer', false)).toEqual([]);
    expect(rolesText([])).toBe('participant');
    expect(rolesText(['admin', 'organizer'])).toBe('organizer, admin');
  });

  it('builds queries and paths', async () => {
    expect(queryString({ q: ' bo ', role: '', offset: 0, limit: 25 })).toBe('?q=bo&offset=0&limit=25');
    expect(queryString({ target: 'contest:' })).toBe('?target=contest%3A');
    expect(queryString({})).toBe('');
    serve(() => json(user(9, 'a/b?c#d%')));
    await AdminApi.setRoles('a/b?c#d%', ['admin']);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/users/a%2Fb%3Fc%23d%25/roles');
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body))).toEqual({ roles: ['admin'] });
  });

  it('writes details as one compact line of JSON', () => {
    expect(detailsText({ before: [], after: ['admin'] })).toBe('{"before":[],"after":["admin"]}');
    expect(detailsText({ text: 'a\nb' })).toBe('{"text":"a\\nb"}');
    expect(detailsText(null)).toBe('–');
  });
});

describe('admin nav entry', () => {
  const ids = (el: Element) =>
    [...el.querySelectorAll('[data-testid^="nav-"]')].map((a) => a.getAttribute('data-testid'));

  it('is shown only to admins', () => {
    expect(ids(renderNav('home', ADMIN))).toContain('nav-admin');
    expect(renderNav('home', ADMIN).querySelector('[data-testid="nav-admin"]')!.getAttribute('href')).toBe('/admin');
    expect(renderNav('admin', ADMIN).querySelector('[data-testid="nav-admin"]')!.getAttribute('aria-current')).toBe(
      'page',
    );
    expect(ids(renderNav('home', { ...ADMIN, roles: ['organizer'] }))).not.toContain('nav-admin');
    expect(ids(renderNav('home', { ...ADMIN, roles: [] }))).not.toContain('nav-admin');
    expect(ids(renderNav('home', { ...ADMIN, roles: undefined }))).not.toContain('nav-admin');
    expect(ids(renderNav('home', null))).not.toContain('nav-admin');
    expect(ids(renderNav('home'))).not.toContain('nav-admin');
  });

  it('appears and disappears with the session in the shell', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const shell = createShell(root, () => undefined);
    shell.setPage('home');
    expect($('nav-admin')).toBeNull();
    shell.setUser(ADMIN, true);
    expect($('nav-admin')).not.toBeNull();
    shell.setPage('contests');
    expect($('nav-admin')).not.toBeNull();
    shell.setUser(null, true);
    expect($('nav-admin')).toBeNull();
    expect($('nav-contests')).not.toBeNull();
  });
});

describe('admin page: who may see it', () => {
  it('tells others it is for admins only and asks nothing', async () => {
    fakeServer();
    setMe({ ...ADMIN, username: 'carol', roles: ['organizer'] });
    mountAdmin();
    expect($('admin-forbidden')!.textContent).toContain('Admins only');
    expect($('admin-forbidden')!.textContent).toContain('carol');
    expect($('admin-page')).toBeNull();
    setMe(null);
    expect($('admin-forbidden')!.textContent).toContain('Log in');
    expect($('admin-forbidden')!.querySelector('a')!.getAttribute('href')).toBe('/login?next=/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page when the session becomes an admin, and the notice on the server\u2019s 403', async () => {
    serve((url) =>
      url.pathname.startsWith('/api/admin/')
        ? json({ title: 'Forbidden', status: 403, detail: 'this needs the admin role' }, 403)
        : json(ADMIN),
    );
    setMe(null);
    mountAdmin();
    expect($('admin-forbidden')).not.toBeNull();
    setMe(ADMIN);
    expect($('admin-page')).not.toBeNull();
    await until(() => $('admin-forbidden'));
    expect($('admin-page')).toBeNull();
    expect($('admin-forbidden')!.textContent).toContain('This needs the admin role.');
    // The session refresh that follows still says admin: the page stays refused, without a loop.
    await new Promise((r) => setTimeout(r, 50));
    expect($('admin-forbidden')).not.toBeNull();
    expect(requests('GET', '/api/admin/users').length).toBe(1);
  });
});

describe('admin page: users and their roles', () => {
  it('lists users, searches (debounced), filters by role and pages', async () => {
    fakeServer();
    setMe(ADMIN);
    mountAdmin();
    expect($('admin-page')).not.toBeNull();
    await until(() => $$('user-row').length === 25);
    expect($('user-name', row('root')!)!.textContent).toBe('root');
    expect($('user-roles', row('carol')!)!.textContent).toBe('organizer');
    expect($('user-roles', row('bob')!)!.textContent).toBe('participant');
    expect(($('role-organizer', row('carol')!) as HTMLInputElement).checked).toBe(true);
    expect(($('role-admin', row('carol')!) as HTMLInputElement).checked).toBe(false);
    expect(($('users-prev') as HTMLButtonElement).disabled).toBe(true);
    expect($('users-range')!.textContent).toBe('1–25 of 60');

    $('users-next')!.click();
    await until(() => $('users-range')!.textContent === '26–50 of 60');
    expect(requests('GET', '/api/admin/users').at(-1)!.url.searchParams.get('offset')).toBe('25');
    $('users-next')!.click();
    await until(() => $('users-range')!.textContent === '51–60 of 60');
    expect(($('users-next') as HTMLButtonElement).disabled).toBe(true);
    $('users-prev')!.click();
    await until(() => $('users-range')!.textContent === '26–50 of 60');

    const before = requests('GET', '/api/admin/users').length;
    const search = $('user-search') as HTMLInputElement;
    for (const text of ['c', 'ca', 'car']) {
      search.value = text;
      search.dispatchEvent(new Event('input'));
    }
    await until(() => $$('user-row').length === 1);
    const searches = requests('GET', '/api/admin/users').slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0].url.searchParams.get('q')).toBe('car');
    expect(searches[0].url.searchParams.get('offset')).toBe('0');

    search.value = '';
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    const filter = $('user-role-filter') as HTMLSelectElement;
    filter.value = 'admin';
    filter.dispatchEvent(new Event('change'));
    await until(() => $$('user-row').length === 1 && row('root'));
    expect(requests('GET', '/api/admin/users').at(-1)!.url.searchParams.get('role')).toBe('admin');
  });

  it('sends the full new role list and shows the answer in the row; the audit log follows', async () => {
    const server = fakeServer();
    setMe(ADMIN);
    mountAdmin();
    await until(() => row('carol') && $$('audit-row').length === 2);
    const box = $('role-admin', row('carol')!) as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    expect(box.disabled).toBe(true);
    await until(() => $('user-row-saved', row('carol')!));
    const puts = requests('PUT', '/api/admin/users/carol/roles');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0].init.body))).toEqual({ roles: ['organizer', 'admin'] });
    expect(server.users.find((u) => u.username === 'carol')!.roles).toEqual(['admin', 'organizer']);
    expect($('user-roles', row('carol')!)!.textContent).toBe('organizer, admin');
    expect($('user-row-saved', row('carol')!)!.textContent).toContain('organizer, admin');
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(true);
    await until(() => $$('audit-row').length === 3);
    expect($('audit-target')!.textContent).toBe('user:carol');

    const org = $('role-organizer', row('bob')!) as HTMLInputElement;
    org.click();
    await until(() => $('user-row-saved', row('bob')!));
    expect(JSON.parse(String(requests('PUT', '/api/admin/users/bob/roles')[0].init.body))).toEqual({
      roles: ['organizer'],
    });
    expect($('user-row-saved', row('carol')!)).not.toBeNull();
  });

  it('shows a 409 problem in the row and puts the checkbox back', async () => {
    fakeServer();
    setMe(ADMIN);
    mountAdmin();
    await until(() => row('root'));
    expect(row('root')!.textContent).toContain('you');
    const box = $('role-admin', row('root')!) as HTMLInputElement;
    box.click();
    await until(() => $('user-row-error', row('root')!));
    expect(JSON.parse(String(requests('PUT', '/api/admin/users/root/roles')[0].init.body))).toEqual({ roles: [] });
    const error = $('user-row-error', row('root')!)!;
    expect(error.textContent).toContain('You cannot withdraw your own admin role; another admin can.');
    expect(error.dataset.status).toBe('409');
    expect(error.dataset.field).toBe('roles');
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(false);
    expect($('user-roles', row('root')!)!.textContent).toBe('admin');
    expect($('user-row-saved', row('root')!)).toBeNull();
    expect($('user-row-error', row('bob')!)).toBeNull();
  });
});

describe('admin page: the audit log', () => {
  it('shows the audit log newest first with local times and compact details; filters and pages', async () => {
    const server = fakeServer();
    for (let i = 3; i <= 70; i++)
      server.audit.unshift(
        entry(i, {
          action: i % 2 ? 'contest.create' : 'contest.update',
          target: `contest:${i}`,
          details: { title: `T${i}` },
        }),
      );
    setMe(ADMIN);
    mountAdmin();
    await until(() => $$('audit-row').length === 50);
    const first = $('audit-row')!;
    expect(first.dataset.id).toBe('70');
    expect($('audit-action', first)!.textContent).toBe('contest.update');
    expect($('audit-target', first)!.textContent).toBe('contest:70');
    expect($('audit-details', first)!.textContent).toBe('{"title":"T70"}');
    expect(first.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-02T09:08:07Z');
    expect(first.querySelector('time')!.textContent).toBe(
      new Date('2026-03-02T09:08:07Z').toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    );
    expect($('audit-range')!.textContent).toBe('1–50 of 70');

    $('audit-next')!.click();
    await until(() => $$('audit-row').length === 20);
    const last = $$('audit-row').at(-1)!;
    expect($('audit-actor', last)!.textContent).toBe('server');
    expect($('audit-action', last)!.textContent).toBe('admin.bootstrap');
    expect($('audit-details', last)!.textContent).toBe('{"role":"admin","how":"random"}');
    expect(requests('GET', '/api/admin/audit').at(-1)!.url.searchParams.get('offset')).toBe('50');

    const target = $('audit-filter-target') as HTMLInputElement;
    target.value = 'user:';
    target.dispatchEvent(new Event('input'));
    await until(() => $$('audit-row').length === 2);
    const q = requests('GET', '/api/admin/audit').at(-1)!.url.searchParams;
    expect(q.get('target')).toBe('user:');
    expect(q.get('offset')).toBe('0');
    const action = $('audit-filter-action') as HTMLInputElement;
    action.value = 'admin.bootstrap';
    action.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await until(() => $$('audit-row').length === 1);
    const actor = $('audit-filter-actor') as HTMLInputElement;
    actor.value = 'nobody';
    actor.dispatchEvent(new Event('input'));
    await until(() => $('audit-empty'));
    expect(requests('GET', '/api/admin/audit').at(-1)!.url.searchParams.get('actor')).toBe('nobody');
  });

  it('shows other errors in the section with a retry', async () => {
    let fail = true;
    serve((url) => {
      if (url.pathname === '/api/admin/audit')
        return fail
          ? json({ title: 'Internal Server Error', status: 500, detail: 'boom' }, 500)
          : json({ total: 0, offset: 0, entries: [] });
      if (url.pathname === '/api/admin/users') return json({ total: 0, offset: 0, users: [] });
      return undefined;
    });
    setMe(ADMIN);
    mountAdmin();
    await until(() => $('error-message') && $('users-empty'));
    expect($('error-message')!.textContent).toContain('Boom.');
    expect($('admin-forbidden')).toBeNull();
    fail = false;
    ($('error-message')!.parentElement!.querySelector('button') as HTMLButtonElement).click();
    await until(() => $('audit-empty'));
  });
});
