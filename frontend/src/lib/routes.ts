/**
 * The app's URLs. Instance ids contain slashes (standard/1, random/42/10x10x4, generated/7/55,
 * depth/9) and a Sudoku grid instance holds dots, so they travel in the query string
 * (`?instance=standard/1`), never as path segments: every route round-trips through
 * {@link parseRoute} and the builders below.
 */

/** The arena's pools: bots the server runs, bots on their owners' machines. */
export const ARENA_POOLS = ['server', 'remote'] as const;

/** The MCTS lab's tools, each at /lab/<tab> (the intro at /lab). */
export const LAB_TABS = ['intro', 'play', 'deep', 'tree', 'bandits', 'sweep', 'arena'] as const;
export type LabTab = (typeof LAB_TABS)[number];

export type Route =
  | { page: 'home' }
  | { page: 'games' }
  | { page: 'play'; game: string; instance: string | null; contest?: string }
  | { page: 'leaderboard'; game: string | null; instance: string | null; cpuSeconds?: number }
  | { page: 'replay'; submission: string; step: number | null }
  | { page: 'records' }
  | { page: 'record'; record: string; step: number | null }
  | { page: 'botlab'; game: string | null; instance: string | null }
  | { page: 'botrun'; run: string }
  | { page: 'hostedbots' }
  | { page: 'hostedbot'; id: string }
  | { page: 'suites' }
  | { page: 'suite'; id: string }
  | { page: 'suiterun'; id: string }
  | { page: 'login'; next: string | null }
  | { page: 'signup'; next: string | null }
  | { page: 'account' }
  | { page: 'guide' }
  | { page: 'contests' }
  | { page: 'contest'; id: string }
  | { page: 'contestform'; id: string | null }
  | { page: 'admin' }
  | { page: 'lab'; tab: LabTab }
  | { page: 'reset' }
  | { page: 'profile'; account: string; bot: string | null }
  | { page: 'rankings' }
  | { page: 'rules'; game: string }
  | { page: 'arena'; game: string | null; pool: string }
  | { page: 'arenaplayer'; id: string }
  | { page: 'arenagame'; id: string; step: number | null }
  | { page: 'arenamatch'; id: string }
  | { page: 'arenalive'; liveId: string | null }
  | { page: 'remotebots' }
  | { page: 'notfound'; path: string };

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const NUMBER_ID = /^[0-9]{1,18}$/;
/** A live arena game: its seed in base 36 and its two players (ArenaLiveEvent.liveId). */
const LIVE_ID = /^[a-z0-9]{1,12}-[0-9]{1,18}-[0-9]{1,18}$/;
/** A suite is named in code (samegame-standard-10). */
const SUITE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** A per-budget board's CPU seconds (?cpuSeconds=10, or 2.5), more than zero. */
const CPU_SECONDS = /^(?=.*[1-9])[0-9]{1,6}(\.[0-9]{1,3})?$/;

function q(params: Record<string, string | number | null | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== null && v !== undefined && v !== '') sp.set(k, String(v));
  }
  // Slashes are kept readable in the query string (?instance=standard/1): they are legal there.
  const text = sp.toString().replace(/%2F/gi, '/');
  return text ? `?${text}` : '';
}

/**
 * A next= target must be one of our own paths, never another origin. The check runs on what the
 * browser will make of the string, not on the string: the URL parser drops tabs and newlines and
 * reads backslashes as slashes, so "/\t/evil.example" passes any test of its text ("starts with one
 * slash") and still lands on evil.example. Parse first, then keep only a same-origin path.
 */
