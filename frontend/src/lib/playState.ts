/**
 * The play page as pure state: its game (lib/playGame) and what surrounds it, which is why a move was
 * refused, the move the server rejected, the submission under way and the answer to the last one.
 * The page dispatches what happened (an input, a server's answer) and draws from these selectors;
 * requests, timers, the clock and the DOM stay in the page.
 */
import type { Analysis, MoveError } from '../rules/engine';
import { ApiError, type Me, type SubmissionCreated } from './api';
import type { Contest, ContestSubmissionCreated, Scoreboard, ScoreRow } from './contests/api';
import { retryAfterSeconds } from './contests/form';
import { formatInt, ordinal } from './format';
import { reduce, type Analyse, type PlayAction, type PlayGame } from './playGame';

/** What the result box says after Submit (`null`: nothing). */
export type SubmitOutcome =
  | { kind: 'login' }
  | { kind: 'session-ended' }
  | { kind: 'verified'; created: SubmissionCreated }
  /** `rank` is read from the scoreboard afterwards: null until then. */
  | { kind: 'contest'; contest: string; created: ContestSubmissionCreated; rank: string | null }
  | { kind: 'rate-limit'; retryIn: number | null; detail: string }
  | { kind: 'forbidden' | 'window' | 'instance'; detail: string }
  | { kind: 'rejected'; error: MoveError }
  | { kind: 'error'; error: unknown };

export interface PlayState {
  readonly game: PlayGame;
  /** Why the last move played was refused, until the game changes. */
  readonly refusal: string | null;
  /** The move the server rejected in the last submission, marked in the move list until the game changes. */
  readonly rejected: MoveError | null;
  readonly result: SubmitOutcome | null;
  /** Submitting the same moves again reuses the key, so a retry after a lost answer is not a second submission. */
  readonly submitKey: { moves: string; key: string } | null;
  /** The moves of the last submission the server accepted: submitting them again adds nothing. */
  readonly accepted: string | null;
  readonly submitting: boolean;
}

export type PlayPageAction =
  | PlayAction
  | { type: 'submit-start'; key: string }
  | { type: 'submit-answer'; sent: readonly string[]; outcome: SubmitOutcome }
  | { type: 'contest-rank'; submission: number; rank: string };

export function initialPlayState(game: PlayGame): PlayState {
  return { game, refusal: null, rejected: null, result: null, submitKey: null, accepted: null, submitting: false };
}

export function describeError(err: MoveError): string {
  return `Move ${err.moveIndex + 1} (${err.move}) is not legal: ${err.reason}`;
}

const joined = (moves: readonly string[]) => moves.join('\n');

export function reducePlay(state: PlayState, action: PlayPageAction, analyse: Analyse): PlayState {
  switch (action.type) {
    case 'submit-start':
      return {
        ...state,
        result: null,
        submitting: true,
        submitKey: { moves: joined(state.game.moves), key: action.key },
      };
    case 'submit-answer': {
      const o = action.outcome;
      const ok = o.kind === 'verified' || o.kind === 'contest';
      return {
        ...state,
        result: o,
        submitting: false,
        accepted: ok ? joined(action.sent) : state.accepted,
        rejected: o.kind === 'rejected' ? o.error : state.rejected,
      };
    }
    case 'contest-rank': {
      const r = state.result;
      // A rank that arrives after the result was replaced (a move, another submission) is not this one's.
      if (r?.kind !== 'contest' || r.created.id !== action.submission) return state;
      return { ...state, result: { ...r, rank: action.rank } };
    }
    default: {
      const step = reduce(state.game, action, analyse);
      if (step.refused) {
        // Only a move played says why it was refused; a refused redo or load changes nothing.
        if (action.type !== 'play') return state;
        const why = step.refused.error
          ? describeError(step.refused.error)
          : (step.refused.message ?? 'not a legal move');
        return { ...state, refusal: why };
      }
      if (step.game === state.game) return state;
      return { ...state, game: step.game, refusal: null, rejected: null, result: null };
    }
  }
}

/** The key to send with the current moves: the last one if they are the moves it was made for. */
export function reusableKey(state: PlayState): string | null {
  return state.submitKey && state.submitKey.moves === joined(state.game.moves) ? state.submitKey.key : null;
}

