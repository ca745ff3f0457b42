/**
 * The remote side of the arena's API (docs/ARENA.md, "Remote bots"): an owner registers a bot that
 * runs on their own machine, lists their bots and caps, and reads one bot (anyone may). The bot
 * itself uses the NDJSON stream and the move POST with its owner's API token, not this browser.
 * The interfaces are named as the server's schemas (test/apiTypes.test.ts checks their fields).
 */
import { api } from './api';

export interface RemoteArenaCaps {
  bots: number;
  botsMax: number;
  gamesToday: number;
  gamesPerDay: number;
  gamesLeft: number;
  secondsUntilReset: number;
}

export interface RemoteArenaBot {
  playerId: number;
  game: string;
  name: string;
  kind: string;
  pool: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Its stream is open now (on the instance that answered). */
  connected: boolean;
  /** The live id of the game it is playing now (/arena/live/<id>); null between games. */
  liveGame: string | null;
  secondsPerMove: number;
  /** The stream's API path, /api/arena/remote/<id>/stream. */
  stream: string;
  caps: RemoteArenaCaps;
}

const id = (v: string | number) => encodeURIComponent(String(v));

export const RemoteArenaApi = {
  mine: () => api<RemoteArenaBot[]>('GET', '/api/arena/remote'),
  caps: () => api<RemoteArenaCaps>('GET', '/api/arena/remote/caps'),
  bot: (playerId: string | number) => api<RemoteArenaBot>('GET', `/api/arena/remote/${id(playerId)}`),
  register: (game: string, name: string) => api<RemoteArenaBot>('POST', '/api/arena/remote', { body: { game, name } }),
};
