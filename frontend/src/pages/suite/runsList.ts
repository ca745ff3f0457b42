/**
 * A list of suite runs (GET /api/suite-runs): newest first, each linked to its page with its bot,
 * owner, state, items ended and total. Used on a suite's page (its runs) and for "my suite runs".
 */
import { h, link } from '../../lib/dom';
import { stateBadge } from '../../lib/components';
import { formatAgo, formatInt } from '../../lib/format';
import type { SuiteRunSummary } from '../../lib/hostedApi';
import { href } from '../../lib/routes';
import { colHeads, wrappedTable } from '../../lib/table';

export function suiteRunsTable(runs: SuiteRunSummary[], show: { suite: boolean }): HTMLElement {
  if (runs.length === 0) return h('p', { class: 'muted', 'data-testid': 'suite-runs-empty' }, 'No runs yet.');
  return wrappedTable(
    { 'data-testid': 'suite-runs' },
    show.suite
      ? colHeads('Run', 'Suite', 'Bot', 'State', 'Items finished', 'Total', 'Started')
      : colHeads('Run', 'Bot', 'Owner', 'State', 'Items finished', 'Total', 'Started'),
    runs.map((r) =>
      h(
        'tr',
        { 'data-testid': 'suite-runs-row', 'data-id': String(r.id) },
        h('td', null, link(href.suiteRun(r.id), null, `#${r.id}`)),
        show.suite ? h('td', null, link(href.suite(r.suite), null, r.suite)) : null,
        h('td', null, r.bot, r.hosted ? [' ', h('span', { class: 'badge badge-hosted' }, 'hosted')] : null),
        show.suite ? null : h('td', null, r.owner),
        h('td', null, stateBadge(r.state)),
        h('td', { class: 'num' }, `${formatInt(r.itemsFinished)} / ${formatInt(r.items)}`),
        h('td', { class: 'num' }, r.total === null ? '–' : formatInt(r.total)),
        h('td', { class: 'muted' }, formatAgo(r.createdAt)),
      ),
    ),
  );
}
