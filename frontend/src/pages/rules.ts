/**
 * A game's rules, learnt by looking and trying (/rules/{game}): pictures drawn by the game's own
 * view from positions the rules engine computes on the spot (no screenshots), and a small board to
 * try the rule on. What each family shows is its own module (rules/<family>.ts), found through the
 * puzzle registry (games/puzzles.ts); the published records come before the try-it board.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type RecordView } from '../lib/api';
import { errorNotice } from '../lib/components';
import type { PageContext } from '../lib/page';
import { notFoundPanel } from '../lib/notFound';
import { href } from '../lib/routes';
import { rules as loadRules } from '../lib/rules';
import type { GameInfo, Rules } from '../rules/engine';
import { puzzleFamily } from '../games/puzzles';
import { recordsSection } from './rules/records';
import type { RulesContext } from './rules/section';
import { picture, tryIt } from './rules/tryIt';

/** What a family's sections draw with, for `game`. */
function rulesContext(r: Rules, game: GameInfo): RulesContext {
  return {
    r,
    game,
    picture: (shown, instance, moves, caption, testid) => picture(r, shown, instance, moves, caption, testid),
    tryIt: (instance, hint) => tryIt(r, game, instance, hint),
  };
}

/** The family's sections of the page, "Try it" last; none for a family the browser cannot draw. */
async function familySections(r: Rules, game: GameInfo): Promise<HTMLElement[]> {
  const family = puzzleFamily(game.family);
  return family ? (await family.rules())(rulesContext(r, game)) : [];
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'rules') return () => {};
  let disposed = false;
  replaceChildren(ctx.root, h('h1', null, 'Rules'), h('p', { class: 'loading' }, 'Loading the rules…'));
  loadRules()
    .then(async (r) => {
      const game = r.catalog().find((g) => g.id === route.game);
      if (!game) {
        replaceChildren(ctx.root, notFoundPanel('No such game', link(href.games(), null, 'See the games')));
        return;
      }
      ctx.title(`Rules · ${game.title}`);
      if (game.players === 2) {
        replaceChildren(
          ctx.root,
          h('h1', null, game.title),
          h('p', null, game.description),
          link(
            href.lab('play', `?game=${encodeURIComponent(game.id)}`),
            { class: 'btn btn-primary' },
            'Play it against MCTS',
          ),
        );
        return;
      }
      const records = Api.records().catch(() => [] as RecordView[]);
      const body = await familySections(r, game);
      // The records before the try-it board, which stays last.
      body.splice(body.length - 1, 0, recordsSection(r, game, await records));
      if (disposed) return;
      replaceChildren(
        ctx.root,
        h(
          'div',
          { class: 'page-head' },
          h('h1', { 'data-testid': 'rules-title' }, `${game.title}: the rules`),
          h('span', { class: 'spacer' }),
          link(href.play(game.id, game.defaultInstance), { class: 'btn btn-primary' }, 'Play it'),
        ),
        h('p', { class: 'lead' }, game.description),
        ...body,
      );
    })
    .catch((e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Rules'), errorNotice(e)));
  return () => {
    disposed = true;
  };
}
