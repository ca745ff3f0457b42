/**
 * What every rules page draws with: pictures of positions and a small board to try the rules on,
 * both by the game's own view, every move checked by the engine.
 */
import { h, setText } from '../../lib/dom';
import { formatInt } from '../../lib/format';
import type { Analysis, GameInfo, Rules } from '../../rules/engine';
import { createBoardView, type BoardView } from '../../views/board';

/** A picture: the game's view of a position, not taking input. */
export async function picture(
  r: Rules,
  game: GameInfo,
  instance: string,
  moves: string[],
  caption: string,
  testid: string,
): Promise<HTMLElement> {
  const a = r.analyse(game.id, instance, moves);
  const view = await createBoardView(game.family, { interactive: false });
  view.render(a);
  return h('figure', { class: 'rules-figure', 'data-testid': testid }, view.el, h('figcaption', null, caption));
}

/** "Try it": the game's interactive view on a small instance; every move checked by the engine. */
export async function tryIt(r: Rules, game: GameInfo, instance: string, hint: string): Promise<HTMLElement> {
  let moves: string[] = [];
  let current: Analysis = r.analyse(game.id, instance, moves);
  const score = h('strong', { 'data-testid': 'try-score' }, formatInt(current.score));
  const info = h('span', { class: 'small muted', 'data-testid': 'try-info' });
  const said = h('p', { class: 'small', role: 'status', 'data-testid': 'try-said' });
  let view: BoardView | null = null;
  view = await createBoardView(game.family, {
    interactive: true,
    hints: true,
    onInfo: (t) => setText(info, t),
    onMove: (m) => {
      const next = r.analyse(game.id, instance, [...moves, m]);
      if (next.status !== 'valid') {
        setText(said, `Refused: ${next.error?.reason ?? next.message ?? 'not a legal move'}`);
        return;
      }
      const before = current;
      moves = [...moves, m];
      current = next;
      view!.render(next, { from: { analysis: before, move: m } });
      setText(score, formatInt(next.score));
      setText(said, next.terminal ? 'Game over: no move is left.' : `Played ${m}.`);
    },
  });
  view.render(current);
  const again = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small',
      'data-testid': 'try-restart',
      onclick: () => {
        moves = [];
        current = r.analyse(game.id, instance, moves);
        view!.render(current);
        setText(score, formatInt(current.score));
        setText(said, '');
      },
    },
    'Start again',
  );
  return h(
    'section',
    { class: 'panel', 'data-testid': 'try-it' },
    h('h2', null, 'Try it'),
    h('p', null, hint),
    h('p', null, 'Score: ', score, ' ', again, ' ', info),
    view.el,
    said,
  );
}
