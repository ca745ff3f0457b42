/**
 * The lab's Arena step, its numbers: from the ladder of the game with a network (GET /api/arena/{game}/ladder)
 * the strongest reference bot of each family (UCT, the deep bot, minimax), each one's rating after
 * every counted game with its 95% interval (GET /api/arena/players/{id}'s history), and what a
 * rating gap means in Elo's own formula. Pure functions, so tests check them without a server.
 */
import type { ArenaHistoryPoint, ArenaLadderEntry } from '../lib/arenaApi';
import { NETWORK_GAME } from './games';

/** The ladder the step reads: the game with a network, so the deep bot is on it. */
export const ARENA_LAB_GAME = NETWORK_GAME;

/** The 95% interval's half-width in deviations, as the ladder draws it. */
export const Z95 = 1.96;

export interface Family {
  /** The spec's algorithm: `uct:sims=800` is a UCT bot. */
  algorithm: string;
  title: string;
  tone: string;
}

export const FAMILIES: readonly Family[] = [
  { algorithm: 'uct', title: 'UCT', tone: 'lab-s1' },
  { algorithm: 'deep', title: 'Deep MCTS (PUCT + network)', tone: 'lab-s2' },
  { algorithm: 'minimax', title: 'Minimax', tone: 'lab-s3' },
];

export interface Contender {
  family: Family;
  player: ArenaLadderEntry;
}

/** The bot's algorithm: what its spec names before the first colon. */
export function algorithmOf(spec: string): string {
  const colon = spec.indexOf(':');
  return colon < 0 ? spec : spec.slice(0, colon);
}

/**
 * The highest-rated reference bot of each family on the ladder (a family with no bot there is left
 * out): UCT against the deep bot against minimax, each at its best budget on the ladder.
 */
export function contenders(players: readonly ArenaLadderEntry[]): Contender[] {
  const out: Contender[] = [];
  for (const family of FAMILIES) {
    const mine = players.filter((p) => p.kind === 'reference' && algorithmOf(p.spec) === family.algorithm);
    if (mine.length === 0) continue;
    const best = mine.reduce((a, b) => (b.rating > a.rating ? b : a));
    out.push({ family, player: best });
  }
  return out;
}

export interface CurvePoint {
  /** Games counted so far, this one included. */
  games: number;
  rating: number;
  low: number;
  high: number;
}

/** A player's rating after each counted game, with its 95% interval (rating ± 1.96 RD). */
export function curve(history: readonly ArenaHistoryPoint[]): CurvePoint[] {
  return history.map((p, i) => ({
    games: i + 1,
    rating: p.rating,
    low: p.rating - Z95 * p.deviation,
    high: p.rating + Z95 * p.deviation,
  }));
}

/** The y range the curves' intervals span, rounded out to 50s (one of 100 when there is nothing). */
export function ratingRange(curves: readonly (readonly CurvePoint[])[]): [number, number] {
  const all = curves.flat();
  if (all.length === 0) return [1400, 1600];
  const lo = Math.floor(Math.min(...all.map((p) => p.low)) / 50) * 50;
  const hi = Math.ceil(Math.max(...all.map((p) => p.high)) / 50) * 50;
  return [lo, Math.max(hi, lo + 50)];
}

/** Elo's expected score of a player rated `a` against one rated `b`: 1 / (1 + 10^((b − a) / 400)). */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

/** Whether two 95% intervals are apart: only then does the ladder say which bot is stronger. */
export function intervalsApart(a: ArenaLadderEntry, b: ArenaLadderEntry): boolean {
  return a.low > b.high || b.low > a.high;
}

/** One sentence on two bots: the gap, the score Elo expects from it, and whether the ladder is sure. */
export function gapText(a: ArenaLadderEntry, b: ArenaLadderEntry): string {
  const [hi, lo] = a.rating >= b.rating ? [a, b] : [b, a];
  const gap = Math.round(hi.rating - lo.rating);
  const pct = Math.round(100 * expectedScore(hi.rating, lo.rating));
  const sure = intervalsApart(hi, lo)
    ? 'their 95% intervals do not overlap, so the ladder is sure which is stronger'
    : 'their 95% intervals overlap, so the ladder cannot yet tell them apart for certain';
  return `${hi.label} is rated ${gap} above ${lo.label}: Elo\u2019s formula expects it to score about ${pct}% against it (a win 1, a draw \u00bd); ${sure}.`;
}
