/**
 * A participant's own submissions on the contest page (a team member's: the team's, as the API lists them): which instance, when, and the verified score,
 * or, for an instance of the hidden part before the end, "score hidden until the end" (the server
 * sends no score and no link for those: docs/CONTESTS.md, "The hidden final set").
 */
import { h, link, replaceChildren } from '../../lib/dom';
import { errorNotice } from '../../lib/components';
import { ContestApi, type Contest, type ContestSubmissionView } from '../../lib/contests/api';
import { formatInstant, formatInt } from '../../lib/format';
import { href, idFromLink } from '../../lib/routes';

/** How many of the latest submissions the panel lists. */
const SHOWN = 20;

function item(c: Contest, s: ContestSubmissionView): HTMLElement {
  const label = c.instances.find((i) => i.game === s.game && i.instance === s.instance)?.label ?? s.instance;
  const sub = idFromLink(s.submission ?? undefined);
  const score =
    s.scoreHidden || s.score === null || s.score === undefined
      ? h('span', { class: 'muted', 'data-testid': 'my-submission-hidden' }, 'score hidden until the end')
      : h('strong', { 'data-testid': 'my-submission-score' }, formatInt(s.score));
  return h(
    'li',
    { 'data-testid': 'my-submission', 'data-label': label },
    h('strong', null, label),
    ' · ',
    formatInstant(s.receivedAt),
    ' · ',
    sub ? link(href.replay(sub), null, score) : score,
  );
}

/**
 * The panel for a registered participant while the contest runs (the list is then their own; from
 * the end the scoreboard and the exports say it all); nothing for anyone else.
 */
export function mySubmissionsPanel(c: Contest, disposed: () => boolean): HTMLElement | null {
  if (!c.you?.registered || c.you.staff || c.phase !== 'running') return null;
  const list = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  ContestApi.submissions(c.id).then(
    (page) => {
      if (disposed()) return;
      // The list comes oldest first: the latest few, newest first, are what a participant looks for.
      const mine = page.submissions.slice(-SHOWN).reverse();
      replaceChildren(
        list,
        mine.length === 0
          ? h('p', { class: 'muted' }, 'No submission yet.')
          : [
              h(
                'ul',
                { class: 'plain' },
                mine.map((s) => item(c, s)),
              ),
              page.total > SHOWN
                ? h('p', { class: 'small muted' }, `The latest ${SHOWN} of ${formatInt(page.total)}.`)
                : null,
            ],
      );
    },
    (e) => {
      if (!disposed()) replaceChildren(list, errorNotice(e));
    },
  );
  return h(
    'section',
    { class: 'panel', 'data-testid': 'my-submissions' },
    h('h2', null, c.entries === 'team' ? 'Your team\u2019s submissions' : 'Your submissions'),
    list,
  );
}
