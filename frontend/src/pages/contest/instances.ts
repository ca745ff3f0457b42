/** The contest page's instances, each with "Play in this contest" (hidden before the start but to staff). */
import { h, link } from '../../lib/dom';
import type { Contest } from '../../lib/contests/api';
import { hiddenInstancesText, instanceLink, shortInstance } from '../../lib/contests/pageState';
import { formatInstant } from '../../lib/format';
import { href } from '../../lib/routes';

/** `titles`: game titles by id, so that an instance reads "SameGame" rather than "samegame". */
export function instancesPanel(c: Contest, titles: ReadonlyMap<string, string>): HTMLElement {
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
          i.hidden === true && c.phase !== 'ended'
            ? h('span', { class: 'badge', 'data-testid': 'instance-hidden' }, ' hidden until the end')
            : null,
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
