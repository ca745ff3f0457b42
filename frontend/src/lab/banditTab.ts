/**
 * The bandit race: random, epsilon-greedy and UCB1 on Bernoulli arms you set, many seeded runs
 * each, the mean cumulative regret drawn against pulls with UCB1's bound (Auer, Cesa-Bianchi and
 * Fischer 2002) beside it, and a note computed from the race that says what the chart shows. On a
 * phone the chart is drawn at the width it has (its legend under it), so that its text stays 11 px.
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabEngine, LabError, WorkerRunner, type BanditResult } from './engine';
import { fittedLineChart, type Series } from './lineChart';
import { summarize } from './banditModel';

const TONES = ['lab-s0', 'lab-s1', 'lab-s2'];

export function mountBandits(root: HTMLElement, search: string): () => void {
  const params = new URLSearchParams(search);
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  const armsInput = h('input', {
    id: 'bandit-arms',
    type: 'text',
    value: params.get('arms') ?? '0.1,0.3,0.5,0.7,0.9',
    'data-testid': 'bandit-arms',
  });
  const pullsInput = h('input', {
    id: 'bandit-pulls',
    type: 'number',
    min: 10,
    max: 1_000_000,
    value: params.get('pulls') ?? '20000',
    'data-testid': 'bandit-pulls',
  });
  const runsInput = h('input', {
    id: 'bandit-runs',
    type: 'number',
    min: 1,
    max: 10_000,
    value: params.get('runs') ?? '40',
    'data-testid': 'bandit-runs',
  });
  const epsInput = h('input', {
    id: 'bandit-eps',
    type: 'number',
    min: 0,
    max: 1,
    step: 0.01,
    value: params.get('epsilon') ?? '0.1',
    'data-testid': 'bandit-eps',
  });
  const seedInput = h('input', {
    id: 'bandit-seed',
    type: 'number',
    min: 0,
    value: params.get('seed') ?? '1',
    'data-testid': 'bandit-seed',
  });
  const run = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'bandit-run' }, 'Run the race');
  const error = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'bandit-error' });
  const status = h('p', { class: 'lab-status', role: 'status', 'data-testid': 'bandit-status' });
  const chartSlot = h('div', { class: 'lab-chart-slot' });
  const note = h('div', { class: 'lab-explain', 'data-testid': 'bandit-note' });
  const table = h('div', { class: 'table-wrap' });
  let chart: ReturnType<typeof fittedLineChart> | null = null;

  async function race(): Promise<void> {
    const pulls = Number(pullsInput.value);
    const runs = Number(runsInput.value);
    const epsilon = Number(epsInput.value);
    const seed = Number(seedInput.value);
    setText(error, '');
    const q = new URLSearchParams({
      arms: armsInput.value.trim(),
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
    setText(status, `Racing: ${formatInt(runs)} runs of ${formatInt(pulls)} pulls per policy…`);
    const started = performance.now();
    try {
      const r = await engine.bandit(armsInput.value.trim(), pulls, runs, seed, epsilon, Math.SQRT2);
      setText(
        status,
        `${formatInt(3 * runs)} runs of ${formatInt(pulls)} pulls in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
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
    const series: Series[] = r.policies.map((p, i) => ({
      name: p.name,
      tone: TONES[i % TONES.length],
      points: r.checkpoints.map((c, k) => [c, p.mean[k]] as const),
    }));
    series.push({
      name: 'UCB1 bound',
      tone: 'lab-s3',
      points: r.checkpoints.map((c, k) => [c, r.ucb1Bound[k]] as const),
      dashed: true,
    });
    // Random's regret grows linearly and would flatten the others: the axis is set by the rest, and
    // random's line leaves the chart at the top.
    const last = r.checkpoints.length - 1;
    const yMax =
      1.15 * Math.max(r.ucb1Bound[last], ...r.policies.filter((p) => p.name !== 'random').map((p) => p.mean[last]));
    chart?.dispose();
    chart = fittedLineChart(series, {
      x: 'pulls',
      y: 'mean cumulative regret',
      label: 'Mean cumulative regret against pulls',
      testid: 'bandit-chart',
      yMax,
    });
    replaceChildren(chartSlot, chart.el);
    chart.fit();
    const sum = summarize(r);
    const pulls = r.checkpoints[last];
    replaceChildren(
      note,
      h(
        'p',
        null,
        `Regret is what a policy loses against always pulling the best arm: the best mean minus the pulled arm's mean, summed over pulls (averaged over the runs).`,
      ),
      h(
        'ul',
        null,
        h(
          'li',
          null,
          `At short horizons (${formatInt(Math.min(100, pulls))} pulls) ${sum.leaderAtStart} has the least regret; at ${formatInt(pulls)} pulls, ${sum.leaderAtEnd}.`,
        ),
        sum.ucbOvertakes !== null
          ? h(
              'li',
              null,
              `UCB1 stays below epsilon-greedy from about ${formatInt(sum.ucbOvertakes)} pulls on: a constant epsilon keeps exploring forever, so its regret grows linearly, while UCB1's grows like log n (a straight line on this log axis).`,
            )
          : h('li', null, 'Within this horizon UCB1 does not get below epsilon-greedy: try more pulls.'),
        h(
          'li',
          null,
          `UCB1's regret is ${(sum.ucbToBound * 100).toFixed(1)} % of its bound, 8 Σ ln n / Δᵢ + (1 + π²/3) Σ Δᵢ (the dashed line): the bound holds with a wide margin.`,
        ),
        h(
          'li',
          null,
          `Random's regret is ${sum.randomToExpected.toFixed(3)} × its expectation, mean gap × pulls = ${r.meanGap.toFixed(3)} × ${formatInt(pulls)}.`,
        ),
      ),
    );
    // One row per power of ten (the checkpoint nearest to it) and the last.
    const picked = new Set<number>([last]);
    for (let p = 10; p < pulls; p *= 10) {
      let best = 0;
      r.checkpoints.forEach((c, k) => {
        if (Math.abs(Math.log(c / p)) < Math.abs(Math.log(r.checkpoints[best] / p))) best = k;
      });
      picked.add(best);
    }
    const rows = [...picked].sort((a, b) => a - b).map((k) => ({ c: r.checkpoints[k], k }));
    replaceChildren(
      table,
      h(
        'table',
        { class: 'lab-table', 'data-testid': 'bandit-table' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { class: 'num' }, 'Pulls'),
            r.policies.map((p) => h('th', { class: 'num' }, p.name)),
            h('th', { class: 'num' }, 'UCB1 bound'),
          ),
        ),
        h(
          'tbody',
          null,
          rows.map(({ c, k }) =>
            h(
              'tr',
              null,
              h('td', { class: 'num' }, formatInt(c)),
              // The standard error goes under the mean on a phone (styles.css), so that the table fits.
              r.policies.map((p) =>
                h(
                  'td',
                  { class: 'num' },
                  p.mean[k].toFixed(1),
                  h('span', { class: 'lab-se' }, ` ± ${p.standardError[k].toFixed(1)}`),
                ),
              ),
              h('td', { class: 'num' }, r.ucb1Bound[k].toFixed(1)),
            ),
          ),
        ),
      ),
    );
  }

  const form = h(
    'form',
    { class: 'panel lab-controls', 'aria-label': 'The race' },
    field('Arms (win probabilities)', armsInput).wrap,
    field('Pulls', pullsInput).wrap,
    field('Runs per policy', runsInput).wrap,
    field('Epsilon', epsInput).wrap,
    field('Seed', seedInput).wrap,
    run,
    error,
  );
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
