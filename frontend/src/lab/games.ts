/**
 * The registry of the lab's two-player games: every place that offers, names, draws or grades a
 * game asks it, so adding a game is its module under games/ and one line here (and the rules and
 * lab.js on the Java side). The order is the pickers' order; the first is the default.
 */
import type { BoardOptions } from './boards';
import { connectFour } from './games/connectFour';
import type { TwoPlayerGameEntry } from './games/entry';
import { ticTacToe } from './games/ticTacToe';

export type { TwoPlayerGameEntry } from './games/entry';

export const TWO_PLAYER_GAMES = [ticTacToe, connectFour] as const;

/** A two-player game's id. */
export type TwoPlayerGame = (typeof TWO_PLAYER_GAMES)[number]['id'];

export function isTwoPlayerGame(id: string): id is TwoPlayerGame {
  return TWO_PLAYER_GAMES.some((g) => g.id === id);
}

export function twoPlayerGame(id: TwoPlayerGame): TwoPlayerGameEntry {
  const game = TWO_PLAYER_GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`no two-player game '${id}' in the lab`);
  return game;
}

/** The game the Deep MCTS tab plays: the one with a trained network. */
export const NETWORK_GAME = TWO_PLAYER_GAMES.find((g) => g.network)!.id;

/** The names of the two sides, as the lab writes them. */
export function sideNames(game: TwoPlayerGame): readonly [string, string] {
  return twoPlayerGame(game).sides;
}

export function drawBoard(game: TwoPlayerGame, position: unknown, opts: BoardOptions): SVGSVGElement {
  return twoPlayerGame(game).draw(position, opts);
}
