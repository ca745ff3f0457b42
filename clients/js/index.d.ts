// Types of puzzle-arena-rules (index.js). What the rules answer (GameInfo, MoveError, LegalMove,
// Analysis) is declared once, in the browser app's frontend/src/rules/types.ts, which `npm run rules`
// (run by `npm pack` and `npm test`) copies here as types.d.ts beside the compiled rules.js.
import type { Analysis, GameInfo, MoveError } from './types.js';

export type { Analysis, GameFacts, GameInfo, InstanceGenerator, LegalMove, MoveError } from './types.js';

export type Verdict = { valid: true; score: number; moves: number; terminal: boolean } | ({ valid: false } & MoveError);

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
