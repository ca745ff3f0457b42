/** Any path the app does not know. */
import { h, link, replaceChildren } from '../lib/dom';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';

export default function mount(ctx: PageContext): void {
  ctx.title('Not found');
  const path = ctx.route.page === 'notfound' ? ctx.route.path : location.pathname;
  replaceChildren(
    ctx.root,
    h(
      'section',
      { class: 'panel', 'data-testid': 'not-found' },
      h('h1', null, 'Page not found'),
      h('p', null, 'Nothing lives at ', h('code', null, path), '.'),
      h(
        'p',
        null,
        link(href.home(), { class: 'btn btn-primary' }, 'Go home'),
        ' ',
        link(href.games(), { class: 'btn' }, 'Play a game'),
      ),
    ),
  );
}
