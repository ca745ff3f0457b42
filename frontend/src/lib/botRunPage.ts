/**
 * The bot run page's words and figures without its DOM: the run's configuration and budget as
 * read under its name, the live state it starts from (the stored run), the budget's progress, the
 * outcome's sentence and a refused restart's. lib/botRunFeed applies the live messages;
 * pages/botrun/ draws what these say.
 */
import type { BotRunView } from './api';
import type { HostedBotRunView } from './hostedApi';
import { budgetFraction, emptyRun, isEnded, type RunFinished, type RunLiveState } from './botRunFeed';
import { formatCompact, formatDuration, formatInt } from './format';

/**
 * What the run's name does not say: the name is the bot's configuration (algorithm, level, beams,
 * policy), so the line under it gives only the budget, the threads and the seed (the header once
 * stated the configuration twice). A hosted run has no seed: its program decides its own randomness.
 */
export function describeConfig(r: BotRunView): string {
  const parts: string[] = [];
  const budget = budgetParts(r);
  if (budget.length === 1) parts.push(`budget ${budget[0]}`);
  if (budget.length === 2) parts.push(`budget ${budget[0]} or ${budget[1]}, whichever ends first`);
  if (r.threads > 1) parts.push(`${r.threads} threads`);
  if (r.algorithm !== 'hosted') parts.push(`seed ${r.seed}`);
  return parts.join(' · ');
}

/** The budget's limits as asked, e.g. ["30 CPU-s", "5,000 playouts"]. */
export function budgetParts(r: BotRunView): string[] {
  return [
    r.seconds ? `${r.seconds} s` : null,
    r.cpuSeconds ? `${r.cpuSeconds} CPU-s` : null,
    r.playouts ? `${formatInt(r.playouts)} playouts` : null,
  ].filter((p): p is string => p !== null);
}

/** The CPU time a CPU-budgeted run spent, as last saved: "12.0 s of 30 CPU-s". */
export function describeCpu(r: BotRunView): string {
  return describeCpuMs(r.progress.cpuMs, r.cpuSeconds);
}

/** CPU time against a CPU budget: "12.0 s of 30 CPU-s". */
export function describeCpuMs(cpuMs: number | undefined, cpuSeconds: number | undefined): string {
  return `${formatDuration(cpuMs)} of ${cpuSeconds} CPU-s`;
}

/** The live state before the first message: the stored run's state, best and progress. */
export function runStartState(run: BotRunView): RunLiveState {
  return {
    ...emptyRun(),
    state: run.state,
    name: run.name,
    game: run.game,
    instance: run.instance,
    best: run.best?.moves ? { score: run.best.score, moves: run.best.moves, elapsedMs: 0, playouts: 0 } : null,
    stats: { playouts: run.progress.playouts, playoutsPerSecond: 0, elapsedMs: run.progress.elapsedMs, phase: '' },
  };
}

/**
 * When the best was found: "2.50 s, 1.2k playouts", or "–" before (or without) a timed best; just
 * the time from a bot that counts no playouts (a hosted bot's progress lines carry none).
 */
export function bestFoundAt(state: RunLiveState): string {
  if (!state.best || !state.best.elapsedMs) return '–';
  const at = formatDuration(state.best.elapsedMs);
  return state.best.playouts ? `${at}, ${formatCompact(state.best.playouts)} playouts` : at;
}

/**
 * The CPU time a hosted run's bot used as last known: while it runs, the live feed's (its stats
 * carry it) or else the saved progress's; once it ended, its record's (the sandbox's last look).
 */
export function hostedCpuMs(stored: HostedBotRunView, state?: RunLiveState): number | undefined {
  const live = state?.stats?.cpuMs;
  if (state && !isEnded(state.state)) return live ?? stored.progress.cpuMs;
  return stored.hosted?.record?.cpuMs ?? live ?? stored.progress.cpuMs;
}

/**
 * The budget used in percent (to a tenth; 0 without a budget to measure) and its sentence ("" then):
 * a reference run finished by its budget is at 100 % whatever the last stats said. A hosted run's
 * is its bot's CPU time (`cpuMs`, the latest measured) over its CPU budget, however it ended: a bot
 * that answers early used less than all of it.
 */
export function budgetProgress(run: BotRunView, state: RunLiveState, cpuMs?: number): { pct: number; text: string } {
  let frac: number | null;
  if (run.algorithm === 'hosted') {
    frac = run.cpuSeconds ? Math.max(0, Math.min(1, (cpuMs ?? 0) / (run.cpuSeconds * 1000))) : null;
  } else {
    frac = budgetFraction({ seconds: run.seconds, playouts: run.playouts }, state.stats);
    if (state.finished && state.finished.state === 'finished') frac = 1;
  }
  const pct = frac === null ? 0 : Math.round(frac * 1000) / 10;
  return { pct, text: frac === null ? '' : `${pct}% of the budget (${budgetParts(run).join(' or ')})` };
}

/** How the run ended, in a sentence. */
export function outcomeText(f: RunFinished): string {
  const texts: Record<string, string> = {
    finished: `Finished (${f.stopReason ?? 'done'}).`,
    cancelled: 'Cancelled by its owner; the best is kept in the run, not entered on the leaderboard.',
    failed: `Failed: ${f.error ?? 'unknown error'}.`,
    interrupted: 'Interrupted by a server restart; the best is kept: run it again or resume.',
  };
  return texts[f.state] ?? f.state;
}

/** A restart refused for too many runs going, with when to retry. */
export function busyText(detail: string, retryAfter: string | null): string {
  return `${detail}${retryAfter ? ` (retry in ${retryAfter} s)` : ''}`;
}
