/**
 * The arena's live games as a page keeps them (lib/arenaLive.ts): the list follows starts, moves,
 * ends and storing; one game takes the snapshot then each next move, and refuses a move out of turn,
 * a repeated one, another game's, or a frame whose move is not a move.
 */
import { describe, expect, it } from 'vitest';
import { applyToGame, applyToList, livePlies, liveStateText, type LiveGame } from '../lib/arenaLive';
import type { ArenaLiveGameMessage, ArenaLiveMessage, ArenaLiveMove } from '../lib/liveMessages';
import { parseRoute, href } from '../lib/routes';

const first = { playerId: 7, label: 'UCT 800', spec: 'uct:sims=800', kind: 'reference' };
const second = { playerId: 12, label: 'Deep 200', spec: 'deep:sims=200', kind: 'reference' };

function snapshot(moves: ArenaLiveMove[] = []): ArenaLiveGameMessage {
  return {
    v: 1,
    type: 'game',
    seq: moves.length,
    liveId: 'abc-7-12',
    game: 'connect-four',
    pool: 'server',
    first,
    second,
    seed: 42,
    opening: ['d', 'c'],
    moves,
    state: 'playing',
    startedAt: 1,
  };
}

const mv = (ply: number, move: string): ArenaLiveMove => ({
  ply,
  side: ply % 2 === 0 ? 'first' : 'second',
  move,
  cpuMs: 1.5,
  wallMs: 2,
});

const moveMsg = (ply: number, move: string, liveId = 'abc-7-12'): ArenaLiveMessage => ({
  v: 1,
  type: 'move',
  seq: ply + 1,
  liveId,
  move: mv(ply, move),
  at: 5,
});

describe('one live game', () => {
  it('starts from its snapshot and adds each next move, then ends and links to its replay', () => {
    let g: LiveGame | null = applyToGame(null, moveMsg(0, 'a'));
    expect(g).toBeNull();
    g = applyToGame(g, snapshot([mv(0, 'd')]));
    g = applyToGame(g, moveMsg(1, 'e'));
    expect(g!.moves.map((m) => m.move)).toEqual(['d', 'e']);
    expect(livePlies(g!)).toEqual(['d', 'c', 'd', 'e']);
    g = applyToGame(g, { v: 1, type: 'ended', seq: 3, liveId: 'abc-7-12', result: 'second', plies: 2, at: 6 });
    expect(g!.state).toBe('ended');
    expect(liveStateText(g!, first.label, second.label)).toBe('Deep 200 won');
    g = applyToGame(g, { v: 1, type: 'stored', seq: 4, liveId: 'abc-7-12', gameId: 99, counted: true, at: 7 });
    expect(g!.gameId).toBe(99);
    expect(g!.state).toBe('stored');
  });

  it('refuses a move out of turn, a repeated one, another game\u2019s and a broken frame', () => {
    const g = applyToGame(null, snapshot([mv(0, 'd')]));
    expect(applyToGame(g, moveMsg(0, 'd'))).toBe(g);
    expect(applyToGame(g, moveMsg(2, 'f'))).toBe(g);
    expect(applyToGame(g, moveMsg(1, 'f', 'other-1-2'))).toBe(g);
    const broken = { v: 1, type: 'move', seq: 2, liveId: 'abc-7-12', move: { ply: 1 }, at: 1 } as unknown;
    expect(applyToGame(g, broken as ArenaLiveMessage)).toBe(g);
  });

  it("takes a remote bot's move, whose CPU time is unknown (null)", () => {
    const g = applyToGame(null, snapshot([mv(0, 'd')]));
    const remote: ArenaLiveMessage = { ...moveMsg(1, 'e'), move: { ...mv(1, 'e'), cpuMs: null } } as ArenaLiveMessage;
    expect(applyToGame(g, remote)!.moves.map((m) => m.cpuMs)).toEqual([1.5, null]);
  });

  it('takes no move after its end', () => {
    let g = applyToGame(null, snapshot());
    g = applyToGame(g, { v: 1, type: 'ended', seq: 1, liveId: 'abc-7-12', result: 'draw', plies: 0, at: 6 });
    expect(applyToGame(g, moveMsg(0, 'a'))!.moves).toEqual([]);
    expect(liveStateText(g!, first.label, second.label)).toBe('draw');
  });
});

describe('the list of live games', () => {
  it('adds a started game first, counts its plies, and marks its end and storing', () => {
    let list = applyToList([], { v: 1, type: 'games', seq: 0, games: [] });
    list = applyToList(list, {
      v: 1,
      type: 'started',
      seq: 0,
      liveId: 'abc-7-12',
      game: 'connect-four',
      pool: 'server',
      first,
      second,
      seed: 42,
      opening: [],
      at: 10,
    });
    list = applyToList(list, moveMsg(0, 'd'));
    list = applyToList(list, moveMsg(1, 'e'));
    expect(list).toHaveLength(1);
    expect(list[0].plies).toBe(2);
    expect(list[0].state).toBe('playing');
    list = applyToList(list, { v: 1, type: 'ended', seq: 3, liveId: 'abc-7-12', result: 'first', plies: 2, at: 11 });
    expect(liveStateText(list[0], first.label, second.label)).toBe('UCT 800 won');
    list = applyToList(list, { v: 1, type: 'stored', seq: 4, liveId: 'abc-7-12', gameId: 5, counted: true, at: 12 });
    expect(list[0]).toMatchObject({ state: 'stored', gameId: 5 });
    // Another game's move changes nothing here.
    expect(applyToList(list, moveMsg(5, 'x', 'zz-1-2'))).toEqual(list);
  });
});

describe('routes of live games', () => {
  it('name the list and a game by its live id, and nothing else', () => {
    expect(parseRoute('/arena/live', '')).toEqual({ page: 'arenalive', liveId: null });
    expect(parseRoute(href.arenaLive('2kd81m3x0q-7-12'), '')).toEqual({ page: 'arenalive', liveId: '2kd81m3x0q-7-12' });
    expect(parseRoute('/arena/live/DROP-1', '').page).toBe('notfound');
  });
});
