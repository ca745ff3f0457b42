/**
 * The bot lab: start a reference bot on the server (POST /api/bot-runs) and list runs. Field
 * errors from the server's problem document appear next to the field they name.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api } from '../lib/api';
import { DEFAULT_FORM } from '../lib/botForm';
import { initialBotForm } from '../lib/botLab';
import { errorNotice } from '../lib/components';
import { puzzlesOnly } from '../lib/puzzles';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { loadPref } from '../lib/storage';
import { startRunForm } from './botlab/form';
import { runsTable } from './botlab/runsTable';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'botlab') return () => {};
  const root = ctx.root;
  let disposed = false;
  ctx.title('Bot lab');
  const formSlot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  const mineSlot = h('div', { 'data-testid': 'my-runs' });
  const recentSlot = h('div', { 'data-testid': 'recent-runs' }, h('p', { class: 'loading' }, 'Loading…'));
  // The form above, the runs below at the page's width: side by side, neither had room (a runs
  // table scrolled inside half a page, bot names wrapped to four lines).
  replaceChildren(
    root,
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Bot lab'),
      h('span', { class: 'muted' }, 'Run the reference search bots on the server and watch them live.'),
      h('span', { class: 'spacer' }),
      link(href.hostedBots(), { 'data-testid': 'hosted-bots-link' }, 'Your hosted bots'),
      link(href.suites(), { 'data-testid': 'suites-link' }, 'Suites'),
    ),
    h(
      'section',
      { class: 'panel bot-form-panel', 'aria-labelledby': 'start-h' },
      h('h2', { id: 'start-h' }, 'Start a run'),
      formSlot,
    ),
    h('section', { class: 'panel' }, h('h2', null, 'Your runs'), mineSlot),
    h('section', { class: 'panel' }, h('h2', null, 'Recent runs'), recentSlot),
  );

  const loadLists = () => {
    Api.botRuns({ limit: 15 }).then(
      (p) => !disposed && replaceChildren(recentSlot, runsTable(p.runs)),
      (e) => !disposed && replaceChildren(recentSlot, errorNotice(e)),
    );
    const who = me();
    if (!who)
      replaceChildren(
        mineSlot,
        h(
          'p',
          { class: 'muted' },
          link(href.login(location.pathname + location.search), null, 'Log in'),
          ' to start runs and see yours.',
        ),
      );
    else
      Api.botRuns({ account: who.username, limit: 15 }).then(
        (p) => !disposed && replaceChildren(mineSlot, runsTable(p.runs, { owner: false })),
        (e) => !disposed && replaceChildren(mineSlot, errorNotice(e)),
      );
  };
  loadLists();
  const off = onSession(() => loadLists());

  // The caller's limits let the form check every field at once; without them the server still does.
  Promise.all([Api.games(), Api.botRunLimits().catch(() => null)])
    .then(([all, limits]) => {
      if (disposed) return;
      // Bot runs search for a score: the server refuses the two-player games ("Not a puzzle").
      const games = puzzlesOnly(all);
      const saved = loadPref('botForm', DEFAULT_FORM as unknown as object);
      const link = route.page === 'botlab' ? { game: route.game, instance: route.instance } : {};
      const values = initialBotForm(
        saved,
        limits,
        games.map((g) => g.id),
        link,
      );
      const page = { disposed: () => disposed, navigate: (to: string) => ctx.navigate(to) };
      replaceChildren(formSlot, startRunForm(games, limits, values, page));
    })
    .catch((e) => replaceChildren(formSlot, errorNotice(e)));

  return () => {
    disposed = true;
    off();
  };
}
