/**
 * The overall ranking across every puzzle (/rankings): how it is computed, said first, then the
 * standings, each name opening its profile.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type RankingPage } from '../lib/api';
import { errorNotice, participantLabel } from '../lib/components';
import { formatAgo, formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { rankHeads, scoreTable } from '../lib/scoreTable';

export function renderRanking(r: RankingPage): HTMLElement[] {
  return [
    h('div', { class: 'page-head' }, h('h1', null, 'Overall ranking')),
    h(
      'section',
      { class: 'panel' },
      h(
        'p',
        { 'data-testid': 'ranking-formula' },
        'How it is computed: ',
        r.formula,
        '. It rewards doing well everywhere, as AZsPCs ranks its contests.',
      ),
      h(
        'p',
        { class: 'small muted' },
        `${formatInt(r.total)} participants; computed ${formatAgo(r.computedAt)}. Each board: `,
        link(href.leaderboard(), null, 'the leaderboards'),
        '.',
      ),
      r.standings.length === 0
        ? h('p', { class: 'muted', 'data-testid': 'ranking-empty' }, 'No verified submission yet.')
        : scoreTable(
            [
              ...rankHeads(),
              h('th', { class: 'num', scope: 'col' }, 'Points'),
              h('th', { class: 'num', scope: 'col' }, 'Boards'),
              h('th', { class: 'num col-wide', scope: 'col' }, 'Top scores'),
            ],
            r.standings.map((s) =>
              h(
                'tr',
                { 'data-testid': 'ranking-row' },
                h('td', { class: 'num' }, String(s.rank)),
                h('td', { class: 'name-cell' }, participantLabel(s.participant)),
                h('td', { class: 'num best', 'data-testid': 'ranking-points' }, s.points.toFixed(3)),
                h('td', { class: 'num' }, formatInt(s.boards)),
                h('td', { class: 'num col-wide' }, formatInt(s.tops)),
              ),
            ),
            { 'data-testid': 'ranking-table' },
          ),
    ),
  ];
}

export default function mount(ctx: PageContext): () => void {
  let disposed = false;
  ctx.title('Overall ranking');
  replaceChildren(ctx.root, h('h1', null, 'Overall ranking'), h('p', { class: 'loading' }, 'Loading…'));
  Api.rankings(0, 500).then(
    (r) => !disposed && replaceChildren(ctx.root, ...renderRanking(r)),
    (e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Overall ranking'), errorNotice(e)),
  );
  return () => {
    disposed = true;
  };
}
