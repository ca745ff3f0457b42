/**
 * The live scoreboard as pure state: the reducer of /ws/contests/{id}/scoreboard messages (a snapshot
 * or an update replaces the board, a boardUpdate changes it in place (./boardUpdate) when it applies
 * to the board held, and either marks the rows that changed; anything else is ignored), the freeze
 * notice, and how a row's score reads.
 */
import type { ScoreboardMessage } from '../liveMessages';
import type { Scoreboard, ScoreRow } from './api';
import { formatInstant } from '../format';
import { applyBoardUpdate, boardRowKey, BoardUpdateError } from './boardUpdate';
export interface ScoreboardState {
  board: Scoreboard | null;
  /** Keys of rows whose numbers changed with the last message (a brief highlight). */
  fresh: Set<string>;
  /** Messages applied (snapshot + updates). */
  messages: number;
  /** The seq of the socket's board message the board is (-1: none, or the REST answer): a boardUpdate applies only on it. */
  boardSeq: number;
  /** A boardUpdate did not fit the board held: the page reconnects for a fresh snapshot. */
  resync: boolean;
}

export function emptyScoreboard(): ScoreboardState {
  return { board: null, fresh: new Set(), messages: 0, boardSeq: -1, resync: false };
}

/** A row's key: the one the server names rows by in a boardUpdate. */
export const rowKey = boardRowKey;

function isBoard(x: unknown): x is Scoreboard {
  if (!x || typeof x !== 'object') return false;
  const b = x as Record<string, unknown>;
  return Array.isArray(b.rows) && Array.isArray(b.instances) && typeof b.frozen === 'boolean';
}

function rowSignature(r: ScoreRow): string {
  return JSON.stringify([r.rank ?? null, r.score, r.rawTotal, r.cells.map((c) => c.score ?? null)]);
}

/**
 * Applies one message of /ws/contests/{id}/scoreboard: a `snapshot` or an `update` carries the
 * whole board as this viewer may see it, so either replaces it; a `boardUpdate` applies to the board
 * message it names (`baseSeq`), and any other (or one that does not fit) sets `resync`; unknown types
 * are ignored. The REST answer goes through here too as a `snapshot` with seq -1 (only while no
 * board is shown): no boardUpdate applies to it.
 */
export function applyScoreboardMessage(state: ScoreboardState, msg: ScoreboardMessage): ScoreboardState {
  let board: Scoreboard;
  if (msg.type === 'boardUpdate') {
    if (state.resync) return state; // waiting for the fresh snapshot
    if (!state.board || state.boardSeq < 0 || msg.baseSeq !== state.boardSeq) return { ...state, resync: true };
    try {
      board = applyBoardUpdate(state.board, msg);
    } catch (e) {
      if (e instanceof BoardUpdateError) return { ...state, resync: true };
      throw e;
    }
  } else if (msg.type === 'snapshot' || msg.type === 'update') {
    if (!isBoard(msg.scoreboard)) return state;
    board = msg.scoreboard;
  } else {
    return state;
  }
  const fresh = new Set<string>();
  if (state.board) {
    const before = new Map(state.board.rows.map((r) => [rowKey(r), r]));
    for (const r of board.rows) {
      const k = rowKey(r);
      const was = before.get(k);
      // An untouched row of a boardUpdate is the same object: no signature to compare.
      if (was !== r && (!was || rowSignature(was) !== rowSignature(r))) fresh.add(k);
    }
  }
  return { board, fresh, messages: state.messages + 1, boardSeq: msg.seq, resync: false };
}

export interface FreezeNotice {
  kind: 'frozen' | 'staff' | 'unfrozen' | 'scheduled-freeze' | null;
  text: string;
}

/** What the board's freeze means for this viewer, as one sentence (times in the viewer's zone). */
export function freezeNotice(
  b: Scoreboard,
  fmt: (iso: string) => string = (iso) => formatInstant(iso, { weekday: true }),
): FreezeNotice {
  if (b.frozen && b.freezesAt) {
    return {
      kind: 'frozen',
      text:
        `Frozen since ${fmt(b.freezesAt)}: the board shows only results received before then` +
        (b.phase === 'ended'
          ? ' until the organizer publishes the final standings.'
          : '; later results stay hidden until after the end.'),
    };
  }
  if (b.frozenForParticipants && b.freezesAt) {
    return {
      kind: 'staff',
      text: `Participants see this board frozen since ${fmt(b.freezesAt)}; as staff you see the live board.`,
    };
  }
  if (b.unfrozenAt && b.freezesAt) {
    return {
      kind: 'unfrozen',
      text: `The freeze (from ${fmt(b.freezesAt)}) was lifted on ${fmt(b.unfrozenAt)}: these are the final standings.`,
    };
  }
  if (b.freezesAt && b.phase !== 'ended') {
    return { kind: 'scheduled-freeze', text: `The board freezes at ${fmt(b.freezesAt)}.` };
  }
  return { kind: null, text: '' };
}

/** The rule's score as text: relative scores are fractions, the others whole numbers. */
export function formatRuleScore(rule: string, score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  if (rule === 'relative') return score.toFixed(3);
  return Number.isInteger(score) ? new Intl.NumberFormat('en-US').format(score) : score.toFixed(2);
}

/** Whether a row is the viewer's own (their person or one of their bots). */
export function isOwnRow(r: ScoreRow, username: string | null | undefined): boolean {
  if (r.team) return !!username && r.team.members.includes(username);
  return !!username && !r.reference && r.participant.account === username;
}

/** The tie-break as every board states it (docs/CONTESTS.md, "Scoring"). */
export const TIE_BREAK_RULE =
  'A tied score goes to whoever reached it first: the server\u2019s verified receipt of the last of their bests, to the millisecond.';

/**
 * What a tied row says: when it reached its score (to the millisecond, in the viewer's zone) and
 * how many others have the same score; nothing for a score nobody else has.
 */
export function tieBreakText(
  r: ScoreRow,
  fmt: (iso: string) => string = (iso) => formatInstant(iso, { millis: true }),
): string | null {
  const others = r.alsoReachedBy ?? 0;
  if (r.reference || others <= 0) return null;
  const when = r.reachedAt ? `reached ${fmt(r.reachedAt)} · ` : '';
  return `${when}also reached by ${others} other${others === 1 ? '' : 's'}`;
}
