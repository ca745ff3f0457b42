/**
 * Records and copies in the browser app: the record's reference row heads a board (unranked), every
 * entry shows its percentage of the record, a copy carries a mark naming its original and ranks
 * after the originals of its score, live too; the replay of a copy says whose line it is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntry, RecordView, SubmissionView } from '../lib/api';
import { leaderboardTable } from '../lib/components';
import { applyBoardMessage, emptyBoard } from '../lib/leaderboardFeed';
import leaderboard from '../pages/leaderboard';
import { replayHeader } from '../pages/replay/subject';
import { $, $$, until } from './harness';
import { endPageTest, mountPage, stubLiveGlobals } from './pageTest';
import { wire } from './wire';

const ROSIN: RecordView = {
  id: 1,
  game: 'morpion-5d',
  instance: 'cross',
  score: 82,
  moveCount: 82,
  holder: 'C. D. Rosin',
  achieved: '2010-08',
  source: "Rosin's NRPA record grid",
  addedAt: '2026-11-23T00:00:00Z',
};

const entry = (
  id: number,
  name: string,
  score: number,
  at: string,
  rank: number,
  extra: Partial<LeaderboardEntry> = {},
): LeaderboardEntry => ({
  rank,
  participant: { kind: 'person', name, account: name },
  score,
  moves: score,
  submissionId: id,
  receivedAt: at,
  submission: `/api/submissions/${id}`,
  ...extra,
});

const COPY_OF_ROSIN = { kind: 'record', record: 1, holder: 'C. D. Rosin', original: '/api/records/morpion-5d/cross' };

describe('leaderboard table with a record', () => {
  it('puts the record first as an unranked reference row and shows each entry\u2019s percentage and copy mark', () => {
    const table = leaderboardTable(
      [
        entry(7, 'newcomer', 82, '2026-11-23T10:00:00Z', 1, { copyOf: COPY_OF_ROSIN, percentOfRecord: 100 }),
        entry(8, 'ann', 10, '2026-11-23T09:00:00Z', 2, { percentOfRecord: 12.2 }),
      ],
      new Set(),
      ROSIN,
    );
    const rows = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows[0].dataset.testid).toBe('record-row');
    expect($('record-holder', rows[0])!.textContent).toBe('C. D. Rosin');
    expect($('record-score', rows[0])!.textContent).toBe('82');
    expect($('record-source', rows[0])!.textContent).toBe("2010-08 · Rosin's NRPA record grid");
    // Unranked: no rank number, and the ranked entries still start at 1.
    expect(rows[0].querySelector('[data-testid="row-rank"]')).toBeNull();
    expect($$('row-rank', table).map((e) => e.textContent)).toEqual(['1', '2']);
    expect($$('row-percent', table).map((e) => e.textContent)).toEqual(['100.0%', '12.2%']);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('% of record');
    const marks = $$('copy-mark', table);
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('copy of C. D. Rosin\u2019s record');
    expect(rows[1].classList.contains('copy')).toBe(true);
  });

  it('links a copy of a submission to the original\u2019s replay, names its author, and escapes names', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const table = leaderboardTable(
      [
        entry(3, 'ann', 50, '2026-11-23T09:00:00Z', 1),
        entry(4, 'bob', 50, '2026-11-23T09:01:00Z', 2, {
          copyOf: {
            kind: 'submission',
            submission: 3,
            participant: { kind: 'person', name: evil, account: evil },
            original: '/api/submissions/3',
          },
        }),
      ],
      new Set(),
      { ...ROSIN, holder: evil, source: '<script>x</script>' },
    );
    const original = $('copy-original', table) as HTMLAnchorElement;
    expect(original.getAttribute('href')).toBe('/replay/3');
    expect(original.textContent).toBe(`${evil}\u2019s #3`);
    expect($('record-holder', table)!.textContent).toBe(evil);
    expect(table.querySelector('img, script')).toBeNull();
  });

  it('shows a dash where the board has no record, and the record alone before anyone submits', () => {
    const noRecord = leaderboardTable([entry(3, 'ann', 50, '2026-11-23T09:00:00Z', 1)]);
    expect($('row-percent', noRecord)!.textContent).toBe('\u2013');
    expect($('record-row', noRecord)).toBeNull();
    const onlyRecord = leaderboardTable([], new Set(), ROSIN);
    expect($('record-row', onlyRecord)).not.toBeNull();
    expect($('leaderboard-empty', onlyRecord)).not.toBeNull();
  });
});

describe('live board order with copies', () => {
  it('an original of the same score ranks before an earlier copy, and the record survives entries', () => {
    let s = applyBoardMessage(
      emptyBoard(),
      wire({
        type: 'snapshot',
        record: ROSIN,
        participants: 2,
        entries: [
          entry(1, 'ann', 60, '2026-11-23T09:00:00Z', 1),
          entry(2, 'bob', 50, '2026-11-23T09:01:00Z', 2, { copyOf: COPY_OF_ROSIN }),
        ],
      }),
    );
    expect(s.record?.holder).toBe('C. D. Rosin');
    s = applyBoardMessage(
      s,
      wire({
        type: 'entry',
        participants: 3,
        submissionId: 5,
        entry: entry(5, 'carl', 50, '2026-11-23T09:05:00Z', 2),
      }),
    );
    expect(s.entries.map((e) => [e.rank, e.participant.name])).toEqual([
      [1, 'ann'],
      [2, 'carl'],
      [3, 'bob'],
    ]);
    expect(s.record?.id).toBe(1);
  });
});

describe('replay of a copy', () => {
  it('says whose line it repeats', () => {
    const sub: SubmissionView = {
      id: 9,
      game: 'morpion-5d',
      instance: 'cross',
      participant: { kind: 'person', name: 'newcomer', account: 'newcomer' },
      score: 82,
      moveCount: 82,
      receivedAt: '2026-11-23T10:00:00Z',
      verifierVersion: '1',
      copyOf: COPY_OF_ROSIN,
    };
    const head = replayHeader(sub, 'Morpion 5D');
    expect($('copy-mark', head)!.textContent).toBe('copy of C. D. Rosin\u2019s record');
    expect($('copy-mark', replayHeader({ ...sub, copyOf: undefined }, 'Morpion 5D'))).toBeNull();
  });
});

describe('leaderboard page', () => {
  beforeEach(stubLiveGlobals);
  afterEach(endPageTest);

  it('heads the board with the record and shows percentages and copy marks from the API', async () => {
    const game = {
      id: 'morpion-5d',
      title: 'Morpion 5D',
      description: '',
      instanceSyntax: 'cross',
      defaultInstance: 'cross',
      solutionFormat: 'Pentasol',
      instanceCount: 1,
    };
    const board = {
      game: 'morpion-5d',
      instance: 'cross',
      scoring: 'Morpion 5D',
      record: ROSIN,
      participants: 2,
      offset: 0,
      entries: [
        entry(7, 'newcomer', 82, '2026-11-23T10:00:00Z', 1, { copyOf: COPY_OF_ROSIN, percentOfRecord: 100 }),
        entry(8, 'ann', 41, '2026-11-23T09:00:00Z', 2, { percentOfRecord: 50 }),
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = String(url);
        const body = u.startsWith('/api/leaderboards/')
          ? board
          : u.endsWith('/instances')
            ? [{ id: 'cross', href: '' }]
            : [game];
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const root = mountPage(leaderboard, { page: 'leaderboard', game: 'morpion-5d', instance: 'cross' });
    await until(() => $('record-row'));
    const rows = [...root.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((r) => r.dataset.testid)).toEqual(['record-row', 'leaderboard-row', 'leaderboard-row']);
    expect($$('row-percent').map((e) => e.textContent)).toEqual(['100.0%', '50.0%']);
    expect($('copy-mark')!.textContent).toBe('copy of C. D. Rosin\u2019s record');
  });
});
