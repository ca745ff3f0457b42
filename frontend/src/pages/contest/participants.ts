/**
 * The contest page's "Participants" panel for its staff: import a CSV of participants (the result
 * table holds each new account's one-time set-password link, to copy or download as a CSV; the
 * links are never shown again), the imported list, and the invitation codes (create for N people,
 * copy the code or its sign-up link, revoke).
 */
import { download, h, replaceChildren } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import type { Contest } from '../../lib/contests/api';
import {
  absolute,
  linksCsv,
  ParticipantsApi,
  type ImportResult,
  type InvitationView,
} from '../../lib/contests/participants';
import { formatInstant } from '../../lib/format';
import { colHeads, wrappedTable } from '../../lib/table';
import { notice, problemText, type ContestPageActions } from './notice';

function copyButton(text: () => string, testid: string, label = 'Copy'): HTMLButtonElement {
  const b: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small',
      'data-testid': testid,
      onclick: () => {
        const done = (t: string) => {
          b.textContent = t;
          setTimeout(() => (b.textContent = label), 1500);
        };
        if (!navigator.clipboard) return done('Select and copy it');
        navigator.clipboard.writeText(text()).then(
          () => done('Copied'),
          () => done('Select and copy it'),
        );
      },
    },
    label,
  );
  return b;
}

function importResultView(c: Contest, r: ImportResult): HTMLElement {
  const origin = location.origin;
  return h(
    'div',
    { 'data-testid': 'import-result' },
    notice(
      'ok',
      'import-ok',
      `${r.created} account${r.created === 1 ? '' : 's'} created, ${r.existing} existing registered. `,
      h('strong', null, 'The links are shown only now: copy or download them before leaving the page.'),
    ),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          class: 'btn',
          'data-testid': 'import-download',
          onclick: () => download(`contest-${c.id}-links.csv`, linksCsv(r, origin), 'text/csv'),
        },
        'Download as CSV',
      ),
    ),
    wrappedTable(
      { class: 'table', 'data-testid': 'import-links' },
      colHeads('Line', 'Username', 'Name', 'Team', 'Set-password link'),
      r.participants.map((p) =>
        h(
          'tr',
          { 'data-testid': 'import-row' },
          h('td', null, String(p.line)),
          h('td', { 'data-testid': 'import-username' }, p.username),
          h('td', null, p.displayName),
          h('td', null, p.team ?? ''),
          h(
            'td',
            null,
            p.link
              ? h(
                  'span',
                  { class: 'row' },
                  h('code', { 'data-testid': 'import-link', class: 'small' }, absolute(p.link, origin)),
                  copyButton(() => absolute(p.link!, origin), 'import-link-copy'),
                )
              : h('span', { class: 'muted' }, 'existing account: registered, no link'),
          ),
        ),
      ),
    ),
  );
}

/** Who was imported, when, and whether each has set a password with their link (never the links). */
function importedList(c: Contest): { el: HTMLElement; refresh: () => void } {
  const el = h('div', { 'data-testid': 'imported-list' });
  const refresh = () =>
    ParticipantsApi.imported(c.id).then(
      (l) =>
        replaceChildren(
          el,
          l.total === 0
            ? null
            : h(
                'details',
                null,
                h(
                  'summary',
                  null,
                  `Imported participants (${l.total}, ${l.participants.filter((p) => p.passwordSet).length} with a password set)`,
                ),
                wrappedTable(
                  { class: 'table' },
                  colHeads('Username', 'Name', 'Team', 'Imported', 'Password set'),
                  l.participants.map((p) =>
                    h(
                      'tr',
                      { 'data-testid': 'imported-row' },
                      h('td', null, p.username),
                      h('td', null, p.displayName ?? ''),
                      h('td', null, p.team ?? ''),
                      h('td', null, `${formatInstant(p.importedAt)} by ${p.importedBy}`),
                      h('td', { 'data-testid': 'imported-password-set' }, p.passwordSet ? 'yes' : 'not yet'),
                    ),
                  ),
                ),
              ),
        ),
      (e) => replaceChildren(el, notice('bad', 'imported-problem', problemText(e))),
    );
  refresh();
  return { el, refresh };
}

function importSection(c: Contest, page: ContestPageActions): HTMLElement {
  const imported = importedList(c);
  const text = h('textarea', {
    rows: 6,
    class: 'mono',
    'aria-label': 'Participants CSV',
    'data-testid': 'import-csv',
    placeholder: 'username,displayName,team,email\nada,Ada Lovelace,Analytical,ada@example.org',
  });
  const file = h('input', { type: 'file', accept: '.csv,text/csv', 'data-testid': 'import-file' });
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (f) f.text().then((t) => (text.value = t));
  });
  const out = h('div', { 'aria-live': 'polite', 'data-testid': 'import-message' });
  const go: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-primary',
      'data-testid': 'import-submit',
      onclick: () => {
        go.disabled = true;
        ParticipantsApi.importCsv(c.id, text.value).then(
          (r) => {
            go.disabled = false;
            text.value = '';
            replaceChildren(out, importResultView(c, r));
            imported.refresh();
            page.reloadSoon(0);
          },
          (e) => {
            go.disabled = false;
            const lines =
              e instanceof ApiError && e.errors.length > 0
                ? h(
                    'ul',
                    { 'data-testid': 'import-errors' },
                    ...e.errors.map((l) =>
                      h('li', null, `${l.line > 0 ? `Line ${l.line}, ` : ''}${l.field}: ${l.detail}`),
                    ),
                  )
                : null;
            replaceChildren(out, notice('bad', 'import-problem', problemText(e)), lines);
          },
        );
      },
    },
    'Import',
  );
  return h(
    'div',
    null,
    h('h3', null, 'Import from a CSV'),
    h(
      'p',
      { class: 'small muted' },
      'A header line username,displayName,team,email (team and email optional), then one person a line, up to 1,000. ',
      'Nothing is created if any line is wrong. Each new account gets a one-time link to set its password.',
    ),
    text,
    h('div', { class: 'row' }, file, go),
    out,
    imported.el,
  );
}

