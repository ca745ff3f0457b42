/**
 * Left-move and leftmost-path trees (the NMCS paper, section 4): the path played from the root,
 * each node with its two children (the branch not taken drawn faintly), and the levels still to go.
 * Deep trees show a window of levels around the current node.
 */
import type { Analysis } from '../rules/engine';
import { clear, h, s } from '../lib/dom';
import { makeSvg, type BoardOptions, type BoardView, type RenderOptions } from './drawing';

export interface TreePosition {
  scoring: string;
  depth: number;
  path: string;
}

export function readPosition(p: any): TreePosition {
  return {
    scoring: String(p?.scoring ?? ''),
    depth: Number(p?.depth) || 0,
    path: typeof p?.path === 'string' ? p.path : '',
  };
}

/** Node positions of the path: x moves one left for L and one right for R, y is the depth. */
export function pathPoints(path: string): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  let x = 0;
  for (let i = 0; i < path.length; i++) {
    x += path[i] === 'L' ? -1 : 1;
    out.push([x, i + 1]);
  }
  return out;
}

/**
 * The levels drawn: at most `size` around the current depth. Sixteen levels keep each level tall
 * enough to read on a laptop (forty made a thin zig-zag with 5-pixel labels).
 */
export function levelWindow(played: number, depth: number, size = 16): [number, number] {
  if (depth <= size) return [0, depth];
  const lo = Math.max(0, Math.min(played - Math.floor(size * 0.75), depth - size));
  return [lo, lo + size];
}

export class TreeView implements BoardView {
  readonly el: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly opts: BoardOptions;
  private readonly buttons: HTMLButtonElement[] = [];
  private terminal = false;

  constructor(opts: BoardOptions) {
    this.opts = opts;
    this.svg = makeSvg('Binary tree: the path played from the root', 'board');
    let controls: HTMLElement | null = null;
    if (opts.interactive) {
      const left = h(
        'button',
        { type: 'button', class: 'btn', 'data-testid': 'tree-left', onclick: () => this.play('L') },
        '← Left (L)',
      );
      const right = h(
        'button',
        { type: 'button', class: 'btn', 'data-testid': 'tree-right', onclick: () => this.play('R') },
        'Right (R) →',
      );
      this.buttons.push(left, right);
      controls = h('div', { class: 'tree-controls' }, left, right);
      this.svg.addEventListener('keydown', (e) => {
        if (this.key(e)) e.preventDefault();
      });
    }
    this.el = h('div', { class: 'board-wrap' }, this.svg, controls);
  }

  private play(move: 'L' | 'R'): void {
    if (!this.terminal) this.opts.onMove?.(move);
  }

  render(a: Analysis, _opts?: RenderOptions): void {
    const p = readPosition(a.position);
    this.terminal = a.terminal;
    for (const b of this.buttons) b.disabled = a.terminal;
    const pts = pathPoints(p.path);
    const [lo, hi] = levelWindow(p.path.length, p.depth);
    const shown = pts.filter(([, y]) => y >= lo && y <= hi);
    const cur = pts[pts.length - 1];
    let minX = Math.min(...shown.map(([x]) => x), cur[0]) - 1.5;
    let maxX = Math.max(...shown.map(([x]) => x), cur[0]) + 1.5;
    // At least as wide as it is tall, so the tree fills its panel instead of a thin column.
    const wide = Math.max(8, (hi - lo + 1.4) * 1.2);
    if (maxX - minX < wide) {
      const c = (minX + maxX) / 2;
      minX = c - wide / 2;
      maxX = c + wide / 2;
    }
    const svg = this.svg;
    clear(svg);
    svg.setAttribute('viewBox', `${minX} ${lo - 0.7} ${maxX - minX} ${hi - lo + 1.4}`);
    svg.style.maxHeight = '70vh';
    const edges = s('g');
    const nodes = s('g');
    for (let i = 0; i < shown.length; i++) {
      const [x, y] = shown[i];
      if (y < p.depth) {
        // Both children of every node on the path; the one taken is drawn by the path itself.
        edges.append(
          s('line', { class: 'tr-edge', x1: x, y1: y, x2: x - 1, y2: y + 1 }),
          s('line', { class: 'tr-edge', x1: x, y1: y, x2: x + 1, y2: y + 1 }),
        );
        const taken = p.path[y];
        if (taken) {
          const other = taken === 'L' ? x + 1 : x - 1;
          nodes.append(s('circle', { class: 'tr-node', cx: other, cy: y + 1, r: 0.14 }));
        }
      }
    }
    const d = shown.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join('');
    edges.append(s('path', { class: 'tr-path', d, 'data-testid': 'tree-path' }));
    for (const [x, y] of shown) nodes.append(s('circle', { class: 'tr-node on', cx: x, cy: y, r: 0.2 }));
    if (!a.terminal && cur[1] < hi) {
      edges.append(
        s('line', { class: 'tr-edge', x1: cur[0], y1: cur[1] + 1, x2: cur[0], y2: hi, 'stroke-dasharray': '0.15 0.2' }),
      );
      nodes.append(
        s(
          'text',
          { class: 'tr-label', x: cur[0] + 0.6, y: (cur[1] + 1 + hi) / 2, 'text-anchor': 'start' },
          `${p.depth - p.path.length} levels to go`,
        ),
      );
    }
    if (lo > 0)
      nodes.append(s('text', { class: 'tr-label', x: (minX + maxX) / 2, y: lo - 0.4 }, `… ${lo} levels above`));
    svg.append(edges, nodes);
  }

  key(e: KeyboardEvent): boolean {
    if (!this.opts.interactive || e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.key === 'ArrowLeft' || e.key === 'l' || e.key === 'L') {
      this.play('L');
      return true;
    }
    if (e.key === 'ArrowRight' || e.key === 'r' || e.key === 'R') {
      this.play('R');
      return true;
    }
    return false;
  }

  destroy(): void {
    this.el.remove();
  }
}
