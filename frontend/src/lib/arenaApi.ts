/**
 * The arena's API (docs/ARENA.md): Glicko-2 ladders of two-player bots, a player's page, a game's
 * full record. The interfaces are named as the server's schemas, so test/apiTypes.test.ts checks
 * every field the pages read is one the server sends.
 */
import { api } from './api';

export interface ArenaConstants {
  tau: number;
  initialRating: number;
  initialDeviation: number;
  initialVolatility: number;
  ratingPeriod: string;
  provisionalDeviation: number;
  maxDeviation: number;
  z95: number;
}

export interface ArenaLadderEntry {
  rank: number;
  id: number;
  label: string;
  kind: string;
  spec: string;
  rating: number;
  deviation: number;
  volatility: number;
  low: number;
  high: number;
  provisional: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface ArenaLadder {
  game: string;
  pool: string;
  players: ArenaLadderEntry[];
}

export interface ArenaHistoryPoint {
  gameId: number;
  at: string;
  opponentId: number;
  score: number;
  rating: number;
  deviation: number;
  change: number;
}

export interface ArenaOpponentRecord {
  opponentId: number;
  label: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
}

export interface ArenaMoveTimes {
  moves: number;
  cpuMsMean: number | null;
  cpuMsMax: number | null;
  wallMsMean: number | null;
  wallMsMax: number | null;
}

export interface ArenaPlayerView {
  player: ArenaLadderEntry;
  game: string;
  pool: string;
  createdAt: string;
  history: ArenaHistoryPoint[];
  opponents: ArenaOpponentRecord[];
  moveTimes: ArenaMoveTimes;
}

export interface ArenaSide {
  playerId: number;
  label: string;
  kind: string;
  spec: string;
  budget: string;
}

export interface ArenaMove {
  ply: number;
  side: string;
  move: string;
  /** Null when unknown: a remote bot thinks on its owner's machine. */
  cpuMs: number | null;
  wallMs: number;
}

/** A game lost by a verdict (time, illegal move, disconnect, crash, ...) rather than on the board. */
export interface ArenaForfeit {
  playerId: number;
  verdict: string;
  reason: string;
}

export interface ArenaRatingChange {
  playerId: number;
  side: string;
  opponentId: number;
  score: number;
  expected: number;
  ratingBefore: number;
  deviationBefore: number;
  volatilityBefore: number;
  opponentRating: number;
  opponentDeviation: number;
  ratingAfter: number;
  deviationAfter: number;
  volatilityAfter: number;
  change: number;
}

export interface ArenaGameView {
  id: number;
  game: string;
  pool: string;
  status: string;
  result: string | null;
  rejection: string | null;
  seed: number;
  openingPlies: number;
  opening: string[];
  first: ArenaSide;
  second: ArenaSide;
  moves: ArenaMove[];
  ratingChanges: ArenaRatingChange[];
  forfeit: ArenaForfeit | null;
  createdAt: string;
}

export interface ArenaGameSummary {
  id: number;
  game: string;
  pool: string;
  status: string;
  result: string | null;
  firstPlayerId: number;
  firstLabel: string;
  secondPlayerId: number;
  secondLabel: string;
  moves: number;
  createdAt: string;
}

export interface ArenaGamePage {
  total: number;
  offset: number;
  limit: number;
  games: ArenaGameSummary[];
}

export interface ArenaMatchSide {
  playerId: number;
  label: string;
  kind: string;
  spec: string;
}

export interface ArenaGamesLeft {
  expected: number;
  low: number;
  high: number;
}

export interface ArenaMatchPair {
  index: number;
  firstGameId: number;
  secondGameId: number;
  firstScore: number;
  secondScore: number;
  games: number;
  llr: number;
  elo: number | null;
  eloLow: number | null;
  eloHigh: number | null;
}

export interface ArenaMatchView {
  id: number;
  game: string;
  pool: string;
  state: string;
  first: ArenaMatchSide;
  second: ArenaMatchSide;
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
  maxGames: number;
  seed: number;
  startedBy: string;
  createdAt: string;
  finishedAt: string | null;
  /** Why the match could not be played (state 'failed'). */
  failure: string | null;
  /** Why a running match is not playing now (its hosted version's owner is at the daily cap). */
  waiting: string | null;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  pairCounts: number[];
  llr: number;
  llrLower: number;
  llrUpper: number;
  elo: number | null;
  eloLow: number | null;
  eloHigh: number | null;
  gamesLeft: ArenaGamesLeft | null;
  pairs: ArenaMatchPair[];
}

export interface ArenaMatchSummary {
  id: number;
  game: string;
  state: string;
  first: ArenaMatchSide;
  second: ArenaMatchSide;
  elo0: number;
  elo1: number;
  games: number;
  llr: number;
  startedBy: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface ArenaMatchPage {
  total: number;
  offset: number;
  limit: number;
  matches: ArenaMatchSummary[];
}

const id = (v: string | number) => encodeURIComponent(String(v));

export const ArenaApi = {
  constants: () => api<ArenaConstants>('GET', '/api/arena/constants'),
  ladder: (game: string, pool: string) =>
    api<ArenaLadder>('GET', `/api/arena/${id(game)}/ladder?pool=${encodeURIComponent(pool)}`),
  player: (playerId: string | number) => api<ArenaPlayerView>('GET', `/api/arena/players/${id(playerId)}`),
  game: (gameId: string | number) => api<ArenaGameView>('GET', `/api/arena/games/${id(gameId)}`),
  gamesOf: (playerId: string | number, limit = 20) =>
    api<ArenaGamePage>('GET', `/api/arena/games?player=${id(playerId)}&limit=${limit}`),
  match: (matchId: string | number) => api<ArenaMatchView>('GET', `/api/arena/matches/${id(matchId)}`),
  matchesOf: (game: string, limit = 20) =>
    api<ArenaMatchPage>('GET', `/api/arena/matches?game=${id(game)}&limit=${limit}`),
  startMatch: (first: number, second: number, preset: string) =>
    api<ArenaMatchView>('POST', '/api/arena/matches', { body: { first, second, preset } }),
  cancelMatch: (matchId: string | number) => api<ArenaMatchView>('POST', `/api/arena/matches/${id(matchId)}/cancel`),
};
