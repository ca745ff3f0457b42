/**
 * Mounting a page as the router does, and what each page test puts back afterwards, so that one
 * test's page, stubs and login never reach the next.
 */
import { vi } from 'vitest';
import type { PageContext } from '../lib/page';
import type { Route } from '../lib/routes';
import { setMe } from '../lib/session';
import { FakeWebSocket } from './harness';

type Mount = (ctx: PageContext) => void | (() => void);

/** The page `mountPage` mounted last: `unmountPage` ends it. */
let unmount: (() => void) | void;

/** Mounts a page into a new root at the end of the document; returns the root. */
export function mountPage(mount: Mount, route: Route, navigate: (to: string) => void = () => undefined): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  unmount = mount({ route, root, navigate, title: () => undefined });
  return root;
}

/** Ends the page and empties the document (a test that mounts a page again, as a reload does). */
export function unmountPage(): void {
  unmount?.();
  unmount = undefined;
  document.body.textContent = '';
}

/** After each page test: the page ended, the document emptied, the stubbed globals back, nobody logged in. */
export function endPageTest(): void {
  unmountPage();
  vi.unstubAllGlobals();
  setMe(null);
}

/** A live page's browser parts under the test's hand: a scripted websocket, animation frames as timers. */
export function stubLiveGlobals(): void {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => setTimeout(() => f(0), 0) as unknown as number);
  vi.stubGlobal('cancelAnimationFrame', (h: number) => clearTimeout(h));
}

/** Any browser dialog fails the test, as it fails the browser tests: the pages use none. */
export function forbidDialogs(): void {
  for (const name of ['confirm', 'alert', 'prompt'])
    vi.stubGlobal(name, () => {
      throw new Error(`${name}() used`);
    });
}
