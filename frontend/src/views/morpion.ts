/**
 * Morpion Solitaire drawn as in the papers' figures: the grid, the 36 cross dots filled, each new
 * dot hollow with its move number, each move's line as a segment through its 5 points. A click on a
 * point plays the engine's legal move there; when several lines are possible there, they are drawn
 * for the player to choose (click one, or press 1..9).
 */
import type { Analysis, LegalMove } from '../rules/engine';
import { clear, h, s } from '../lib/dom';
import { clientToSvg, isTouch, makeSvg, pt, type BoardOptions, type BoardView, type RenderOptions } from './drawing';

export interface MorpionLine {
  move: number;
  dot: [number, number];
  from: [number, number];
  to: [number, number];
  dir: string;
}

export interface MorpionPosition {
  variant: string;
  dots: [number, number][];
  initialDots: [number, number][];
  lines: MorpionLine[];
  moves: number;
}

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function readPosition(p: any): MorpionPosition {
  const pts = (v: unknown) => (Array.isArray(v) ? v.map(pt).filter((x): x is [number, number] => x !== null) : []);
  const lines: MorpionLine[] = [];
  if (Array.isArray(p?.lines)) {
    for (const l of p.lines) {
      const dot = pt(l?.dot);
      const from = pt(l?.from);
      const to = pt(l?.to);
      if (dot && from && to) lines.push({ move: Number(l.move) || 0, dot, from, to, dir: String(l.dir ?? '') });
    }
  }
  return {
    variant: String(p?.variant ?? ''),
    dots: pts(p?.dots),
    initialDots: pts(p?.initialDots),
    lines,
    moves: Number(p?.moves) || lines.length,
  };
}

/** The lattice point nearest to a point of the board's user space. */
export function nearestPoint(x: number, y: number): [number, number] {
  return [Math.round(x), Math.round(y)];
}

/** The legal moves whose new dot is (x, y). */
export function movesAt(legal: readonly LegalMove[], x: number, y: number): LegalMove[] {
  return legal.filter((m) => {
    const d = pt(m.dot);
    return d !== null && d[0] === x && d[1] === y;
  });
}

const DIR_NAMES: Record<string, string> = {
  '-': 'horizontal',
  '|': 'vertical',
  '\\': 'diagonal \\',
  '/': 'diagonal /',
};

/** "horizontal (28,30)–(32,30)": how a chooser button names a line. */
export function describeLine(m: LegalMove): string {
  const f = pt(m.from);
  const t = pt(m.to);
  const dir = DIR_NAMES[String(m.dir)] ?? String(m.dir ?? '');
  return f && t ? `${dir} (${f[0]},${f[1]})–(${t[0]},${t[1]})` : String(m.move);
}

/** Board bounds covering every dot, line end and legal point, with a margin. */
export function boundsOf(pos: MorpionPosition, legal: readonly LegalMove[], margin = 1.5): Bounds {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (p: [number, number] | null) => {
    if (!p) return;
    x0 = Math.min(x0, p[0]);
    y0 = Math.min(y0, p[1]);
    x1 = Math.max(x1, p[0]);
    y1 = Math.max(y1, p[1]);
  };
  pos.dots.forEach(add);
  pos.lines.forEach((l) => {
    add(l.from);
    add(l.to);
  });
  legal.forEach((m) => {
    add(pt(m.from));
    add(pt(m.to));
  });
  if (!Number.isFinite(x0)) return { x0: 0, y0: 0, x1: 10, y1: 10 };
  return { x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin };
}

