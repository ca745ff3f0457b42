/** The bot run page's head: its number, state and live badge, its name, game, owner and budget. */
import { h } from '../../lib/dom';
import type { BotRunView } from '../../lib/api';
import { describeConfig } from '../../lib/botRunPage';

export function runHeader(run: BotRunView, stateSlot: HTMLElement, badge: HTMLElement): HTMLElement[] {
  return [
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, `Bot run #${run.id}`),
      stateSlot,
      h('span', { class: 'spacer' }),
      badge,
    ),
    h(
      'p',
      null,
      h('strong', { 'data-testid': 'run-name' }, run.name),
      h(
        'span',
        { class: 'muted' },
        ' on ',
        h('code', null, `${run.game} ${run.instance}`),
        ' · by ',
        h('span', { 'data-testid': 'run-owner' }, run.owner),
      ),
    ),
    h('p', { class: 'small muted', 'data-testid': 'run-config' }, describeConfig(run)),
  ];
}
