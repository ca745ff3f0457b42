/**
 * One contest: its description and times, the viewer's registration, its instances (hidden before
 * the start for everyone but its staff) with "Play in this contest", and the live scoreboard
 * (GET …/scoreboard, then /ws/contests/{id}/scoreboard: a snapshot, then boardUpdates applied in place,
 * reconnecting with backoff). Staff (the organizer and admins) get edit, unfreeze, reference bots,
 * exports and delete (before the start, confirmed in the page: no browser dialog). The state and its
 * changes are lib/contests/pageState's reducer; the panels are the views in pages/contest/.
 */
import type { ScoreboardMessage } from '../lib/liveMessages';
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError } from '../lib/api';
import { errorNotice, liveBadge } from '../lib/components';
import { ContestApi } from '../lib/contests/api';
import {
  contestOutOfDate,
  emptyContestPage,
  liveBadgeStatus,
  reduceContestPage,
  serverNow,
  viewerName,
  type ContestPageAction,
} from '../lib/contests/pageState';
import { TIE_BREAK_RULE } from '../lib/contests/scoreboard';
import { relativeWindow } from '../lib/contests/time';
import { openLive, type LiveHandle } from '../lib/live';
import type { PageContext } from '../lib/page';
import { notFoundPanel } from '../lib/notFound';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { contestInfo } from './contest/info';
import { instancesPanel } from './contest/instances';
import { messagesPanel } from './contest/messages';
import type { ContestPageActions } from './contest/notice';
import { organizerPanel } from './contest/organizer';
import { participantsPanel } from './contest/participants';
import { registrationPanel } from './contest/registration';
import { teamsPanel } from './contest/teams';
import { boardView, freezeBannerView, results, yourResults } from './contest/results';
import { hiddenPartView, type BoardPart } from './contest/hiddenPart';
import { mySubmissionsPanel } from './contest/mySubmissions';
import type { Scoreboard } from '../lib/contests/api';

