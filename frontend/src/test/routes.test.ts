import { describe, expect, it } from 'vitest';
import { href, idFromLink, instancePath, parseRoute, safeNext } from '../lib/routes';

function roundTrip(url: string) {
  const u = new URL(url, 'http://x');
  return parseRoute(u.pathname, u.search);
}

describe('routes', () => {
  it('round-trips instance ids with slashes and dots through the query string', () => {
    const grid = `grid/${'0123456789ABCDEF.'.repeat(15)}0`;
    for (const instance of ['standard/1', 'random/42/10x10x4', 'generated/7/55', 'depth/9', 'cross', grid]) {
      expect(roundTrip(href.play('samegame', instance))).toEqual({ page: 'play', game: 'samegame', instance });
      expect(roundTrip(href.leaderboard('sudoku16', instance))).toEqual({ page: 'leaderboard', game: 'sudoku16', instance });
      expect(roundTrip(href.botlab('sudoku16', instance))).toEqual({ page: 'botlab', game: 'sudoku16', instance });
    }
    expect(href.play('samegame', 'standard/1')).toBe('/play/samegame?instance=standard/1');
  });

  it('round-trips an instance with characters that need escaping', () => {
    const instance = 'weird id/&x=1#frag?';
    expect(roundTrip(href.play('samegame', instance))).toEqual({ page: 'play', game: 'samegame', instance });
  });

  it('parses every page', () => {
    expect(parseRoute('/', '')).toEqual({ page: 'home' });
    expect(parseRoute('/play', '')).toEqual({ page: 'games' });
    expect(parseRoute('/play/morpion-5d', '')).toEqual({ page: 'play', game: 'morpion-5d', instance: null });
    expect(parseRoute('/leaderboard', '')).toEqual({ page: 'leaderboard', game: null, instance: null });
    expect(parseRoute('/replay/12', '?step=3')).toEqual({ page: 'replay', submission: '12', step: 3 });
    expect(parseRoute('/replay/12', '?step=x')).toEqual({ page: 'replay', submission: '12', step: null });
    expect(parseRoute('/bots/7', '')).toEqual({ page: 'botrun', run: '7' });
    expect(parseRoute('/bots/', '')).toEqual({ page: 'botlab', game: null, instance: null });
    expect(parseRoute('/login', '?next=/play/samegame')).toEqual({ page: 'login', next: '/play/samegame' });
    expect(parseRoute('/signup', '')).toEqual({ page: 'signup', next: null });
    expect(parseRoute('/account', '')).toEqual({ page: 'account' });
    expect(parseRoute('/guide', '')).toEqual({ page: 'guide' });
    expect(parseRoute('/contests', '')).toEqual({ page: 'contests' });
  });

  it('parses and builds the contest routes', () => {
    expect(parseRoute('/contests/12', '')).toEqual({ page: 'contest', id: '12' });
    expect(parseRoute('/contests/12/', '')).toEqual({ page: 'contest', id: '12' });
    expect(parseRoute('/contests/new', '')).toEqual({ page: 'contestform', id: null });
    expect(parseRoute('/contests/12/edit', '')).toEqual({ page: 'contestform', id: '12' });
    for (const p of ['/contests/abc', '/contests/12/x', '/contests/new/edit', '/contests/12/edit/1', '/contests/-1']) {
      expect(parseRoute(p, '').page).toBe('notfound');
    }
    expect(href.contest(12)).toBe('/contests/12');
    expect(href.contestNew()).toBe('/contests/new');
    expect(href.contestEdit('7')).toBe('/contests/7/edit');
    for (const url of [href.contest(3), href.contestNew(), href.contestEdit(3), href.contests()]) {
      expect(roundTrip(url).page).not.toBe('notfound');
    }
  });

  it('parses and builds the admin route', () => {
    expect(parseRoute('/admin', '')).toEqual({ page: 'admin' });
    expect(parseRoute('/admin/', '')).toEqual({ page: 'admin' });
    expect(parseRoute('/admin', '?q=bob')).toEqual({ page: 'admin' });
    for (const p of ['/admin/users', '/admin/audit', '/admin/x/y', '/admins']) expect(parseRoute(p, '').page).toBe('notfound');
    expect(href.admin()).toBe('/admin');
    expect(roundTrip(href.admin())).toEqual({ page: 'admin' });
  });

  it('carries a contest through the play page, and only a numeric one', () => {
    const grid = `grid/${'0123'.repeat(4)},${'1230'.repeat(4)}`;
    for (const instance of ['standard/1', 'random/42/10x10x4', 'generated/7/55', grid]) {
      expect(roundTrip(href.play('samegame', instance, 5))).toEqual({ page: 'play', game: 'samegame', instance, contest: '5' });
    }
    expect(href.play('samegame', 'standard/1', 5)).toBe('/play/samegame?instance=standard/1&contest=5');
    expect(href.play('samegame', 'standard/1', null)).toBe('/play/samegame?instance=standard/1');
    expect(parseRoute('/play/samegame', '?instance=standard/1&contest=abc')).toEqual({ page: 'play', game: 'samegame', instance: 'standard/1' });
    expect(parseRoute('/play/samegame', '?contest=9')).toEqual({ page: 'play', game: 'samegame', instance: null, contest: '9' });
  });

  it('shows not-found for unknown or malformed paths', () => {
    for (const p of ['/nope', '/play/samegame/standard/1', '/replay/abc', '/bots/1/2', '/play/%E0%A4%A', '/play/Bad Game', '/login/x']) {
      expect(parseRoute(p, '').page).toBe('notfound');
    }
  });

  it('only follows next= to our own paths', () => {
    expect(safeNext('/account')).toBe('/account');
    expect(safeNext('//evil.example/')).toBeNull();
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(parseRoute('/login', '?next=https://evil.example').page === 'login' && (parseRoute('/login', '?next=https://evil.example') as any).next).toBeNull();
  });

  it('builds API paths and reads ids from links', () => {
    expect(instancePath('random/7/8x8x3')).toBe('random/7/8x8x3');
    expect(instancePath('a b/c')).toBe('a%20b/c');
    expect(idFromLink('/api/submissions/42')).toBe('42');
    expect(idFromLink(undefined)).toBeNull();
  });
});
