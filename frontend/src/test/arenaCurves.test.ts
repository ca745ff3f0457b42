/**
 * The lab's Arena step (lab/arenaCurves.ts): one bot per family, the best-rated reference of each;
 * the curve's interval is rating ± 1.96 RD; Elo's expected score; the sentence comparing two bots
 * says whether their intervals are apart.
 */
import { describe, expect, it } from 'vitest';
import type { ArenaLadderEntry } from '../lib/arenaApi';
import {
  algorithmOf,
  contenders,
  curve,
  expectedScore,
  gapText,
  intervalsApart,
  ratingRange,
} from '../lab/arenaCurves';

function entry(id: number, spec: string, rating: number, deviation = 50, kind = 'reference'): ArenaLadderEntry {
  return {
    rank: 0,
    id,
    label: spec,
    kind,
    spec,
    rating,
    deviation,
    volatility: 0.06,
    low: rating - 1.96 * deviation,
    high: rating + 1.96 * deviation,
    provisional: false,
    games: 10,
    wins: 5,
    draws: 0,
    losses: 5,
  };
}

describe('the contenders', () => {
  it('are the best-rated reference bot of each family, in the order UCT, deep, minimax', () => {
    const ladder = [
      entry(1, 'random', 900),
      entry(2, 'minimax:depth=2', 1300),
      entry(3, 'minimax:depth=4', 1500),
      entry(4, 'uct:sims=800', 1700),
      entry(5, 'uct:sims=3200', 1850),
      entry(6, 'deep:sims=200', 1950),
      entry(7, 'uct:sims=99999', 2400, 50, 'hosted'),
    ];
    expect(contenders(ladder).map((c) => [c.family.algorithm, c.player.id])).toEqual([
      ['uct', 5],
      ['deep', 6],
      ['minimax', 3],
    ]);
    expect(contenders([entry(1, 'random', 900), entry(2, 'minimax:depth=2', 1300)]).map((c) => c.player.id)).toEqual([
      2,
    ]);
    expect(algorithmOf('perfect')).toBe('perfect');
  });
});

describe('the curves', () => {
  it('put each game\u2019s rating inside rating \u00b1 1.96 RD, and the range around every band', () => {
    const points = curve([
      { gameId: 1, at: '', opponentId: 2, score: 1, rating: 1662, deviation: 290, change: 162 },
      { gameId: 3, at: '', opponentId: 2, score: 0.5, rating: 1640, deviation: 100, change: -22 },
    ]);
    expect(points[0]).toEqual({ games: 1, rating: 1662, low: 1662 - 568.4, high: 1662 + 568.4 });
    expect(points[1].games).toBe(2);
    expect(points[1].low).toBeCloseTo(1444);
    expect(ratingRange([points])).toEqual([1050, 2250]);
    expect(ratingRange([])).toEqual([1400, 1600]);
  });
});

describe('Elo in numbers', () => {
  it('expects 50% at equal ratings, about 76% at 200 points and 91% at 400', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(1700, 1500)).toBeCloseTo(0.76, 2);
    expect(expectedScore(1900, 1500)).toBeCloseTo(0.909, 3);
    expect(expectedScore(1500, 1700) + expectedScore(1700, 1500)).toBeCloseTo(1);
  });

  it('says whether the ladder can tell two bots apart', () => {
    const a = entry(1, 'uct:sims=3200', 1850, 40);
    const b = entry(2, 'minimax:depth=4', 1500, 40);
    const c = entry(3, 'deep:sims=200', 1880, 60);
    expect(intervalsApart(a, b)).toBe(true);
    expect(intervalsApart(a, c)).toBe(false);
    expect(gapText(b, a)).toBe(
      'uct:sims=3200 is rated 350 above minimax:depth=4: Elo\u2019s formula expects it to score about 88% against it (a win 1, a draw \u00bd); their 95% intervals do not overlap, so the ladder is sure which is stronger.',
    );
    expect(gapText(a, c)).toContain('cannot yet tell them apart');
  });
});
