/** A suite's figures in words: a mean with its 95 % confidence interval, a suite run's progress. */
import type { SuiteRun } from './hostedApi';
import { formatInt } from './format';

/** One decimal for a mean of several runs, none for a single run's score (it is an integer). */
function number(n: number): string {
  return Number.isInteger(n)
    ? formatInt(n)
    : n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

/** "1,234.5 ± 56.2"; just the mean when there is no interval (fewer than two runs). */
export function meanWithCi(mean: number, ci95: number | null): string {
  return ci95 === null ? number(mean) : `${number(mean)} \u00b1 ${number(ci95)}`;
}

/** "3 of 20 runs ended": a suite run's bot runs that are over, whatever their end. */
export function suiteRunProgress(run: SuiteRun): string {
  const ended = run.runs.filter((r) => !['pending', 'queued', 'running'].includes(r.state)).length;
  return `${formatInt(ended)} of ${formatInt(run.runs.length)} runs ended`;
}
