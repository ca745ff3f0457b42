/** The play page's result box: what the answer to Submit (lib/playState's SubmitOutcome) says. */
import { h, link } from '../../lib/dom';
import { copyMark, errorText } from '../../lib/components';
import { formatInt, ordinal } from '../../lib/format';
import { href } from '../../lib/routes';
import type { SubmitOutcome } from '../../lib/playState';

const here = () => location.pathname + location.search;

/** `contestId`: the contest of contest mode, where its refusals point back to. */
export function submitResult(o: SubmitOutcome | null, contestId: string | null): HTMLElement | null {
  if (!o) return null;
  switch (o.kind) {
    case 'login':
      return h(
        'div',
        { class: 'notice notice-warn', 'data-testid': 'submit-login' },
        h('p', null, 'Log in to submit: your game is kept in this browser meanwhile. '),
        h(
          'p',
          null,
          link(href.login(here()), { class: 'btn btn-primary btn-small' }, 'Log in'),
          ' ',
          link(href.signup(here()), { class: 'btn btn-small' }, 'Sign up'),
        ),
      );
    case 'session-ended':
      return h(
        'div',
        { class: 'notice notice-warn', 'data-testid': 'submit-login' },
        h(
          'p',
          null,
          'Your session has ended. ',
          link(href.login(here()), null, 'Log in again'),
          ' and submit once more.',
        ),
      );
    case 'verified': {
      const c = o.created;
      return h(
        'div',
        { class: 'notice notice-ok', role: 'status', 'data-testid': 'result-message' },
        h(
          'p',
          null,
          'Verified score ',
          h('strong', { 'data-testid': 'result-score' }, formatInt(c.score)),
          ', ranked ',
          h('strong', { 'data-testid': 'result-rank' }, ordinal(c.rank)),
          '.',
        ),
        // A copy is stored and ranked after the originals of its score: say whose line it is.
        c.copyOf ? h('p', null, 'This line is a ', copyMark(c.copyOf), '.') : null,
        h(
          'p',
          null,
          link(href.leaderboard(c.game, c.instance), { 'data-testid': 'result-leaderboard' }, 'See the leaderboard'),
          ' · ',
          link(href.replay(c.id), { 'data-testid': 'result-replay' }, 'Replay it'),
        ),
      );
    }
    case 'contest':
      return contestAccepted(o);
    case 'rejected':
      return h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'result-message' },
        h(
          'p',
          null,
          'The server rejected move ',
          h('strong', { 'data-testid': 'rejected-index' }, String(o.error.moveIndex + 1)),
          ' (',
          h('code', null, o.error.move),
          '): ',
          h('span', { 'data-testid': 'rejected-reason' }, o.error.reason),
        ),
      );
    case 'error':
      return h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'result-message' },
        h('p', null, errorText(o.error)),
      );
    default:
      return contestRefusal(o, contestId ?? '');
  }
}

function contestAccepted(o: Extract<SubmitOutcome, { kind: 'contest' }>): HTMLElement {
  const c = o.created;
  return h(
    'div',
    { class: 'notice notice-ok', role: 'status', 'data-testid': 'result-message', 'data-contest': o.contest },
    // An instance of the hidden part: accepted and verified, its score told to nobody (you included) until the end.
    c.scoreHidden || c.score === undefined
      ? h(
          'p',
          null,
          'Accepted and verified in the contest: ',
          h('strong', { 'data-testid': 'result-score-hidden' }, 'score hidden until the end'),
          ' (a hidden instance of the private part).',
        )
      : h(
          'p',
          null,
          'Accepted in the contest: verified score ',
          h('strong', { 'data-testid': 'result-score' }, formatInt(c.score)),
          '; your best here ',
          h('strong', { 'data-testid': 'result-best' }, formatInt(c.yourBest ?? c.score)),
          '; contest rank ',
          h('span', { 'data-testid': 'result-rank' }, o.rank ?? '…'),
          '.',
        ),
    c.afterFreeze
      ? h(
          'p',
          { class: 'small', 'data-testid': 'result-after-freeze' },
          'The scoreboard is frozen: others see this result after the freeze is lifted.',
        )
      : null,
    h(
      'p',
      { class: 'small muted', 'data-testid': 'result-remaining' },
      `${c.rateLimit.remaining} of ${c.rateLimit.submissions} submissions left in this ${c.rateLimit.perSeconds} s window.`,
    ),
    h(
      'p',
      null,
      link(href.contest(o.contest), { 'data-testid': 'result-contest' }, 'See the contest scoreboard'),
      // A hidden submission's page opens at the end (404 until then).
      c.scoreHidden ? null : [' · ', link(href.replay(c.id), { 'data-testid': 'result-replay' }, 'Replay it')],
    ),
  );
}

/** The contest's refusals said plainly, with the way back to the contest page. */
function contestRefusal(
  o: Extract<SubmitOutcome, { kind: 'rate-limit' | 'forbidden' | 'window' | 'instance' }>,
  contestId: string,
): HTMLElement {
  const back = link(href.contest(contestId), { 'data-testid': 'result-contest' }, 'the contest page');
  switch (o.kind) {
    case 'rate-limit':
      return h(
        'div',
        { class: 'notice notice-warn', role: 'alert', 'data-testid': 'result-message', 'data-refusal': 'rate-limit' },
        h(
          'p',
          null,
          'Too many submissions: ',
          o.retryIn !== null
            ? ['try again in ', h('strong', { 'data-testid': 'result-retry' }, `${o.retryIn} s`), '.']
            : 'try again later.',
        ),
        h('p', { class: 'small muted' }, o.detail),
      );
    case 'forbidden':
      return h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'result-message', 'data-refusal': 'forbidden' },
        h('p', null, h('span', { 'data-testid': 'result-refusal' }, o.detail)),
        h('p', null, 'Register on ', back, '.'),
      );
    case 'window':
      return h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'result-message', 'data-refusal': 'window' },
        h('p', null, 'The contest is not open: ', h('span', { 'data-testid': 'result-refusal' }, o.detail)),
        h('p', null, 'See ', back, '.'),
      );
    case 'instance':
      return h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'result-message', 'data-refusal': 'instance' },
        h('p', null, h('span', { 'data-testid': 'result-refusal' }, o.detail)),
        h('p', null, 'The contest\u2019s instances are on ', back, '.'),
      );
  }
}
