/**
 * Every leaderboard at a glance (/leaderboard): the boards that have entries, grouped by game, each
 * with its number of participants, its leader (opening their profile) and the leading score
 * (opening its replay), and the way to the overall ranking.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type BoardLeader, type GameView } from '../lib/api';
import { errorNotice, participantLabel, percentText } from '../lib/components';
import { formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';

export function renderOverview(games: readonly GameView[], boards: readonly BoardLeader[]): HTMLElement[] {
  const byGame = new Map<string, BoardLeader[]>();
  for (const b of boards) byGame.set(b.game, [...(byGame.get(b.game) ?? []), b]);
  const puzzles = games.filter((g) => g.players !== 2);
  return [
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Leaderboards'),
      h('span', { class: 'spacer' }),
      link(href.rankings(), { class: 'btn', 'data-testid': 'overview-ranking' }, 'Overall ranking'),
    ),
    ...puzzles.map((g) => {
      const list = byGame.get(g.id) ?? [];
      return h(
        'section',
        { class: 'panel', 'data-testid': `overview-${g.id}` },
        h(
          'div',
          { class: 'row' },
          h('h2', { style: 'margin:0' }, g.title),
          h('span', { class: 'spacer' }),
          link(href.leaderboard(g.id, g.defaultInstance), { class: 'btn btn-small' }, 'Default board'),
        ),
        list.length === 0
          ? h('p', { class: 'muted' }, 'No submission yet on any board of this game.')
          : h(
              'div',
              { class: 'table-wrap' },
              h(
                'table',
                { class: 'leaderboard' },
                h(
                  'thead',
                  null,
                  h(
                    'tr',
                    null,
                    h('th', { scope: 'col' }, 'Board'),
                    h('th', { class: 'num', scope: 'col' }, 'Participants'),
                    h('th', { scope: 'col' }, 'Leader'),
                    h('th', { class: 'num', scope: 'col' }, 'Score'),
                    h('th', { class: 'num col-wide', scope: 'col' }, '% of record'),
                  ),
                ),
                h(
                  'tbody',
                  null,
                  list.map((b) =>
                    h(
                      'tr',
                      { 'data-testid': 'overview-board', 'data-board': `${b.game} ${b.instance}` },
                      h('td', null, link(href.leaderboard(b.game, b.instance), null, h('code', null, b.instance))),
                      h('td', { class: 'num' }, formatInt(b.participants)),
                      h('td', { class: 'name-cell' }, participantLabel(b.leader.participant)),
                      h(
                        'td',
                        { class: 'num best' },
                        link(href.replay(b.leader.submissionId), { class: 'score-link' }, formatInt(b.leader.score)),
                      ),
                      h('td', { class: 'num col-wide' }, percentText(b.leader.percentOfRecord)),
                    ),
                  ),
                ),
              ),
            ),
      );
    }),
  ];
}

export function mountOverview(ctx: PageContext): () => void {
  let disposed = false;
  ctx.title('Leaderboards');
  replaceChildren(ctx.root, h('h1', null, 'Leaderboards'), h('p', { class: 'loading' }, 'Loading…'));
  Promise.all([Api.games(), Api.boards()]).then(
    ([games, overview]) => !disposed && replaceChildren(ctx.root, ...renderOverview(games, overview.boards)),
    (e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Leaderboards'), errorNotice(e)),
  );
  return () => {
    disposed = true;
  };
}
