/**
 * Admin: users with their roles (search, role filter, pages; organizer and admin switched per row
 * with PUT /api/admin/users/{name}/roles and the answer or the problem shown in that row), and the
 * audit log (filters, pages, newest first). The nav shows "Admin" only to admins; this page shows
 * others an "admins only" notice, and the server's 401/403 has the last word.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { ApiError } from '../lib/api';
import { errorText } from '../lib/components';
import { colHeads, wrappedTable } from '../lib/table';
import { DEBOUNCE_MS, debounced, filterInput, followTyping, labelled } from './admin/filters';
import { pagedList, type PagedList } from './admin/pagedList';
import {
  AUDIT_ACTIONS,
  AdminApi,
  ROLES,
  detailsText,
  rolesText,
  sortRoles,
  toggledRoles,
  type AuditEntry,
  type AuditPage,
  type UserPage,
  type UserView,
} from '../lib/admin';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { hasRole, me, onSession, refreshSession, sessionKnown } from '../lib/session';

const USERS_PAGE = 25;
const AUDIT_PAGE = 50;

// ---------------------------------------------------------------- pieces (exported for the tests)

export interface UserRowOptions {
  /** The viewer's own row: the server refuses withdrawing one's own admin role (409). */
  self: boolean;
  save(username: string, roles: string[]): Promise<UserView>;
  /** After a change the server accepted (the audit log has a new row). */
  onSaved?(user: UserView): void;
  /** Issues a password reset link for the account (shown once, to be handed over by the admin). */
  issueReset?(username: string): Promise<{ link: string; expiresAt: string }>;
}

/** One account: name, roles, when it was created, a checkbox per role and the last change's outcome. */
export function userRow(user: UserView, opts: UserRowOptions): HTMLTableRowElement {
  let roles = sortRoles(user.roles);
  const rolesCell = h('td', { 'data-testid': 'user-roles' }, rolesText(roles));
  const status = h('td', { class: 'admin-status', role: 'status' });
  const boxes = ROLES.map((role) => {
    const box = h('input', { type: 'checkbox', 'data-testid': `role-${role}`, 'data-role': role });
    box.checked = roles.includes(role);
    if (opts.self && role === 'admin') box.title = 'Another admin must withdraw your own admin role';
    box.addEventListener('change', () => void toggle(role, box));
    return { role, box };
  });
  const sync = () => {
    for (const { role, box } of boxes) box.checked = roles.includes(role);
    setText(rolesCell, rolesText(roles));
  };
  const toggle = async (role: string, box: HTMLInputElement) => {
    const wanted = toggledRoles(roles, role, box.checked);
    for (const b of boxes) b.box.disabled = true;
    row.setAttribute('aria-busy', 'true');
    replaceChildren(status, h('span', { class: 'muted' }, 'Saving…'));
    try {
      const answer = await opts.save(user.username, wanted);
      roles = sortRoles(answer.roles);
      replaceChildren(
        status,
        h('span', { class: 'admin-saved', 'data-testid': 'user-row-saved' }, `Saved: ${rolesText(roles)}`),
      );
      opts.onSaved?.({ ...user, ...answer, roles });
    } catch (e) {
      replaceChildren(
        status,
        h(
          'span',
          {
            class: 'admin-error',
            role: 'alert',
            'data-testid': 'user-row-error',
            'data-status': e instanceof ApiError ? e.status : null,
            'data-field': e instanceof ApiError ? e.field : null,
          },
          errorText(e),
        ),
      );
    } finally {
      sync();
      for (const b of boxes) b.box.disabled = false;
      row.removeAttribute('aria-busy');
      if (!document.activeElement || document.activeElement === document.body) box.focus();
    }
  };
  const row = h(
    'tr',
    { 'data-testid': 'user-row', 'data-username': user.username },
    h(
      'td',
      { class: 'name-cell' },
      h('span', { class: 'user-name-text', 'data-testid': 'user-name' }, user.username),
      opts.self ? h('span', { class: 'badge badge-own', title: 'Your account' }, 'you') : null,
    ),
    rolesCell,
    h(
      'td',
      { class: 'small' },
      h('time', { datetime: user.createdAt, title: user.createdAt }, formatInstant(user.createdAt, { seconds: true })),
    ),
    h(
      'td',
      null,
      h(
        'div',
        { class: 'row admin-roles' },
        boxes.map(({ role, box }) => h('label', { class: 'check' }, box, role)),
      ),
      opts.issueReset && !opts.self
        ? h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small btn-quiet',
              'data-testid': 'user-reset',
              title: 'A single-use link that sets a new password, for someone who lost theirs',
              onclick: () => void reset(),
            },
            'Password reset link',
          )
        : null,
    ),
    status,
  );
  const reset = async () => {
    replaceChildren(status, h('span', { class: 'muted' }, 'Issuing…'));
    try {
      const r = await opts.issueReset!(user.username);
      const url = new URL(r.link, location.origin).toString();
      const input = h('input', {
        type: 'text',
        readonly: true,
        value: url,
        'data-testid': 'user-reset-link',
        'aria-label': `Reset link for ${user.username}`,
      });
      replaceChildren(
        status,
        h(
          'div',
          { class: 'small' },
          input,
          `Give it to ${user.username} by a channel you trust; it works once, until ${formatInstant(r.expiresAt, { seconds: true })}, and replaces any earlier link.`,
        ),
      );
      input.select();
    } catch (e) {
      replaceChildren(
        status,
        h('span', { class: 'admin-error', role: 'alert', 'data-testid': 'user-row-error' }, errorText(e)),
      );
    }
  };
  return row;
}

