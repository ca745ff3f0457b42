/** The frame around every page: brand, navigation, who is logged in. */
import { h, link, replaceChildren } from './lib/dom';
import { href } from './lib/routes';
import type { Me } from './lib/api';
import { hasRole } from './lib/session';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** Route pages that make this item current. */
  pages: string[];
}

export const NAV: NavItem[] = [
  { id: 'home', label: 'Home', href: href.home(), pages: ['home'] },
  { id: 'play', label: 'Play', href: href.games(), pages: ['games', 'play'] },
  {
    id: 'leaderboards',
    label: 'Leaderboards',
    href: href.leaderboard(),
    pages: ['leaderboard', 'replay', 'records', 'record'],
  },
  // Not 'profile': a profile is reached from a ranking, a leaderboard or a name, and is none of these
  // entries' page; nor is it the account link's (/account, one's settings and tokens), even on
  // one's own profile. aria-current="page" tells a screen reader "this link is the page shown".
  { id: 'rankings', label: 'Ranking', href: href.rankings(), pages: ['rankings'] },
  // Hosted bots and suites are the bot lab's too: reached from its head, the nav keeps its length.
  {
    id: 'bots',
    label: 'Bot lab',
    href: href.botlab(),
    pages: ['botlab', 'botrun', 'hostedbots', 'hostedbot', 'suites', 'suite', 'suiterun'],
  },
  {
    id: 'arena',
    label: 'Arena',
    href: href.arena(),
    pages: ['arena', 'arenaplayer', 'arenagame', 'arenamatch', 'arenalive', 'remotebots'],
  },
  { id: 'lab', label: 'MCTS lab', href: href.lab(), pages: ['lab'] },
  { id: 'contests', label: 'Contests', href: href.contests(), pages: ['contests', 'contest', 'contestform'] },
  { id: 'guide', label: 'Bot guide', href: href.guide(), pages: ['guide'] },
];

/** Shown only to accounts with the admin role (the server refuses everyone else anyway). */
export const ADMIN_NAV: NavItem = { id: 'admin', label: 'Admin', href: href.admin(), pages: ['admin'] };

export function renderNav(currentPage: string, me: Me | null = null): HTMLElement {
  const items = hasRole(me, 'admin') ? [...NAV, ADMIN_NAV] : NAV;
  return h(
    'ul',
    { class: 'nav-list' },
    items.map((item) =>
      h(
        'li',
        null,
        link(
          item.href,
          {
            class: 'nav-link',
            'data-testid': `nav-${item.id}`,
            'aria-current': item.pages.includes(currentPage) ? 'page' : null,
          },
          item.label,
        ),
      ),
    ),
  );
}

/** The account corner: the user's name as text, or the log in / sign up links. */
export function renderUserBox(me: Me | null, known: boolean, onLogout: () => void): HTMLElement {
  if (!known) return h('div', { class: 'user-box', 'aria-busy': 'true' });
  if (!me) {
    const here = location.pathname + location.search;
    const next = /^\/(login|signup)\b/.test(location.pathname) ? null : here;
    return h(
      'div',
      { class: 'user-box' },
      link(href.login(next), { class: 'btn btn-quiet', 'data-testid': 'nav-login' }, 'Log in'),
      link(href.signup(next), { class: 'btn btn-primary', 'data-testid': 'nav-signup' }, 'Sign up'),
    );
  }
  return h(
    'div',
    { class: 'user-box' },
    link(
      href.account(),
      { class: 'user-name', 'data-testid': 'nav-user', title: 'Your account and API tokens' },
      me.username,
    ),
    h('button', { type: 'button', class: 'btn btn-quiet', 'data-testid': 'nav-logout', onclick: onLogout }, 'Log out'),
  );
}

export interface Shell {
  main: HTMLElement;
  setPage(page: string): void;
  setUser(me: Me | null, known: boolean): void;
}

export function createShell(root: HTMLElement, onLogout: () => void): Shell {
  const nav = h('nav', { class: 'nav', 'aria-label': 'Main' });
  const userSlot = h('div', { class: 'user-slot' });
  const menuButton = h(
    'button',
    {
      type: 'button',
      class: 'menu-toggle',
      'aria-expanded': 'false',
      'aria-controls': 'site-nav',
      'aria-label': 'Menu',
    },
    h('span', { 'aria-hidden': 'true' }, '☰'),
  );
  nav.id = 'site-nav';
  const header = h(
    'header',
    { class: 'site-header' },
    h(
      'div',
      { class: 'header-inner' },
      link(
        href.home(),
        { class: 'brand', 'data-testid': 'nav-brand' },
        h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, '◆'),
        'Puzzle Arena',
      ),
      menuButton,
      nav,
      userSlot,
    ),
  );
  menuButton.addEventListener('click', () => {
    const open = header.classList.toggle('menu-open');
    menuButton.setAttribute('aria-expanded', String(open));
  });
  const main = h('main', { id: 'main', tabindex: '-1' });
  const skip = h('a', { class: 'skip-link', href: '#main' }, 'Skip to content');
  const footer = h(
    'footer',
    { class: 'site-footer' },
    h(
      'p',
      null,
      'Every score is replayed by the server\u2019s rules engine; the browser runs the same rules compiled to JavaScript.',
    ),
  );
  replaceChildren(root, skip, header, main, footer);
  let page = 'home';
  let user: Me | null = null;
  return {
    main,
    setPage(p) {
      page = p;
      replaceChildren(nav, renderNav(page, user));
      header.classList.remove('menu-open');
      menuButton.setAttribute('aria-expanded', 'false');
    },
    setUser(me, known) {
      user = me;
      replaceChildren(nav, renderNav(page, user));
      replaceChildren(userSlot, renderUserBox(me, known, onLogout));
    },
  };
}
