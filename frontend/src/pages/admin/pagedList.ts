/**
 * The admin page's lists shown a page at a time (users, audit log): the pager under the list, the
 * loads (only the latest request's answer is shown), a list that shrank under its page, and errors:
 * the server's refusal goes to the page, any other problem is shown in the list with a retry.
 */
import { h, replaceChildren, setText } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { rangeText } from '../../lib/admin';
import { errorNotice } from '../../lib/components';

const isRefusal = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);
const isAbort = (e: unknown) => (e as Error)?.name === 'AbortError';

function pager(prefix: string, label: string, move: (delta: 1 | -1) => void) {
  const prev = h(
    'button',
    { type: 'button', class: 'btn btn-small', 'data-testid': `${prefix}-prev`, onclick: () => move(-1) },
    '← Previous',
  );
  const next = h(
    'button',
    { type: 'button', class: 'btn btn-small', 'data-testid': `${prefix}-next`, onclick: () => move(1) },
    'Next →',
  );
  const range = h('span', { class: 'small muted', 'data-testid': `${prefix}-range`, 'aria-live': 'polite' });
  prev.disabled = next.disabled = true;
  return {
    el: h('nav', { class: 'row admin-pager', 'aria-label': label }, prev, range, next),
    update(offset: number, shown: number, total: number, limit: number) {
      prev.disabled = offset <= 0;
      next.disabled = offset + limit >= total;
      setText(range, rangeText(offset, shown, total));
    },
  };
}

/** A list that loads pages from the API: only the latest request's answer is shown. */
function loader<T>(
  fetchPage: (signal: AbortSignal) => Promise<T>,
  show: (page: T) => void,
  fail: (e: unknown) => void,
  busy: HTMLElement,
) {
  let ctrl: AbortController | null = null;
  return {
    load() {
      ctrl?.abort();
      const mine = (ctrl = new AbortController());
      busy.setAttribute('aria-busy', 'true');
      fetchPage(mine.signal)
        .then((page) => {
          if (mine === ctrl && !mine.signal.aborted) show(page);
        })
        .catch((e) => {
          if (mine === ctrl && !mine.signal.aborted && !isAbort(e)) fail(e);
        })
        .finally(() => {
          if (mine === ctrl) busy.removeAttribute('aria-busy');
        });
    },
    dispose() {
      ctrl?.abort();
    },
  };
}

function retry(again: () => void): HTMLElement {
  return h('p', null, h('button', { type: 'button', class: 'btn btn-small', onclick: again }, 'Retry'));
}

export interface PagedListOptions<P> {
  /** The pager's test ids start with it (`users-prev`). */
  prefix: string;
  /** The pager's accessible name. */
  label: string;
  size: number;
  fetch(offset: number, signal: AbortSignal): Promise<P>;
  /** How many items the page holds, and how many the whole list. */
  count(page: P): { shown: number; total: number };
  render(page: P): HTMLElement;
  /** The server refused (401/403). */
  refused(e: unknown): void;
}

export interface PagedList {
  list: HTMLElement;
  pager: HTMLElement;
  load(): void;
  /** Loads the first page (the filters changed). */
  fromStart(): void;
  dispose(): void;
}

export function pagedList<P>(o: PagedListOptions<P>): PagedList {
  let offset = 0;
  const list = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  const pages = pager(o.prefix, o.label, (d) => {
    offset = Math.max(0, offset + d * o.size);
    data.load();
  });
  const data = loader<P>(
    (signal) => o.fetch(offset, signal),
    (page) => {
      const { shown, total } = o.count(page);
      if (shown === 0 && offset > 0 && total > 0) {
        // The list shrank under this page (a filter, another admin): show its last page instead.
        offset = Math.floor((total - 1) / o.size) * o.size;
        data.load();
        return;
      }
      replaceChildren(list, o.render(page));
      pages.update(offset, shown, total, o.size);
    },
    (e) =>
      isRefusal(e)
        ? o.refused(e)
        : replaceChildren(
            list,
            errorNotice(e),
            retry(() => data.load()),
          ),
    list,
  );
  return {
    list,
    pager: pages.el,
    load: () => data.load(),
    fromStart: () => {
      offset = 0;
      data.load();
    },
    dispose: () => data.dispose(),
  };
}
