/**
 * The remote bots page and a remote bot's arena page in jsdom against a stubbed API: what a visitor
 * reads, an owner's bots (connected, its live game, rating with RD, interval and provisional mark,
 * record, caps with the reset, latest games), the steps to connect with its id filled in, the
 * register form's field errors, refusals as sentences, and the owner's "Start a match" request.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import type { RemoteArenaBot } from '../lib/remoteArenaApi';
import { capsSentence, connectSteps, problemText, waitText } from '../lib/remoteBotFormat';
import { href, parseRoute } from '../lib/routes';
import { setMe } from '../lib/session';
import arenaPlayer from '../pages/arenaPlayer';
import remoteBots, { REFRESH_MS } from '../pages/remoteBots';
import { $, $$, text, until } from './harness';
import { endPageTest, forbidDialogs, mountPage, stubLiveGlobals } from './pageTest';

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json', ...headers },
  });
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with answers by "METHOD path" (the query string left out); records every call. */
function stubApi(answers: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(url), body: init?.body };
      calls.push(call);
      const answer = answers[`${call.method} ${call.url.split('?')[0]}`];
      return answer ? answer(call) : json({ title: 'Not Found', status: 404, detail: `no stub for ${call.url}` }, 404);
    }),
  );
  return calls;
}

const ANN = { id: 1, username: 'ann', kind: 'person', botName: null };
const CAPS = {
  bots: 1,
  botsMax: 5,
  gamesToday: 4,
  gamesPerDay: 200,
  gamesLeft: 196,
  secondsUntilReset: 3 * 3600 + 725,
};
const BOT: RemoteArenaBot = {
  playerId: 42,
  game: 'tic-tac-toe',
  name: 'my bot',
  kind: 'remote',
  pool: 'remote',
  rating: 1562.4,
  deviation: 200,
  provisional: true,
  games: 4,
  wins: 2,
  draws: 1,
  losses: 1,
  connected: true,
  liveGame: 'k3x9-42-7',
  secondsPerMove: 5,
  stream: '/api/arena/remote/42/stream',
  caps: CAPS,
};
const GAMES = {
  total: 4,
  offset: 0,
  limit: 5,
  games: [
    {
      id: 901,
      game: 'tic-tac-toe',
      pool: 'remote',
      status: 'counted',
      result: 'first',
      firstPlayerId: 42,
      firstLabel: 'my bot',
      secondPlayerId: 7,
      secondLabel: 'uct:sims=200',
      moves: 7,
      createdAt: '2026-11-29T09:00:00Z',
    },
  ],
};

beforeEach(() => {
  stubLiveGlobals();
  forbidDialogs();
});
afterEach(endPageTest);

describe('the remote bots\u2019 words', () => {
  it('write a wait, the caps and the refusals as sentences', () => {
    expect(waitText(45)).toBe('45 s');
    expect(waitText(125)).toBe('3 min');
    expect(waitText(3 * 3600 + 725)).toBe('3 h 13 min');
    expect(waitText(3600 * 2 - 10)).toBe('2 h');
    expect(capsSentence(CAPS)).toBe(
      'Your remote bots have played 4 of 200 games today (UTC), 196 left; the count resets in 3 h 13 min. 1 of 5 remote bots registered.',
    );
    const overCap = new ApiError(
      429,
      {
        title: 'Too Many Requests',
        status: 429,
        detail: 'your remote bots have played 200 of their 200 arena games today',
      },
      '3700',
    );
    expect(problemText(overCap)).toBe(
      'Your remote bots have played 200 of their 200 arena games today. Try again in 1 h 2 min.',
    );
    expect(problemText(new ApiError(401, { title: 'Unauthorized', status: 401 }))).toBe(
      'You are not signed in (or your session has ended): sign in again.',
    );
    expect(
      problemText(new ApiError(403, { title: 'Forbidden', detail: 'only the owner of a remote bot may connect it' })),
    ).toBe('Only the owner of a remote bot may connect it.');
  });

  it('fill the bot\u2019s id and this site into every step', () => {
    const s = connectSteps('https://arena.example', BOT);
    expect(s.streamUrl).toBe('https://arena.example/api/arena/remote/42/stream?games=2');
    expect(s.curlStream).toBe(
      `curl -N -H "Authorization: Bearer $PUZZLE_ARENA_TOKEN" 'https://arena.example/api/arena/remote/42/stream?games=2'`,
    );
    expect(s.curlMove).toContain(`-d '{"move": "MOVE"}' 'https://arena.example/api/arena/remote/games/GAME_ID/move'`);
    expect(s.python).toContain('Client("https://arena.example", token=os.environ["PUZZLE_ARENA_TOKEN"])');
    expect(s.python).toContain('client.remote_events(42, games=2)');
    expect(s.example).toBe(
      'python3 clients/python/examples/remote_bot.py https://arena.example USERNAME PASSWORD tic-tac-toe 2',
    );
  });

  it('have a route of their own, /arena/remote, that is not a game\u2019s ladder', () => {
    expect(href.remoteBots()).toBe('/arena/remote');
    expect(parseRoute('/arena/remote', '')).toEqual({ page: 'remotebots' });
    expect(parseRoute('/arena/tic-tac-toe', '?pool=remote')).toEqual({
      page: 'arena',
      game: 'tic-tac-toe',
      pool: 'remote',
    });
  });
});

