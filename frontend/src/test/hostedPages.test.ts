/**
 * The hosted bot pages in jsdom against a stubbed API: a bot's versions, an upload refused here or
 * sent as raw bytes, retire asked twice, a hosted run started, a hosted run's record on its page,
 * a per-budget board and a suite's comparison.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMe } from '../lib/session';
import botrun from '../pages/botrun';
import hostedBot from '../pages/hostedBot';
import hostedBots from '../pages/hostedBots';
import leaderboard from '../pages/leaderboard';
import suite from '../pages/suite';
import suiteRun from '../pages/suiteRun';
import { $, $$, botRunFixture, text, until, FakeWebSocket } from './harness';
import { endPageTest, forbidDialogs, mountPage, stubLiveGlobals } from './pageTest';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  type: string | undefined;
}

/** Stubs fetch with answers by "METHOD path" (the query string left out); records every call. */
function stubApi(answers: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call = { method: init?.method ?? 'GET', url: String(url), body: init?.body, type: headers['Content-Type'] };
      calls.push(call);
      const answer = answers[`${call.method} ${call.url.split('?')[0]}`];
      return answer ? answer(call) : json({ title: 'Not Found', status: 404, detail: `no stub for ${call.url}` }, 404);
    }),
  );
  return calls;
}

const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const version = (number: number, extra: object = {}) => ({
  id: 10 + number,
  number,
  runtime: 'python',
  kind: 'file',
  fileName: 'bot.py',
  entry: null,
  sizeBytes: 2048,
  sha256: SHA,
  createdAt: '2026-01-01T00:00:00Z',
  retiredAt: null,
  ...extra,
});
const BOT = {
  id: 3,
  name: 'my-nmcs',
  owner: 'ann',
  description: 'NMCS in Python',
  createdAt: '2026-01-01T00:00:00Z',
  versions: [version(2), version(1, { retiredAt: '2026-01-02T00:00:00Z' })],
};
const GAMES = [{ id: 'samegame', title: 'SameGame', defaultInstance: 'standard/1', instanceSyntax: 'standard/N' }];
const ANN = { id: 1, username: 'ann', kind: 'person', botName: null };

beforeEach(() => {
  stubLiveGlobals();
  forbidDialogs();
});
afterEach(endPageTest);

function chooseFile(name: string, size: number): void {
  const input = $('upload-file') as HTMLInputElement;
  const file = new File([new Uint8Array(size)], name);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
}

const submit = (id: string) => ($(id) as HTMLFormElement).requestSubmit();

