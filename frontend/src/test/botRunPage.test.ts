import { describe, expect, it } from 'vitest';
import type { BotRunView } from '../lib/api';
import { applyRunMessage } from '../lib/botRunFeed';
import {
  bestFoundAt,
  budgetProgress,
  busyText,
  describeConfig,
  hostedCpuMs,
  outcomeText,
  runStartState,
} from '../lib/botRunPage';
import { botRunFixture } from './harness';
import { wire } from './wire';

const RUN = botRunFixture(5) as unknown as BotRunView;

describe('the bot run page\u2019s state', () => {
  it('starts from the stored run: its state, its best and how far it got', () => {
    const s = runStartState({
      ...RUN,
      best: { score: 7, moves: ['L', 'R'] },
      progress: { playouts: 900, elapsedMs: 2500, cpuMs: 0 },
    } as BotRunView);
    expect(s.state).toBe('running');
    expect(s.best).toEqual({ score: 7, moves: ['L', 'R'], elapsedMs: 0, playouts: 0 });
    expect(s.stats).toMatchObject({ playouts: 900, elapsedMs: 2500 });
    expect(runStartState(RUN).best).toBeNull();
  });

  it('says when the best was found, once the feed timed it', () => {
    const s = runStartState(RUN);
    expect(bestFoundAt(s)).toBe('–');
    const later = applyRunMessage(
      s,
      wire({ type: 'best', seq: 1, score: 6, moves: ['L'], elapsedMs: 2500, playouts: 1200 }),
    );
    expect(bestFoundAt(later.state)).toBe('2.50 s, 1.20k playouts');
    // A hosted bot's progress lines count no playouts: only the time.
    const hosted = applyRunMessage(
      s,
      wire({ type: 'best', seq: 1, score: 6, moves: ['L'], elapsedMs: 1450, playouts: 0 }),
    );
    expect(bestFoundAt(hosted.state)).toBe('1.45 s');
  });

  it('measures the budget by the larger of its parts, and a finished run used all of it', () => {
    const s = { ...runStartState(RUN), stats: { playouts: 10, playoutsPerSecond: 0, elapsedMs: 2500, phase: '' } };
    expect(budgetProgress(RUN, s)).toEqual({ pct: 25, text: '25% of the budget (10 s)' });
    const both = { ...RUN, playouts: 40 } as BotRunView;
    expect(budgetProgress(both, s).text).toBe('25% of the budget (10 s or 40 playouts)');
    expect(budgetProgress(RUN, { ...s, finished: { state: 'finished', stopReason: 'budget' } }).pct).toBe(100);
    expect(budgetProgress({ ...RUN, seconds: undefined } as BotRunView, s)).toEqual({ pct: 0, text: '' });
  });

  it('shows a hosted run no seed, and its budget used as the CPU time its bot used', () => {
    expect(describeConfig(RUN)).toBe('budget 10 s · seed 3');
    const hosted = { ...RUN, algorithm: 'hosted', seconds: undefined, cpuSeconds: 3, seed: 0 } as BotRunView;
    expect(describeConfig(hosted)).toBe('budget 3 CPU-s');
    const running = runStartState(hosted);
    expect(budgetProgress(hosted, running)).toEqual({ pct: 0, text: '0% of the budget (3 CPU-s)' });
    expect(budgetProgress(hosted, running, 1200)).toEqual({ pct: 40, text: '40% of the budget (3 CPU-s)' });
    // Finished by its answer: what it used, not 100%; a bot ended by the budget shows it spent.
    const finished = { ...running, finished: { state: 'finished', stopReason: 'completed' } };
    expect(budgetProgress(hosted, finished, 1234).pct).toBe(41.1);
    expect(budgetProgress(hosted, finished, 3080).pct).toBe(100);
    // The record's CPU time once an attempt ended, else the saved progress's.
    const progress = { ...hosted, progress: { playouts: 0, elapsedMs: 900, cpuMs: 700 } };
    expect(hostedCpuMs(progress)).toBe(700);
    const record = { verdict: 'ok', cpuMs: 1500, wallMs: 1600, peakMemoryBytes: 1 };
    const facts = { botId: 1, bot: 'b', owner: 'ann', version: 1, sha256: '', runtime: 'python', attempts: 1 };
    const ended = { ...progress, hosted: { ...facts, record } };
    expect(hostedCpuMs(ended)).toBe(1500);
    // Live, the feed's stats are newer than the saved progress; ended, the record is the last word.
    const live = applyRunMessage(
      running,
      wire({ type: 'stats', seq: 1, playouts: 0, playoutsPerSecond: 0, elapsedMs: 1100, phase: '', cpuMs: 950 }),
    ).state;
    expect(live.stats?.cpuMs).toBe(950);
    expect(hostedCpuMs(progress, live)).toBe(950);
    expect(hostedCpuMs(progress, running)).toBe(700);
    const over = applyRunMessage(live, wire({ type: 'finished', seq: 2, state: 'finished', elapsedMs: 1300 })).state;
    expect(over.stats?.cpuMs).toBe(950);
    expect(hostedCpuMs(ended, over)).toBe(1500);
    // A reference run's stats carry none.
    const reference = applyRunMessage(
      runStartState(RUN),
      wire({ type: 'stats', seq: 1, playouts: 5, playoutsPerSecond: 5, elapsedMs: 1000, phase: '' }),
    ).state;
    expect(reference.stats?.cpuMs).toBeUndefined();
  });

  it('says how a run ended', () => {
    expect(outcomeText({ state: 'finished', stopReason: 'budget' })).toBe('Finished (budget).');
    expect(outcomeText({ state: 'failed' })).toBe('Failed: unknown error.');
    expect(outcomeText({ state: 'interrupted' })).toContain('server restart');
    expect(outcomeText({ state: 'odd' })).toBe('odd');
  });

  it('says when a refused restart may be tried again', () => {
    expect(busyText('Too many runs.', '20')).toBe('Too many runs. (retry in 20 s)');
    expect(busyText('Too many runs.', null)).toBe('Too many runs.');
  });
});
