/**
 * Contests: running, upcoming and finished (GET /api/contests?phase=…), times in the viewer's zone
 * with "starts in 2 h", the scoring rule, instance and participant counts. Organizers (and admins)
 * get "New contest"; the server decides anyway.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { ApiError } from '../lib/api';
import { errorNotice } from '../lib/components';
import { ContestApi, SCORING_RULES, isOrganizer, type ContestSummary } from '../lib/contests/api';
import { displayPhase, relativeWindow } from '../lib/contests/time';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';

export function phaseBadge(phase: string, frozen: boolean): HTMLElement {
  const p = displayPhase(phase, frozen);
  return h('span', { class: `badge badge-phase badge-phase-${p}`, 'data-testid': 'contest-phase', 'data-phase': p }, p);
}

export function ruleLabel(rule: string): string {
  return SCORING_RULES.find((r) => r.id === rule)?.label ?? rule;
}

export function contestItem(c: ContestSummary, now: () => number): { el: HTMLElement; tick(): void } {
  const rel = h('span', { class: 'muted', 'data-testid': 'contest-relative' });
  const tick = () => setText(rel, relativeWindow(c, now()));
  tick();
  const el = h(
    'li',
    {
      class: 'contest-item',
      'data-testid': 'contest-item',
      'data-id': c.id,
      'data-phase': displayPhase(c.phase, c.frozen),
    },
    h(
      'div',
      { class: 'row' },
      link(href.contest(c.id), { class: 'contest-link', 'data-testid': 'contest-link' }, c.title),
      phaseBadge(c.phase, c.frozen),
      c.botsAllowed
        ? h('span', { class: 'badge badge-bot', title: 'Bots (API tokens) may take part' }, 'bots allowed')
        : null,
      h('span', { class: 'spacer' }),
      rel,
    ),
    h(
      'p',
      { class: 'small muted' },
      ...contestTimes(c),
      ' · ',
      h('span', { 'data-testid': 'contest-scoring' }, ruleLabel(c.scoring)),
      ' · ',
      h(
        'span',
        { 'data-testid': 'contest-instance-count' },
        `${c.instanceCount} instance${c.instanceCount === 1 ? '' : 's'}`,
      ),
      ' · ',
      h(
        'span',
        { 'data-testid': 'contest-participant-count' },
        `${c.registrations} participant${c.registrations === 1 ? '' : 's'}`,
      ),
      ' · by ',
      h('span', { 'data-testid': 'contest-organizer' }, c.organizer),
    ),
  );
  return { el, tick };
}

const SECTIONS: { phase: 'running' | 'scheduled' | 'ended'; title: string; testid: string; empty: string }[] = [
  { phase: 'running', title: 'Running', testid: 'contests-running', empty: 'No contest is running right now.' },
  { phase: 'scheduled', title: 'Upcoming', testid: 'contests-upcoming', empty: 'No contest is scheduled.' },
  { phase: 'ended', title: 'Finished', testid: 'contests-finished', empty: 'No contest has finished yet.' },
];

export default function mount(ctx: PageContext): () => void {
  ctx.title('Contests');
  let disposed = false;
  const ticks: (() => void)[] = [];
  let skew = 0; // server clock − this clock, from the list's `now`
  const now = () => Date.now() + skew;
  const actions = h('div', { class: 'row' });
  const showActions = () =>
    replaceChildren(
      actions,
      isOrganizer(me())
        ? link(href.contestNew(), { class: 'btn btn-primary', 'data-testid': 'contest-new' }, 'New contest')
        : null,
    );
  showActions();
  const offSession = onSession(showActions);
  const slots = SECTIONS.map((s) => ({
    ...s,
    el: h('div', { 'data-testid': s.testid }, h('p', { class: 'loading' }, 'Loading…')),
  }));
  replaceChildren(
    ctx.root,
    h('div', { class: 'page-head' }, h('h1', null, 'Contests'), h('span', { class: 'spacer' }), actions),
    h(
      'div',
      { 'data-testid': 'contests' },
      slots.map((s) => h('section', { class: 'panel' }, h('h2', null, s.title), s.el)),
    ),
  );

  for (const s of slots) {
    ContestApi.list(s.phase)
      .then((page) => {
        if (disposed) return;
        const server = Date.parse(page.now);
        if (!Number.isNaN(server)) skew = server - Date.now();
        if (page.contests.length === 0) {
          replaceChildren(s.el, h('p', { class: 'muted', 'data-testid': 'contests-empty' }, s.empty));
          return;
        }
        const items = page.contests.map((c) => contestItem(c, now));
        ticks.push(...items.map((i) => i.tick));
        replaceChildren(
          s.el,
          h(
            'ul',
            { class: 'plain contest-list' },
            items.map((i) => i.el),
          ),
          page.total > page.contests.length
            ? h('p', { class: 'small muted' }, `The ${page.contests.length} latest of ${page.total}.`)
            : null,
        );
      })
      .catch((e) => {
        if (disposed) return;
        // A server without contests yet answers 404: that is "none", not an error.
        if (e instanceof ApiError && e.status === 404)
          replaceChildren(s.el, h('p', { class: 'muted', 'data-testid': 'contests-empty' }, s.empty));
        else replaceChildren(s.el, errorNotice(e));
      });
  }
  const timer = setInterval(() => ticks.forEach((t) => t()), 20_000);
  return () => {
    disposed = true;
    clearInterval(timer);
    offSession();
  };
}
/** A contest's start and end, as the list and the contest's own page both show them. */
export function contestTimes(c: { startsAt: string; endsAt: string }): (HTMLElement | string)[] {
  return [
    h('time', { datetime: c.startsAt, 'data-testid': 'contest-starts' }, formatInstant(c.startsAt, { weekday: true })),
    ' → ',
    h('time', { datetime: c.endsAt, 'data-testid': 'contest-ends' }, formatInstant(c.endsAt, { weekday: true })),
  ];
}
