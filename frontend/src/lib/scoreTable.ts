/**
 * A table of scores as the board pages draw one (a leaderboard, the records, the published scores,
 * the boards overview): a wrapper that scrolls on a narrow screen, the leaderboard style, one
 * header row and the body's rows.
 */
import { h, type Attrs, type Child } from './dom';

export function scoreTable(head: readonly Child[], rows: Child, attrs: Attrs = {}): HTMLElement {
  return h(
    'div',
    { class: 'table-wrap' },
    h('table', { ...attrs, class: 'leaderboard' }, h('thead', null, h('tr', null, ...head)), h('tbody', null, rows)),
  );
}
