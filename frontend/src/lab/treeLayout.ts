/**
 * What the "watch it think" view draws for one phase of one iteration, and where: the tree of
 * that moment (the engine's own snapshot at the end of the phase), the nodes to light
 * up, and a layered layout in which children with few visits are folded into one "+k" node so the
 * tree stays legible as it grows; the subtree under one node when the reader focuses on it; and
 * where each node goes in a drawing whose unit is a CSS pixel, so that its 11 px labels stay 11 px
 * on a phone (the drawing scrolls sideways instead of shrinking). Pure functions of the engine's
 * trace.
 */
import type { Trace, TreeNode } from './engine';
import type { Phase } from './settings';

export interface PhaseTree {
  /** The whole tree at the end of this phase: what the headline counts, the words cite and the drawing shows. */
  nodes: TreeNode[];
  /** Ids lit up: the selection path (and the new leaf once it exists). */
  path: number[];
  /** The leaf this simulation evaluates (the one expansion added, or PUCT's unevaluated child), from expansion on. */
  fresh: number | null;
  /** The nodes this iteration's expansion added (one for UCT, a node's every child for PUCT). */
  added: number[];
}

/** `nodes` with `changes` put in (a changed node replaces its old self, a new one joins), in id order. */
function applied(nodes: readonly TreeNode[], changes: readonly TreeNode[]): TreeNode[] {
  if (changes.length === 0) return nodes as TreeNode[];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const c of changes) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The tree at the end of each phase, exactly as the engine recorded it: the tree selection walked,
 * then each phase's changes applied in turn (expansion's new nodes, a proof the simulation found,
 * the backup's visits and values).
 */
export function phaseSnapshots(trace: Trace): Record<Phase, TreeNode[]> {
  const selection = trace.tree;
  const expansion = applied(selection, trace.changes[0]);
  const rollout = applied(expansion, trace.changes[1]);
  return { selection, expansion, rollout, backup: applied(rollout, trace.changes[2]) };
}

/** What one phase shows: its own tree, and the nodes to light up in it. */
export function phaseTree(trace: Trace, phase: Phase): PhaseTree {
  const { step } = trace;
  const before = new Set(trace.tree.map((n) => n.id));
  const added = trace.changes[0].filter((n) => !before.has(n.id)).map((n) => n.id);
  const fresh = step.expanded >= 0 ? step.expanded : null;
  const nodes = phaseSnapshots(trace)[phase];
  if (phase === 'selection') return { nodes, path: step.path, fresh: null, added: [] };
  return { nodes, path: fresh === null ? step.path : [...step.path, fresh], fresh, added };
}

/** The root of a tree, and the counts a headline gives: its nodes and the root's visits. */
export function treeCounts(nodes: readonly TreeNode[]): { nodes: number; rootVisits: number; rootProven: boolean } {
  const root = nodes.find((n) => n.parent < 0);
  return { nodes: nodes.length, rootVisits: root?.visits ?? 0, rootProven: root?.proven !== undefined };
}

export interface LaidNode {
  /** A node of the tree, or a fold of `folded` children with few visits. */
  node: TreeNode | null;
  key: string;
  parentKey: string | null;
  folded: number;
  foldedVisits: number;
  x: number;
  depth: number;
}

export interface Layout {
  nodes: LaidNode[];
  /** Leaf slots across, and levels down. */
  width: number;
  depth: number;
}

/**
 * Lays out the nodes with at least `minVisits` visits (and always those in `keep`), children
 * ordered by move, leaves one slot apart, each parent centred over its children. The root is the
 * node whose parent is not among them: the search's root, or the top of a subtree
 * ({@link subtreeOf}).
 */
export function layoutTree(nodes: readonly TreeNode[], minVisits: number, keep: ReadonlySet<number>): Layout {
  const children = new Map<number, TreeNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  let root: TreeNode | undefined;
  for (const n of nodes) {
    if (n.parent < 0 || !ids.has(n.parent)) root ??= n;
    else {
      const list = children.get(n.parent) ?? [];
      list.push(n);
      children.set(n.parent, list);
    }
  }
  const out: LaidNode[] = [];
  if (!root) return { nodes: out, width: 0, depth: 0 };
  let nextSlot = 0;
  let maxDepth = 0;
  const place = (n: TreeNode, parentKey: string | null, depth: number): number => {
    maxDepth = Math.max(maxDepth, depth);
    const laid: LaidNode = { node: n, key: `n${n.id}`, parentKey, folded: 0, foldedVisits: 0, x: 0, depth };
    out.push(laid);
    const kids = (children.get(n.id) ?? []).slice().sort((a, b) => (a.move ?? '').localeCompare(b.move ?? ''));
    const shown = kids.filter((k) => k.visits >= minVisits || keep.has(k.id));
    const hidden = kids.filter((k) => !(k.visits >= minVisits || keep.has(k.id)));
    const xs = shown.map((k) => place(k, laid.key, depth + 1));
    if (hidden.length > 0) {
      maxDepth = Math.max(maxDepth, depth + 1);
      const fold: LaidNode = {
        node: null,
        key: `f${n.id}`,
        parentKey: laid.key,
        folded: hidden.length,
        foldedVisits: hidden.reduce((sum, k) => sum + k.visits, 0),
        x: nextSlot++,
        depth: depth + 1,
      };
      out.push(fold);
      xs.push(fold.x);
    }
    laid.x = xs.length === 0 ? nextSlot++ : (xs[0] + xs[xs.length - 1]) / 2;
    return laid.x;
  };
  place(root, null, 0);
  return { nodes: out, width: nextSlot, depth: maxDepth };
}

