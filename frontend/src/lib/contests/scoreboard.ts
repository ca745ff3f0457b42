/**
 * The live scoreboard as pure state: the reducer of /ws/contests/{id}/scoreboard messages (a snapshot
 * or an update replaces the board and marks the rows that changed; anything else is ignored), the
 * freeze notice, and how a row's score reads.
 */
import type { ScoreboardMessage } from '../liveMessages';
import type { Scoreboard, ScoreRow } from './api';
import { formatInstant } from '../format';
export interface ScoreboardState {
  board: Scoreboard | null;
  /** Keys of rows whose numbers changed with the last message (a brief highlight). */
  fresh: Set<string>;
  /** Messages applied (snapshot + updates). */
  messages: number;
}

export function emptyScoreboard(): ScoreboardState {
  return { board: null, fresh: new Set(), messages: 0 };
}

export function rowKey(r: ScoreRow): string {
  const p = r.participant;
  return `${r.reference ? 'ref' : p.kind}\u0000${p.account}\u0000${p.name}`;
}

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
 * whole board as this viewer may see it, so either replaces it; unknown types are ignored. The REST
 * answer goes through here too as a `snapshot` (only while no board is shown).
 */
export function applyScoreboardMessage(state: ScoreboardState, msg: ScoreboardMessage): ScoreboardState {
  if (msg.type !== 'snapshot' && msg.type !== 'update') return state;
  const board = msg.scoreboard;
  if (!isBoard(board)) return state;
  const fresh = new Set<string>();
  if (state.board) {
    const before = new Map(state.board.rows.map((r) => [rowKey(r), rowSignature(r)]));
    for (const r of board.rows) {
      const k = rowKey(r);
      if (before.get(k) !== rowSignature(r)) fresh.add(k);
    }
  }
  return { board, fresh, messages: state.messages + 1 };
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
