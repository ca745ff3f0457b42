/**
 * The arena's games being played now (/arena/live) and one of them move by move
 * (/arena/live/<live id>), from the live feeds of docs/WEBSOCKETS.md: the ladder's background games
 * and match games stream their moves as they are played, so the board is drawn ply by ply; a game
 * ends on its result and, once stored, links to its replay.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { liveBadge } from '../lib/components';
import { openLive, type LiveHandle } from '../lib/live';
import type { ArenaLiveMessage, ArenaLiveSummary } from '../lib/liveMessages';
import { applyToGame, applyToList, livePlies, liveStateText, type LiveGame } from '../lib/arenaLive';
import { cpuPhrase, msText } from '../lib/arenaFormat';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';
import { drawBoard, isTwoPlayerGame, sideNames } from '../lab/games';
import { loadRules, type Rules } from '../rules/engine';
import { arenaGameTitle } from './arena/gameTitle';

function listRow(g: ArenaLiveSummary): HTMLElement {
  return h(
    'tr',
    { 'data-testid': 'arena-live-row', 'data-live-id': g.liveId, 'data-state': g.state },
    h('td', null, arenaGameTitle(g.game)),
    h(
      'td',
      null,
      link(href.arenaPlayer(g.first.playerId), null, g.first.label),
      ' v ',
      link(href.arenaPlayer(g.second.playerId), null, g.second.label),
    ),
    h('td', { class: 'num' }, String(g.plies)),
    h('td', null, liveStateText(g, g.first.label, g.second.label)),
    h(
      'td',
      null,
      g.gameId !== undefined && g.gameId !== null
        ? link(href.arenaGame(g.gameId), { 'data-testid': 'arena-live-replay-link' }, 'replay')
        : link(href.arenaLive(g.liveId), { 'data-testid': 'arena-live-watch' }, 'watch'),
    ),
  );
}

function mountList(ctx: PageContext): () => void {
  ctx.title('Arena games live');
  const badge = liveBadge();
  const slot = h('div', { 'data-testid': 'arena-live-list' }, h('p', { class: 'loading' }, 'Connecting…'));
  let games: ArenaLiveSummary[] = [];
  replaceChildren(
    ctx.root,
    h('div', { class: 'page-head' }, h('h1', null, 'Arena games live'), badge.el),
    h(
      'p',
      { class: 'muted' },
      'The ladders\u2019 games and the matches\u2019 games as they are played: each move is sent the moment a bot has decided it. A game stays here for a minute after it ends, then its ',
      link(href.arena(), null, 'ladder'),
      ' keeps it.',
    ),
    h('section', { class: 'panel' }, slot),
  );
  function draw(): void {
    replaceChildren(
      slot,
      games.length === 0
        ? h('p', { class: 'muted', 'data-testid': 'arena-live-none' }, 'No game is being played right now.')
        : wrappedTable(
            { 'data-testid': 'arena-live-games' },
            [
              ...colHeads('Game', 'Players'),
              h('th', { class: 'num', scope: 'col' }, 'Plies'),
              ...colHeads('State', ''),
            ],
            games.map(listRow),
          ),
    );
  }
  const live = openLive<ArenaLiveMessage>({
    path: '/ws/arena/live',
    onMessage: (m) => {
      games = applyToList(games, m);
      draw();
    },
    onStatus: (s) => badge.set(s),
  });
  return () => live.close();
}

function mountGame(ctx: PageContext, liveId: string): () => void {
  ctx.title(`Arena game live`);
  const badge = liveBadge();
  const title = h('h1', { 'data-testid': 'arena-live-title' }, 'Arena game live');
  const boardSlot = h('div', { class: 'arena-board', 'data-testid': 'arena-live-board' });
  const stateLine = h('p', { 'data-testid': 'arena-live-state' }, 'Connecting…');
  const moveNow = h('p', { class: 'small', 'data-testid': 'arena-live-move-now' });
  const movesBody = h('tbody');
  const sides = h('ul', { class: 'arena-sides' });
  let game: LiveGame | null = null;
  let rules: Rules | null = null;
  let live: LiveHandle | null = null;
  let disposed = false;

  replaceChildren(
    ctx.root,
    h(
      'div',
      { class: 'page-head' },
      title,
      badge.el,
      h('span', { class: 'crumbs' }, link(href.arenaLive(), null, 'Games live')),
    ),
    h('section', { class: 'panel' }, sides, stateLine),
    h(
      'section',
      { class: 'panel arena-replay' },
      h('div', { class: 'arena-replay-board' }, boardSlot, moveNow),
      h(
        'div',
        { class: 'arena-replay-moves' },
        h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            { 'data-testid': 'arena-live-moves' },
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', { class: 'num', scope: 'col' }, '#'),
                ...colHeads('Side', 'Move'),
                h('th', { class: 'num', scope: 'col' }, 'CPU ms'),
                h('th', { class: 'num', scope: 'col' }, 'Wall ms'),
              ),
            ),
            movesBody,
          ),
        ),
      ),
    ),
  );

  function draw(): void {
    const g = game;
    if (!g) return;
    const names = isTwoPlayerGame(g.game) ? sideNames(g.game) : (['first', 'second'] as const);
    setText(title, `${g.first.label} v ${g.second.label}`);
    ctx.title(`Live: ${g.first.label} v ${g.second.label}`);
    replaceChildren(
      sides,
      h(
        'li',
        null,
        h('strong', null, `${names[0]}: `),
        link(href.arenaPlayer(g.first.playerId), null, g.first.label),
        ' ',
        g.first.label === g.first.spec ? null : h('code', null, g.first.spec),
      ),
      h(
        'li',
        null,
        h('strong', null, `${names[1]}: `),
        link(href.arenaPlayer(g.second.playerId), null, g.second.label),
        ' ',
        g.second.label === g.second.spec ? null : h('code', null, g.second.spec),
      ),
    );
    const state = liveStateText(g, g.first.label, g.second.label);
    replaceChildren(
      stateLine,
      `${arenaGameTitle(g.game)} \u00b7 seed ${g.seed} \u00b7 opening ${g.opening.join(' ') || 'none'} \u00b7 `,
      h(
        'strong',
        { 'data-testid': 'arena-live-result', 'data-state': g.state },
        g.state === 'playing' ? `playing, move ${g.moves.length}` : state,
      ),
      g.gameId !== null
        ? h(
            'span',
            null,
            ' \u00b7 ',
            link(href.arenaGame(g.gameId), { 'data-testid': 'arena-live-replay' }, `replay of game ${g.gameId}`),
          )
        : g.state === 'ended'
          ? ' \u00b7 being stored…'
          : null,
    );
    if (rules && isTwoPlayerGame(g.game)) {
      const plies = livePlies(g);
      const at = rules.analyse(g.game, 'start', plies);
      replaceChildren(
        boardSlot,
        drawBoard(g.game, at.position, { label: `Position after ${plies.length} plies`, last: plies.at(-1) ?? null }),
      );
    } else if (!isTwoPlayerGame(g.game)) {
      replaceChildren(boardSlot, h('p', { class: 'muted' }, 'No board drawing for this game.'));
    }
    boardSlot.setAttribute('data-plies', String(g.moves.length));
    const m = g.moves.at(-1);
    setText(
      moveNow,
      m
        ? `Move ${m.ply + 1}: ${m.side === 'first' ? names[0] : names[1]} played ${m.move}, thinking ${cpuPhrase(m.cpuMs)}, ${msText(m.wallMs)} ms wall.`
        : `The opening (${g.opening.length} random plies from the seed): ${g.opening.join(' ') || 'none'}.`,
    );
    // Rows are only ever added: the moves played do not change.
    for (let i = movesBody.children.length; i < g.moves.length; i++) {
      const mv = g.moves[i];
      movesBody.append(
        h(
          'tr',
          { 'data-testid': 'arena-live-move', 'data-ply': mv.ply },
          h('td', { class: 'num' }, String(mv.ply + 1)),
          h('td', null, mv.side === 'first' ? names[0] : names[1]),
          h('td', null, mv.move),
          h('td', { class: 'num' }, msText(mv.cpuMs)),
          h('td', { class: 'num' }, msText(mv.wallMs)),
        ),
      );
    }
  }

  loadRules().then(
    (r) => {
      rules = r;
      if (!disposed) draw();
    },
    () => undefined,
  );
  live = openLive<ArenaLiveMessage>({
    path: `/ws/arena/live/${encodeURIComponent(liveId)}`,
    onMessage: (msg) => {
      game = applyToGame(game, msg);
      draw();
    },
    onStatus: (s, detail) => {
      badge.set(s);
      if (s === 'gone' && !game) {
        replaceChildren(
          stateLine,
          h('span', { 'data-testid': 'arena-live-gone' }, detail ?? 'This game is not being played.'),
          ' ',
          link(href.arenaLive(), null, 'Games being played now'),
        );
      }
    },
  });
  return () => {
    disposed = true;
    live?.close();
  };
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'arenalive') return () => {};
  return route.liveId === null ? mountList(ctx) : mountGame(ctx, route.liveId);
}