describe('a hosted bot\u2019s page', () => {
  const pageApi = (extra: Record<string, (c: Call) => Response> = {}) =>
    stubApi({
      'GET /api/games': () => json(GAMES),
      'GET /api/games/samegame/instances': () => json([{ id: 'standard/1' }, { id: 'standard/2' }]),
      'GET /api/hosted-bots/3': () => json(BOT),
      ...extra,
    });

  it('lists the versions with their hash shortened, the whole hash on hover, and the bot\u2019s runs', async () => {
    setMe(ANN);
    const hostedRun = { ...botRunFixture(7), name: 'ann/my-nmcs v2 (hosted, 10 CPU-s)', hosted: { botId: 3 } };
    const otherBot = { ...botRunFixture(6), name: 'ann/other v1 (hosted, 10 CPU-s)', hosted: { botId: 4 } };
    const calls = pageApi({
      'GET /api/bot-runs': () => json({ total: 3, offset: 0, runs: [hostedRun, otherBot, botRunFixture(5)] }),
    });
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('versions-table'));
    expect($$('version-number').map((e) => e.textContent)).toEqual(['v2', 'v1']);
    expect($$('sha')[0].textContent).toBe('9f86d081884c\u2026');
    expect($$('sha')[0].getAttribute('title')).toBe(SHA);
    expect($$('version-retired')[1].textContent).toBe('retired');
    // A retired version is neither run nor retired again; both download.
    expect($$('version-run')).toHaveLength(1);
    expect($$('version-retire')).toHaveLength(1);
    expect($$('version-download').map((a) => a.getAttribute('href'))).toEqual([
      '/api/hosted-bots/3/versions/2/content',
      '/api/hosted-bots/3/versions/1/content',
    ]);
    await until(() => $('runs-table'));
    expect($$('run-bot').map((a) => a.textContent)).toEqual(['ann/my-nmcs v2 (hosted, 10 CPU-s)']);
    expect(calls.find((c) => c.url.startsWith('/api/bot-runs'))!.url).toBe('/api/bot-runs?account=ann&limit=100');
  });

  it('shows others the versions without upload, run or retire', async () => {
    setMe({ ...ANN, id: 2, username: 'bob' });
    pageApi();
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('versions-table'));
    expect($('upload-form')).toBeNull();
    expect($('run-form')).toBeNull();
    expect($('version-retire')).toBeNull();
  });

  it('refuses a file over 1 MiB here, saying its size and the limit, and sends nothing', async () => {
    setMe(ANN);
    const calls = pageApi();
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('upload-form'));
    chooseFile('bot.py', 1024 * 1024 + 10);
    submit('upload-form');
    expect(text('upload-file-error')).toBe(
      'bot.py is 1.00 MiB (1,048,586 bytes); the limit is 1 MiB (1,048,576 bytes).',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the entry field for a zip and requires it', async () => {
    setMe(ANN);
    pageApi();
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('upload-form'));
    const entryWrap = $('upload-entry')!.closest('.field') as HTMLElement;
    chooseFile('bot.py', 100);
    expect(entryWrap.hidden).toBe(true);
    chooseFile('bot.zip', 100);
    expect(entryWrap.hidden).toBe(false);
    submit('upload-form');
    expect(text('upload-entry-error')).toContain('zip archive needs the command');
  });

  it('uploads the raw bytes with the runtime and file name, then shows the new version', async () => {
    setMe(ANN);
    let bot = BOT;
    const calls = pageApi({
      'GET /api/hosted-bots/3': () => json(bot),
      'POST /api/hosted-bots/3/versions': () => {
        bot = { ...BOT, versions: [version(3, { fileName: 'bot.mjs', runtime: 'node' }), ...BOT.versions] };
        return json(bot.versions[0], 201);
      },
    });
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('upload-form'));
    chooseFile('bot.mjs', 300);
    expect(($('upload-runtime') as HTMLSelectElement).value).toBe('node');
    submit('upload-form');
    await until(() => $('upload-done'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/hosted-bots/3/versions?runtime=node&fileName=bot.mjs');
    expect(post.type).toBe('application/octet-stream');
    expect((post.body as Blob).size).toBe(300);
    expect(text('upload-done')).toBe('Uploaded v3: bot.mjs, 2.0 KiB, SHA-256 9f86d081884c\u2026');
    expect($$('version-number').map((e) => e.textContent)).toEqual(['v3', 'v2', 'v1']);
  });

  it('puts the server\u2019s refusal under the field it names', async () => {
    setMe(ANN);
    pageApi({
      'POST /api/hosted-bots/3/versions': () =>
        json(
          { title: 'Bad Request', status: 400, detail: 'bot.mjs: the node runtime needs an ES module', field: 'entry' },
          400,
        ),
    });
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('upload-form'));
    chooseFile('bot.mjs', 300);
    submit('upload-form');
    await until(() => text('upload-entry-error'));
    expect(text('upload-entry-error')).toContain('the node runtime needs an ES module');
    expect($('upload-entry')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('retires a version only after a second click', async () => {
    setMe(ANN);
    const calls = pageApi({
      'POST /api/hosted-bots/3/versions/2/retire': () => json(version(2, { retiredAt: '2026-01-03T00:00:00Z' })),
    });
    mountPage(hostedBot, { page: 'hostedbot', id: '3' });
    await until(() => $('version-retire'));
    $('version-retire')!.click();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    $('version-retire-cancel')!.click();
    $('version-retire')!.click();
    $('version-retire-confirm')!.click();
    await until(() => calls.some((c) => c.method === 'POST'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/hosted-bots/3/versions/2/retire',
    ]);
  });

  it('runs a version as a hosted bot run and opens its live page', async () => {
    setMe(ANN);
    const calls = pageApi({ 'POST /api/bot-runs': () => json({ ...botRunFixture(42) }, 201) });
    const navigate = vi.fn();
    mountPage(hostedBot, { page: 'hostedbot', id: '3' }, navigate);
    await until(() => ($('run-instance') as HTMLSelectElement | null)?.options.length === 3);
    ($('run-instance') as HTMLSelectElement).value = 'standard/2';
    ($('run-cpu') as HTMLInputElement).value = '5';
    submit('run-form');
    await until(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/bots/42');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({
      game: 'samegame',
      instance: 'standard/2',
      hostedBot: 3,
      version: 2,
      cpuSeconds: 5,
      algorithm: 'hosted',
    });
  });
});

