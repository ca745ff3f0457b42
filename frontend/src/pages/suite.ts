/**
 * One suite (/suites/{id}): its instances and budgets, the comparison of every bot run on it, and
 * (logged in) the form that runs a reference or a hosted bot on it.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { HostedApi, type HostedBot, type Suite } from '../lib/hostedApi';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { colHeads, wrappedTable } from '../lib/table';
import { comparisonTable } from './suite/comparisonTable';
import { suiteRunForm } from './suite/runForm';
import { suiteRunsTable } from './suite/runsList';

function itemsTable(suite: Suite): HTMLElement {
  return wrappedTable(
    { 'data-testid': 'suite-items' },
    colHeads('Game', 'Instance', 'CPU seconds', ''),
    suite.items.map((i) =>
      h(
        'tr',
        { 'data-testid': 'suite-item' },
        h('td', null, i.game),
        h('td', null, h('code', null, i.instance)),
        h('td', { class: 'num' }, String(i.cpuSeconds)),
        h('td', null, link(href.leaderboard(i.game, i.instance, i.cpuSeconds), null, `Board at ${i.cpuSeconds} CPU-s`)),
      ),
    ),
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'suite') return () => {};
  const root = ctx.root;
  let disposed = false;
  const formSlot = h('div', { 'data-testid': 'suite-run-slot' });
  const runsSlot = h('div', { 'data-testid': 'suite-runs-slot' }, h('p', { class: 'loading' }, 'Loading…'));
  const mineSlot = h('div', { 'data-testid': 'my-suite-runs-slot' });
  replaceChildren(root, h('h1', null, 'Suite'), h('p', { class: 'loading' }, 'Loading…'));

  const showRuns = () => {
    HostedApi.suiteRuns({ suite: route.id }).then(
      (page) => {
        if (!disposed) replaceChildren(runsSlot, suiteRunsTable(page.runs, { suite: false }));
      },
      (e) => {
        if (!disposed) replaceChildren(runsSlot, errorNotice(e));
      },
    );
    const who = me();
    if (!who) {
      replaceChildren(mineSlot);
      return;
    }
    HostedApi.suiteRuns({ owner: who.username }).then(
      (page) => {
        if (!disposed)
          replaceChildren(
            mineSlot,
            h('h3', null, 'Your suite runs, all suites'),
            suiteRunsTable(page.runs, { suite: true }),
          );
      },
      () => replaceChildren(mineSlot),
    );
  };

  const showForm = () => {
    showRuns();
    if (!me()) {
      replaceChildren(
        formSlot,
        h('p', null, link(href.login(href.suite(route.id)), null, 'Log in'), ' to run a bot on this suite.'),
      );
      return;
    }
    HostedApi.bots()
      .catch(() => [] as HostedBot[])
      .then((bots) => {
        if (!disposed)
          replaceChildren(
            formSlot,
            suiteRunForm(route.id, bots, (to) => ctx.navigate(to)),
          );
      });
  };

  Promise.all([HostedApi.suite(route.id), HostedApi.comparison(route.id)]).then(
    ([suite, comparison]) => {
      if (disposed) return;
      ctx.title(`${suite.title} · Suites`);
      replaceChildren(
        root,
        h(
          'div',
          { class: 'page-head' },
          h('h1', { 'data-testid': 'suite-title' }, suite.title),
          h('span', { class: 'muted' }, `${suite.items.length} instances, ${suite.totalCpuSeconds} CPU-s in all`),
          h('span', { class: 'spacer' }),
          link(href.suites(), null, 'All suites'),
        ),
        h('p', null, suite.description),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Comparison'),
          h(
            'p',
            { class: 'small muted' },
            'Every finished run of this suite; a bot run again with other seeds is one row, its mean \u00b1 the 95 % confidence interval.',
          ),
          comparisonTable(suite, comparison.rows),
        ),
        h('section', { class: 'panel' }, h('h2', null, 'Run a bot on this suite'), formSlot),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Runs'),
          h(
            'p',
            { class: 'small muted' },
            'Newest first. Failed and cancelled runs have no total and stay out of the comparison.',
          ),
          runsSlot,
          mineSlot,
        ),
        h('section', { class: 'panel' }, h('h2', null, 'Instances'), itemsTable(suite)),
      );
      showForm();
    },
    (e) => {
      if (!disposed)
        replaceChildren(root, h('h1', null, 'Suite'), errorNotice(e), link(href.suites(), null, 'All suites'));
    },
  );
  const off = onSession(showForm);
  return () => {
    disposed = true;
    off();
  };
}
