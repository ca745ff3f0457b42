/**
 * One of the owner's remote bots on the remote bots page: its game, rating with RD, 95% interval
 * and provisional mark, record, whether its stream is open now and the game it is playing (a link
 * to the live game), a link to its arena player page, and its latest games. Rendering only: the
 * page fetches and refreshes.
 */
import { h, link } from '../../lib/dom';
import type { ArenaGamePage } from '../../lib/arenaApi';
import { intervalText, outcomeFor, ratingText, wdlText } from '../../lib/arenaFormat';
import { formatAgo, formatInstant } from '../../lib/format';
import type { RemoteArenaBot } from '../../lib/remoteArenaApi';
import { href } from '../../lib/routes';
import { colHeads, wrappedTable } from '../../lib/table';
import { arenaGameTitle } from '../arena/gameTitle';

/** The z of the 95% interval, as the server's ladder uses it (ArenaConstants.z95). */
const Z95 = 1.96;

function statusLine(bot: RemoteArenaBot): HTMLElement {
  const badge = h(
    'span',
    {
      class: `badge ${bot.connected ? 'badge-running' : 'badge-state'}`,
      'data-testid': 'remote-bot-status',
      title: bot.connected ? 'its stream is open now' : 'no stream open: start your bot to play',
    },
    bot.connected ? 'connected' : 'not connected',
  );
  const playing = bot.liveGame
    ? h(
        'span',
        null,
        ' playing now: ',
        link(href.arenaLive(bot.liveGame), { 'data-testid': 'remote-bot-live' }, 'watch the live game'),
      )
    : bot.connected
      ? h('span', { class: 'muted' }, ' between games')
      : null;
  return h('p', { 'data-testid': 'remote-bot-connection' }, badge, playing);
}

function gamesTable(bot: RemoteArenaBot, page: ArenaGamePage | null): HTMLElement {
  if (page === null) return h('p', { class: 'loading' }, 'Loading its games…');
  if (page.games.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'remote-bot-no-games' }, 'No game yet: connect it to play.');
  return wrappedTable(
    { 'data-testid': 'remote-bot-games' },
    [
      ...colHeads('Game', 'Opponent', 'Result'),
      h('th', { class: 'num', scope: 'col' }, 'Moves'),
      ...colHeads('Played'),
    ],
    page.games.map((g) => {
      const first = g.firstPlayerId === bot.playerId;
      return h(
        'tr',
        { 'data-testid': 'remote-bot-game', 'data-game': g.id },
        h('td', null, link(href.arenaGame(g.id), null, `#${g.id}`)),
        h(
          'td',
          null,
          link(
            href.arenaPlayer(first ? g.secondPlayerId : g.firstPlayerId),
            null,
            first ? g.secondLabel : g.firstLabel,
          ),
        ),
        h('td', { 'data-testid': 'remote-bot-game-outcome' }, outcomeFor(g, bot.playerId)),
        h('td', { class: 'num' }, String(g.moves)),
        h('td', { class: 'small muted', title: formatInstant(g.createdAt) }, formatAgo(g.createdAt)),
      );
    }),
  );
}

export function botCard(bot: RemoteArenaBot, games: ArenaGamePage | null): HTMLElement {
  const half = Z95 * bot.deviation;
  return h(
    'section',
    { class: 'panel remote-bot', 'data-testid': 'remote-bot', 'data-player': bot.playerId },
    h(
      'h3',
      null,
      link(href.arenaPlayer(bot.playerId), { 'data-testid': 'remote-bot-link' }, bot.name),
      h('span', { class: 'muted', 'data-testid': 'remote-bot-game-title' }, ` \u00b7 ${arenaGameTitle(bot.game)}`),
    ),
    statusLine(bot),
    h(
      'p',
      null,
      'Rating ',
      h('strong', { 'data-testid': 'remote-bot-rating' }, `${ratingText(bot.rating)} \u00b1 ${ratingText(half)}`),
      bot.provisional
        ? h(
            'span',
            { class: 'arena-provisional', 'data-testid': 'remote-bot-provisional', title: 'RD 110 or more' },
            ' provisional',
          )
        : null,
      ' \u00b7 95% interval ',
      h('span', { 'data-testid': 'remote-bot-interval' }, intervalText(bot.rating - half, bot.rating + half)),
      ` \u00b7 RD ${ratingText(bot.deviation)} \u00b7 `,
      h(
        'span',
        { 'data-testid': 'remote-bot-record' },
        `${bot.games} games (${wdlText(bot.wins, bot.draws, bot.losses)})`,
      ),
    ),
    h(
      'p',
      { class: 'small muted' },
      `Remote: it runs on your machine, compute unknown; ${bot.secondsPerMove} s wall a move. `,
      link(href.arena(bot.game, 'remote'), null, 'The remote ladder'),
      '.',
    ),
    h('h4', null, 'Recent games'),
    gamesTable(bot, games),
  );
}
