/** How the bot run ended: a sentence, and for a finished run its entry's replay and leaderboard. */
import { h, link } from '../../lib/dom';
import type { RunFinished } from '../../lib/botRunFeed';
import { outcomeText } from '../../lib/botRunPage';
import { href, idFromLink } from '../../lib/routes';

export function runOutcome(f: RunFinished, game: string, instance: string): HTMLElement {
  const subId = idFromLink(f.submission);
  return h(
    'div',
    { class: f.state === 'finished' ? 'notice notice-ok' : 'notice notice-warn', role: 'status' },
    h('p', null, outcomeText(f)),
    f.state === 'finished'
      ? h(
          'p',
          null,
          subId ? link(href.replay(subId), { 'data-testid': 'run-replay' }, 'Replay the entry') : null,
          subId ? ' · ' : null,
          link(href.leaderboard(game, instance), { 'data-testid': 'run-leaderboard' }, 'Leaderboard'),
        )
      : null,
  );
}
