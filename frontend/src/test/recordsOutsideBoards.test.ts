/**
 * Records outside their boards: a board's best in one line (the home page's cards) counts the
 * record, and the leaderboards overview lists a board that holds only records.
 */
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry, RecordView } from '../lib/api';
import { boardBest, boardBestContent } from '../lib/boardBest';
import { h } from '../lib/dom';
import { renderOverview } from '../pages/boardsOverview';
import { $ } from './harness';

const ROSIN: RecordView = {
  id: 3,
  game: 'morpion-5t',
  instance: 'cross',
  score: 178,
  moveCount: 178,
  holder: 'C. D. Rosin',
  achieved: '2011-08',
  source: "Rosin's NRPA record grid",
  addedAt: '2026-11-23T00:00:00Z',
};

const entry = (score: number, name = 'ann', id = 9): LeaderboardEntry => ({
  rank: 1,
  participant: { kind: 'person', name, account: name },
  score,
  moves: score,
  submissionId: id,
  receivedAt: '2026-11-24T07:00:00Z',
  submission: `/api/submissions/${id}`,
});

const shown = (top: LeaderboardEntry | undefined, record: RecordView | null) =>
  h('span', null, ...boardBestContent(boardBest(top, record)));

describe('a board\u2019s best in one line', () => {
  it('is the record, with its holder, when no one has beaten it, even after someone equals it', () => {
    expect(shown(undefined, ROSIN).textContent).toBe('178 (record, C. D. Rosin)');
    expect(shown(entry(178), ROSIN).textContent).toBe('178 (record, C. D. Rosin)');
    expect(shown(entry(100), ROSIN).textContent).toBe('178 (record, C. D. Rosin)');
    expect(shown(undefined, ROSIN).querySelector('a')?.getAttribute('title')).toBe("Rosin's NRPA record grid");
  });

  it('is the leading entry, opening its replay, once it beats the record or where there is none', () => {
    const beaten = shown(entry(179, 'bob', 12), ROSIN);
    expect(beaten.textContent).toBe('179');
    expect(beaten.querySelector('a')?.getAttribute('href')).toBe('/replay/12');
    expect(shown(entry(5), null).textContent).toBe('5');
    expect(shown(undefined, null).textContent).toBe('\u2013');
  });

  it('keeps a holder\u2019s name as text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const el = shown(undefined, { ...ROSIN, holder: evil });
    expect($('best-holder', el)?.textContent).toBe(evil);
    expect(el.querySelector('img')).toBeNull();
  });
});

describe('the leaderboards overview with records', () => {
  const game = (id: string) => ({ id, title: id, players: 1, defaultInstance: 'cross' }) as never;

  it('lists a board that holds only a record, and gives each board its record beside its leader', () => {
    document.body.replaceChildren(
      ...renderOverview(
        [game('morpion-5t'), game('morpion-5d'), game('leftmost')],
        [{ game: 'morpion-5t', instance: 'cross', participants: 2, leader: { ...entry(178), percentOfRecord: 100 } }],
        [ROSIN, { ...ROSIN, id: 1, game: 'morpion-5d', score: 82, moveCount: 82 }],
      ),
    );
    const only = document.querySelector('[data-testid=overview-morpion-5d] [data-board="morpion-5d cross"]');
    expect(only).not.toBeNull();
    expect($('overview-record', only!)?.textContent).toBe('82 (C. D. Rosin)');
    expect(only!.textContent).toContain('no submission yet');
    const both = document.querySelector('[data-testid=overview-morpion-5t] [data-board="morpion-5t cross"]');
    expect($('overview-record', both!)?.textContent).toBe('178 (C. D. Rosin)');
    expect(both!.querySelector('a[href="/replay/9"]')?.textContent).toBe('178');
    expect(document.querySelector('[data-testid=overview-leftmost]')?.textContent).toContain(
      'No submission yet, and no record',
    );
  });

  it('orders a game\u2019s boards by instance, whichever list they come from', () => {
    document.body.replaceChildren(
      ...renderOverview(
        [game('samegame')],
        [{ game: 'samegame', instance: 'standard/2', participants: 1, leader: entry(50) }],
        [
          { ...ROSIN, game: 'samegame', instance: 'standard/3', holder: 'x' },
          { ...ROSIN, game: 'samegame', instance: 'standard/1', holder: 'y' },
        ],
      ),
    );
    const boards = [...document.querySelectorAll('[data-testid=overview-board]')].map((r) =>
      r.getAttribute('data-board'),
    );
    expect(boards).toEqual(['samegame standard/1', 'samegame standard/2', 'samegame standard/3']);
  });
});
