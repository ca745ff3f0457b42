/**
 * Your account: API tokens for bots (the secret is shown once), where to learn to use them, your
 * password, your sessions (each browser, ended one by one) and logging out everywhere.
 */
import { field, h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError, type SessionInfo, type TokenView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';
import { me, onSession, refreshSession, setMe } from '../lib/session';

/**
 * Change the password: the current one, the new one twice. The server ends every other session;
 * the page says so, and `onChanged` (the session list, read again) shows it. Field errors sit under
 * their field; after a try, the two new passwords are compared again as they are typed, so no
 * "differ" stays that is no longer true (the browser's own checks may block the next try).
 */
export function passwordPanel(onChanged: () => void = () => {}): HTMLElement {
  const current = h('input', {
    type: 'password',
    autocomplete: 'current-password',
    id: 'pw-current',
    'data-testid': 'pw-current',
  });
  const next = h('input', {
    type: 'password',
    autocomplete: 'new-password',
    id: 'pw-new',
    'data-testid': 'pw-new',
    minlength: 8,
    maxlength: 200,
  });
  const again = h('input', {
    type: 'password',
    autocomplete: 'new-password',
    id: 'pw-again',
    'data-testid': 'pw-again',
  });
  const fCurrent = field('Current password', current);
  const fNext = field('New password', next, '8 to 200 characters');
  const fAgain = field('New password again', again);
  const result = h('div', { 'aria-live': 'polite', 'data-testid': 'pw-result' });
  const save = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'pw-save' }, 'Change password');
  const form = h(
    'form',
    { class: 'form-narrow', 'data-testid': 'pw-form' },
    fCurrent.wrap,
    fNext.wrap,
    fAgain.wrap,
    save,
    result,
  );
  const DIFFER = 'The two new passwords differ.';
  const SAME = 'The new password is the current one: choose another.';
  const LENGTH = 'A password has 8 to 200 characters.';
  const lengthOk = (p: string) => p.length >= 8 && p.length <= 200;
  let tried = false;
  /** The errors that depend only on what is typed, said again after each keystroke once a try failed. */
  const recheck = () => {
    if (!tried) return;
    setText(fAgain.error, again.value && next.value !== again.value ? DIFFER : '');
    const said = fNext.error.textContent;
    if ((said === SAME && next.value !== current.value) || (said === LENGTH && lengthOk(next.value)))
      setText(fNext.error, '');
  };
  for (const input of [current, next, again]) input.addEventListener('input', recheck);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    tried = true;
    for (const f of [fCurrent, fNext, fAgain]) setText(f.error, '');
    replaceChildren(result);
    if (!lengthOk(next.value)) {
      setText(fNext.error, LENGTH);
      return;
    }
    if (next.value === current.value) {
      setText(fNext.error, SAME);
      return;
    }
    if (next.value !== again.value) {
      setText(fAgain.error, DIFFER);
      return;
    }
    save.disabled = true;
    try {
      await Api.changePassword(current.value, next.value);
      form.reset();
      tried = false;
      onChanged();
      replaceChildren(
        result,
        h(
          'p',
          { class: 'notice notice-ok', role: 'status', 'data-testid': 'pw-changed' },
          'Password changed. Every other browser logged in to this account has been logged out.',
        ),
      );
    } catch (err) {
      if (err instanceof ApiError && err.field === 'currentPassword') setText(fCurrent.error, err.detail);
      else if (err instanceof ApiError && (err.field === 'password' || err.field === 'newPassword'))
        setText(fNext.error, err.detail);
      else replaceChildren(result, errorNotice(err));
    } finally {
      save.disabled = false;
    }
  });
  return h('section', { class: 'panel', 'data-testid': 'password-panel' }, h('h2', null, 'Password'), form);
}

/** A session's browser in a few words, from its User-Agent ("Firefox on Linux"), or what we know. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'a browser (not recorded)';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua.length > 60 ? `${ua.slice(0, 57)}…` : ua);
}

/**
 * Your sessions: each browser with when it logged in, this one marked, the others ended with one
 * click; `reload` reads them again (after a password change ended the others).
 */
