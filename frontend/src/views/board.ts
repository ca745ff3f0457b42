/**
 * A game's board: draws an {@link Analysis} (the engine's position and legal moves) and turns
 * pointer and keyboard input into move texts. Views never decide legality: they offer the engine's
 * `legal` moves (Sudoku also lets people type any cell, and the engine answers).
 *
 * This module is the registry of the views, by game family; what the views share is in drawing.ts.
 * Adding a game's view touches this switch and the view's own module only.
 */
import type { GameInfo } from '../rules/engine';
import type { BoardOptions, BoardView } from './drawing';

export type { BoardOptions, BoardView, RenderOptions } from './drawing';

/** The family of a game as its catalogue entry states it (the key of its view), or null for an unknown game. */
export function familyOf(game: string, catalog: readonly Pick<GameInfo, 'id' | 'family'>[]): string | null {
  return catalog.find((g) => g.id === game)?.family ?? null;
}

/** Creates the view of a game family, as the catalogue names it (code for each is loaded on demand). */
export async function createBoardView(family: string | null, opts: BoardOptions): Promise<BoardView> {
  switch (family) {
    case 'morpion':
      return new (await import('./morpion')).MorpionView(opts);
    case 'samegame':
      return new (await import('./samegame')).SameGameView(opts);
    case 'sudoku':
      return new (await import('./sudoku')).SudokuView(opts);
    case 'tree':
      return new (await import('./tree')).TreeView(opts);
    default:
      throw new Error(`no view for the game family '${family}'`);
  }
}
