/**
 * What the bandit race shows once it is run: the regret chart, the note in words, and a table of
 * the regrets at each power of ten of pulls.
 */
import { h } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { BanditResult } from './engine';
import { fittedLineChart, type Series } from './lineChart';
import { regretRows, summarize } from './banditModel';

const TONES = ['lab-s0', 'lab-s1', 'lab-s2'];

/** Each policy's mean regret against pulls, and UCB1's bound dashed. */
export function regretChart(r: BanditResult): ReturnType<typeof fittedLineChart> {
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
  return fittedLineChart(series, {
    x: 'pulls',
    y: 'mean cumulative regret',
    label: 'Mean cumulative regret against pulls',
    testid: 'bandit-chart',
    yMax,
  });
}

/** The note: what regret is, and what this race's chart shows, computed from it. */
export function banditNote(r: BanditResult): HTMLElement[] {
  const last = r.checkpoints.length - 1;
  const sum = summarize(r);
  const pulls = r.checkpoints[last];
  return [
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
  ];
}

/** The regrets at the rows {@link regretRows} picks, each policy's mean with its standard error. */
export function banditTable(r: BanditResult): HTMLElement {
  const rows = regretRows(r.checkpoints);
  return h(
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
  );
}
