/**
 * The live bot-run page when the rules module cannot load (a network error fetching rules.js, or
 * a checkout where it is not built): it must say so once and keep the page alive. It used to retry
 * the board in a loop of resolved promises that never yielded, freezing the tab at 100% CPU.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setMe } from '../lib/session';
import botrun from '../pages/botrun';
import { $, botRunFixture, text, until, FakeWebSocket } from './harness';
import { endPageTest, mountPage, stubLiveGlobals } from './pageTest';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../lib/rules', () => ({
  rules: () => {
    loads.count++;
    return Promise.reject(new Error('rules.js could not be fetched'));
  },
}));

const RUN = botRunFixture(8);

const frame = () => new Promise((r) => setTimeout(r, 30));
beforeEach(() => {
  loads.count = 0;
  stubLiveGlobals();
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(RUN), { headers: { 'Content-Type': 'application/json' } }),
  );
});

afterEach(endPageTest);

it('says once that the board cannot be drawn, goes on with the live figures, and retries on a new best', async () => {
  setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
  mountPage(botrun, { page: 'botrun', run: '8' });
  const ws = await until(() => FakeWebSocket.last);
  ws.onopen?.({});
  const best = (score: number, moves: string[]) => ({ score, moves, elapsedMs: 40, playouts: 900 });
  ws.send({
    type: 'snapshot',
    seq: 1,
    state: 'running',
    game: 'leftmove',
    instance: 'depth/9',
    name: RUN.name,
    best: best(6, ['L', 'L', 'R', 'L', 'L', 'L', 'L', 'R', 'L']),
    points: [[3, 6]],
    stats: { playouts: 1000, playoutsPerSecond: 25000, elapsedMs: 2500, phase: 'level 1' },
  });
  await until(() => $('rules-error'));
  expect(text('rules-error')).toContain('rules.js could not be fetched');
  await frame();
  expect(loads.count).toBe(1);

  ws.send({ type: 'stats', seq: 2, playouts: 2000, playoutsPerSecond: 30000, elapsedMs: 5000, phase: 'p' });
  await until(() => text('run-elapsed') === '5.00 s');
  expect(loads.count).toBe(1);

  ws.send({ type: 'best', seq: 3, ...best(7, ['L', 'L', 'L', 'L', 'L', 'L', 'L', 'R', 'L']) });
  await until(() => text('best-score') === '7');
  expect(loads.count).toBe(2);
});
