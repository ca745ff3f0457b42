/**
 * Morpion's rules page: the cross, a legal move, and 5T against 5D on the very same two lines, one
 * allowed and one refused with the engine's reason.
 */
import { h } from '../../lib/dom';
import type { RulesSections } from './section';

const morpionRules: RulesSections = async ({ r, game, picture, tryIt }) => {
  const start = r.analyse(game.id, 'cross', []);
  const first = start.legal[0].move;
  // 5T against 5D on the same two lines: the first pair of moves that 5T allows and 5D refuses.
  let pair: { m1: string; m2: string; reason: string } | null = null;
  for (const l1 of r.analyse('morpion-5t', 'cross', []).legal) {
    const after5d = r.analyse('morpion-5d', 'cross', [l1.move]);
    if (after5d.status !== 'valid') continue;
    for (const l2 of r.analyse('morpion-5t', 'cross', [l1.move]).legal) {
      const d = r.analyse('morpion-5d', 'cross', [l1.move, l2.move]);
      if (d.status === 'invalid') {
        pair = { m1: l1.move, m2: l2.move, reason: d.error?.reason ?? '' };
        break;
      }
    }
    if (pair) break;
  }
  const t = r.catalog().find((g) => g.id === 'morpion-5t');
  const d = r.catalog().find((g) => g.id === 'morpion-5d');
  const sections: HTMLElement[] = [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'The cross and a move'),
      h(
        'p',
        null,
        'The game starts from a cross of 36 dots. A move adds one dot so that it completes a line of five dots in a row (across, down or diagonal), and draws that line. The score is the number of moves.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(game, 'cross', [], `The start: ${start.legal.length} legal moves.`, 'rules-cross'),
        await picture(game, 'cross', [first], `After the move ${first}: the new dot and its line.`, 'rules-move'),
      ),
    ),
  ];
  if (pair && t && d) {
    sections.push(
      h(
        'section',
        { class: 'panel', 'data-testid': 'rules-5t-5d' },
        h('h2', null, '5T against 5D: the same two lines'),
        h(
          'p',
          null,
          'In 5T two lines in the same direction may touch at an end dot; in 5D (disjoint) they may not share any dot.',
        ),
        h(
          'div',
          { class: 'rules-pictures' },
          await picture(
            t,
            'cross',
            [pair.m1, pair.m2],
            `5T allows ${pair.m1} then ${pair.m2}: the lines touch.`,
            'rules-5t',
          ),
          await picture(d, 'cross', [pair.m1], `5D refuses ${pair.m2} here: ${pair.reason}`, 'rules-5d'),
        ),
      ),
    );
  }
  sections.push(
    await tryIt(
      'cross',
      'Click a highlighted dot (hints are on) to play it; a dot with several possible lines asks which one.',
    ),
  );
  return sections;
};

export default morpionRules;
