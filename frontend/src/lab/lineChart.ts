/**
 * A small multi-line chart in SVG for the lab: a logarithmic x axis (pulls, simulations) or named
 * steps (training stages, only every k-th named so that the names never overlap, some steps' points
 * hollow), a linear y axis from zero, a legend (in the drawing, or in HTML beside or under it:
 * {@link chartLegend}), dashed lines for reference curves (UCB1's bound). Each series keeps a test
 * id so a browser test can read what was drawn. A chart drawn at the width it has on the screen
 * ({@link fitChart}) keeps its 11 px text 11 px on a phone; axis titles too long for it wrap.
 */
import { h, s } from '../lib/dom';
import { linearScale, linearTicks, logScale, logTicks, roomyTicks } from '../lib/chart';
import { fitChart } from '../lib/fitChart';
import { formatValueTick } from '../lib/format';

export interface Series {
  name: string;
  points: readonly (readonly [number, number])[];
  dashed?: boolean;
  /** A CSS class for the line's colour (lab-s0 ... lab-s4). */
  tone: string;
}

const DEFAULT_W = 640;
const H = 320;
const MARGIN = { left: 60, right: 150, top: 14, bottom: 40 };
/** The right margin when the legend is not in the drawing: room for the last step's name. */
const RIGHT_BARE = 20;

/** The width of an axis label of the charts' ticks (11 px system-ui), in the drawing's units. */
const CHAR_WIDTH = 6.6;
/** The least room between two neighbouring step names. */
const LABEL_GAP = 12;
/** The least room between two neighbouring names of a log axis's ticks. */
const LOG_TICK_GAP = 6;
/** The distance between two lines of an axis title. */
const LINE_HEIGHT = 14;

/**
 * An axis title in lines of at most `maxChars` characters, broken between words (a word longer
 * than a line has a line of its own): "training stage (sup.: supervised; then self-play
 * generations)" is one line on a desktop's 480 units of plot, three on a 320 px phone's 174.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= maxChars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Every how many steps a step is named on an axis `width` units long so that no two names overlap:
 * the smallest of 1, 2, 5, 10, 20, 50... that leaves each name (the longest's width, and a gap) its
 * room. 38 stages named "sup.", "1" ... "37" on the learning curve's 480 units of plot: every 5th.
 */
export function stepLabelEvery(names: readonly string[], width: number): number {
  if (names.length === 0) return 1;
  const room = Math.max(...names.map((n) => n.length)) * CHAR_WIDTH + LABEL_GAP;
  const perStep = width / names.length;
  for (let decade = 1; ; decade *= 10)
    for (const k of [1, 2, 5]) if (k * decade * perStep >= room || k * decade >= names.length) return k * decade;
}

/** The legend as HTML, a line sample and the name of each series, to sit beside or under the chart. */
export function chartLegend(series: readonly Series[], testid: string, ...notes: HTMLElement[]): HTMLElement {
  return h(
    'ul',
    { class: 'lab-legend', 'data-testid': testid },
    series.map((ser) =>
      h(
        'li',
        null,
        s(
          'svg',
          { class: 'lab-legend-line', viewBox: '0 0 24 8', width: 24, height: 8, 'aria-hidden': 'true' },
          s('line', { x1: 1, x2: 23, y1: 4, y2: 4, class: `lab-line ${ser.tone}${ser.dashed ? ' lab-dashed' : ''}` }),
        ),
        ser.name,
      ),
    ),
    notes.map((n) => h('li', { class: 'lab-legend-note' }, n)),
  );
}

/** What {@link lineChart} is told about its axes, title, test id and legend. */
export type ChartAxes = Parameters<typeof lineChart>[1];

/**
 * A line chart drawn `units` wide, its legend where it has the room: in the drawing at its usual
 * 640 units (scaled up on a desktop, as it always was), in HTML under a narrower drawing
 * ({@link chartLegend}, test id `<testid>-legend`), whose 150 units of legend would leave the plot
 * no room on a phone.
 */
export function lineChartAt(series: readonly Series[], axes: ChartAxes, units: number): Element {
  if (units >= DEFAULT_W) return lineChart(series, { ...axes, legend: true, width: units });
  return h(
    'div',
    { class: 'lab-chart-under' },
    lineChart(series, { ...axes, legend: false, width: units }),
    chartLegend(series, `${axes.testid}-legend`),
  );
}

/**
 * A line chart with its legend ({@link lineChartAt}) drawn at the width it has ({@link fitChart}),
 * so that its 11 px text stays 11 px on a phone. Put it on the page, then call `fit()`; `dispose()`
 * when it is replaced or the page is left.
 */
