/**
 * The rules of every game in the browser: the server's own Java rules core, compiled to JavaScript
 * by TeaVM (src/browser/java/org/puzzlearena/browser/BrowserRules.java). `./mvnw process-classes`
 * writes the module to ./generated/rules.js; it is loaded on demand so that pages that do not play
 * (home, leaderboards) do not download it.
 *
 * Every answer here is what the server's verifier would answer for the same moves: the browser
 * never decides legality or scores on its own.
 */
import type { InstanceGenerator } from '../lib/api';

/** A game of the catalogue, with its facts (the same as GET /api/games gives). */
export interface GameInfo {
  id: string;
  title: string;
  description: string;
  instanceSyntax: string;
  defaultInstance: string | null;
  instances: string[];
  /** Name of the game's solution file notation, e.g. "Pentasol". */
  format: string;
  /** The key of the game's view in views/board.ts: one per family of variants ("samegame"). */
  family: string;
  players: 1 | 2;
  result: 'score' | 'win-draw-loss';
  defaultPolicy: string;
  policies: string[];
  generators: InstanceGenerator[];
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

/**
 * A file's moves; `movesInFile` counts them all when the reader kept only the first ones (a file
 * longer than any game: replay decides by then).
 */
export type ReadResult =
  { status: 'ok'; moves: string[]; movesInFile?: number } | { status: 'unreadable'; message: string };
export type WriteResult =
  { status: 'ok'; text: string } | { status: 'invalid' | 'unreadable'; message: string; error?: MoveError };

export interface Rules {
  catalog(): GameInfo[];
  /** Replays `moves` (canonical or any notation the game reads) from the instance's initial position. */
  analyse(game: string, instance: string, moves: readonly string[]): Analysis;
  /** Reads a solution file in the game's notation (Pentasol for Morpion) into move texts. */
  readSolution(game: string, instance: string, text: string): ReadResult;
  /** Writes legal `moves` as a solution file in the game's notation. */
  writeSolution(game: string, instance: string, moves: readonly string[]): WriteResult;
}

/** What the TeaVM module exports: strings in, JSON strings out; moves are joined with "\n". */
interface CompiledRules {
  catalog(): string;
  analyse(game: string, instance: string, moves: string): string;
  readSolution(game: string, instance: string, text: string): string;
  writeSolution(game: string, instance: string, moves: string): string;
}

function joinMoves(moves: readonly string[]): string {
  for (const m of moves) {
    if (m.includes('\n')) {
      throw new Error(`a move text cannot contain a line break: ${JSON.stringify(m)}`);
    }
  }
  return moves.join('\n');
}

export function wrap(compiled: CompiledRules): Rules {
  return {
    catalog: () => JSON.parse(compiled.catalog()),
    analyse: (game, instance, moves) => JSON.parse(compiled.analyse(game, instance, joinMoves(moves))),
    readSolution: (game, instance, text) => JSON.parse(compiled.readSolution(game, instance, text)),
    writeSolution: (game, instance, moves) => JSON.parse(compiled.writeSolution(game, instance, joinMoves(moves))),
  };
}

let loading: Promise<Rules> | undefined;

/** The rules module, downloaded and initialised once. */
export function loadRules(): Promise<Rules> {
  loading ??= import('./generated/rules.js').then((m) => wrap(m as unknown as CompiledRules));
  return loading;
}