export function safeNext(next: string | null, origin: string = location.origin): string | null {
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // A path that starts with two slashes ("/.//evil.example" becomes "//evil.example") would be read
  // as another host when it is navigated to.
  if (url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

/** A replay's ?step= (a move number), or null for the final position. */
function stepOf(params: URLSearchParams): number | null {
  const stepText = params.get('step');
  return stepText !== null && /^[0-9]{1,7}$/.test(stepText) ? Number(stepText) : null;
}

export function parseRoute(pathname: string, search: string): Route {
  const params = new URLSearchParams(search);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path
    .split('/')
    .slice(1)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return '\u0000';
      }
    });
  const instance = params.get('instance');
  const notFound: Route = { page: 'notfound', path: pathname };
  if (path === '/' || path === '') return { page: 'home' };
  switch (parts[0]) {
    case 'play':
      if (parts.length === 1) return { page: 'games' };
      if (parts.length === 2 && GAME_ID.test(parts[1])) {
        const contest = params.get('contest');
        // A contest id is a number; anything else is an ordinary game (never a broken contest mode).
        return contest !== null && NUMBER_ID.test(contest)
          ? { page: 'play', game: parts[1], instance, contest }
          : { page: 'play', game: parts[1], instance };
      }
      return notFound;
    case 'leaderboard':
      if (parts.length === 1) return { page: 'leaderboard', game: null, instance: null };
      if (parts.length === 2 && GAME_ID.test(parts[1])) {
        const cpuSeconds = params.get('cpuSeconds');
        return cpuSeconds !== null && CPU_SECONDS.test(cpuSeconds)
          ? { page: 'leaderboard', game: parts[1], instance, cpuSeconds: Number(cpuSeconds) }
          : { page: 'leaderboard', game: parts[1], instance };
      }
      return notFound;
    case 'replay': {
      if (parts.length === 2 && NUMBER_ID.test(parts[1])) {
        return { page: 'replay', submission: parts[1], step: stepOf(params) };
      }
      return notFound;
    }
    case 'records':
      if (parts.length === 1) return { page: 'records' };
      if (parts.length === 2 && NUMBER_ID.test(parts[1]))
        return { page: 'record', record: parts[1], step: stepOf(params) };
      return notFound;
    case 'bots':
      if (parts.length === 1) return { page: 'botlab', game: params.get('game'), instance };
      if (parts.length === 2 && NUMBER_ID.test(parts[1])) return { page: 'botrun', run: parts[1] };
      return notFound;
    case 'hosted-bots':
      if (parts.length === 1) return { page: 'hostedbots' };
      if (parts.length === 2 && NUMBER_ID.test(parts[1])) return { page: 'hostedbot', id: parts[1] };
      return notFound;
    case 'suites':
      if (parts.length === 1) return { page: 'suites' };
      if (parts.length === 2 && SUITE_ID.test(parts[1])) return { page: 'suite', id: parts[1] };
      return notFound;
    case 'suite-runs':
      return parts.length === 2 && NUMBER_ID.test(parts[1]) ? { page: 'suiterun', id: parts[1] } : notFound;
    case 'login':
      return parts.length === 1 ? { page: 'login', next: safeNext(params.get('next')) } : notFound;
    case 'signup':
      return parts.length === 1 ? { page: 'signup', next: safeNext(params.get('next')) } : notFound;
    case 'account':
      return parts.length === 1 ? { page: 'account' } : notFound;
    case 'guide':
      return parts.length === 1 ? { page: 'guide' } : notFound;
    case 'contests':
      if (parts.length === 1) return { page: 'contests' };
      if (parts.length === 2 && parts[1] === 'new') return { page: 'contestform', id: null };
      if (parts.length === 2 && NUMBER_ID.test(parts[1])) return { page: 'contest', id: parts[1] };
      if (parts.length === 3 && NUMBER_ID.test(parts[1]) && parts[2] === 'edit')
        return { page: 'contestform', id: parts[1] };
      return notFound;
    case 'admin':
      return parts.length === 1 ? { page: 'admin' } : notFound;
    case 'profile':
      if (parts.length === 2 && parts[1] !== '') return { page: 'profile', account: parts[1], bot: null };
      if (parts.length === 4 && parts[1] !== '' && parts[2] === 'bots' && parts[3] !== '')
        return { page: 'profile', account: parts[1], bot: parts[3] };
      return notFound;
    case 'rules':
      return parts.length === 2 && GAME_ID.test(parts[1]) ? { page: 'rules', game: parts[1] } : notFound;
    case 'arena': {
      // The ladder of a game and pool (/arena: the first two-player game's, which the page picks); a player; a game.
      const pool = params.get('pool') === 'remote' ? 'remote' : 'server';
      if (parts.length === 1) return { page: 'arena', game: null, pool };
      // The caller's remote bots (no game is called "remote").
      if (parts[1] === 'remote' && parts.length === 2) return { page: 'remotebots' };
      // Games being played now (/arena/live), one of them (/arena/live/<live id>).
      if (parts[1] === 'live' && parts.length === 2) return { page: 'arenalive', liveId: null };
      if (parts[1] === 'live' && parts.length === 3 && LIVE_ID.test(parts[2]))
        return { page: 'arenalive', liveId: parts[2] };
      if (parts.length === 2 && GAME_ID.test(parts[1])) return { page: 'arena', game: parts[1], pool };
      if (parts.length === 3 && parts[1] === 'players' && NUMBER_ID.test(parts[2]))
        return { page: 'arenaplayer', id: parts[2] };
      if (parts.length === 3 && parts[1] === 'games' && NUMBER_ID.test(parts[2]))
        return { page: 'arenagame', id: parts[2], step: stepOf(params) };
      if (parts.length === 3 && parts[1] === 'matches' && NUMBER_ID.test(parts[2]))
        return { page: 'arenamatch', id: parts[2] };
      return notFound;
    }
    case 'rankings':
      return parts.length === 1 ? { page: 'rankings' } : notFound;
    case 'reset-password':
      return parts.length === 1 ? { page: 'reset' } : notFound;
    case 'lab':
      if (parts.length === 1) return { page: 'lab', tab: 'intro' };
      if (parts.length === 2 && parts[1] !== 'intro' && (LAB_TABS as readonly string[]).includes(parts[1]))
        return { page: 'lab', tab: parts[1] as LabTab };
      return notFound;
    default:
      return notFound;
  }
}

