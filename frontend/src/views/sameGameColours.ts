/**
 * SameGame's block colours, by the engine's colour number: the name the hover says ("2 red
 * blocks") and the fill drawn. The two must agree, and a colour-blind player must still tell the
 * blocks apart, since a group is nothing but touching blocks of one colour.
 *
 * Why these and not a published palette as it stands: the board's previous colours, mostly
 * Okabe & Ito's, had no red (their "vermillion" is orange, and the hover called it red), and their
 * orange and yellow came within a CIEDE2000 of 6 of each other for a deuteranope; Tol's bright and
 * vibrant schemes stop at seven colours where a board can have nine, and his nine-colour muted one
 * has colours a hover cannot name plainly (rose, wine, sand, olive). So each colour is placed
 * inside the hue its name means (red 0-12°, orange 18-42°, ...) and spread in lightness as well as
 * hue, because lightness is what protanopes and deuteranopes keep: under Machado et al.'s (2009)
 * simulations any two of the nine stay 13 or more apart (CIEDE2000), the first five (the standard
 * boards' colours) 20 or more, and every colour stands off the board in both themes. src/test/sameGameColours.test.ts checks
 * all of that; change a fill only with it.
 */
export const SAMEGAME_COLOURS: readonly { name: string; fill: string }[] = [
  { name: 'red', fill: '#b91e0b' },
  { name: 'blue', fill: '#17299c' },
  { name: 'green', fill: '#31af85' },
  { name: 'yellow', fill: '#f4e64b' },
  { name: 'purple', fill: '#b474bd' },
  { name: 'light blue', fill: '#95cfe9' },
  { name: 'orange', fill: '#e89222' },
  { name: 'grey', fill: '#6b6b6b' },
  { name: 'brown', fill: '#57382b' },
];
