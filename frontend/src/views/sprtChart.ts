/**
 * A match's SPRT chart: the log-likelihood ratio after each pair (one point a pair) against the
 * games played, between the two bounds where the test stops (upper: H1, lower: H0). Drawn at the
 * width it has (fitChart), like the rating chart.
 */
import { s } from '../lib/dom';
import { linearScale, linearTicks } from '../lib/chart';
import { fitChart } from '../lib/fitChart';
import { sprtDomain } from '../lib/arenaMatchFormat';

const UNITS = 640;
const H = 260;
const M = { left: 48, right: 40, top: 12, bottom: 36 };

function draw(points: readonly [number, number][], lower: number, upper: number, maxGames: number, w: number) {
  const svg = s('svg', {
    class: 'chart-svg',
    viewBox: `0 0 ${w} ${H}`,
    role: 'img',
    'aria-label': 'Log-likelihood ratio after each pair, with the two bounds',
    'data-testid': 'sprt-chart',
  });
  const lastGames = points.length ? points[points.length - 1][0] : 0;
  const xMax = Math.max(2, Math.min(maxGames, Math.ceil((lastGames * 1.1) / 2) * 2));
  const x = linearScale([0, xMax], [M.left, w - M.right]);
  const y = linearScale(sprtDomain(points, lower, upper), [H - M.bottom, M.top]);
  const axes = s('g');
  for (const t of linearTicks(y.domain, 5)) {
    axes.append(
      s('line', { class: 'chart-gridline', x1: M.left, x2: w - M.right, y1: y(t), y2: y(t) }),
      s('text', { class: 'chart-tick', x: M.left - 6, y: y(t) + 4, 'text-anchor': 'end' }, t.toFixed(1)),
    );
  }
  for (const t of linearTicks([0, xMax], Math.max(2, Math.floor((w - M.left - M.right) / 60))).filter(Number.isInteger))
    axes.append(s('text', { class: 'chart-tick', x: x(t), y: H - M.bottom + 16, 'text-anchor': 'middle' }, String(t)));
  axes.append(
    s('line', { class: 'chart-axis', x1: M.left, x2: w - M.right, y1: H - M.bottom, y2: H - M.bottom }),
    s('text', { class: 'chart-tick', x: (M.left + w - M.right) / 2, y: H - 4, 'text-anchor': 'middle' }, 'games'),
  );
  for (const [b, name, id] of [
    [upper, 'H1', 'sprt-upper'],
    [lower, 'H0', 'sprt-lower'],
  ] as const) {
    axes.append(
      s('line', {
        class: 'chart-axis',
        'stroke-dasharray': '4 3',
        x1: M.left,
        x2: w - M.right,
        y1: y(b),
        y2: y(b),
        'data-testid': id,
        'data-value': b,
      }),
      s('text', { class: 'chart-tick', x: w - M.right + 4, y: y(b) + 4 }, name),
    );
  }
  svg.append(axes);
  if (points.length === 0) {
    svg.append(s('text', { class: 'chart-tick', x: w / 2, y: H / 2, 'text-anchor': 'middle' }, 'No pair played yet'));
    return svg;
  }
  const all: [number, number][] = [[0, 0], ...points];
  svg.append(
    s('path', {
      class: 'chart-line',
      d: `M${all.map(([g, l]) => `${x(g).toFixed(1)},${y(l).toFixed(1)}`).join('L')}`,
      'data-testid': 'sprt-line',
      'data-points': points.length,
    }),
  );
  return svg;
}

export function sprtChart(
  points: readonly [number, number][],
  lower: number,
  upper: number,
  maxGames: number,
): ReturnType<typeof fitChart> {
  return fitChart((units) => draw(points, lower, upper, maxGames, units), UNITS);
}