export function sessionList(): { el: HTMLElement; reload: () => void } {
  const slot = h('div', { 'data-testid': 'session-list' }, h('p', { class: 'loading' }, 'Loading…'));
  /** Only the latest read draws: an older answer arriving late would bring ended sessions back. */
  let reads = 0;
  const load = () => {
    const read = ++reads;
    return Api.sessions().then(
      (list) => {
        if (read === reads)
          replaceChildren(slot, list.length === 0 ? h('p', { class: 'muted' }, 'No sessions.') : table(list));
      },
      (e) => {
        if (read === reads) replaceChildren(slot, errorNotice(e));
      },
    );
  };
  const table = (list: SessionInfo[]) =>
    h(
      'ul',
      { class: 'session-list' },
      list.map((s) =>
        h(
          'li',
          { 'data-testid': 'session-row', 'data-current': s.current ? 'true' : 'false' },
          h('strong', null, browserName(s.userAgent)),
          s.current ? h('span', { class: 'badge badge-own' }, 'this browser') : null,
          h('span', { class: 'small muted' }, ` · logged in ${formatInstant(s.createdAt)}`),
          s.current
            ? null
            : h(
                'button',
                {
                  type: 'button',
                  class: 'btn btn-small',
                  'data-testid': 'session-end',
                  onclick: async (e: Event) => {
                    (e.currentTarget as HTMLButtonElement).disabled = true;
                    try {
                      await Api.endSession(s.id);
                    } catch (err) {
                      if (!(err instanceof ApiError && err.status === 404)) replaceChildren(slot, errorNotice(err));
                    }
                    void load();
                  },
                },
                'Log it out',
              ),
        ),
      ),
    );
  void load();
  return { el: slot, reload: () => void load() };
}

/**
 * The session list and "Log out everywhere", which ends every session of the account (every
 * browser, this one too) after a second click.
 */
export function sessionsPanel(list: HTMLElement, onDone: () => void): HTMLElement {
  const slot = h('div', { 'aria-live': 'polite', 'data-testid': 'logout-everywhere-result' });
  const actions = h('div', { class: 'row' });
  const idle = () =>
    replaceChildren(
      actions,
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn-danger',
          'data-testid': 'logout-everywhere',
          onclick: ask,
        },
        'Log out everywhere',
      ),
    );
  const ask = () => {
    replaceChildren(
      actions,
      h('span', { class: 'small' }, 'Every browser logged in to this account, this one too, will be logged out.'),
      h(
        'button',
        { type: 'button', class: 'btn btn-danger', 'data-testid': 'logout-everywhere-confirm', onclick: confirm },
        'Log out everywhere',
      ),
      h('button', { type: 'button', class: 'btn', 'data-testid': 'logout-everywhere-cancel', onclick: idle }, 'Cancel'),
    );
    (actions.querySelector('[data-testid="logout-everywhere-cancel"]') as HTMLElement).focus();
  };
  const confirm = async () => {
    replaceChildren(slot);
    try {
      await Api.logoutEverywhere();
      onDone();
    } catch (e) {
      replaceChildren(slot, errorNotice(e));
      idle();
    }
  };
  idle();
  return h(
    'section',
    { class: 'panel', 'data-testid': 'sessions-panel' },
    h('h2', null, 'Sessions'),
    h(
      'p',
      { class: 'small muted' },
      'Lost a device, or logged in on a shared computer? Log that browser out, or end every session of this account. API tokens keep working: revoke them above.',
    ),
    list,
    actions,
    slot,
  );
}

/** A token's row; revoking asks once more in the row itself (no browser dialog). */
export function tokenRow(t: TokenView, onRevoke: (t: TokenView) => void): HTMLTableRowElement {
  const actions = h('td');
  const ask = () => {
    replaceChildren(
      actions,
      h(
        'span',
        { class: 'row' },
        h('span', { class: 'small' }, 'Bots using it will be refused.'),
        h(
          'button',
          {
            type: 'button',
            class: 'btn btn-small btn-danger',
            'data-testid': 'token-revoke-confirm',
            onclick: () => onRevoke(t),
          },
          'Revoke it',
        ),
        h(
          'button',
          { type: 'button', class: 'btn btn-small', 'data-testid': 'token-revoke-cancel', onclick: idle },
          'Keep',
        ),
      ),
    );
    (actions.querySelector('[data-testid="token-revoke-cancel"]') as HTMLElement).focus();
  };
  const idle = () =>
    replaceChildren(
      actions,
      t.revokedAt
        ? h('span', { class: 'badge badge-failed' }, 'revoked')
        : h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small btn-danger',
              'data-testid': 'token-revoke',
              'aria-label': `Revoke token ${t.name}`,
              onclick: ask,
            },
            'Revoke',
          ),
    );
  idle();
  return h(
    'tr',
    { 'data-testid': 'token-row' },
    h('td', { class: 'name-cell', 'data-testid': 'token-name' }, t.name),
    h('td', null, formatInstant(t.createdAt)),
    h('td', null, t.lastUsedAt ? formatInstant(t.lastUsedAt) : 'never'),
    actions,
  );
}

