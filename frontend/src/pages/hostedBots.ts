/**
 * My hosted bots (/hosted-bots): the caller's bots, each with its newest version, and a form that
 * creates one (name and description); the new bot's page takes its first upload.
 */
import { field, h, link, replaceChildren } from '../lib/dom';
import { ApiError } from '../lib/api';
import { errorNotice } from '../lib/components';
import { formatAgo, formatInstant } from '../lib/format';
import { HostedApi, type HostedBot } from '../lib/hostedApi';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession, sessionKnown } from '../lib/session';
import { wrappedTable, colHeads } from '../lib/table';

function botsTable(bots: readonly HostedBot[]): HTMLElement {
  if (bots.length === 0) return h('p', { class: 'muted', 'data-testid': 'hosted-bots-empty' }, 'No hosted bots yet.');
  return wrappedTable(
    { 'data-testid': 'hosted-bots-table' },
    colHeads('Bot', 'Versions', 'Newest', 'Created'),
    bots.map((b) => {
      const newest = b.versions.find((v) => !v.retiredAt) ?? null;
      return h(
        'tr',
        { 'data-testid': 'hosted-bot-row' },
        h('td', { class: 'name-cell' }, link(href.hostedBot(b.id), { 'data-testid': 'hosted-bot-link' }, b.name)),
        h('td', { class: 'num' }, String(b.versions.length)),
        h('td', null, newest ? `v${newest.number} · ${newest.runtime} · ${newest.fileName}` : '–'),
        h('td', { title: formatInstant(b.createdAt) }, formatAgo(b.createdAt)),
      );
    }),
  );
}

function createForm(onCreated: (bot: HostedBot) => void): HTMLFormElement {
  const name = h('input', {
    type: 'text',
    id: 'hosted-name',
    'data-testid': 'hosted-name',
    maxlength: 40,
    required: true,
    autocomplete: 'off',
    spellcheck: 'false',
    pattern: '[A-Za-z0-9][A-Za-z0-9_-]*',
  });
  const description = h('input', { type: 'text', id: 'hosted-description', 'data-testid': 'hosted-description' });
  const nameField = field('Name', name, 'Letters, digits, _ and -, starting with a letter or digit; at most 40.');
  const descriptionField = field('Description (optional)', description);
  const problem = h('div', { 'aria-live': 'polite', 'data-testid': 'hosted-create-error' });
  const submit = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'hosted-create' }, 'Create');
  const form = h(
    'form',
    { novalidate: true, 'data-testid': 'hosted-create-form' },
    h('div', { class: 'form-grid' }, nameField.wrap, descriptionField.wrap),
    problem,
    submit,
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    nameField.error.textContent = '';
    replaceChildren(problem);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(name.value)) {
      nameField.error.textContent = 'A name of 1 to 40 letters, digits, _ or -, starting with a letter or digit.';
      name.focus();
      return;
    }
    submit.disabled = true;
    try {
      onCreated(await HostedApi.create(name.value, description.value.trim()));
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'name' || err.status === 409)) {
        nameField.error.textContent = err.message;
        name.focus();
      } else replaceChildren(problem, errorNotice(err));
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

export default function mount(ctx: PageContext): () => void {
  ctx.title('Hosted bots');
  const root = ctx.root;
  let disposed = false;
  const render = () => {
    const head = h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'My hosted bots'),
      h('span', { class: 'muted' }, 'Your programs, run on the server\u2019s workers in a sandbox at a CPU budget.'),
    );
    if (!sessionKnown()) {
      replaceChildren(root, head, h('p', { class: 'loading' }, 'Loading…'));
      return;
    }
    if (!me()) {
      replaceChildren(
        root,
        head,
        h(
          'p',
          null,
          link(href.login(href.hostedBots()), { 'data-testid': 'hosted-login' }, 'Log in'),
          ' to upload and run your bots.',
        ),
      );
      return;
    }
    const list = h('div', { 'data-testid': 'hosted-bots' }, h('p', { class: 'loading' }, 'Loading…'));
    replaceChildren(
      root,
      head,
      h(
        'p',
        { class: 'small' },
        'The protocol, the verdicts and the starter bots are in ',
        h('code', null, 'docs/HOSTED_BOTS.md'),
        '. Compare bots at equal compute on the ',
        link(href.suites(), null, 'suites'),
        '. A bot on your own machine plays in the arena as a ',
        link(href.remoteBots(), { 'data-testid': 'hosted-remote-link' }, 'remote bot'),
        '.',
      ),
      h('section', { class: 'panel' }, h('h2', null, 'Your bots'), list),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'New bot'),
        createForm((bot) => ctx.navigate(href.hostedBot(bot.id))),
      ),
    );
    HostedApi.bots().then(
      (bots) => !disposed && replaceChildren(list, botsTable(bots)),
      (e) => !disposed && replaceChildren(list, errorNotice(e)),
    );
  };
  render();
  const off = onSession(render);
  return () => {
    disposed = true;
    off();
  };
}
