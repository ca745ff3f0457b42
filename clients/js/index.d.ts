// Types of puzzle-arena-rules (index.js). What the rules answer (GameInfo, MoveError, LegalMove,
// Analysis) is declared once, in the browser app's frontend/src/rules/types.ts, which `npm run rules`
// (run by `npm pack` and `npm test`) copies here as types.d.ts beside the compiled rules.js.
import type { Analysis, GameInfo, MoveError } from './types.js';

export { ApiError, Client } from './client.js';
export type {
  BatchLine,
  ClientOptions,
  Leaderboard,
  LeaderboardEntry,
  Me,
  NewToken,
  Page,
  Problem,
  RequestOptions,
  ServerPosition,
  ServerVerdict,
  Submitted,
} from './client.js';

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

/** An illegal move given to `State.play`: the move as given and the rules' reason. */
export class IllegalMoveError extends Error {
  readonly move: string;
  readonly reason: string;
}

/** The position at the start of an instance, played on in place; throws for an unknown game or instance. */
export function newState(game: string, instance: string): State;

/** A mutable position (the engine's own state): one call into the rules per move. */
export class State {
  private constructor();
  readonly game: string;
  readonly instance: string;
  /** The legal moves' canonical texts; empty when terminal. */
  legalMoves(): string[];
  /** Plays a move; throws IllegalMoveError (state unchanged) when it is not legal. */
  play(move: string): this;
  /** Takes back the last move; throws at the initial position. */
  undo(): this;
  /** An independent copy. */
  clone(): State;
  score(): number;
  isTerminal(): boolean;
  /** The player to move: 0 or 1; always 0 in a puzzle. */
  toMove(): number;
  /** The moves played from the start, canonical texts. */
  moves(): string[];
  /** Plays random moves to the end inside the engine (seed: a safe integer, random if omitted); the final score. */
  randomPlayout(seed?: number): number;
}
