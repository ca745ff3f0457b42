#!/usr/bin/env node
// Does a page with a live bot run stay smooth? Starts a bot run on a running platform, opens its
// live page in Debian's Chromium (playwright-core, a frontend devDependency) and records, while
// the run streams bests and statistics: the interval between animation frames, long tasks
// (main-thread work over 50 ms), and the page's DOM size and JS heap at the end.
// Usage: ARENA_URL=http://localhost:8080 node bench/live-page.mjs [seconds=10]
import { chromium } from '../frontend/node_modules/playwright-core/index.mjs';

const base = (process.env.ARENA_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const seconds = Number(process.argv[2] ?? 10);
const user = `bench${Date.now().toString(36)}`;
const password = 'bench password 123';

async function api(path, body, cookie) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}
await api('/api/accounts', { username: user, password });
const login = await api('/api/session', { username: user, password });
const cookie = login.headers.get('set-cookie').split(';')[0];
const run = await (await api('/api/bot-runs', {
  game: 'samegame', instance: 'standard/1', algorithm: 'nmcs', level: 2, policy: 'tabu', seconds, seed: 1,
}, cookie)).json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const [name, value] = cookie.split('=');
await context.addCookies([{ name, value, url: base }]);
const page = await context.newPage();
await page.addInitScript(() => {
  window.__frames = [];
  window.__longTasks = [];
  const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
});
await page.goto(`${base}/bots/${run.id}`);
await page.waitForSelector('[data-testid="run-state"]');
await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent === 'finished',
  null, { timeout: (seconds + 30) * 1000 });
const result = await page.evaluate(() => {
  const f = window.__frames;
  const gaps = f.slice(1).map((t, i) => t - f[i]).sort((a, b) => a - b);
  const q = (p) => gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))];
  return {
    frames: f.length,
    seconds: (f[f.length - 1] - f[0]) / 1000,
    gapMs: { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: gaps[gaps.length - 1] },
    framesOver50ms: gaps.filter((g) => g > 50).length,
    longTasks: window.__longTasks.length,
    longTaskMs: Math.round(window.__longTasks.reduce((a, b) => a + b, 0)),
    chartPoints: Number(document.querySelector('[data-testid="score-chart"]')?.dataset.points ?? 0),
    bestScore: document.querySelector('[data-testid="best-score"]')?.textContent,
    domNodes: document.getElementsByTagName('*').length,
    heapMB: performance.memory ? +(performance.memory.usedJSHeapSize / 1048576).toFixed(1) : null,
  };
});
await browser.close();
const fps = result.frames / result.seconds;
console.log(`run ${run.id}: NMCS level 2 tabu on samegame standard/1 for ${seconds} s, best ${result.bestScore}`);
console.log(`frames ${result.frames} in ${result.seconds.toFixed(1)} s (${fps.toFixed(1)} fps); frame gap p50 ${result.gapMs.p50.toFixed(1)} ms, `
  + `p95 ${result.gapMs.p95.toFixed(1)} ms, p99 ${result.gapMs.p99.toFixed(1)} ms, max ${result.gapMs.max.toFixed(1)} ms; `
  + `gaps over 50 ms: ${result.framesOver50ms}`);
console.log(`long tasks: ${result.longTasks} (${result.longTaskMs} ms in all); chart points ${result.chartPoints}; `
  + `DOM nodes ${result.domNodes}; JS heap ${result.heapMB} MB`);
