/** A contest's heading and facts: its title and phase, its times, scoring, limits and description. */
import { h, link } from '../../lib/dom';
import type { Contest } from '../../lib/contests/api';
import { relativeWindow } from '../../lib/contests/time';
import { formatInstant } from '../../lib/format';
import { href } from '../../lib/routes';
import { contestTimes, phaseBadge, ruleLabel } from '../contests';

/** The heading and the facts' panel; `now` is the server's time in ms, for "starts in 2 h". */
export function contestInfo(c: Contest, now: number): HTMLElement[] {
  const rel = h('span', { 'data-testid': 'contest-countdown' }, relativeWindow(c, now));
  const desc = c.description
    ? h('div', { class: 'contest-description', 'data-testid': 'contest-description' }, c.description)
    : null;
  return [
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
      h('p', null, ...contestTimes(c), ' · ', rel),
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
        h('span', { 'data-testid': 'contest-bots' }, c.botsAllowed ? 'bots (API tokens) may take part' : 'people only'),
        ' · ',
        h('span', { 'data-testid': 'contest-registrations' }, `${c.registrations} registered`),
        ' · organized by ',
        h('span', { 'data-testid': 'contest-organizer' }, c.organizer),
      ),
      desc,
    ),
  ];
}
