/**
 * The messages of every live feed (docs/WEBSOCKETS.md), one discriminated union per feed: `type` is
 * the tag the server's message types own. The field names are held to the server's own types by
 * test/liveTypes.test.ts through lib/live-schemas.json (written by LiveSchemasSnapshotTest), as the
 * API types are held to the OpenAPI schemas. The feeds' readers still check each value they take:
 * a frame is input from the network.
 */
import type { LeaderboardEntry, RecordView } from './api';
import type { Scoreboard, ScoreRow } from './contests/api';
import type { AnnouncementView, ClarificationView } from './contests/messagesApi';

/** What every frame of every feed starts with. */
export interface LiveFrame {
  v: number;
  type: string;
  seq: number;
}

// ---- /ws/bot-runs/{id} ------------------------------------------------------------------------

/** The best sequence so far, inside a snapshot. */
export interface RunBestNow {
  score: number;
  moves: string[];
  elapsedMs: number;
  playouts: number;
}

/** The latest statistics, inside a snapshot. */
export interface RunStatsNow {
  playouts: number;
  playoutsPerSecond: number;
  elapsedMs: number;
  phase?: string;
  /** A hosted run's bot's CPU time so far. */
  cpuMs?: number;
}

export interface RunSnapshotMessage extends LiveFrame {
  type: 'snapshot';
  runId: number;
  at: number;
  state: string;
  game: string;
  instance: string;
  name: string;
  best?: RunBestNow;
  /** [elapsedMs, score] pairs. */
  points?: [number, number][];
  stats?: RunStatsNow;
}

export interface RunBestMessage extends LiveFrame {
  type: 'best';
  runId: number;
  at: number;
  score: number;
  moves: string[];
  elapsedMs: number;
  playouts: number;
}

export interface RunStatsMessage extends LiveFrame {
  type: 'stats';
  runId: number;
  at: number;
  playouts: number;
  playoutsPerSecond: number;
  elapsedMs: number;
  bestScore?: number;
  phase?: string;
  /** A hosted run's bot's CPU time so far, as the sandbox measures it; absent for a reference run. */
  cpuMs?: number;
}

export interface RunStateMessage extends LiveFrame {
  type: 'state';
  runId: number;
  at: number;
  state: string;
}

export interface RunFinishedMessage extends LiveFrame {
  type: 'finished';
  runId: number;
  at: number;
  state: string;
  stopReason?: string;
  score?: number;
  playouts: number;
  elapsedMs: number;
  submissionId?: number;
  submission?: string;
  leaderboard?: string;
  error?: string;
}

export type RunMessage = RunSnapshotMessage | RunBestMessage | RunStatsMessage | RunStateMessage | RunFinishedMessage;

// ---- /ws/leaderboards/{game}/{instance} ---------------------------------------------------------

export interface BoardSnapshotMessage extends LiveFrame {
  type: 'snapshot';
  game: string;
  instance: string;
  record: RecordView | null;
  participants: number;
  entries: LeaderboardEntry[];
}

export interface BoardEntryMessage extends LiveFrame {
  type: 'entry';
  game: string;
  instance: string;
  participants: number;
  submissionId: number;
  entry: LeaderboardEntry;
}

export type LeaderboardMessage = BoardSnapshotMessage | BoardEntryMessage;

// ---- /ws/contests/{id}/scoreboard ---------------------------------------------------------------

export interface ScoreboardSnapshotMessage extends LiveFrame {
  type: 'snapshot';
  scoreboard: Scoreboard;
}

/** The whole board again, when a boardUpdate would be longer. */
export interface ScoreboardUpdateMessage extends LiveFrame {
  type: 'update';
  scoreboard: Scoreboard;
}

/** `[path, value]` sets the value at the dotted path (fields and list positions); `[path]` removes the field. */
export type PatchOp = [string, unknown] | [string];