export const href = {
  home: () => '/',
  games: () => '/play',
  play: (game: string, instance?: string | null, contest?: string | number | null) =>
    `/play/${encodeURIComponent(game)}${q({ instance, contest })}`,
  /** A board; with `cpuSeconds`, only the bot runs of exactly that CPU budget (reference and hosted). */
  leaderboard: (game?: string | null, instance?: string | null, cpuSeconds?: number | null) =>
    game ? `/leaderboard/${encodeURIComponent(game)}${q({ instance, cpuSeconds })}` : '/leaderboard',
  replay: (submissionId: number | string, step?: number | null) =>
    `/replay/${encodeURIComponent(String(submissionId))}${q({ step })}`,
  /** Every verified record, by game and board. */
  records: () => '/records',
  /** A record's replay. */
  record: (recordId: number | string, step?: number | null) =>
    `/records/${encodeURIComponent(String(recordId))}${q({ step })}`,
  botlab: (game?: string | null, instance?: string | null) => `/bots${q({ game, instance })}`,
  botrun: (runId: number | string) => `/bots/${encodeURIComponent(String(runId))}`,
  /** The caller's hosted bots; one of them with its versions. */
  hostedBots: () => '/hosted-bots',
  hostedBot: (id: number | string) => `/hosted-bots/${encodeURIComponent(String(id))}`,
  suites: () => '/suites',
  suite: (id: string) => `/suites/${encodeURIComponent(id)}`,
  suiteRun: (id: number | string) => `/suite-runs/${encodeURIComponent(String(id))}`,
  login: (next?: string | null) => `/login${q({ next })}`,
  signup: (next?: string | null) => `/signup${q({ next })}`,
  account: () => '/account',
  guide: () => '/guide',
  contests: () => '/contests',
  contest: (id: string | number) => `/contests/${encodeURIComponent(String(id))}`,
  contestNew: () => '/contests/new',
  contestEdit: (id: string | number) => `/contests/${encodeURIComponent(String(id))}/edit`,
  admin: () => '/admin',
  /** A participant's profile: a person's, or a bot's under its account. */
  profile: (p: { kind: string; name: string; account: string }) =>
    p.kind === 'bot'
      ? `/profile/${encodeURIComponent(p.account)}/bots/${encodeURIComponent(p.name)}`
      : `/profile/${encodeURIComponent(p.account)}`,
  rankings: () => '/rankings',
  rules: (game: string) => `/rules/${encodeURIComponent(game)}`,
  /** A game's arena ladder in a pool (the server pool is the default and leaves the query empty). */
  arena: (game?: string | null, pool?: string | null) =>
    game ? `/arena/${encodeURIComponent(game)}${q({ pool: pool === 'server' ? null : pool })}` : '/arena',
  /** The caller's remote bots: register, watch, connect. */
  remoteBots: () => '/arena/remote',
  arenaPlayer: (id: number | string) => `/arena/players/${encodeURIComponent(String(id))}`,
  arenaLive: (liveId?: string | null) => (liveId ? `/arena/live/${encodeURIComponent(liveId)}` : '/arena/live'),
  arenaMatch: (id: number | string) => `/arena/matches/${encodeURIComponent(String(id))}`,
  arenaGame: (id: number | string, step?: number | null) =>
    `/arena/games/${encodeURIComponent(String(id))}${q({ step })}`,
  lab: (tab: LabTab = 'intro', query = '') => (tab === 'intro' ? '/lab' : `/lab/${tab}${query}`),
};

/** The API path of an instance: its id's slashes stay path separators, each segment encoded. */
export function instancePath(instance: string): string {
  return instance.split('/').map(encodeURIComponent).join('/');
}

/** Submission id from an API link such as "/api/submissions/12". */
export function idFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const m = /\/([0-9]+)$/.exec(link);
  return m ? m[1] : null;
}
