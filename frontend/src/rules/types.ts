/**
 * The shapes the rules module answers with: one home for the browser app (engine.ts re-exports them)
 * and for the npm package clients/js, whose `npm run rules` (and so `npm pack` and `npm test`)
 * copies this file next to its index.d.ts as types.d.ts, as it copies the compiled rules.js. So this
 * file stays a declaration file's content: types only, no imports, no values.
 */

/** How a game makes instances beyond its catalogue: `<prefix>/<seed>[/<parameter>...]` or an uploaded board. */
export interface InstanceGenerator {
  kind: 'seeded' | 'board';
  prefix: string;
  description: string;
  parameters: { name: string; syntax: string; example: string; description: string }[];
}

/** A game's facts, as the rules module's catalogue and GET /api/games both give them. */
export interface GameFacts {
  /** The key of the game in the browser's registries (games/puzzles.ts, lab/games.ts): one per family of variants ("samegame"). */
  family: string;
  players: 1 | 2;
  result: 'score' | 'win-draw-loss';
  defaultPolicy: string;
  policies: string[];
  generators: InstanceGenerator[];
}

/** A game of the catalogue, with its facts (the same as GET /api/games gives). */
export interface GameInfo extends GameFacts {
  id: string;
  title: string;
  description: string;
  instanceSyntax: string;
  defaultInstance: string | null;
  instances: string[];
  /** Name of the game's solution file notation, e.g. "Pentasol". */
  format: string;
}

/** Why a move sequence stops being legal: the first illegal move, 0-based. */
export interface MoveError {
  moveIndex: number;
  move: string;
  reason: string;
}

/**
 * A legal move of the position: its canonical text plus what a view needs to draw it.
 * - morpion-5t / morpion-5d: dot [x,y] (the new dot), from/to [x,y] (ends of its 5-point line), dir "-" "|" "\\" "/";
 *   coordinates as in the position's JSON (Pentasol coordinates, y down).
 * - samegame / samegame-jsgames: colour, cells [[col,row],...] (row 0 is the floor), points (what removing it scores).
 * - sudoku16: cell (16*row+col), row, col (0-based), value (0-15), symbol ("0".."F").
 * - leftmove / leftmost: move is "L" or "R".
 */
export interface LegalMove {
  move: string;
  [field: string]: unknown;
}

/** The position reached by a move sequence, or where and why the sequence goes wrong. */
export interface Analysis {
  /** valid: every move legal; invalid: `error` names the first illegal move; unreadable: bad game/instance. */
  status: 'valid' | 'invalid' | 'unreadable';
  /** For `unreadable`: what is wrong (unknown game or instance). */
  message?: string;
  /** For `invalid`. */
  error?: MoveError;
  /** Score of the position reached (before the illegal move when invalid). */
  score: number;
  moveCount: number;
  terminal: boolean;
  /** Score after 0, 1, ..., moveCount moves (scores[0] is the initial position's). */
  scores: number[];
  /** The game's drawable position (the same JSON as GET /api/games/{game}/instances/{id} `position`). */
  position: any;
  /** Game-specific facts (cleared, remaining, variant, ...). */
  details: any;
  /** The legal moves of the position reached (empty when terminal). */
  legal: LegalMove[];
}
