/**
 * The contest scoreboard's table: a tied score states its tie-break (when the row reached it, to the
 * millisecond, and how many others did), and a best that repeats an earlier line carries the copy
 * mark of the public boards.
 */
import { describe, expect, it } from 'vitest';
import { scoreboardTable } from '../pages/contest/scoreboardTable';
import { tieBreakText } from '../lib/contests/scoreboard';
import { scoreboard, scoreRow } from './scoreboards';

const $ = (root: Element, id: string) => root.querySelectorAll(`[data-testid="${id}"]`);

describe('the contest scoreboard table', () => {
  const bob = scoreRow('bob', 40, {
    rank: 1,
    reachedAt: '2031-01-01T11:00:00.005Z',
    alsoReachedBy: 1,
    cells: [{ score: 40, rank: 1, points: 40, receivedAt: '2031-01-01T11:00:00.005Z' }],
  });
  const ann = scoreRow('ann', 40, {
    rank: 2,
    reachedAt: '2031-01-01T11:00:02.007Z',
    alsoReachedBy: 1,
    cells: [
      {
        score: 40,
        rank: 1,
        points: 40,
        copyOf: { kind: 'submission', participant: { kind: 'person', name: 'bob', account: 'bob' } } as never,
      },
    ],
  });
  const cat = scoreRow('cat', 10, { rank: 3, reachedAt: '2031-01-01T11:00:03Z', alsoReachedBy: 0 });

  it('states the tie-break on tied rows only, to the millisecond', () => {
    const table = scoreboardTable(scoreboard({ rows: [bob, ann, cat] }), null);
    const ties = [...$(table, 'sb-tie')].map((e) => e.textContent);
    expect(ties).toHaveLength(2);
    expect(ties[0]).toMatch(/reached .*11:00:00\.005.* · also reached by 1 other$/);
    expect(ties[1]).toMatch(/reached .*11:00:02\.007/);
    expect(tieBreakText(cat)).toBeNull();
    expect(tieBreakText({ ...bob, alsoReachedBy: 3 }, (iso) => iso)).toBe(
      'reached 2031-01-01T11:00:00.005Z · also reached by 3 others',
    );
  });

  it('marks a best that copies an earlier line, naming its author without a link it may not follow', () => {
    const table = scoreboardTable(scoreboard({ rows: [bob, ann, cat] }), null);
    const marks = $(table, 'copy-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0].closest('tr')!.textContent).toContain('ann');
    expect(marks[0].textContent).toBe('copy of bob\u2019s line');
    expect(marks[0].querySelector('a')).toBeNull();
  });

  it('links the original when the viewer may open it', () => {
    const linked = scoreRow('ann', 40, {
      cells: [
        {
          score: 40,
          rank: 1,
          points: 40,
          copyOf: {
            kind: 'submission',
            submission: 1099511627777,
            participant: { kind: 'person', name: 'dave', account: 'dave' },
            original: '/api/submissions/1099511627777',
          },
        },
      ],
    });
    const table = scoreboardTable(scoreboard({ rows: [linked] }), null);
    expect($(table, 'copy-original')[0].getAttribute('href')).toBe('/replay/1099511627777');
  });
});
