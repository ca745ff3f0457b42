/**
 * Tic-tac-toe and Connect Four boards in SVG, drawn from the position JSON of the shared rules
 * (rules.js `analyse`: TicTacToeState / ConnectFourState positionJson). Cells (tic-tac-toe) and
 * columns (Connect Four) of the legal moves are buttons when the board takes input; `labels` puts
 * a small text on a move's cell or column (the engine's visit counts, for instance).
 */
import { s } from '../lib/dom';
import type { TwoPlayerGame } from './engine';

export interface TicTacToePosition {
  cells: string;
  toMove: number;
  winner: number;
  over: boolean;
  line: number[];
}

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

export interface BoardInput {
  /** Legal move texts; a board without them takes no input. */
  legal: readonly string[];
  onMove(move: string): void;
}

export interface BoardOptions {
  input?: BoardInput | null;
  /** The last move played, ringed. */
  last?: string | null;
  labels?: ReadonlyMap<string, string>;
  /** Accessible name of the drawing. */
  label: string;
}

/** The names of the two sides, as the lab writes them. */
export function sideNames(game: TwoPlayerGame): readonly [string, string] {
  return game === 'tic-tac-toe' ? ['X', 'O'] : ['Red', 'Yellow'];
}

export function drawBoard(game: TwoPlayerGame, position: unknown, opts: BoardOptions): SVGSVGElement {
  return game === 'tic-tac-toe'
    ? ticTacToe(position as TicTacToePosition, opts)
    : connectFour(position as ConnectFourPosition, opts);
}

function press(el: SVGElement, move: string, input: BoardInput): void {
  el.addEventListener('click', () => input.onMove(move));
  el.addEventListener('keydown', (e: Event) => {
    const k = (e as KeyboardEvent).key;
    if (k === 'Enter' || k === ' ') {
      e.preventDefault();
      input.onMove(move);
    }
  });
}

function ticTacToe(p: TicTacToePosition, opts: BoardOptions): SVGSVGElement {
  const size = 100;
  const svg = s('svg', {
    class: 'lab-board lab-board-ttt',
    viewBox: `0 0 ${3 * size} ${3 * size}`,
    role: 'group',
    'aria-label': opts.label,
    'data-testid': 'lab-board',
  });
  for (let i = 0; i < 9; i++) {
    const x = (i % 3) * size;
    const y = Math.floor(i / 3) * size;
    const move = String(i + 1);
    const mark = p.cells[i];
    const legal = opts.input?.legal.includes(move) ?? false;
    const cell = s('rect', {
      x: x + 2,
      y: y + 2,
      width: size - 4,
      height: size - 4,
      rx: 8,
      class: `lab-cell${legal ? ' lab-target' : ''}${p.line.includes(i + 1) ? ' lab-win' : ''}`,
      'data-testid': `cell-${move}`,
      'data-mark': mark,
      role: legal ? 'button' : 'img',
      tabindex: legal ? 0 : null,
      'aria-label': `cell ${move}${mark === '.' ? ', empty' : `, ${mark}`}`,
    });
    if (legal && opts.input) press(cell, move, opts.input);
    svg.appendChild(cell);
    const cx = x + size / 2;
    const cy = y + size / 2;
    if (mark === 'X') {
      svg.appendChild(
        s('path', {
          d: `M${cx - 26} ${cy - 26}L${cx + 26} ${cy + 26}M${cx + 26} ${cy - 26}L${cx - 26} ${cy + 26}`,
          class: 'lab-x',
        }),
      );
    } else if (mark === 'O') {
      svg.appendChild(s('circle', { cx, cy, r: 28, class: 'lab-o' }));
    }
    if (opts.last === move)
      svg.appendChild(s('rect', { x: x + 6, y: y + 6, width: size - 12, height: size - 12, rx: 6, class: 'lab-last' }));
    const label = opts.labels?.get(move);
    if (label && mark === '.')
      svg.appendChild(s('text', { x: cx, y: cy + 6, class: 'lab-label', 'text-anchor': 'middle' }, label));
  }
  return svg;
}

/** A Connect Four column's width, in the board drawing's units (7 columns: 420). */
export const C4_COLUMN_UNITS = 60;
/**
 * The font size of a Connect Four column's label (the comparison's priors), in the drawing's units:
 * large, as the board is drawn small (styles.css .lab-c4-label; 11 px and more on a board 231 px
 * wide or wider), yet "100%" fits its column.
 */
export const C4_LABEL_UNITS = 20;

function connectFour(p: ConnectFourPosition, opts: BoardOptions): SVGSVGElement {
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
