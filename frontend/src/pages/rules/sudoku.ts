/** Sudoku's rules page: the constraint, and a contradiction the engine refuses. */
import { h } from '../../lib/dom';
import { formatInt } from '../../lib/format';
import type { RulesSections } from './section';

const sudokuRules: RulesSections = async ({ r, game, picture, tryIt }) => {
  const instance = game.defaultInstance ?? game.instances[0];
  const start = r.analyse(game.id, instance, []);
  const cell = start.legal[0];
  const possible = new Set(start.legal.filter((l) => l.cell === cell.cell).map((l) => String(l.symbol)));
  const symbol = [...'0123456789ABCDEF'].find((s) => !possible.has(s)) ?? '0';
  const refused = r.analyse(game.id, instance, [`r${Number(cell.row) + 1}c${Number(cell.col) + 1}=${symbol}`]);
  return [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'The constraint'),
      h(
        'p',
        null,
        'Fill the 16 × 16 grid with the symbols 0-9 and A-F so that every row, every column and every 4 × 4 box holds each symbol exactly once. The score is the number of cells filled; a full grid scores 256.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(
          game,
          instance,
          [],
          `A puzzle: ${formatInt(Number((start.details as { empty?: number })?.empty ?? 0))} empty cells.`,
          'rules-grid',
        ),
      ),
      h(
        'p',
        { 'data-testid': 'rules-contradiction' },
        `A contradiction: ${symbol} in row ${Number(cell.row) + 1}, column ${Number(cell.col) + 1} is refused: `,
        h('em', null, refused.error?.reason ?? refused.message ?? ''),
        '.',
      ),
    ),
    await tryIt(instance, 'Pick a cell and a symbol: the engine refuses any that breaks the constraint and says why.'),
  ];
};

export default sudokuRules;
