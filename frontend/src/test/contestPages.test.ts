/**
 * The contest pages in jsdom against a mocked API and websocket: the list by phase, a contest with
 * registration, instances and the live scoreboard (REST, then the socket's snapshot and updates,
 * frozen banner, own and reference rows), the organizer's delete confirmed in the page, and the
 * form with the server's field errors next to their fields.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../lib/page';
import type { Route } from '../lib/routes';
import { setMe } from '../lib/session';
import contests from '../pages/contests';
import contestPage from '../pages/contest';
import contestForm from '../pages/contestForm';
import botlab from '../pages/botlab';
import { runningContests } from '../pages/home';
import { $, $$, text, until, FakeWebSocket } from './harness';
import { endPageTest, forbidDialogs, mountPage, stubLiveGlobals } from './pageTest';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

type Handler = (url: string, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
function serve(handler: Handler) {
  fetchMock = vi.fn(
    async (url: string, init: RequestInit = {}) =>
      handler(String(url), init) ?? json({ title: 'Not Found', status: 404 }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    (c) => String(c[0]) === url && ((c[1] as RequestInit | undefined)?.method ?? 'GET') === method,
  );

let navigated: string[] = [];
/** Mounts a page, keeping where it navigates to. */
function openPage(mount: (ctx: PageContext) => void | (() => void), route: Route) {
  navigated = [];
  mountPage(mount, route, (to) => navigated.push(to));
}

beforeEach(() => {
  FakeWebSocket.last = null;
  stubLiveGlobals();
  // Any browser dialog fails the browser tests: none may be used.
  forbidDialogs();
});

afterEach(endPageTest);

const EVIL = '<img src=x onerror="window.__pwned=1">';
const future = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

function summary(id: number, phase: string, extra: object = {}) {
  return {
    id,
    title: `Contest ${id}`,
    organizer: 'org',
    startsAt: future(phase === 'scheduled' ? 2 : -1),
    endsAt: future(phase === 'ended' ? -0.5 : 3),
    phase,
    frozen: false,
    botsAllowed: false,
    scoring: 'relative',
    instanceCount: 3,
    registrations: 4,
    ...extra,
  };
}

function contest(extra: object = {}) {
  return {
    id: 7,
    title: 'Spring cup',
    description: 'Line one\nLine two',
    organizer: 'org',
    startsAt: future(-1),
    endsAt: future(2),
    freezesAt: future(1),
    now: new Date().toISOString(),
    phase: 'running',
    frozen: false,
    botsAllowed: true,
    rateLimit: { submissions: 10, perSeconds: 60 },
    scoring: { rule: 'relative', description: 'sum over instances of your best / the best' },
    instancesVisible: true,
    instanceCount: 2,
    instances: [
      { index: 0, label: 'A', game: 'samegame', instance: 'standard/1', position: '' },
      { index: 1, label: 'B', game: 'sudoku16', instance: 'generated/3/50', position: '' },
    ],
    registrations: 2,
    you: { staff: false, registered: false, participants: [], mayRegister: true },
    links: { live: '/ws/contests/7/scoreboard' },
    ...extra,
  };
}

const person = (name: string) => ({ kind: 'person', name, account: name });

function scoreboard(extra: object = {}) {
  return {
    contest: 7,
    title: 'Spring cup',
    scoring: { rule: 'relative', description: 'relative' },
    phase: 'running',
    startsAt: future(-1),
    endsAt: future(2),
    freezesAt: future(1),
    frozen: false,
    frozenForParticipants: false,
    instancesVisible: true,
    instances: [
      { index: 0, label: 'A', game: 'samegame', instance: 'standard/1', best: 900, results: 2 },
      { index: 1, label: 'B', game: 'sudoku16', instance: 'generated/3/50', best: 40, results: 1 },
    ],
    rows: [
      {
        rank: 1,
        participant: person('bob'),
        reference: false,
        score: 2,
        rawTotal: 940,
        results: 2,
        submissions: 3,
        cells: [
          { score: 900, rank: 1, points: 1, submission: '/api/submissions/11' },
          { score: 40, rank: 1, points: 1 },
        ],
      },
      {
        rank: 2,
        participant: person('ann'),
        reference: false,
        score: 0.5,
        rawTotal: 450,
        results: 1,
        submissions: 1,
        cells: [{ score: 450, rank: 2, points: 0.5 }, { points: 0 }],
      },
      {
        participant: { kind: 'bot', name: 'NMCS level 2', account: 'org' },
        reference: true,
        score: 1.1,
        rawTotal: 990,
        results: 1,
        cells: [{ score: 990, points: 1.1, botRun: '/api/bot-runs/4' }, { points: 0 }],
      },
    ],
    ...extra,
  };
}