export function usersTable(users: readonly UserView[], opts: (u: UserView) => UserRowOptions): HTMLElement {
  if (users.length === 0) return h('p', { class: 'muted', 'data-testid': 'users-empty' }, 'No account matches.');
  return wrappedTable(
    { class: 'admin-table', 'data-testid': 'users-table' },
    colHeads('Username', 'Roles', 'Created', 'Change roles', h('span', { class: 'visually-hidden' }, 'Outcome')),
    users.map((u) => userRow(u, opts(u))),
  );
}

/** One audit entry: local time, actor, action, target and the details as compact JSON text. */
export function auditRow(e: AuditEntry): HTMLTableRowElement {
  return h(
    'tr',
    { 'data-testid': 'audit-row', 'data-id': e.id },
    h(
      'td',
      { class: 'small nowrap' },
      h('time', { datetime: e.at, title: e.at }, formatInstant(e.at, { seconds: true })),
    ),
    h(
      'td',
      { 'data-testid': 'audit-actor', class: e.actorId === null || e.actorId === undefined ? 'muted' : null },
      e.actor,
    ),
    h('td', null, h('code', { 'data-testid': 'audit-action' }, e.action)),
    h('td', { 'data-testid': 'audit-target' }, e.target),
    h('td', null, h('code', { class: 'audit-details', 'data-testid': 'audit-details' }, detailsText(e.details))),
  );
}

export function auditTable(entries: readonly AuditEntry[]): HTMLElement {
  if (entries.length === 0) return h('p', { class: 'muted', 'data-testid': 'audit-empty' }, 'No entries.');
  return wrappedTable(
    { class: 'admin-table', 'data-testid': 'audit-table' },
    colHeads('Time', 'Actor', 'Action', 'Target', 'Details'),
    entries.map(auditRow),
  );
}

interface Section {
  el: HTMLElement;
  reload(): void;
  dispose(): void;
}

interface SectionEnv {
  /** The server refused (401/403): the whole page says "admins only". */
  refused(e: unknown): void;
  viewer(): string | null;
}

/** A section of the page: its title, what it shows, its filters, and its list, loading at once. */
function section(
  name: string,
  title: string,
  about: string,
  filters: HTMLElement[],
  data: PagedList,
  typing: { cancel(): void },
): Section {
  const el = h(
    'section',
    { class: 'panel', 'aria-labelledby': `admin-${name}-title` },
    h('h2', { id: `admin-${name}-title` }, title),
    h('p', { class: 'small muted' }, about),
    h('div', { class: 'row admin-filters' }, filters),
    data.list,
    data.pager,
  );
  data.load();
  return { el, reload: () => data.load(), dispose: () => (typing.cancel(), data.dispose()) };
}

// ---------------------------------------------------------------- users

function usersSection(env: SectionEnv, onRolesChanged: () => void): Section {
  const search = filterInput('user-search', 'Part of a username');
  const role = h(
    'select',
    { 'data-testid': 'user-role-filter' },
    h('option', { value: '' }, 'All accounts'),
    h('option', { value: 'organizer' }, 'Organizers'),
    h('option', { value: 'admin' }, 'Admins'),
  );
  const rowOptions = (u: UserView): UserRowOptions => ({
    self: u.username === env.viewer(),
    save: (username, roles) => AdminApi.setRoles(username, roles),
    issueReset: (username) => AdminApi.issueReset(username),
    onSaved: onRolesChanged,
  });
  const data = pagedList<UserPage>({
    prefix: 'users',
    label: 'Pages of users',
    size: USERS_PAGE,
    fetch: (offset, signal) => AdminApi.users({ q: search.value, role: role.value, offset, limit: USERS_PAGE }, signal),
    count: (page) => ({ shown: page.users.length, total: page.total }),
    render: (page) => usersTable(page.users, rowOptions),
    refused: (e) => env.refused(e),
  });
  const typing = debounced(data.fromStart, DEBOUNCE_MS);
  followTyping([search], typing);
  role.addEventListener('change', () => {
    typing.cancel();
    data.fromStart();
  });
  return section(
    'users',
    'Users',
    'Every account takes part in contests. Organizers create and run their own contests; admins manage roles, read the audit log and act on every contest. Each change is written to the audit log.',
    [labelled('Search', search, 'admin-user-search'), labelled('Role', role, 'admin-user-role')],
    data,
    typing,
  );
}

