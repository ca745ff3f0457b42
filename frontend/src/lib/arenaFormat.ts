/**
 * How the arena's pages write ratings and results: a rating with its 95% interval, a record as
 * W/D/L and a score, a game's result from one player's side, a replay's moves at a step. Pure, so
 * the vitest suite (test/arena.test.ts) checks what the pages show without a browser.
 */
import type { ArenaGameSummary, ArenaGameView, ArenaRatingChange } from './arenaApi';

/** A rating, RD or interval end as the ladder shows it: a whole number. */
export function ratingText(r: number): string {
  return Math.round(r).toString();
}

/** "1523 ± 218": the rating and the half-width of its 95% interval, from its ends. */
export function ratingWithInterval(rating: number, low: number, high: number): string {
  return `${ratingText(rating)} \u00b1 ${Math.round((high - low) / 2)}`;
}

/** "1305 – 1741": the 95% interval's ends. */
export function intervalText(low: number, high: number): string {
  return `${ratingText(low)} \u2013 ${ratingText(high)}`;
}

/** "3 / 1 / 2": wins, draws and losses. */
export function wdlText(wins: number, draws: number, losses: number): string {
  return `${wins} / ${draws} / ${losses}`;
}

/** The points scored (a win 1, a draw 1/2) as a percentage of the games: "58.3 %"; "–" with no game. */
export function scorePercent(points: number, games: number): string {
  return games > 0 ? `${((100 * points) / games).toFixed(1)} %` : '\u2013';
}

/** A signed rating change, "+12.4" or "-3.0". */
export function changeText(change: number): string {
  const t = Math.abs(change).toFixed(1);
  return change > 0 ? `+${t}` : change < 0 ? `\u2212${t}` : '0.0';
}

/** Milliseconds as the move-time tables show them: "0.42", "12.3", "1,250"; "–" when unknown. */
export function msText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '\u2013';
  if (ms < 10) return ms.toFixed(2);
  if (ms < 1000) return ms.toFixed(1);
  return Math.round(ms).toLocaleString('en-US');
}

export type Outcome = 'win' | 'draw' | 'loss' | 'rejected';

/** A game's result from `playerId`'s side (a rejected game is no result). */
export function outcomeFor(
  g: Pick<ArenaGameSummary, 'status' | 'result' | 'firstPlayerId' | 'secondPlayerId'>,
  playerId: number,
): Outcome {
  if (g.status !== 'counted' || !g.result) return 'rejected';
  if (g.result === 'draw') return 'draw';
  const mine = g.firstPlayerId === playerId ? 'first' : 'second';
  return g.result === mine ? 'win' : 'loss';
}

/** A game's result in words, with the winner's name. */
export function resultText(
  g: Pick<ArenaGameView, 'status' | 'result' | 'first' | 'second' | 'rejection'> & {
    forfeit?: ArenaGameView['forfeit'];
  },
): string {
  if (g.status !== 'counted' || !g.result) return `rejected: ${g.rejection ?? 'the rules refused it'}`;
  if (g.result === 'draw') return 'draw';
  const won = `${g.result === 'first' ? g.first.label : g.second.label} won`;
  if (!g.forfeit) return won;
  const loser = g.forfeit.playerId === g.first.playerId ? g.first.label : g.second.label;
  return `${won}: ${loser} lost by ${g.forfeit.verdict} (${g.forfeit.reason})`;
}

/**
 * The mark a ladder row gets for a player the server does not run as a reference bot: "remote"
 * (on its owner's machine, compute unknown: rated in the remote pool only) or "hosted"; none for
 * a reference bot.
 */
export function kindMark(kind: string): { text: string; title: string } | null {
  if (kind === 'remote') return { text: 'remote', title: "runs on its owner's machine: compute unknown" };
  if (kind === 'hosted') return { text: 'hosted', title: "runs in the server's sandbox at the arena's CPU budget" };
  return null;
}

/** A move's CPU time in a sentence: "12.3 ms CPU", or "CPU unknown" for a remote bot's move. */
export function cpuPhrase(cpuMs: number | null): string {
  return cpuMs === null ? 'CPU unknown' : `${msText(cpuMs)} ms CPU`;
}

/** The plies on the board at replay step `step` (0: the opening only; moves.length: the final position). */
export function pliesAt(g: Pick<ArenaGameView, 'opening' | 'moves'>, step: number): string[] {
  const k = Math.max(0, Math.min(step, g.moves.length));
  return [...g.opening, ...g.moves.slice(0, k).map((m) => m.move)];
}

/** The command that plays a game again with the rules and compares every move. */
export function replayCommand(gameId: number, server: string): string {
  return `bin/arena replay ${gameId} --server ${server}`;
}

/**
 * A rating change in words: what the update expected of the player against the opponent as it
 * stood, what it scored, and how far the rating moved for the difference.
 */
export function explainText(c: ArenaRatingChange): string {
  const scored = c.score === 1 ? 'won (1)' : c.score === 0 ? 'lost (0)' : 'drew (0.5)';
  const surprise = c.score - c.expected;
  const versus =
    surprise === 0 ? 'as expected' : `${Math.abs(surprise).toFixed(3)} ${surprise > 0 ? 'above' : 'below'} expectation`;
  return (
    `Expected ${c.expected.toFixed(3)} against ${ratingText(c.opponentRating)} \u00b1 ${ratingText(1.96 * c.opponentDeviation)}` +
    ` (RD ${ratingText(c.opponentDeviation)}); ${scored}, ${versus}:` +
    ` ${ratingText(c.ratingBefore)} \u2192 ${ratingText(c.ratingAfter)} (${changeText(c.change)}),` +
    ` RD ${ratingText(c.deviationBefore)} \u2192 ${ratingText(c.deviationAfter)}.`
  );
}
