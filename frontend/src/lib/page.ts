/** What a page module gets and gives back. */
import type { Route } from './routes';

export interface PageContext {
  route: Route;
  /** The page's own element inside <main>. */
  root: HTMLElement;
  /** Client-side navigation (history API). */
  navigate(href: string, opts?: { replace?: boolean }): void;
  /** Sets document.title ("… · Puzzle Arena"). */
  title(text: string): void;
}

/** A page mounts into ctx.root and returns what to do when it is left (close sockets, timers). */
export type PageModule = { default: (ctx: PageContext) => void | (() => void) };
