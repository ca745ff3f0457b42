/**
 * The contest page as pure state: the contest as last read, how far the server's clock is from this
 * browser's (the countdown uses the server's), and the live scoreboard (./scoreboard) fed by both the
 * REST answer and the socket; and what the page shows of them (who is viewing, which registration
 * controls, which play link per instance, which organizer controls, the downloads, the reference-bot
 * request). pages/contest.ts does the requests and timers and draws from these selectors.
 */
import type { ScoreboardMessage } from '../liveMessages';
import type { BotRunRequest } from '../api';
import type { LiveStatus } from '../live';
import type { Contest, ContestInstance, Scoreboard, ScoreRow } from './api';
import { ContestApi } from './api';
import { applyScoreboardMessage, emptyScoreboard, type FreezeNotice, type ScoreboardState } from './scoreboard';

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
  | { type: 'live'; msg: ScoreboardMessage };

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
        scoreboard: applyScoreboardMessage(state.scoreboard, {
          v: 2,
          type: 'snapshot',
          seq: -1,
          scoreboard: action.scoreboard,
        }),
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

/** The viewer's name: the session's, else the contest's first participant of the viewer's account. */
export function viewerName(sessionUser: string | null | undefined, c: Contest | null): string | null {
  return sessionUser ?? c?.you?.participants?.[0]?.account ?? null;
}

/** A long instance id cut to `max` characters, ending in an ellipsis. */
export function shortInstance(instance: string, max: number): string {
  return instance.length > max ? `${instance.slice(0, max - 3)}…` : instance;
}

/** "3 instances, revealed at the start (when)": what a contest says before its instances are shown. */
export function hiddenInstancesText(c: Contest, startsAt: string): string {
  return `${c.instanceCount} instance${c.instanceCount === 1 ? '' : 's'}, revealed at the start (${startsAt}).`;
}

/** The registration panel's content for the viewer. */
export type Registration =
  /** Anonymous, the contest over. */
  | { kind: 'ended' }
  /** Anonymous: log in first. */
  | { kind: 'log-in' }
  /** Registered as `names`; may withdraw before the start; told where to submit while it runs. */
  | { kind: 'registered'; names: string[]; mayWithdraw: boolean; submitHint: boolean }
  | { kind: 'may-register' }
  | { kind: 'cannot-register'; why: string };

export function registration(c: Contest): Registration {
  const you = c.you;
  if (!you) return c.phase === 'ended' ? { kind: 'ended' } : { kind: 'log-in' };
  if (you.registered) {
    return {
      kind: 'registered',
      names: you.participants.map((p) => p.name),
      mayWithdraw: c.phase === 'scheduled',
      submitHint: c.phase === 'running',
    };
  }
  if (you.mayRegister) return { kind: 'may-register' };
  return { kind: 'cannot-register', why: you.whyNot ?? 'registration is closed' };
}

/** An instance's play link: in the contest, or outside it (the contest is over, or for its staff). */
export interface InstanceLink {
  /** The contest to play in, or null to play the instance on its own. */
  contest: number | null;
  label: string;
  testid: 'contest-play' | 'instance-play-free';
}

export function instanceLink(c: Contest): InstanceLink {
  if (c.phase === 'ended') return { contest: null, label: 'Play (contest over)', testid: 'instance-play-free' };
  // The contest's staff do not take part: they try an instance outside the contest.
  if (c.you?.staff) return { contest: null, label: 'Try it (not in the contest)', testid: 'instance-play-free' };
  return { contest: c.id, label: 'Play in this contest', testid: 'contest-play' };
}

/** Which of the organizer's controls the contest's phase allows. */
export interface OrganizerControls {
  /** The contest has ended behind a freeze not lifted yet: before the end the server refuses (409). */
  unfreeze: boolean;
  /** Only before the start. */
  remove: boolean;
  /** Reference bots start while the contest runs... */
  startYardstick: boolean;
  /** ...and are listed from the start on. */
  listYardsticks: boolean;
}

export function organizerControls(c: Contest): OrganizerControls {
  return {
    unfreeze: c.phase === 'ended' && Boolean(c.freezesAt && !c.unfrozenAt),
    remove: c.phase === 'scheduled',
    startYardstick: c.phase === 'running',
    listYardsticks: c.phase !== 'scheduled',
  };
}

/** A download of the contest's results. */
export interface ExportLink {
  href: string;
  download: string;
  testid: 'export-json' | 'export-csv-scoreboard' | 'export-csv-submissions';
  /** In the public results' line and on the organizer's buttons. */
  label: string;
  button: string;
}

export function exportLinks(id: number): ExportLink[] {
  return [
    {
      href: ContestApi.exportHref(id, 'json'),
      download: `contest-${id}.json`,
      testid: 'export-json',
      label: 'JSON',
      button: 'Export JSON',
    },
    {
      href: ContestApi.exportHref(id, 'csv', 'scoreboard'),
      download: `contest-${id}-scoreboard.csv`,
      testid: 'export-csv-scoreboard',
      label: 'scoreboard CSV',
      button: 'Scoreboard CSV',
    },
    {
      href: ContestApi.exportHref(id, 'csv', 'submissions'),
      download: `contest-${id}-submissions.csv`,
      testid: 'export-csv-submissions',
      label: 'submissions CSV',
      button: 'Submissions CSV',
    },
  ];
}

/** The algorithms with a level (the nested searches); the sampling and UCT bots have none. */
const LEVELLED = ['nmcs', 'nrpa', 'beam'];

/**
 * The reference bot's POST …/yardsticks body from the form's values, or null when the chosen
 * instance is not the contest's; a level that is no whole number and seconds that are not positive
 * are left out (the server's defaults).
 */
export function yardstickRequest(
  instances: readonly ContestInstance[],
  form: { instance: string; algorithm: string; level: string; seconds: string },
): BotRunRequest | null {
  const inst = instances[Number(form.instance)];
  if (!inst) return null;
  const secs = Number(form.seconds);
  const lvl = Number(form.level);
  return {
    game: inst.game,
    instance: inst.instance,
    algorithm: form.algorithm,
    ...(LEVELLED.includes(form.algorithm) && Number.isInteger(lvl) ? { level: lvl } : {}),
    ...(Number.isFinite(secs) && secs > 0 ? { seconds: secs } : {}),
  };
}

/** The freeze banner's test id and tone for a notice with a kind. */
export function freezeBanner(kind: NonNullable<FreezeNotice['kind']>): {
  testid: 'freeze-scheduled' | 'unfrozen-banner' | 'frozen-banner';
  warn: boolean;
} {
  return {
    testid:
      kind === 'scheduled-freeze' ? 'freeze-scheduled' : kind === 'unfrozen' ? 'unfrozen-banner' : 'frozen-banner',
    warn: kind === 'frozen' || kind === 'staff',
  };
}
