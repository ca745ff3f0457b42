import { describe, expect, it } from 'vitest';
import { SAMEGAME_COLOURS } from '../views/sameGameColours';
import { deltaE2000, hslOf, seenAs, type Vision } from './colourVision';
import { stylesheet } from './stylesheet';

/**
 * What each name means as a colour: hue ranges around the colour wheel's named hues (red 0°,
 * orange 30°, yellow 60°, green 120°, blue 240°, purple 280°), lightness for light blue and brown,
 * no saturation for grey. A block the hover calls "red" must be drawn red, not orange.
 */
const NAMED: Record<string, (c: ReturnType<typeof hslOf>) => boolean> = {
  red: (c) => (c.hue >= 345 || c.hue < 12) && c.saturation >= 0.5 && c.lightness >= 0.3,
  orange: (c) => c.hue >= 18 && c.hue < 42 && c.saturation >= 0.6 && c.lightness >= 0.4,
  yellow: (c) => c.hue >= 45 && c.hue < 65 && c.saturation >= 0.5 && c.lightness >= 0.45,
  green: (c) => c.hue >= 90 && c.hue < 165 && c.saturation >= 0.3,
  'light blue': (c) => c.hue >= 185 && c.hue < 210 && c.lightness >= 0.6,
  blue: (c) => c.hue >= 210 && c.hue < 250 && c.lightness < 0.55,
  purple: (c) => c.hue >= 260 && c.hue < 300 && c.saturation >= 0.25,
  grey: (c) => c.saturation <= 0.05,
  brown: (c) => c.hue >= 10 && c.hue < 40 && c.lightness <= 0.35 && c.saturation >= 0.2,
};

/** The board's background in the light and the dark theme (src/styles, --board-bg). */
const BOARD_BACKGROUNDS = [...stylesheet().matchAll(/--board-bg:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]);

const VISIONS: Vision[] = ['normal', 'protanopia', 'deuteranopia'];

/** The closest two colours of the list as a viewer with the given vision sees them. */
function closest(colours: readonly { name: string; fill: string }[], vision: Vision) {
  let best = { distance: Infinity, pair: '' };
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++) {
      const distance = deltaE2000(seenAs(colours[i].fill, vision), seenAs(colours[j].fill, vision));
      if (distance < best.distance) best = { distance, pair: `${colours[i].name}/${colours[j].name}` };
    }
  return best;
}

describe('colour arithmetic', () => {
  // Sharma, Wu & Dalal (2005), table 1: pairs 1, 7 and 17 of their test data.
  it('gives CIEDE2000 as its authors do', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
  });

  it('sees red and green alike without red cones, and white as white', () => {
    const red = seenAs('#ff0000', 'protanopia');
    const green = seenAs('#00ff00', 'protanopia');
    expect(Math.abs(red[1])).toBeLessThan(Math.abs(seenAs('#ff0000', 'normal')[1]) / 3);
    expect(Math.sign(red[2])).toBe(Math.sign(green[2]));
    expect(deltaE2000(seenAs('#ffffff', 'deuteranopia'), seenAs('#ffffff', 'normal'))).toBeLessThan(1);
  });
});

describe('SameGame colours', () => {
  it('cover the nine colours a board may have', () => {
    expect(SAMEGAME_COLOURS).toHaveLength(9);
    expect(new Set(SAMEGAME_COLOURS.map((c) => c.name)).size).toBe(9);
  });

  it.each(SAMEGAME_COLOURS.map((c, i) => [i, c.name, c.fill] as const))(
    'colour %i, called %s, is drawn that colour (%s)',
    (_, name, fill) => {
      const test = NAMED[name];
      expect(test, `no meaning known for the name ${name}`).toBeDefined();
      expect(test(hslOf(fill)), `${fill} is ${JSON.stringify(hslOf(fill))}`).toBe(true);
    },
  );

  // CIEDE2000 of 10 or more reads as a different colour at a glance; the five of the standard
  // boards (and random ones without a colour count) keep twice that apart.
  it.each(VISIONS)('stay apart with %s', (vision) => {
    const all = closest(SAMEGAME_COLOURS, vision);
    expect(all.distance, `closest: ${all.pair}`).toBeGreaterThanOrEqual(12);
    const five = closest(SAMEGAME_COLOURS.slice(0, 5), vision);
    expect(five.distance, `closest of the first five: ${five.pair}`).toBeGreaterThanOrEqual(20);
  });

  it('stand out from the board in both themes', () => {
    expect(BOARD_BACKGROUNDS).toHaveLength(2);
    for (const bg of BOARD_BACKGROUNDS)
      for (const c of SAMEGAME_COLOURS)
        for (const vision of VISIONS)
          expect(
            deltaE2000(seenAs(c.fill, vision), seenAs(bg, vision)),
            `${c.name} on ${bg} with ${vision}`,
          ).toBeGreaterThanOrEqual(15);
  });
});
