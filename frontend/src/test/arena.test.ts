/**
 * The arena pages' logic (docs/ARENA.md "Pages"): ratings with their 95% intervals, records, a
 * game's result from a player's side, the replay's plies at a step, the explain sentence, the
 * rating chart's domain, and the routes.
 */
import { describe, expect, it } from 'vitest';
import type { ArenaRatingChange } from '../lib/arenaApi';
import {
  changeText,
  cpuPhrase,
  explainText,
  intervalText,
  kindMark,
  msText,
  outcomeFor,
  pliesAt,
  ratingWithInterval,
  replayCommand,
  resultText,
  scorePercent,
  wdlText,
} from '../lib/arenaFormat';
import { href, parseRoute } from '../lib/routes';
import { ratingDomain } from '../views/ratingChart';

describe('remote and hosted players', () => {
  it('marks a remote bot as remote, with why, and a reference bot not at all', () => {
    expect(kindMark('remote')).toEqual({ text: 'remote', title: "runs on its owner's machine: compute unknown" });
    expect(kindMark('hosted')?.text).toBe('hosted');
    expect(kindMark('reference')).toBeNull();
  });

  it("says a remote bot's CPU is unknown rather than zero", () => {
    expect(cpuPhrase(null)).toBe('CPU unknown');
    expect(cpuPhrase(12.34)).toBe('12.3 ms CPU');
    expect(cpuPhrase(0)).toBe('0.00 ms CPU');
  });

  it('names the verdict of a game lost by one', () => {
    const side = (playerId: number, label: string) => ({ playerId, label, kind: 'reference', spec: label, budget: '' });
    const g = {
      status: 'counted',
      result: 'second',
      rejection: null,
      first: { ...side(7, 'mybot'), kind: 'remote' },
      second: side(3, 'random'),
    };
    expect(resultText(g)).toBe('random won');
    expect(resultText({ ...g, forfeit: { playerId: 7, verdict: 'time', reason: 'no move within 5.0 s' } })).toBe(
      'random won: mybot lost by time (no move within 5.0 s)',
    );
  });
});

