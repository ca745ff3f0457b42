/**
 * A bot run's live state from /ws/bot-runs/{id} (docs/WEBSOCKETS.md): `snapshot` draws it from
 * scratch, then `state`, `best`, `stats` and `finished`. Messages at or below the last seq are
 * repeats after a reconnect and are skipped (the `finished` right after a snapshot shares its seq).
 * `changed` tells the view which parts to redraw, so a stats frame never redraws the board.
 */

import type { RunMessage } from './liveMessages';

export interface RunBest {
  score: number;
  moves: string[];
  elapsedMs: number;
  playouts: number;
}

export interface RunStats {
  playouts: number;
  playoutsPerSecond: number;
  elapsedMs: number;
  phase: string;
  /** A hosted run's bot's CPU time so far, as the sandbox measures it (only its stats carry one). */
  cpuMs?: number;
}

export interface RunFinished {
  state: string;
  stopReason?: string;
  score?: number;
  playouts?: number;
  elapsedMs?: number;
  submission?: string;
  leaderboard?: string;
  error?: string;
}

export interface RunLiveState {
  seq: number;
  state: string;
  name: string;
  game: string;
  instance: string;
  best: RunBest | null;
  /** [elapsedMs, score] at each new best. */
  points: [number, number][];
  stats: RunStats | null;
  finished: RunFinished | null;
  /** Server clock of the last message (epoch ms) and the local time it arrived. */
  at: number | null;
}

export type Changed = 'all' | 'best' | 'stats' | 'state' | 'finished';

export function emptyRun(): RunLiveState {
  return {
    seq: -1,
    state: 'queued',
    name: '',
    game: '',
    instance: '',
    best: null,
    points: [],
    stats: null,
    finished: null,
    at: null,
  };
}

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function moves(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : [];
}

function points(v: unknown): [number, number][] {
  if (!Array.isArray(v)) return [];
  const out: [number, number][] = [];
  for (const p of v) {
    if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') out.push([p[0], p[1]]);
  }
  return out;
}

/** Statistics read from a frame (a stats message, or a snapshot's `stats`), each value checked. */
function stats(m: {
  playouts?: unknown;
  playoutsPerSecond?: unknown;
  elapsedMs?: unknown;
  phase?: unknown;
  cpuMs?: unknown;
}): RunStats {
  const st: RunStats = {
    playouts: num(m.playouts),
    playoutsPerSecond: num(m.playoutsPerSecond),
    elapsedMs: num(m.elapsedMs),
    phase: str(m.phase),
  };
  if (typeof m.cpuMs === 'number' && Number.isFinite(m.cpuMs)) st.cpuMs = m.cpuMs;
  return st;
}

/** Applies one message; returns the new state and what changed (empty when nothing did). */
export function applyRunMessage(s: RunLiveState, msg: RunMessage): { state: RunLiveState; changed: Changed[] } {
  const seq = num(msg.seq, -1);
  const at = typeof msg.at === 'number' ? msg.at : s.at;
  switch (msg.type) {
    case 'snapshot': {
      const b = msg.best as Record<string, unknown> | undefined;
      const st = msg.stats as Record<string, unknown> | undefined;
      return {
        state: {
          seq,
          state: str(msg.state, s.state),
          name: str(msg.name, s.name),
          game: str(msg.game, s.game),
          instance: str(msg.instance, s.instance),
          best:
            b && typeof b === 'object'
              ? { score: num(b.score), moves: moves(b.moves), elapsedMs: num(b.elapsedMs), playouts: num(b.playouts) }
              : null,
          points: points(msg.points),
          stats: st && typeof st === 'object' ? stats(st) : null,
          finished: null,
          at,
        },
        changed: ['all'],
      };
    }
    case 'finished': {
      if (seq < s.seq || s.finished) return { state: s, changed: [] };
      const f: RunFinished = {
        state: str(msg.state, 'finished'),
        stopReason: typeof msg.stopReason === 'string' ? msg.stopReason : undefined,
        score: typeof msg.score === 'number' ? msg.score : undefined,
        playouts: typeof msg.playouts === 'number' ? msg.playouts : undefined,
        elapsedMs: typeof msg.elapsedMs === 'number' ? msg.elapsedMs : undefined,
        submission: typeof msg.submission === 'string' ? msg.submission : undefined,
        leaderboard: typeof msg.leaderboard === 'string' ? msg.leaderboard : undefined,
        error: typeof msg.error === 'string' ? msg.error : undefined,
      };
      const statsNow: RunStats | null =
        s.stats || f.playouts !== undefined
          ? {
              playouts: f.playouts ?? s.stats?.playouts ?? 0,
              playoutsPerSecond: s.stats?.playoutsPerSecond ?? 0,
              elapsedMs: f.elapsedMs ?? s.stats?.elapsedMs ?? 0,
              phase: s.stats?.phase ?? '',
              ...(s.stats?.cpuMs !== undefined ? { cpuMs: s.stats.cpuMs } : {}),
            }
          : null;
      return {
        state: { ...s, seq: Math.max(seq, s.seq), state: f.state, finished: f, stats: statsNow, at },
        changed: ['finished', 'state', 'stats'],
      };
    }
    case 'state':
      if (seq <= s.seq) return { state: s, changed: [] };
      return { state: { ...s, seq, state: str(msg.state, s.state), at }, changed: ['state'] };
    case 'best': {
      if (seq <= s.seq) return { state: s, changed: [] };
      const best: RunBest = {
        score: num(msg.score),
        moves: moves(msg.moves),
        elapsedMs: num(msg.elapsedMs),
        playouts: num(msg.playouts),
      };
      return { state: { ...s, seq, best, points: [...s.points, [best.elapsedMs, best.score]], at }, changed: ['best'] };
    }
    case 'stats':
      if (seq <= s.seq) return { state: s, changed: [] };
      return { state: { ...s, seq, stats: stats(msg), at }, changed: ['stats'] };
    default:
      return { state: s, changed: [] };
  }
}

const ENDED = new Set(['finished', 'cancelled', 'failed', 'interrupted']);

export function isEnded(state: string): boolean {
  return ENDED.has(state);
}

/**
 * Fraction of the budget used, 0..1: the larger of time and playouts when both are given (the run
 * ends at whichever comes first); null when there is no budget to compare with.
 */
/**
 * Playouts per second over the whole run so far (the server's figure is instantaneous and jumps
 * between 3k and 17k within a second as levels change; the average reads steadily).
 */
export function averageRate(st: Pick<RunStats, 'playouts' | 'elapsedMs'> | null | undefined): number | null {
  if (!st || !(st.elapsedMs > 0)) return null;
  return (st.playouts * 1000) / st.elapsedMs;
}

export function budgetFraction(
  budget: { seconds?: number | null; playouts?: number | null },
  stats: { elapsedMs: number; playouts: number } | null,
): number | null {
  if (!stats) return budget.seconds || budget.playouts ? 0 : null;
  const parts: number[] = [];
  if (budget.seconds && budget.seconds > 0) parts.push(stats.elapsedMs / (budget.seconds * 1000));
  if (budget.playouts && budget.playouts > 0) parts.push(stats.playouts / budget.playouts);
  if (parts.length === 0) return null;
  return Math.max(0, Math.min(1, Math.max(...parts)));
}
