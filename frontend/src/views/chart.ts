/**
 * The score-vs-time chart of a bot run, in SVG with a logarithmic time axis as in the papers'
 * figures. At most `maxPoints` points are drawn (downsampled per pixel column); the axes are
 * rebuilt only when their domain changes, the line on every update. On a phone it is drawn at the
 * width it has ({@link ScoreChart.resize}, with fitChart), so that its 11 px text stays 11 px;
 * then fewer times are named.
 */
import { clear, s } from '../lib/dom';
import {
  downsample,
  linearScale,
  linearTicks,
  logScale,
  logTicks,
  roomyTicks,
  scoreDomain,
  stepPath,
  timeDomain,
} from '../lib/chart';
import { formatTimeTick, formatValueTick } from '../lib/format';

/** The drawing's usual width in its own units (scaled to the panel's width on a desktop). */
export const SCORE_CHART_UNITS = 640;
const H = 300;
const M = { left: 56, right: 16, top: 14, bottom: 36 };
/** The width of a tick's label (11 px system-ui) a character, in the drawing's units, and the least room between two. */
const CHAR_WIDTH = 6.6;
const LABEL_GAP = 8;

export class ScoreChart {
  readonly el: SVGSVGElement;
  private readonly axes: SVGGElement;
  private readonly line: SVGPathElement;
  private readonly dots: SVGGElement;
  private readonly now: SVGLineElement;
  private readonly empty: SVGTextElement;
  private axisKey = '';
  /** The drawing's width in its own units. */
  private w = SCORE_CHART_UNITS;
  /** The last update, drawn again at a new width. */
  private last: Parameters<ScoreChart['update']> | null = null;

  constructor(private readonly maxPoints = 300) {
    this.el = s('svg', {
      class: 'chart-svg',
      viewBox: `0 0 ${this.w} ${H}`,
      role: 'img',
      'aria-label': 'Best score against time, log time axis',
      'data-testid': 'score-chart',
    });
    this.axes = s('g');
    this.line = s('path', { class: 'chart-line', 'data-testid': 'chart-line' });
    this.dots = s('g');
    this.now = s('line', { class: 'chart-now', y1: M.top, y2: H - M.bottom, visibility: 'hidden' });
    this.empty = s(
      'text',
      { class: 'chart-tick', x: this.w / 2, y: H / 2, 'text-anchor': 'middle' },
      'No complete game yet',
    );
    this.el.append(this.axes, this.now, this.line, this.dots, this.empty);
  }

  /**
   * Draws the chart `units` wide in its own units (fitChart: the panel's width in pixels on a phone,
   * so that a unit is a pixel), the last update again; returns the drawing.
   */
  resize(units: number): SVGSVGElement {
    if (units !== this.w) {
      this.w = units;
      this.el.setAttribute('viewBox', `0 0 ${units} ${H}`);
      this.empty.setAttribute('x', String(units / 2));
      this.axisKey = '';
      if (this.last) this.update(...this.last);
    }
    return this.el;
  }

  /** points: [elapsedMs, score] at each new best; nowMs: the run's elapsed time. */
  update(points: readonly (readonly [number, number])[], nowMs: number, budgetMs: number | null): void {
    this.last = [points, nowMs, budgetMs];
    const W = this.w;
    const tDomain = timeDomain(points, nowMs, budgetMs);
    const sDomain = scoreDomain(points);
    const xs = logScale(tDomain, [M.left, W - M.right]);
    const ys = linearScale(sDomain, [H - M.bottom, M.top]);
    const key = `${tDomain.join(',')}|${sDomain.join(',')}`;
    if (key !== this.axisKey) {
      this.axisKey = key;
      this.drawAxes(xs.domain, ys.domain, xs, ys);
    }
    const pts = downsample(points, this.maxPoints);
    this.line.setAttribute('d', stepPath(pts, xs, ys, nowMs));
    this.el.dataset.points = String(pts.length);
    clear(this.dots);
    // Dots for the bests themselves while they are few enough to read.
    if (pts.length <= 60)
      for (const [t, v] of pts)
        this.dots.append(s('circle', { class: 'chart-point', cx: xs(t).toFixed(1), cy: ys(v).toFixed(1), r: 2.5 }));
    this.empty.setAttribute('visibility', points.length === 0 ? 'visible' : 'hidden');
    if (nowMs > 0) {
      const x = xs(Math.max(nowMs, tDomain[0])).toFixed(1);
      this.now.setAttribute('x1', x);
      this.now.setAttribute('x2', x);
      this.now.setAttribute('visibility', 'visible');
    }
  }

  private drawAxes(
    t: [number, number],
    v: [number, number],
    xs: (n: number) => number,
    ys: (n: number) => number,
  ): void {
    const W = this.w;
    const g = this.axes;
    clear(g);
    for (const tick of roomyTicks(logTicks(t), xs, formatTimeTick, CHAR_WIDTH, LABEL_GAP)) {
      const x = xs(tick);
      g.append(s('line', { class: 'chart-gridline', x1: x, x2: x, y1: M.top, y2: H - M.bottom }));
      g.append(
        s('text', { class: 'chart-tick', x, y: H - M.bottom + 16, 'text-anchor': 'middle' }, formatTimeTick(tick)),
      );
    }
    for (const tick of linearTicks(v, 5)) {
      const y = ys(tick);
      g.append(s('line', { class: 'chart-gridline', x1: M.left, x2: W - M.right, y1: y, y2: y }));
      g.append(
        s('text', { class: 'chart-tick', x: M.left - 6, y: y + 4, 'text-anchor': 'end' }, formatValueTick(tick)),
      );
    }
    g.append(s('line', { class: 'chart-axis', x1: M.left, x2: W - M.right, y1: H - M.bottom, y2: H - M.bottom }));
    g.append(s('line', { class: 'chart-axis', x1: M.left, x2: M.left, y1: M.top, y2: H - M.bottom }));
    g.append(
      s(
        'text',
        { class: 'chart-tick', x: (M.left + W - M.right) / 2, y: H - 4, 'text-anchor': 'middle' },
        'time (log scale)',
      ),
    );
    g.append(
      s(
        'text',
        {
          class: 'chart-tick',
          x: 12,
          y: (M.top + H - M.bottom) / 2,
          transform: `rotate(-90 12 ${(M.top + H - M.bottom) / 2})`,
          'text-anchor': 'middle',
        },
        'best score',
      ),
    );
  }
}
