/**
 * The MCTS lab's small things that were wrong (issue 38): a curve leaving the bandit chart with
 * no mark, a status counting "120 runs" beside a field saying 40, a stale error left beside a form
 * the browser's own check blocked, a phase name in the URL refused without its "not".
 */
import { describe, expect, it } from 'vitest';
import { lineChart, type Series } from '../lab/lineChart';
import { raceStatus } from '../lab/banditModel';
import { mountBandits } from '../lab/banditTab';
import { readTraceSettings } from '../lab/settings';
import { searchSummary } from '../lab/session';
import { openingsText } from '../lab/introTab';

describe('a line that leaves the chart', () => {
  const series: Series[] = [
    {
      name: 'random',
      tone: 'lab-s0',
      points: [
        [1, 1],
        [10, 10],
        [100, 100],
        [1000, 1000],
      ],
    },
    {
      name: 'UCB1',
      tone: 'lab-s2',
      points: [
        [1, 1],
        [10, 5],
        [100, 8],
        [1000, 10],
      ],
    },
  ];
  const svg = lineChart(series, { x: 'pulls', y: 'regret', yMax: 50, label: 'Regret', testid: 'chart' });

  it('ends at the top edge with an arrow and its last value', () => {
    const off = svg.querySelector('[data-testid=series-random-off]');
    expect(off).not.toBeNull();
    expect(off?.querySelector('text')?.textContent).toBe('random ↑ 1k');
    expect(off?.querySelector('title')?.textContent).toContain('reaches 1k at 1k');
    // The line ends on the edge itself, where the arrow is.
    const d = svg.querySelector('[data-testid=series-random]')!.getAttribute('d')!;
    const lastY = Number(d.split(' ').pop());
    const arrowTip = off!
      .querySelector('path')!
      .getAttribute('d')!
      .match(/L([\d.]+) ([\d.]+)/)!;
    expect(lastY).toBeCloseTo(Number(arrowTip[2]), 0);
    // The crossing is between the last point under the edge and the first above, not at the latter.
    const xs = d.match(/[ML]([\d.]+)/g)!.map((m) => Number(m.slice(1)));
    expect(xs[xs.length - 1]).toBeGreaterThan(xs[xs.length - 2]);
  });

  it('marks nothing for a line that stays on the chart', () => {
    expect(svg.querySelector('[data-testid=series-ucb1-off]')).toBeNull();
  });
});

describe('the bandit race', () => {
  it('says the status in the field\u2019s terms: runs per policy, times three policies', () => {
    expect(raceStatus(40, 3, 20000, 1.234)).toBe(
      '3 policies × 40 runs each (120 runs in all) of 20,000 pulls in 1.2 s.',
    );
  });

  it('clears an earlier error when the browser\u2019s own check blocks the next run', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const unmount = mountBandits(root, '?pulls=1000000&runs=10000');
    const form = root.querySelector('form')!;
    const error = root.querySelector('[data-testid=bandit-error]')!;
    form.requestSubmit();
    expect(error.textContent).toMatch(/pulls × runs is at most/);
    (root.querySelector('[data-testid=bandit-runs]') as HTMLInputElement).value = '0';
    form.requestSubmit();
    expect(error.textContent).toBe('');
    unmount();
    root.remove();
  });
});

describe('the tree tab\u2019s URL', () => {
  it('says a phase it does not know is not one of the phases', () => {
    expect(readTraceSettings('?phase=foo').problems).toEqual([
      "phase: 'foo' is not one of selection, expansion, rollout, backup; selection is shown",
    ]);
  });
});

describe('what the engine\u2019s search says', () => {
  it('says a win proved by the solver at once was proved, not a 100 % win rate after 1 simulation', () => {
    const proved = searchSummary({
      move: '9',
      player: 'uct:sims=1000,c=1.414',
      simulations: 1,
      simulationsPerSecond: 0,
      children: [{ move: '9', visits: 1, value: 1, proven: 'win' }],
    });
    expect(proved).toBe(
      ': the solver inside the search proved it a win after 1 simulation, so the search stopped there (no win rate is estimated once the result is proven).',
    );
    expect(proved).not.toMatch(/win rate of|per second/);
    expect(
      searchSummary({
        move: '5',
        player: 'uct',
        simulations: 1000,
        simulationsPerSecond: 52000,
        children: [{ move: '5', visits: 600, value: 0.5512 }],
      }),
    ).toBe(' with a win rate of 55.1 % after 1,000 simulations (52,000 per second).');
  });
});

describe('the introduction', () => {
  it('says what the solver says of a corner and of the centre', () => {
    const text = openingsText(9, 9, { corner: 7, centre: 4 });
    expect(text).toContain('every opening is a draw');
    expect(text).toContain('after X takes a corner, 7 of O\u2019s 8 replies lose');
    expect(text).toContain('after X takes the centre, 4 do');
    expect(text).not.toContain('no better than a corner');
  });
});
