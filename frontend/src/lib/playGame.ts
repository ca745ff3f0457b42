/**
 * The play page's game as pure state: the moves played, the position the rules say they reach, and
 * the moves Undo and Restart took back, which Redo plays again (the last of `redo` next). Every change
 * goes through the rules' analysis, so an illegal move changes nothing and the refusal says why; the
 * page keeps one of these and redraws from it.
 */
import type { Analysis, MoveError } from '../rules/engine';

/** The rules' analysis of a move sequence of this page's game and instance. */
export type Analyse = (moves: readonly string[]) => Analysis;

export interface PlayGame {
  readonly moves: readonly string[];
  readonly analysis: Analysis;
  readonly redo: readonly string[];
}

export type PlayAction =
  | { type: 'play'; move: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'restart' }
  /** A whole line at once (an import, the legal prefix of one): what Undo took back is gone. */
  | { type: 'load'; moves: readonly string[] };

/** The game after an action; `refused` when a move was not legal (the game is then unchanged). */
export interface Step {
  game: PlayGame;
  refused?: { error?: MoveError; message?: string };
}

export function newGame(analyse: Analyse): PlayGame {
  return { moves: [], analysis: analyse([]), redo: [] };
}

/**
 * A saved game as far as it is still legal (the rules may have changed since it was saved): all of
 * it, or its moves before the first illegal one, with that move's error.
 */
export function restore(saved: readonly string[], analyse: Analyse): { game: PlayGame; cut?: MoveError } {
  if (saved.length === 0) return { game: newGame(analyse) };
  const a = analyse(saved);
  if (a.status === 'valid') return { game: { moves: [...saved], analysis: a, redo: [] } };
  if (a.status === 'invalid' && a.error) {
    const kept = saved.slice(0, a.error.moveIndex);
    return { game: { moves: kept, analysis: analyse(kept), redo: [] }, cut: a.error };
  }
  return { game: newGame(analyse) };
}

export function reduce(game: PlayGame, action: PlayAction, analyse: Analyse): Step {
  switch (action.type) {
    case 'play': {
      const next = [...game.moves, action.move];
      const a = analyse(next);
      if (a.status !== 'valid') return { game, refused: { error: a.error, message: a.message } };
      return { game: { moves: next, analysis: a, redo: [] } };
    }
    case 'undo': {
      if (game.moves.length === 0) return { game };
      const rest = game.moves.slice(0, -1);
      return {
        game: { moves: rest, analysis: analyse(rest), redo: [...game.redo, game.moves[game.moves.length - 1]] },
      };
    }
    case 'redo': {
      if (game.redo.length === 0) return { game };
      const next = [...game.moves, game.redo[game.redo.length - 1]];
      const a = analyse(next);
      // Redo replays a move that was legal here before; if the rules say otherwise, nothing moves.
      if (a.status !== 'valid') return { game, refused: { error: a.error, message: a.message } };
      return { game: { moves: next, analysis: a, redo: game.redo.slice(0, -1) } };
    }
    case 'restart': {
      if (game.moves.length === 0) return { game };
      // Restart can be undone move by move with Redo.
      return { game: { moves: [], analysis: analyse([]), redo: [...game.moves].reverse() } };
    }
    case 'load': {
      const a = analyse(action.moves);
      if (a.status !== 'valid') return { game, refused: { error: a.error, message: a.message } };
      return { game: { moves: [...action.moves], analysis: a, redo: [] } };
    }
  }
}