/**
 * The smallest visit threshold (1, 2, 4, 8, ...) at which at most `budget` nodes are drawn, so a
 * tree of thousands of nodes still reads at a glance.
 */
export function autoMinVisits(nodes: readonly TreeNode[], keep: ReadonlySet<number>, budget = 60): number {
  for (let t = 1; t < 1 << 30; t *= 2) {
    if (layoutTree(nodes, t, keep).nodes.length <= budget) return t;
  }
  return 1 << 30;
}

/** UCB1's value of a child as selection computed it: mean + C sqrt(ln N / n), infinite before a visit. */
export function ucb1(child: Pick<TreeNode, 'value' | 'visits'>, parentVisits: number, c: number): number {
  if (child.visits === 0) return Infinity;
  return child.value + c * Math.sqrt(Math.log(parentVisits) / child.visits);
}

/**
 * The node to show the subtree of: `focus` when it is in the tree and is not its root, else null
 * (the whole tree), so that going back to an iteration before that node existed shows everything.
 */
export function shownFocus(nodes: readonly TreeNode[], focus: number | null): number | null {
  if (focus === null) return null;
  const n = nodes.find((x) => x.id === focus);
  return n && n.parent >= 0 ? focus : null;
}

/** The subtree under node `id`, itself included (its parent left out, so it is the layout's root). */
export function subtreeOf(nodes: readonly TreeNode[], id: number): TreeNode[] {
  const children = new Map<number, TreeNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parent) ?? [];
    list.push(n);
    children.set(n.parent, list);
  }
  const top = nodes.find((n) => n.id === id);
  if (!top) return [];
  const out: TreeNode[] = [];
  const stack = [top];
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    stack.push(...(children.get(n.id) ?? []));
  }
  // In the tree's own order, as the engine listed them.
  const keep = new Set(out.map((n) => n.id));
  return nodes.filter((n) => keep.has(n.id));
}

/** The moves from the search's root down to node `id` (none for the root; null if it is not there). */
export function movesTo(nodes: readonly TreeNode[], id: number): string[] | null {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const moves: string[] = [];
  for (let n = byId.get(id); n; n = byId.get(n.parent)) {
    if (n.parent < 0) return moves.reverse();
    moves.push(n.move ?? '?');
  }
  return null;
}

/**
 * The node the moves of `path` (one character a move, as in the URL) lead to from the search's
 * root: the inverse of {@link movesTo}; null when the tree has no such node (not yet, or never).
 */
export function nodeAt(nodes: readonly TreeNode[], path: string): number | null {
  let at = nodes.find((n) => n.parent < 0);
  for (const move of path) {
    const from = at?.id;
    at = from === undefined ? undefined : nodes.find((n) => n.parent === from && n.move === move);
  }
  return at?.id ?? null;
}

/** Horizontal room for one leaf, in CSS pixels: a big node's circle and its 11 px labels. */
export const SLOT_WIDTH = 56;
/** From one level to the next: a circle, its visits and value under it (two lines), a gap. */
export const LEVEL_HEIGHT = 88;
/** Room at the sides, above the root and under the deepest labels. */
const SIDE = 20;
const TOP = 24;
const BOTTOM = 56;

/**
 * The size of a layout's drawing and each node's centre, a unit a CSS pixel (the drawing is never
 * scaled): wider than its panel, it scrolls sideways in it instead of shrinking its text.
 */
export function treeGeometry(layout: Layout): {
  width: number;
  height: number;
  at: Map<string, { x: number; y: number }>;
} {
  const at = new Map(
    layout.nodes.map((n) => [n.key, { x: SIDE + n.x * SLOT_WIDTH + SLOT_WIDTH / 2, y: TOP + n.depth * LEVEL_HEIGHT }]),
  );
  return {
    width: Math.max(1, layout.width) * SLOT_WIDTH + 2 * SIDE,
    height: layout.depth * LEVEL_HEIGHT + TOP + BOTTOM,
    at,
  };
}

/**
 * Where to scroll a drawing `width` wide in a box `box` wide so that `x` is in the middle (as far
 * as the drawing allows): the root in view when the tree is first drawn.
 */
export function centredScroll(x: number, width: number, box: number): number {
  return Math.round(Math.max(0, Math.min(width - box, x - box / 2)));
}
