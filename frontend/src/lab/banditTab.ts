/**
 * The bandit race: random, epsilon-greedy and UCB1 on Bernoulli arms you set, many seeded runs
 * each, the mean cumulative regret drawn against pulls with UCB1's bound (Auer, Cesa-Bianchi and
 * Fischer 2002) beside it, and a note computed from the race that says what the chart shows. On a
 * phone the chart is drawn at the width it has (its legend under it), so that its text stays 11 px.
 */
import { h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabEngine, LabError, WorkerRunner, type BanditResult } from './engine';
import type { fittedLineChart } from './lineChart';
import { banditNote, banditTable, regretChart } from './banditView';
import { raceStatus } from './banditModel';
import { labInputs } from './labInputs';

export function mountBandits(root: HTMLElement, search: string): () => void {
  const params = new URLSearchParams(search);
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  const { inputs, fields } = labInputs('bandit', {
    arms: {
      label: 'Arms (win probabilities)',
      value: params.get('arms') ?? '0.1,0.3,0.5,0.7,0.9',
      attrs: { type: 'text' },
    },
    pulls: {
      label: 'Pulls',
      value: params.get('pulls') ?? '20000',
      attrs: { type: 'number', min: 10, max: 1_000_000 },
    },
    runs: {
      label: 'Runs per policy',
      value: params.get('runs') ?? '40',
      attrs: { type: 'number', min: 1, max: 10_000 },
    },
    eps: {
      label: 'Epsilon',
      value: params.get('epsilon') ?? '0.1',
      attrs: { type: 'number', min: 0, max: 1, step: 0.01 },
    },
    seed: { label: 'Seed', value: params.get('seed') ?? '1', attrs: { type: 'number', min: 0 } },
  });
  const run = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'bandit-run' }, 'Run the race');
  const error = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'bandit-error' });
  const status = h('p', { class: 'lab-status', role: 'status', 'data-testid': 'bandit-status' });
  const chartSlot = h('div', { class: 'lab-chart-slot' });
  const note = h('div', { class: 'lab-explain', 'data-testid': 'bandit-note' });
  const table = h('div', { class: 'table-wrap' });
  let chart: ReturnType<typeof fittedLineChart> | null = null;

  async function race(): Promise<void> {
    const pulls = Number(inputs.pulls.value);
    const runs = Number(inputs.runs.value);
    const epsilon = Number(inputs.eps.value);
    const seed = Number(inputs.seed.value);
    setText(error, '');
    const q = new URLSearchParams({
      arms: inputs.arms.value.trim(),
      pulls: String(pulls),
      runs: String(runs),
      epsilon: String(epsilon),
      seed: String(seed),
    });
    history.replaceState(history.state, '', `/lab/bandits?${q.toString()}`);
    if (pulls * runs > 50_000_000) {
      setText(
        error,
        `pulls × runs is at most 50,000,000 in the browser (${formatInt(pulls * runs)} asked); bin/arena bandit runs bigger races.`,
      );
      return;
    }
    run.disabled = true;
    setText(status, `Racing: 3 policies × ${formatInt(runs)} runs each, ${formatInt(pulls)} pulls a run…`);
    const started = performance.now();
    try {
      const r = await engine.bandit(inputs.arms.value.trim(), pulls, runs, seed, epsilon, Math.SQRT2);
      setText(status, raceStatus(runs, r.policies.length, pulls, (performance.now() - started) / 1000));
      show(r);
    } catch (e) {
      if (e instanceof LabError && e.message === 'stopped') return;
      setText(status, '');
      setText(error, errorText(e));
    } finally {
      run.disabled = false;
    }
  }

  function show(r: BanditResult): void {
    chart?.dispose();
    chart = regretChart(r);
    replaceChildren(chartSlot, chart.el);
    chart.fit();
    replaceChildren(note, ...banditNote(r));
    replaceChildren(table, banditTable(r));
  }

  const form = h('form', { class: 'panel lab-controls', 'aria-label': 'The race' }, ...fields, run, error);
  // The browser's own check of a field blocks the run before race() is called: the error of an
  // earlier run (say, about the arms) would stay beside a form that is now wrong for another reason.
  form.addEventListener('invalid', () => setText(error, ''), true);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void race();
  });
  replaceChildren(
    root,
    h('div', { class: 'lab-bandits' }, form, h('section', { class: 'panel' }, status, chartSlot, note, table)),
  );
  return () => {
    runner.cancel();
    chart?.dispose();
  };
}
