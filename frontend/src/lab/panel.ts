/**
 * A panel of a lab tab: a section with its heading and a line on what it shows, then its body; the
 * game tabs' side panels and the Deep MCTS tab's comparison and learning curve are laid out so.
 */
import { h, type Attrs, type Child } from '../lib/dom';

export function panel(attrs: Attrs, title: string, intro: string, ...body: Child[]): HTMLElement {
  return h('section', attrs, h('h2', null, title), h('p', { class: 'small muted' }, intro), ...body);
}