describe('contest list', () => {
  it('lists running, upcoming and finished contests; organizers get "New contest"', async () => {
    serve((url) => {
      if (url.startsWith('/api/contests?phase=running'))
        return json({
          total: 1,
          offset: 0,
          now: new Date().toISOString(),
          contests: [summary(1, 'running', { title: EVIL, organizer: EVIL })],
        });
      if (url.startsWith('/api/contests?phase=scheduled'))
        return json({
          total: 2,
          offset: 0,
          now: new Date().toISOString(),
          contests: [summary(2, 'scheduled'), summary(3, 'scheduled', { botsAllowed: true })],
        });
      if (url.startsWith('/api/contests?phase=ended'))
        return json({ total: 0, offset: 0, now: new Date().toISOString(), contests: [] });
      return undefined;
    });
    setMe({ id: 1, username: 'org', kind: 'person', botName: null, roles: ['organizer'] });
    openPage(contests, { page: 'contests' });
    await until(() => $$('contest-item').length === 3 && $('contests-empty'));
    expect($$('contest-item', $('contests-running')!)).toHaveLength(1);
    expect($$('contest-item', $('contests-upcoming')!)).toHaveLength(2);
    expect(text('contests-finished')).toContain('No contest has finished');
    const first = $('contest-item')!;
    expect(first.textContent).toContain(EVIL);
    expect(document.querySelector('img')).toBeNull();
    expect($('contest-link', first)!.getAttribute('href')).toBe('/contests/1');
    expect($('contest-phase', first)!.dataset.phase).toBe('running');
    expect(text('contest-scoring')).toBe('Relative (AZsPCs)');
    expect(text('contest-instance-count')).toBe('3 instances');
    expect(text('contest-participant-count')).toBe('4 participants');
    expect($('contest-relative', $('contests-upcoming')!)!.textContent).toBe('starts in 2 h');
    expect($('contest-new')!.getAttribute('href')).toBe('/contests/new');
    setMe({ id: 2, username: 'ann', kind: 'person', botName: null, roles: [] });
    expect($('contest-new')).toBeNull();
  });

  it('a server without contests (404) shows none; home reads the real list shape', async () => {
    serve(() => undefined);
    expect(await runningContests()).toEqual([]);
    openPage(contests, { page: 'contests' });
    await until(() => $$('contests-empty').length === 3);
    expect($('contest-new')).toBeNull();
    serve((url) =>
      url.startsWith('/api/contests?phase=running')
        ? json({
            total: 2,
            offset: 0,
            now: '',
            contests: [summary(1, 'running', { title: '<script>x</script>' }), { id: 'bad' }],
          })
        : undefined,
    );
    const list = await runningContests();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, title: '<script>x</script>', registrations: 4, instanceCount: 3 });
  });
});

