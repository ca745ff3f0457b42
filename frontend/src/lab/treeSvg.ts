/**
 * The search tree in SVG, a unit a CSS pixel: nodes sized by their visits and coloured by their
 * value, the phase's path lit, children with few visits folded into a "+n"; a node with children
 * shows its subtree when picked (click, Enter or Space), the top of a shown subtree goes up.
 */
import { replaceChildren, s } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { TreeNode } from './engine';
import {
  autoMinVisits,
  centredScroll,
  layoutTree,
  movesTo,
  SLOT_WIDTH,
  treeGeometry,
  type PhaseTree,
} from './treeLayout';

/** What picking a node does. */
export interface TreeActions {
  goUp(): void;
  focusOn(path: string): void;
}

/** The tree (or the subtree under `top`) of a phase: its drawing, its size, and where each node is. */
export function treeSvg(
  view: PhaseTree,
  nodes: readonly TreeNode[],
  top: number | null,
  /** The fold setting as typed: children with fewer visits are folded ('' picks a number). */
  foldText: string,
  to: TreeActions,
): { svg: SVGSVGElement; width: number; height: number; rootX: number; at: Map<number, { x: number; y: number }> } {
  const keep = new Set(view.path);
  const minVisits = foldText === '' ? autoMinVisits(nodes, keep) : Math.max(0, Number(foldText) || 0);
  const layout = layoutTree(nodes, minVisits, keep);
  const { width, height, at: pos } = treeGeometry(layout);
  const svg = s('svg', {
    class: 'lab-tree',
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    role: 'group',
    'aria-label': `Search tree${top === null ? '' : `, the subtree under node #${top}`}, nodes with fewer than ${minVisits} visits folded`,
    'data-testid': 'tree-svg',
    'data-nodes': view.nodes.length,
    'data-shown': top ?? 'all',
  });
  const lit = new Set(view.path.map((id) => `n${id}`));
  for (const n of layout.nodes) {
    if (!n.parentKey) continue;
    const a = pos.get(n.parentKey)!;
    const b = pos.get(n.key)!;
    svg.appendChild(
      s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `lab-edge${lit.has(n.key) ? ' lit' : ''}` }),
    );
  }
  const parents = new Set(view.nodes.map((n) => n.parent));
  const maxVisits = Math.max(1, ...nodes.map((n) => n.visits));
  for (const n of layout.nodes) {
    const p = pos.get(n.key)!;
    if (!n.node) {
      svg.appendChild(
        s(
          'text',
          { x: p.x, y: p.y + 4, class: 'lab-fold', 'text-anchor': 'middle', 'data-folded': n.folded },
          `+${n.folded}`,
          s(
            'title',
            null,
            `${n.folded} children with fewer than ${minVisits} visits (${formatInt(n.foldedVisits)} visits in all)`,
          ),
        ),
      );
      continue;
    }
    const node: TreeNode = n.node;
    const r = 8 + 12 * Math.sqrt(node.visits / maxVisits);
    const cls = `lab-node${lit.has(n.key) ? ' lit' : ''}${node.id === view.fresh ? ' fresh' : ''}${node.proven ? ` proven-${node.proven}` : ''}`;
    const isRoot = node.parent < 0;
    const isTop = node.id === top;
    const about = `${node.move ? `move ${node.move}` : 'root'} (#${node.id}): ${node.visits} visits, mean reward ${node.value.toFixed(3)} for the player who moved here${node.proven ? `, proven ${node.proven}` : ''}`;
    // A node with children shows its subtree when clicked; the top of a shown subtree goes up.
    const action = isTop ? 'show the level above' : !isRoot && parents.has(node.id) ? 'show its subtree' : null;
    const act = isTop ? to.goUp : () => to.focusOn(movesTo(view.nodes, node.id)?.join('') ?? '');
    const g = s('g', {
      class: `${cls}${action ? ' pick' : ''}`,
      'data-testid': `node-${node.id}`,
      'data-visits': node.visits,
      tabindex: action ? 0 : null,
      role: action ? 'button' : null,
      'aria-label': action ? `${about}. Press to ${action}.` : null,
      onclick: action ? act : null,
      onkeydown: action
        ? (e: KeyboardEvent) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            act();
          }
        : null,
    });
    // A click anywhere on the node or its labels picks it, not only on the circle or the text.
    if (action) {
      g.appendChild(
        s('rect', {
          class: 'lab-node-hit',
          x: p.x - SLOT_WIDTH / 2 + 2,
          y: p.y - r,
          width: SLOT_WIDTH - 4,
          height: 2 * r + (isRoot ? 16 : 30),
        }),
      );
    }
    // Hue from red (the mover loses here) to green (wins): the value at a glance.
    g.appendChild(
      s('circle', {
        cx: p.x,
        cy: p.y,
        r,
        style: isRoot ? 'fill: var(--panel-2)' : `fill: hsl(${Math.round(node.value * 120)} 55% 72%)`,
      }),
    );
    g.appendChild(
      s('text', { x: p.x, y: p.y + 4, 'text-anchor': 'middle', class: 'lab-node-move' }, node.move ?? 'root'),
    );
    g.appendChild(
      s(
        'text',
        { x: p.x, y: p.y + r + 13, 'text-anchor': 'middle', class: 'lab-node-count' },
        isRoot ? `${formatInt(node.visits)} visits` : formatInt(node.visits),
      ),
    );
    if (!isRoot) {
      g.appendChild(
        s(
          'text',
          { x: p.x, y: p.y + r + 26, 'text-anchor': 'middle', class: 'lab-node-count lab-node-value' },
          node.value.toFixed(2),
        ),
      );
    }
    g.appendChild(s('title', null, about));
    svg.appendChild(g);
  }
  const rootX = pos.get(layout.nodes[0]?.key ?? '')?.x ?? width / 2;
  const at = new Map(layout.nodes.flatMap((n) => (n.node ? [[n.node.id, pos.get(n.key)!] as const] : [])));
  return { svg, width, height, rootX, at };
}

