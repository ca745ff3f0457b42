/**
 * The arena's live games as a page holds them (/ws/arena/live, docs/WEBSOCKETS.md): the list of
 * games in progress and one game move by move, each brought up to date by the feed's messages. Pure
 * functions of the last state and a message, so tests feed them frames; a frame is input from the
 * network, so a move out of turn or a message of another game changes nothing.
 */
import type {
  ArenaLiveGameMessage,
  ArenaLiveMessage,
  ArenaLiveMove,
  ArenaLiveSide,
  ArenaLiveState,
  ArenaLiveSummary,
} from './liveMessages';

/** One live game as drawn: what the game feed's snapshot says, kept up to date. */
export interface LiveGame {
  liveId: string;
  game: string;
  pool: string;
  first: ArenaLiveSide;
  second: ArenaLiveSide;
  seed: number;
  opening: string[];
  moves: ArenaLiveMove[];
  state: ArenaLiveState;
  result: 'first' | 'second' | 'draw' | null;
  gameId: number | null;
  counted: boolean | null;
}

/** The list of games: newest first, as the server keeps them. */
export function applyToList(list: readonly ArenaLiveSummary[], m: ArenaLiveMessage): ArenaLiveSummary[] {
  switch (m.type) {
    case 'games':
      return [...m.games];
    case 'started':
      if (list.some((g) => g.liveId === m.liveId)) return [...list];
      return [
        {
          liveId: m.liveId,
          game: m.game,
          pool: m.pool,
          first: m.first,
          second: m.second,
          seed: m.seed,
          plies: 0,
          state: 'playing',
          startedAt: m.at,
        },
        ...list,
      ];
    case 'move':
      return list.map((g) => (g.liveId === m.liveId ? { ...g, plies: Math.max(g.plies, m.move.ply + 1) } : g));
    case 'ended':
      return list.map((g) => (g.liveId === m.liveId ? { ...g, state: 'ended', result: m.result, plies: m.plies } : g));
    case 'stored':
      return list.map((g) => (g.liveId === m.liveId ? { ...g, state: 'stored', gameId: m.gameId } : g));
    default:
      return [...list];
  }
}

export function gameOf(m: ArenaLiveGameMessage): LiveGame {
  return {
    liveId: m.liveId,
    game: m.game,
    pool: m.pool,
    first: m.first,
    second: m.second,
    seed: m.seed,
    opening: [...m.opening],
    moves: [...m.moves],
    state: m.state,
    result: m.result ?? null,
    gameId: m.gameId ?? null,
    counted: m.counted ?? null,
  };
}

/** One game after a message of its feed (null before its snapshot has come). */
export function applyToGame(g: LiveGame | null, m: ArenaLiveMessage): LiveGame | null {
  if (m.type === 'game') return gameOf(m);
  if (g === null || !('liveId' in m) || m.liveId !== g.liveId) return g;
  switch (m.type) {
    case 'move':
      // The next move only: one repeated or out of turn would draw a board the rules never reached.
      if (!isMove(m.move) || g.state !== 'playing' || m.move.ply !== g.moves.length) return g;
      return { ...g, moves: [...g.moves, m.move] };
    case 'ended':
      return { ...g, state: 'ended', result: m.result };
    case 'stored':
      return { ...g, state: 'stored', gameId: m.gameId, counted: m.counted };
    default:
      return g;
  }
}

function isMove(x: unknown): x is ArenaLiveMove {
  const m = x as Partial<ArenaLiveMove> | null;
  return (
    !!m &&
    typeof m.ply === 'number' &&
    typeof m.move === 'string' &&
    (m.side === 'first' || m.side === 'second') &&
    (m.cpuMs === null || typeof m.cpuMs === 'number') &&
    typeof m.wallMs === 'number'
  );
}

/** Every ply on the board: the opening, then the moves played so far. */
export function livePlies(g: Pick<LiveGame, 'opening' | 'moves'>): string[] {
  return [...g.opening, ...g.moves.map((m) => m.move)];
}

/** What a list row or a game's heading says of its state. */
export function liveStateText(
  g: { state: ArenaLiveState; result?: 'first' | 'second' | 'draw' | null },
  first: string,
  second: string,
): string {
  if (g.state === 'playing') return 'playing';
  if (g.result === 'draw') return 'draw';
  if (g.result === 'first') return `${first} won`;
  if (g.result === 'second') return `${second} won`;
  return 'ended';
}
