/**
 * Remote bots (/arena/remote): bots that run on their owners' machines and play rated games in a
 * game's remote pool over an NDJSON stream (docs/ARENA.md, "Remote bots"). A signed-in owner
 * registers one, watches each (rating, record, whether its stream is open, its live game, its
 * latest games) and reads how to connect it; a visitor reads what they are and how to sign in.
 * The list is asked again every few seconds, so a bot connecting or finishing a game shows.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { ApiError } from '../lib/api';
import { ArenaApi, type ArenaGamePage } from '../lib/arenaApi';
import type { PageContext } from '../lib/page';
import { RemoteArenaApi, type RemoteArenaBot } from '../lib/remoteArenaApi';
import { capsSentence, problemText } from '../lib/remoteBotFormat';
import { href } from '../lib/routes';
import { me, onSession, sessionKnown } from '../lib/session';
import { botCard } from './remoteBots/botCard';
import { connectPanel } from './remoteBots/connectPanel';
import { registerForm } from './remoteBots/registerForm';

/** How often the page asks for the bots again (ms). */
export const REFRESH_MS = 2000;

/** The latest games shown under each bot. */
const RECENT = 5;

function intro(): HTMLElement {
  return h(
    'p',
    { class: 'small' },
    'A remote bot runs on your own machine, in any language: it opens a stream of games over HTTP with one of your ',
    'API tokens and answers each turn with a POST. It plays colour-paired games against the remote pool\u2019s ',
    'reference bots, each game replayed by the rules and rated by Glicko-2. Its compute is unknown, so it is rated ',
    'in the remote pool only, never against the server\u2019s bots. ',
    link(href.arena(null), null, 'The arena'),
    ' \u00b7 ',
    link(href.hostedBots(), null, 'hosted bots'),
    ' (run on the server at equal compute).',
  );
}

function head(): HTMLElement {
  return h(
    'div',
    { class: 'page-head' },
    h('h1', null, 'Remote bots'),
    h('span', { class: 'muted' }, 'Your bots on your machines, rated in the arena\u2019s remote pool.'),
  );
}

export default function mount(ctx: PageContext): () => void {
  ctx.title('Remote bots · Arena');
  const root = ctx.root;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each bot's latest games, asked again only when its game count moves.
  const games = new Map<number, { count: number; page: ArenaGamePage | null }>();
  let connectFor = '';

  const render = () => {
    clearTimeout(timer);
    if (!sessionKnown()) {
      replaceChildren(root, head(), h('p', { class: 'loading' }, 'Loading…'));
      return;
    }
    if (!me()) {
      replaceChildren(
        root,
        head(),
        intro(),
        h(
          'p',
          { 'data-testid': 'remote-anonymous' },
          link(href.login(href.remoteBots()), { 'data-testid': 'remote-login' }, 'Sign in'),
          ' to register a remote bot and watch it play. ',
          link(href.arena(null, 'remote'), null, 'The remote ladders'),
          ' are open to everyone.',
        ),
      );
      return;
    }
    const caps = h('p', { class: 'small muted', 'data-testid': 'remote-caps' });
    const list = h('div', { 'data-testid': 'remote-bots' }, h('p', { class: 'loading' }, 'Loading…'));
    const problem = h('div', { 'aria-live': 'polite', 'data-testid': 'remote-problem' });
    // "How to connect" is drawn again only when the bots change (a choice or a Copy stays put).
    let connect: HTMLElement = connectPanel([], location.origin);
    connectFor = '';
    replaceChildren(
      root,
      head(),
      intro(),
      h('section', { class: 'panel' }, h('h2', null, 'Your remote bots'), caps, problem, list),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Register a remote bot'),
        registerForm(() => void refresh()),
      ),
      connect,
    );

    const showBots = (bots: RemoteArenaBot[]) => {
      replaceChildren(
        list,
        bots.length
          ? bots.map((b) => botCard(b, games.get(b.playerId)?.page ?? null))
          : h('p', { class: 'muted', 'data-testid': 'remote-bots-empty' }, 'No remote bot yet: register one below.'),
      );
      const ids = bots.map((b) => b.playerId).join(',');
      if (ids !== connectFor) {
        connectFor = ids;
        const next = connectPanel(bots, location.origin);
        connect.replaceWith(next);
        connect = next;
      }
    };

    const refresh = async () => {
      clearTimeout(timer);
      try {
        const [bots, c] = await Promise.all([RemoteArenaApi.mine(), RemoteArenaApi.caps()]);
        if (disposed) return;
        replaceChildren(problem);
        caps.textContent = capsSentence(c);
        const stale = bots.filter((b) => games.get(b.playerId)?.count !== b.games);
        const pages = await Promise.all(stale.map((b) => ArenaApi.gamesOf(b.playerId, RECENT)));
        if (disposed) return;
        stale.forEach((b, i) => games.set(b.playerId, { count: b.games, page: pages[i] }));
        showBots(bots);
      } catch (e) {
        if (disposed) return;
        replaceChildren(problem, h('p', { class: 'notice notice-bad', role: 'alert' }, problemText(e)));
        // Signed out elsewhere: asking again will not help.
        if (e instanceof ApiError && e.status === 401) return;
      }
      if (!disposed) timer = setTimeout(() => void refresh(), REFRESH_MS);
    };
    void refresh();
  };
  render();
  const off = onSession(render);
  return () => {
    disposed = true;
    clearTimeout(timer);
    off();
  };
}
