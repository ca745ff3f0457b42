/**
 * The "explain" view of one rating change: the numbers the Glicko-2 update used (the player's
 * rating and RD before, the opponent's rating and RD, the expected and the actual score) and what
 * came of them, from the game's record.
 */
import { h } from '../../lib/dom';
import type { ArenaRatingChange } from '../../lib/arenaApi';
import { changeText, explainText, ratingText } from '../../lib/arenaFormat';
import { colHeads, wrappedTable } from '../../lib/table';

export function explainView(c: ArenaRatingChange, name: string, opponent: string): HTMLElement {
  const row = (what: string, value: string, testid: string) =>
    h('tr', null, h('th', { scope: 'row' }, what), h('td', { class: 'num', 'data-testid': testid }, value));
  return h(
    'div',
    { class: 'arena-explain', 'data-testid': 'arena-explain' },
    h('p', { 'data-testid': 'explain-text' }, `${name}: `, explainText(c)),
    wrappedTable({ class: 'arena-explain-table' }, colHeads('', 'value'), [
      row('rating before', `${ratingText(c.ratingBefore)} (RD ${ratingText(c.deviationBefore)})`, 'explain-before'),
      row(
        `opponent (${opponent})`,
        `${ratingText(c.opponentRating)} (RD ${ratingText(c.opponentDeviation)})`,
        'explain-opponent',
      ),
      row('expected score', c.expected.toFixed(3), 'explain-expected'),
      row('actual score', String(c.score), 'explain-score'),
      row('rating after', `${ratingText(c.ratingAfter)} (RD ${ratingText(c.deviationAfter)})`, 'explain-after'),
      row('change', changeText(c.change), 'explain-change'),
      row(
        'volatility',
        `${c.volatilityBefore.toFixed(5)} \u2192 ${c.volatilityAfter.toFixed(5)}`,
        'explain-volatility',
      ),
    ]),
  );
}
