/**
 * The bandit race's and the sweep's charts on a phone: drawn at the width they have, their legend
 * under the drawing in HTML instead of in its right margin; at their usual 640 units (a desktop)
 * the drawing is the one it always was.
 */
import { describe, expect, it } from 'vitest';
import { fittedLineChart, lineChart, lineChartAt, type ChartAxes, type Series } from '../lab/lineChart';

const SERIES: Series[] = [
  {
    name: 'C = 0',
    tone: 'lab-s0',
    points: [
      [10, 50],
      [100, 50],
      [1000, 40],
    ],
  },
  {
    name: 'C = 1.414',
    tone: 'lab-s1',
    points: [
      [10, 50],
      [100, 25],
      [1000, 5],
    ],
  },
  {
    name: 'UCB1 bound',
    tone: 'lab-s3',
    points: [
      [10, 90],
      [100, 60],
      [1000, 30],
    ],
    dashed: true,
  },
];
const AXES: ChartAxes = {
  x: 'simulations per move',
  y: 'UCT loss rate (%)',
  yMax: 100,
  label: 'Loss rate against the perfect player by simulations',
  testid: 'sweep-chart',
};

const texts = (el: Element) => [...el.querySelectorAll('text')].map((t) => t.textContent);

describe('a lab chart with its legend', () => {
  it('is the usual drawing, legend inside, at its usual 640 units', () => {
    const desktop = lineChartAt(SERIES, AXES, 640);
    expect(desktop.tagName).toBe('svg');
    expect(desktop.getAttribute('viewBox')).toBe('0 0 640 320');
    expect(desktop.outerHTML).toBe(lineChart(SERIES, AXES).outerHTML);
    expect(texts(desktop)).toContain('C = 1.414');
  });

  it('puts its legend under a phone’s narrower drawing, in HTML, and wraps the long axis title', () => {
    // A 320 px phone's panel: 254 px, drawn at 254 units, a unit a pixel.
    const phone = lineChartAt(SERIES, AXES, 254);
    const svg = phone.querySelector('svg')!;
    expect(svg.getAttribute('data-testid')).toBe('sweep-chart');
    expect(svg.getAttribute('viewBox')).toBe('0 0 254 320');
    // No legend in the drawing: its names are in the list under it, with their line samples.
    expect(texts(svg)).not.toContain('C = 1.414');
    const legend = phone.querySelector('[data-testid="sweep-chart-legend"]')!;
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'C = 0',
      'C = 1.414',
      'UCB1 bound',
    ]);
    expect(legend.querySelector('.lab-dashed')).not.toBeNull();
    // The series are all drawn, each line's test id as on a desktop.
    expect(svg.querySelector('[data-testid="series-ucb1-bound"]')).not.toBeNull();
    // "simulations per move (log scale)" is longer than the plot's 174 units: two lines.
    const title = [...svg.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(title).toEqual(['simulations per move (log', 'scale)']);
    for (const line of title) expect(line!.length * 6.6).toBeLessThanOrEqual(254 - 60 - 20);
    // The 390 px phone's 324 units too; anything narrower than 640.
    expect(lineChartAt(SERIES, AXES, 324).querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 324 320');
    expect(lineChartAt(SERIES, AXES, 639).tagName).toBe('DIV');
  });

  it('is drawn at its usual 640 units, legend inside, until it has a width', () => {
    const chart = fittedLineChart(SERIES, AXES);
    document.body.append(chart.el);
    // jsdom lays nothing out: 0 px, the usual drawing.
    chart.fit();
    const svg = chart.el.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 640 320');
    expect(chart.el.querySelector('[data-testid="sweep-chart-legend"]')).toBeNull();
    chart.dispose();
    chart.el.remove();
  });
});
