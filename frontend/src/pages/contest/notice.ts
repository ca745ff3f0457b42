/** The contest pages' messages (a notice box, a problem said as a sentence) and what their panels ask of the page. */
import { h } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/components';

export function notice(
  kind: 'ok' | 'bad' | 'warn',
  testid: string,
  ...children: (Node | string | null)[]
): HTMLElement {
  return h(
    'div',
    { class: `notice notice-${kind}`, role: kind === 'bad' ? 'alert' : 'status', 'data-testid': testid },
    h('p', null, ...children),
  );
}

/** A problem as a sentence, with 403s said plainly. */
export function problemText(e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return `Not allowed: ${e.detail || 'you may not do this'}`;
  if (e instanceof ApiError && e.status === 401) return 'Log in first.';
  return errorText(e);
}

/** What a contest page's panels ask of the page: to reload the contest, whether it is gone, to go elsewhere. */
export interface ContestPageActions {
  /** Reloads the contest after `ms` (an action changed it). */
  reloadSoon(ms?: number): void;
  /** The page was left: late answers change nothing. */
  disposed(): boolean;
  navigate(to: string): void;
}
