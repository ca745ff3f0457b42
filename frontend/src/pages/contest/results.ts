/** The scoreboard panel's parts around the table: the freeze banner, the results once public, the viewer's own rows. */
import { h } from '../../lib/dom';
import { participantLabel } from '../../lib/components';
import type { Contest, Scoreboard } from '../../lib/contests/api';
import { formatRuleScore, freezeNotice } from '../../lib/contests/scoreboard';
import { exportLinks, freezeBanner, podium, resultsPublic } from '../../lib/contests/pageState';
import { ordinal } from '../../lib/format';
import { scoreboardTable } from './scoreboardTable';

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

/**
 * Once a contest has ended and its results are public: the podium (the first three places, ties
 * sharing a step) and the downloads, inside the scoreboard's panel rather than between panels.
 */
export function results(c: Contest, b: Scoreboard): HTMLElement | null {
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

/** The freeze's banner, or nothing when the board is not frozen. */
export function freezeBannerView(b: Scoreboard): HTMLElement | null {
  const n = freezeNotice(b);
  const look = n.kind ? freezeBanner(n.kind) : null;
  return n.kind && look
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
    : null;
}

/** The board itself, or a word that it opens at the start. */
export function boardView(b: Scoreboard, username: string | null, fresh: ReadonlySet<string>): HTMLElement {
  if (!b.instancesVisible && b.rows.length === 0) {
    return h('p', { class: 'muted', 'data-testid': 'scoreboard-empty' }, 'The scoreboard opens at the start.');
  }
  return scoreboardTable(b, username, fresh);
}

/** The viewer's own rows including those since the freeze (only they see them), or nothing. */
export function yourResults(b: Scoreboard, username: string | null): HTMLElement | null {
  return b.you && b.you.length > 0
    ? h(
        'div',
        { 'data-testid': 'scoreboard-you' },
        h('h3', null, 'Your results including those since the freeze'),
        h('p', { class: 'small muted' }, 'Ranked as if against the frozen board; only you see these.'),
        scoreboardTable(b, username, new Set(), b.you, 'you-row'),
      )
    : null;
}
