/** The published records on a game's rules page, each replayed by the game's view. */
import { h, link, replaceChildren, setText } from '../../lib/dom';
import type { RecordView } from '../../lib/api';
import { formatInt } from '../../lib/format';
import { href } from '../../lib/routes';
import { wrappedTable } from '../../lib/table';
import type { GameInfo, Rules } from '../../rules/engine';
import { createBoardView } from '../../views/board';

/**
 * The game's published records: holder, score, board, date and source, each with a replay drawn by
 * the game's view, move by move with a slider (the line is the registry's, replayed by the rules).
 */
export function recordsSection(r: Rules, game: GameInfo, records: readonly RecordView[]): HTMLElement {
  const mine = records.filter((x) => x.game === game.id);
  const slot = h('div', { class: 'rules-record-replay', 'data-testid': 'record-replay' });
  const replay = async (rec: RecordView) => {
    const moves = rec.moves ?? [];
    const view = await createBoardView(game.family, { interactive: false });
    const slider = h('input', {
      type: 'range',
      min: 0,
      max: moves.length,
      value: moves.length,
      'data-testid': 'record-slider',
      'aria-label': 'Move',
    });
    const where = h('p', { class: 'small', 'data-testid': 'record-step' });
    const show = (k: number) => {
      const a = r.analyse(game.id, rec.instance, moves.slice(0, k));
      view.render(a);
      setText(where, `${rec.holder}: move ${formatInt(k)} of ${formatInt(moves.length)}, score ${formatInt(a.score)}`);
    };
    slider.addEventListener('input', () => show(Number(slider.value)));
    show(moves.length);
    replaceChildren(slot, where, slider, view.el);
  };
  return h(
    'section',
    { class: 'panel', 'data-testid': 'rules-records' },
    h('h2', null, 'Published records'),
    mine.length === 0
      ? h('p', { class: 'muted' }, 'No published record of this game is in the registry yet.')
      : wrappedTable(
          null,
          [
            h('th', null, 'Holder'),
            h('th', { class: 'num' }, 'Score'),
            h('th', null, 'Board'),
            h('th', null, 'Source'),
            h('th', null, ''),
          ],
          mine.map((rec) =>
            h(
              'tr',
              { 'data-testid': 'rules-record' },
              h('td', null, rec.holder),
              h('td', { class: 'num best' }, formatInt(rec.score)),
              h('td', null, link(href.leaderboard(rec.game, rec.instance), null, h('code', null, rec.instance))),
              h('td', { class: 'small' }, rec.achieved ? `${rec.achieved} · ` : '', rec.source),
              h(
                'td',
                null,
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'btn btn-small',
                    'data-testid': 'record-replay-open',
                    onclick: () => void replay(rec),
                  },
                  'Replay',
                ),
              ),
            ),
          ),
        ),
    slot,
  );
}
