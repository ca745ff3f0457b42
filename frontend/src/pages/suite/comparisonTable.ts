/**
 * A suite's comparison: a row per bot configuration (repeats with other seeds are one row), best
 * total first: how many suite runs, the total's mean ± 95 % interval, and each instance's mean.
 * Hosted bots are marked, so that reference and hosted bots at equal compute read side by side.
 */
import { h, link } from '../../lib/dom';
import type { ComparisonRow, Suite } from '../../lib/hostedApi';
import { href } from '../../lib/routes';
import { meanWithCi } from '../../lib/suiteFormat';
import { colHeads, wrappedTable } from '../../lib/table';

function itemCell(row: ComparisonRow, game: string, instance: string): HTMLElement {
  const item = row.items.find((i) => i.game === game && i.instance === instance);
  if (!item) return h('td', { class: 'num muted' }, '–');
  return h(
    'td',
    { class: 'num', title: `${item.n} run${item.n === 1 ? '' : 's'}, best ${item.best}` },
    meanWithCi(item.mean, item.ci95),
  );
}

export function comparisonTable(suite: Suite, rows: readonly ComparisonRow[]): HTMLElement {
  if (rows.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'comparison-empty' }, 'No finished suite run yet: run a bot above.');
  // The game's name only where the suite mixes games (Morpion 5D and 5T).
  const oneGame = new Set(suite.items.map((i) => i.game)).size === 1;
  return wrappedTable(
    { class: 'comparison-table', 'data-testid': 'comparison-table' },
    colHeads(
      'Bot',
      h('span', { title: 'Finished suite runs of this configuration' }, 'Runs'),
      h('span', { title: 'The sum over the suite\u2019s instances: mean \u00b1 95 % interval' }, 'Total'),
      ...suite.items.map((i) => h('code', null, oneGame ? i.instance : `${i.game} ${i.instance}`)),
    ),
    rows.map((row) =>
      h(
        'tr',
        { 'data-testid': 'comparison-row', 'data-hosted': String(row.hosted) },
        h(
          'td',
          { class: 'name-cell' },
          h('span', { 'data-testid': 'comparison-bot' }, row.bot),
          ' ',
          row.hosted
            ? h('span', { class: 'badge badge-hosted', 'data-testid': 'mark-hosted' }, 'hosted')
            : h('span', { class: 'badge badge-reference', 'data-testid': 'mark-reference' }, 'reference'),
        ),
        h('td', { class: 'num' }, suiteRunLinks(row)),
        h(
          'td',
          { class: 'num best', 'data-testid': 'comparison-total', title: totalRange(row) },
          meanWithCi(row.total.mean, row.total.ci95),
        ),
        suite.items.map((i) => itemCell(row, i.game, i.instance)),
      ),
    ),
  );
}

/** The row's suite runs, each linked, their seeds on hover. */
function suiteRunLinks(row: ComparisonRow): HTMLElement {
  return h(
    'span',
    { title: row.seeds.length > 0 ? `seeds ${row.seeds.join(', ')}` : null, 'data-testid': 'comparison-runs' },
    String(row.suiteRuns),
    row.suiteRunIds.length > 0
      ? h(
          'span',
          { class: 'small' },
          ' (',
          row.suiteRunIds.map((id, k) => [k > 0 ? ', ' : '', link(href.suiteRun(id), null, `#${id}`)]),
          ')',
        )
      : null,
  );
}

function totalRange(row: ComparisonRow): string | null {
  return row.total.min !== undefined && row.total.max !== undefined
    ? `from ${row.total.min} to ${row.total.max}`
    : null;
}
