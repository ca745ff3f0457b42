/**
 * Contests: the entry point in the navigation. The contest API is being built; until GET
 * /api/contests exists this page says that no contest is running.
 */
import { h, replaceChildren } from '../lib/dom';
import { errorNotice } from '../lib/components';
import type { PageContext } from '../lib/page';
import { runningContests } from './home';

export default function mount(ctx: PageContext): () => void {
  ctx.title('Contests');
  let disposed = false;
  const slot = h('div', { 'data-testid': 'contests' }, h('p', { class: 'loading' }, 'Loading…'));
  replaceChildren(ctx.root, h('h1', null, 'Contests'), h('section', { class: 'panel' }, slot));
  runningContests()
    .then((list) => {
      if (disposed) return;
      replaceChildren(slot, list.length === 0
        ? h('p', { class: 'muted' }, 'No contest is running right now.')
        : h('ul', null, list.map((c) => h('li', { 'data-testid': 'contest-item' }, h('strong', null, c.title), c.endsAt ? h('span', { class: 'muted' }, ` · ends ${new Date(c.endsAt).toLocaleString()}`) : null))));
    })
    .catch((e) => !disposed && replaceChildren(slot, errorNotice(e)));
  return () => {
    disposed = true;
  };
}