export function isSubmitted(state: PlayState): boolean {
  return state.accepted !== null && state.accepted === joined(state.game.moves);
}

/** Which buttons can be used. */
export function controls(state: PlayState): {
  undo: boolean;
  redo: boolean;
  restart: boolean;
  submit: boolean;
  export: boolean;
} {
  const some = state.game.moves.length > 0;
  return {
    undo: some,
    redo: state.game.redo.length > 0,
    restart: some,
    submit: some && !isSubmitted(state),
    export: some,
  };
}

/**
 * What a person can do in the position, in a few words. Sudoku's legal moves are the bots' branching
 * (the candidates of the most constrained cell), while a person may fill any empty cell: it says so.
 */
export function positionStatus(a: Pick<Analysis, 'terminal' | 'legal' | 'details'>): string {
  if (a.terminal) return 'Game over';
  const empty = (a.details as { empty?: unknown } | null)?.empty;
  if (typeof empty === 'number') return `${formatInt(empty)} empty cell${empty === 1 ? '' : 's'} to fill`;
  return `${formatInt(a.legal.length)} legal move${a.legal.length === 1 ? '' : 's'}`;
}

/** What a screen reader hears after each change. */
export function announcement(a: Pick<Analysis, 'moveCount' | 'score' | 'terminal'>): string {
  return `${a.moveCount} moves, score ${a.score}${a.terminal ? ', game over' : ''}`;
}

/** A failed submission as the result box says it; a contest's own refusals only in contest mode. */
export function submitFailure(
  e: unknown,
  sent: readonly string[],
  inContest: boolean,
  now = Date.now(),
): SubmitOutcome {
  if (!(e instanceof ApiError)) return { kind: 'error', error: e };
  if (e.status === 401) return { kind: 'session-ended' };
  if (inContest) {
    if (e.status === 429)
      return { kind: 'rate-limit', retryIn: retryAfterSeconds(e.retryAfter, e.detail, now), detail: e.detail };
    if (e.status === 403) return { kind: 'forbidden', detail: e.detail || 'You may not submit to this contest.' };
    if (e.status === 409) return { kind: 'window', detail: e.detail };
    if (e.status === 422 && e.moveIndex === null) return { kind: 'instance', detail: e.detail || e.title };
  }
  if (e.moveIndex !== null) {
    return {
      kind: 'rejected',
      error: { moveIndex: e.moveIndex, move: e.move ?? sent[e.moveIndex] ?? '', reason: e.reason ?? e.detail },
    };
  }
  return { kind: 'error', error: e };
}

/**
 * The viewer's contest rank as shown after a contest submission: from the frozen board's own results
 * when there are some (the answer has none, it would leak others' results), '–' when not ranked.
 */
export function contestRank(b: Scoreboard, viewer: Me | null): string {
  const own = ownContestRow(b, viewer);
  return own?.rank ? ordinal(own.rank) : '–';
}

/** The viewer's row on a contest board (their person, or the bot they are), from the own results when frozen. */
export function ownContestRow(b: Scoreboard, viewer: Me | null): ScoreRow | undefined {
  const who = viewer?.username;
  return (b.you ?? b.rows).find(
    (row) =>
      !row.reference &&
      row.participant.account === who &&
      (viewer?.kind === 'bot' ? row.participant.name === viewer?.botName : row.participant.kind === 'person'),
  );
}

/** What the contest-mode banner says about this instance and viewer. */
export function contestMode(
  c: Contest,
  game: string,
  instance: string,
): { label: string | null; botsRefused: boolean; notRegistered: boolean; wrongInstance: boolean } {
  const mine = c.instances.find((i) => i.game === game && i.instance === instance);
  return {
    label: mine?.label ?? null,
    // The server refuses a participant's bot runs on the instances of a contest without bots.
    botsRefused: !!mine && !c.botsAllowed && c.phase !== 'ended',
    notRegistered: !!c.you && !c.you.registered && c.phase !== 'ended',
    wrongInstance: c.instancesVisible && !mine,
  };
}