describe('contest page', () => {
  it('registers, lists the instances with their contest play links, and shows the live scoreboard', async () => {
    let registered = false;
    serve((url, init) => {
      if (url === '/api/contests/7')
        return json(
          contest({
            title: EVIL,
            description: EVIL,
            you: registered
              ? { staff: false, registered: true, participants: [person('ann')], mayRegister: false }
              : { staff: false, registered: false, participants: [], mayRegister: true },
          }),
        );
      if (url === '/api/contests/7/registrations' && init.method === 'POST') {
        registered = true;
        return json({ contest: 7 }, 201);
      }
      if (url === '/api/contests/7/scoreboard') return json(scoreboard());
      return undefined;
    });
    setMe({ id: 2, username: 'ann', kind: 'person', botName: null });
    openPage(contestPage, { page: 'contest', id: '7' });
    await until(() => $('contest-title'));
    expect(text('contest-title')).toBe(EVIL);
    expect(text('contest-description')).toBe(EVIL);
    expect(document.querySelector('img')).toBeNull();
    expect($('contest-phase')!.dataset.phase).toBe('running');
    expect(text('contest-countdown')).toMatch(/^ends in (2 h|120 min)$/);
    expect($('registration-state')!.dataset.state).toBe('not-registered');
    const plays = $$('contest-play');
    expect(plays.map((a) => a.getAttribute('href'))).toEqual([
      '/play/samegame?instance=standard/1&contest=7',
      '/play/sudoku16?instance=generated/3/50&contest=7',
    ]);
    expect($('organizer-controls')).toBeNull();

    $('contest-register')!.click();
    await until(() => $('registration-state')?.dataset.state === 'registered');
    expect(calls('POST', '/api/contests/7/registrations')).toHaveLength(1);

    // The REST board first, then the socket.
    await until(() => $$('scoreboard-row').length === 3);
    expect(FakeWebSocket.last!.url).toMatch(/\/ws\/contests\/7\/scoreboard$/);
    const rows = $$('scoreboard-row');
    expect(rows.map((r) => text('sb-rank') && $('sb-rank', r)!.textContent)).toEqual(['1', '2', 'ref']);
    expect(rows[1].dataset.own).toBe('true');
    expect(rows[1].classList.contains('own')).toBe(true);
    expect(rows[2].dataset.reference).toBe('true');
    expect($('badge-reference', rows[2])).not.toBeNull();
    expect($('sb-score', rows[0])!.textContent).toBe('2.000');
    expect($('sb-raw-total', rows[0])!.textContent).toBe('940');
    expect($('sb-cell-A', rows[0])!.textContent).toContain('900');
    expect($('sb-cell-A', rows[0])!.querySelector('a')!.getAttribute('href')).toBe('/replay/11');
    expect($('sb-cell-A', rows[2])!.querySelector('a')!.getAttribute('href')).toBe('/bots/4');
    expect($('sb-cell-B', rows[1])!.textContent).toBe('–');
    expect($('freeze-scheduled')).not.toBeNull();

    const ws = FakeWebSocket.last!;
    ws.onopen?.({});
    ws.send({ type: 'snapshot', seq: 0, scoreboard: scoreboard() });
    await until(() => $('live-status')?.dataset.status === 'open');
    // Frozen for this participant: the banner, and their own later results apart.
    const frozen = scoreboard({
      frozen: true,
      frozenForParticipants: true,
      asOf: future(-0.1),
      you: [
        {
          rank: 1,
          participant: person('ann'),
          reference: false,
          score: 2,
          rawTotal: 1000,
          results: 2,
          submissions: 4,
          cells: [
            { score: 960, rank: 1, points: 1 },
            { score: 40, rank: 1, points: 1 },
          ],
        },
      ],
    });
    ws.send({ type: 'update', seq: 1, scoreboard: frozen });
    await until(() => $('frozen-banner'));
    expect(text('frozen-banner')).toMatch(/^Frozen since /);
    expect($('frozen-banner')!.dataset.kind).toBe('frozen');
    expect($$('you-row')).toHaveLength(1);
    expect($('sb-cell-A', $('you-row')!)!.textContent).toContain('960');
  });
});

