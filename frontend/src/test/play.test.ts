/**
 * The play page in jsdom with the real compiled rules: keyboard play, undo, the saved game,
 * submit answers (rank, or the rejected move highlighted), login prompt and import errors (a
 * solution over the server's size limit among them).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mount from '../pages/play';
import { positionStatus } from '../lib/playState';
import { setMe } from '../lib/session';
import { loadGame } from '../lib/storage';

import { rulesBuilt as built } from './rulesBuilt';
import { $, text, until } from './harness';
import { endPageTest, mountPage, unmountPage } from './pageTest';

function key(k: string, opts: KeyboardEventInit = {}) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...opts }));
}

let fetchMock: ReturnType<typeof vi.fn>;

async function open(game: string, instance: string, contest?: string) {
  const route = contest
    ? { page: 'play' as const, game, instance, contest }
    : { page: 'play' as const, game, instance };
  mountPage(mount, route);
  await until(() => $('board') && text('score'));
}

beforeEach(() => {
  localStorage.clear();
  // Each test is a new tab: no game of its own yet (lib/tabGames).
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ entries: [], participants: 0 }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  (globalThis as any).requestAnimationFrame ??= (f: FrameRequestCallback) => setTimeout(() => f(0), 0);
});

afterEach(endPageTest);

describe.skipIf(!built)('play page', () => {
  it('plays from the keyboard, undoes, and keeps the game over a reload', async () => {
    await open('samegame', 'standard/1');
    expect(text('move-count')).toBe('0');
    key('Enter'); // the cursor starts on (0,0): a blue pair on standard/1
    expect(text('move-count')).toBe('1');
    expect(loadGame('samegame', 'standard/1')?.moves).toEqual(['0,0']);
    key('Backspace');
    expect(text('move-count')).toBe('0');
    key('y', { ctrlKey: true });
    expect(text('move-count')).toBe('1');
    key('z', { ctrlKey: true });
    expect(text('move-count')).toBe('0');
    key('z', { ctrlKey: true, shiftKey: true });
    expect(text('move-count')).toBe('1');
    unmountPage();
    await open('samegame', 'standard/1');
    expect(text('move-count')).toBe('1');
  });

  it('tells at once of a different game saved in another tab, and loads it or keeps this one', async () => {
    await open('leftmove', 'depth/9');
    key('ArrowLeft');
    const elsewhere = (moves: string[]) =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'arena.game.v1:leftmove:depth/9',
          newValue: JSON.stringify({ v: 1, moves, savedAt: 2 }),
          storageArea: localStorage,
        }),
      );
    // The same game saved elsewhere says nothing.
    elsewhere(['L']);
    expect($('other-tab-notice')).toBeNull();
    elsewhere(['L', 'R', 'L']);
    expect(text('other-tab-notice')).toContain('changed in another tab: there it has 3 moves');
    // Playing on here does not overwrite the other tab's game until the person chooses.
    localStorage.setItem(
      'arena.game.v1:leftmove:depth/9',
      JSON.stringify({ v: 1, moves: ['L', 'R', 'L'], savedAt: 2 }),
    );
    key('ArrowLeft');
    expect(text('move-count')).toBe('2');
    expect(loadGame('leftmove', 'depth/9')?.moves).toEqual(['L', 'R', 'L']);
    $('other-tab-keep')!.click();
    expect($('other-tab-notice')).toBeNull();
    expect(loadGame('leftmove', 'depth/9')?.moves).toEqual(['L', 'L']);
    elsewhere(['L', 'R']);
    $('other-tab-load')!.click();
    expect(text('move-count')).toBe('2');
    expect(loadGame('leftmove', 'depth/9')?.moves).toEqual(['L', 'R']);
    expect($('other-tab-notice')).toBeNull();
  });

  it('a corrupt or outdated saved game is not trusted', async () => {
    localStorage.setItem('arena.game.v1:samegame:standard/1', JSON.stringify({ v: 1, moves: ['0,0', '0,0'] }));
    await open('samegame', 'standard/1');
    expect(text('move-count')).toBe('1');
    expect(text('restore-notice')).toContain('Move 2');
  });
});

describe.skipIf(!built)('play page submissions', () => {
  it('asks a visitor to log in before submitting', async () => {
    await open('leftmove', 'depth/9');
    key('ArrowLeft');
    $('submit')!.click();
    await until(() => $('submit-login'));
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).includes('/api/submissions'))).toHaveLength(0);
  });

  it('shows the verified score and rank, reusing the Idempotency-Key on a retry', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    await open('leftmove', 'depth/9');
    key('ArrowLeft');
    key('ArrowLeft');
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/api/submissions')
        ? new Response(JSON.stringify({ title: 'Network' }), { status: 503 })
        : new Response(JSON.stringify({ entries: [] }), { status: 200 }),
    );
    $('submit')!.click();
    await until(() => $('result-message'));
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ id: 7, game: 'leftmove', instance: 'depth/9', score: 2, moves: 2, rank: 3 }), {
          status: 201,
        }),
    );
    $('submit')!.click();
    await until(() => $('result-score'));
    expect(text('result-score')).toBe('2');
    expect(text('result-rank')).toBe('3rd');
    const sent = fetchMock.mock.calls.filter((c) => String(c[0]) === '/api/submissions') as unknown as [
      string,
      RequestInit,
    ][];
    expect(JSON.parse(sent.at(-1)![1].body as string)).toEqual({
      game: 'leftmove',
      instance: 'depth/9',
      moves: ['L', 'L'],
    });
    const keys = sent.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  });

  it('after a submit, shows the new best line and keeps Submit off until the game changes', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    let stored = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).includes('/api/submissions')) {
        stored = true;
        return new Response(
          JSON.stringify({ id: 7, game: 'leftmove', instance: 'depth/9', score: 2, moves: 2, rank: 1 }),
          { status: 201 },
        );
      }
      const entries = stored
        ? [{ rank: 1, score: 2, submissionId: 7, participant: { name: 'ann', kind: 'person' } }]
        : [];
      return new Response(JSON.stringify({ entries }), { status: 200 });
    });
    await open('leftmove', 'depth/9');
    await until(() => text('instance-best')?.includes('No submission yet'));
    key('ArrowLeft');
    key('ArrowLeft');
    $('submit')!.click();
    await until(() => $('result-rank'));
    await until(() => text('instance-best')?.includes('Best so far: 2 by ann'));
    expect(($('submit') as HTMLButtonElement).disabled).toBe(true);
    key('ArrowLeft');
    expect(($('submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it("names the board's record above the best entry, and on a board with no entry yet", async () => {
    const record = {
      id: 3,
      game: 'leftmove',
      instance: 'depth/9',
      score: 9,
      moveCount: 9,
      holder: 'C. D. Rosin',
      source: 'a paper',
      addedAt: '2026-01-01T00:00:00Z',
    };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ entries: [], record }), { status: 200 }));
    await open('leftmove', 'depth/9');
    await until(() => text('instance-best')?.includes('Record'));
    expect(text('instance-best')).toBe('Record: 9 by C. D. Rosin (replay). No submission yet on this instance.');
    expect(($('instance-record')!.querySelector('a') as HTMLAnchorElement).getAttribute('href')).toBe('/records/3');
  });

  it('highlights the move the server rejected, with its reason', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    await open('leftmove', 'depth/9');
    key('ArrowLeft');
    key('ArrowRight');
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            title: 'Invalid solution',
            status: 422,
            detail: 'move 1 (R) is illegal: <b>no</b>',
            moveIndex: 1,
            move: 'R',
            reason: '<b>no</b>',
          }),
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    );
    $('submit')!.click();
    await until(() => $('rejected-reason'));
    expect(text('rejected-index')).toBe('2');
    expect(text('rejected-reason')).toBe('<b>no</b>');
    expect($('move-rejected')?.textContent).toContain('R');
    expect(document.querySelector('b')).toBeNull();
  });

  it('imports a solution, and names the illegal move of a bad one', async () => {
    await open('morpion-5d', 'cross');
    const input = $('import-text') as HTMLTextAreaElement;
    input.value = '(28,28)\n(27,25) - +2\n(27,25) - +2\n';
    $('import-button')!.click();
    expect(text('import-error-index')).toBe('2');
    expect(text('import-error-reason')).toBeTruthy();
    $('import-prefix')!.click();
    expect(text('move-count')).toBe('1');
    input.value = 'not pentasol at all';
    $('import-button')!.click();
    expect($('import-error')).not.toBeNull();
    expect(text('move-count')).toBe('1');
  });

  it('refuses a solution over the server\u2019s 1 MiB before reading it, as typed and at Import', async () => {
    await open('samegame', 'standard/1');
    const input = $('import-text') as HTMLTextAreaElement;
    input.value = '1,1\n'.repeat(300_000);
    input.dispatchEvent(new Event('input'));
    expect(text('import-error')).toContain('1.1 MiB, the limit is 1 MiB');
    input.value += '1,1\n';
    $('import-button')!.click();
    expect(text('import-error')).toContain('1.1 MiB, the limit is 1 MiB');
    expect($('import-ok')).toBeNull();
    expect(text('move-count')).toBe('0');
  });

  it('refuses an illegal Sudoku entry with the engine\u2019s reason and keeps the game', async () => {
    await open('sudoku16', 'generated/1');
    const before = text('score');
    // r1c1 holds a given on generated/1? Either way a symbol already in row 1 is refused.
    key('ArrowUp');
    for (const s of '0123456789ABCDEF') {
      key(s);
      if (text('move-error')) break;
    }
    expect(text('move-error')).toMatch(/Move \d+ \(r\d+c\d+=[0-9A-F]\) is not legal: ./);
    expect(Number(text('score'))).toBeGreaterThanOrEqual(Number(before));
  });
});

describe.skipIf(!built)('play page in a contest', () => {
  const problem = (status: number, body: object, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ status, ...body }), {
      status,
      headers: { 'Content-Type': 'application/problem+json', ...headers },
    });
  const CONTEST = {
    id: 5,
    title: '<b>Cup</b>',
    phase: 'running',
    frozen: false,
    instancesVisible: true,
    botsAllowed: false,
    instances: [{ index: 0, label: 'A', game: 'leftmove', instance: 'depth/9', position: '' }],
    you: { staff: false, registered: true, participants: [], mayRegister: false },
  };
  const ok = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('submits to the contest, keeps its own saved game, and shows score, best and contest rank', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (u === '/api/contests/5') return ok(CONTEST);
      if (u === '/api/contests/5/submissions' && init?.method === 'POST') {
        return ok(
          {
            id: 9,
            contest: 5,
            game: 'leftmove',
            instance: 'depth/9',
            score: 2,
            moves: 2,
            receivedAt: '',
            verifierVersion: '',
            afterFreeze: true,
            yourBest: 3,
            rateLimit: { submissions: 10, perSeconds: 60, remaining: 7 },
          },
          201,
        );
      }
      if (u === '/api/contests/5/scoreboard') {
        return ok({
          rows: [
            {
              rank: 4,
              participant: { kind: 'person', name: 'ann', account: 'ann' },
              reference: false,
              score: 3,
              rawTotal: 3,
              results: 1,
              cells: [],
            },
          ],
          instances: [],
          frozen: true,
          you: [
            {
              rank: 2,
              participant: { kind: 'person', name: 'ann', account: 'ann' },
              reference: false,
              score: 3,
              rawTotal: 3,
              results: 1,
              cells: [],
            },
          ],
        });
      }
      return ok({ entries: [] });
    });
    await open('leftmove', 'depth/9', '5');
    await until(() => text('contest-banner').includes('<b>Cup</b>'));
    expect(document.querySelector('b')).toBeNull();
    expect(text('contest-banner')).toContain('instance A');
    // No bots in this contest: no "Run a bot here" (the server would refuse the run).
    expect($('botlab-link')).toBeNull();
    expect(text('botlab-refused')).toContain('No bots');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(loadGame('leftmove', 'depth/9@contest/5')?.moves).toEqual(['L', 'L']);
    expect(loadGame('leftmove', 'depth/9')).toBeNull();
    $('submit')!.click();
    await until(() => $('result-score'));
    expect(text('result-score')).toBe('2');
    expect(text('result-best')).toBe('3');
    expect($('result-after-freeze')).not.toBeNull();
    expect(text('result-remaining')).toContain('7 of 10');
    await until(() => text('result-rank') === '2nd'); // from the own results beside the frozen board
    const sent = fetchMock.mock.calls.filter((c) => String(c[0]) === '/api/contests/5/submissions') as unknown as [
      string,
      RequestInit,
    ][];
    expect(JSON.parse(sent[0][1].body as string)).toEqual({
      game: 'leftmove',
      instance: 'depth/9',
      moves: ['L', 'L'],
    });
    expect((sent[0][1].headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/submissions')).toBe(false);
  });

  it('shows only the contest\u2019s board: its best on the instance and yours, no public record or leader', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    const row = (name: string, score: number) => ({
      rank: 1,
      participant: { kind: 'person', name, account: name },
      reference: false,
      score,
      rawTotal: score,
      results: 1,
      cells: [{ score, rank: 1, points: score }],
    });
    fetchMock.mockImplementation(async (url: string) => {
      const u = String(url);
      if (u === '/api/contests/5') return ok(CONTEST);
      if (u === '/api/contests/5/scoreboard')
        return ok({
          contest: 5,
          phase: 'running',
          frozen: false,
          instancesVisible: true,
          instances: [{ index: 0, label: 'A', game: 'leftmove', instance: 'depth/9', best: 8, results: 2 }],
          rows: [row('bob', 8), row('ann', 5)],
        });
      // The public board of the same instance: none of it belongs on a contest's play page.
      if (u.startsWith('/api/leaderboards/'))
        return ok({
          entries: [{ rank: 1, score: 9, submissionId: 4, participant: { name: 'publicleader', kind: 'person' } }],
          record: { id: 2, score: 10, holder: 'Publicrecord', source: '' },
        });
      return ok({ entries: [] });
    });
    await open('leftmove', 'depth/9', '5');
    await until(() => text('instance-best')?.includes('Contest best'));
    expect(text('instance-best')).toContain('Contest best on A: 8');
    expect(text('instance-best')).toContain('yours: 5');
    expect(text('instance-best')).not.toContain('publicleader');
    expect(text('instance-best')).not.toContain('Publicrecord');
    expect(fetchMock.mock.calls.some((c) => String(c[0]).startsWith('/api/leaderboards/'))).toBe(false);
    // The head links to the contest's scoreboard, not to the public leaderboard.
    expect($('leaderboard-link')).toBeNull();
    expect($('contest-scoreboard-link')?.getAttribute('href')).toBe('/contests/5');
  });

  it('shows the contest’s refusals: rate limit with its wait, not registered, window closed', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    let answer: Response = problem(
      429,
      { title: 'Too many submissions', detail: 'try again in 9 s' },
      { 'Retry-After': '12' },
    );
    fetchMock.mockImplementation(async (url: string) =>
      String(url) === '/api/contests/5'
        ? ok(CONTEST)
        : String(url) === '/api/contests/5/submissions'
          ? answer
          : ok({ entries: [] }),
    );
    await open('leftmove', 'depth/9', '5');
    key('ArrowLeft');
    $('submit')!.click();
    await until(() => $('result-retry'));
    expect(text('result-retry')).toBe('12 s');
    expect($('result-message')!.dataset.refusal).toBe('rate-limit');
    answer = problem(403, { title: 'Forbidden', detail: 'you are not registered for this contest' });
    $('submit')!.click();
    await until(() => $('result-message')?.dataset.refusal === 'forbidden');
    expect(text('result-refusal')).toContain('not registered');
    expect($('result-contest')?.getAttribute('href')).toBe('/contests/5');
    answer = problem(409, { title: 'Contest not open', detail: 'the contest ended at 2031-01-01T00:00:00Z' });
    $('submit')!.click();
    await until(() => $('result-message')?.dataset.refusal === 'window');
    expect(text('result-refusal')).toContain('ended');
  });
});

describe('what a person can do in a position', () => {
  it('counts Sudoku\u2019s empty cells, not the bots\u2019 branching', () => {
    const legal = [{ move: 'a' }, { move: 'b' }];
    expect(positionStatus({ terminal: false, legal, details: { solved: false, filled: 190, empty: 66 } })).toBe(
      '66 empty cells to fill',
    );
    expect(positionStatus({ terminal: false, legal, details: { cleared: false } })).toBe('2 legal moves');
    expect(positionStatus({ terminal: true, legal: [], details: {} })).toBe('Game over');
  });
});
