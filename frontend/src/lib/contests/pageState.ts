/**
 * The contest page as pure state: the contest as last read, how far the server's clock is from this
 * browser's (the countdown uses the server's), and the live scoreboard (./scoreboard) fed by both the
 * REST answer and the socket. The page does the requests and timers and draws from the selectors.
 */
import type { LiveStatus } from '../live';
import type { Contest, Scoreboard, ScoreRow } from './api';
import { applyScoreboardMessage, emptyScoreboard, type ScoreboardState } from './scoreboard';

export interface ContestPageState {
  contest: Contest | null;
  /** Server time minus local time, in ms, from the contest's `now`. */
  skew: number;
  scoreboard: ScoreboardState;
}

export type ContestPageAction =
  /** The contest was read (GET /api/contests/{id}) at local time `localNow`. */
  | { type: 'contest-read'; contest: Contest; localNow: number }
  /** GET …/scoreboard answered. */
  | { type: 'scoreboard-read'; scoreboard: Scoreboard }
  /** A message of /ws/contests/{id}/scoreboard. */
  | { type: 'live'; msg: { type: string; [k: string]: unknown } };

export function emptyContestPage(): ContestPageState {
  return { contest: null, skew: 0, scoreboard: emptyScoreboard() };
}

export function reduceContestPage(state: ContestPageState, action: ContestPageAction): ContestPageState {
  switch (action.type) {
    case 'contest-read': {
      const server = Date.parse(action.contest.now);
      // Without a readable server time, the last offset stays the best guess.
      const skew = Number.isNaN(server) ? state.skew : server - action.localNow;
      return { ...state, contest: action.contest, skew };
    }
    case 'scoreboard-read':
      // The socket's snapshot is at least as new as the REST answer: once one came, the REST answer is stale.
      if (state.scoreboard.messages > 0) return state;
      return {
        ...state,
        scoreboard: applyScoreboardMessage(state.scoreboard, { type: 'snapshot', scoreboard: action.scoreboard }),
      };
    case 'live': {
      const scoreboard = applyScoreboardMessage(state.scoreboard, action.msg);
      return scoreboard === state.scoreboard ? state : { ...state, scoreboard };
    }
  }
}

/** The server's time now, by this browser's clock and the offset read with the contest. */
export function serverNow(state: ContestPageState, localNow: number): number {
  return localNow + state.skew;
}

/**
 * Whether the board says the contest moved on (it started, ended or was unfrozen) since the
 * contest was read: then the rest of the page is out of date too and the contest is read again.
 */
export function contestOutOfDate(state: ContestPageState): boolean {
  const c = state.contest;
  const b = state.scoreboard.board;
  if (!c || !b) return false;
  return (
    b.phase !== c.phase ||
    b.instancesVisible !== c.instancesVisible ||
    (b.unfrozenAt ?? null) !== (c.unfrozenAt ?? null)
  );
}

/** Whether the final results are public: the contest ended and any freeze was lifted. */
export function resultsPublic(c: Contest): boolean {
  return c.phase === 'ended' && !(c.freezesAt && !c.unfrozenAt);
}

/** The first three places (ties share a step); reference bots are not ranked. */
export function podium(b: Scoreboard): ScoreRow[] {
  return b.rows.filter((r) => !r.reference && r.rank && r.rank <= 3);
}

/** The live badge's state: an ended contest is not live any more, whatever the socket's state. */
export function liveBadgeStatus(c: Contest | null, socket: LiveStatus): LiveStatus {
  return c?.phase === 'ended' && socket === 'open' ? 'closed' : socket;
}
