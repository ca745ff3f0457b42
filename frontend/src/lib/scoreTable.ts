/**
 * A table of scores as the board pages draw one (a leaderboard, the records, the published scores,
 * the boards overview, the overall ranking): a scrolling table in the leaderboard style.
 */
import { h, type Attrs, type Child } from './dom';
import { wrappedTable } from './table';

export function scoreTable(head: readonly Child[], rows: Child, attrs: Attrs = {}): HTMLElement {
  return wrappedTable({ ...attrs, class: 'leaderboard' }, head, rows);
}

/** The headings every standing starts with: the rank, then who holds it. */
export function rankHeads(): HTMLTableCellElement[] {
  return [h('th', { class: 'num', scope: 'col' }, '#'), h('th', { scope: 'col' }, 'Participant')];
}
