import { describe, expect, it } from 'vitest';
import { href, idFromLink, instancePath, parseRoute, safeNext } from '../lib/routes';

function roundTrip(url: string) {
  const u = new URL(url, 'http://x');
  return parseRoute(u.pathname, u.search);
}

describe('routes: parsing and building every page', () => {
  it('round-trips instance ids with slashes and dots through the query string', () => {
    const grid = `grid/${'0123456789ABCDEF.'.repeat(15)}0`;
    for (const instance of ['standard/1', 'random/42/10x10x4', 'generated/7/55', 'depth/9', 'cross', grid]) {
      expect(roundTrip(href.play('samegame', instance))).toEqual({ page: 'play', game: 'samegame', instance });
      expect(roundTrip(href.leaderboard('sudoku16', instance))).toEqual({
        page: 'leaderboard',
        game: 'sudoku16',
        instance,
      });
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

  it('parses and builds the hosted bot, suite and per-budget board routes', () => {
    expect(parseRoute('/hosted-bots', '')).toEqual({ page: 'hostedbots' });
    expect(parseRoute('/hosted-bots/3', '')).toEqual({ page: 'hostedbot', id: '3' });
    expect(parseRoute('/suites', '')).toEqual({ page: 'suites' });
    expect(parseRoute('/suites/samegame-quick-2', '')).toEqual({ page: 'suite', id: 'samegame-quick-2' });
    expect(parseRoute('/suite-runs/5', '')).toEqual({ page: 'suiterun', id: '5' });
    for (const p of ['/hosted-bots/x', '/hosted-bots/3/v', '/suites/Bad_Id', '/suite-runs', '/suite-runs/x']) {
      expect(parseRoute(p, '').page).toBe('notfound');
    }
    for (const url of [
      href.hostedBots(),
      href.hostedBot(3),
      href.suites(),
      href.suite('morpion-60'),
      href.suiteRun(9),
    ]) {
      expect(roundTrip(url).page).not.toBe('notfound');
    }
    expect(href.leaderboard('samegame', 'standard/1', 10)).toBe(
      '/leaderboard/samegame?instance=standard/1&cpuSeconds=10',
    );
    expect(roundTrip(href.leaderboard('samegame', 'standard/1', 10))).toEqual({
      page: 'leaderboard',
      game: 'samegame',
      instance: 'standard/1',
      cpuSeconds: 10,
    });
    expect(roundTrip(href.leaderboard('samegame', 'standard/1', 2.5))).toMatchObject({ cpuSeconds: 2.5 });
    // A budget that is no positive number of seconds is the open board.
    for (const bad of ['0', '0.0', '-1', 'x', '1e3'])
      expect(parseRoute('/leaderboard/samegame', `?instance=standard/1&cpuSeconds=${bad}`)).not.toHaveProperty(
        'cpuSeconds',
      );
    expect(parseRoute('/leaderboard/samegame', '?instance=standard/1&cpuSeconds=0')).toEqual({
      page: 'leaderboard',
      game: 'samegame',
      instance: 'standard/1',
    });
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
    for (const p of ['/admin/users', '/admin/audit', '/admin/x/y', '/admins'])
      expect(parseRoute(p, '').page).toBe('notfound');
    expect(href.admin()).toBe('/admin');
    expect(roundTrip(href.admin())).toEqual({ page: 'admin' });
  });

  it('carries a contest through the play page, and only a numeric one', () => {
    const grid = `grid/${'0123'.repeat(4)},${'1230'.repeat(4)}`;
    for (const instance of ['standard/1', 'random/42/10x10x4', 'generated/7/55', grid]) {
      expect(roundTrip(href.play('samegame', instance, 5))).toEqual({
        page: 'play',
        game: 'samegame',
        instance,
        contest: '5',
      });
    }
    expect(href.play('samegame', 'standard/1', 5)).toBe('/play/samegame?instance=standard/1&contest=5');
    expect(href.play('samegame', 'standard/1', null)).toBe('/play/samegame?instance=standard/1');
    expect(parseRoute('/play/samegame', '?instance=standard/1&contest=abc')).toEqual({
      page: 'play',
      game: 'samegame',
      instance: 'standard/1',
    });
    expect(parseRoute('/play/samegame', '?contest=9')).toEqual({
      page: 'play',
      game: 'samegame',
      instance: null,
      contest: '9',
    });
  });

  it('shows not-found for unknown or malformed paths', () => {
    for (const p of [
      '/nope',
      '/play/samegame/standard/1',
      '/replay/abc',
      '/bots/1/2',
      '/play/%E0%A4%A',
      '/play/Bad Game',
      '/login/x',
    ]) {
      expect(parseRoute(p, '').page).toBe('notfound');
    }
  });
});

describe('routes: where next= may lead, and API paths', () => {
  it('only follows next= to our own paths', () => {
    expect(safeNext('/account')).toBe('/account');
    expect(safeNext('//evil.example/')).toBeNull();
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(
      parseRoute('/login', '?next=https://evil.example').page === 'login' &&
        (parseRoute('/login', '?next=https://evil.example') as any).next,
    ).toBeNull();
  });

  it('refuses every next= that the browser would take to another origin (/%09/evil.example)', () => {
    const origin = 'https://arena.example';
    const hostile = [
      '/\t/evil.example', // the reported one: the parser drops the tab, leaving //evil.example
      '/\n/evil.example',
      '/\r/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/\t\\evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '//evil.example',
      '///evil.example',
      '////evil.example/',
      '//evil.example@arena.example',
      'https://evil.example',
      'https://evil.example/',
      'HTTPS://EVIL.EXAMPLE',
      'https:evil.example',
      'https:/evil.example',
      'http://arena.example', // same host, another scheme: another origin
      'https://arena.example.evil.example/',
      'https://arena.example@evil.example/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://evil.example/x',
      'ftp://evil.example/',
      '/.//evil.example',
      '/..//evil.example',
      '/./\\evil.example',
      '/x/..//evil.example',
      '\u0000//evil.example',
      '\u001f//evil.example',
      'https://[::1]/',
      'https://0x7f.1/',
    ];
    for (const next of hostile) {
      const safe = safeNext(next, origin);
      if (safe !== null) {
        // Whatever is kept must resolve to our own origin, as a path.
        expect(new URL(safe, `${origin}/`).origin, JSON.stringify(next)).toBe(origin);
        expect(safe.startsWith('/') && !safe.startsWith('//'), JSON.stringify(next)).toBe(true);
      }
      expect(
        safe === null || !safe.includes('evil.example') || new URL(safe, `${origin}/`).origin === origin,
        JSON.stringify(next),
      ).toBe(true);
    }
    // The ones that name another host are refused outright.
    for (const next of [
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(next, origin), JSON.stringify(next)).toBeNull();
    }
  });

  it('keeps our own paths, with their query and fragment, after parsing', () => {
    const origin = 'https://arena.example';
    expect(safeNext('/account', origin)).toBe('/account');
    expect(safeNext('/play/samegame?instance=standard/1', origin)).toBe('/play/samegame?instance=standard/1');
    expect(safeNext('/contests/3#board', origin)).toBe('/contests/3#board');
    expect(safeNext('https://arena.example/admin', origin)).toBe('/admin');
    expect(safeNext('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example'); // an (unknown) path of ours
    expect(safeNext('', origin)).toBeNull();
    expect(safeNext(null, origin)).toBeNull();
  });

  it('reads next= from the query string as the browser decodes it', () => {
    const route = parseRoute('/login', '?next=%2F%09%2Fevil.example') as { page: string; next: string | null };
    expect(route.page).toBe('login');
    expect(route.next).toBeNull();
    expect((parseRoute('/login', '?next=%2Fplay%2Fsamegame') as { next: string | null }).next).toBe('/play/samegame');
  });
});

describe('API paths', () => {
  it('builds API paths and reads ids from links', () => {
    expect(instancePath('random/7/8x8x3')).toBe('random/7/8x8x3');
    expect(instancePath('a b/c')).toBe('a%20b/c');
    expect(idFromLink('/api/submissions/42')).toBe('42');
    expect(idFromLink(undefined)).toBeNull();
  });
});