const HOSTED_RUN = {
  ...botRunFixture(8),
  state: 'failed',
  name: 'ann/my-nmcs v2 (hosted, 10 CPU-s)',
  // As the API gives a hosted run: its algorithm is "hosted", and its seed 0 means nothing.
  algorithm: 'hosted',
  seed: 0,
  seconds: undefined,
  cpuSeconds: 10,
  hosted: {
    botId: 3,
    bot: 'my-nmcs',
    owner: 'ann',
    version: 2,
    sha256: SHA,
    runtime: 'python',
    attempts: 1,
    record: {
      verdict: 'illegal move',
      moveIndex: 2,
      move: '4,4',
      reason: 'no group of two or more at 4,4',
      cpuMs: 2500,
      wallMs: 2700,
      peakMemoryBytes: 104_857_600,
    },
  },
};

describe('a hosted run\u2019s page', () => {
  it('says which program ran and, ended, its verdict and what it used', async () => {
    stubApi({ 'GET /api/bot-runs/8': () => json(HOSTED_RUN) });
    mountPage(botrun, { page: 'botrun', run: '8' });
    await until(() => $('hosted-facts'));
    expect(text('hosted-bot')).toBe('my-nmcs');
    expect(text('hosted-version')).toBe('v2');
    expect(text('hosted-runtime')).toBe('python');
    expect($('sha')!.getAttribute('title')).toBe(SHA);
    expect(text('hosted-verdict')).toBe('Illegal move: move 3 (4,4) breaks the rules.');
    expect(text('hosted-verdict-detail')).toBe('no group of two or more at 4,4');
    expect(text('hosted-cpu')).toBe('2.50 s of 10 CPU-s (25%)');
    expect(text('hosted-wall')).toBe('2.70 s');
    expect(text('hosted-memory')).toBe('100.00 MiB');
    // No seed (its program decides its randomness), and the budget used is the CPU its bot used.
    expect(text('run-config')).toBe('budget 10 CPU-s');
    await until(() => text('run-progress-text') === '25% of the budget (10 CPU-s)');
    expect($('run-progress')!.getAttribute('aria-valuenow')).toBe('25');
    // Its bot reports bests, not playouts.
    expect($('run-playouts')).toBeNull();
    expect($('run-rate')).toBeNull();
  });

  it('shows the record once the run ends live', async () => {
    let stored: object = { ...HOSTED_RUN, state: 'running', hosted: { ...HOSTED_RUN.hosted, record: null } };
    stubApi({ 'GET /api/bot-runs/8': () => json(stored) });
    mountPage(botrun, { page: 'botrun', run: '8' });
    await until(() => $('hosted-facts'));
    expect($('hosted-record')).toBeNull();
    const ws = await until(() => FakeWebSocket.last);
    ws.onopen?.({});
    // While it runs, its stats carry its bot's CPU time: the CPU figure and the budget bar follow it.
    ws.send({ type: 'stats', seq: 2, playouts: 0, playoutsPerSecond: 0, elapsedMs: 1800, phase: '', cpuMs: 1500 });
    await until(() => text('run-progress-text') === '15% of the budget (10 CPU-s)');
    expect(text('run-cpu')).toBe('1.50 s of 10 CPU-s');
    stored = {
      ...HOSTED_RUN,
      state: 'finished',
      hosted: {
        ...HOSTED_RUN.hosted,
        record: { verdict: 'ok', score: 776, cpuMs: 4100, wallMs: 4300, peakMemoryBytes: 1 },
      },
    };
    ws.send({
      type: 'finished',
      seq: 3,
      state: 'finished',
      stopReason: 'answered',
      score: 776,
      playouts: 0,
      elapsedMs: 4300,
    });
    await until(() => $('hosted-record'));
    expect(text('hosted-verdict')).toBe('OK: the answer replays for a score of 776.');
    // Finished, yet not "100%": the bot answered after 4.1 of its 10 CPU-s.
    await until(() => text('run-progress-text') === '41% of the budget (10 CPU-s)');
    expect($('bot-resume')).toBeNull();
  });
});

