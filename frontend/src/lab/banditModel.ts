/**
 * What the bandit race's chart says, in words computed from the race itself: which policy leads at
 * the shortest and the longest horizon, where UCB1 overtakes epsilon-greedy, and how far UCB1's
 * regret stays under its bound.
 */
import { formatInt } from '../lib/format';
import type { BanditResult } from './engine';

export interface RaceSummary {
  leaderAtStart: string;
  leaderAtEnd: string;
  /** The first checkpoint from which UCB1's regret stays below epsilon-greedy's, or null. */
  ucbOvertakes: number | null;
  /** UCB1's regret over its bound at the last checkpoint (below 1: under the bound). */
  ucbToBound: number;
  /** Random's regret over its expectation, mean gap x pulls, at the last checkpoint. */
  randomToExpected: number;
}

const SHORT_HORIZON = 100;

export function summarize(r: BanditResult): RaceSummary {
  const last = r.checkpoints.length - 1;
  const early = Math.max(
    0,
    r.checkpoints.findIndex((c) => c >= SHORT_HORIZON),
  );
  const leader = (k: number) => r.policies.reduce((best, p) => (p.mean[k] < best.mean[k] ? p : best)).name;
  const ucb = r.policies.find((p) => p.name.startsWith('UCB1'));
  const eps = r.policies.find((p) => p.name.startsWith('epsilon'));
  const rnd = r.policies.find((p) => p.name === 'random');
  let overtakes: number | null = null;
  if (ucb && eps) {
    for (let k = last; k >= 0 && ucb.mean[k] < eps.mean[k]; k--) overtakes = r.checkpoints[k];
  }
  return {
    leaderAtStart: leader(early),
    leaderAtEnd: leader(last),
    ucbOvertakes: overtakes,
    ucbToBound: ucb ? ucb.mean[last] / r.ucb1Bound[last] : NaN,
    randomToExpected: rnd ? rnd.mean[last] / (r.meanGap * r.checkpoints[last]) : NaN,
  };
}

/** The table's rows: the checkpoint nearest each power of ten of pulls, and the last. */
export function regretRows(checkpoints: readonly number[]): { c: number; k: number }[] {
  const last = checkpoints.length - 1;
  const pulls = checkpoints[last];
  const picked = new Set<number>([last]);
  for (let p = 10; p < pulls; p *= 10) {
    let best = 0;
    checkpoints.forEach((c, k) => {
      if (Math.abs(Math.log(c / p)) < Math.abs(Math.log(checkpoints[best] / p))) best = k;
    });
    picked.add(best);
  }
  return [...picked].sort((a, b) => a - b).map((k) => ({ c: checkpoints[k], k }));
}

/**
 * The race's status line: each policy runs the same number of seeded runs, so the race's total is
 * three times the field's "runs per policy".
 */
export function raceStatus(runsPerPolicy: number, policies: number, pulls: number, seconds: number): string {
  return `${formatInt(policies)} policies × ${formatInt(runsPerPolicy)} runs each (${formatInt(policies * runsPerPolicy)} runs in all) of ${formatInt(pulls)} pulls in ${seconds.toFixed(1)} s.`;
}
