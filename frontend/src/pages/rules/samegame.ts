/** SameGame's rules page: a group and its score, then gravity and the column shift. */
import { h } from '../../lib/dom';
import { formatInt } from '../../lib/format';
import type { GameInfo, Rules } from '../../rules/engine';
import { cellAt, readPosition as readSameGame } from '../../views/samegame';
import type { RulesSections } from './section';

/** Columns with at least one block in a SameGame position (the view's reading of the engine's JSON). */
function filledColumns(position: unknown): number {
  const pos = readSameGame(position);
  let n = 0;
  for (let c = 0; c < pos.cols; c++) if (cellAt(pos, c, 0) >= 0) n++;
  return n;
}

/**
 * The first line of play (breadth first, a few moves deep) whose last move empties a column, so the
 * picture shows the column shift the rules describe; null when none is found near the start.
 */
function columnShift(r: Rules, game: GameInfo, instance: string): string[] | null {
  let frontier: string[][] = [[]];
  for (let depth = 0; depth < 4; depth++) {
    const next: string[][] = [];
    for (const line of frontier.slice(0, 200)) {
      const before = r.analyse(game.id, instance, line);
      for (const m of before.legal) {
        const after = r.analyse(game.id, instance, [...line, m.move]);
        if (filledColumns(after.position) < filledColumns(before.position)) return [...line, m.move];
        next.push([...line, m.move]);
      }
    }
    frontier = next;
  }
  return null;
}

const samegameRules: RulesSections = async ({ r, game, picture, tryIt }) => {
  const instance = 'random/3/6x6x3';
  const start = r.analyse(game.id, instance, []);
  const biggest = [...start.legal].sort((a, b) => Number(b.points ?? 0) - Number(a.points ?? 0))[0];
  const n = Array.isArray(biggest.cells) ? biggest.cells.length : 0;
  const shift = columnShift(r, game, instance);
  const shiftPictures = shift
    ? [
        await picture(
          game,
          instance,
          shift.slice(0, -1),
          `Before ${shift[shift.length - 1]}: it takes the last blocks of a column.`,
          'rules-shift-before',
        ),
        await picture(
          game,
          instance,
          shift,
          'After: the empty column is gone, the columns on its right slid left.',
          'rules-shift',
        ),
      ]
    : [];
  return [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'Groups, points, gravity'),
      h(
        'p',
        null,
        'Click a group of two or more blocks of one colour touching side by side: it disappears and scores (n − 2)² for n blocks. The blocks above fall down; a column left empty closes up, the columns on its right sliding left. Clearing the whole board adds 1,000 points.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(
          game,
          instance,
          [],
          `The biggest group here has ${n} blocks: removing it scores (${n} − 2)² = ${formatInt(Number(biggest.points ?? 0))}.`,
          'rules-group',
        ),
        await picture(game, instance, [biggest.move], `After removing it: the blocks above fell.`, 'rules-gravity'),
        ...shiftPictures,
      ),
    ),
    await tryIt(instance, 'A small board: play it to the end, aiming for big groups.'),
  ];
};

export default samegameRules;
