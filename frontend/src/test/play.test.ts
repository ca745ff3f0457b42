/**
 * The play page in jsdom with the real compiled rules: keyboard play, undo, the saved game,
 * submit answers (rank, or the rejected move highlighted), login prompt and import errors.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mount from '../pages/play';
import { setMe } from '../lib/session';
import { loadGame } from '../lib/storage';
import type { PageContext } from '../lib/page';

const file = resolve(process.cwd(), 'src/rules/generated/rules.js');
const built = existsSync(file) && statSync(file).size > 0;

const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const text = (id: string) => $(id)?.textContent ?? '';

async function until<T>(f: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function key(k: string, opts: KeyboardEventInit = {}) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...opts }));
}

let cleanup: (() => void) | void;
let fetchMock: ReturnType<typeof vi.fn>;

async function open(game: string, instance: string) {
  const root = document.createElement('div');
  document.body.append(root);
  const ctx: PageContext = { route: { page: 'play', game, instance }, root, navigate: () => undefined, title: () => undefined };
  cleanup = mount(ctx);
  await until(() => $('board') && text('score'));
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ entries: [], participants: 0 }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  (globalThis as any).requestAnimationFrame ??= (f: FrameRequestCallback) => setTimeout(() => f(0), 0);
});

afterEach(() => {
  cleanup?.();
  document.body.textContent = '';
  vi.unstubAllGlobals();
  setMe(null);
});

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
    cleanup?.();
    document.body.textContent = '';
    await open('samegame', 'standard/1');
    expect(text('move-count')).toBe('1');
  });

  it('a corrupt or outdated saved game is not trusted', async () => {
    localStorage.setItem('arena.game.v1:samegame:standard/1', JSON.stringify({ v: 1, moves: ['0,0', '0,0'] }));
    await open('samegame', 'standard/1');
    expect(text('move-count')).toBe('1');
    expect(text('restore-notice')).toContain('Move 2');
  });

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
    fetchMock.mockImplementation(async (url: string) => String(url).includes('/api/submissions')
      ? new Response(JSON.stringify({ title: 'Network' }), { status: 503 })
      : new Response(JSON.stringify({ entries: [] }), { status: 200 }));
    $('submit')!.click();
    await until(() => $('result-message'));
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 7, game: 'leftmove', instance: 'depth/9', score: 2, moves: 2, rank: 3 }), { status: 201 }));
    $('submit')!.click();
    await until(() => $('result-score'));
    expect(text('result-score')).toBe('2');
    expect(text('result-rank')).toBe('3rd');
    const sent = fetchMock.mock.calls.filter((c) => String(c[0]) === '/api/submissions') as unknown as [string, RequestInit][];
    expect(JSON.parse(sent.at(-1)![1].body as string)).toEqual({ game: 'leftmove', instance: 'depth/9', moves: ['L', 'L'] });
    const keys = sent.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  });

  it('highlights the move the server rejected, with its reason', async () => {
    setMe({ id: 1, username: 'ann', kind: 'person', botName: null });
    await open('leftmove', 'depth/9');
    key('ArrowLeft');
    key('ArrowRight');
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ title: 'Invalid solution', status: 422, detail: 'move 1 (R) is illegal: <b>no</b>', moveIndex: 1, move: 'R', reason: '<b>no</b>' }), { status: 422, headers: { 'Content-Type': 'application/problem+json' } }));
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
