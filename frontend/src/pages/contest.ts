/**
 * One contest: its description and times, the viewer's registration, its instances (hidden before
 * the start for everyone but its staff) with "Play in this contest", and the live scoreboard
 * (GET …/scoreboard, then /ws/contests/{id}/scoreboard: a snapshot and whole-board updates,
 * reconnecting with backoff). Staff (the organizer and admins) get edit, unfreeze, reference bots,
 * exports and delete (before the start, confirmed in the page: no browser dialog).
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError } from '../lib/api';
import { errorNotice, errorText, liveBadge, participantLabel } from '../lib/components';
import { ContestApi, type Contest, type ScoreRow, type Scoreboard, type YardstickView } from '../lib/contests/api';
import { formatRuleScore, freezeNotice, isOwnRow, rowKey } from '../lib/contests/scoreboard';
import {
  contestOutOfDate,
  emptyContestPage,
  exportLinks,
  freezeBanner,
  hiddenInstancesText,
  instanceLink,
  liveBadgeStatus,
  organizerControls,
  podium,
  reduceContestPage,
  registration,
  resultsPublic,
  serverNow,
  shortInstance,
  viewerName,
  yardstickRequest,
  type ContestPageAction,
} from '../lib/contests/pageState';
import { relativeWindow } from '../lib/contests/time';
import { formatInstant } from '../lib/format';
import { ALGORITHMS } from '../lib/botForm';
import { formatInt, ordinal } from '../lib/format';
import { openLive, type LiveHandle } from '../lib/live';
import type { PageContext } from '../lib/page';
import { href, idFromLink } from '../lib/routes';
import { me } from '../lib/session';
import { phaseBadge, ruleLabel } from './contests';

function notice(kind: 'ok' | 'bad' | 'warn', testid: string, ...children: (Node | string | null)[]): HTMLElement {
  return h(
    'div',
    { class: `notice notice-${kind}`, role: kind === 'bad' ? 'alert' : 'status', 'data-testid': testid },
    h('p', null, ...children),
  );
}

/** A problem as a sentence, with 403s said plainly. */
export function problemText(e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return `Not allowed: ${e.detail || 'you may not do this'}`;
  if (e instanceof ApiError && e.status === 401) return 'Log in first.';
  return errorText(e);
}

function scoreCell(board: Scoreboard, row: ScoreRow, i: number): HTMLElement {
  const cell = row.cells[i];
  const col = board.instances[i];
  const label = col?.label ?? String(i + 1);
  if (!cell || cell.score === null || cell.score === undefined) {
    return h('td', { class: 'num muted', 'data-testid': `sb-cell-${label}` }, '–');
  }
  const sub = idFromLink(cell.submission);
  const run = idFromLink(cell.botRun);
  const text = formatInt(cell.score);
  const best = col?.best !== null && col?.best !== undefined && cell.score === col.best;
  return h(
    'td',
    {
      class: `num${best ? ' best' : ''}`,
      'data-testid': `sb-cell-${label}`,
      title: `${cell.rank ? `rank ${cell.rank} on ${label}, ` : ''}${formatRuleScore(board.scoring.rule, cell.points)} points`,
    },
    sub ? link(href.replay(sub), null, text) : run ? link(href.botrun(run), null, text) : text,
    board.scoring.rule !== 'sum'
      ? h('span', { class: 'sb-points small muted' }, ` (${formatRuleScore(board.scoring.rule, cell.points)})`)
      : null,
  );
}

function scoreRow(
  board: Scoreboard,
  row: ScoreRow,
  opts: { own: boolean; fresh: boolean; testid: string },
): HTMLTableRowElement {
  const classes = [row.reference ? 'reference' : '', opts.own ? 'own' : '', opts.fresh ? 'fresh' : '']
    .filter(Boolean)
    .join(' ');
  return h(
    'tr',
    {
      class: classes || null,
      'data-testid': opts.testid,
      'data-kind': row.participant.kind,
      'data-reference': row.reference ? 'true' : 'false',
      'data-own': opts.own ? 'true' : 'false',
    },
    h(
      'td',
      { class: 'num', 'data-testid': 'sb-rank' },
      row.reference
        ? h(
            'span',
            {
              class: 'badge badge-reference',
              'data-testid': 'badge-reference',
              title: 'A reference bot: shown for comparison, not ranked',
            },
            'ref',
          )
        : row.rank
          ? String(row.rank)
          : '–',
    ),
    h(
      'td',
      { class: 'name-cell' },
      // A reference bot is only a score until the end: no link to follow.
      participantLabel(row.participant, !row.reference),
      opts.own ? h('span', { class: 'badge badge-own', 'data-testid': 'badge-own' }, 'you') : null,
    ),
    h('td', { class: 'num best', 'data-testid': 'sb-score' }, formatRuleScore(board.scoring.rule, row.score)),
    board.scoring.rule !== 'sum'
      ? h('td', { class: 'num', 'data-testid': 'sb-raw-total' }, formatInt(row.rawTotal))
      : null,
    board.instances.map((_, i) => scoreCell(board, row, i)),
    h(
      'td',
      { class: 'num small muted', 'data-testid': 'sb-submissions' },
      row.submissions === null || row.submissions === undefined ? '' : formatInt(row.submissions),
    ),
  );
}

