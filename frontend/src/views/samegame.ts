/**
 * SameGame: the blocks as coloured squares (row 0 at the floor). Hovering a block outlines its
 * group and tells what removing it scores (the engine's `points`); a click plays it, after which
 * the blocks above fall and emptied columns close up, animated from the engine's before and after.
 */
import type { Analysis, LegalMove } from '../rules/engine';
import { clear, s } from '../lib/dom';
import { formatInt } from '../lib/format';
import { clientToSvg, isTouch, makeSvg, type BoardOptions, type BoardView, type RenderOptions } from './drawing';
import { SAMEGAME_COLOURS } from './sameGameColours';

const fillOf = (colour: number) => SAMEGAME_COLOURS[colour % SAMEGAME_COLOURS.length].fill;

export interface SameGamePosition {
  cols: number;
  rows: number;
  colours: number;
  /** Top row first, as in the engine's JSON. */
  grid: string[];
}

export function readPosition(p: any): SameGamePosition {
  const grid = Array.isArray(p?.grid) ? p.grid.map(String) : [];
  return {
    cols: Number(p?.cols) || (grid[0]?.length ?? 0),
    rows: Number(p?.rows) || grid.length,
    colours: Number(p?.colours) || 0,
    grid,
  };
}

/** The colour digit at (col,row), row 0 the floor; -1 for an empty cell or outside. */
export function cellAt(pos: SameGamePosition, col: number, row: number): number {
  if (col < 0 || row < 0 || col >= pos.cols || row >= pos.rows) return -1;
  const ch = pos.grid[pos.rows - 1 - row]?.charAt(col);
  if (!ch || ch === '.') return -1;
  const v = parseInt(ch, 36);
  return Number.isNaN(v) ? -1 : v;
}

export const cellKey = (col: number, row: number) => `${col},${row}`;

/** For each cell of a legal group, the index of its move in `legal`. */
export function groupIndex(legal: readonly LegalMove[]): Map<string, number> {
  const map = new Map<string, number>();
  legal.forEach((m, i) => {
    if (!Array.isArray(m.cells)) return;
    for (const c of m.cells as unknown[]) {
      if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') map.set(cellKey(c[0], c[1]), i);
    }
  });
  return map;
}

/** The cell of the board under a point of the SVG (y grows down; row 0 is the bottom row). */
export function cellFromPoint(pos: SameGamePosition, x: number, y: number): [number, number] | null {
  const col = Math.floor(x);
  const row = pos.rows - 1 - Math.floor(y);
  if (col < 0 || row < 0 || col >= pos.cols || row >= pos.rows) return null;
  return [col, row];
}

/**
 * Where each block of the new position was before the move (for the falling animation only):
 * the blocks of every old column minus the removed group keep their order from the floor up, and
 * the columns left with blocks close up to the left. Returns null unless that agrees exactly with
 * the engine's new grid (then nothing is animated).
 */
export function fallMap(
  before: SameGamePosition,
  removed: readonly (readonly [number, number])[],
  after: SameGamePosition,
): Map<string, [number, number]> | null {
  if (before.cols !== after.cols || before.rows !== after.rows) return null;
  const gone = new Set(removed.map(([c, r]) => cellKey(c, r)));
  const map = new Map<string, [number, number]>();
  let newCol = 0;
  for (let c = 0; c < before.cols; c++) {
    let newRow = 0;
    for (let r = 0; r < before.rows; r++) {
      const v = cellAt(before, c, r);
      if (v < 0 || gone.has(cellKey(c, r))) continue;
      if (cellAt(after, newCol, newRow) !== v) return null;
      map.set(cellKey(newCol, newRow), [c, r]);
      newRow++;
    }
    if (newRow > 0) {
      if (cellAt(after, newCol, newRow) !== -1) return null;
      newCol++;
    }
  }
  let count = 0;
  for (let c = 0; c < after.cols; c++) for (let r = 0; r < after.rows; r++) if (cellAt(after, c, r) >= 0) count++;
  return count === map.size ? map : null;
}

export function describeGroup(m: LegalMove): string {
  const n = Array.isArray(m.cells) ? m.cells.length : 0;
  const colour = typeof m.colour === 'number' ? (SAMEGAME_COLOURS[m.colour]?.name ?? `colour ${m.colour}`) : '';
  const points = typeof m.points === 'number' ? m.points : 0;
  return `${n} ${colour} blocks: +${formatInt(points)} point${points === 1 ? '' : 's'}`;
}