function invitationsSection(c: Contest): HTMLElement {
  const list = h('div', { 'data-testid': 'invitations' });
  const msg = h('div', { 'aria-live': 'polite' });
  const fresh = new Map<number, string>(); // codes created on this page: shown until it is left
  const uses = h('input', {
    type: 'number',
    min: '1',
    max: '10000',
    value: '30',
    'aria-label': 'Uses',
    'data-testid': 'invite-uses',
    style: 'width:6em',
  });
  const label = h('input', {
    type: 'text',
    placeholder: 'Label (Class 4B)',
    'aria-label': 'Label',
    'data-testid': 'invite-label',
    style: 'max-width:16em',
  });
  const row = (i: InvitationView) => {
    const code = fresh.get(i.id) ?? null;
    const signUp = code ? absolute(`/signup#invite=${code}`, location.origin) : null;
    const revoke: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small btn-danger',
        'data-testid': 'invite-revoke',
        onclick: () => {
          revoke.disabled = true;
          ParticipantsApi.revoke(c.id, i.id).then(refresh, (e) => {
            revoke.disabled = false;
            replaceChildren(msg, notice('bad', 'invite-problem', problemText(e)));
          });
        },
      },
      'Revoke',
    );
    return h(
      'tr',
      { 'data-testid': 'invite-row' },
      h('td', null, code ? h('code', { 'data-testid': 'invite-code' }, code) : h('code', null, i.hint)),
      h('td', null, i.label ?? ''),
      h('td', { 'data-testid': 'invite-used' }, `${i.used} / ${i.uses}`),
      h('td', null, i.revokedAt ? 'revoked' : i.usable ? `until ${formatInstant(i.expiresAt)}` : 'unusable'),
      h(
        'td',
        { class: 'row' },
        code ? copyButton(() => code, 'invite-copy', 'Copy code') : null,
        signUp ? copyButton(() => signUp, 'invite-copy-link', 'Copy sign-up link') : null,
        i.usable ? revoke : null,
      ),
    );
  };
  function refresh(): void {
    ParticipantsApi.invitations(c.id).then(
      (l) =>
        replaceChildren(
          list,
          l.invitations.length === 0
            ? h('p', { class: 'muted small' }, 'No invitation codes yet.')
            : h(
                'div',
                { class: 'table-wrap' },
                h(
                  'table',
                  { class: 'table' },
                  h(
                    'thead',
                    null,
                    h(
                      'tr',
                      null,
                      h('th', null, 'Code'),
                      h('th', null, 'Label'),
                      h('th', null, 'Used'),
                      h('th', null, 'State'),
                      h('th', null, ''),
                    ),
                  ),
                  h('tbody', null, ...l.invitations.map(row)),
                ),
              ),
        ),
      (e) => replaceChildren(list, notice('bad', 'invite-problem', problemText(e))),
    );
  }
  const create: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'btn',
      'data-testid': 'invite-create',
      onclick: () => {
        create.disabled = true;
        // Valid until the contest's end: nobody signs up for an ended contest anyway.
        ParticipantsApi.invite(c.id, Number(uses.value), c.endsAt, label.value.trim() || null).then(
          (i) => {
            create.disabled = false;
            if (i.code) fresh.set(i.id, i.code);
            replaceChildren(
              msg,
              notice('ok', 'invite-ok', 'Code created: copy it now, it is shown only on this page.'),
            );
            refresh();
          },
          (e) => {
            create.disabled = false;
            replaceChildren(msg, notice('bad', 'invite-problem', problemText(e)));
          },
        );
      },
    },
    'Create a code',
  );
  refresh();
  return h(
    'div',
    null,
    h('h3', null, 'Invitation codes'),
    h(
      'p',
      { class: 'small muted' },
      'A code lets N people sign up and register at once, past the per-address sign-up limit (a class behind one address).',
    ),
    h('div', { class: 'row' }, uses, label, create),
    msg,
    list,
  );
}

export function participantsPanel(c: Contest, page: ContestPageActions): HTMLElement {
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'participants-h', 'data-testid': 'participants-panel' },
    h('h2', { id: 'participants-h' }, 'Participants'),
    importSection(c, page),
    invitationsSection(c),
  );
}
