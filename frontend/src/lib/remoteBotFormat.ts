/**
 * How the remote bots' page writes things: the time until the owner's daily count resets, the caps
 * in a sentence, a refusal of the API as a sentence (never its JSON), and the exact requests a bot
 * makes with its id filled in. Pure, so test/remoteBots.test.ts checks them without a page.
 */
import { ApiError } from './api';
import { errorText } from './components';
import type { RemoteArenaBot, RemoteArenaCaps } from './remoteArenaApi';

/** "3 h 12 min", "12 min", "45 s": a wait in seconds as a person reads it (minutes rounded up). */
export function waitText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const hours = Math.floor(s / 3600);
  const minutes = Math.ceil((s % 3600) / 60);
  if (minutes === 60) return `${hours + 1} h`;
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** The owner's caps: games today of the daily cap, games left, the reset, bots registered of the most. */
export function capsSentence(c: RemoteArenaCaps): string {
  return (
    `Your remote bots have played ${c.gamesToday} of ${c.gamesPerDay} games today (UTC), ${c.gamesLeft} left; ` +
    `the count resets in ${waitText(c.secondsUntilReset)}. ${c.bots} of ${c.botsMax} remote bots registered.`
  );
}

/**
 * A refusal in words. The server's problem detail says what happened; a 401 says what to do (sign in
 * again), and a 429 adds when to try again from its Retry-After. Anything else (a network error) is
 * its message.
 */
export function problemText(e: unknown): string {
  if (!(e instanceof ApiError)) return errorText(e);
  if (e.status === 401) return 'You are not signed in (or your session has ended): sign in again.';
  const said = errorText(e);
  const retry = e.status === 429 && e.retryAfter && /^[0-9]+$/.test(e.retryAfter) ? Number(e.retryAfter) : null;
  return retry === null ? said : `${said} Try again in ${waitText(retry)}.`;
}

/** What a bot sends, with its id and this site filled in: the stream, the move, and commands to run. */
export interface ConnectSteps {
  streamUrl: string;
  moveUrl: string;
  curlStream: string;
  curlMove: string;
  python: string;
  example: string;
}

/** The steps for `bot` on the site at `origin` (https://arena.example, no trailing slash). */
export function connectSteps(origin: string, bot: Pick<RemoteArenaBot, 'playerId' | 'game' | 'stream'>): ConnectSteps {
  const streamUrl = `${origin}${bot.stream}?games=2`;
  const moveUrl = `${origin}/api/arena/remote/games/GAME_ID/move`;
  const auth = '-H "Authorization: Bearer $PUZZLE_ARENA_TOKEN"';
  return {
    streamUrl,
    moveUrl,
    curlStream: `curl -N ${auth} '${streamUrl}'`,
    curlMove: `curl ${auth} -H 'Content-Type: application/json' -d '{"move": "MOVE"}' '${moveUrl}'`,
    python: [
      "PUZZLE_ARENA_TOKEN='your token' python3 - <<'EOF'",
      'import os, random',
      'from puzzlearena import Client',
      `client = Client("${origin}", token=os.environ["PUZZLE_ARENA_TOKEN"])`,
      `for event in client.remote_events(${bot.playerId}, games=2):`,
      '    if event["type"] == "yourTurn":  # a real bot searches here, within event["secondsLeft"]',
      '        client.remote_move(event["gameId"], random.choice(event["legalMoves"]))',
      '    elif event["type"] == "gameEnd":',
      '        print(event["result"], event["verdict"] or "", round(event["rating"]), event["arenaGameId"])',
      'EOF',
    ].join('\n'),
    example: `python3 clients/python/examples/remote_bot.py ${origin} USERNAME PASSWORD ${bot.game} 2`,
  };
}
