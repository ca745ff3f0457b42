/** The hosted side of the arena's API (docs/ARENA.md, "Hosted bots on the ladder"). */
import { api } from './api';

export interface HostedArenaCaps {
  gamesToday: number;
  gamesPerDay: number;
  gamesLeft: number;
  entries: number;
  entriesMax: number;
  secondsUntilReset: number;
}

export interface HostedArenaEntry {
  playerId: number;
  game: string;
  versionId: number;
  label: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
  cpuSecondsPerGame: number;
  caps: HostedArenaCaps;
}

export interface HostedBotArena {
  bot: number;
  entries: HostedArenaEntry[];
}

export const HostedArenaApi = {
  ofBot: (botId: number) => api<HostedBotArena>('GET', `/api/arena/hosted?bot=${encodeURIComponent(String(botId))}`),
  enter: (game: string, version: number) =>
    api<HostedArenaEntry>('POST', '/api/arena/hosted', { body: { game, version } }),
};