export function fittedLineChart(
  series: readonly Series[],
  axes: ChartAxes,
): { el: HTMLElement; fit(): void; dispose(): void } {
  return fitChart((units) => lineChartAt(series, axes, units), DEFAULT_W);
}

export function lineChart(
  series: readonly Series[],
  axes: {
    x: string;
    y: string;
    yMax?: number;
    label: string;
    testid: string;
    yFormat?: (v: number) => string;
    /**
     * Named steps instead of a log axis: a point [i, y] sits at step xSteps[i], evenly spaced; only
     * every k-th step is named ({@link stepLabelEvery}), each has a tick.
     */
    xSteps?: readonly string[];
    /** Steps whose points are drawn hollow (a self-play generation that was not kept). */
    hollowSteps?: ReadonlySet<number>;
    /** False: no legend in the drawing (the page shows {@link chartLegend}), which widens the plot. */
    legend?: boolean;
    /**
     * The drawing's width in its own units (640); a narrower one makes its text larger on a phone
     * ({@link fitChart} draws it at the width it has).
     */
    width?: number;
  },
): SVGSVGElement {
  const W = axes.width ?? DEFAULT_W;
  const right = axes.legend === false ? RIGHT_BARE : MARGIN.right;
  // The axis titles wrap to the plot's width and height; each extra line of the x axis's title
  // takes room from the plot.
  const xTitle = wrapWords(axes.xSteps ? axes.x : `${axes.x} (log scale)`, (W - MARGIN.left - right) / CHAR_WIDTH);
  const bottom = MARGIN.bottom + (xTitle.length - 1) * LINE_HEIGHT;
  const yTitle = wrapWords(axes.y, (H - MARGIN.top - bottom) / CHAR_WIDTH);
  const M = { ...MARGIN, right, bottom };
  const all = series.flatMap((x) => x.points);
  const steps = axes.xSteps;
  // A log axis has no place for zero or less; a step axis counts from step 0.
  const onAxis = (p: readonly [number, number]) => (steps ? p[0] >= 0 && p[0] < steps.length : p[0] > 0);
  const xs = all.filter(onAxis).map((p) => p[0]);
  const x0 = xs.length ? Math.min(...xs) : 1;
  const x1 = xs.length ? Math.max(...xs, x0 * 10) : 10;
  const yTop = axes.yMax ?? Math.max(1e-9, ...all.map((p) => p[1])) * 1.05;
  const x = steps
    ? linearScale([-0.5, Math.max(1, steps.length) - 0.5], [M.left, W - M.right])
    : logScale([x0, x1], [M.left, W - M.right]);
  const every = steps ? stepLabelEvery(steps, W - M.right - M.left) : 1;
  const xTicks: [number, string][] = steps
    ? steps.flatMap((name, i): [number, string][] => (i % every === 0 ? [[i, name]] : []))
    : // A phone's narrower plot names fewer of the log axis's ticks (only powers of ten) if need be.
      roomyTicks(logTicks([x0, x1]), x, formatValueTick, CHAR_WIDTH, LOG_TICK_GAP).map((t) => [t, formatValueTick(t)]);
  const y = linearScale([0, yTop], [H - M.bottom, M.top]);
  const fmt = axes.yFormat ?? formatValueTick;
  const svg = s('svg', {
    class: 'chart-svg lab-chart',
    viewBox: `0 0 ${W} ${H}`,
    role: 'img',
    'aria-label': axes.label,
    'data-testid': axes.testid,
    'data-label-every': steps ? every : null,
  });
  for (const t of linearTicks([0, yTop], 5)) {
    svg.appendChild(s('line', { x1: M.left, x2: W - M.right, y1: y(t), y2: y(t), class: 'chart-gridline' }));
    svg.appendChild(s('text', { x: M.left - 6, y: y(t) + 4, class: 'chart-tick', 'text-anchor': 'end' }, fmt(t)));
  }
  for (const [t, name] of xTicks) {
    svg.appendChild(s('line', { x1: x(t), x2: x(t), y1: M.top, y2: H - M.bottom, class: 'chart-gridline' }));
    svg.appendChild(s('text', { x: x(t), y: H - M.bottom + 16, class: 'chart-tick', 'text-anchor': 'middle' }, name));
  }
  // Every step has its tick on the axis, named or not.
  if (steps)
    steps.forEach((_, i) =>
      svg.appendChild(s('line', { x1: x(i), x2: x(i), y1: H - M.bottom, y2: H - M.bottom + 4, class: 'chart-axis' })),
    );
  svg.appendChild(s('line', { x1: M.left, x2: W - M.right, y1: H - M.bottom, y2: H - M.bottom, class: 'chart-axis' }));
  svg.appendChild(s('line', { x1: M.left, x2: M.left, y1: M.top, y2: H - M.bottom, class: 'chart-axis' }));
  svg.appendChild(
    s(
      'text',
      {
        x: (M.left + W - M.right) / 2,
        y: H - 6 - (xTitle.length - 1) * LINE_HEIGHT,
        class: 'chart-tick',
        'text-anchor': 'middle',
      },
      xTitle.map((line, i) => s('tspan', { x: (M.left + W - M.right) / 2, dy: i === 0 ? null : LINE_HEIGHT }, line)),
    ),
  );
  const yMid = (M.top + H - M.bottom) / 2;
  // The first line 14 units from the edge, a second one nearer the axis (the margin has room for it).
  yTitle.forEach((line, i) => {
    const lx = 14 + i * (LINE_HEIGHT - 1);
    svg.appendChild(
      s(
        'text',
        { x: lx, y: yMid, class: 'chart-tick', 'text-anchor': 'middle', transform: `rotate(-90 ${lx} ${yMid})` },
        line,
      ),
    );
  });
  series.forEach((ser, i) => {
    // A line that rises above the axis ends where it crosses the top edge, and a mark there says
    // it goes on: an arrow and its last value (the rest of it is off the chart).
    const positive = ser.points.filter(onAxis);
    const over = positive.findIndex((p) => p[1] > yTop);
    const pts = over < 0 ? positive : positive.slice(0, over + 1);
    if (pts.length > 0) {
      const xy = pts.map((p) => [x(p[0]), y(p[1])] as [number, number]);
      if (over > 0) {
        // The exact crossing of the last segment with the top edge, on the screen's straight line.
        const [xa, ya] = xy[xy.length - 2];
        const [xb, yb] = xy[xy.length - 1];
        const top = y(yTop);
        xy[xy.length - 1] = [xa + ((xb - xa) * (top - ya)) / (yb - ya), top];
      } else if (over === 0) {
        xy[0] = [xy[0][0], y(yTop)];
      }
      const d = xy.map(([px, py], k) => `${k === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`).join('');
      const testid = `series-${ser.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      svg.appendChild(
        s('path', {
          d,
          class: `lab-line ${ser.tone}${ser.dashed ? ' lab-dashed' : ''}`,
          'data-testid': testid,
          'data-points': pts.length,
          'data-last': positive[positive.length - 1][1],
        }),
      );
      if (over >= 0) {
        const [ex, ey] = xy[xy.length - 1];
        const last = positive[positive.length - 1];
        const text = `${ser.name} ↑ ${formatValueTick(last[1])}`;
        svg.appendChild(
          s(
            'g',
            { class: `lab-off ${ser.tone}`, 'data-testid': `${testid}-off` },
            s('path', { d: `M${ex - 5} ${ey + 8}L${ex} ${ey}L${ex + 5} ${ey + 8}Z`, class: 'lab-off-arrow' }),
            s(
              'text',
              {
                x: Math.min(ex + 8, W - M.right - 4),
                y: ey + 12,
                class: 'chart-tick',
                'text-anchor': ex + 8 > W - M.right - 60 ? 'end' : 'start',
              },
              text,
            ),
            s(
              'title',
              null,
              `${ser.name} leaves the chart here: it reaches ${formatValueTick(last[1])} at ${formatValueTick(last[0])}`,
            ),
          ),
        );
      }
      // Steps are few (a stage measured alone is a single point): each gets a dot to be seen.
      if (steps)
        for (const p of pts) {
          const hollow = axes.hollowSteps?.has(p[0]) ?? false;
          svg.appendChild(
            s('circle', {
              cx: x(p[0]),
              cy: y(Math.min(p[1], yTop)),
              r: 3.5,
              class: `lab-dot ${ser.tone}${hollow ? ' lab-hollow' : ''}`,
            }),
          );
        }
    }
    if (axes.legend === false) return;
    const ly = M.top + 10 + i * 20;
    svg.appendChild(
      s('line', {
        x1: W - M.right + 12,
        x2: W - M.right + 34,
        y1: ly,
        y2: ly,
        class: `lab-line ${ser.tone}${ser.dashed ? ' lab-dashed' : ''}`,
      }),
    );
    svg.appendChild(s('text', { x: W - M.right + 40, y: ly + 4, class: 'chart-tick' }, ser.name));
  });
  return svg;
}