/**
 * The tree's own scrolling box. The shown root stays where it was on the screen from one drawing to
 * the next; after {@link recentre} (a new focus, a new search) or at first, the next drawing puts it
 * (or the node the keyboard goes to) in the middle of the box.
 */
export class TreeBox {
  /** The shown root's id and x when last drawn, to keep it where it was on the screen. */
  private anchor: { id: number; x: number } | null = null;
  /** The node to put the keyboard on (and in view) once drawn, after one was picked or Up. */
  refocus: number | null = null;

  constructor(private readonly slot: HTMLElement) {}

  recentre(): void {
    this.anchor = null;
  }

  /** Shows `drawn`, whose shown root is node `topId`. */
  draw(drawn: ReturnType<typeof treeSvg>, topId: number): void {
    const slot = this.slot;
    const wasLeft = slot.scrollLeft;
    const wasTop = slot.scrollTop;
    replaceChildren(slot, drawn.svg);
    const picked = this.refocus === null ? undefined : drawn.at.get(this.refocus);
    if (this.anchor && this.anchor.id === topId) {
      slot.scrollLeft = wasLeft + drawn.rootX - this.anchor.x;
      slot.scrollTop = wasTop;
    } else {
      slot.scrollLeft = centredScroll(picked?.x ?? drawn.rootX, drawn.width, slot.clientWidth);
      slot.scrollTop = picked ? centredScroll(picked.y, drawn.height, slot.clientHeight) : 0;
    }
    this.anchor = { id: topId, x: drawn.rootX };
    if (this.refocus !== null) {
      slot.querySelector<SVGGElement>(`[data-testid="node-${this.refocus}"]`)?.focus({ preventScroll: true });
      this.refocus = null;
    }
  }
}
