/**
 * The arena's ladder (/arena, /arena/<game>?pool=): every player of a game's pool by rating, each
 * with its 95% interval, RD, a mark while provisional, W/D/L and games; the game and pool pickers;
 * the Glicko-2 constants the ratings come from.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { ArenaApi, type ArenaConstants, type ArenaLadder, type ArenaLadderEntry } from '../lib/arenaApi';
import { intervalText, kindMark, ratingText, wdlText } from '../lib/arenaFormat';
import type { PageContext } from '../lib/page';
import { ARENA_POOLS, href } from '../lib/routes';
import { TWO_PLAYER_GAMES } from '../lab/games';
import { colHeads, wrappedTable } from '../lib/table';
import { constantsPanel } from './arena/constantsPanel';
import { matchList } from './arena/matchList';
import { arenaGameTitle } from './arena/gameTitle';

const POOL_TITLES: Record<string, string> = {
  server: 'Server (compute measured)',
  remote: 'Remote (compute unknown)',
};

function ladderRow(p: ArenaLadderEntry): HTMLTableRowElement {
  return h(
    'tr',
    { 'data-testid': 'arena-row', 'data-player': p.id },
    h('td', { class: 'num', 'data-testid': 'arena-rank' }, String(p.rank)),
    h(
      'td',
      { class: 'arena-name' },
      link(href.arenaPlayer(p.id), { 'data-testid': 'arena-player' }, p.label),
      kindBadge(p.kind),
      p.provisional
        ? h(
            'span',
            { class: 'arena-provisional', title: 'provisional: RD \u2265 110', 'data-testid': 'arena-provisional' },
            ' \u2020',
          )
        : null,
    ),
    h(
      'td',
      { class: 'num' },
      h('span', { 'data-testid': 'arena-rating' }, ratingText(p.rating)),
      // On a phone the interval's column gives way to its half-width here.
      h('span', { class: 'arena-pm', 'data-testid': 'arena-pm' }, ` \u00b1 ${Math.round((p.high - p.low) / 2)}`),
    ),
    h('td', { class: 'num arena-interval col-wide', 'data-testid': 'arena-interval' }, intervalText(p.low, p.high)),
    h('td', { class: 'num col-wide', 'data-testid': 'arena-rd' }, ratingText(p.deviation)),
    h('td', { class: 'num', 'data-testid': 'arena-wdl' }, wdlText(p.wins, p.draws, p.losses)),
    h('td', { class: 'num col-wide', 'data-testid': 'arena-games' }, String(p.games)),
  );
}

/** "remote" (compute unknown) or "hosted" beside a player that is not a reference bot. */
function kindBadge(kind: string): HTMLElement | null {
  const mark = kindMark(kind);
  if (!mark) return null;
  return h(
    'span',
    { class: 'badge badge-state arena-kind', title: mark.title, 'data-testid': 'arena-kind' },
    mark.text,
  );
}

function ladderTable(ladder: ArenaLadder): HTMLElement {
  if (ladder.players.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'arena-empty' }, 'No player in this pool yet.');
  return wrappedTable(
    { class: 'arena-ladder', 'data-testid': 'arena-ladder' },
    [
      h('th', { class: 'num', scope: 'col' }, '#'),
      ...colHeads('Player'),
      h('th', { class: 'num', scope: 'col' }, 'Rating'),
      h('th', { class: 'num col-wide', scope: 'col' }, '95% interval'),
      h('th', { class: 'num col-wide', scope: 'col' }, 'RD'),
      h('th', { class: 'num', scope: 'col', title: 'wins / draws / losses' }, 'W / D / L'),
      h('th', { class: 'num col-wide', scope: 'col' }, 'Games'),
    ],
    ladder.players.map(ladderRow),
  );
}

function picker(
  id: string,
  label: string,
  options: readonly string[],
  current: string,
  title: (o: string) => string,
  onPick: (o: string) => void,
): HTMLElement {
  const select = h(
    'select',
    { id, 'data-testid': id },
    options.map((o) => {
      const opt = h('option', { value: o }, title(o));
      if (o === current) opt.selected = true;
      return opt;
    }),
  );
  select.addEventListener('change', () => onPick(select.value));
  return h('div', { class: 'row' }, h('label', { for: id }, label), select);
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'arena') return () => {};
  const { root } = ctx;
  let disposed = false;
  // The arena's games are the two-player games; /arena shows the first one's ladder.
  const game = route.game ?? TWO_PLAYER_GAMES[0].id;
  const title = arenaGameTitle(game);
  ctx.title(`Arena · ${title}`);
  replaceChildren(root, h('h1', null, 'Arena'), h('p', { class: 'loading' }, 'Loading…'));
  Promise.all([ArenaApi.ladder(game, route.pool), ArenaApi.constants()]).then(
    ([ladder, constants]: [ArenaLadder, ArenaConstants]) => {
      if (disposed) return;
      replaceChildren(
        root,
        h(
          'div',
          { class: 'page-head' },
          h('h1', null, 'Arena'),
          h('span', { class: 'crumbs', 'data-testid': 'arena-crumbs' }, `${title} \u00b7 ${ladder.pool} pool`),
          link(href.arenaLive(), { 'data-testid': 'arena-live-link' }, 'Games being played now'),
          link(href.remoteBots(), { 'data-testid': 'arena-remote-link' }, 'Your remote bots'),
        ),
        h(
          'div',
          { class: 'panel row' },
          picker(
            'arena-game',
            'Game',
            TWO_PLAYER_GAMES.map((g) => g.id),
            game,
            arenaGameTitle,
            (g) => ctx.navigate(href.arena(g, route.pool)),
          ),
          picker(
            'arena-pool',
            'Pool',
            ARENA_POOLS,
            route.pool,
            (p) => POOL_TITLES[p] ?? p,
            (p) => ctx.navigate(href.arena(game, p)),
          ),
        ),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Ladder'),
          h(
            'p',
            { class: 'small muted' },
            'Two-player bots rated by Glicko-2 on every counted game; the reference bots decide within simulations or a depth, ',
            'so their games replay the same on any machine. Each rating comes with its 95% interval; \u2020 marks a provisional rating.',
          ),
          ladderTable(ladder),
        ),
        matchList(game, () => disposed),
        constantsPanel(constants),
      );
    },
    (e) => {
      if (!disposed) replaceChildren(root, h('h1', null, 'Arena'), errorNotice(e));
    },
  );
  return () => {
    disposed = true;
  };
}