// ---------------------------------------------------------------- audit log

function auditSection(env: SectionEnv): Section {
  const actor = filterInput('audit-filter-actor', 'username or server');
  const action = filterInput('audit-filter-action', 'e.g. user.roles', { list: 'admin-audit-actions' });
  const target = filterInput('audit-filter-target', 'a prefix: contest:, user:ann');
  const data = pagedList<AuditPage>({
    prefix: 'audit',
    label: 'Pages of the audit log',
    size: AUDIT_PAGE,
    fetch: (offset, signal) =>
      AdminApi.audit(
        { actor: actor.value, action: action.value, target: target.value, offset, limit: AUDIT_PAGE },
        signal,
      ),
    count: (page) => ({ shown: page.entries.length, total: page.total }),
    render: (page) => auditTable(page.entries),
    refused: (e) => env.refused(e),
  });
  const typing = debounced(data.fromStart, DEBOUNCE_MS);
  followTyping([actor, action, target], typing);
  return section(
    'audit',
    'Audit log',
    'What organizers and admins did, newest first. Times are in your time zone; the target filter matches a prefix.',
    [
      labelled('Actor', actor, 'admin-audit-actor'),
      labelled('Action', action, 'admin-audit-action'),
      labelled('Target', target, 'admin-audit-target'),
      h(
        'datalist',
        { id: 'admin-audit-actions' },
        AUDIT_ACTIONS.map((a) => h('option', { value: a })),
      ),
    ],
    data,
    typing,
  );
}

// ---------------------------------------------------------------- the page

export default function mount(ctx: PageContext): () => void {
  ctx.title('Admin');
  const slot = h('div');
  replaceChildren(ctx.root, h('div', { class: 'page-head' }, h('h1', null, 'Admin')), slot);
  let mode: 'waiting' | 'forbidden' | 'admin' = 'waiting';
  let sections: Section[] = [];
  /** The admin the server refused: the page stays refused for them until the session changes. */
  let refusedFor: string | null = null;

  const stop = () => {
    sections.forEach((s) => s.dispose());
    sections = [];
  };

  const forbid = (problem?: unknown) => {
    stop();
    mode = 'forbidden';
    const who = me();
    replaceChildren(
      slot,
      h(
        'section',
        { class: 'notice notice-warn', role: 'alert', 'data-testid': 'admin-forbidden' },
        h(
          'p',
          null,
          h('strong', null, 'Admins only. '),
          who
            ? ['Your account ', h('strong', null, who.username), ' has no admin role: another admin can grant it.']
            : 'Log in with an admin account to manage users and read the audit log.',
        ),
        problem ? h('p', { class: 'small' }, `The server answered: ${errorText(problem)}`) : null,
        h(
          'p',
          null,
          who
            ? link(href.home(), { class: 'btn' }, 'Go home')
            : link(href.login(href.admin()), { class: 'btn btn-primary' }, 'Log in'),
        ),
      ),
    );
  };

  const env: SectionEnv = {
    refused(e) {
      refusedFor = me()?.username ?? null;
      forbid(e);
      // The session may have ended or lost its role: let the header catch up.
      void refreshSession(true);
    },
    viewer: () => me()?.username ?? null,
  };

  const showAdmin = () => {
    stop();
    mode = 'admin';
    const audit = auditSection(env);
    const users = usersSection(env, () => audit.reload());
    sections = [users, audit];
    replaceChildren(slot, h('div', { class: 'admin-page', 'data-testid': 'admin-page' }, users.el, audit.el));
  };

  const decide = () => {
    if (!sessionKnown()) {
      if (mode === 'waiting') replaceChildren(slot, h('p', { class: 'loading', role: 'status' }, 'Loading…'));
      return;
    }
    const who = me();
    if (!hasRole(who, 'admin')) {
      refusedFor = null;
      forbid();
      return;
    }
    if (mode === 'admin') return;
    if (mode === 'forbidden' && refusedFor === who!.username) return;
    refusedFor = null;
    showAdmin();
  };

  decide();
  const offSession = onSession(decide);
  return () => {
    offSession();
    stop();
  };
}
