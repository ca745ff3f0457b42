/**
 * The entry point: the shell, the session, and a history-API router that loads each page's code
 * on demand (dynamic import), so the first page downloads only what it shows.
 */
import './styles/index.css';
import { createShell } from './layout';
import { h, replaceChildren } from './lib/dom';
import { Api } from './lib/api';
import { parseRoute, type Route } from './lib/routes';
import type { PageContext, PageModule } from './lib/page';
import { me, onSession, refreshSession, sessionKnown, setMe } from './lib/session';

const pages: Record<Route['page'], () => Promise<PageModule>> = {
  home: () => import('./pages/home'),
  games: () => import('./pages/home'),
  play: () => import('./pages/play'),
  leaderboard: () => import('./pages/leaderboard'),
  replay: () => import('./pages/replay'),
  records: () => import('./pages/records'),
  record: () => import('./pages/replay'),
  botlab: () => import('./pages/botlab'),
  botrun: () => import('./pages/botrun'),
  hostedbots: () => import('./pages/hostedBots'),
  hostedbot: () => import('./pages/hostedBot'),
  suites: () => import('./pages/suites'),
  suite: () => import('./pages/suite'),
  suiterun: () => import('./pages/suiteRun'),
  login: () => import('./pages/auth'),
  signup: () => import('./pages/auth'),
  account: () => import('./pages/account'),
  guide: () => import('./pages/guide'),
  contests: () => import('./pages/contests'),
  contest: () => import('./pages/contest'),
  contestform: () => import('./pages/contestForm'),
  admin: () => import('./pages/admin'),
  lab: () => import('./pages/lab'),
  reset: () => import('./pages/resetPassword'),
  profile: () => import('./pages/profile'),
  rankings: () => import('./pages/rankings'),
  rules: () => import('./pages/rules'),
  arena: () => import('./pages/arena'),
  arenaplayer: () => import('./pages/arenaPlayer'),
  arenagame: () => import('./pages/arenaGame'),
  arenamatch: () => import('./pages/arenaMatch'),
  arenalive: () => import('./pages/arenaLive'),
  remotebots: () => import('./pages/remoteBots'),
  notfound: () => import('./pages/notfound'),
};

const app = document.getElementById('app') ?? document.body;
const shell = createShell(app, () => {
  Api.logout()
    .catch(() => undefined)
    .finally(() => {
      setMe(null);
      if (location.pathname === '/account') navigate('/');
    });
});

onSession((m) => shell.setUser(m, true));
shell.setUser(me(), sessionKnown());
void refreshSession();

let cleanup: (() => void) | void = undefined;
let generation = 0;

async function render(): Promise<void> {
  const gen = ++generation;
  const route = parseRoute(location.pathname, location.search);
  shell.setPage(route.page);
  if (cleanup) {
    try {
      cleanup();
    } catch (e) {
      console.error(e);
    }
    cleanup = undefined;
  }
  const root = h('div', { class: `page page-${route.page}` });
  const loading = window.setTimeout(() => {
    if (gen === generation) replaceChildren(shell.main, h('p', { class: 'loading', role: 'status' }, 'Loading…'));
  }, 150);
  let mod: PageModule;
  try {
    mod = await pages[route.page]();
  } catch (e) {
    window.clearTimeout(loading);
    if (gen !== generation) return;
    replaceChildren(
      shell.main,
      h(
        'div',
        { class: 'page' },
        h('h1', null, 'This page could not be loaded'),
        h('p', null, 'The app may have been updated. '),
        h('button', { type: 'button', class: 'btn btn-primary', onclick: () => location.reload() }, 'Reload'),
      ),
    );
    return;
  }
  window.clearTimeout(loading);
  if (gen !== generation) return;
  replaceChildren(shell.main, root);
  const ctx: PageContext = {
    route,
    root,
    navigate,
    title: (t) => {
      document.title = t ? `${t} · Puzzle Arena` : 'Puzzle Arena';
    },
  };
  ctx.title('');
  cleanup = mod.default(ctx);
  if (focusOnRender) {
    focusOnRender = false;
    const heading = root.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }
}

let focusOnRender = false;

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.href = to;
    return;
  }
  if (opts.replace) history.replaceState(null, '', url.pathname + url.search + url.hash);
  else history.pushState(null, '', url.pathname + url.search + url.hash);
  focusOnRender = !opts.replace;
  if (!opts.replace) window.scrollTo(0, 0);
  void render();
}

document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a[data-link]') as HTMLAnchorElement | null;
  if (!a || a.target || a.hasAttribute('download')) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return;
  e.preventDefault();
  if (url.pathname === location.pathname && url.search === location.search) return;
  navigate(url.pathname + url.search + url.hash);
});

window.addEventListener('popstate', () => void render());

void render();
