/**
 * The suites (/suites): fixed sets of instances with a CPU budget each, on which reference and
 * hosted bots are compared at equal compute.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { HostedApi, type Suite } from '../lib/hostedApi';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';

function suitesTable(suites: readonly Suite[]): HTMLElement {
  if (suites.length === 0) return h('p', { class: 'muted' }, 'No suites.');
  return wrappedTable(
    { 'data-testid': 'suites-table' },
    colHeads('Suite', 'Instances', 'CPU-s in all', 'About'),
    suites.map((s) =>
      h(
        'tr',
        { 'data-testid': 'suite-row' },
        h('td', { class: 'name-cell' }, link(href.suite(s.id), { 'data-testid': 'suite-link' }, s.title)),
        h('td', { class: 'num' }, String(s.items.length)),
        h('td', { class: 'num' }, String(s.totalCpuSeconds)),
        h('td', { class: 'small' }, s.description),
      ),
    ),
  );
}

export default function mount(ctx: PageContext): () => void {
  ctx.title('Suites');
  let disposed = false;
  const list = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  replaceChildren(
    ctx.root,
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Suites'),
      h('span', { class: 'muted' }, 'Bots compared at equal compute: the same instances, the same CPU budget each.'),
    ),
    h('section', { class: 'panel' }, list),
  );
  HostedApi.suites().then(
    (suites) => !disposed && replaceChildren(list, suitesTable(suites)),
    (e) => !disposed && replaceChildren(list, errorNotice(e)),
  );
  return () => {
    disposed = true;
  };
}
