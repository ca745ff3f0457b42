/**
 * A leaderboard, live: the REST answer first, then /ws/leaderboards/{game}/{instance} (a snapshot
 * and every new entry), reconnecting with backoff. People and bots are badged; every row replays.
 */
import type { LeaderboardMessage } from '../lib/liveMessages';
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, type GameView, type PublishedScore } from '../lib/api';
import { errorNotice, leaderboardTable, liveBadge } from '../lib/components';
import { formatInt } from '../lib/format';
import { instancePicker } from '../lib/instancePicker';
import { openLive, type LiveHandle } from '../lib/live';
import { applyBoardMessage, emptyBoard, type BoardState } from '../lib/leaderboardFeed';
import { publishedScoreNotice } from '../lib/publishedScore';
import { notFoundPanel } from '../lib/notFound';
import type { PageContext } from '../lib/page';
import { href, instancePath } from '../lib/routes';
import { mountOverview } from './boardsOverview';
import { budgetPicker, showBudgetBoard } from './leaderboard/budgetBoard';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'leaderboard') return () => {};
  // /leaderboard: every board at a glance (it once jumped to the first game's default board).
  if (!route.game) return mountOverview(ctx);
  const root = ctx.root;
  let disposed = false;
  let live: LiveHandle | null = null;
  let frame = 0;
  replaceChildren(root, h('h1', null, 'Leaderboard'), h('p', { class: 'loading' }, 'Loading…'));

  Api.games()
    .then(async (games) => {
      if (disposed) return;
      const game = route.game ? games.find((g) => g.id === route.game) : games[0];
      if (!game) {
        replaceChildren(
          root,
          notFoundPanel(
            'No such game',
            link(href.home(), null, 'Home'),
            'There is no game named ',
            h('code', null, route.game ?? ''),
            '.',
          ),
        );
        return;
      }
      const instance = route.instance ?? game.defaultInstance;
      if (!route.game || !route.instance) {
        ctx.navigate(href.leaderboard(game.id, instance), { replace: true });
        return;
      }
      const instances = await Api.instances(game.id)
        .then((l) => l.map((i) => i.id))
        .catch(() => [] as string[]);
      if (!disposed) show(games, game, instance ?? '', instances);
    })
    .catch((e) => {
      if (!disposed) replaceChildren(root, h('h1', null, 'Leaderboard'), errorNotice(e));
    });

  function show(games: GameView[], game: GameView, instance: string, instances: string[]): void {
    const cpuSeconds = route.page === 'leaderboard' ? (route.cpuSeconds ?? null) : null;
    const budget = cpuSeconds === null ? '' : ` · ${cpuSeconds} CPU-s`;
    ctx.title(`Leaderboard · ${game.title} · ${instance}${budget}`);
    const gameSelect = h(
      'select',
      { id: 'lb-game', 'data-testid': 'game-select' },
      games.map((g) => {
        const o = h('option', { value: g.id }, g.title);
        if (g.id === game.id) o.selected = true;
        return o;
      }),
    );
    gameSelect.addEventListener('change', () => {
      const g = games.find((x) => x.id === gameSelect.value);
      if (g) ctx.navigate(href.leaderboard(g.id, g.defaultInstance));
    });
    const badge = liveBadge();
    const participants = h('span', { 'data-testid': 'participants' }, '–');
    const tableSlot = h('div', { 'data-testid': 'leaderboard' }, h('p', { class: 'loading' }, 'Loading…'));
    const scoring = h('p', { class: 'small muted' });
    // A score published without its line: apart from the table, redrawn with the record it is weighed against.
    const publishedSlot = h('div');
    let published: PublishedScore | null = null;
    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, 'Leaderboard'),
        h(
          'span',
          { class: 'crumbs' },
          game.title,
          ' · ',
          h('code', { 'data-testid': 'instance-id' }, instance),
          cpuSeconds === null ? null : h('span', { 'data-testid': 'board-budget' }, budget),
        ),
        h('span', { class: 'spacer' }),
        cpuSeconds === null ? badge.el : null,
      ),
      h(
        'div',
        { class: 'panel row lb-picker' },
        h('div', { class: 'row' }, h('label', { for: 'lb-game' }, 'Game'), gameSelect),
        instancePicker({
          instances,
          current: instance,
          syntax: game.instanceSyntax,
          onPick: (i) => ctx.navigate(href.leaderboard(game.id, i)),
        }),
        budgetPicker(game.id, instance, cpuSeconds, (cpu) => ctx.navigate(href.leaderboard(game.id, instance, cpu))),
        h('span', { class: 'spacer' }),
        link(
          href.play(game.id, instance),
          { class: 'btn btn-primary', 'data-testid': 'play-link' },
          'Play this instance',
        ),
        link(href.botlab(game.id, instance), { class: 'btn' }, 'Run a bot'),
      ),
      h(
        'section',
        { class: 'panel lb-standings' },
        h(
          'div',
          { class: 'row' },
          h('h2', { style: 'margin:0' }, 'Standings'),
          h('span', { class: 'muted small' }, participants, ' participants'),
          h('span', { class: 'spacer' }),
          h(
            'span',
            { class: 'small muted' },
            cpuSeconds === null
              ? 'Each participant\u2019s best; on equal scores originals rank before copies, then the earlier submission first.'
              : `Only bot runs the server ran with exactly ${cpuSeconds} CPU-seconds, reference and hosted bots alike: each bot\u2019s best.`,
          ),
        ),
        scoring,
        publishedSlot,
        tableSlot,
      ),
    );

    if (cpuSeconds !== null) {
      showBudgetBoard(tableSlot, participants, { game: game.id, instance, cpuSeconds }, () => disposed);
      return;
    }

    let state: BoardState = emptyBoard(100);
    const draw = () => {
      frame = 0;
      setText(participants, formatInt(state.participants));
      replaceChildren(publishedSlot, publishedScoreNotice(published, state.record));
      replaceChildren(tableSlot, leaderboardTable(state.entries, state.fresh, state.record ?? null));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };

    Api.leaderboard(game.id, instance, 100)
      .then((lb) => {
        if (disposed) return;
        setText(scoring, `Scored by the rules of ${lb.scoring}.`);
        published = lb.published ?? null;
        schedule();
        // A snapshot from the socket may already be newer: only fill an empty board.
        if (state.entries.length === 0 && state.participants === 0) {
          state = applyBoardMessage(state, {
            v: 1,
            type: 'snapshot',
            seq: 0,
            game: game.id,
            instance,
            record: lb.record ?? null,
            participants: lb.participants,
            entries: lb.entries,
          });
          schedule();
        }
      })
      .catch((e) => {
        if (!disposed) replaceChildren(tableSlot, errorNotice(e));
      });

    live = openLive<LeaderboardMessage>({
      path: `/ws/leaderboards/${encodeURIComponent(game.id)}/${instancePath(instance)}`,
      onMessage: (msg) => {
        state = applyBoardMessage(state, msg);
        schedule();
      },
      onStatus: (s) => badge.set(s),
    });
  }

  return () => {
    disposed = true;
    live?.close();
    if (frame) cancelAnimationFrame(frame);
  };
}