export class SameGameView implements BoardView {
  readonly el: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly opts: BoardOptions;
  private pos: SameGamePosition | null = null;
  private analysis: Analysis | null = null;
  private groups = new Map<string, number>();
  private blocks = new Map<string, SVGElement>();
  private hoverGroup = -1;
  private cursor: [number, number] = [0, 0];
  private cursorEl: SVGElement | null = null;
  private pointerCell: [number, number] | null = null;
  private reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

  constructor(opts: BoardOptions) {
    this.opts = opts;
    this.svg = makeSvg('SameGame board', 'board');
    this.el = this.svg as unknown as HTMLElement;
    if (opts.interactive) {
      this.svg.addEventListener('pointermove', (e) => {
        if (e.pointerType === 'touch') return;
        this.pointerCell = this.cellAt(e);
        this.hoverAt(this.pointerCell);
      });
      this.svg.addEventListener('pointerleave', (e) => {
        // A lifted finger "leaves" too: keep what the first tap showed.
        if (e.pointerType === 'touch') return;
        this.pointerCell = null;
        this.setHoverGroup(-1);
      });
      this.svg.addEventListener('click', (e) => this.onClick(e as PointerEvent));
      this.svg.addEventListener('keydown', (e) => {
        if (this.key(e)) e.preventDefault();
      });
    }
  }

  private cellAt(e: MouseEvent): [number, number] | null {
    if (!this.pos) return null;
    const p = clientToSvg(this.svg, e.clientX, e.clientY);
    return p ? cellFromPoint(this.pos, p.x, p.y) : null;
  }

  render(a: Analysis, opts?: RenderOptions): void {
    const pos = readPosition(a.position);
    this.analysis = a;
    this.groups = this.opts.interactive ? groupIndex(a.legal) : new Map();
    let moved: Map<string, [number, number]> | null = null;
    let removed: [number, number][] = [];
    let beforePos: SameGamePosition | null = null;
    if (opts?.from && !this.reduceMotion) {
      beforePos = readPosition(opts.from.analysis.position);
      const played = opts.from.analysis.legal.find((m) => m.move === opts.from!.move);
      if (played && Array.isArray(played.cells)) {
        removed = (played.cells as [number, number][]).filter((c) => Array.isArray(c));
        moved = fallMap(beforePos, removed, pos);
      }
    }
    this.pos = pos;
    this.draw(
      moved,
      moved ? removed.map(([c, r]) => [c, r, cellAt(beforePos!, c, r)] as [number, number, number]) : [],
    );
    if ((a.details as { cleared?: boolean } | null)?.cleared) {
      // An empty board reads as nothing at all: say that it is cleared and what that earned.
      this.svg.append(
        s(
          'text',
          {
            x: pos.cols / 2,
            y: pos.rows / 2,
            class: 'sg-cleared',
            'text-anchor': 'middle',
            'dominant-baseline': 'middle',
            'data-testid': 'board-cleared',
          },
          'Board cleared (+1000)',
        ),
      );
    }
    this.hoverGroup = -1;
    this.svg.classList.remove('sg-dim');
    // The pointer is still over the board: show the group now under it.
    if (this.pointerCell) this.hoverAt(this.pointerCell);
    else this.opts.onInfo?.('');
  }

