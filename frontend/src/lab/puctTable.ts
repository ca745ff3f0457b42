/**
 * The PUCT rule applied to a finished search's root children, as pure data: for each child its
 * Q, P, n, the exploration term c·P·√N / (1 + n) and the score, and which child the rule would
 * select next. It reads only what the bot's decision reports (visits, prior, value in [0, 1]),
 * and mirrors the engine's PuctSelection: Q is the child's mean in [−1, 1] for the player
 * choosing (0 before a visit), N the visits of all children, floored at 1, and with MCTS-Solver a
 * proven loss is passed over while another move is left.
 */
import type { Candidate } from './engine';

/** The deep player's default exploration constant (PlayerSpec.DEEP_C on the Java side). */
export const DEEP_C_PUCT = 1.5;

export interface PuctRow {
  move: string;
  /** The child's visits, n. */
  visits: number;
  /** The network's prior, P. */
  prior: number;
  /** The child's mean value for the player choosing, in [−1, 1]; 0 before a visit. */
  q: number;
  /** c·P·√N / (1 + n). */
  explore: number;
  /** Q + explore. */
  score: number;
  /** A proven loss passed over because another move is left. */
  skipped: boolean;
  /** The child the rule selects next (the highest score among those not skipped). */
  selected: boolean;
}

export interface PuctTable {
  c: number;
  /** N: the visits of all the root's children. */
  total: number;
  /** The rows, highest score first; skipped rows last. */
  rows: PuctRow[];
}

/**
 * The table for a decision's children, or null when they carry no priors (not a guided search).
 * The decision reports values as 0..1 (½ a draw), so Q = 2 × value − 1.
 */
export function puctTable(children: readonly Candidate[], c: number = DEEP_C_PUCT): PuctTable | null {
  if (children.length === 0 || children.some((k) => k.prior === undefined)) return null;
  const total = children.reduce((s, k) => s + (k.visits ?? 0), 0);
  const sqrt = Math.sqrt(Math.max(1, total));
  const skipLosses = children.some((k) => k.proven !== 'loss');
  const rows: PuctRow[] = children.map((k) => {
    const visits = k.visits ?? 0;
    const prior = k.prior ?? 0;
    const q = visits === 0 || k.value === undefined ? 0 : 2 * k.value - 1;
    const explore = (c * prior * sqrt) / (1 + visits);
    return {
      move: k.move,
      visits,
      prior,
      q,
      explore,
      score: q + explore,
      skipped: skipLosses && k.proven === 'loss',
      selected: false,
    };
  });
  // The engine keeps the first of equal scores, in the children's own order.
  let best: PuctRow | null = null;
  for (const r of rows) if (!r.skipped && (best === null || r.score > best.score)) best = r;
  if (best) best.selected = true;
  rows.sort((a, b) => Number(a.skipped) - Number(b.skipped) || b.score - a.score);
  return { c, total, rows };
}
