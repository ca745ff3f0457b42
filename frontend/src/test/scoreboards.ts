/** Scoreboard fixtures for the contest tests: one running contest, one instance, rows as asked. */
import type { Scoreboard, ScoreRow } from '../lib/contests/api';

export function scoreRow(name: string, score: number, extra: Partial<ScoreRow> = {}): ScoreRow {
  return {
    rank: 1,
    participant: { kind: 'person', name, account: name },
    reference: false,
    score,
    rawTotal: score,
    results: 1,
    submissions: 1,
    cells: [{ score, rank: 1, points: score }],
    ...extra,
  };
}

export function scoreboard(extra: Partial<Scoreboard> = {}): Scoreboard {
  return {
    contest: 1,
    title: 'T',
    scoring: { rule: 'sum', description: 'raw sum' },
    phase: 'running',
    startsAt: '2031-01-01T10:00:00Z',
    endsAt: '2031-01-01T12:00:00Z',
    frozen: false,
    frozenForParticipants: false,
    instancesVisible: true,
    instances: [{ index: 0, label: 'A', game: 'samegame', instance: 'standard/1', best: 10, results: 1 }],
    rows: [scoreRow('ann', 10)],
    ...extra,
  };
}
