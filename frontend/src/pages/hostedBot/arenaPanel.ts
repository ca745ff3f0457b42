/**
 * "In the arena" on a hosted bot's page: each entered version's rating per game (with its RD, a
 * provisional mark and a link to its arena page, where matches start), and for the owner "Enter in
 * the arena": a version and a game, then the server ladder plays it in the background (a new version
 * first, until it is established) within the owner's daily cap, shown with the time until it resets.
 */
import { field, h, link, replaceChildren } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { errorNotice, errorText } from '../../lib/components';
import { ratingText } from '../../lib/arenaFormat';
import { HostedArenaApi, type HostedArenaEntry } from '../../lib/hostedArenaApi';
import type { HostedBot } from '../../lib/hostedApi';
import { href } from '../../lib/routes';
import { colHeads, wrappedTable } from '../../lib/table';
import { TWO_PLAYER_GAMES } from '../../lab/games';
import { arenaGameTitle } from '../arena/gameTitle';

function entriesTable(entries: readonly HostedArenaEntry[]): HTMLElement {
  if (entries.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'arena-entries-empty' }, 'No version of this bot is in the arena.');
  return wrappedTable(
    { 'data-testid': 'arena-entries' },
    colHeads('Version', 'Game', 'Rating', 'Games'),
    entries.map((e) =>
      h(
        'tr',
        { 'data-testid': 'arena-entry', 'data-player': e.playerId },
        h('td', null, link(href.arenaPlayer(e.playerId), { 'data-testid': 'arena-entry-link' }, e.label)),
        h('td', null, arenaGameTitle(e.game)),
        h(
          'td',
          { class: 'num', 'data-testid': 'arena-entry-rating' },
          `${ratingText(e.rating)} \u00b1 ${ratingText(1.96 * e.deviation)}`,
          e.provisional ? h('span', { class: 'badge', title: 'RD 110 or more' }, ' provisional') : null,
        ),
        h('td', { class: 'num', 'data-testid': 'arena-entry-games' }, String(e.games)),
      ),
    ),
  );
}

function capsText(e: HostedArenaEntry): string {
  const c = e.caps;
  const hours = Math.floor(c.secondsUntilReset / 3600);
  const minutes = Math.ceil((c.secondsUntilReset % 3600) / 60);
  return (
    `Your versions have played ${c.gamesToday} of ${c.gamesPerDay} arena games today (${c.gamesLeft} left; ` +
    `the count resets in ${hours} h ${minutes} min); ${c.entries} of ${c.entriesMax} entries used. ` +
    `Each game gives the bot ${e.cpuSecondsPerGame} CPU-seconds, whatever the version.`
  );
}

function enterForm(bot: HostedBot, done: () => void): HTMLElement {
  const versions = bot.versions.filter((v) => !v.retiredAt);
  const version = h(
    'select',
    { id: 'arena-version', 'data-testid': 'arena-version' },
    versions.map((v) => h('option', { value: v.id }, `v${v.number}`)),
  );
  const game = h(
    'select',
    { id: 'arena-game', 'data-testid': 'arena-game' },
    TWO_PLAYER_GAMES.map((g) => h('option', { value: g.id }, g.title)),
  );
  const versionField = field('Version', version);
  const gameField = field('Game', game);
  const error = h('p', { class: 'error', role: 'alert', 'data-testid': 'arena-enter-error' });
  const submit = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'arena-enter' },
    'Enter in the arena',
  );
  const form = h(
    'form',
    { class: 'hosted-run-form', 'data-testid': 'arena-enter-form' },
    h('div', { class: 'form-grid' }, versionField.wrap, gameField.wrap),
    error,
    submit,
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    submit.disabled = true;
    for (const el of [error, versionField.error, gameField.error]) el.textContent = '';
    HostedArenaApi.enter(game.value, Number(version.value)).then(done, (e) => {
      submit.disabled = false;
      // The server names the field at fault: its words go under that field, anything else below.
      const at = e instanceof ApiError ? { version: versionField, game: gameField }[e.field ?? ''] : undefined;
      (at ? at.error : error).textContent = errorText(e);
    });
  });
  return versions.length ? form : h('p', { class: 'muted' }, 'Every version is retired: upload one to enter it.');
}

export function arenaPanel(bot: HostedBot, owner: boolean, isDisposed: () => boolean): HTMLElement {
  const body = h('div', { 'data-testid': 'hosted-bot-arena' }, h('p', { class: 'loading' }, 'Loading…'));
  const load = () =>
    HostedArenaApi.ofBot(bot.id).then(
      (a) => {
        if (isDisposed()) return;
        const mine = owner && a.entries.length ? a.entries[0] : null;
        replaceChildren(
          body,
          entriesTable(a.entries),
          mine ? h('p', { class: 'small muted', 'data-testid': 'arena-caps' }, capsText(mine)) : null,
          owner ? enterForm(bot, () => void load()) : null,
        );
      },
      (e) => !isDisposed() && replaceChildren(body, errorNotice(e)),
    );
  void load();
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'arena-h' },
    h('h2', { id: 'arena-h' }, 'In the arena'),
    h(
      'p',
      { class: 'small muted' },
      'A version entered on a two-player game plays rated games against the reference bots on the server ladder, ',
      'in the sandbox at equal compute: a new version first, until its rating is established (RD under 110, about a ',
      'dozen games). Start a match against a reference bot from its arena page.',
    ),
    body,
  );
}
