/**
 * Connect Four in the lab: its facts and its board in SVG, drawn from ConnectFourState's
 * positionJson. Columns of the legal moves are buttons when the board takes input.
 */
import { s } from '../../lib/dom';
import { press, type BoardOptions } from '../boards';
import type { TwoPlayerGameEntry } from './entry';

export interface ConnectFourPosition {
  columns: number;
  rows: number;
  /** Rows from the top: '0', '1' or '.'. */
  cells: string[];
  toMove: number;
  winner: number;
  over: boolean;
  four: [number, number][];
}

/** A Connect Four column's width, in the board drawing's units (7 columns: 420). */
export const C4_COLUMN_UNITS = 60;
/**
 * The font size of a Connect Four column's label (the comparison's priors), in the drawing's units:
 * large, as the board is drawn small (styles.css .lab-c4-label; 11 px and more on a board 231 px
 * wide or wider), yet "100%" fits its column.
 */
export const C4_LABEL_UNITS = 20;

function drawConnectFour(p: ConnectFourPosition, opts: BoardOptions): SVGSVGElement {
  const size = C4_COLUMN_UNITS;
  // Room above the board: for the labels when there are any, else for a hand over the columns.
  const labelled = (opts.labels?.size ?? 0) > 0;
  const head = labelled ? C4_LABEL_UNITS + 14 : 26;
  const svg = s('svg', {
    class: 'lab-board lab-board-c4',
    viewBox: `0 0 ${p.columns * size} ${p.rows * size + head}`,
    role: 'group',
    'aria-label': opts.label,
    'data-testid': 'lab-board',
  });
  svg.appendChild(
    s('rect', { x: 0, y: head, width: p.columns * size, height: p.rows * size, rx: 10, class: 'lab-c4-frame' }),
  );
  const wins = new Set(p.four.map(([c, r]) => `${c},${r}`));
  // The column of the last move: its top stone is the one just played.
  const lastColumn = opts.last ? Number(opts.last) - 1 : -1;
  for (let col = 0; col < p.columns; col++) {
    let top = -1;
    for (let r = 0; r < p.rows; r++) {
      if (p.cells[r][col] !== '.') {
        top = r;
        break;
      }
    }
    for (let r = 0; r < p.rows; r++) {
      const v = p.cells[r][col];
      const rowFromBottom = p.rows - r;
      svg.appendChild(
        s('circle', {
          cx: col * size + size / 2,
          cy: head + r * size + size / 2,
          r: size * 0.38,
          class: `lab-disc${v === '0' ? ' lab-p0' : v === '1' ? ' lab-p1' : ''}${wins.has(`${col + 1},${rowFromBottom}`) ? ' lab-win' : ''}${col === lastColumn && r === top ? ' lab-last-disc' : ''}`,
          'data-testid': `disc-${col + 1}-${rowFromBottom}`,
          'data-stone': v,
        }),
      );
    }
    const move = String(col + 1);
    const label = opts.labels?.get(move);
    if (label)
      svg.appendChild(
        s(
          'text',
          { x: col * size + size / 2, y: head - 10, class: 'lab-label lab-c4-label', 'text-anchor': 'middle' },
          label,
        ),
      );
    if (opts.input?.legal.includes(move)) {
      const target = s('rect', {
        x: col * size,
        y: 0,
        width: size,
        height: p.rows * size + head,
        class: 'lab-column lab-target',
        'data-testid': `column-${move}`,
        role: 'button',
        tabindex: 0,
        'aria-label': `drop a stone in column ${move}`,
      });
      press(target, move, opts.input);
      svg.appendChild(target);
    }
  }
  return svg;
}

export const connectFour = {
  id: 'connect-four',
  title: 'Connect Four',
  sides: ['Red', 'Yellow'],
  moves: /^[1-7]{0,42}$/,
  moveSyntax: 'columns 1 to 7 from the empty board, e.g. 4455',
  // The page's solver answers the books' positions and small proofs at once, but proves 26 times
  // slower than the server's (TeaVM's JavaScript: 0.24 against 6.3 million positions a second,
  // docs/BENCHMARKS.md): what it cannot grade in half a second is asked of the server, which grades
  // within 1.2 s, so that a grade comes within 2 s of the move.
  gradeBudgetMs: 500,
  network: true,
  draw: (position, opts) => drawConnectFour(position as ConnectFourPosition, opts),
} as const satisfies TwoPlayerGameEntry;