describe('arena formatting', () => {
  it('writes a rating with the half-width of its 95% interval, and the interval by its ends', () => {
    // 1500 with RD 350: 1500 +- 686 (1.96 RD), from 814 to 2186.
    expect(ratingWithInterval(1500, 1500 - 1.959964 * 350, 1500 + 1.959964 * 350)).toBe('1500 \u00b1 686');
    expect(intervalText(1500 - 1.959964 * 350, 1500 + 1.959964 * 350)).toBe('814 \u2013 2186');
    expect(intervalText(1464.4, 1761.6)).toBe('1464 \u2013 1762');
  });

  it('writes records and scores as a percentage of the games', () => {
    expect(wdlText(3, 1, 2)).toBe('3 / 1 / 2');
    expect(scorePercent(3.5, 6)).toBe('58.3 %');
    expect(scorePercent(0, 4)).toBe('0.0 %');
    expect(scorePercent(0, 0)).toBe('\u2013');
    expect(changeText(12.345)).toBe('+12.3');
    expect(changeText(-3)).toBe('\u22123.0');
    expect(changeText(0)).toBe('0.0');
  });

  it('writes think times with the precision their size deserves', () => {
    expect(msText(0.4213)).toBe('0.42');
    expect(msText(12.34)).toBe('12.3');
    expect(msText(1250.2)).toBe('1,250');
    expect(msText(null)).toBe('\u2013');
  });

  it('reads a game from either player\u2019s side', () => {
    const g = { status: 'counted', result: 'first', firstPlayerId: 7, secondPlayerId: 9 };
    expect(outcomeFor(g, 7)).toBe('win');
    expect(outcomeFor(g, 9)).toBe('loss');
    expect(outcomeFor({ ...g, result: 'second' }, 9)).toBe('win');
    expect(outcomeFor({ ...g, result: 'draw' }, 9)).toBe('draw');
    expect(outcomeFor({ ...g, status: 'rejected', result: null }, 7)).toBe('rejected');
    const side = (label: string) => ({ playerId: 1, label, kind: 'reference', spec: label, budget: 'none' });
    const view = {
      status: 'counted',
      result: 'second',
      first: side('random'),
      second: side('perfect'),
      rejection: null,
    };
    expect(resultText(view)).toBe('perfect won');
    expect(resultText({ ...view, result: 'draw' })).toBe('draw');
    expect(resultText({ ...view, status: 'rejected', result: null, rejection: 'move 3 (5) is illegal' })).toBe(
      'rejected: move 3 (5) is illegal',
    );
  });

  it('puts the opening and then the first k moves on the board at step k, clamped to the game', () => {
    const mv = (move: string, ply: number) => ({ ply, side: ply % 2 ? 'second' : 'first', move, cpuMs: 1, wallMs: 1 });
    const g = { opening: ['5', '1'], moves: [mv('9', 2), mv('3', 3), mv('7', 4)] };
    expect(pliesAt(g, 0)).toEqual(['5', '1']);
    expect(pliesAt(g, 2)).toEqual(['5', '1', '9', '3']);
    expect(pliesAt(g, 3)).toEqual(['5', '1', '9', '3', '7']);
    expect(pliesAt(g, 99)).toEqual(['5', '1', '9', '3', '7']);
    expect(pliesAt(g, -1)).toEqual(['5', '1']);
  });

  it('explains a rating change with what the update used', () => {
    const c: ArenaRatingChange = {
      playerId: 1,
      side: 'first',
      opponentId: 2,
      score: 1,
      expected: 0.36,
      ratingBefore: 1500,
      deviationBefore: 200,
      volatilityBefore: 0.06,
      opponentRating: 1600,
      opponentDeviation: 100,
      ratingAfter: 1580.4,
      deviationAfter: 180.2,
      volatilityAfter: 0.06,
      change: 80.4,
    };
    expect(explainText(c)).toBe(
      'Expected 0.360 against 1600 \u00b1 196 (RD 100); won (1), 0.640 above expectation:' +
        ' 1500 \u2192 1580 (+80.4), RD 200 \u2192 180.',
    );
    expect(explainText({ ...c, score: 0, change: -20 })).toContain('lost (0), 0.360 below expectation');
    expect(explainText({ ...c, score: 0.5, expected: 0.5, change: 0 })).toContain('drew (0.5), as expected');
  });

  it('names the command that reproduces a game', () => {
    expect(replayCommand(17, 'http://localhost:8080')).toBe('bin/arena replay 17 --server http://localhost:8080');
  });
});

describe('the rating chart', () => {
  it('spans every point\u2019s 95% interval, rounded out to 50s', () => {
    expect(ratingDomain([{ rating: 1500, deviation: 350 }])).toEqual([800, 2200]);
    expect(
      ratingDomain([
        { rating: 1500, deviation: 100 },
        { rating: 1700, deviation: 50 },
      ]),
    ).toEqual([1300, 1800]);
    expect(ratingDomain([])).toEqual([1000, 2000]);
  });
});

describe('arena routes', () => {
  const trip = (url: string) => {
    const u = new URL(url, 'http://x');
    return parseRoute(u.pathname, u.search);
  };
  it('round-trips the ladder, a player and a game', () => {
    expect(parseRoute('/arena', '')).toEqual({ page: 'arena', game: null, pool: 'server' });
    expect(trip(href.arena('connect-four', 'remote'))).toEqual({ page: 'arena', game: 'connect-four', pool: 'remote' });
    expect(href.arena('connect-four', 'server')).toBe('/arena/connect-four');
    expect(trip(href.arenaPlayer(12))).toEqual({ page: 'arenaplayer', id: '12' });
    expect(trip(href.arenaGame(40, 3))).toEqual({ page: 'arenagame', id: '40', step: 3 });
    expect(trip(href.arenaGame(40))).toEqual({ page: 'arenagame', id: '40', step: null });
    expect(parseRoute('/arena/players/x', '').page).toBe('notfound');
    expect(parseRoute('/arena/games/1/2', '').page).toBe('notfound');
  });
});