describe('a per-budget board', () => {
  it('offers the budgets and shows hosted and reference bots marked', async () => {
    const entry = (rank: number, name: string, extra: object) => ({
      rank,
      participant: { kind: 'bot', name, account: 'ann' },
      score: 1000 - rank,
      moves: 10,
      submissionId: rank,
      receivedAt: '2026-01-01T00:00:00Z',
      submission: `/api/submissions/${rank}`,
      botRun: `/api/bot-runs/${rank}`,
      ...extra,
    });
    stubApi({
      'GET /api/games': () => json(GAMES),
      'GET /api/games/samegame/instances': () => json([{ id: 'standard/1' }]),
      'GET /api/leaderboards/samegame/standard/1/budgets': () =>
        json([
          { cpuSeconds: 10, entries: 2 },
          { cpuSeconds: 60, entries: 1 },
        ]),
      'GET /api/leaderboards/samegame/standard/1': (c) =>
        c.url.includes('cpuSeconds=10')
          ? json({
              game: 'samegame',
              instance: 'standard/1',
              scoring: 'samegame',
              participants: 2,
              offset: 0,
              entries: [
                entry(1, 'ann/my-nmcs v2 (hosted, 10 CPU-s)', { hosted: true, cpuSeconds: 10 }),
                entry(2, 'NMCS level 1, 10 CPU-s', {}),
              ],
            })
          : json({ title: 'Bad Request', status: 400, detail: 'unexpected' }, 400),
    });
    const navigate = vi.fn();
    mountPage(leaderboard, { page: 'leaderboard', game: 'samegame', instance: 'standard/1', cpuSeconds: 10 }, navigate);
    await until(() => $$('leaderboard-row').length === 2);
    expect(text('board-budget')).toBe(' · 10 CPU-s');
    expect(text('participants')).toBe('2');
    expect($$('mark-hosted').map((m) => m.textContent)).toEqual(['hosted \u00b7 10 CPU-s']);
    expect($$('mark-reference')).toHaveLength(1);
    const select = await until(
      () => ($('budget-select') as HTMLSelectElement).options.length === 3 && ($('budget-select') as HTMLSelectElement),
    );
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Open board (every entry)',
      '10 CPU-s (2 entries)',
      '60 CPU-s (1 entry)',
    ]);
    expect(select.value).toBe('10');
    select.value = '60';
    select.dispatchEvent(new Event('change'));
    expect(navigate).toHaveBeenCalledWith('/leaderboard/samegame?instance=standard/1&cpuSeconds=60');
  });
});

const SUITE = {
  id: 'samegame-quick-2',
  title: 'SameGame quick',
  description: 'Three boards at 2 CPU-s each.',
  items: [
    { game: 'samegame', instance: 'standard/1', cpuSeconds: 2 },
    { game: 'samegame', instance: 'standard/2', cpuSeconds: 2 },
  ],
  totalCpuSeconds: 4,
};

