/**
 * Tic-tac-toe in the lab: its facts and its board in SVG, drawn from TicTacToeState's positionJson.
 * Cells of the legal moves are buttons when the board takes input.
 */
import { s } from '../../lib/dom';
import { press, type BoardOptions } from '../boards';
import type { TwoPlayerGameEntry } from './entry';

export interface TicTacToePosition {
  cells: string;
  toMove: number;
  winner: number;
  over: boolean;
  line: number[];
}

function drawTicTacToe(p: TicTacToePosition, opts: BoardOptions): SVGSVGElement {
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

export const ticTacToe = {
  id: 'tic-tac-toe',
  title: 'Tic-tac-toe',
  sides: ['X', 'O'],
  moves: /^[1-9]{0,9}$/,
  moveSyntax: 'cells 1 to 9 from the empty board, e.g. 5',
  gradeBudgetMs: 0,
  network: false,
  draw: (position, opts) => drawTicTacToe(position as TicTacToePosition, opts),
} as const satisfies TwoPlayerGameEntry;
