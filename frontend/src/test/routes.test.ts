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
