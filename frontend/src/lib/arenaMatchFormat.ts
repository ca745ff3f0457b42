/**
 * How the match page writes an SPRT match (docs/ARENA.md, "Matches on the server"): its verdict in
 * a sentence, Elo with its 95% interval where an unbounded end is ∞, the games left. Pure, so
 * test/arenaMatch.test.ts checks what the page shows without a browser.
 */
import type { ArenaMatchView } from './arenaApi';

type EloPart = Pick<ArenaMatchView, 'elo' | 'eloLow' | 'eloHigh' | 'wins' | 'losses' | 'games'>;

/** An Elo value: "+35.2", "−12.0"; an unbounded one ∞ with its sign (null means unbounded). */
export function eloNumber(v: number | null, infiniteSign: 1 | -1): string {
  if (v === null || !Number.isFinite(v)) return infiniteSign > 0 ? '+\u221e' : '\u2212\u221e';
  const t = Math.abs(v).toFixed(1);
  return v > 0 ? `+${t}` : v < 0 ? `\u2212${t}` : '0.0';
}

/**
 * "+35.2 (95%: +10.1 to +61.0)". A null centre is unbounded too once games were played: every game
 * won (+∞) or lost (−∞), so W/L gives the sign; the low end defaults to −∞ and the high to +∞.
 */
export function eloText(m: EloPart): string {
  if (m.games === 0) return '\u2013';
  const centreSign: 1 | -1 = m.losses > m.wins ? -1 : 1;
  return `${eloNumber(m.elo, centreSign)} (95%: ${eloNumber(m.eloLow, -1)} to ${eloNumber(m.eloHigh, 1)})`;
}

/** "expected games left: 120 (range 60–310)", or null when the test gave none. */
export function gamesLeftText(m: Pick<ArenaMatchView, 'state' | 'gamesLeft'>): string | null {
  if (m.state !== 'running' || !m.gamesLeft) return null;
  const r = (x: number) => Math.round(x).toString();
  const g = m.gamesLeft;
  return `expected games left: ${r(g.expected)} (range ${r(g.low)}\u2013${r(g.high)})`;
}

/** The match's state in a sentence: what the test concluded, or how far it is. */
export function verdictText(
  m: Pick<ArenaMatchView, 'state' | 'first' | 'second' | 'elo0' | 'elo1' | 'games' | 'maxGames'> &
    Partial<Pick<ArenaMatchView, 'failure' | 'waiting'>>,
): string {
  const a = m.first.label;
  const b = m.second.label;
  const bounds = `Elo ${m.elo0} vs ${m.elo1}`;
  switch (m.state) {
    case 'H1':
      return `H1 accepted: ${a} is stronger than ${b} (the games favour Elo ${m.elo1} over ${m.elo0}), after ${m.games} games.`;
    case 'H0':
      return `H0 accepted: ${a} is not ${m.elo1} Elo stronger than ${b} (the games favour Elo ${m.elo0} over ${m.elo1}), after ${m.games} games.`;
    case 'inconclusive':
      return `Inconclusive: no verdict within ${m.maxGames} games (${bounds}).`;
    case 'cancelled':
      return `Cancelled after ${m.games} games, before a verdict.`;
    case 'failed':
      return `Failed after ${m.games} games, before a verdict: ${m.failure ?? 'a pair could not be played'}.`;
    default:
      return m.waiting
        ? `Waiting after ${m.games} games: ${m.waiting}.`
        : `Running: ${m.games} of at most ${m.maxGames} games played, testing ${bounds}.`;
  }
}

/** The SPRT chart's points: (games after the pair, LLR after it), in pair order. */
export function sprtPoints(m: Pick<ArenaMatchView, 'pairs'>): [number, number][] {
  return [...m.pairs].sort((p, q) => p.index - q.index).map((p) => [p.games, p.llr]);
}

/** The chart's y domain: the points and both bounds, with a little room. */
export function sprtDomain(points: readonly [number, number][], lower: number, upper: number): [number, number] {
  const ys = [lower, upper, ...points.map((p) => p[1])];
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const pad = (hi - lo) * 0.08 || 1;
  return [lo - pad, hi + pad];
}
