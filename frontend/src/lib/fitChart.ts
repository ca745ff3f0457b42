/**
 * A chart drawn at the width it has on the screen, so that its 11 px text is 11 px on a phone
 * instead of shrunk with the drawing: its width in its own units ({@link chartUnits}), and the
 * element that draws it again whenever that width changes ({@link fitChart}). The lab's line
 * charts and a bot run's score chart use it.
 */
import { h, replaceChildren } from './dom';

/** The narrowest drawing {@link chartUnits} makes, whatever the screen. */
const LEAST_UNITS = 200;

/**
 * The width in its own units to draw a chart `px` CSS pixels wide at: `preferred` when it has that
 * room (scaled up on a wide screen, as it always was), else its width in pixels (not below 200), so
 * that a unit is a pixel and the 11 px text is 11 px on a phone instead of shrunk with the drawing.
 * A chart not laid out yet (0 px) is drawn at `preferred`.
 */
export function chartUnits(px: number, preferred: number): number {
  if (!Number.isFinite(px) || px <= 0 || px >= preferred) return preferred;
  return Math.max(LEAST_UNITS, Math.floor(px));
}

/**
 * A chart that is drawn again at the width it has on the screen whenever that changes
 * ({@link chartUnits}): `draw(units)` makes the drawing (an SVG, or an element holding it and its
 * legend). Until it is laid out (and where there is no ResizeObserver) it is drawn at `preferred`;
 * {@link fit} measures it at once, when it has just been put on the page.
 */
export function fitChart(
  draw: (units: number) => Element,
  preferred: number,
): { el: HTMLElement; fit(): void; dispose(): void } {
  const el = h('div', { class: 'chart-fit' });
  let units = 0;
  const fit = (px: number) => {
    const next = chartUnits(px, preferred);
    if (next === units) return;
    units = next;
    replaceChildren(el, draw(units));
  };
  fit(0);
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => fit(entries[entries.length - 1].contentRect.width));
  observer?.observe(el);
  return { el, fit: () => fit(el.getBoundingClientRect().width), dispose: () => observer?.disconnect() };
}