/** The scoreboard table: rank, participant, the rule's score, the raw total and each instance's raw best. */
export function scoreboardTable(
  board: Scoreboard,
  username: string | null,
  fresh: ReadonlySet<string> = new Set(),
  rows = board.rows,
  testid = 'scoreboard-row',
): HTMLElement {
  if (rows.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'scoreboard-empty' }, 'Nobody on the board yet.');
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      {
        class: 'scoreboard-table',
        'data-testid': testid === 'scoreboard-row' ? 'scoreboard-table' : 'scoreboard-you-table',
      },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { class: 'num', scope: 'col' }, '#'),
          h('th', { scope: 'col' }, 'Participant'),
          h(
            'th',
            { class: 'num', scope: 'col', title: board.scoring.description },
            // A relative score is at most 1 per instance: say the maximum, so 9.113 reads as "of 10".
            board.scoring.rule === 'relative'
              ? `Score (${ruleLabel(board.scoring.rule)}, at most ${board.instances.length})`
              : `Score (${ruleLabel(board.scoring.rule)})`,
          ),
          board.scoring.rule !== 'sum'
            ? h('th', { class: 'num', scope: 'col', title: 'The sum of the raw best scores' }, 'Raw total')
            : null,
          board.instances.map((c) =>
            h('th', { class: 'num', scope: 'col', title: `${c.game} ${c.instance}` }, c.label),
          ),
          h('th', { class: 'num', scope: 'col', title: 'Submissions' }, 'Subs'),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map((r) => scoreRow(board, r, { own: isOwnRow(r, username), fresh: fresh.has(rowKey(r)), testid })),
      ),
    ),
  );
}

