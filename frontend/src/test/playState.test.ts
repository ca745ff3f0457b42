import { describe, expect, it } from 'vitest';
import { ApiError, type Me } from '../lib/api';
import type { Contest, ContestSubmissionCreated, Scoreboard, ScoreRow } from '../lib/contests/api';
import { newGame, type Analyse } from '../lib/playGame';
import {
  announcement,
  contestMode,
  contestRank,
  controls,
  initialPlayState,
  reducePlay,
  reusableKey,
  submitFailure,
  type PlayPageAction,
  type PlayState,
} from '../lib/playState';
import { toyAnalyse } from './toyRules';

const analyse: Analyse = toyAnalyse;

const run = (s: PlayState, ...actions: PlayPageAction[]) => actions.reduce((st, a) => reducePlay(st, a, analyse), s);
const play = (...moves: string[]): PlayPageAction[] => moves.map((move) => ({ type: 'play', move }));
const fresh = () => initialPlayState(newGame(analyse));

const contestCreated = (id: number): ContestSubmissionCreated => ({
  id,
  contest: 7,
  game: 'samegame',
  instance: 'standard/1',
  score: 10,
  moves: 2,
  receivedAt: '2031-01-01T10:00:00Z',
  verifierVersion: '1',
  afterFreeze: false,
  yourBest: 10,
  rateLimit: { submissions: 10, perSeconds: 60, remaining: 9 },
});

describe('the play page state', () => {
  it('undo after a move restores the previous position and score, and redo plays it again', () => {
    const two = run(fresh(), ...play('3', '4'));
    expect(two.game.analysis.score).toBe(7);
    const undone = run(two, { type: 'undo' });
    expect(undone.game.moves).toEqual(['3']);
    expect(undone.game.analysis.score).toBe(3);
    expect(controls(undone)).toMatchObject({ undo: true, redo: true });
    const redone = run(undone, { type: 'redo' });
    expect(redone.game.moves).toEqual(['3', '4']);
    expect(redone.game.analysis.score).toBe(7);
    expect(controls(redone).redo).toBe(false);
  });

  it('says why a move was refused, keeps the game, and forgets the reason with the next change', () => {
    const s = run(fresh(), ...play('3'));
    const refused = run(s, ...play('3'));
    expect(refused.game).toBe(s.game);
    expect(refused.refusal).toBe('Move 2 (3) is not legal: already played');
    expect(run(refused, { type: 'undo' }).refusal).toBeNull();
    // Nothing to undo, redo or restart: nothing changes, not even the message.
    expect(run(initialPlayState(newGame(analyse)), { type: 'undo' })).toEqual(fresh());
  });

  it('makes Submit unavailable for moves the server accepted, until the game changes', () => {
    const s = run(fresh(), ...play('1', '2'), { type: 'submit-start', key: 'k1' });
    expect(s.submitting).toBe(true);
    const done = run(s, {
      type: 'submit-answer',
      sent: ['1', '2'],
      outcome: { kind: 'contest', contest: '7', created: contestCreated(5), rank: null },
    });
    expect(done.submitting).toBe(false);
    expect(controls(done).submit).toBe(false);
    expect(controls(run(done, ...play('5'))).submit).toBe(true);
    // Undo and redo back to the accepted line: it is the submitted game again.
    expect(controls(run(done, { type: 'undo' }, { type: 'redo' })).submit).toBe(false);
  });

  it('reuses the idempotency key only for the same moves', () => {
    const s = run(fresh(), ...play('1'), { type: 'submit-start', key: 'k1' });
    const failed = run(s, { type: 'submit-answer', sent: ['1'], outcome: { kind: 'error', error: new Error('x') } });
    expect(reusableKey(failed)).toBe('k1');
    expect(reusableKey(run(failed, ...play('2')))).toBeNull();
  });

  it('marks the move the server rejected until the game changes', () => {
    const s = run(fresh(), ...play('1', '2'), { type: 'submit-start', key: 'k' });
    const outcome = submitFailure(new ApiError(422, { detail: 'no', moveIndex: 1, reason: 'bad' }), ['1', '2'], false);
    const rejected = run(s, { type: 'submit-answer', sent: ['1', '2'], outcome });
    expect(rejected.rejected).toEqual({ moveIndex: 1, move: '2', reason: 'bad' });
    expect(controls(rejected).submit).toBe(true);
    const after = run(rejected, { type: 'undo' });
    expect(after.rejected).toBeNull();
    expect(after.result).toBeNull();
  });

  it('ignores a contest rank that arrives after its result was replaced', () => {
    const s = run(
      fresh(),
      ...play('1'),
      { type: 'submit-start', key: 'k' },
      {
        type: 'submit-answer',
        sent: ['1'],
        outcome: { kind: 'contest', contest: '7', created: contestCreated(5), rank: null },
      },
    );
    expect(run(s, { type: 'contest-rank', submission: 5, rank: '2nd' }).result).toMatchObject({ rank: '2nd' });
    expect(run(s, { type: 'contest-rank', submission: 4, rank: '9th' })).toBe(s);
    const moved = run(s, ...play('2'));
    expect(run(moved, { type: 'contest-rank', submission: 5, rank: '2nd' })).toBe(moved);
  });

  it('tells a screen reader the moves and the score', () => {
    const s = run(fresh(), ...play('3', '4'));
    expect(announcement(s.game.analysis)).toBe('2 moves, score 7');
    expect(announcement({ moveCount: 1, score: 5, terminal: true })).toBe('1 moves, score 5, game over');
  });
});

