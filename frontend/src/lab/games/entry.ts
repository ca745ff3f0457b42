/**
 * What the lab knows of a two-player game beyond what the rules' catalogue says: how the lab names
 * its sides and reads its move strings, how to draw its board, and what the lab's tools may do
 * with it. One module per game (games/ticTacToe.ts, games/connectFour.ts); the registry is
 * lab/games.ts.
 */
import type { BoardOptions } from '../boards';

export interface TwoPlayerGameEntry {
  /** The game's id in the catalogue (its family too: one game per family). */
  id: string;
  /** As the lab's game pickers name it. */
  title: string;
  /** The names of the two sides, first mover first. */
  sides: readonly [string, string];
  /** What a move string can be (one character per move; legality is the engine's). */
  moves: RegExp;
  /** The move strings in words, for a person who typed one wrong. */
  moveSyntax: string;
  /** How long the browser's solver may take to grade a move, in ms (0: no limit, it is instant). */
  gradeBudgetMs: number;
  /** Whether the server has trained a policy/value network for it (the Deep MCTS tab). */
  network: boolean;
  /** The board of a position (rules.js `analyse`'s position JSON). */
  draw(position: unknown, opts: BoardOptions): SVGSVGElement;
}