/** The public results' downloads. */
function resultsLinks(c: Contest): HTMLElement {
  return h(
    'p',
    { class: 'small' },
    'Results: ',
    exportLinks(c.id).map((e, i) => [
      i ? ' · ' : '',
      h('a', { href: e.href, download: e.download, 'data-testid': e.testid }, e.label),
    ]),
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
  const boardSlot = h('div', { 'data-testid': 'scoreboard' }, h('p', { class: 'loading' }, 'Loading the scoreboard…'));
  const youSlot = h('div');
  const resultsSlot = h('div', { 'data-testid': 'contest-results' });
  /** Game titles by id, so instances read "SameGame (15x15, 5 colours)" rather than "samegame". */
  const titles = new Map<string, string>();
  const boardNote = h('p', { class: 'small muted', 'data-testid': 'scoreboard-rule' });
  const scoreboardPanel = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'sb-h' },
    h(
      'div',
      { class: 'row' },
      h('h2', { id: 'sb-h', style: 'margin:0' }, 'Scoreboard'),
      h('span', { class: 'spacer' }),
      badge.el,
    ),
    boardNote,
    banner,
    resultsSlot,
    boardSlot,
    youSlot,
  );
  const top = h('div');
  replaceChildren(root, h('h1', null, 'Contest'), h('p', { class: 'loading' }, 'Loading…'));

  const username = (): string | null => viewerName(me()?.username, state.contest);

  Api.games()
    .then((games) => {
      for (const g of games) titles.set(g.id, g.title);
      if (!disposed && state.contest) render();
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
        replaceChildren(root, top, scoreboardPanel);
        startBoard();
      }
    });
  }

  load().catch((e) => {
    if (disposed) return;
    if (e instanceof ApiError && e.status === 404) {
      replaceChildren(
        root,
        h(
          'section',
          { class: 'panel', 'data-testid': 'not-found' },
          h('h1', null, 'No such contest'),
          h('p', null, e.detail || 'This contest does not exist (or was deleted).'),
          link(href.contests(), null, 'All contests'),
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

  function render(): void {
    const c = state.contest!;
    const rel = h('span', { 'data-testid': 'contest-countdown' }, relativeWindow(c, serverNow(state, Date.now())));
    const desc = c.description
      ? h('div', { class: 'contest-description', 'data-testid': 'contest-description' }, c.description)
      : null;
    replaceChildren(
      top,
      h(
        'div',
        { class: 'page-head' },
        h('h1', { 'data-testid': 'contest-title' }, c.title),
        phaseBadge(c.phase, c.frozen),
        h('span', { class: 'crumbs' }, link(href.contests(), null, 'All contests')),
      ),
      h(
        'section',
        { class: 'panel contest-info' },
        h(
          'p',
          null,
          h(
            'time',
            { datetime: c.startsAt, 'data-testid': 'contest-starts' },
            formatInstant(c.startsAt, { weekday: true }),
          ),
          ' → ',
          h('time', { datetime: c.endsAt, 'data-testid': 'contest-ends' }, formatInstant(c.endsAt, { weekday: true })),
          ' · ',
          rel,
        ),
        c.freezesAt
          ? h(
              'p',
              { class: 'small' },
              'Scoreboard freeze: ',
              h(
                'time',
                { datetime: c.freezesAt, 'data-testid': 'contest-freezes' },
                formatInstant(c.freezesAt, { weekday: true }),
              ),
              c.unfrozenAt ? ` (lifted ${formatInstant(c.unfrozenAt, { weekday: true })})` : '',
            )
          : null,
        h(
          'p',
          { class: 'small muted' },
          'Scoring: ',
          h('strong', { 'data-testid': 'contest-scoring' }, ruleLabel(c.scoring.rule)),
          ` (${c.scoring.description})`,
          ' · ',
          h(
            'span',
            { 'data-testid': 'contest-rate-limit' },
            `at most ${c.rateLimit.submissions} submissions per ${c.rateLimit.perSeconds} s`,
          ),
          ' · ',
          h(
            'span',
            { 'data-testid': 'contest-bots' },
            c.botsAllowed ? 'bots (API tokens) may take part' : 'people only',
          ),
          ' · ',
          h('span', { 'data-testid': 'contest-registrations' }, `${c.registrations} registered`),
          ' · organized by ',
          h('span', { 'data-testid': 'contest-organizer' }, c.organizer),
        ),
        desc,
      ),
      registrationPanel(c),
      c.you?.staff ? organizerPanel(c) : null,
      instancesPanel(c),
    );
    setText(boardNote, `${c.scoring.description}.`);
  }

  // ---------------------------------------------------------------- registration

  function registrationPanel(c: Contest): HTMLElement {
    const msg = h('div', { 'data-testid': 'registration-error', 'aria-live': 'polite' });
    const panel = h('section', { class: 'panel', 'data-testid': 'contest-registration' }, h('h2', null, 'Taking part'));
    const r = registration(c);
    const act = (fn: () => Promise<unknown>, button: HTMLButtonElement) => {
      button.disabled = true;
      replaceChildren(msg);
      fn().then(
        () => reloadSoon(0),
        (e) => {
          if (disposed) return;
          button.disabled = false;
          replaceChildren(msg, notice('bad', 'registration-problem', problemText(e)));
        },
      );
    };
    switch (r.kind) {
      case 'ended':
        panel.append(h('p', { class: 'muted', 'data-testid': 'registration-closed' }, 'This contest has ended.'));
        return panel;
      case 'log-in':
        panel.append(
          h(
            'p',
            null,
            link(
              href.login(href.contest(c.id)),
              { class: 'btn btn-primary', 'data-testid': 'registration-login' },
              'Log in to register',
            ),
          ),
        );
        return panel;
      case 'registered': {
        panel.append(
          h(
            'p',
            null,
            h(
              'span',
              { class: 'badge badge-ok', 'data-testid': 'registration-state', 'data-state': 'registered' },
              'registered',
            ),
            ' ',
            r.names.length > 0
              ? h(
                  'span',
                  { class: 'small muted' },
                  'as ',
                  r.names.map((name, i) => [i ? ', ' : '', h('span', null, name)]),
                )
              : null,
          ),
        );
        if (r.mayWithdraw) {
          const withdraw: HTMLButtonElement = h(
            'button',
            {
              type: 'button',
              class: 'btn',
              'data-testid': 'contest-withdraw',
              onclick: () => act(() => ContestApi.withdraw(c.id), withdraw),
            },
            'Withdraw',
          );
          panel.append(h('p', null, withdraw));
        } else if (r.submitHint) {
          panel.append(h('p', { class: 'small muted' }, 'Open an instance below and submit from its page.'));
        }
        break;
      }
      case 'may-register': {
        const register: HTMLButtonElement = h(
          'button',
          {
            type: 'button',
            class: 'btn btn-primary',
            'data-testid': 'contest-register',
            onclick: () => act(() => ContestApi.register(c.id), register),
          },
          'Register',
        );
        panel.append(
          h(
            'p',
            null,
            h(
              'span',
              { class: 'muted', 'data-testid': 'registration-state', 'data-state': 'not-registered' },
              'Not registered. ',
            ),
            register,
          ),
        );
        break;
      }
      case 'cannot-register':
        panel.append(
          h(
            'p',
            null,
            h(
              'span',
              { class: 'muted', 'data-testid': 'registration-state', 'data-state': 'cannot-register' },
              'You cannot register: ',
            ),
            h('span', { 'data-testid': 'registration-why-not' }, r.why),
          ),
        );
        break;
    }
    panel.append(msg);
    return panel;
  }

  // ---------------------------------------------------------------- instances

  function instancesPanel(c: Contest): HTMLElement {
    const panel = h('section', { class: 'panel', 'data-testid': 'contest-instances' }, h('h2', null, 'Instances'));
    if (!c.instancesVisible) {
      panel.append(
        h(
          'p',
          { class: 'muted', 'data-testid': 'instances-hidden' },
          hiddenInstancesText(c, formatInstant(c.startsAt, { weekday: true })),
        ),
      );
      return panel;
    }
    if (c.instances.length === 0) {
      panel.append(h('p', { class: 'muted' }, 'No instance.'));
      return panel;
    }
    const play = instanceLink(c);
    panel.append(
      h(
        'ul',
        { class: 'plain contest-instance-list' },
        c.instances.map((i) =>
          h(
            'li',
            { 'data-testid': 'contest-instance', 'data-label': i.label, class: 'row' },
            h('strong', { 'data-testid': 'instance-label' }, i.label),
            ' ',
            h('span', { 'data-testid': 'instance-game' }, titles.get(i.game) ?? i.game),
            ' ',
            h('code', { class: 'instance-code', title: i.instance }, shortInstance(i.instance, 48)),
            h('span', { class: 'spacer' }),
            link(
              href.play(i.game, i.instance, play.contest),
              {
                class: play.contest === null ? 'btn btn-small' : 'btn btn-small btn-primary',
                'data-testid': play.testid,
              },
              play.label,
            ),
          ),
        ),
      ),
    );
    return panel;
  }

  // ---------------------------------------------------------------- organizer controls

  function organizerPanel(c: Contest): HTMLElement {
    const msg = h('div', { 'data-testid': 'organizer-message', 'aria-live': 'polite' });
    const show = (kind: 'ok' | 'bad', text: string) =>
      replaceChildren(msg, notice(kind, kind === 'ok' ? 'organizer-ok' : 'organizer-problem', text));
    const row = h(
      'div',
      { class: 'row' },
      link(href.contestEdit(c.id), { class: 'btn', 'data-testid': 'contest-edit' }, 'Edit'),
    );
    const controls = organizerControls(c);
    if (controls.unfreeze) {
      const unfreeze: HTMLButtonElement = h(
        'button',
        {
          type: 'button',
          class: 'btn',
          'data-testid': 'contest-unfreeze',
          title: 'Publish the full scoreboard (after the end)',
          onclick: () => {
            unfreeze.disabled = true;
            ContestApi.unfreeze(c.id).then(
              () => {
                show('ok', 'The full scoreboard is published.');
                reloadSoon(0);
              },
              (e) => {
                unfreeze.disabled = false;
                show('bad', problemText(e));
              },
            );
          },
        },
        'Unfreeze the scoreboard',
      );
      row.append(unfreeze);
    }
    row.append(
      ...exportLinks(c.id).map((e) =>
        h('a', { class: 'btn', href: e.href, download: e.download, 'data-testid': e.testid }, e.button),
      ),
    );
    const confirmSlot = h('span', { class: 'row' });
    if (controls.remove) {
      const del: HTMLButtonElement = h(
        'button',
        {
          type: 'button',
          class: 'btn btn-danger',
          'data-testid': 'contest-delete',
          onclick: () => {
            del.hidden = true;
            const yes: HTMLButtonElement = h(
              'button',
              {
                type: 'button',
                class: 'btn btn-danger',
                'data-testid': 'contest-delete-confirm',
                onclick: () => {
                  yes.disabled = true;
                  ContestApi.remove(c.id).then(
                    () => {
                      if (!disposed) ctx.navigate(href.contests());
                    },
                    (e) => {
                      yes.disabled = false;
                      show('bad', problemText(e));
                    },
                  );
                },
              },
              'Delete it',
            );
            replaceChildren(
              confirmSlot,
              h('span', { 'data-testid': 'contest-delete-question' }, 'Delete this contest and its registrations?'),
              ' ',
              yes,
              ' ',
              h(
                'button',
                {
                  type: 'button',
                  class: 'btn',
                  'data-testid': 'contest-delete-cancel',
                  onclick: () => {
                    replaceChildren(confirmSlot);
                    del.hidden = false;
                  },
                },
                'Keep it',
              ),
            );
          },
        },
        'Delete',
      );
      row.append(del, confirmSlot);
    }
    return h(
      'section',
      { class: 'panel', 'data-testid': 'organizer-controls' },
      h('h2', null, 'Organizer'),
      row,
      msg,
      controls.startYardstick ? yardstickForm(c) : null,
      yardstickList(c),
    );
  }

  function yardstickForm(c: Contest): HTMLElement {
    const instance = h(
      'select',
      { id: 'ys-instance', 'data-testid': 'yardstick-instance' },
      c.instances.map((i) =>
        h('option', { value: String(i.index) }, `${i.label}: ${i.game} ${shortInstance(i.instance, 30)}`),
      ),
    );
    const algorithm = h(
      'select',
      { id: 'ys-algorithm', 'data-testid': 'yardstick-algorithm' },
      ALGORITHMS.map((a) => h('option', { value: a.id }, a.label)),
    );
    // The level of a nested search (NMCS, NRPA, beam): its strength, as in the bot lab.
    const level = h('input', {
      id: 'ys-level',
      type: 'number',
      min: '0',
      max: '6',
      step: '1',
      value: '2',
      'data-testid': 'yardstick-level',
      style: 'width:4rem',
    });
    const seconds = h('input', {
      id: 'ys-seconds',
      type: 'number',
      min: '0.1',
      step: '0.1',
      value: '10',
      'data-testid': 'yardstick-seconds',
      style: 'width:6rem',
    });
    const msg = h('div', { 'data-testid': 'yardstick-message', 'aria-live': 'polite' });
    const start = h(
      'button',
      { type: 'submit', class: 'btn btn-primary', 'data-testid': 'yardstick-start' },
      'Start reference bot',
    );
    const form = h(
      'form',
      { class: 'row', 'data-testid': 'yardstick-form' },
      h('label', { for: 'ys-instance' }, 'Instance'),
      instance,
      h('label', { for: 'ys-algorithm' }, 'Bot'),
      algorithm,
      h('label', { for: 'ys-level' }, 'Level'),
      level,
      h('label', { for: 'ys-seconds' }, 'Seconds'),
      seconds,
      start,
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const req = yardstickRequest(c.instances, {
        instance: instance.value,
        algorithm: algorithm.value,
        level: level.value,
        seconds: seconds.value,
      });
      if (!req) return;
      start.disabled = true;
      ContestApi.startYardstick(c.id, req)
        .then(
          (y) => {
            const run = idFromLink(y.run);
            replaceChildren(
              msg,
              notice(
                'ok',
                'yardstick-started',
                'Started ',
                h('span', null, y.name),
                '. ',
                run ? link(href.botrun(run), null, 'Watch the run') : null,
              ),
            );
            reloadSoon(0);
          },
          (err) =>
            replaceChildren(
              msg,
              notice(
                'bad',
                'yardstick-problem',
                err instanceof ApiError && err.field ? `${err.field}: ` : '',
                problemText(err),
              ),
            ),
        )
        .finally(() => {
          start.disabled = false;
        });
    });
    return h(
      'div',
      null,
      h('h3', null, 'Reference bots'),
      h(
        'p',
        { class: 'small muted' },
        'A server bot run on one of the instances, shown on the scoreboard for comparison and never ranked.',
      ),
      form,
      msg,
    );
  }

  function yardstickList(c: Contest): HTMLElement {
    const slot = h('div', { 'data-testid': 'yardsticks' });
    if (!organizerControls(c).listYardsticks) return slot;
    ContestApi.yardsticks(c.id).then(
      (list: YardstickView[]) => {
        if (disposed || list.length === 0) return;
        replaceChildren(
          slot,
          h(
            'ul',
            { class: 'plain small' },
            list.map((y) => {
              const run = idFromLink(y.run);
              return h(
                'li',
                { 'data-testid': 'yardstick-row' },
                run ? link(href.botrun(run), null, y.name) : h('span', null, y.name),
                ` · ${y.game} ${shortInstance(y.instance, 30)} · ${y.state}`,
                y.bestScore !== null && y.bestScore !== undefined ? ` · best ${formatInt(y.bestScore)}` : '',
              );
            }),
          ),
        );
      },
      () => undefined,
    );
    return slot;
  }

  // ---------------------------------------------------------------- the live scoreboard

  /**
   * Once a contest has ended and its results are public: the podium (the first three places, ties
   * sharing a step) and the downloads, inside the scoreboard's panel rather than between panels.
   */
  function results(c: Contest, b: Scoreboard): HTMLElement | null {
    if (!resultsPublic(c)) return null;
    const ranked = podium(b);
    return h(
      'div',
      { class: 'contest-results' },
      ranked.length > 0
        ? h(
            'ol',
            { class: 'podium', 'data-testid': 'podium', 'aria-label': 'Podium' },
            ranked.map((r) =>
              h(
                'li',
                { class: `podium-${r.rank}`, 'data-testid': 'podium-place' },
                h('span', { class: 'podium-rank' }, ordinal(r.rank!)),
                participantLabel(r.participant),
                h('span', { class: 'podium-score' }, formatRuleScore(b.scoring.rule, r.score)),
              ),
            ),
          )
        : null,
      c.you?.staff ? null : resultsLinks(c),
    );
  }

  function draw(): void {
    frame = 0;
    const b = state.scoreboard.board;
    if (!b) return;
    const n = freezeNotice(b);
    const look = n.kind ? freezeBanner(n.kind) : null;
    replaceChildren(
      banner,
      n.kind && look
        ? h(
            'div',
            {
              class: `notice ${look.warn ? 'notice-warn' : 'notice-ok'}`,
              role: 'status',
              'data-testid': look.testid,
              'data-kind': n.kind,
            },
            h('p', null, n.text),
          )
        : null,
    );
    replaceChildren(resultsSlot, state.contest ? results(state.contest, b) : null);
    if (!b.instancesVisible && b.rows.length === 0) {
      replaceChildren(
        boardSlot,
        h('p', { class: 'muted', 'data-testid': 'scoreboard-empty' }, 'The scoreboard opens at the start.'),
      );
    } else {
      replaceChildren(boardSlot, scoreboardTable(b, username(), state.scoreboard.fresh));
    }
    replaceChildren(
      youSlot,
      b.you && b.you.length > 0
        ? h(
            'div',
            { 'data-testid': 'scoreboard-you' },
            h('h3', null, 'Your results including those since the freeze'),
            h('p', { class: 'small muted' }, 'Ranked as if against the frozen board; only you see these.'),
            scoreboardTable(b, username(), new Set(), b.you, 'you-row'),
          )
        : null,
    );
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
    live = openLive({
      path: state.contest?.links?.live ?? ContestApi.livePath(id),
      onMessage: (msg) => {
        dispatch({ type: 'live', msg });
        schedule();
      },
      onStatus: (s) => badge.set(liveBadgeStatus(state.contest, s)),
    });
  }

  const ticker = setInterval(() => {
    const el = top.querySelector('[data-testid="contest-countdown"]');
    if (el && state.contest) setText(el, relativeWindow(state.contest, serverNow(state, Date.now())));
  }, 15_000);

  return () => {
    disposed = true;
    live?.close();
    clearInterval(ticker);
    if (reloadTimer) clearTimeout(reloadTimer);
    if (frame) cancelAnimationFrame(frame);
  };
}
