/**
 * Home: the games with their instances and current best scores (a board's record counts: it is
 * the best known result), running contests and bot runs.
 * Also the "Play" index (/play), which shows only the games. Best scores are fetched a few at a
 * time, and the full instance lists only when opened.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError, api, type BotRunView, type GameView } from '../lib/api';
import { boardBest, boardBestContent } from '../lib/boardBest';
import { errorNotice, stateBadge } from '../lib/components';
import { formatInstant, formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { wrappedTable } from '../lib/table';

/** Runs async tasks with at most `limit` at once. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      try {
        await tasks[i]();
      } catch {
        /* each task shows its own failure */
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export interface RunningContest {
  id: number;
  title: string;
  endsAt?: string;
  registrations?: number;
  instanceCount?: number;
}

/** GET /api/contests?phase=running ({total, offset, now, contests: [...]}); none on 404 (a server without contests). */
export async function runningContests(): Promise<RunningContest[]> {
  let body: unknown;
  try {
    body = await api<unknown>('GET', '/api/contests?phase=running&limit=10');
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return [];
    throw e;
  }
  const list: unknown[] = Array.isArray((body as any)?.contests) ? (body as any).contests : [];
  return list
    .filter((c: any) => c && typeof c.id === 'number' && typeof c.title === 'string')
    .map((c: any) => ({
      id: c.id,
      title: c.title,
      endsAt: typeof c.endsAt === 'string' ? c.endsAt : undefined,
      registrations: typeof c.registrations === 'number' ? c.registrations : undefined,
      instanceCount: typeof c.instanceCount === 'number' ? c.instanceCount : undefined,
    }));
}

interface Lazy {
  el: HTMLElement;
  load: () => Promise<void>;
}

function bestCell(game: string, instance: string): Lazy {
  const cell = h('span', { class: 'best', 'data-testid': 'instance-best-score' }, '…');
  const load = () =>
    Api.leaderboard(game, instance, 1).then(
      (lb) => replaceChildren(cell, ...boardBestContent(boardBest(lb.entries[0], lb.record))),
      () => setText(cell, '?'),
    );
  return { el: cell, load };
}

/**
 * A two-player game has no leaderboard of scores: it is played against MCTS in the lab, every move
 * graded by the exact solver.
 */
function twoPlayerCard(g: GameView): { el: HTMLElement; load: null } {
  const query = `?game=${encodeURIComponent(g.id)}`;
  const card = h(
    'article',
    { class: 'panel game-card', 'data-testid': `game-${g.id}` },
    h('h2', null, g.title),
    h('p', { class: 'desc', title: g.description }, g.description),
    h('p', { class: 'small muted' }, 'Two players: you against Monte-Carlo tree search, graded by the exact solver'),
    h(
      'div',
      { class: 'card-foot' },
      h(
        'div',
        { class: 'row' },
        link(href.lab('play', query), { class: 'btn btn-primary', 'data-testid': `play-${g.id}` }, 'Play against MCTS'),
        link(href.lab('tree', query), { class: 'btn' }, 'Watch it think'),
      ),
    ),
  );
  return { el: card, load: null };
}

function gameCard(g: GameView): { el: HTMLElement; load: (() => Promise<void>) | null } {
  if (g.players === 2) return twoPlayerCard(g);
  const def = g.defaultInstance;
  const defBest = def ? bestCell(g.id, def) : null;
  const details = h(
    'details',
    { class: 'instances' },
    h('summary', null, g.instanceCount === 1 ? 'The instance' : `All ${g.instanceCount} instances`),
  );
  let loaded = false;
  details.addEventListener('toggle', () => {
    if (!details.open || loaded) return;
    loaded = true;
    const slot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
    details.append(slot);
    Api.instances(g.id)
      .then((list) => {
        const cells = list.map((i) => bestCell(g.id, i.id));
        replaceChildren(
          slot,
          wrappedTable(
            { class: 'instance-table' },
            [
              h('th', { scope: 'col' }, 'Instance'),
              h('th', { class: 'num', scope: 'col' }, 'Best'),
              h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Links')),
            ],
            list.map((i, k) =>
              h(
                'tr',
                { 'data-testid': 'instance-row' },
                h('td', null, h('code', null, i.id)),
                h('td', { class: 'num' }, cells[k].el),
                h(
                  'td',
                  null,
                  link(href.play(g.id, i.id), { 'data-testid': 'instance-play' }, 'Play'),
                  ' · ',
                  link(href.leaderboard(g.id, i.id), null, 'Board'),
                ),
              ),
            ),
          ),
        );
        void pool(
          cells.map((c) => c.load),
          4,
        );
      })
      .catch((e) => replaceChildren(slot, errorNotice(e)));
  });
  const card = h(
    'article',
    { class: 'panel game-card', 'data-testid': `game-${g.id}` },
    h('h2', null, g.title),
    h('p', { class: 'desc', title: g.description }, g.description),
    h('p', { class: 'small muted' }, `Solutions in ${g.solutionFormat} notation`),
    h(
      'div',
      { class: 'card-foot' },
      def && defBest ? h('p', null, 'Best on ', h('code', null, def), ': ', defBest.el) : null,
      h(
        'div',
        { class: 'row' },
        link(href.play(g.id, def), { class: 'btn btn-primary', 'data-testid': `play-${g.id}` }, 'Play'),
        link(href.leaderboard(g.id, def), { class: 'btn', 'data-testid': `board-${g.id}` }, 'Leaderboard'),
        link(href.botlab(g.id, def), { class: 'btn btn-quiet' }, 'Run a bot'),
        link(href.rules(g.id), { class: 'btn btn-quiet', 'data-testid': `rules-${g.id}` }, 'Rules'),
      ),
      details,
    ),
  );
  return { el: card, load: defBest ? defBest.load : null };
}