describe('contest page: hidden instances, staff actions and the end', () => {
  it('hides the instances before the start, and staff delete in the page without a dialog', async () => {
    serve((url, init) => {
      if (url === '/api/contests/8' && init.method === 'DELETE') return json(null, 204);
      if (url === '/api/contests/8')
        return json(
          contest({
            id: 8,
            phase: 'scheduled',
            startsAt: future(5),
            endsAt: future(8),
            freezesAt: undefined,
            instancesVisible: false,
            instances: [],
            instanceCount: 4,
            you: {
              staff: true,
              registered: false,
              participants: [],
              mayRegister: false,
              whyNot: 'the contest\u2019s organizer and admins cannot take part',
            },
          }),
        );
      if (url === '/api/contests/8/scoreboard')
        return json(
          scoreboard({ phase: 'scheduled', instancesVisible: false, instances: [], rows: [], freezesAt: undefined }),
        );
      return undefined;
    });
    setMe({ id: 1, username: 'org', kind: 'person', botName: null, roles: ['organizer'] });
    openPage(contestPage, { page: 'contest', id: '8' });
    await until(() => $('instances-hidden'));
    expect(text('instances-hidden')).toContain('4 instances, revealed at the start');
    expect($('contest-phase')!.dataset.phase).toBe('upcoming');
    expect(text('contest-countdown')).toBe('starts in 5 h');
    expect(text('registration-why-not')).toContain('cannot take part');
    expect($('contest-edit')!.getAttribute('href')).toBe('/contests/8/edit');
    expect($('export-json')!.getAttribute('href')).toBe('/api/contests/8/export?format=json');
    expect($('export-csv-scoreboard')!.getAttribute('href')).toBe('/api/contests/8/export?format=csv&table=scoreboard');
    expect($('contest-unfreeze')).toBeNull();
    await until(() => $('scoreboard-empty'));
    $('contest-delete')!.click();
    expect(calls('DELETE', '/api/contests/8')).toHaveLength(0);
    $('contest-delete-cancel')!.click();
    expect($('contest-delete-confirm')).toBeNull();
    $('contest-delete')!.click();
    $('contest-delete-confirm')!.click();
    await until(() => navigated.length > 0);
    expect(calls('DELETE', '/api/contests/8')).toHaveLength(1);
    expect(navigated).toEqual(['/contests']);
  });

  it('shows a 403 from an organizer action plainly', async () => {
    serve((url, init) => {
      if (url === '/api/contests/9/unfreeze' && init.method === 'POST')
        return json({ title: 'Forbidden', status: 403, detail: 'this needs the organizer role' }, 403);
      if (url === '/api/contests/9')
        return json(
          contest({
            id: 9,
            phase: 'ended',
            frozen: true,
            startsAt: future(-3),
            endsAt: future(-1),
            freezesAt: future(-2),
            you: { staff: true, registered: false, participants: [], mayRegister: false },
          }),
        );
      if (url === '/api/contests/9/scoreboard')
        return json(scoreboard({ phase: 'ended', frozenForParticipants: true }));
      if (url === '/api/contests/9/yardsticks') return json([]);
      return undefined;
    });
    openPage(contestPage, { page: 'contest', id: '9' });
    await until(() => $('contest-unfreeze'));
    expect($('contest-delete')).toBeNull();
    expect($$('instance-play-free')).toHaveLength(2);
    $('contest-unfreeze')!.click();
    await until(() => $('organizer-problem'));
    expect(text('organizer-problem')).toBe('Not allowed: this needs the organizer role');
    await until(() => $('frozen-banner'));
    expect($('frozen-banner')!.dataset.kind).toBe('staff');
  });

  it('a finished public contest shows its podium and downloads, no log-in to register, and no live dot', async () => {
    serve((url) => {
      if (url === '/api/contests/7')
        return json(contest({ phase: 'ended', endsAt: future(-0.5), freezesAt: null, you: null, registrations: 2 }));
      if (url === '/api/contests/7/scoreboard') return json(scoreboard({ phase: 'ended', freezesAt: null }));
      if (url === '/api/games')
        return json([
          { id: 'samegame', title: 'SameGame (15x15)' },
          { id: 'sudoku16', title: '16x16 Sudoku' },
        ]);
      return undefined;
    });
    setMe(null);
    openPage(contestPage, { page: 'contest', id: '7' });
    await until(() => $('podium'));
    const places = [...document.querySelectorAll('[data-testid=podium-place]')].map((p) => p.textContent);
    expect(places).toEqual(['1stperson bob2.000', '2ndperson ann0.500']);
    expect($('contest-results')!.querySelector('[data-testid=export-json]')).not.toBeNull();
    expect($('registration-login')).toBeNull();
    expect(text('registration-closed')).toBe('This contest has ended.');
    await until(() => text('instance-game') === 'SameGame (15x15)');
  });

  it('an unknown contest is a not-found page', async () => {
    serve(() => json({ title: 'Not Found', status: 404, detail: 'no contest 99' }, 404));
    openPage(contestPage, { page: 'contest', id: '99' });
    await until(() => $('not-found'));
    expect(text('not-found')).toContain('no contest 99');
  });
});

