/**
 * The bot run's figures: best score and when it was found, playouts, their average rate, elapsed
 * and CPU time, the budget's progress bar and the search's phase. Each part is set from the live
 * state when it changed.
 */
import { h, setText } from '../../lib/dom';
import type { HostedBotRunView } from '../../lib/hostedApi';
import { stat } from '../../lib/components';
import { averageRate, type RunLiveState } from '../../lib/botRunFeed';
import { bestFoundAt, budgetProgress, describeCpu, describeCpuMs, hostedCpuMs } from '../../lib/botRunPage';
import { formatCompact, formatDuration, formatInt } from '../../lib/format';

export interface RunStats {
  /** The figures' grid. */
  grid: HTMLElement;
  /** The budget's bar and its sentence. */
  progress: HTMLElement;
  phase: HTMLElement;
  showBest(state: RunLiveState): void;
  showStats(state: RunLiveState): void;
  /**
   * The CPU time the run spent as stored (a reference run's live feed carries none); nothing for a
   * wall-clock run. A hosted run's budget bar follows it too.
   */
  showCpu(stored: HostedBotRunView): void;
}

export function runStats(run: HostedBotRunView): RunStats {
  const hosted = !!run.hosted;
  const best = stat('Best score', 'best-score');
  const playouts = stat('Playouts', 'run-playouts');
  const rate = stat('Playouts / s (average)', 'run-rate');
  const elapsed = stat('Elapsed', 'run-elapsed');
  const bestMoves = stat('Best found at', 'best-at');
  bestMoves.value.classList.add('small');
  // A reference run's live feed carries no CPU time: the stored run's, refreshed when the run ends; a
  // hosted run's stats carry its bot's, shown as they come.
  const cpu = run.cpuSeconds ? stat('CPU time', 'run-cpu') : null;
  if (cpu) setText(cpu.value, describeCpu(run));
  const bar = h('div', { class: 'progress-bar' });
  const progress = h(
    'div',
    {
      class: 'progress',
      role: 'progressbar',
      'aria-label': 'Budget used',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'data-testid': 'run-progress',
    },
    bar,
  );
  const progressText = h('span', { class: 'small muted', 'data-testid': 'run-progress-text' });
  // The stored run as last fetched (a hosted run's CPU time is in it) and the live state last shown.
  let stored: HostedBotRunView = run;
  let shown: RunLiveState | null = null;
  const showBudget = (state: RunLiveState) => {
    shown = state;
    const { pct, text } = budgetProgress(run, state, hostedCpuMs(stored, state));
    bar.style.width = `${pct}%`;
    progress.setAttribute('aria-valuenow', String(pct));
    setText(progressText, text);
  };
  const phase = h('p', { class: 'phase', 'data-testid': 'run-phase' });
  return {
    // A hosted bot reports its bests, not its playouts: those figures would read 0.
    grid: h(
      'div',
      { class: 'stats-grid' },
      best.el,
      hosted ? null : [playouts.el, rate.el],
      elapsed.el,
      cpu?.el ?? null,
      bestMoves.el,
    ),
    progress: h('div', { style: 'margin-top:0.75rem' }, progress, progressText),
    phase,
    showBest(state) {
      setText(best.value, state.best ? formatInt(state.best.score) : '–');
      setText(bestMoves.value, bestFoundAt(state));
    },
    showStats(state) {
      const st = state.stats;
      setText(playouts.value, st ? formatCompact(st.playouts) : '–');
      const avg = averageRate(st);
      setText(rate.value, avg ? formatCompact(avg) : '–');
      setText(elapsed.value, st ? formatDuration(st.elapsedMs) : '–');
      setText(phase, st?.phase ?? '');
      if (cpu && st?.cpuMs !== undefined) setText(cpu.value, describeCpuMs(st.cpuMs, run.cpuSeconds));
      showBudget(state);
    },
    showCpu(ended) {
      stored = ended;
      if (cpu) setText(cpu.value, describeCpu(ended));
      if (shown) showBudget(shown);
    },
  };
}