/**
 * What changed since this connection's board message `baseSeq`, by row key (lib/contests/boardUpdate.ts):
 * applied only on that board; otherwise the client reconnects for a fresh snapshot. Version 3: rows
 * and patches carry no ranks; the client derives them after applying it (lib/contests/derivedRanks.ts).
 */
export interface ScoreboardBoardUpdateMessage extends LiveFrame {
  type: 'boardUpdate';
  baseSeq: number;
  header?: PatchOp[];
  rows?: Record<string, ScoreRow>;
  patches?: Record<string, PatchOp[]>;
  removed?: string[];
  moves?: [string, number][];
}

/** An announcement of the contest's staff, to every watcher. */
export interface ScoreboardAnnouncementMessage extends LiveFrame {
  type: 'announcement';
  announcement: AnnouncementView;
}

/** A clarification this viewer may read: a new question (staff only) or an answer. */
export interface ScoreboardClarificationMessage extends LiveFrame {
  type: 'clarification';
  event: 'question' | 'answer';
  clarification: ClarificationView;
}

export type ScoreboardMessage =
  | ScoreboardSnapshotMessage
  | ScoreboardUpdateMessage
  | ScoreboardBoardUpdateMessage
  | ScoreboardAnnouncementMessage
  | ScoreboardClarificationMessage;

// ---- /ws/arena/live and /ws/arena/live/{liveId} ------------------------------------------------

/** A side of a live arena game: its ladder player. */
export interface ArenaLiveSide {
  playerId: number;
  label: string;
  spec: string;
  kind: string;
}

/** A move of a live arena game: `ply` counts from 0 after the opening; `side` is who played it. */
export interface ArenaLiveMove {
  ply: number;
  side: 'first' | 'second';
  move: string;
  /** Null when unknown: a remote bot's move. */
  cpuMs: number | null;
  wallMs: number;
}

export type ArenaLiveState = 'playing' | 'ended' | 'stored';

/** A game in the list: `result` once ended, `gameId` (its replay) once stored. */
export interface ArenaLiveSummary {
  liveId: string;
  game: string;
  pool: string;
  first: ArenaLiveSide;
  second: ArenaLiveSide;
  seed: number;
  plies: number;
  state: ArenaLiveState;
  result?: 'first' | 'second' | 'draw';
  gameId?: number;
  startedAt: number;
}

export interface ArenaLiveGamesMessage extends LiveFrame {
  type: 'games';
  games: ArenaLiveSummary[];
}

export interface ArenaLiveGameMessage extends LiveFrame {
  type: 'game';
  liveId: string;
  game: string;
  pool: string;
  first: ArenaLiveSide;
  second: ArenaLiveSide;
  seed: number;
  opening: string[];
  moves: ArenaLiveMove[];
  state: ArenaLiveState;
  result?: 'first' | 'second' | 'draw';
  gameId?: number;
  counted?: boolean;
  startedAt: number;
}

export interface ArenaLiveStartedMessage extends LiveFrame {
  type: 'started';
  liveId: string;
  game: string;
  pool: string;
  first: ArenaLiveSide;
  second: ArenaLiveSide;
  seed: number;
  opening: string[];
  at: number;
}

export interface ArenaLiveMoveMessage extends LiveFrame {
  type: 'move';
  liveId: string;
  move: ArenaLiveMove;
  at: number;
}

export interface ArenaLiveEndedMessage extends LiveFrame {
  type: 'ended';
  liveId: string;
  result: 'first' | 'second' | 'draw';
  plies: number;
  at: number;
}

export interface ArenaLiveStoredMessage extends LiveFrame {
  type: 'stored';
  liveId: string;
  gameId: number;
  counted: boolean;
  at: number;
}

export type ArenaLiveMessage =
  | ArenaLiveGamesMessage
  | ArenaLiveGameMessage
  | ArenaLiveStartedMessage
  | ArenaLiveMoveMessage
  | ArenaLiveEndedMessage
  | ArenaLiveStoredMessage;

/** Every message of every feed. */
export type LiveMessage = RunMessage | LeaderboardMessage | ScoreboardMessage | ArenaLiveMessage;