describe('a submission refused', () => {
  const e = (status: number, problem: Record<string, unknown> = {}, retryAfter: string | null = null) =>
    new ApiError(status, problem, retryAfter);

  it('asks to log in again when the session ended, in a contest too', () => {
    expect(submitFailure(e(401), ['1'], true)).toEqual({ kind: 'session-ended' });
  });

  it('says when a contest may be tried again, and only a contest says so', () => {
    const now = Date.parse('2031-01-01T10:00:00Z');
    expect(submitFailure(e(429, { detail: 'slow' }, 'Wed, 01 Jan 2031 10:00:30 GMT'), ['1'], true, now)).toEqual({
      kind: 'rate-limit',
      retryIn: 30,
      detail: 'slow',
    });
    expect(submitFailure(e(429, { detail: 'slow' }), ['1'], false).kind).toBe('error');
  });

  it('tells a contest refusal from a rejected move', () => {
    expect(submitFailure(e(403), ['1'], true)).toEqual({
      kind: 'forbidden',
      detail: 'You may not submit to this contest.',
    });
    expect(submitFailure(e(409, { detail: 'ended' }), ['1'], true)).toEqual({ kind: 'window', detail: 'ended' });
    expect(submitFailure(e(422, { title: 'Not an instance' }), ['1'], true)).toEqual({
      kind: 'instance',
      detail: 'Not an instance',
    });
    expect(submitFailure(e(422, { detail: 'd', moveIndex: 0 }), ['7'], true)).toEqual({
      kind: 'rejected',
      error: { moveIndex: 0, move: '7', reason: 'd' },
    });
  });
});

describe('contest mode', () => {
  const row = (account: string, kind: string, name: string, rank: number | null, reference = false): ScoreRow => ({
    rank,
    participant: { kind, name, account },
    reference,
    score: 1,
    rawTotal: 1,
    results: 1,
    cells: [],
  });
  const viewer = (kind: string, botName: string | null = null): Me => ({ id: 1, username: 'ann', kind, botName });

  it('reads the viewer\u2019s rank from their own row: the person, or the bot submitting', () => {
    const b = { rows: [row('ann', 'bot', 'b1', 1), row('ann', 'person', 'ann', 2)] } as Scoreboard;
    expect(contestRank(b, viewer('person'))).toBe('2nd');
    expect(contestRank(b, viewer('bot', 'b1'))).toBe('1st');
    expect(contestRank(b, null)).toBe('–');
    // During a freeze the own results beside the frozen board say it.
    expect(contestRank({ ...b, you: [row('ann', 'person', 'ann', 3)] }, viewer('person'))).toBe('3rd');
  });

  it('says what keeps the viewer from playing this instance in the contest', () => {
    const c = {
      phase: 'running',
      botsAllowed: false,
      instancesVisible: true,
      instances: [{ index: 0, label: 'A', game: 'samegame', instance: 'standard/1' }],
      you: { registered: false },
    } as unknown as Contest;
    expect(contestMode(c, 'samegame', 'standard/1')).toEqual({
      label: 'A',
      botsRefused: true,
      notRegistered: true,
      wrongInstance: false,
    });
    expect(contestMode({ ...c, phase: 'ended' }, 'samegame', 'standard/2')).toEqual({
      label: null,
      botsRefused: false,
      notRegistered: false,
      wrongInstance: true,
    });
  });
});
