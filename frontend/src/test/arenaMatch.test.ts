/** What the match page shows of an SPRT match: its verdict, Elo with ∞ ends, games left, the chart's points. */
import { describe, expect, it } from 'vitest';
import { eloNumber, eloText, gamesLeftText, sprtDomain, sprtPoints, verdictText } from '../lib/arenaMatchFormat';
import { parseRoute, href } from '../lib/routes';

const sides = {
  first: { playerId: 1, label: 'uct:sims=800', kind: 'uct', spec: 'uct:sims=800' },
  second: { playerId: 2, label: 'minimax:depth=2', kind: 'minimax', spec: 'minimax:depth=2' },
};

describe('the match page\u2019s Elo', () => {
  it('writes a bounded interval with signs', () => {
    expect(eloText({ elo: 35.24, eloLow: -4, eloHigh: 80.96, wins: 6, losses: 2, games: 10 })).toBe(
      '+35.2 (95%: \u22124.0 to +81.0)',
    );
  });
  it('writes unbounded ends as \u221e, the centre\u2019s sign from W/L', () => {
    expect(eloText({ elo: null, eloLow: 120, eloHigh: null, wins: 8, losses: 0, games: 8 })).toBe(
      '+\u221e (95%: +120.0 to +\u221e)',
    );
    expect(eloText({ elo: null, eloLow: null, eloHigh: -90, wins: 0, losses: 6, games: 6 })).toBe(
      '\u2212\u221e (95%: \u2212\u221e to \u221290.0)',
    );
    expect(eloNumber(0, 1)).toBe('0.0');
  });
  it('shows nothing before the first game', () => {
    expect(eloText({ elo: null, eloLow: null, eloHigh: null, wins: 0, losses: 0, games: 0 })).toBe('\u2013');
  });
});

describe('the match page\u2019s sentences', () => {
  it('gives the games left only while running', () => {
    const gamesLeft = { expected: 121.4, low: 60.2, high: 309.7 };
    expect(gamesLeftText({ state: 'running', gamesLeft })).toBe('expected games left: 121 (range 60\u2013310)');
    expect(gamesLeftText({ state: 'H1', gamesLeft })).toBeNull();
    expect(gamesLeftText({ state: 'running', gamesLeft: null })).toBeNull();
  });
  it('names the stronger player on H1 and the bound on H0', () => {
    const m = { ...sides, elo0: 0, elo1: 50, games: 24, maxGames: 400 };
    expect(verdictText({ ...m, state: 'H1' })).toContain('H1 accepted: uct:sims=800 is stronger than minimax:depth=2');
    expect(verdictText({ ...m, state: 'H0' })).toContain('is not 50 Elo stronger');
    expect(verdictText({ ...m, state: 'inconclusive' })).toContain('within 400 games');
    expect(verdictText({ ...m, state: 'running' })).toContain('24 of at most 400');
    expect(verdictText({ ...m, state: 'running', waiting: 'the owner has played 200 of 200 arena games today' })).toBe(
      'Waiting after 24 games: the owner has played 200 of 200 arena games today.',
    );
  });
  it('says why a match failed', () => {
    const m = { ...sides, elo0: 0, elo1: 50, games: 0, maxGames: 400 };
    expect(verdictText({ ...m, state: 'failed', failure: 'pair 0 cannot be played: bad spec' })).toBe(
      'Failed after 0 games, before a verdict: pair 0 cannot be played: bad spec.',
    );
  });
});

describe('the SPRT chart', () => {
  const pair = (index: number, llr: number) => ({
    index,
    firstGameId: 10 + 2 * index,
    secondGameId: 11 + 2 * index,
    firstScore: 1,
    secondScore: 1,
    games: 2 * (index + 1),
    llr,
    elo: null,
    eloLow: null,
    eloHigh: null,
  });
  it('has one point per pair, in pair order, at the games after it', () => {
    expect(sprtPoints({ pairs: [pair(1, 0.8), pair(0, 0.4), pair(2, 1.3)] })).toEqual([
      [2, 0.4],
      [4, 0.8],
      [6, 1.3],
    ]);
  });
  it('spans both bounds and every point', () => {
    const [lo, hi] = sprtDomain([[2, 3.5]], -2.94, 2.94);
    expect(lo).toBeLessThan(-2.94);
    expect(hi).toBeGreaterThan(3.5);
  });
});

describe('the match route', () => {
  it('round-trips', () => {
    const url = new URL(href.arenaMatch(7), 'http://x');
    expect(parseRoute(url.pathname, url.search)).toEqual({ page: 'arenamatch', id: '7' });
  });
});
