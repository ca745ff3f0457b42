/**
 * What the comparison on one position shows: the position's board with the network's priors over
 * its columns, each player's move graded by the exact solver, and every column's prior, visits and
 * score; drawn afresh from the {@link Comparison} as its answers come in (deepCompare.ts runs it).
 */
import { h } from '../lib/dom';
import { formatInt } from '../lib/format';
import { drawBoard, NETWORK_GAME, sideNames } from './games';
import {
  BOUNDS_NOTE,
  columnCells,
  compareRows,
  searchRuns,
  showsBounds,
  solverRow,
  type ColumnCells,
  type Comparison,
} from './comparison';
import { visitsText } from './deepModel';
import { gradeText } from './session';

/** Both searches are seeded alike, so a comparison run twice gives the same table. */
export const SEED = 1;

function valueText(v: number | null, known: boolean): string {
  return v !== null ? v.toFixed(3) : known ? '–' : '…';
}

/**
 * The columns table's columns after the board's column, one per field of {@link ColumnCells}: the
 * field (its data-testid's end) and heading. A row per board column keeps the table narrow enough
 * for a phone.
 */
const COLUMN_FIELDS: { key: 'prior' | 'deep' | 'uct' | 'score'; label: string }[] = [
  { key: 'prior', label: 'Network prior' },
  { key: 'deep', label: 'Deep MCTS visits' },
  { key: 'uct', label: 'UCT visits' },
  { key: 'score', label: 'Solver score' },
];

/** A column's cell for field `key`; the solver's scores are coloured by their grade. */
function columnCell(k: ColumnCells, key: (typeof COLUMN_FIELDS)[number]['key']): HTMLElement {
  const graded = key === 'score' && k.grade ? ` lab-grade lab-grade-${k.grade}` : '';
  return h('td', { class: `num${graded}`, 'data-testid': `deep-column-${k.move}-${key}` }, k[key]);
}

/** The comparison of `moves` so far: the board with its priors, the players' table, the columns' table. */
export function comparisonView(moves: string, position: unknown, sims: number, c: Comparison): (HTMLElement | null)[] {
  const names = sideNames(NETWORK_GAME);
  const mover = names[moves.length % 2];
  const cols = columnCells(c);
  const solver = solverRow(c);
  // Above each column its prior, rounded: the board shows at a glance where the network looks.
  const priors = new Map((c.evaluation?.priors ?? []).map((p) => [p.move, `${Math.round(p.prior * 100)}%`]));
  return [
    h(
      'p',
      { class: 'small muted' },
      `${moves ? `After ${moves}` : 'The empty board'}, ${mover} to move. Values are ${mover}’s expected result (1 win, ½ draw, 0 loss); each search was given ${formatInt(sims)} simulations (seed ${SEED}).`,
    ),
    h(
      'div',
      { class: 'lab-board-slot lab-board-compare' },
      drawBoard(NETWORK_GAME, position, {
        label: `the compared position, network priors above the columns`,
        labels: priors,
      }),
    ),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'lab-table', 'data-testid': 'deep-compare-table' },
        h('caption', { class: 'small muted' }, 'Each player’s move, graded by the exact solver'),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, 'Player'),
            h('th', { scope: 'col' }, 'Move'),
            h('th', { scope: 'col', class: 'num' }, 'Value'),
            h('th', { scope: 'col', class: 'num' }, 'Visits'),
            h('th', { scope: 'col' }, 'Solver'),
          ),
        ),
        h(
          'tbody',
          null,
          compareRows(c).map((r) =>
            h(
              'tr',
              {
                'data-testid': `deep-compare-${r.who}`,
                'data-move': r.move ?? '',
                'data-grade': r.grade === undefined ? 'pending' : (r.grade ?? 'unknown'),
              },
              h('th', { scope: 'row' }, r.label, h('span', { class: 'lab-by' }, r.how)),
              r.error
                ? h('td', { colspan: 4, class: 'field-error' }, r.error)
                : [
                    h('td', null, h('strong', null, r.move ?? '…')),
                    h('td', { class: 'num' }, valueText(r.value, r.move !== null)),
                    h('td', { class: 'num' }, r.who === 'net' ? '' : r.move === null ? '…' : visitsText(r.visits)),
                    h('td', { class: `lab-grade lab-grade-${r.grade ?? 'unknown'}` }, gradeText(r.grade)),
                  ],
            ),
          ),
          h(
            'tr',
            { 'data-testid': 'deep-compare-solver', 'data-best': solver.moves.join('') },
            h('th', { scope: 'row' }, 'Exact solver'),
            h(
              'td',
              null,
              h('strong', null, solver.moves.join(', ') || (c.solving ? '…' : '–')),
              solver.moves.length > 0 && !solver.complete ? ' (other moves not solved)' : '',
            ),
            h('td', { class: 'num' }, valueText(solver.value, !c.solving)),
            h('td', null),
            h('td', null, solver.text),
          ),
        ),
      ),
    ),
    // The count each search really ran: MCTS-Solver stops a search once the position is proven.
    h('p', { class: 'small', 'data-testid': 'deep-compare-runs' }, searchRuns(c, sims).join(' ')),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'lab-table lab-columns', 'data-testid': 'deep-columns' },
        h(
          'caption',
          { class: 'small muted' },
          'Every column: the network’s prior, each search’s visits, the solver’s score (a win’s number is larger the sooner it comes)',
        ),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, 'Column'),
            COLUMN_FIELDS.map(({ label }) => h('th', { scope: 'col', class: 'num' }, label)),
          ),
        ),
        h(
          'tbody',
          null,
          cols.map((k) =>
            h(
              'tr',
              { 'data-testid': `deep-column-${k.move}` },
              h('th', { scope: 'row' }, k.move),
              COLUMN_FIELDS.map(({ key }) => columnCell(k, key)),
            ),
          ),
        ),
      ),
    ),
    showsBounds(c) ? h('p', { class: 'small muted', 'data-testid': 'deep-compare-bounds' }, BOUNDS_NOTE) : null,
  ];
}
