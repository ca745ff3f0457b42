/**
 * Every verified record (/records): by game and board, best first, each with its holder, score,
 * when it was achieved, where it was published, its board and its replay. Records are replayed by
 * the rules at every start-up; one that does not verify is not listed (docs/RECORDS.md). Apart from
 * them, the scores published without a line, which are not records.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type GameView, type PublishedScore, type RecordView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { publishedScoresSection } from '../lib/publishedScore';
import { scoreTable } from '../lib/scoreTable';
import { href } from '../lib/routes';

function recordRow(r: RecordView): HTMLTableRowElement {
  return h(
    'tr',
    { 'data-testid': 'record-item', 'data-board': r.instance, 'data-record': r.id },
    h(
      'td',
      null,
      link(
        href.leaderboard(r.game, r.instance),
        { 'data-testid': 'record-board', title: 'Its board' },
        h('code', null, r.instance),
      ),
    ),
    h(
      'td',
      { class: 'num best', 'data-testid': 'record-score' },
      link(href.record(r.id), { class: 'score-link', title: 'Replay this record' }, formatInt(r.score)),
    ),
    h('td', { class: 'name-cell' }, h('span', { class: 'participant-name', 'data-testid': 'record-holder' }, r.holder)),
    h('td', { 'data-testid': 'record-achieved' }, r.achieved ?? 'unknown'),
    h('td', { class: 'small muted record-source', 'data-testid': 'record-source' }, r.source),
    h('td', { class: 'num col-wide' }, formatInt(r.moveCount)),
    h(
      'td',
      { class: 'col-replay' },
      link(
        href.record(r.id),
        {
          class: 'btn btn-small',
          'data-testid': 'record-replay',
          'aria-label': `Replay ${r.holder}\u2019s ${formatInt(r.score)} on ${r.instance}`,
        },
        'Replay',
      ),
    ),
  );
}

function gameSection(gameId: string, title: string, records: readonly RecordView[]): HTMLElement {
  return h(
    'section',
    { class: 'panel', 'data-testid': `records-${gameId}` },
    h('h2', { style: 'margin-top:0' }, title),
    scoreTable(
      [
        h('th', { scope: 'col' }, 'Board'),
        h('th', { class: 'num', scope: 'col' }, 'Score'),
        h('th', { scope: 'col' }, 'Holder'),
        h('th', { scope: 'col' }, 'Achieved'),
        h('th', { scope: 'col' }, 'Source'),
        h('th', { class: 'num col-wide', scope: 'col' }, 'Moves'),
        h('th', { class: 'col-replay', scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Replay')),
      ],
      records.map(recordRow),
    ),
  );
}

/** The page's content: a section per game (in the catalogue's order), its records by board, best first. */
export function renderRecords(
  games: readonly GameView[],
  records: readonly RecordView[],
  published: readonly PublishedScore[] = [],
): HTMLElement[] {
  const byGame = new Map<string, RecordView[]>();
  for (const r of records) byGame.set(r.game, [...(byGame.get(r.game) ?? []), r]);
  const order = [
    ...games.map((g) => g.id).filter((id) => byGame.has(id)),
    ...[...byGame.keys()].filter((id) => !games.some((g) => g.id === id)),
  ];
  return [
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Records'),
      h('span', { class: 'spacer' }),
      link(href.leaderboard(), { class: 'btn' }, 'Leaderboards'),
    ),
    h(
      'p',
      { class: 'muted' },
      'The best known results, each with its line: the server replays every one by the rules at start-up and lists only those that verify. A record heads its board as an unranked reference row.',
    ),
    ...(order.length === 0
      ? [h('p', { class: 'muted', 'data-testid': 'records-empty' }, 'No verified record yet.')]
      : order.map((id) => gameSection(id, games.find((g) => g.id === id)?.title ?? id, byGame.get(id) ?? []))),
    ...[publishedScoresSection(published)].filter((s): s is HTMLElement => s !== null),
  ];
}

export default function mount(ctx: PageContext): () => void {
  let disposed = false;
  ctx.title('Records');
  replaceChildren(ctx.root, h('h1', null, 'Records'), h('p', { class: 'loading' }, 'Loading…'));
  Promise.all([
    Api.games().catch(() => [] as GameView[]),
    Api.records(),
    // The records come first: without the published scores the page still lists them.
    Api.publishedScores().catch(() => [] as PublishedScore[]),
  ]).then(
    ([games, records, published]) =>
      !disposed && replaceChildren(ctx.root, ...renderRecords(games, records, published)),
    (e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Records'), errorNotice(e)),
  );
  return () => {
    disposed = true;
  };
}
