/**
 * The panel a page shows when what its address names does not exist (a game, a contest): what is
 * missing, why when there is more to say, and a way on.
 */
import { h, type Child } from './dom';

export function notFoundPanel(title: string, wayOn: HTMLElement, ...why: Child[]): HTMLElement {
  return h(
    'section',
    { class: 'panel', 'data-testid': 'not-found' },
    h('h1', null, title),
    why.length > 0 ? h('p', null, ...why) : null,
    wayOn,
  );
}
