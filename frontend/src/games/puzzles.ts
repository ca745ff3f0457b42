/**
 * The registry of the puzzles (one-player score games), by family as the catalogue names it
 * (GameType's family, the same in rules.js's catalogue and GET /api/games): each family's board
 * view, its keyboard help on the play page, and its part of the rules page. Every page asks this
 * registry, never the game's id; the code of each view and rules section is loaded on demand.
 * Adding a puzzle is its own view (views/<family>.ts), its rules sections (pages/rules/<family>.ts)
 * and one entry here.
 */
import type { BoardOptions, BoardView } from '../views/drawing';
import type { RulesSections } from '../pages/rules/section';

export interface PuzzleFamily {
  /** The family's board view. */
  view(opts: BoardOptions): Promise<BoardView>;
  /** How to play it with a mouse, a finger and the keyboard: a paragraph each. */
  help: readonly string[];
  /** Its sections of the rules page. */
  rules(): Promise<RulesSections>;
}

const PUZZLES: Readonly<Record<string, PuzzleFamily>> = {
  morpion: {
    view: async (opts) => new (await import('../views/morpion')).MorpionView(opts),
    help: [
      'Click a point to add a dot and draw a line through it; when several lines are possible, pick one (or press 1–9).',
      'Keyboard: arrows move the cursor, Enter or Space plays there.',
    ],
    rules: async () => (await import('../pages/rules/morpion')).default,
  },
  samegame: {
    view: async (opts) => new (await import('../views/samegame')).SameGameView(opts),
    help: [
      'Hover a block to see its group and what removing it scores; click to remove it. On a touch screen, tap once to see, again to remove.',
      'Keyboard: arrows move the cursor, Enter or Space removes the group.',
    ],
    rules: async () => (await import('../pages/rules/samegame')).default,
  },
  sudoku: {
    view: async (opts) => new (await import('../views/sudoku')).SudokuView(opts),
    help: [
      'Select a cell and type its symbol (0–9, A–F) or use the keypad. Small symbols are the candidates left; the highlighted cell is the one with the fewest.',
      'Keyboard: arrows move, 0–9 and A–F fill.',
    ],
    rules: async () => (await import('../pages/rules/sudoku')).default,
  },
  tree: {
    view: async (opts) => new (await import('../views/tree')).TreeView(opts),
    help: ['Go left or right from the root until the bottom.', 'Keyboard: ← or L, → or R.'],
    rules: async () => (await import('../pages/rules/tree')).default,
  },
};

/** The families this registry knows, in its order. */
export const PUZZLE_FAMILIES: readonly string[] = Object.keys(PUZZLES);

/** A family's entry, or null for a family the browser app has no view of. */
export function puzzleFamily(family: string | null): PuzzleFamily | null {
  return family !== null && Object.hasOwn(PUZZLES, family) ? PUZZLES[family] : null;
}
