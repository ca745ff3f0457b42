/** The arena's games by their lab titles ("Tic-tac-toe"), the id itself for any other. */
import { isTwoPlayerGame, twoPlayerGame } from '../../lab/games';

export function arenaGameTitle(game: string): string {
  return isTwoPlayerGame(game) ? twoPlayerGame(game).title : game;
}
