/** The ladder page's "Matches": a game's SPRT matches newest first, each linking to its page. */
import { h, link, replaceChildren } from '../../lib/dom';
import { errorText } from '../../lib/components';
import { ArenaApi, type ArenaMatchSummary } from '../../lib/arenaApi';
import { formatInstant } from '../../lib/format';
import { href } from '../../lib/routes';
import { colHeads, wrappedTable } from '../../lib/table';

function row(m: ArenaMatchSummary): HTMLTableRowElement {
  return h(
    'tr',
    { 'data-testid': 'arena-match-row', 'data-match': m.id },
    h('td', null, link(href.arenaMatch(m.id), { 'data-testid': 'arena-match-link' }, `#${m.id}`)),
    h('td', null, `${m.first.label} vs ${m.second.label}`),
    h('td', null, `${m.elo0}\u2013${m.elo1}`),
    h('td', null, h('span', { class: `badge badge-state badge-${m.state}` }, m.state)),
    h('td', { class: 'num' }, String(m.games)),
    h('td', { class: 'num' }, m.llr.toFixed(2)),
    h('td', { class: 'small muted' }, `${m.startedBy}, ${formatInstant(m.createdAt)}`),
  );
}

/** The panel; it fills in when the list arrives. */
export function matchList(game: string, isDisposed: () => boolean): HTMLElement {
  const body = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  ArenaApi.matchesOf(game, 20).then(
    (page) => {
      if (isDisposed()) return;
      if (page.matches.length === 0) {
        replaceChildren(body, h('p', { class: 'muted', 'data-testid': 'arena-no-matches' }, 'No match yet.'));
        return;
      }
      replaceChildren(
        body,
        wrappedTable(
          { 'data-testid': 'arena-matches' },
          [...colHeads('Match', 'Players', 'Elo bounds', 'State', 'Games', 'LLR', 'Started')],
          page.matches.map(row),
        ),
      );
    },
    (e) => {
      if (!isDisposed()) replaceChildren(body, h('p', { class: 'error' }, errorText(e)));
    },
  );
  return h(
    'section',
    { class: 'panel' },
    h('h2', null, 'Matches'),
    h(
      'p',
      { class: 'small muted' },
      'SPRT matches between two of this game\u2019s players, newest first; start one from a player\u2019s page.',
    ),
    body,
  );
}
