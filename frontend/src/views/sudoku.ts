/**
 * 16x16 Sudoku: select a cell (click, tap or arrows) and type its symbol (0-9, A-F) or use the
 * keypad. The move text is the notation's `r<row>c<col>=<symbol>` (1-based); the engine decides
 * whether it is legal. Candidate hints are the engine's own domains (`position.candidates`); the
 * suggested cell is the one the engine branches on (its legal moves' cell: the smallest domain).
 */
import type { Analysis } from '../rules/engine';
import { clear, h, s } from '../lib/dom';
import { clientToSvg, makeSvg, type BoardOptions, type BoardView, type RenderOptions } from './drawing';

export const SYMBOLS = '0123456789ABCDEF';

export interface SudokuPosition {
  size: number;
  grid: string;
  givens: string;
  candidates: number[];
  contradiction: boolean;
  solved: boolean;
}

export function readPosition(p: any): SudokuPosition {
  const size = Number(p?.size) || 16;
  const cells = size * size;
  const grid = typeof p?.grid === 'string' && p.grid.length === cells ? p.grid : '.'.repeat(cells);
  const givens = typeof p?.givens === 'string' && p.givens.length === cells ? p.givens : '.'.repeat(cells);
  const candidates =
    Array.isArray(p?.candidates) && p.candidates.length === cells
      ? p.candidates.map((v: unknown) => Number(v) || 0)
      : new Array(cells).fill(0);
  return { size, grid, givens, candidates, contradiction: !!p?.contradiction, solved: !!p?.solved };
}

/** The notation's move text (1-based row and column). */
export function moveText(row: number, col: number, symbol: string): string {
  return `r${row + 1}c${col + 1}=${symbol.toUpperCase()}`;
}

/** The symbols whose bit is set in a candidate mask. */
export function candidateSymbols(mask: number): string[] {
  const out: string[] = [];
  for (let v = 0; v < 16; v++) if (mask & (1 << v)) out.push(SYMBOLS[v]);
  return out;
}

/** Whether two cells share a row, a column or a box (drawing the selection's peers). */
export function isPeer(size: number, a: number, b: number): boolean {
  const box = Math.round(Math.sqrt(size));
  const ra = Math.floor(a / size),
    ca = a % size,
    rb = Math.floor(b / size),
    cb = b % size;
  return (
    ra === rb ||
    ca === cb ||
    (Math.floor(ra / box) === Math.floor(rb / box) && Math.floor(ca / box) === Math.floor(cb / box))
  );
}

export class SudokuView implements BoardView {
  readonly el: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly keypad: HTMLElement;
  private readonly opts: BoardOptions;
  private pos: SudokuPosition | null = null;
  private suggested = -1;
  private selected = -1;
  private hints: boolean;
  /** The grid's cells as last drawn, by index: moving the selection restyles them, nothing more. */
  private cellRects: SVGElement[] = [];

  constructor(opts: BoardOptions) {
    this.opts = opts;
    this.hints = opts.hints ?? true;
    this.svg = makeSvg('16 by 16 Sudoku grid', 'board');
    this.keypad = h('div', {
      class: 'sd-keypad',
      role: 'group',
      'aria-label': 'Symbols',
      'data-testid': 'sudoku-keypad',
    });
    this.el = h('div', { class: 'board-wrap' }, this.svg, opts.interactive ? this.keypad : null);
    if (opts.interactive) {
      this.svg.addEventListener('click', (e) => {
        const p = clientToSvg(this.svg, e.clientX, e.clientY);
        if (!p || !this.pos) return;
        const col = Math.floor(p.x),
          row = Math.floor(p.y);
        if (col >= 0 && row >= 0 && col < this.pos.size && row < this.pos.size) this.select(row * this.pos.size + col);
      });
      this.svg.addEventListener('keydown', (e) => {
        if (this.key(e)) e.preventDefault();
      });
    }
  }

  setHints(on: boolean): void {
    this.hints = on;
    this.draw();
  }

  render(a: Analysis, _opts?: RenderOptions): void {
    this.pos = readPosition(a.position);
    const first = a.legal[0];
    this.suggested = first && typeof first.cell === 'number' ? first.cell : -1;
    // Keep the player's place unless it holds a symbol now: then go to the suggested cell.
    if (this.selected < 0 || (this.pos.grid[this.selected] !== '.' && this.suggested >= 0)) {
      this.selected = this.suggested >= 0 ? this.suggested : 0;
    }
    this.draw();
  }

  select(cell: number): void {
    this.selected = cell;
    // Only the highlights move: redrawing a 16 × 16 grid's thousands of candidates on every arrow
    // key would make each step wait for all of them.
    this.restyle();
    this.svg.focus({ preventScroll: true });
    const p = this.pos;
    if (!p) return;
    const row = Math.floor(cell / p.size) + 1,
      col = (cell % p.size) + 1;
    const v = p.grid[cell];
    if (v !== '.') this.opts.onInfo?.(`r${row}c${col}: ${v}${p.givens[cell] !== '.' ? ' (given)' : ''}`);
    else {
      const cands = candidateSymbols(p.candidates[cell]);
      this.opts.onInfo?.(`r${row}c${col}: ${cands.length === 0 ? 'no symbol left' : `candidates ${cands.join(' ')}`}`);
    }
  }