  private draw(moved: Map<string, [number, number]> | null, ghosts: [number, number, number][]): void {
    const pos = this.pos!;
    const svg = this.svg;
    clear(svg);
    this.blocks.clear();
    svg.setAttribute('viewBox', `0 0 ${pos.cols} ${pos.rows}`);
    svg.append(s('rect', { x: 0, y: 0, width: pos.cols, height: pos.rows, fill: 'var(--board-bg)' }));
    const layer = s('g', { class: 'sg-blocks' });
    const animate: [SVGElement, string][] = [];
    for (let c = 0; c < pos.cols; c++) {
      for (let r = 0; r < pos.rows; r++) {
        const v = cellAt(pos, c, r);
        if (v < 0) continue;
        const target = `translate(${c}px, ${pos.rows - 1 - r}px)`;
        const g = s(
          'g',
          { class: 'sg-block', 'data-cell': `${c},${r}` },
          s('rect', {
            class: 'sg-cell',
            x: 0.04,
            y: 0.04,
            width: 0.92,
            height: 0.92,
            rx: 0.14,
            fill: fillOf(v),
            'data-testid': `cell-${c}-${r}`,
          }),
        );
        const from = moved?.get(cellKey(c, r));
        if (from && (from[0] !== c || from[1] !== r)) {
          g.style.transform = `translate(${from[0]}px, ${pos.rows - 1 - from[1]}px)`;
          g.style.transition = 'none';
          animate.push([g, target]);
        } else {
          g.style.transform = target;
        }
        this.blocks.set(cellKey(c, r), g);
        layer.append(g);
      }
    }
    svg.append(layer);
    for (const [c, r, v] of ghosts) {
      if (v < 0) continue;
      // A removed block shrinks away; it never takes clicks and leaves the DOM when it is gone.
      const ghost = s('rect', {
        class: 'sg-ghost',
        x: c + 0.04,
        y: pos.rows - 1 - r + 0.04,
        width: 0.92,
        height: 0.92,
        rx: 0.14,
        fill: fillOf(v),
        style: `transform-origin:${c + 0.5}px ${pos.rows - r - 0.5}px`,
      });
      ghost.addEventListener('animationend', () => ghost.remove(), { once: true });
      svg.append(ghost);
    }
    this.cursorEl = s('rect', { class: 'sg-cursor', x: 0.03, y: 0.03, width: 0.94, height: 0.94, rx: 0.14 });
    svg.append(this.cursorEl);
    this.placeCursor();
    if (animate.length > 0) {
      // Start from the old places, then let the CSS transition carry every block to its new one.
      void svg.getBoundingClientRect();
      requestAnimationFrame(() => {
        for (const [g, target] of animate) {
          g.style.transition = '';
          g.style.transform = target;
        }
      });
    }
  }

  private placeCursor(): void {
    if (!this.cursorEl || !this.pos) return;
    const [c, r] = this.cursor;
    this.cursorEl.setAttribute('transform', `translate(${c} ${this.pos.rows - 1 - r})`);
  }

  private setHoverGroup(i: number): void {
    if (i === this.hoverGroup) return;
    const legal = this.analysis?.legal ?? [];
    const old = legal[this.hoverGroup];
    if (old && Array.isArray(old.cells)) {
      for (const [c, r] of old.cells as [number, number][])
        this.blocks.get(cellKey(c, r))?.classList.remove('in-group');
    }
    this.hoverGroup = i;
    const m = legal[i];
    this.svg.classList.toggle('sg-dim', !!m);
    if (m && Array.isArray(m.cells)) {
      for (const [c, r] of m.cells as [number, number][]) this.blocks.get(cellKey(c, r))?.classList.add('in-group');
      this.opts.onInfo?.(describeGroup(m));
    } else {
      this.opts.onInfo?.('');
    }
  }

  private hoverAt(cell: [number, number] | null): void {
    const i = cell ? (this.groups.get(cellKey(cell[0], cell[1])) ?? -1) : -1;
    this.setHoverGroup(i);
    if (cell && i < 0 && this.pos && cellAt(this.pos, cell[0], cell[1]) >= 0)
      this.opts.onInfo?.('A single block: no move');
  }

  private onClick(e: PointerEvent): void {
    const cell = this.cellAt(e);
    if (!cell) return;
    this.cursor = cell;
    this.placeCursor();
    this.activate(cell, isTouch(e));
  }

  private activate(cell: [number, number], touch: boolean): void {
    const i = this.groups.get(cellKey(cell[0], cell[1])) ?? -1;
    if (i < 0) {
      this.hoverAt(cell);
      return;
    }
    if (touch && this.hoverGroup !== i) {
      // First tap shows the group and its points; a second tap removes it.
      this.setHoverGroup(i);
      return;
    }
    const m = this.analysis!.legal[i];
    this.opts.onMove?.(m.move);
  }

  key(e: KeyboardEvent): boolean {
    if (!this.opts.interactive || !this.pos) return false;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    if (step[e.key]) {
      const c = Math.max(0, Math.min(this.pos.cols - 1, this.cursor[0] + step[e.key][0]));
      const r = Math.max(0, Math.min(this.pos.rows - 1, this.cursor[1] + step[e.key][1]));
      this.cursor = [c, r];
      this.placeCursor();
      this.hoverAt(this.cursor);
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      this.activate(this.cursor, false);
      return true;
    }
    return false;
  }

  destroy(): void {
    this.svg.remove();
  }
}
