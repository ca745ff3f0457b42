/**
 * A game's board: draws an {@link Analysis} (the engine's position and legal moves) and turns
 * pointer and keyboard input into move texts. Views never decide legality: they offer the engine's
 * `legal` moves (Sudoku also lets people type any cell, and the engine answers).
 *
 * Which view a family has is the puzzle registry's (games/puzzles.ts); what the views share is in
 * drawing.ts. Pages create views here, by the family the catalogue states, never by the game's id.
 */
import type { GameInfo } from '../rules/engine';
import { puzzleFamily } from '../games/puzzles';
import type { BoardOptions, BoardView } from './drawing';

export type { BoardOptions, BoardView, RenderOptions } from './drawing';

/** The family of a game as its catalogue entry states it (the key of its view), or null for an unknown game. */
export function familyOf(game: string, catalog: readonly Pick<GameInfo, 'id' | 'family'>[]): string | null {
  return catalog.find((g) => g.id === game)?.family ?? null;
}

/** Creates the view of a game family, as the catalogue names it (code for each is loaded on demand). */
export async function createBoardView(family: string | null, opts: BoardOptions): Promise<BoardView> {
  const entry = puzzleFamily(family);
  if (!entry) throw new Error(`no view for the game family '${family}'`);
  return entry.view(opts);
}
