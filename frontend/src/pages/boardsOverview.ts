/**
 * Every leaderboard at a glance (/leaderboard): the boards that have entries or records, grouped by
 * game, each with its number of participants, its leader (opening their profile), the leading
 * score (opening its replay) and its record (the best known result, with its holder), and the way
 * to the overall ranking and to every record.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type BoardLeader, type GameView, type RecordView } from '../lib/api';
import { errorNotice, participantLabel, percentText } from '../lib/components';
import { formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { scoreTable } from '../lib/scoreTable';

/** One row: a board with its leader, its record, or both. */
interface BoardRow {
  game: string;
  instance: string;
  leader: BoardLeader | null;
  record: RecordView | null;
}

/** The boards of each game, by instance: those with entries and those holding only a record. */
function rowsByGame(boards: readonly BoardLeader[], records: readonly RecordView[]): Map<string, BoardRow[]> {
  const rows = new Map<string, BoardRow>();
  const row = (game: string, instance: string): BoardRow => {
    const key = `${game}\u0000${instance}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { game, instance, leader: null, record: null }));
    return r;
  };
  for (const b of boards) row(b.game, b.instance).leader = b;
  for (const r of records) row(r.game, r.instance).record = r;
  const byGame = new Map<string, BoardRow[]>();
  for (const r of rows.values()) byGame.set(r.game, [...(byGame.get(r.game) ?? []), r]);
  for (const list of byGame.values())
    list.sort((a, b) => (a.instance < b.instance ? -1 : a.instance > b.instance ? 1 : 0));
  return byGame;
}

function boardRow(r: BoardRow): HTMLTableRowElement {
  const b = r.leader;
  return h(
    'tr',
    { 'data-testid': 'overview-board', 'data-board': `${r.game} ${r.instance}` },
    h('td', null, link(href.leaderboard(r.game, r.instance), null, h('code', null, r.instance))),
    h('td', { class: 'num' }, formatInt(b ? b.participants : 0)),
    h(
      'td',
      { class: 'name-cell' },
      b ? participantLabel(b.leader.participant) : h('span', { class: 'muted small' }, 'no submission yet'),
    ),
    h(
      'td',
      { class: 'num best' },
      b ? link(href.replay(b.leader.submissionId), { class: 'score-link' }, formatInt(b.leader.score)) : '\u2013',
    ),
    h('td', { class: 'num col-wide' }, percentText(b?.leader.percentOfRecord)),
    h(
      'td',
      { class: 'num', 'data-testid': 'overview-record', title: r.record?.source ?? null },
      r.record
        ? [
            link(
              href.record(r.record.id),
              { class: 'score-link', title: 'Replay the record' },
              formatInt(r.record.score),
            ),
            ` (${r.record.holder})`,
          ]
        : '\u2013',
    ),
  );
}

export function renderOverview(
  games: readonly GameView[],
  boards: readonly BoardLeader[],
  records: readonly RecordView[] = [],
): HTMLElement[] {
  const byGame = rowsByGame(boards, records);
  const puzzles = games.filter((g) => g.players !== 2);
  return [
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Leaderboards'),
      h('span', { class: 'spacer' }),
      link(href.records(), { class: 'btn', 'data-testid': 'overview-records' }, 'Records'),
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
          ? h('p', { class: 'muted' }, 'No submission yet, and no record, on any board of this game.')
          : scoreTable(
              [
                h('th', { scope: 'col' }, 'Board'),
                h('th', { class: 'num', scope: 'col' }, 'Participants'),
                h('th', { scope: 'col' }, 'Leader'),
                h('th', { class: 'num', scope: 'col' }, 'Score'),
                h('th', { class: 'num col-wide', scope: 'col' }, '% of record'),
                h('th', { class: 'num', scope: 'col', title: 'The board\u2019s best verified record' }, 'Record'),
              ],
              list.map(boardRow),
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
    ([games, overview]) =>
      !disposed && replaceChildren(ctx.root, ...renderOverview(games, overview.boards, overview.records ?? [])),
    (e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Leaderboards'), errorNotice(e)),
  );
  return () => {
    disposed = true;
  };
}
