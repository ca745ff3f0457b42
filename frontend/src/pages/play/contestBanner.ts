/** Contest mode's banner on the play page: which contest Submit goes to, and what stands in the way. */
import { h, link, replaceChildren } from '../../lib/dom';
import { errorText } from '../../lib/components';
import { ContestApi } from '../../lib/contests/api';
import { displayPhase } from '../../lib/contests/time';
import { contestMode } from '../../lib/playState';
import { href } from '../../lib/routes';

/**
 * The banner, filled in when the contest is read. `alive` is false once the page is gone;
 * `onBotsRefused` is told when this contest refuses the viewer's bots on this instance.
 */
export function contestBanner(
  contestId: string,
  game: string,
  instance: string,
  opts: { alive: () => boolean; onBotsRefused: () => void },
): HTMLElement {
  const banner = h(
    'div',
    { class: 'notice notice-warn contest-banner', 'data-testid': 'contest-banner' },
    h(
      'p',
      null,
      'Playing in contest ',
      link(href.contest(contestId), { 'data-testid': 'contest-back' }, `#${contestId}`),
      ': Submit sends your solution to the contest.',
    ),
  );
  ContestApi.get(contestId).then(
    (c) => {
      if (!opts.alive()) return;
      const mode = contestMode(c, game, instance);
      if (mode.botsRefused) opts.onBotsRefused();
      replaceChildren(
        banner,
        h(
          'p',
          null,
          'Playing in contest ',
          link(href.contest(c.id), { 'data-testid': 'contest-back' }, c.title),
          mode.label !== null ? ` (instance ${mode.label})` : '',
          ' · ',
          h('span', { 'data-testid': 'contest-mode-phase' }, displayPhase(c.phase, c.frozen)),
          mode.notRegistered
            ? h(
                'span',
                { 'data-testid': 'contest-not-registered' },
                ' · you are not registered: ',
                link(href.contest(c.id), null, 'register first'),
              )
            : null,
          mode.wrongInstance
            ? h(
                'span',
                { 'data-testid': 'contest-wrong-instance' },
                ' · this instance is not one of the contest\u2019s',
              )
            : null,
        ),
      );
    },
    (e) => {
      if (opts.alive()) replaceChildren(banner, h('p', null, `Contest ${contestId}: ${errorText(e)}`));
    },
  );
  return banner;
}
