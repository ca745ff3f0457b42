/**
 * A player's rating history: its rating after each counted game (the line, one point a game) inside
 * its 95% interval (the band, rating ± 1.96 RD), against the number of games. The y axis spans the
 * band, so a rating that settles and a band that narrows are both visible. Drawn at the width it
 * has (fitChart), so its 11 px text stays 11 px on a phone.
 */
import { s } from '../lib/dom';
import { linearScale, linearTicks } from '../lib/chart';
import { fitChart } from '../lib/fitChart';

export interface RatingPoint {
  rating: number;
  deviation: number;
}

export const RATING_CHART_UNITS = 640;
const H = 260;
const M = { left: 48, right: 12, top: 12, bottom: 36 };

/** The y domain: the band's lowest and highest, rounded out to 50s. */
export function ratingDomain(points: readonly RatingPoint[], z = 1.96): [number, number] {
  if (points.length === 0) return [1000, 2000];
  const lo = Math.min(...points.map((p) => p.rating - z * p.deviation));
  const hi = Math.max(...points.map((p) => p.rating + z * p.deviation));
  return [Math.floor(lo / 50) * 50, Math.max(Math.ceil(hi / 50) * 50, Math.floor(lo / 50) * 50 + 50)];
}

function draw(points: readonly RatingPoint[], w: number, z: number): SVGSVGElement {
  const svg = s('svg', {
    class: 'chart-svg',
    viewBox: `0 0 ${w} ${H}`,
    role: 'img',
    'aria-label': 'Rating after each game, with its 95% interval',
    'data-testid': 'arena-rating-chart',
  });
  const x = linearScale([0, Math.max(1, points.length)], [M.left, w - M.right]);
  const y = linearScale(ratingDomain(points, z), [H - M.bottom, M.top]);
  const axes = s('g');
  for (const t of linearTicks(y.domain, 5)) {
    axes.append(
      s('line', { class: 'chart-gridline', x1: M.left, x2: w - M.right, y1: y(t), y2: y(t) }),
      s('text', { class: 'chart-tick', x: M.left - 6, y: y(t) + 4, 'text-anchor': 'end' }, String(Math.round(t))),
    );
  }
  const xTicks = linearTicks(
    [0, Math.max(1, points.length)],
    Math.max(2, Math.floor((w - M.left - M.right) / 60)),
  ).filter((t) => Number.isInteger(t));
  for (const t of xTicks) {
    axes.append(s('text', { class: 'chart-tick', x: x(t), y: H - M.bottom + 16, 'text-anchor': 'middle' }, String(t)));
  }
  axes.append(
    s('line', { class: 'chart-axis', x1: M.left, x2: w - M.right, y1: H - M.bottom, y2: H - M.bottom }),
    s('text', { class: 'chart-tick', x: (M.left + w - M.right) / 2, y: H - 4, 'text-anchor': 'middle' }, 'games'),
  );
  svg.append(axes);
  if (points.length === 0) {
    svg.append(s('text', { class: 'chart-tick', x: w / 2, y: H / 2, 'text-anchor': 'middle' }, 'No counted game yet'));
    return svg;
  }
  const upper = points.map((p, i) => `${x(i + 1).toFixed(1)},${y(p.rating + z * p.deviation).toFixed(1)}`);
  const lower = points.map((p, i) => `${x(i + 1).toFixed(1)},${y(p.rating - z * p.deviation).toFixed(1)}`).reverse();
  svg.append(
    s('path', {
      class: 'arena-band',
      d: `M${upper.join('L')}L${lower.join('L')}Z`,
      'data-testid': 'arena-rating-band',
    }),
    s('path', {
      class: 'chart-line',
      d: `M${points.map((p, i) => `${x(i + 1).toFixed(1)},${y(p.rating).toFixed(1)}`).join('L')}`,
      'data-testid': 'arena-rating-line',
      'data-points': points.length,
    }),
  );
  return svg;
}

/** The chart, redrawn at the width it has on the screen. */
export function ratingChart(points: readonly RatingPoint[], z = 1.96): ReturnType<typeof fitChart> {
  return fitChart((units) => draw(points, units, z), RATING_CHART_UNITS);
}
