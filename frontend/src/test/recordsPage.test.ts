/**
 * The records page and a record's replay: routes, every record listed by game and board with its
 * holder, score, date and source, each opening its replay, and the replay's header.
 */
import { describe, expect, it } from 'vitest';
import type { PublishedScore, RecordView } from '../lib/api';
import { leaderboardTable } from '../lib/components';
import { publishedScoreNotice } from '../lib/publishedScore';
import { href, parseRoute } from '../lib/routes';
import { renderRecords } from '../pages/records';
import { recordHeader, recordSubject } from '../pages/replay/subject';
import { $, $$ } from './harness';

const record = (id: number, game: string, instance: string, score: number, holder: string): RecordView => ({
  id,
  game,
  instance,
  score,
  moveCount: score,
  holder,
  achieved: '2011-08',
  source: 'a grid, as published',
  addedAt: '2026-11-23T00:00:00Z',
});

describe('records routes', () => {
  it('round-trip the list and a record\u2019s replay, with its step', () => {
    expect(parseRoute(href.records(), '')).toEqual({ page: 'records' });
    expect(href.record(7)).toBe('/records/7');
    expect(parseRoute('/records/7', '')).toEqual({ page: 'record', record: '7', step: null });
    expect(parseRoute('/records/7', '?step=12')).toEqual({ page: 'record', record: '7', step: 12 });
    expect(href.record(7, 12)).toBe('/records/7?step=12');
    expect(parseRoute('/records/x', '').page).toBe('notfound');
    expect(parseRoute('/records/7/8', '').page).toBe('notfound');
  });
});

describe('the records page', () => {
  const games = [
    { id: 'samegame', title: 'SameGame', players: 1 },
    { id: 'morpion-5t', title: 'Morpion 5T', players: 1 },
  ] as never[];

  it('lists every record by game (the catalogue\u2019s order) and board, each opening its replay and its board', () => {
    document.body.replaceChildren(
      ...renderRecords(games, [
        record(3, 'morpion-5t', 'cross', 178, 'C. D. Rosin'),
        record(4, 'morpion-5t', 'cross', 170, 'C.-H. Bruneau'),
        record(9, 'samegame', 'standard/10', 3215, 'battermann/mcs'),
      ]),
    );
    const sections = [...document.querySelectorAll('section')].map((s) => s.getAttribute('data-testid'));
    expect(sections).toEqual(['records-samegame', 'records-morpion-5t']);
    const rows = $$('record-item', $('records-morpion-5t')!);
    expect(rows.map((r) => $('record-score', r)!.textContent)).toEqual(['178', '170']);
    expect($('record-holder', rows[0])!.textContent).toBe('C. D. Rosin');
    expect($('record-achieved', rows[0])!.textContent).toBe('2011-08');
    expect($('record-source', rows[0])!.textContent).toBe('a grid, as published');
    expect($('record-replay', rows[0])!.getAttribute('href')).toBe('/records/3');
    expect($('record-board', rows[0])!.getAttribute('href')).toBe('/leaderboard/morpion-5t?instance=cross');
    expect($('record-score', $('records-samegame')!)!.textContent).toBe('3,215');
  });

  it('says when there is none, and keeps holders and sources as text', () => {
    document.body.replaceChildren(...renderRecords(games, []));
    expect($('records-empty')).not.toBeNull();
    const evil = '<img src=x onerror=alert(1)>';
    document.body.replaceChildren(
      ...renderRecords(games, [{ ...record(1, 'samegame', 'standard/1', 5, evil), source: evil, achieved: undefined }]),
    );
    expect($('record-holder')!.textContent).toBe(evil);
    expect($('record-achieved')!.textContent).toBe('unknown');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('a record on its board and in its replay', () => {
  it('the board\u2019s record row opens the record\u2019s replay', () => {
    const table = leaderboardTable([], new Set(), record(3, 'morpion-5t', 'cross', 178, 'C. D. Rosin'));
    expect($('record-replay', table)!.getAttribute('href')).toBe('/records/3');
    expect($('record-score', table)!.querySelector('a')?.getAttribute('href')).toBe('/records/3');
  });

  it('the replay names the holder, the date and the source, and keeps its URL at the record', () => {
    const r = { ...record(3, 'morpion-5t', 'cross', 178, 'C. D. Rosin'), moves: ['a', 'b'] };
    const header = recordHeader(r, 'Morpion 5T');
    expect(header.querySelector('h1')!.textContent).toBe('Record #3');
    expect($('record-holder', header)!.textContent).toBe('C. D. Rosin');
    expect(header.textContent).toContain('verified score 178 in 178 moves · achieved 2011-08');
    expect($('record-source', header)!.textContent).toBe('Source: a grid, as published');
    const subject = recordSubject(r);
    expect(subject.moves).toEqual(['a', 'b']);
    expect(subject.url(1)).toBe('/records/3?step=1');
    expect(subject.url(null)).toBe('/records/3');
  });
});

describe('scores published without a line', () => {
  const nmcs: PublishedScore = {
    game: 'samegame',
    instance: 'standard/1',
    score: 3121,
    holder: 'T. Cazenave',
    method: 'NMCS level 3',
    achieved: '2009',
    source: 'T. Cazenave, Nested Monte-Carlo Search, IJCAI 2009, Table 1',
  };
  const verified = record(5, 'samegame', 'standard/1', 2803, 'nan0S/samegame');

  it('where no record verifies: no verified record known, and the best published score with its source', () => {
    const notice = publishedScoreNotice(nmcs, null)!;
    expect(notice.textContent).toContain(
      'No verified record known; best published score 3,121 (T. Cazenave, NMCS level 3, 2009: T. Cazenave, Nested Monte-Carlo Search, IJCAI 2009, Table 1).',
    );
    expect(notice.textContent).toContain('not verified');
    expect($('published-score-value', notice)!.textContent).toBe('3,121');
  });

  it('above a lower verified record it says so apart from the record; at or below one it says nothing', () => {
    const notice = publishedScoreNotice(nmcs, verified)!;
    expect(notice.textContent).toContain('Best published score 3,121');
    expect(notice.textContent).not.toContain('No verified record known');
    expect(publishedScoreNotice(nmcs, { ...verified, score: 3121 })).toBeNull();
    expect(publishedScoreNotice(null, verified)).toBeNull();
    expect(publishedScoreNotice(undefined, null)).toBeNull();
  });

  it('the records page lists them apart from the records, and keeps their text as text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    document.body.replaceChildren(
      ...renderRecords([], [verified], [nmcs, { ...nmcs, score: 2557, holder: evil, method: 'SP-MCTS' }]),
    );
    const rows = $$('published-item', $('published-scores')!);
    expect(rows.map((r) => $('published-value', r)!.textContent)).toEqual(['3,121', '2,557']);
    expect($('published-scores')!.textContent).toContain('never verified and never ranked');
    expect($$('record-item')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    document.body.replaceChildren(...renderRecords([], [verified]));
    expect($('published-scores')).toBeNull();
  });
});