  private draw(): void {
    const p = this.pos;
    if (!p) return;
    const n = p.size;
    const box = Math.round(Math.sqrt(n));
    const svg = this.svg;
    clear(svg);
    this.cellRects = [];
    svg.setAttribute('viewBox', `-0.1 -0.1 ${n + 0.2} ${n + 0.2}`);
    const cells = s('g');
    const text = s('g');
    for (let i = 0; i < n * n; i++) {
      const row = Math.floor(i / n),
        col = i % n;
      const v = p.grid[i];
      const given = p.givens[i] !== '.';
      const rect = s('rect', {
        class: this.cellClass(p, i),
        x: col,
        y: row,
        width: 1,
        height: 1,
        'data-testid': `cell-${row + 1}-${col + 1}`,
      });
      this.cellRects[i] = rect;
      cells.append(rect);
      if (v !== '.') {
        text.append(s('text', { class: given ? 'sd-value given' : 'sd-value', x: col + 0.5, y: row + 0.54 }, v));
      } else if (this.hints) {
        const mask = p.candidates[i];
        for (let k = 0; k < 16; k++) {
          if (!(mask & (1 << k))) continue;
          text.append(
            s(
              'text',
              { class: 'sd-cand', x: col + 0.125 + (k % 4) * 0.25, y: row + 0.135 + Math.floor(k / 4) * 0.25 },
              SYMBOLS[k],
            ),
          );
        }
      }
    }
    svg.append(cells, text);
    const boxes = s('g');
    for (let r = 0; r < n; r += box) {
      for (let c = 0; c < n; c += box)
        boxes.append(s('rect', { class: 'sd-box', x: c, y: r, width: box, height: box }));
    }
    svg.append(boxes);
    this.drawKeypad();
  }

  /** The classes of cell `i`'s square: given, the selection and its peers, the hint, a dead end. */
  private cellClass(p: SudokuPosition, i: number): string {
    const v = p.grid[i];
    const classes = ['sd-cell'];
    if (p.givens[i] !== '.') classes.push('given');
    if (this.opts.interactive && this.selected >= 0 && i !== this.selected && isPeer(p.size, i, this.selected))
      classes.push('peer');
    if (this.hints && i === this.suggested && v === '.') classes.push('suggest');
    if (v === '.' && p.candidates[i] === 0 && p.contradiction) classes.push('empty-domain');
    if (this.opts.interactive && i === this.selected) classes.push('selected');
    return classes.join(' ');
  }

  /** The selection moved: the cells' highlights and the keypad follow; values and candidates stay. */
  private restyle(): void {
    const p = this.pos;
    if (!p) return;
    this.cellRects.forEach((rect, i) => rect.setAttribute('class', this.cellClass(p, i)));
    this.drawKeypad();
  }

  private drawKeypad(): void {
    if (!this.opts.interactive || !this.pos) return;
    clear(this.keypad);
    const p = this.pos;
    const cell = this.selected;
    const empty = cell >= 0 && p.grid[cell] === '.';
    const mask = empty ? p.candidates[cell] : 0;
    for (let v = 0; v < 16; v++) {
      const sym = SYMBOLS[v];
      const candidate = (mask & (1 << v)) !== 0;
      this.keypad.append(
        h(
          'button',
          {
            type: 'button',
            class: candidate && this.hints ? 'btn btn-primary' : 'btn',
            'data-testid': `key-${sym}`,
            disabled: !empty,
            'aria-label': `Put ${sym}${candidate ? ' (candidate)' : ''}`,
            onclick: () => this.put(sym),
          },
          sym,
        ),
      );
    }
  }

  private put(symbol: string): void {
    const p = this.pos;
    if (!p || this.selected < 0) return;
    const row = Math.floor(this.selected / p.size),
      col = this.selected % p.size;
    this.opts.onMove?.(moveText(row, col, symbol));
  }

  key(e: KeyboardEvent): boolean {
    if (!this.opts.interactive || !this.pos) return false;
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const n = this.pos.size;
    const cur = this.selected < 0 ? 0 : this.selected;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    if (step[e.key]) {
      const row = Math.max(0, Math.min(n - 1, Math.floor(cur / n) + step[e.key][0]));
      const col = Math.max(0, Math.min(n - 1, (cur % n) + step[e.key][1]));
      this.select(row * n + col);
      return true;
    }
    if (e.key.length === 1 && SYMBOLS.includes(e.key.toUpperCase())) {
      this.put(e.key.toUpperCase());
      return true;
    }
    if ((e.key === 'Enter' || e.key === ' ') && this.suggested >= 0) {
      this.select(this.suggested);
      return true;
    }
    return false;
  }

  destroy(): void {
    this.el.remove();
  }
}
