/**
 * The games the server ranks: contests, bot runs, submissions and leaderboards take only puzzles (one
 * player, a score). A two-player game is won or lost, so the server refuses it there ("Not a puzzle");
 * the forms that lead to those endpoints offer only these, told by the catalogue's own facts
 * (GET /api/games' `players` and `result`) rather than a list of ids kept here.
 */
import type { GameFacts } from '../rules/types';

export function puzzlesOnly<T extends Pick<GameFacts, 'players' | 'result'>>(games: readonly T[]): T[] {
  return games.filter((g) => g.players === 1 && g.result === 'score');
}