function runItem(r: BotRunView): HTMLElement {
  return h(
    'li',
    { 'data-testid': 'home-run' },
    stateBadge(r.state),
    ' ',
    link(href.botrun(r.id), null, r.name),
    ' ',
    h(
      'span',
      { class: 'muted small' },
      `${r.game} ${r.instance} · by `,
      h('span', null, r.owner),
      r.best ? ` · best ${formatInt(r.best.score)}` : '',
    ),
  );
}

export default function mount(ctx: PageContext): () => void {
  const gamesOnly = ctx.route.page === 'games';
  const root = ctx.root;
  const controller = new AbortController();
  ctx.title(gamesOnly ? 'Play' : '');
  const gamesSlot = h(
    'div',
    { class: 'grid-cards', 'data-testid': 'games' },
    h('p', { class: 'loading' }, 'Loading the games…'),
  );
  const contestsSlot = h('div', { 'data-testid': 'contests' }, h('p', { class: 'loading' }, 'Loading…'));
  const runsSlot = h('div', { 'data-testid': 'running-runs' }, h('p', { class: 'loading' }, 'Loading…'));

  if (gamesOnly) {
    replaceChildren(root, h('div', { class: 'page-head' }, h('h1', null, 'Choose a game')), gamesSlot);
  } else {
    replaceChildren(
      root,
      h(
        'section',
        { class: 'hero' },
        h('h1', null, 'Puzzle Arena'),
        h(
          'p',
          { class: 'muted' },
          'Hard single-player puzzles, verified leaderboards, people and search bots side by side. Every score is replayed by the server.',
        ),
      ),
      h(
        'div',
        { class: 'row', style: 'align-items:stretch' },
        h(
          'section',
          { class: 'panel', style: 'flex:1;min-width:260px' },
          h('h2', null, 'Running contests'),
          contestsSlot,
        ),
        h(
          'section',
          { class: 'panel', style: 'flex:1;min-width:260px;margin-top:0' },
          h('h2', null, 'Bots running now'),
          runsSlot,
        ),
      ),
      h('h2', { style: 'margin-top:1.5rem' }, 'Games'),
      gamesSlot,
    );
    runningContests()
      .then((list) => {
        if (controller.signal.aborted) return;
        replaceChildren(
          contestsSlot,
          list.length === 0
            ? h('p', { class: 'muted' }, 'No contest is running right now.')
            : h(
                'ul',
                null,
                list.map((c) =>
                  h(
                    'li',
                    { 'data-testid': 'contest-item', 'data-id': c.id },
                    link(href.contest(c.id), { 'data-testid': 'contest-link' }, c.title),
                    h(
                      'span',
                      { class: 'muted small' },
                      c.endsAt ? ` · ends ${formatInstant(c.endsAt)}` : '',
                      c.registrations !== undefined ? ` · ${c.registrations} registered` : '',
                    ),
                  ),
                ),
              ),
          link(href.contests(), { class: 'small' }, 'All contests'),
        );
      })
      .catch(() => replaceChildren(contestsSlot, h('p', { class: 'muted' }, 'Contests could not be loaded.')));
    Api.botRuns({ state: 'running', limit: 5 })
      .then((page) => {
        if (controller.signal.aborted) return;
        replaceChildren(
          runsSlot,
          page.runs.length === 0
            ? h('p', { class: 'muted' }, 'None at the moment. ', link(href.botlab(), null, 'Start one in the bot lab.'))
            : h('ul', { class: 'plain' }, page.runs.map(runItem)),
        );
      })
      .catch(() => replaceChildren(runsSlot, h('p', { class: 'muted' }, 'Bot runs could not be loaded.')));
  }

  Api.games()
    .then((games) => {
      if (controller.signal.aborted) return;
      const cards = games.map(gameCard);
      replaceChildren(
        gamesSlot,
        cards.map((c) => c.el),
      );
      void pool(
        cards.flatMap((c) => (c.load ? [c.load] : [])),
        4,
      );
    })
    .catch((e) => replaceChildren(gamesSlot, errorNotice(e)));

  return () => controller.abort();
}
