/**
 * A suite run (/suite-runs/{id}): each item's bot run with its state and score, linked to its live
 * page, and the total once every run ended. Read again every two seconds while it runs.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice, stateBadge } from '../lib/components';
import { formatInt } from '../lib/format';
import { HostedApi, type SuiteRun } from '../lib/hostedApi';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me } from '../lib/session';
import { suiteRunProgress } from '../lib/suiteFormat';
import { colHeads, wrappedTable } from '../lib/table';

const POLL_MS = 2000;

/**
 * The owner's cancel, in two clicks (a suite run's items may have run for minutes): the first
 * asks, the second cancels; `done` shows the run as the server answers it.
 */
function cancelButton(run: SuiteRun, done: (run: SuiteRun) => void): HTMLElement {
  const message = h('span', { class: 'small', 'data-testid': 'suite-run-cancel-message' });
  const button = h(
    'button',
    { type: 'button', class: 'btn btn-danger', 'data-testid': 'suite-run-cancel' },
    'Cancel the suite run',
  ) as HTMLButtonElement;
  let asked = false;
  button.onclick = async () => {
    if (!asked) {
      asked = true;
      button.textContent = 'Yes, cancel it';
      replaceChildren(message, ' Its running items stop, its waiting items never start, and it gets no total.');
      return;
    }
    button.disabled = true;
    try {
      done(await HostedApi.cancelSuiteRun(run.id));
    } catch (e) {
      button.disabled = false;
      replaceChildren(message, errorNotice(e));
    }
  };
  return h('div', { class: 'actions' }, button, message);
}

function runsTable(run: SuiteRun): HTMLElement {
  return wrappedTable(
    { 'data-testid': 'suite-run-items' },
    colHeads('Instance', 'CPU seconds', 'State', 'Score'),
    run.runs.map((r) =>
      h(
        'tr',
        { 'data-testid': 'suite-run-item' },
        h(
          'td',
          null,
          r.botRunId === null
            ? h('code', null, `${r.game} ${r.instance}`)
            : link(href.botrun(r.botRunId), null, h('code', null, `${r.game} ${r.instance}`)),
        ),
        h('td', { class: 'num' }, String(r.cpuSeconds)),
        h(
          'td',
          null,
          stateBadge(r.state),
          r.refusal ? h('div', { class: 'small', 'data-testid': 'suite-run-refusal' }, r.refusal) : null,
        ),
        h('td', { class: 'num best' }, r.score === null ? '–' : formatInt(r.score)),
      ),
    ),
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'suiterun') return () => {};
  const root = ctx.root;
  let disposed = false;
  let timer = 0;
  replaceChildren(root, h('h1', null, `Suite run #${route.id}`), h('p', { class: 'loading' }, 'Loading…'));

  const show = (run: SuiteRun) => {
    ctx.title(`Suite run #${run.id} · ${run.bot}`);
    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, `Suite run #${run.id}`),
        h('span', { 'data-testid': 'suite-run-state' }, stateBadge(run.state)),
      ),
      h(
        'p',
        null,
        h('strong', { 'data-testid': 'suite-run-bot' }, run.bot),
        run.hosted ? [' ', h('span', { class: 'badge badge-hosted' }, 'hosted')] : null,
        ' on ',
        link(href.suite(run.suite), null, run.suite),
        // A hosted bot takes no seed.
        h('span', { class: 'muted' }, ` · by ${run.owner}${run.hosted ? '' : ` · seed ${run.seed}`}`),
      ),
      h(
        'section',
        { class: 'panel' },
        h('p', { 'data-testid': 'suite-run-progress' }, suiteRunProgress(run)),
        h(
          'p',
          null,
          'Total: ',
          h('strong', { 'data-testid': 'suite-run-total' }, run.total === null ? '–' : formatInt(run.total)),
        ),
        runsTable(run),
        run.state === 'running' && me()?.username === run.owner
          ? cancelButton(run, (cancelled) => {
              window.clearTimeout(timer);
              show(cancelled);
              timer = window.setTimeout(poll, POLL_MS);
            })
          : null,
        run.state === 'running'
          ? null
          : link(href.suite(run.suite), { 'data-testid': 'suite-comparison-link' }, 'The suite\u2019s comparison'),
      ),
    );
  };
  const poll = () => {
    HostedApi.suiteRun(route.id).then(
      (run) => {
        if (disposed) return;
        show(run);
        // Also while the items of a run that ended (cancelled, failed) are still being stopped.
        const active = run.runs.some((r) => r.state === 'queued' || r.state === 'running');
        if (run.state === 'running' || active) timer = window.setTimeout(poll, POLL_MS);
      },
      (e) => {
        if (!disposed) replaceChildren(root, h('h1', null, `Suite run #${route.id}`), errorNotice(e));
      },
    );
  };
  poll();
  return () => {
    disposed = true;
    window.clearTimeout(timer);
  };
}
