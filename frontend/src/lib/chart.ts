/**
 * The score-vs-time chart's geometry (the papers' figures: a log time axis): scales, ticks,
 * downsampling that keeps the shape, and the step path of "best score so far".
 */

export interface Scale {
  (v: number): number;
  domain: [number, number];
  range: [number, number];
}

/** A base-10 logarithmic scale; values below the domain's start are clamped to it. */
export function logScale(domain: [number, number], range: [number, number]): Scale {
  const d0 = Math.log10(Math.max(domain[0], 1e-9));
  const d1 = Math.log10(Math.max(domain[1], domain[0] * 1.0001, 1e-9));
  const f = ((v: number) => {
    const lv = Math.log10(Math.max(v, domain[0], 1e-9));
    return range[0] + ((lv - d0) / (d1 - d0 || 1)) * (range[1] - range[0]);
  }) as Scale;
  f.domain = domain;
  f.range = range;
  return f;
}

export function linearScale(domain: [number, number], range: [number, number]): Scale {
  const span = domain[1] - domain[0] || 1;
  const f = ((v: number) => range[0] + ((v - domain[0]) / span) * (range[1] - range[0])) as Scale;
  f.domain = domain;
  f.range = range;
  return f;
}

/** The time domain in ms: from a power of ten at or below the first point to the budget or now. */
export function timeDomain(
  points: readonly (readonly [number, number])[],
  endMs: number,
  budgetMs?: number | null,
): [number, number] {
  const firstMs = points.length > 0 ? Math.max(1, points[0][0]) : 10;
  const lo = 10 ** Math.floor(Math.log10(firstMs));
  const hiRaw = Math.max(endMs, budgetMs ?? 0, points.length > 0 ? points[points.length - 1][0] : 0, lo * 10);
  const hi = budgetMs && budgetMs >= hiRaw ? budgetMs : 10 ** Math.ceil(Math.log10(hiRaw));
  return [lo, Math.max(hi, lo * 10)];
}

/** Powers of ten inside the domain (and 1-2-5 steps in between when there are few). */
export function logTicks(domain: [number, number]): number[] {
  const [lo, hi] = domain;
  const ticks: number[] = [];
  const e0 = Math.floor(Math.log10(lo));
  const e1 = Math.ceil(Math.log10(hi));
  const decades = e1 - e0;
  for (let e = e0; e <= e1; e++) {
    const steps = decades <= 2 ? [1, 2, 5] : [1];
    for (const m of steps) {
      const v = m * 10 ** e;
      if (v >= lo * 0.999 && v <= hi * 1.001) ticks.push(v);
    }
  }
  return ticks;
}

/**
 * The ticks of an axis whose labels, centred on their ticks at `charWidth` units a character, leave
 * at least `gap` between neighbours: all of them when they have the room (a desktop's), else only
 * the powers of ten, else every k-th of those, so that a phone's narrower drawing names fewer.
 */
export function roomyTicks(
  ticks: readonly number[],
  at: (v: number) => number,
  label: (v: number) => string,
  charWidth: number,
  gap: number,
): number[] {
  const fits = (ts: readonly number[]) =>
    ts.every(
      (t, i) =>
        i === 0 ||
        Math.abs(at(t) - at(ts[i - 1])) >= ((label(t).length + label(ts[i - 1]).length) / 2) * charWidth + gap,
    );
  if (fits(ticks)) return [...ticks];
  const powers = ticks.filter((t) => t > 0 && Math.abs(Math.log10(t) - Math.round(Math.log10(t))) < 1e-9);
  for (let k = 1; k < powers.length; k++) {
    const every = powers.filter((_, i) => i % k === 0);
    if (fits(every)) return every;
  }
  return powers.slice(0, 1);
}

/** The score domain with a little head room; a flat series still gets a visible range. */
export function scoreDomain(points: readonly (readonly [number, number])[]): [number, number] {
  if (points.length === 0) return [0, 1];
  let lo = Infinity;
  let hi = -Infinity;
  for (const [, v] of points) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === hi) return [Math.max(0, lo - 1), hi + 1];
  const pad = (hi - lo) * 0.05;
  return [Math.max(0, Math.floor(lo - pad)), Math.ceil(hi + pad)];
}

/** About `count` round ticks over a linear domain. */
export function linearTicks(domain: [number, number], count = 5): number[] {
  const [lo, hi] = domain;
  const span = hi - lo;
  if (!(span > 0)) return [lo];
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/**
 * At most `max` points: one per pixel column of the log axis (the last of each column, which is
 * the best there, since bests only increase), always keeping the first and the last.
 */
export function downsample(
  points: readonly (readonly [number, number])[],
  max: number,
  x: (v: number) => number = (v) => Math.log10(Math.max(1, v)),
): [number, number][] {
  if (points.length <= max) return points.map((p) => [p[0], p[1]]);
  const x0 = x(points[0][0]);
  const x1 = x(points[points.length - 1][0]);
  const width = x1 - x0 || 1;
  const buckets = Math.max(2, max - 1);
  const out: [number, number][] = [[points[0][0], points[0][1]]];
  let lastBucket = 0;
  for (let i = 1; i < points.length; i++) {
    const b = Math.min(buckets - 1, Math.floor(((x(points[i][0]) - x0) / width) * buckets));
    const p: [number, number] = [points[i][0], points[i][1]];
    if (b === lastBucket && out.length > 1) {
      out[out.length - 1] = p;
    } else {
      out.push(p);
      lastBucket = b;
    }
  }
  const last = points[points.length - 1];
  const tail = out[out.length - 1];
  if (tail[0] !== last[0] || tail[1] !== last[1]) out.push([last[0], last[1]]);
  while (out.length > max) out.splice(Math.floor(out.length / 2), 1);
  return out;
}

/** SVG path of the best score over time: a step up at each new best, flat until `endMs`. */
export function stepPath(
  points: readonly (readonly [number, number])[],
  xs: (v: number) => number,
  ys: (v: number) => number,
  endMs: number,
): string {
  if (points.length === 0) return '';
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = `M${r(xs(points[0][0]))},${r(ys(points[0][1]))}`;
  for (let i = 1; i < points.length; i++) {
    d += `H${r(xs(points[i][0]))}V${r(ys(points[i][1]))}`;
  }
  const end = Math.max(endMs, points[points.length - 1][0]);
  d += `H${r(xs(end))}`;
  return d;
}
