/**
 * A hosted run's record in words: why it ended (docs/HOSTED_BOTS.md, "Verdicts") with the details
 * that tell its author what to fix, and what it used against its caps.
 */
import type { RunRecord } from './hostedApi';
import { formatDuration, formatInt } from './format';
import { formatBytes } from './hostedUpload';

export interface VerdictWords {
  /** One line: what happened. */
  title: string;
  /** What the record adds (a move and the rules' reason, a line, the end of standard error). */
  detail: string | null;
  ok: boolean;
}

const bytes = (n: number | undefined) => (n === undefined ? 'its cap' : formatBytes(n));

export function verdictWords(r: RunRecord): VerdictWords {
  const words = (title: string, detail: string | null = null): VerdictWords => ({ title, detail, ok: false });
  switch (r.verdict) {
    case 'ok':
      return { title: `OK: the answer replays for a score of ${formatInt(r.score)}.`, detail: null, ok: true };
    case 'time':
      return words(
        `Out of time: the bot used more than its ${formatDuration(r.cpuMsBudget ?? r.limits?.cpuMs)} of CPU time before answering.`,
      );
    case 'illegal move':
      return words(
        `Illegal move: move ${r.moveIndex === undefined ? '?' : formatInt(r.moveIndex + 1)} (${r.move ?? '?'}) breaks the rules.`,
        r.reason ?? null,
      );
    case 'malformed output':
      return words(`Malformed output: ${r.reason ?? 'a line is not a protocol line'}.`, r.line ?? null);
    case 'crash':
      return words(`Crashed before answering (exit ${r.exit ?? 'unknown'}).`, r.stderr || null);
    case 'memory':
      return words(`Out of memory: the bot reached ${bytes(r.peakBytes)}, over the cap of ${bytes(r.capBytes)}.`);
    case 'output':
      return words(`Too much output: ${r.limit ?? 'output'} passed ${bytes(r.capBytes)}.`);
    case 'process limit':
      return words(`Process limit: the bot started nearly all of the ${formatInt(r.cap)} processes it may have.`);
    case 'no answer':
      return words(`No answer: the wall-clock cap of ${formatDuration(r.wallMsCap ?? r.limits?.wallMs)} passed.`);
    default:
      return words(`Ended: ${r.verdict}.`);
  }
}

/** "1.53 s of 10 CPU-s (15%)": the CPU time the bot's process tree used against its budget. */
export function cpuAgainstBudget(cpuMs: number, cpuSeconds: number | undefined): string {
  if (!cpuSeconds) return formatDuration(cpuMs);
  return `${formatDuration(cpuMs)} of ${cpuSeconds} CPU-s (${Math.round(cpuMs / (cpuSeconds * 10))}%)`;
}