export function unionBounds(a: Bounds | null, b: Bounds): Bounds {
  if (!a) return b;
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

export class MorpionView implements BoardView {
  readonly el: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly chooser: HTMLElement;
  private readonly opts: BoardOptions;
  private analysis: Analysis | null = null;
  private pos: MorpionPosition | null = null;
  private bounds: Bounds | null = null;
  private cursor: [number, number] | null = null;
  private hover: [number, number] | null = null;
  /** The point whose several lines are offered, or null. */
  private choosing: [number, number] | null = null;
  private hints: boolean;
  private lastMoveCount = -1;

  constructor(opts: BoardOptions) {
    this.opts = opts;
    this.hints = opts.hints ?? true;
    this.svg = makeSvg('Morpion Solitaire board', 'board');
    this.chooser = h('div', { class: 'chooser', 'data-testid': 'line-chooser', 'aria-live': 'polite' });
    this.el = h('div', { class: 'board-wrap' }, this.svg, this.chooser);
    if (opts.interactive) {
      this.svg.addEventListener('pointermove', (e) => this.onPointerMove(e));
      this.svg.addEventListener('pointerleave', (e) => {
        // A lifted finger "leaves" too: keep what the first tap showed.
        if (e.pointerType !== 'touch') this.setHover(null);
      });
      this.svg.addEventListener('click', (e) => this.onClick(e as PointerEvent));
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
    this.analysis = a;
    this.pos = readPosition(a.position);
    const b = boundsOf(this.pos, a.legal);
    // Bounds only grow while a game goes on, so the board does not jump; a restart resets them.
    this.bounds =
      a.moveCount === 0 || a.moveCount < this.lastMoveCount - 1 ? unionBounds(null, b) : unionBounds(this.bounds, b);
    if (this.bounds.x1 - this.bounds.x0 < 14) {
      const c = (this.bounds.x0 + this.bounds.x1) / 2;
      this.bounds = { ...this.bounds, x0: c - 7, x1: c + 7 };
    }
    if (this.bounds.y1 - this.bounds.y0 < 14) {
      const c = (this.bounds.y0 + this.bounds.y1) / 2;
      this.bounds = { ...this.bounds, y0: c - 7, y1: c + 7 };
    }
    this.lastMoveCount = a.moveCount;
    this.choosing = null;
    if (!this.cursor && this.pos.initialDots.length > 0) {
      const xs = this.pos.initialDots.map((d) => d[0]);
      const ys = this.pos.initialDots.map((d) => d[1]);
      this.cursor = [
        Math.round((Math.min(...xs) + Math.max(...xs)) / 2),
        Math.round((Math.min(...ys) + Math.max(...ys)) / 2),
      ];
    }
    this.draw();
  }

  private legal(): LegalMove[] {
    return this.opts.interactive && this.analysis ? this.analysis.legal : [];
  }

  private draw(): void {
    const svg = this.svg;
    clear(svg);
    const pos = this.pos;
    const b = this.bounds;
    if (!pos || !b) return;
    svg.setAttribute('viewBox', `${b.x0} ${b.y0} ${b.x1 - b.x0} ${b.y1 - b.y0}`);
    const grid = s('g', { 'aria-hidden': 'true' });
    for (let x = Math.ceil(b.x0); x <= b.x1; x++)
      grid.append(s('line', { class: 'mp-grid', x1: x, y1: b.y0, x2: x, y2: b.y1 }));
    for (let y = Math.ceil(b.y0); y <= b.y1; y++)
      grid.append(s('line', { class: 'mp-grid', x1: b.x0, y1: y, x2: b.x1, y2: y }));
    svg.append(s('rect', { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0, fill: 'var(--board-bg)' }), grid);

    const last = pos.lines.length - 1;
    const lines = s('g', { 'data-testid': 'morpion-lines' });
    pos.lines.forEach((l, i) => {
      lines.append(
        s('line', {
          class: i === last ? 'mp-line last' : 'mp-line',
          x1: l.from[0],
          y1: l.from[1],
          x2: l.to[0],
          y2: l.to[1],
        }),
      );
    });
    svg.append(lines);

    // Candidate lines: those of the point being chosen, or a preview of the hovered point's.
    const focus = this.choosing ?? this.hover;
    const candidates = focus ? movesAt(this.legal(), focus[0], focus[1]) : [];
    if (candidates.length > 0) {
      const g = s('g', { 'data-testid': 'morpion-candidates' });
      candidates.forEach((m, i) => {
        const f = pt(m.from)!;
        const t = pt(m.to)!;
        const line = s('line', {
          class: 'mp-candidate',
          x1: f[0],
          y1: f[1],
          x2: t[0],
          y2: t[1],
          'data-move': m.move,
          'data-testid': `candidate-${i + 1}`,
        });
        if (this.choosing) {
          line.addEventListener('click', (e) => {
            e.stopPropagation();
            this.play(m.move);
          });
        }
        g.append(line);
      });
      svg.append(g);
    }

    const initial = new Set(pos.initialDots.map((d) => `${d[0]},${d[1]}`));
    const dots = s('g', { 'data-testid': 'morpion-dots' });
    for (const d of pos.dots) {
      if (initial.has(`${d[0]},${d[1]}`))
        dots.append(
          s('circle', { class: 'mp-dot-initial', cx: d[0], cy: d[1], r: 0.2, 'data-point': `${d[0]},${d[1]}` }),
        );
    }
    pos.lines.forEach((l, i) => {
      const n = i + 1;
      dots.append(
        s('circle', {
          class: i === last ? 'mp-dot-new last' : 'mp-dot-new',
          cx: l.dot[0],
          cy: l.dot[1],
          r: 0.3,
          'data-point': `${l.dot[0]},${l.dot[1]}`,
        }),
      );
      const size = n >= 100 ? 0.24 : 0.32;
      dots.append(s('text', { class: 'mp-num', x: l.dot[0], y: l.dot[1], style: `font-size:${size}px` }, String(n)));
    });
    svg.append(dots);

    const legal = this.legal();
    if (legal.length > 0) {
      const seen = new Set<string>();
      const g = s('g', { 'data-testid': 'morpion-legal' });
      for (const m of legal) {
        const d = pt(m.dot);
        if (!d) continue;
        const k = `${d[0]},${d[1]}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const hot = focus !== null && focus[0] === d[0] && focus[1] === d[1];
        if (this.hints || hot)
          g.append(
            s('circle', {
              class: hot ? 'mp-legal hot' : 'mp-legal',
              cx: d[0],
              cy: d[1],
              r: 0.16,
              'data-testid': `legal-${d[0]}-${d[1]}`,
            }),
          );
      }
      svg.append(g);
    }
    if (this.opts.interactive && this.cursor) {
      svg.append(
        s('rect', {
          class: 'mp-cursor',
          x: this.cursor[0] - 0.45,
          y: this.cursor[1] - 0.45,
          width: 0.9,
          height: 0.9,
          rx: 0.15,
        }),
      );
    }
    this.drawChooser(candidates);
  }

  private drawChooser(candidates: LegalMove[]): void {
    clear(this.chooser);
    if (!this.choosing || candidates.length < 2) return;
    this.chooser.append(
      h('span', { class: 'small muted' }, `Choose a line through (${this.choosing[0]},${this.choosing[1]}):`),
    );
    candidates.forEach((m, i) => {
      this.chooser.append(
        h(
          'button',
          {
            type: 'button',
            class: 'btn btn-small',
            'data-testid': `choose-line-${i + 1}`,
            onclick: () => this.play(m.move),
          },
          h('kbd', null, String(i + 1)),
          ' ',
          describeLine(m),
        ),
      );
    });
    this.chooser.append(
      h(
        'button',
        { type: 'button', class: 'btn btn-small btn-quiet', onclick: () => this.cancelChoice() },
        'Cancel (Esc)',
      ),
    );
  }

  private cancelChoice(): void {
    this.choosing = null;
    this.draw();
    this.svg.focus();
  }

  private play(move: string): void {
    this.choosing = null;
    this.opts.onMove?.(move);
  }

  private pointAt(e: MouseEvent): [number, number] | null {
    const p = clientToSvg(this.svg, e.clientX, e.clientY);
    return p ? nearestPoint(p.x, p.y) : null;
  }

  private setHover(p: [number, number] | null): void {
    const same = p === this.hover || (p && this.hover && p[0] === this.hover[0] && p[1] === this.hover[1]);
    if (same) return;
    this.hover = p;
    const n = p ? movesAt(this.legal(), p[0], p[1]).length : 0;
    this.opts.onInfo?.(p && n > 0 ? `(${p[0]},${p[1]}): ${n === 1 ? '1 line' : `${n} lines`}` : '');
    if (!this.choosing) this.draw();
  }

  private onPointerMove(e: PointerEvent): void {
    if (e.pointerType === 'touch') return;
    this.setHover(this.pointAt(e));
  }

  private onClick(e: PointerEvent): void {
    const p = this.pointAt(e);
    if (!p) return;
    this.cursor = p;
    this.activate(p, isTouch(e));
  }

  /** A click, tap or Enter on point p. */
  private activate(p: [number, number], touch: boolean): void {
    const moves = movesAt(this.legal(), p[0], p[1]);
    if (moves.length === 0) {
      this.choosing = null;
      this.hover = p;
      this.opts.onInfo?.(`(${p[0]},${p[1]}): no legal move here`);
      this.draw();
      return;
    }
    if (moves.length === 1 && !(touch && !this.isHover(p))) {
      this.play(moves[0].move);
      return;
    }
    if (moves.length === 1) {
      // A first tap on a touch screen shows the line; a second tap plays it.
      this.hover = p;
      this.opts.onInfo?.(`(${p[0]},${p[1]}): tap again to play ${describeLine(moves[0])}`);
      this.draw();
      return;
    }
    this.choosing = p;
    this.hover = p;
    this.opts.onInfo?.(`(${p[0]},${p[1]}): ${moves.length} lines possible, choose one`);
    this.draw();
  }

  private isHover(p: [number, number]): boolean {
    return this.hover !== null && this.hover[0] === p[0] && this.hover[1] === p[1];
  }

  key(e: KeyboardEvent): boolean {
    if (!this.opts.interactive || !this.analysis) return false;
    if (this.choosing) {
      const candidates = movesAt(this.legal(), this.choosing[0], this.choosing[1]);
      if (/^[1-9]$/.test(e.key) && Number(e.key) <= candidates.length) {
        this.play(candidates[Number(e.key) - 1].move);
        return true;
      }
      if (e.key === 'Escape') {
        this.cancelChoice();
        return true;
      }
    }
    const c = this.cursor ?? [0, 0];
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    if (step[e.key]) {
      this.cursor = [c[0] + step[e.key][0], c[1] + step[e.key][1]];
      this.choosing = null;
      this.hover = this.cursor;
      const n = movesAt(this.legal(), this.cursor[0], this.cursor[1]).length;
      this.opts.onInfo?.(
        `(${this.cursor[0]},${this.cursor[1]})${n > 0 ? `: ${n === 1 ? '1 line' : `${n} lines`}` : ''}`,
      );
      this.draw();
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      this.activate(c, false);
      return true;
    }
    return false;
  }

  destroy(): void {
    this.el.remove();
  }
}