describe('a suite', () => {
  it('compares bots at equal compute, hosted ones marked, means with their intervals', async () => {
    setMe(ANN);
    const calls = stubApi({
      'GET /api/suites/samegame-quick-2': () => json(SUITE),
      'GET /api/suites/samegame-quick-2/comparison': () =>
        json({
          suite: SUITE,
          rows: [
            {
              bot: 'NMCS level 1',
              hosted: false,
              suiteRuns: 3,
              suiteRunIds: [11, 12, 13],
              seeds: [3, 4, 5],
              total: { mean: 1520.333, ci95: 40.5, min: 1480, max: 1560 },
              items: [
                { game: 'samegame', instance: 'standard/1', mean: 800.5, ci95: 20, n: 3, best: 830 },
                { game: 'samegame', instance: 'standard/2', mean: 719.833, ci95: 25.25, n: 3, best: 750 },
              ],
            },
            {
              bot: 'ann/my-nmcs v2',
              hosted: true,
              suiteRuns: 1,
              suiteRunIds: [14],
              seeds: [0],
              total: { mean: 1400, ci95: null },
              items: [{ game: 'samegame', instance: 'standard/1', mean: 700, ci95: null, n: 1, best: 700 }],
            },
          ],
        }),
      'GET /api/hosted-bots': () => json([BOT]),
      'POST /api/suites/samegame-quick-2/runs': () => json({ id: 5 }, 201),
    });
    const navigate = vi.fn();
    mountPage(suite, { page: 'suite', id: 'samegame-quick-2' }, navigate);
    await until(() => $('comparison-table'));
    const rows = $$('comparison-row').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['NMCS level 1 reference', '3 (#11, #12, #13)', '1,520.3 \u00b1 40.5', '800.5 \u00b1 20', '719.8 \u00b1 25.3'],
      ['ann/my-nmcs v2 hosted', '1 (#14)', '1,400', '700', '–'],
    ]);
    expect($$('comparison-row').map((r) => r.dataset.hosted)).toEqual(['false', 'true']);
    await until(() => $('suite-run-form'));
    ($('suite-kind-hosted') as HTMLInputElement).click();
    ($('suite-hosted-version') as HTMLSelectElement).value = '2';
    submit('suite-run-form');
    await until(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/suite-runs/5');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ algorithm: 'hosted', hostedBot: 3, version: 2 });
  });

  it('follows a suite run until it ends, then gives its total', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const item = (instance: string, state: string, score: number | null, botRunId: number | null) => ({
        game: 'samegame',
        instance,
        cpuSeconds: 2,
        botRunId,
        state,
        score,
      });
      let answer = {
        id: 5,
        suite: 'samegame-quick-2',
        bot: 'NMCS level 1',
        hosted: false,
        owner: 'ann',
        seed: 3,
        state: 'running',
        createdAt: '2026-01-01T00:00:00Z',
        runs: [item('standard/1', 'finished', 800, 21), item('standard/2', 'pending', null, null)],
        total: null as number | null,
      };
      stubApi({ 'GET /api/suite-runs/5': () => json(answer) });
      mountPage(suiteRun, { page: 'suiterun', id: '5' });
      await vi.waitUntil(() => $('suite-run-progress'));
      expect(text('suite-run-progress')).toBe('1 of 2 runs ended');
      expect(text('suite-run-total')).toBe('–');
      expect(text('suite-run-bot')).toBe('NMCS level 1');
      expect(document.body.textContent).toContain(' · by ann · seed 3');
      answer = {
        ...answer,
        state: 'finished',
        runs: [answer.runs[0], item('standard/2', 'finished', 720, 22)],
        total: 1520,
      };
      await vi.advanceTimersByTimeAsync(2000);
      await vi.waitUntil(() => text('suite-run-total') === '1,520');
      expect(text('suite-run-progress')).toBe('2 of 2 runs ended');
      expect($('suite-comparison-link')!.getAttribute('href')).toBe('/suites/samegame-quick-2');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('my hosted bots', () => {
  it('lists the caller\u2019s bots and opens a new one\u2019s page once created', async () => {
    setMe(ANN);
    const calls = stubApi({
      'GET /api/hosted-bots': () => json([BOT]),
      'POST /api/hosted-bots': () => json({ ...BOT, id: 4, name: 'beam-js', versions: [] }, 201),
    });
    const navigate = vi.fn();
    mountPage(hostedBots, { page: 'hostedbots' }, navigate);
    await until(() => $('hosted-bots-table'));
    expect(text('hosted-bot-link')).toBe('my-nmcs');
    expect($('hosted-bot-link')!.getAttribute('href')).toBe('/hosted-bots/3');
    ($('hosted-name') as HTMLInputElement).value = 'beam-js';
    ($('hosted-description') as HTMLInputElement).value = ' a beam search ';
    submit('hosted-create-form');
    await until(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/hosted-bots/4');
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({
      name: 'beam-js',
      description: 'a beam search',
    });
  });

  it('refuses a bad name here and a taken one under its field', async () => {
    setMe(ANN);
    const calls = stubApi({
      'GET /api/hosted-bots': () => json([]),
      'POST /api/hosted-bots': () =>
        json({ title: 'Conflict', status: 409, detail: 'you already have a bot named my-nmcs', field: 'name' }, 409),
    });
    mountPage(hostedBots, { page: 'hostedbots' });
    await until(() => $('hosted-bots-empty'));
    ($('hosted-name') as HTMLInputElement).value = '-bad name';
    submit('hosted-create-form');
    expect(text('hosted-name-error')).toContain('1 to 40 letters');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    ($('hosted-name') as HTMLInputElement).value = 'my-nmcs';
    submit('hosted-create-form');
    await until(() => text('hosted-name-error').includes('already have a bot named my-nmcs'));
  });

  it('asks who it is for to log in', async () => {
    setMe(null);
    stubApi({});
    mountPage(hostedBots, { page: 'hostedbots' });
    expect($('hosted-login')!.getAttribute('href')).toBe('/login?next=/hosted-bots');
  });
});
