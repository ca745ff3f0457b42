// Types of puzzle-arena-rules (index.js).

/** A puzzle family: its id, instances and file notation. */
export interface GameInfo {
  id: string;
  title: string;
  description: string;
  instanceSyntax: string;
  defaultInstance: string | null;
  instances: string[];
  /** The solution file notation, e.g. "Pentasol". */
  format: string;
}

/** The first illegal move of a sequence (0-based) and why. */
export interface MoveError {
  moveIndex: number;
  move: string;
  reason: string;
}

/** A legal move: its canonical text and what a view needs to draw it (per game, docs/FORMATS.md). */
export interface LegalMove {
  move: string;
  [field: string]: unknown;
}

export interface Analysis {
  status: 'valid' | 'invalid' | 'unreadable';
  message?: string;
  error?: MoveError;
  score: number;
  moveCount: number;
  terminal: boolean;
  /** Score after 0, 1, ..., moveCount moves. */
  scores: number[];
  /** The drawable position (as GET /api/games/{game}/instances/{id} `position`). */
  position: any;
  details: any;
  legal: LegalMove[];
}

export type Verdict =
  | { valid: true; score: number; moves: number; terminal: boolean }
  | ({ valid: false } & MoveError);

export function games(): GameInfo[];
export function analyse(game: string, instance: string, moves?: readonly string[]): Analysis;
export function verify(game: string, instance: string, moves: readonly string[]): Verdict;
export function readSolution(game: string, instance: string, text: string): string[];
export function writeSolution(game: string, instance: string, moves: readonly string[]): string;

export class Position {
  constructor(game: string, instance: string, moves?: readonly string[]);
  readonly game: string;
  readonly instance: string;
  readonly moves: string[];
  readonly analysis: Analysis;
  legalMoves(): string[];
  play(move: string): this;
  readonly score: number;
  readonly terminal: boolean;
  readonly position: any;
  toSolution(): string;
}