describe('the remote bots page', () => {
  it('tells a visitor what remote bots are and where to sign in, asking nothing of the API', async () => {
    const calls = stubApi({});
    setMe(null);
    mountPage(remoteBots, { page: 'remotebots' });
    await until(() => $('remote-login'));
    expect($('remote-login')!.getAttribute('href')).toBe('/login?next=/arena/remote');
    expect(document.body.textContent).toContain('A remote bot runs on your own machine');
    expect(calls).toEqual([]);
  });

  it('shows an owner\u2019s bot connected, its live game, rating, record, caps, games and how to connect it', async () => {
    setMe(ANN);
    stubApi({
      'GET /api/arena/remote': () => json([BOT]),
      'GET /api/arena/remote/caps': () => json(CAPS),
      'GET /api/arena/games': () => json(GAMES),
    });
    mountPage(remoteBots, { page: 'remotebots' });
    await until(() => $('remote-bot'));
    expect($('remote-bot')!.dataset.player).toBe('42');
    expect(text('remote-bot-status')).toBe('connected');
    expect($('remote-bot-live')!.getAttribute('href')).toBe('/arena/live/k3x9-42-7');
    expect($('remote-bot-link')!.getAttribute('href')).toBe('/arena/players/42');
    expect(text('remote-bot-rating')).toBe('1562 \u00b1 392');
    expect(text('remote-bot-interval')).toBe('1170 \u2013 1954');
    expect(text('remote-bot-provisional')).toBe(' provisional');
    expect(text('remote-bot-record')).toBe('4 games (2 / 1 / 1)');
    expect(text('remote-caps')).toBe(capsSentence(CAPS));
    await until(() => $('remote-bot-game'));
    expect(text('remote-bot-game-outcome')).toBe('win');
    expect(text('remote-stream-url')).toBe(`${location.origin}/api/arena/remote/42/stream?games=2`);
    expect($('remote-token-link')!.getAttribute('href')).toBe('/account');
    expect(text('remote-python')).toContain('client.remote_events(42, games=2)');
  });

  it('asks again and shows the bot gone quiet, its games asked again only when their count moves', async () => {
    setMe(ANN);
    let bot = BOT;
    const calls = stubApi({
      'GET /api/arena/remote': () => json([bot]),
      'GET /api/arena/remote/caps': () => json(CAPS),
      'GET /api/arena/games': () => json(GAMES),
    });
    mountPage(remoteBots, { page: 'remotebots' });
    await until(() => text('remote-bot-status') === 'connected');
    bot = { ...BOT, connected: false, liveGame: null };
    await until(() => text('remote-bot-status') === 'not connected', REFRESH_MS + 3000);
    expect($('remote-bot-live')).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/arena/games')).length).toBe(1);
  });

  it('registers a bot, with the server\u2019s words under the field it names and the rest below', async () => {
    setMe(ANN);
    const answers: Response[] = [
      json({ title: 'Bad Request', status: 400, field: 'name', detail: 'name must be 1 to 40 letters' }, 400),
      json({ title: 'Too Many Requests', status: 429, detail: 'slow down' }, 429, { 'Retry-After': '30' }),
      json(BOT, 201),
    ];
    let bots: RemoteArenaBot[] = [];
    const calls = stubApi({
      'GET /api/arena/remote': () => json(bots),
      'GET /api/arena/remote/caps': () => json(CAPS),
      'GET /api/arena/games': () => json(GAMES),
      'POST /api/arena/remote': () => answers.shift()!,
    });
    mountPage(remoteBots, { page: 'remotebots' });
    await until(() => $('remote-bots-empty'));
    (document.getElementById('remote-name') as HTMLInputElement).value = '!bad';
    (document.getElementById('remote-game') as HTMLSelectElement).value = 'connect-four';
    $('remote-register-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => text('remote-name-error'));
    expect(text('remote-name-error')).toBe('Name must be 1 to 40 letters.');
    expect(text('remote-register-error')).toBe('');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ game: 'connect-four', name: '!bad' });

    $('remote-register-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => text('remote-register-error'));
    expect(text('remote-register-error')).toBe('Slow down. Try again in 30 s.');
    expect(text('remote-name-error')).toBe('');

    bots = [BOT];
    (document.getElementById('remote-name') as HTMLInputElement).value = 'my bot';
    $('remote-register-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => $('remote-bot'));
    expect((document.getElementById('remote-name') as HTMLInputElement).value).toBe('');
    expect(text('remote-stream-url')).toContain('/api/arena/remote/42/stream');
  });

  it('says a refusal of the list in words, never its JSON', async () => {
    setMe(ANN);
    stubApi({
      'GET /api/arena/remote': () => json({ title: 'Unauthorized', status: 401, detail: 'log in' }, 401),
      'GET /api/arena/remote/caps': () => json(CAPS),
    });
    mountPage(remoteBots, { page: 'remotebots' });
    await until(() => text('remote-problem'));
    expect(text('remote-problem')).toBe('You are not signed in (or your session has ended): sign in again.');
    expect(text('remote-problem')).not.toContain('{');
  });
});

/** The remote bot as the ladder lists it, and its player page's view. */
const ENTRY = {
  rank: 3,
  id: 42,
  label: 'my bot',
  kind: 'remote',
  spec: 'remote:1/my bot',
  rating: 1562.4,
  deviation: 200,
  volatility: 0.06,
  low: 1170.4,
  high: 1954.4,
  provisional: true,
  games: 4,
  wins: 2,
  draws: 1,
  losses: 1,
};
const ANCHOR = { ...ENTRY, rank: 1, id: 7, label: 'uct:sims=200', kind: 'reference', spec: 'uct:sims=200' };
const VIEW = {
  player: ENTRY,
  game: 'tic-tac-toe',
  pool: 'remote',
  createdAt: '2026-11-29T08:00:00Z',
  history: [],
  opponents: [],
  moveTimes: { moves: 0, cpuMsMean: null, cpuMsMax: null, wallMsMean: null, wallMsMax: null },
};

function stubPlayerPage(mine: RemoteArenaBot[], start: () => Response): Call[] {
  return stubApi({
    'GET /api/arena/players/42': () => json(VIEW),
    'GET /api/arena/games': () => json({ ...GAMES, games: [] }),
    'GET /api/arena/tic-tac-toe/ladder': () => json({ game: 'tic-tac-toe', pool: 'remote', players: [ANCHOR, ENTRY] }),
    'GET /api/arena/remote': () => json(mine),
    'POST /api/arena/matches': start,
  });
}

describe('a remote bot\u2019s arena page', () => {
  it('says its compute is unknown, and gives its owner "Start a match" with the hosted request', async () => {
    setMe(ANN);
    const calls = stubPlayerPage([BOT], () =>
      json(
        { title: 'Bad Request', status: 400, field: 'first', detail: 'player 42 is a remote bot: it plays no matches' },
        400,
      ),
    );
    mountPage(arenaPlayer, { page: 'arenaplayer', id: '42' });
    await until(() => $('arena-player-remote'));
    expect(text('arena-player-remote')).toBe('remote \u2014 compute unknown');
    await until(() => $('match-form'));
    const options = [...($('match-opponent') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['7']);
    expect(document.body.textContent).toContain('keep it connected while the match runs');
    $('match-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => text('match-form-error'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/arena/matches');
    expect(JSON.parse(String(post.body))).toEqual({ first: 42, second: 7, preset: '0-50' });
    expect(text('match-form-error')).toBe('Player 42 is a remote bot: it plays no matches.');
    expect(($('match-start') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a 403 in words, and opens the match page once the server starts it', async () => {
    setMe(ANN);
    const answers = [
      json({ title: 'Forbidden', status: 403, detail: 'only its owner may start a match of a remote bot' }, 403),
      json({ id: 77 }, 201),
    ];
    stubPlayerPage([BOT], () => answers.shift()!);
    const went: string[] = [];
    mountPage(arenaPlayer, { page: 'arenaplayer', id: '42' }, (to) => went.push(to));
    await until(() => $('match-form'));
    ($('match-preset') as HTMLSelectElement).value = '0-20';
    $('match-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => text('match-form-error'));
    expect(text('match-form-error')).toBe('Only its owner may start a match of a remote bot.');
    $('match-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => went.length);
    expect(went).toEqual(['/arena/matches/77']);
  });

  it('has no "Start a match" for someone who does not own it, nor for a visitor', async () => {
    setMe(ANN);
    const calls = stubPlayerPage([], () => json({}, 500));
    mountPage(arenaPlayer, { page: 'arenaplayer', id: '42' });
    await until(() => calls.some((c) => c.url === '/api/arena/remote'));
    await until(() => calls.some((c) => c.url.includes('/ladder')));
    await new Promise((r) => setTimeout(r, 50));
    expect($('match-form')).toBeNull();
    expect(text('arena-player-remote')).toBe('remote \u2014 compute unknown');
    setMe(null);
    await new Promise((r) => setTimeout(r, 50));
    expect($('match-form')).toBeNull();
    expect($$('arena-match-slot')[0].children.length).toBe(0);
  });
});
