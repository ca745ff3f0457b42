/**
 * The leaderboard's live state: a `snapshot` replaces it, an `entry` places a participant's best
 * (docs/WEBSOCKETS.md). The board kept is a prefix of the real one (the top N), ordered as the
 * server orders it: higher score, then originals before copies, then earlier receipt, then lower
 * submission id. The board's record (the snapshot's `record`) is kept beside it, unranked.
 */
import type { LeaderboardEntry, RecordView } from './api';
import type { LeaderboardMessage } from './liveMessages';

export interface BoardState {
  /** The board's best record: the unranked reference row (null when the board has none). */
  record?: RecordView | null;
  participants: number;
  entries: LeaderboardEntry[];
  /** Submission ids that just changed (for a brief highlight). */
  fresh: Set<number>;
  /** The number of entries the view keeps. */
  limit: number;
}

export function emptyBoard(limit = 100): BoardState {
  return { participants: 0, entries: [], fresh: new Set(), limit };
}

export function participantKey(e: LeaderboardEntry): string {
  const p = e.participant;
  return `${p.kind}\u0000${p.account}\u0000${p.kind === 'bot' ? p.name : ''}`;
}

function compare(a: LeaderboardEntry, b: LeaderboardEntry): number {
  if (a.score !== b.score) return b.score - a.score;
  if (!!a.copyOf !== !!b.copyOf) return a.copyOf ? 1 : -1;
  const ta = Date.parse(a.receivedAt);
  const tb = Date.parse(b.receivedAt);
  if (ta !== tb && !Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
  return a.submissionId - b.submissionId;
}

function isEntry(x: unknown): x is LeaderboardEntry {
  if (!x || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  const p = e.participant as Record<string, unknown> | undefined;
  return (
    typeof e.score === 'number' &&
    typeof e.submissionId === 'number' &&
    typeof e.rank === 'number' &&
    !!p &&
    typeof p.name === 'string' &&
    typeof p.kind === 'string'
  );
}

/** Applies one websocket message (unknown types are ignored, as the protocol asks). */
export function applyBoardMessage(state: BoardState, msg: LeaderboardMessage): BoardState {
  if (msg.type === 'snapshot') {
    const entries = Array.isArray(msg.entries) ? (msg.entries.filter(isEntry) as LeaderboardEntry[]) : [];
    const record =
      msg.record && typeof msg.record === 'object' && typeof (msg.record as RecordView).score === 'number'
        ? (msg.record as RecordView)
        : null;
    return {
      record,
      participants: typeof msg.participants === 'number' ? msg.participants : entries.length,
      entries: entries.slice(0, state.limit),
      fresh: new Set(),
      limit: state.limit,
    };
  }
  if (msg.type === 'entry') {
    const participants = typeof msg.participants === 'number' ? msg.participants : state.participants;
    const entry = msg.entry;
    if (!isEntry(entry)) return { ...state, participants };
    const improved = entry.submissionId === msg.submissionId;
    if (!improved) return { ...state, participants, fresh: new Set() };
    const key = participantKey(entry);
    const others = state.entries.filter((e) => participantKey(e) !== key);
    const wasHeld = others.length !== state.entries.length;
    // Outside the window we hold (and not moving into it): the board we show is unchanged.
    if (!wasHeld && entry.rank > state.entries.length + 1 && state.entries.length >= state.limit) {
      return { ...state, participants, fresh: new Set() };
    }
    const entries = [...others, entry].sort(compare);
    // We hold the top of the board (offset 0), so ranks are positions.
    const ranked = entries.map((e, i) => (e.rank === i + 1 ? e : { ...e, rank: i + 1 }));
    return { ...state, participants, entries: ranked.slice(0, state.limit), fresh: new Set([entry.submissionId]) };
  }
  return state;
}
