/**
 * A table as the app's pages draw one: in a wrapper that scrolls on a narrow screen (so the page
 * itself never scrolls sideways), one header row and the body's rows.
 */
import { h, type Attrs, type Child } from './dom';

export function wrappedTable(attrs: Attrs | null, head: readonly Child[], rows: Child): HTMLElement {
  return h(
    'div',
    { class: 'table-wrap' },
    h('table', attrs, h('thead', null, h('tr', null, ...head)), h('tbody', null, rows)),
  );
}

/** Plain column headings, one for each label. */
export function colHeads(...labels: Child[]): HTMLTableCellElement[] {
  return labels.map((label) => h('th', { scope: 'col' }, label));
}
