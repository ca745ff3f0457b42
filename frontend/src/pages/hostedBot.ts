/**
 * One hosted bot (/hosted-bots/{id}): its versions for anyone; for its owner also the upload of a
 * new version, each version's download and retire, "Run this version" and "Enter in the arena"; for
 * anyone its versions' arena ratings.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type GameView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { HostedApi, type HostedBot, type HostedBotRunView, type HostedVersion } from '../lib/hostedApi';
import { formatBytes, shortSha } from '../lib/hostedUpload';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { arenaPanel } from './hostedBot/arenaPanel';
import { runForm } from './hostedBot/runForm';
import { uploadForm } from './hostedBot/uploadForm';
import { versionsTable } from './hostedBot/versionsTable';
import { runsTable } from './botlab/runsTable';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'hostedbot') return () => {};
  const root = ctx.root;
  let disposed = false;
  let bot: HostedBot | null = null;
  let games: GameView[] = [];
  /** The version just uploaded: said above the versions until the page is left. */
  let uploaded: HostedVersion | null = null;
  const page = { disposed: () => disposed, navigate: (to: string) => ctx.navigate(to) };
  replaceChildren(root, h('h1', null, 'Hosted bot'), h('p', { class: 'loading' }, 'Loading…'));

  const render = () => {
    if (!bot) return;
    const b = bot;
    ctx.title(`${b.name} · Hosted bots`);
    const owner = me()?.username === b.owner;
    const runsSlot = h('div', { 'data-testid': 'hosted-bot-runs' }, h('p', { class: 'loading' }, 'Loading…'));
    showRuns(b, runsSlot);
    const run = owner && b.versions.some((v) => !v.retiredAt) ? runForm(b, games, page) : null;
    const versions = versionsTable(b, owner, {
      run: (v) => run?.pick(v.number),
      retired: () => void load(),
    });
    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', { 'data-testid': 'hosted-bot-name' }, b.name),
        h('span', { class: 'muted' }, 'by ', b.owner),
        h('span', { class: 'spacer' }),
        link(href.hostedBots(), null, 'All your hosted bots'),
      ),
      b.description ? h('p', { 'data-testid': 'hosted-bot-description' }, b.description) : null,
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Versions'),
        h(
          'p',
          { class: 'small muted' },
          'Every upload is a new version that never changes; its SHA-256 names its bytes. A retired version can no longer be run.',
        ),
        uploaded
          ? h(
              'div',
              { class: 'notice notice-ok', role: 'status', 'data-testid': 'upload-done' },
              h(
                'p',
                null,
                `Uploaded v${uploaded.number}: ${uploaded.fileName}, ${formatBytes(uploaded.sizeBytes)}, SHA-256 ${shortSha(uploaded.sha256)}…`,
              ),
            )
          : null,
        versions,
      ),
      owner
        ? h(
            'section',
            { class: 'panel' },
            h('h2', null, 'Upload a new version'),
            uploadForm(b.id, (v) => {
              uploaded = v;
              void load();
            }),
          )
        : null,
      run
        ? h(
            'section',
            { class: 'panel', 'aria-labelledby': 'run-h' },
            h('h2', { id: 'run-h' }, 'Run this version'),
            run.form,
          )
        : null,
      arenaPanel(b, owner, () => disposed),
      h('section', { class: 'panel' }, h('h2', null, 'Recent runs'), runsSlot),
    );
  };

  /** The owner's latest runs that ran this bot (the runs list knows owners, not bots). */
  const showRuns = (b: HostedBot, slot: HTMLElement) => {
    Api.botRuns({ account: b.owner, limit: 100 }).then(
      (p) => {
        const mine = (p.runs as HostedBotRunView[]).filter((r) => r.hosted?.botId === b.id);
        if (!disposed) replaceChildren(slot, runsTable(mine.slice(0, 15), { owner: false }));
      },
      (e) => !disposed && replaceChildren(slot, errorNotice(e)),
    );
  };

  const load = () =>
    HostedApi.bot(route.id).then(
      (b) => {
        bot = b;
        if (!disposed) render();
      },
      (e) => {
        if (!disposed)
          replaceChildren(
            root,
            h('h1', null, 'Hosted bot'),
            errorNotice(e),
            link(href.hostedBots(), null, 'Your hosted bots'),
          );
      },
    );
  Api.games()
    .then((g) => (games = g))
    .catch(() => undefined)
    .finally(() => void load());
  const off = onSession(render);
  return () => {
    disposed = true;
    off();
  };
}