// The forms a row offers come from these facts (as GET /api/games states them), not from the ids.
const puzzle = { players: 1, result: 'score', defaultPolicy: 'uniform', policies: ['uniform'] };
const FORM_GAMES = [
  {
    id: 'samegame',
    title: 'SameGame',
    description: '',
    instanceSyntax: 'standard/<1-20> | random/<seed>',
    defaultInstance: 'standard/1',
    solutionFormat: '',
    instanceCount: 20,
    ...puzzle,
    family: 'samegame',
    generators: [
      {
        kind: 'seeded',
        prefix: 'random',
        description: '',
        parameters: [{ name: 'size', syntax: '<cols>x<rows>x<colours>', example: '10x10x4', description: '' }],
      },
      { kind: 'board', prefix: 'grid', description: '', parameters: [] },
    ],
  },
  {
    id: 'sudoku16',
    title: 'Sudoku 16',
    description: '',
    instanceSyntax: 'generated/<seed>',
    defaultInstance: 'generated/1',
    solutionFormat: '',
    instanceCount: 3,
    ...puzzle,
    family: 'sudoku',
    generators: [
      {
        kind: 'seeded',
        prefix: 'generated',
        description: '',
        parameters: [{ name: 'percentEmpty', syntax: '<percent empty, 0-90>', example: '50', description: '' }],
      },
    ],
  },
  {
    id: 'morpion-5d',
    title: 'Morpion 5D',
    description: '',
    instanceSyntax: 'cross',
    defaultInstance: 'cross',
    solutionFormat: '',
    instanceCount: 1,
    ...puzzle,
    family: 'morpion',
    generators: [],
  },
];
const setValue = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, v: string) => {
  el.value = v;
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

// GET /api/games lists the two-player games too; contests and bot runs take only puzzles.
const TWO_PLAYER = [
  { id: 'tic-tac-toe', title: 'Tic-tac-toe', family: 'tic-tac-toe' },
  { id: 'connect-four', title: 'Connect Four', family: 'connect-four' },
].map((g) => ({
  ...g,
  description: '',
  instanceSyntax: 'start',
  defaultInstance: 'start',
  solutionFormat: '',
  instanceCount: 1,
  players: 2,
  result: 'win-draw-loss',
  defaultPolicy: 'uniform',
  policies: ['uniform'],
  generators: [],
}));

describe('what the forms offer', () => {
  it('the contest form and the bot lab list only the puzzles, by the catalogue\u2019s facts', async () => {
    const catalogue = () =>
      serve((url) => {
        if (url === '/api/games') return json([...TWO_PLAYER, ...FORM_GAMES]);
        if (url.startsWith('/api/games/')) return json([]);
        if (url.startsWith('/api/bot-runs')) return json({ total: 0, offset: 0, runs: [] });
        return undefined;
      });
    catalogue();
    openPage(contestForm, { page: 'contestform', id: null });
    await until(() => $('contest-form'));
    const row = $$('contest-instance-row')[0];
    expect([...($('ci-game', row) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'samegame',
      'sudoku16',
      'morpion-5d',
    ]);
    expect(($('ci-game', row) as HTMLSelectElement).value).toBe('samegame');
    endPageTest();
    stubLiveGlobals();
    catalogue();

    // A link to the bot lab with a two-player game falls back to a puzzle.
    openPage(botlab, { page: 'botlab', game: 'connect-four', instance: null });
    await until(() => $('bot-game'));
    expect([...($('bot-game') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'samegame',
      'sudoku16',
      'morpion-5d',
    ]);
    expect(($('bot-game') as HTMLSelectElement).value).toBe('samegame');
  });
});

describe('contest form', () => {
  it('creates a contest from catalogue, generated and uploaded instances, showing field errors where they belong', async () => {
    let created: any = null;
    let refuse = true;
    serve((url, init) => {
      if (url === '/api/games') return json(FORM_GAMES);
      if (url.startsWith('/api/games/'))
        return json([
          { id: 'standard/1', href: '' },
          { id: 'standard/2', href: '' },
        ]);
      if (url === '/api/contests' && init.method === 'POST') {
        created = JSON.parse(init.body as string);
        if (refuse)
          return json(
            {
              title: 'Bad Request',
              status: 400,
              detail: 'unknown samegame instance \u2018standard/99\u2019',
              field: 'instances[0].instance',
            },
            400,
          );
        return json({ id: 12 }, 201);
      }
      return undefined;
    });
    openPage(contestForm, { page: 'contestform', id: null });
    await until(() => $('contest-form'));
    expect(text('contest-form-zone')).toMatch(/Times are in your time zone: (UTC|.*UTC[+-]\d\d:\d\d)\./);
    expect(text('contest-form-scoring-help')).toContain('raw sum');
    setValue($('contest-form-scoring') as HTMLSelectElement, 'rank');
    expect(text('contest-form-scoring-help')).toContain('not better than yours');

    // A new contest's times are filled in (next full hour, a week long); emptied, they are required.
    expect(($('contest-form-starts') as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00$/);
    expect(($('contest-form-ends') as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00$/);
    setValue($('contest-form-starts') as HTMLInputElement, '');
    // Nothing else filled: the form says so without calling the server.
    $('contest-form-submit')!.click();
    expect(text('cf-title-error')).toContain('required');
    expect(text('cf-starts-error')).toContain('required');
    expect(created).toBeNull();

    setValue($('contest-form-title') as HTMLInputElement, 'Cup');
    setValue($('contest-form-starts') as HTMLInputElement, '2031-05-01T10:00');
    setValue($('contest-form-ends') as HTMLInputElement, '2031-05-01T12:00');
    let row0 = $$('contest-instance-row')[0];
    expect(($('ci-game', row0) as HTMLSelectElement).value).toBe('samegame');
    // A generated board is the default: nobody has seen it. The catalogue says its solutions are public.
    expect(($('ci-kind', row0) as HTMLSelectElement).value).toBe('generate');
    expect($('ci-catalogue-warning', row0)).toBeNull();
    setValue($('ci-kind', row0) as HTMLSelectElement, 'catalogue');
    row0 = $$('contest-instance-row')[0];
    expect($('ci-catalogue-warning', row0)!.textContent).toMatch(/public.*copy/);
    expect(text('ci-syntax')).toContain('standard/<1-20>');
    setValue($('ci-instance', row0) as HTMLInputElement, 'standard/99');
    $('add-instance')!.click();
    const row1 = $$('contest-instance-row')[1];
    expect(($('ci-kind', row1) as HTMLSelectElement).value).toBe('generate'); // added rows too
    setValue($('ci-seed', row1) as HTMLInputElement, '42');
    setValue($('ci-size', row1) as HTMLInputElement, '10x10x4');
    $('add-instance')!.click();
    let row2 = $$('contest-instance-row')[2];
    setValue($('ci-kind', row2) as HTMLSelectElement, 'board');
    row2 = $$('contest-instance-row')[2];
    setValue($('ci-board', row2) as HTMLTextAreaElement, '0120\n1201\n2012\n');
    $('add-instance')!.click();
    let row3 = $$('contest-instance-row')[3];
    // Sudoku's generator takes a share of empty cells, not a size; no uploaded boards.
    setValue($('ci-game', row3) as HTMLSelectElement, 'sudoku16');
    row3 = $$('contest-instance-row')[3];
    expect([...($('ci-kind', row3) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'generate',
      'catalogue',
    ]);
    setValue($('ci-kind', row3) as HTMLSelectElement, 'generate');
    row3 = $$('contest-instance-row')[3];
    expect($('ci-percent', row3)).not.toBeNull();
    expect($('ci-size', row3)).toBeNull();
    expect(row3.textContent).toContain('generated/<seed>[/<percent empty, 0-90>]');
    setValue($('ci-game', row3) as HTMLSelectElement, 'morpion-5d');
    row3 = $$('contest-instance-row')[3];
    expect(($('ci-kind', row3) as HTMLSelectElement).options).toHaveLength(1); // Morpion: by id only
    expect(($('ci-instance', row3) as HTMLInputElement).value).toBe('cross');
    expect($('ci-catalogue-warning', row3)).not.toBeNull();

    $('contest-form-submit')!.click();
    await until(() => $('contest-form-problem'));
    expect(created).toMatchObject({
      title: 'Cup',
      scoring: 'rank',
      botsAllowed: false,
      rateLimit: { submissions: 10, perSeconds: 60 },
      instances: [
        { game: 'samegame', instance: 'standard/99' },
        { game: 'samegame', generate: { seed: 42, size: '10x10x4' } },
        { game: 'samegame', board: ['0120', '1201', '2012'] },
        { game: 'morpion-5d', instance: 'cross' },
      ],
    });
    expect(created.startsAt).toBe(new Date(2031, 4, 1, 10, 0).toISOString());
    expect($('ci-error', $$('contest-instance-row')[0])!.textContent).toContain('standard/99');
    expect($('contest-form-problem')!.dataset.field).toBe('instances[0].instance');
    expect(navigated).toEqual([]);

    refuse = false;
    $('contest-form-submit')!.click();
    await until(() => navigated.length > 0);
    expect(navigated).toEqual(['/contests/12']);
  });

  it('edits a running contest: only what the phase allows, and the server\u2019s 409 next to its field', async () => {
    const c = contest({
      startsAt: '2031-05-01T08:00:07.123Z',
      endsAt: '2031-05-01T10:00:00Z',
      freezesAt: undefined,
      you: { staff: true, registered: false, participants: [], mayRegister: false },
    });
    let sent: any = null;
    serve((url, init) => {
      if (url === '/api/games') return json(FORM_GAMES);
      if (url.startsWith('/api/games/')) return json([]);
      if (url === '/api/contests/7' && init.method === 'PUT') {
        sent = JSON.parse(init.body as string);
        return json(
          {
            title: 'Conflict',
            status: 409,
            detail: 'the contest is running: endsAt can no longer change',
            field: 'endsAt',
          },
          409,
        );
      }
      if (url === '/api/contests/7') return json(c);
      return undefined;
    });
    openPage(contestForm, { page: 'contestform', id: '7' });
    await until(() => $('contest-form'));
    expect($('form-phase-note')).not.toBeNull();
    expect(($('contest-form-title') as HTMLInputElement).value).toBe('Spring cup');
    expect(($('contest-form-starts') as HTMLInputElement).disabled).toBe(true);
    expect(($('contest-form-ends') as HTMLInputElement).disabled).toBe(false);
    expect(($('contest-form-scoring') as HTMLSelectElement).disabled).toBe(true);
    expect(($('ci-instance') as HTMLInputElement).disabled).toBe(true);
    expect(($('add-instance') as HTMLButtonElement).disabled).toBe(true);
    $('contest-form-submit')!.click();
    await until(() => $('contest-form-problem'));
    expect(sent.startsAt).toBe('2031-05-01T08:00:07.123Z'); // unchanged to the millisecond
    expect(sent.instances).toEqual([
      { game: 'samegame', instance: 'standard/1' },
      { game: 'sudoku16', instance: 'generated/3/50' },
    ]);
    expect(text('cf-ends-error')).toContain('can no longer change');
  });
});