export default function mount(ctx: PageContext): () => void {
  ctx.title('Account');
  const root = ctx.root;
  let disposed = false;
  const render = () => {
    const who = me();
    if (!who) {
      replaceChildren(
        root,
        h('h1', null, 'Account'),
        h(
          'p',
          null,
          link(href.login(href.account()), { 'data-testid': 'account-login' }, 'Log in'),
          ' to manage your API tokens.',
        ),
      );
      return;
    }
    const listSlot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
    const created = h('div', { 'aria-live': 'polite', 'data-testid': 'token-created' });
    const name = h('input', {
      type: 'text',
      id: 'token-name',
      'data-testid': 'token-name-input',
      maxlength: 100,
      placeholder: 'e.g. my-nmcs-bot',
      autocomplete: 'off',
    });
    const nameField = field('Token name (the bot\u2019s name on the leaderboards)', name);
    const createBtn = h(
      'button',
      { type: 'submit', class: 'btn btn-primary', 'data-testid': 'token-create' },
      'Create a token',
    );
    const form = h('form', { class: 'form-narrow', novalidate: true }, nameField.wrap, createBtn);
    const sessions = sessionList();
    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, 'Account'),
        h('span', { class: 'muted' }, 'Logged in as ', h('strong', { 'data-testid': 'account-name' }, who.username)),
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'API tokens'),
        h(
          'p',
          { class: 'small muted' },
          'A bot submits with ',
          h('code', null, 'Authorization: Bearer <token>'),
          '. Each token is a separate bot on the leaderboards. ',
          link(href.guide(), null, 'Read the bot guide.'),
          ' A ',
          link(href.remoteBots(), { 'data-testid': 'account-remote-link' }, 'remote bot'),
          ' in the arena connects with one of these tokens too.',
        ),
        form,
        created,
        listSlot,
      ),
      passwordPanel(sessions.reload),
      sessionsPanel(sessions.el, () => setMe(null)),
    );

    const load = () =>
      Api.tokens().then(
        (tokens) => {
          if (disposed) return;
          replaceChildren(
            listSlot,
            tokens.length === 0
              ? h('p', { class: 'muted' }, 'No tokens yet.')
              : wrappedTable(
                  { 'data-testid': 'token-table' },
                  colHeads('Name', 'Created', 'Last used', h('span', { class: 'visually-hidden' }, 'Actions')),
                  tokens.map((t) => tokenRow(t, revoke)),
                ),
          );
        },
        (e) => {
          if (disposed) return;
          if (e instanceof ApiError && e.status === 401) void refreshSession(true);
          replaceChildren(listSlot, errorNotice(e));
        },
      );

    const revoke = async (t: TokenView) => {
      try {
        await Api.revokeToken(t.id);
        load();
      } catch (e) {
        replaceChildren(created, errorNotice(e));
      }
    };

    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      nameField.error.textContent = '';
      replaceChildren(created);
      createBtn.disabled = true;
      try {
        const t = await Api.createToken(name.value.trim());
        name.value = '';
        const secret = h('code', { 'data-testid': 'token-secret' }, t.token ?? '');
        const copy = h('button', { type: 'button', class: 'btn', 'data-testid': 'token-copy' }, 'Copy');
        copy.addEventListener('click', () => {
          navigator.clipboard?.writeText(t.token ?? '').then(
            () => (copy.textContent = 'Copied'),
            () => (copy.textContent = 'Select and copy it'),
          );
        });
        replaceChildren(
          created,
          h(
            'div',
            { class: 'notice notice-ok', role: 'status' },
            h('p', null, 'Token ', h('strong', null, t.name), ' created. Copy it now: it is shown only once.'),
            h('div', { class: 'secret' }, secret, copy),
          ),
        );
        load();
      } catch (err) {
        if (err instanceof ApiError && err.field === 'name') {
          nameField.error.textContent = err.detail;
          name.setAttribute('aria-invalid', 'true');
        } else replaceChildren(created, errorNotice(err));
      } finally {
        createBtn.disabled = false;
      }
    });
    load();
  };
  render();
  const off = onSession(() => render());
  return () => {
    disposed = true;
    off();
  };
}
