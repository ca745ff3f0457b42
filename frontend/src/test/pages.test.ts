/**
 * Pages in jsdom against a mocked API and websocket: the live bot run (what a stats frame redraws),
 * the replay (steps and scores from the real rules), contests (404 means none), escaping there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMe } from '../lib/session';
import botrun from '../pages/botrun';
import { describeConfig, describeCpu } from '../lib/botRunPage';
import replay from '../pages/replay';
import { AnalysisCache } from '../lib/replayPlayer';
import contests from '../pages/contests';
import { pool, runningContests } from '../pages/home';
import { guideExamples } from '../pages/guide';

import { rulesBuilt as built } from './rulesBuilt';
import { $, botRunFixture, text, until, FakeWebSocket } from './harness';
import { endPageTest, mountPage, stubLiveGlobals } from './pageTest';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

beforeEach(stubLiveGlobals);
afterEach(endPageTest);

const RUN = botRunFixture(5);

describe('bot run page', () => {
  it('draws a snapshot, updates stats without redrawing the board, and offers cancel to its owner', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/cancel') ? json({ ...RUN, state: 'cancelled' }) : json(RUN),
    );
    vi.stubGlobal('fetch', fetch);
    mountPage(botrun, { page: 'botrun', run: '5' });
    const ws = await until(() => FakeWebSocket.last);
    expect(ws.url).toMatch(/\/ws\/bot-runs\/5$/);
    ws.onopen?.({});
    ws.send({
      type: 'snapshot',
      seq: 10,
      state: 'running',
      game: 'leftmove',
      instance: 'depth/9',
      name: RUN.name,
      best: { score: 6, moves: ['L', 'L', 'R', 'L', 'L', 'L', 'L', 'R', 'L'], elapsedMs: 40, playouts: 900 },
      points: [
        [3, 2],
        [12, 5],
        [40, 6],
      ],
      stats: { playouts: 1000, playoutsPerSecond: 25000, elapsedMs: 2500, phase: 'level 1' },
    });
    await until(() => text('best-score') === '6');
    // The run's average (1,000 playouts in 2.5 s), not the instantaneous figure the server sends.
    expect(text('run-rate')).toBe('400');
    expect($('run-progress')!.getAttribute('aria-valuenow')).toBe('25');
    expect($('score-chart')!.dataset.points).toBe('3');
    expect($('live-status')!.dataset.status).toBe('open');
    if (built) await until(() => $('tree-path'));
    // Every board render rebuilds its SVG: the same path element means no redraw.
    const boardBefore = built ? $('tree-path') : $('best-board')!.firstElementChild;
    for (let i = 0; i < 50; i++)
      ws.send({
        type: 'stats',
        seq: 11 + i,
        playouts: 2000 + i,
        playoutsPerSecond: 30000,
        elapsedMs: 5000 + i * 10,
        phase: 'p',
      });
    await until(() => text('run-elapsed') === '5.49 s');
    expect(built ? $('tree-path') : $('best-board')!.firstElementChild).toBe(boardBefore);
    ws.send({
      type: 'best',
      seq: 70,
      score: 7,
      moves: ['L', 'L', 'L', 'L', 'L', 'L', 'L', 'R', 'L'],
      elapsedMs: 6000,
      playouts: 3000,
    });
    await until(() => text('best-score') === '7');
    expect($('score-chart')!.dataset.points).toBe('4');
    $('bot-cancel')!.click();
    await until(() => fetch.mock.calls.some((c) => String(c[0]) === '/api/bot-runs/5/cancel'));
    ws.send({
      type: 'finished',
      seq: 71,
      state: 'cancelled',
      stopReason: 'cancelled',
      score: 7,
      playouts: 3100,
      elapsedMs: 6100,
    });
    await until(() => text('run-state') === 'cancelled');
    expect(text('run-outcome')).toContain('Cancelled');
    expect($('bot-cancel')).toBeNull();
    expect($('bot-restart')).not.toBeNull();
  });

  it('shows no cancel button to others, and escapes names', async () => {
    setMe({ id: 2, username: 'bob', kind: 'person', botName: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...RUN, owner: '<img src=x onerror=alert(1)>', name: '<script>x</script>' })),
    );
    mountPage(botrun, { page: 'botrun', run: '5' });
    await until(() => $('run-name'));
    expect(text('run-name')).toBe('<script>x</script>');
    expect(text('run-owner')).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('main script, img')).toBeNull();
    expect($('bot-cancel')).toBeNull();
  });

  it('describes what the run\u2019s name does not say', () => {
    expect(
      describeConfig({
        ...RUN,
        algorithm: 'beam',
        beam: [4, 4],
        threads: 2,
        seconds: undefined,
        playouts: 1000000,
      } as any),
    ).toBe('budget 1,000,000 playouts · 2 threads · seed 3');
    // The name says the configuration; the line under it only what the name does not.
    expect(describeConfig({ ...RUN, seconds: 10, playouts: 5000, threads: 1 } as any)).toBe(
      'budget 10 s or 5,000 playouts, whichever ends first · seed 3',
    );
    expect(describeConfig({ ...RUN, seconds: undefined, cpuSeconds: 30, playouts: undefined, threads: 1 } as any)).toBe(
      'budget 30 CPU-s · seed 3',
    );
    expect(
      describeCpu({ ...RUN, cpuSeconds: 30, progress: { playouts: 9, elapsedMs: 13_000, cpuMs: 12_500 } } as any),
    ).toBe('12.5 s of 30 CPU-s');
  });
});

describe.skipIf(!built)('replay page', () => {
  it('steps through a submission with the score after each move', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          id: 9,
          game: 'leftmove',
          instance: 'depth/4',
          participant: { kind: 'bot', name: 'nmcs', account: 'ann' },
          score: 3,
          moveCount: 4,
          moves: ['L', 'R', 'L', 'L'],
          receivedAt: '2026-01-01T00:00:00Z',
          verifierVersion: '1',
        }),
      ),
    );
    mountPage(replay, { page: 'replay', submission: '9', step: 1 });
    await until(() => $('replay-slider') && $('tree-path'));
    expect(text('replay-step')).toBe('1 / 4');
    expect(text('replay-score')).toBe('1');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(text('replay-step')).toBe('4 / 4');
    expect(text('replay-score')).toBe('3');
    const slider = $('replay-slider') as HTMLInputElement;
    slider.value = '2';
    slider.dispatchEvent(new Event('input'));
    expect(text('replay-step')).toBe('2 / 4');
    expect(text('replay-move')).toBe('R');
    expect($('replay-mismatch')).toBeNull();
    expect($('badge-bot')).not.toBeNull();
  });

  it('caches analyses, evicting the oldest', () => {
    const compute = vi.fn((k: number) => ({ score: k }) as any);
    const c = new AnalysisCache(compute, 2);
    c.get(1);
    c.get(2);
    c.get(1);
    c.get(3);
    c.get(1);
    c.get(2);
    expect(compute.mock.calls.map((x) => x[0])).toEqual([1, 2, 3, 2]);
  });
});

describe('contests and home helpers', () => {
  it('no contest API yet (404) means no running contest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ title: 'Not Found', status: 404, detail: 'no such resource' }, 404)),
    );
    expect(await runningContests()).toEqual([]);
    mountPage(contests, { page: 'contests' });
    await until(() => text('contests').includes('No contest'));
  });

  it('lists contests with their titles as text', async () => {
    const c = (id: number, title: string) => ({
      id,
      title,
      organizer: 'o',
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
      phase: 'running',
      frozen: false,
      botsAllowed: false,
      scoring: 'sum',
      instanceCount: 1,
      registrations: 0,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json({
          total: 2,
          offset: 0,
          now: '2030-06-01T00:00:00Z',
          contests: String(url).includes('phase=running') ? [c(1, '<script>alert(1)</script>'), c(2, 'Two')] : [],
        }),
      ),
    );
    mountPage(contests, { page: 'contests' });
    await until(() => $('contest-item'));
    expect(document.querySelectorAll('[data-testid="contest-item"]')).toHaveLength(2);
    expect(text('contests')).toContain('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('pool runs at most N tasks at once and survives failures', async () => {
    let running = 0;
    let peak = 0;
    const task = (fail: boolean) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (fail) throw new Error('x');
    };
    await pool([task(false), task(true), task(false), task(false), task(true), task(false)], 2);
    expect(peak).toBe(2);
  });

  it('the bot guide uses this origin and shows every step of its script with its text', () => {
    const ex = guideExamples('https://arena.example');
    expect(ex.map((e) => e.title)).toEqual([
      'No rules of your own: the step API',
      'Several lines in one request',
      'Get a token, once',
      'Check a solution without storing it',
      'Submit',
      'Read the leaderboard and a submission',
      'Run a reference bot on the server',
      'Follow a run',
    ]);
    expect(ex[0].code.startsWith('export ARENA=https://arena.example\n')).toBe(true);
    expect(ex.some((e) => e.code.includes('Idempotency-Key'))).toBe(true);
    for (const e of ex) {
      expect(e.text.length, e.title).toBeGreaterThan(20);
      expect(e.code.length, e.title).toBeGreaterThan(10);
    }
  });
});
