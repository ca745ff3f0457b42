/**
 * An arena player's page (/arena/players/<id>): its rating with the 95% interval, the rating
 * history chart, its results against each opponent, what its moves cost (mean and most CPU and
 * wall ms), its recent games, and the "explain" view of any of their rating changes.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice, errorText } from '../lib/components';
import {
  ArenaApi,
  type ArenaGamePage,
  type ArenaGameSummary,
  type ArenaLadderEntry,
  type ArenaOpponentRecord,
  type ArenaPlayerView,
} from '../lib/arenaApi';
import {
  changeText,
  intervalText,
  msText,
  outcomeFor,
  ratingText,
  ratingWithInterval,
  scorePercent,
  wdlText,
} from '../lib/arenaFormat';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';
import { ratingChart } from '../views/ratingChart';
import { explainView } from './arena/explain';
import { matchForm } from './arena/matchForm';
import { me, onSession } from '../lib/session';
import { RemoteArenaApi } from '../lib/remoteArenaApi';
import { arenaGameTitle } from './arena/gameTitle';

function opponentsTable(opponents: ArenaOpponentRecord[]): HTMLElement {
  if (opponents.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'arena-no-opponents' }, 'No counted game yet.');
  return wrappedTable(
    { 'data-testid': 'arena-opponents' },
    [
      ...colHeads('Opponent'),
      h('th', { class: 'num', scope: 'col' }, 'Games'),
      h('th', { class: 'num', scope: 'col' }, 'W / D / L'),
      h('th', { class: 'num', scope: 'col' }, 'Score'),
    ],
    opponents.map((o) =>
      h(
        'tr',
        { 'data-testid': 'arena-opponent', 'data-opponent': o.opponentId },
        h('td', null, link(href.arenaPlayer(o.opponentId), null, o.label)),
        h('td', { class: 'num', 'data-testid': 'opponent-games' }, String(o.games)),
        h('td', { class: 'num', 'data-testid': 'opponent-wdl' }, wdlText(o.wins, o.draws, o.losses)),
        h('td', { class: 'num', 'data-testid': 'opponent-score' }, scorePercent(o.score, o.games)),
      ),
    ),
  );
}

function moveTimesTable(v: ArenaPlayerView): HTMLElement {
  const t = v.moveTimes;
  return h(
    'div',
    null,
    wrappedTable(
      { 'data-testid': 'arena-move-times' },
      [
        ...colHeads(''),
        h('th', { class: 'num', scope: 'col' }, 'Mean ms'),
        h('th', { class: 'num', scope: 'col' }, 'Max ms'),
      ],
      [
        h(
          'tr',
          null,
          h('th', { scope: 'row' }, 'CPU'),
          h('td', { class: 'num', 'data-testid': 'cpu-mean' }, msText(t.cpuMsMean)),
          h('td', { class: 'num', 'data-testid': 'cpu-max' }, msText(t.cpuMsMax)),
        ),
        h(
          'tr',
          null,
          h('th', { scope: 'row' }, 'Wall'),
          h('td', { class: 'num', 'data-testid': 'wall-mean' }, msText(t.wallMsMean)),
          h('td', { class: 'num', 'data-testid': 'wall-max' }, msText(t.wallMsMax)),
        ),
      ],
    ),
    h(
      'p',
      { class: 'small muted', 'data-testid': 'move-count' },
      `Over ${t.moves} moves after the openings: CPU time of the deciding thread and wall time.`,
    ),
  );
}

/** The rating with its interval, RD, volatility, rank and record; what kind of bot it is. */
function summaryPanel(p: ArenaLadderEntry): HTMLElement {
  return h(
    'section',
    { class: 'panel arena-summary' },
    h(
      'p',
      { class: 'arena-big' },
      h('span', { 'data-testid': 'arena-player-rating' }, ratingWithInterval(p.rating, p.low, p.high)),
      p.provisional
        ? h('span', { class: 'arena-provisional', 'data-testid': 'arena-provisional' }, ' provisional')
        : null,
    ),
    h(
      'p',
      { class: 'small' },
      '95% interval ',
      h('span', { 'data-testid': 'arena-player-interval' }, intervalText(p.low, p.high)),
      `, RD ${ratingText(p.deviation)}, volatility ${p.volatility.toFixed(5)}; rank ${p.rank}; `,
      h('span', { 'data-testid': 'arena-player-record' }, `${p.games} games (${wdlText(p.wins, p.draws, p.losses)})`),
      '.',
    ),
    p.kind === 'remote'
      ? h(
          'p',
          { class: 'small muted' },
          h(
            'span',
            {
              class: 'badge badge-state',
              'data-testid': 'arena-player-remote',
              title: "runs on its owner's machine",
            },
            'remote \u2014 compute unknown',
          ),
          ' It runs on its owner\u2019s machine, so it is rated in the remote pool only. ',
          h('code', { 'data-testid': 'arena-player-spec' }, p.spec),
        )
      : h('p', { class: 'small muted' }, `${p.kind} bot `, h('code', { 'data-testid': 'arena-player-spec' }, p.spec)),
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'arenaplayer') return () => {};
  const { root } = ctx;
  let disposed = false;
  replaceChildren(root, h('h1', null, 'Arena player'), h('p', { class: 'loading' }, 'Loading…'));
  let chart: ReturnType<typeof ratingChart> | null = null;
  // The "Start a match" form, for logged-in users, once the ladder's players are known.
  const matchSlot = h('div', { 'data-testid': 'arena-match-slot' });
  let ladderPlayers: ArenaLadderEntry[] | null = null;
  let self: ArenaLadderEntry | null = null;
  // A remote bot's matches are its owner's to start: the page asks whether the caller owns it.
  let ownsRemote = false;
  const showMatchForm = () => {
    if (disposed) return;
    const allowed = self !== null && (self.kind !== 'remote' || ownsRemote);
    if (me() && self && ladderPlayers && allowed)
      replaceChildren(matchSlot, matchForm(self, ladderPlayers, ctx.navigate));
    else replaceChildren(matchSlot);
  };
  const checkOwner = () => {
    if (!me() || self?.kind !== 'remote') return;
    const id = self.id;
    RemoteArenaApi.mine().then(
      (bots) => {
        ownsRemote = bots.some((b) => b.playerId === id);
        showMatchForm();
      },
      () => {},
    );
  };
  const offSession = onSession(() => {
    ownsRemote = false;
    showMatchForm();
    checkOwner();
  });

  function gamesTable(v: ArenaPlayerView, page: ArenaGamePage, explainSlot: HTMLElement): HTMLElement {
    const me = v.player.id;
    const changeOf = new Map(v.history.map((p) => [p.gameId, p.change]));
    if (page.games.length === 0) return h('p', { class: 'muted' }, 'No game yet.');
    const explain = (g: ArenaGameSummary, opponent: string) => {
      replaceChildren(explainSlot, h('p', { class: 'loading' }, 'Loading…'));
      ArenaApi.game(g.id).then(
        (game) => {
          if (disposed) return;
          const c = game.ratingChanges.find((r) => r.playerId === me);
          replaceChildren(
            explainSlot,
            h('h3', null, 'Game ', link(href.arenaGame(g.id), null, `#${g.id}`), ` against ${opponent}`),
            c ? explainView(c, v.player.label, opponent) : h('p', { class: 'muted' }, 'This game changed no rating.'),
          );
          explainSlot.scrollIntoView({ block: 'nearest' });
        },
        (e) => {
          if (!disposed) replaceChildren(explainSlot, h('p', { class: 'error' }, errorText(e)));
        },
      );
    };
    return wrappedTable(
      { 'data-testid': 'arena-recent-games' },
      [
        ...colHeads('Game', 'Opponent', 'Colour', 'Result'),
        h('th', { class: 'num', scope: 'col' }, 'Moves'),
        h('th', { class: 'num', scope: 'col' }, 'Change'),
        ...colHeads('', 'Played'),
      ],
      page.games.map((g) => {
        const first = g.firstPlayerId === me;
        const opponent = first ? g.secondLabel : g.firstLabel;
        const opponentId = first ? g.secondPlayerId : g.firstPlayerId;
        const change = changeOf.get(g.id);
        return h(
          'tr',
          { 'data-testid': 'arena-recent-game', 'data-game': g.id },
          h('td', null, link(href.arenaGame(g.id), { 'data-testid': 'recent-game-link' }, `#${g.id}`)),
          h('td', null, link(href.arenaPlayer(opponentId), null, opponent)),
          h('td', null, first ? 'first' : 'second'),
          h('td', { 'data-testid': 'recent-game-outcome' }, outcomeFor(g, me)),
          h('td', { class: 'num' }, String(g.moves)),
          h('td', { class: 'num' }, change === undefined ? '\u2013' : changeText(change)),
          h(
            'td',
            null,
            g.status === 'counted'
              ? h(
                  'button',
                  {
                    type: 'button',
                    class: 'btn btn-quiet',
                    'data-testid': 'explain-button',
                    onclick: () => explain(g, opponent),
                  },
                  'Explain',
                )
              : null,
          ),
          h('td', { class: 'small muted' }, formatInstant(g.createdAt)),
        );
      }),
    );
  }

  Promise.all([ArenaApi.player(route.id), ArenaApi.gamesOf(route.id, 20)]).then(
    ([v, page]) => {
      if (disposed) return;
      const p = v.player;
      const gameTitle = arenaGameTitle(v.game);
      ctx.title(`${p.label} · Arena`);
      chart = ratingChart(v.history);
      const explainSlot = h('div', { 'data-testid': 'arena-explain-slot', 'aria-live': 'polite' });
      replaceChildren(
        root,
        h(
          'div',
          { class: 'page-head' },
          h('h1', { 'data-testid': 'arena-player-name' }, p.label),
          h(
            'span',
            { class: 'crumbs' },
            link(href.arena(v.game, v.pool), { 'data-testid': 'arena-ladder-link' }, `${gameTitle} ladder`),
            ` \u00b7 ${v.pool} pool`,
          ),
        ),
        summaryPanel(p),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Rating history'),
          h('p', { class: 'small muted' }, 'Rating after each counted game, in its 95% interval (shaded).'),
          chart.el,
        ),
        matchSlot,
        h('section', { class: 'panel' }, h('h2', null, 'Against each opponent'), opponentsTable(v.opponents)),
        h('section', { class: 'panel' }, h('h2', null, 'Time per move'), moveTimesTable(v)),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Recent games'),
          h(
            'p',
            { class: 'small muted' },
            `The latest ${page.games.length} of ${page.total}. "Explain" shows what a game's rating update used.`,
          ),
          explainSlot,
          gamesTable(v, page, explainSlot),
        ),
      );
      chart.fit();
      self = p;
      checkOwner();
      ArenaApi.ladder(v.game, v.pool).then(
        (l) => {
          ladderPlayers = l.players;
          showMatchForm();
        },
        () => {},
      );
    },
    (e) => {
      if (!disposed) replaceChildren(root, h('h1', null, 'Arena player'), errorNotice(e));
    },
  );
  return () => {
    disposed = true;
    offSession();
    chart?.dispose();
  };
}
