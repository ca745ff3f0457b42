import { describe, expect, it } from 'vitest';
import { newGame, reduce, restore, type Analyse, type PlayGame } from '../lib/playGame';
import { toyAnalyse } from './toyRules';

const analyse: Analyse = toyAnalyse;

const playAll = (game: PlayGame, ...moves: string[]) =>
  moves.reduce((g, m) => reduce(g, { type: 'play', move: m }, analyse).game, game);

describe('the play page game', () => {
  it('plays legal moves and refuses an illegal one without changing anything', () => {
    const g = playAll(newGame(analyse), '3', '4');
    expect(g.moves).toEqual(['3', '4']);
    expect(g.analysis.score).toBe(7);
    const step = reduce(g, { type: 'play', move: '3' }, analyse);
    expect(step.game).toBe(g);
    expect(step.refused?.error).toEqual({ moveIndex: 2, move: '3', reason: 'already played' });
  });

  it('undoes and redoes move by move, and a new move forgets what Undo took back', () => {
    let g = playAll(newGame(analyse), '1', '2', '3');
    g = reduce(g, { type: 'undo' }, analyse).game;
    g = reduce(g, { type: 'undo' }, analyse).game;
    expect(g.moves).toEqual(['1']);
    expect(g.analysis.score).toBe(1);
    g = reduce(g, { type: 'redo' }, analyse).game;
    expect(g.moves).toEqual(['1', '2']);
    expect(g.redo).toEqual(['3']);
    g = reduce(g, { type: 'play', move: '9' }, analyse).game;
    expect(g.redo).toEqual([]);
    expect(reduce(g, { type: 'redo' }, analyse).game).toBe(g);
  });

  it('restarts to the empty position and Redo brings the whole game back in order', () => {
    let g = playAll(newGame(analyse), '5', '6', '7');
    g = reduce(g, { type: 'restart' }, analyse).game;
    expect(g.moves).toEqual([]);
    expect(g.analysis.score).toBe(0);
    for (let i = 0; i < 3; i++) g = reduce(g, { type: 'redo' }, analyse).game;
    expect(g.moves).toEqual(['5', '6', '7']);
    expect(g.analysis.score).toBe(18);
  });

  it('loads a whole line, replacing the game and what Undo took back; an illegal line loads nothing', () => {
    let g = reduce(playAll(newGame(analyse), '1', '2'), { type: 'undo' }, analyse).game;
    g = reduce(g, { type: 'load', moves: ['8', '9'] }, analyse).game;
    expect(g).toMatchObject({ moves: ['8', '9'], redo: [] });
    const bad = reduce(g, { type: 'load', moves: ['1', '1'] }, analyse);
    expect(bad.game).toBe(g);
    expect(bad.refused?.error?.moveIndex).toBe(1);
  });

  it('restores a saved game up to its first illegal move and says which', () => {
    expect(restore(['2', '3'], analyse).game.moves).toEqual(['2', '3']);
    const cut = restore(['2', '3', '2', '4'], analyse);
    expect(cut.game.moves).toEqual(['2', '3']);
    expect(cut.game.analysis.score).toBe(5);
    expect(cut.cut).toEqual({ moveIndex: 2, move: '2', reason: 'already played' });
    expect(restore([], analyse).game.moves).toEqual([]);
  });
});