/** The scoreboard's panel, its live badge in the heading, around slots that outlive re-renders. */
function scoreboardSection(badge: HTMLElement, ...slots: HTMLElement[]): HTMLElement {
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'sb-h' },
    h(
      'div',
      { class: 'row' },
      h('h2', { id: 'sb-h', style: 'margin:0' }, 'Scoreboard'),
      h('span', { class: 'spacer' }),
      badge,
    ),
    ...slots,
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'contest') return () => {};
  const id = route.id;
  const root = ctx.root;
  let disposed = false;
  /** The contest and its scoreboard: lib/contests/pageState's reducer makes every change. */
  let state = emptyContestPage();
  const dispatch = (action: ContestPageAction) => {
    state = reduceContestPage(state, action);
  };
  let live: LiveHandle | null = null;
  let frame = 0;
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;
  const badge = liveBadge();

  // Persistent parts: the scoreboard survives re-renders of the rest (after register, unfreeze…).
  const banner = h('div', { 'data-testid': 'frozen-banner-slot' });
  /** A hidden final set's notice, or (once the viewer sees it) the final board's head and its switch. */
  const hiddenSlot = h('div', { 'data-testid': 'hidden-part-slot' });
  /** Which board is shown: the live (final) one, or the public part's, read on demand. */
  let boardPart: BoardPart = 'final';
  let publicBoard: Scoreboard | null = null;
  const boardSlot = h('div', { 'data-testid': 'scoreboard' }, h('p', { class: 'loading' }, 'Loading the scoreboard…'));
  const youSlot = h('div');
  const resultsSlot = h('div', { 'data-testid': 'contest-results' });
  /** Game titles by id, so instances read "SameGame (15x15, 5 colours)" rather than "samegame". */
  const titles = new Map<string, string>();
  const boardNote = h('p', { class: 'small muted', 'data-testid': 'scoreboard-rule' });
  const scoreboardPanel = scoreboardSection(badge.el, boardNote, hiddenSlot, banner, resultsSlot, boardSlot, youSlot);
  const top = h('div');
  /** Staff's participants panel, made once: re-renders keep it, so an import's links stay on screen. */
  let participants: HTMLElement | null = null;
  const messages = messagesPanel(id, {
    loggedIn: () => me() != null,
    staff: () => state.contest?.you?.staff === true,
    mayAsk: () => state.contest?.you?.registered === true && state.contest.phase !== 'ended',
    disposed: () => disposed,
  });
  replaceChildren(root, h('h1', null, 'Contest'), h('p', { class: 'loading' }, 'Loading…'));

  const username = (): string | null => viewerName(me()?.username, state.contest);

  Api.games()
    .then((games) => {
      for (const g of games) titles.set(g.id, g.title);
      if (!disposed && state.contest) {
        render();
        schedule();
      }
    })
    .catch(() => undefined); // ids stand in for titles

  function load(): Promise<void> {
    return ContestApi.get(id).then((c) => {
      if (disposed) return;
      const first = state.contest === null;
      dispatch({ type: 'contest-read', contest: c, localNow: Date.now() });
      ctx.title(c.title);
      render();
      if (first) {
        replaceChildren(root, top, messages.el, scoreboardPanel);
        startBoard();
      }
    });
  }

  load().catch((e) => {
    if (disposed) return;
    if (e instanceof ApiError && e.status === 404) {
      replaceChildren(
        root,
        notFoundPanel(
          'No such contest',
          link(href.contests(), null, 'All contests'),
          e.detail || 'This contest does not exist (or was deleted).',
        ),
      );
    } else {
      replaceChildren(root, h('h1', null, 'Contest'), errorNotice(e));
    }
  });

  /** Reloads the contest soon (the phase changed under the board, or an action changed it). */
  function reloadSoon(ms = 300): void {
    if (reloadTimer) return;
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      load().catch(() => undefined);
    }, ms);
  }

  const actions: ContestPageActions = {
    reloadSoon,
    disposed: () => disposed,
    navigate: (to) => ctx.navigate(to),
  };

  function render(): void {
    const c = state.contest!;
    replaceChildren(
      top,
      ...contestInfo(c, serverNow(state, Date.now())),
      registrationPanel(c, actions),
      c.entries === 'team' && c.you && !c.you.staff ? teamsPanel(c, actions) : null,
      c.you?.staff ? organizerPanel(c, actions) : null,
      c.you?.staff ? (participants ??= participantsPanel(c, actions)) : null,
      instancesPanel(c, titles),
      mySubmissionsPanel(c, () => disposed),
    );
    setText(boardNote, `${c.scoring.description}. ${TIE_BREAK_RULE}`);
    replaceChildren(hiddenSlot, hiddenPartView(c, boardPart, choosePart));
    messages.refresh();
  }

  /** Switches between the final board (live) and the public part's board (read once asked for). */
  function choosePart(p: BoardPart): void {
    boardPart = p;
    if (state.contest) replaceChildren(hiddenSlot, hiddenPartView(state.contest, boardPart, choosePart));
    if (p === 'final') {
      schedule();
      return;
    }
    ContestApi.scoreboard(id, 'public').then(
      (b) => {
        if (disposed || boardPart !== 'public') return;
        publicBoard = b;
        schedule();
      },
      (e) => {
        if (!disposed) replaceChildren(boardSlot, errorNotice(e));
      },
    );
  }

  function draw(): void {
    frame = 0;
    const live = state.scoreboard.board;
    const b = boardPart === 'public' && publicBoard ? publicBoard : live;
    if (!b || !live) return;
    replaceChildren(banner, freezeBannerView(b));
    // The podium is the final ranking's, whichever board is shown.
    replaceChildren(resultsSlot, state.contest ? results(state.contest, live) : null);
    replaceChildren(boardSlot, boardView(b, username(), b === live ? state.scoreboard.fresh : new Set()));
    replaceChildren(youSlot, yourResults(b, username()));
    if (contestOutOfDate(state)) reloadSoon();
  }

  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  function startBoard(): void {
    ContestApi.scoreboard(id)
      .then((b) => {
        if (disposed) return;
        const before = state;
        dispatch({ type: 'scoreboard-read', scoreboard: b });
        if (state !== before) schedule();
      })
      .catch((e) => {
        if (!disposed && state.scoreboard.messages === 0) replaceChildren(boardSlot, errorNotice(e));
      });
    live = openLive<ScoreboardMessage>({
      path: state.contest?.links?.live ?? ContestApi.livePath(id),
      onMessage: (msg) => {
        messages.live(msg);
        const resyncing = state.scoreboard.resync;
        dispatch({ type: 'live', msg });
        // A boardUpdate that does not fit the board held: a new connection starts with a whole board.
        if (state.scoreboard.resync && !resyncing) live?.reconnect();
        schedule();
      },
      onStatus: (s) => badge.set(liveBadgeStatus(state.contest, s)),
    });
  }

  // Who is logged in may be known only after the contest was read and drawn (two requests race): the
  // forms and the viewer's own rows then follow the session (a participant saw no "Mark all read").
  const offSession = onSession(() => {
    if (!disposed && state.contest) {
      render();
      schedule();
    }
  });

  const ticker = setInterval(() => {
    const el = top.querySelector('[data-testid="contest-countdown"]');
    if (el && state.contest) setText(el, relativeWindow(state.contest, serverNow(state, Date.now())));
  }, 15_000);

  return () => {
    disposed = true;
    offSession();
    live?.close();
    clearInterval(ticker);
    if (reloadTimer) clearTimeout(reloadTimer);
    if (frame) cancelAnimationFrame(frame);
  };
}
