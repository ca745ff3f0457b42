/** What the jsdom page tests share: finding elements by test id, waiting, a scripted websocket. */

export const $ = (id: string, root: ParentNode = document) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

export const $$ = (id: string, root: ParentNode = document) =>
  [...root.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];

export const text = (id: string) => $(id)?.textContent ?? '';

/**
 * The ceiling of a `vi.waitFor` on a condition: the test's own (vite.config.ts, 30 s) less room for
 * the failure's message. A busy machine makes conditions come true later, not never: the jsdom
 * pages and the TeaVM modules are CPU work that two loaded cores do several times slower, and a
 * ceiling of its own below the test's only fails a slow run that would have passed.
 */
export const WAIT = { timeout: 25_000 };

/** Polls until {@code f} answers something truthy; fails after {@code ms}. */
export async function until<T>(f: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A websocket the test drives: the page under test connects, the test sends it messages. */
export class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  close() {}
  send(msg: object) {
    this.onmessage?.({ data: JSON.stringify({ v: 1, ...msg }) });
  }
}

/** A running bot run as the API sends it, for the bot-run page tests. */
export function botRunFixture(id: number) {
  return {
    id,
    state: 'running',
    owner: 'ann',
    name: 'NMCS level 1, 10 s, seed 3',
    game: 'leftmove',
    instance: 'depth/9',
    algorithm: 'nmcs',
    level: 1,
    memorize: true,
    iterations: 100,
    threads: 1,
    seconds: 10,
    seed: 3,
    createdAt: '2026-01-01T00:00:00Z',
    progress: { playouts: 0, elapsedMs: 0 },
    leaderboard: '/api/leaderboards/leftmove/depth/9',
    live: `/ws/bot-runs/${id}`,
  };
}
