/**
 * One puzzle open in several tabs of a browser. Each tab keeps its own game (lib/storage's
 * tabStore: its reload opens it), and the browser's game of the puzzle (localStorage: what a new
 * tab opens) is the last one a tab saved. When another tab saves a different game, this tab is
 * told at once (the `storage` event) and stops writing the shared game until the person chooses:
 * load the other tab's game, or keep this one, which writes it and so tells the other tab in turn.
 * Neither game is lost without a choice; before, a tab's reload silently opened the other's.
 */
import { parseSavedGame, type SavedGame } from './storage';

export function sameMoves(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}

/**
 * The game a tab opens, and the other tabs' game when it differs: this tab's own (after a reload),
 * else the browser's (a new tab). No shared game beside a tab's own is one restarted elsewhere.
 */
export function openingGame(
  own: SavedGame | null,
  shared: SavedGame | null,
): { moves: string[]; other: string[] | null } {
  if (!own) return { moves: shared?.moves ?? [], other: null };
  const theirs = shared?.moves ?? [];
  return { moves: own.moves, other: sameMoves(own.moves, theirs) ? null : theirs };
}

/**
 * The game another tab saved, from a `storage` event's new value: its moves ([] when it removed
 * the entry, a restart), or null for an entry that is not a saved game (never trusted).
 */
export function savedElsewhere(newValue: string | null): string[] | null {
  if (newValue === null) return [];
  return parseSavedGame(newValue)?.moves ?? null;
}
