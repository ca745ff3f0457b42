import { describe, expect, it } from 'vitest';
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
import { formatTimeTick } from '../lib/format';
import { ScoreChart } from '../views/chart';

describe('chart geometry', () => {
  it('a log scale puts decades at equal distances', () => {
    const x = logScale([10, 10_000], [0, 300]);
    expect(x(10)).toBe(0);
    expect(x(100)).toBeCloseTo(100);
    expect(x(1000)).toBeCloseTo(200);
    expect(x(10_000)).toBeCloseTo(300);
    expect(x(0)).toBe(0); // clamped, never -Infinity
  });

  it('ticks at powers of ten, with 1-2-5 steps over short spans', () => {
    expect(logTicks([1, 100_000])).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
    expect(logTicks([10, 1000])).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(linearTicks([0, 100], 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(linearTicks([5, 5])).toEqual([5]);
  });

  it('domains cover the points, the budget and now', () => {
    expect(
      timeDomain(
        [
          [14, 238],
          [690, 2008],
        ],
        808,
        2000,
      ),
    ).toEqual([10, 2000]);
    expect(timeDomain([], 0, null)).toEqual([10, 100]);
    expect(timeDomain([[3, 1]], 50_000, null)).toEqual([1, 100_000]);
    expect(
      scoreDomain([
        [1, 50],
        [2, 50],
      ]),
    ).toEqual([49, 51]);
    const [lo, hi] = scoreDomain([
      [1, 100],
      [2, 200],
    ]);
    expect(lo).toBeLessThanOrEqual(100);
    expect(hi).toBeGreaterThanOrEqual(200);
  });

  it('downsampling caps the points and keeps both ends and the best', () => {
    const pts: [number, number][] = [];
    for (let i = 1; i <= 10_000; i++) pts.push([i, i * 2]);
    const d = downsample(pts, 200);
    expect(d.length).toBeLessThanOrEqual(200);
    expect(d[0]).toEqual([1, 2]);
    expect(d.at(-1)).toEqual([10_000, 20_000]);
    for (let i = 1; i < d.length; i++) expect(d[i][0]).toBeGreaterThan(d[i - 1][0]);
    expect(
      downsample(
        [
          [1, 1],
          [2, 2],
        ],
        10,
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('draws the best score as steps, flat until now', () => {
    const x = linearScale([0, 100], [0, 100]);
    const y = linearScale([0, 10], [10, 0]);
    expect(
      stepPath(
        [
          [10, 2],
          [50, 8],
        ],
        x,
        y,
        90,
      ),
    ).toBe('M10,8H50V2H90');
    expect(stepPath([], x, y, 90)).toBe('');
  });
});

describe('the score chart on a phone', () => {
  const label = formatTimeTick;
  it('names every tick where they have the room, fewer where they would overlap', () => {
    const ticks = logTicks([10, 1000]);
    // A desktop's 568 units of plot: all seven, "10 ms" to "1 s".
    expect(roomyTicks(ticks, logScale([10, 1000], [56, 624]), label, 6.6, 8)).toEqual(ticks);
    // A 320 px phone's 182: "10 ms" and "20 ms" would overlap; the powers of ten have the room.
    expect(roomyTicks(ticks, logScale([10, 1000], [56, 238]), label, 6.6, 8)).toEqual([10, 100, 1000]);
    // Six decades on 182 units: every other power of ten.
    const long = logTicks([1, 1e6]);
    expect(roomyTicks(long, logScale([1, 1e6], [56, 238]), label, 6.6, 8)).toEqual([1, 100, 10_000, 1e6]);
    expect(roomyTicks([], logScale([1, 10], [0, 10]), label, 6.6, 8)).toEqual([]);
  });

  it('is drawn again at a phone’s width, the last update with it', () => {
    const chart = new ScoreChart();
    const times = () =>
      [...chart.el.querySelectorAll('text')].map((t) => t.textContent).filter((t) => /^[0-9.]+ (ms|s)$/.test(t!));
    chart.update(
      [
        [20, 5],
        [300, 9],
      ],
      800,
      1000,
    );
    expect(chart.el.getAttribute('viewBox')).toBe('0 0 640 300');
    expect(times()).toEqual(['10 ms', '20 ms', '50 ms', '100 ms', '200 ms', '500 ms', '1 s']);
    const wide = chart.el.querySelector('[data-testid="chart-line"]')!.getAttribute('d');
    expect(chart.resize(254)).toBe(chart.el);
    expect(chart.el.getAttribute('viewBox')).toBe('0 0 254 300');
    expect(times()).toEqual(['10 ms', '100 ms', '1 s']);
    // The line ends at "now" (800 ms) on the narrower axis: it is drawn again too.
    const narrow = chart.el.querySelector('[data-testid="chart-line"]')!.getAttribute('d');
    expect(narrow).not.toBe(wide);
    expect(Number(narrow!.match(/H([0-9.]+)$/)![1])).toBeLessThan(254 - 16);
    expect(chart.el.querySelector('text[x="127"]')?.textContent).toBe('No complete game yet');
  });
});
