/**
 * A toy game for the play page's reducers, small enough to check by hand: moves are digits, each
 * scores its value, and a digit played twice is illegal ("already played").
 */
import type { Analyse } from '../lib/playGame';
import type { Analysis } from '../rules/engine';

export const toyAnalyse: Analyse = (moves) => {
  const seen = new Set<string>();
  let score = 0;
  const scores = [0];
  for (let i = 0; i < moves.length; i++) {
    if (seen.has(moves[i]) || !/^\d$/.test(moves[i])) {
      return {
        status: 'invalid',
        error: { moveIndex: i, move: moves[i], reason: 'already played' },
        score,
        moveCount: i,
        terminal: false,
        scores,
        position: null,
        details: null,
        legal: [],
      } as Analysis;
    }
    seen.add(moves[i]);
    score += Number(moves[i]);
    scores.push(score);
  }
  return {
    status: 'valid',
    score,
    moveCount: moves.length,
    terminal: false,
    scores,
    position: null,
    details: null,
    legal: [],
  };
};
