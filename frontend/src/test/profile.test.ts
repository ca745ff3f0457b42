/** Profiles and the overall ranking: routes, and what the pages draw from the API's answers. */
import { describe, expect, it } from 'vitest';
import { href, parseRoute } from '../lib/routes';
import { renderProfile } from '../pages/profile';
import { renderRanking } from '../pages/rankings';
import { participantLabel } from '../lib/components';
import { renderOverview } from '../pages/boardsOverview';

describe('profile routes', () => {
  it('round-trip a person and a bot, names encoded', () => {
    const bot = { kind: 'bot', name: 'nmcs / level 2', account: 'ann' };
    expect(href.profile(bot)).toBe('/profile/ann/bots/nmcs%20%2F%20level%202');
    expect(parseRoute('/profile/ann/bots/nmcs%20%2F%20level%202', '')).toEqual({
      page: 'profile',
      account: 'ann',
      bot: 'nmcs / level 2',
    });
    expect(parseRoute(href.profile({ kind: 'person', name: 'ann', account: 'ann' }), '')).toEqual({
      page: 'profile',
      account: 'ann',
      bot: null,
    });
    expect(parseRoute('/profile', '').page).toBe('notfound');
    expect(parseRoute('/rankings', '')).toEqual({ page: 'rankings' });
  });

  it('every name links to its profile, except where asked not to', () => {
    const a = participantLabel({ kind: 'person', name: 'ann', account: 'ann' }).querySelector('a');
    expect(a?.getAttribute('href')).toBe('/profile/ann');
    expect(participantLabel({ kind: 'bot', name: 'ref', account: 'org' }, false).querySelector('a')).toBeNull();
  });
});

describe('the profile page', () => {
  it('shows each board with rank of participants, the overall place, bots and contests', () => {
    document.body.replaceChildren(
      ...renderProfile({
        participant: { kind: 'person', name: 'ann', account: 'ann' },
        memberSince: '2026-11-01T00:00:00Z',
        overall: {
          rank: 2,
          participant: { kind: 'person', name: 'ann', account: 'ann' },
          points: 1.3333,
          boards: 2,
          tops: 1,
        },
        bests: [
          {
            game: 'leftmove',
            instance: 'depth/31',
            rank: 1,
            participants: 2,
            score: 31,
            percentOfRecord: null,
            submissionId: 5,
            receivedAt: '2026-11-24T07:00:00Z',
            copy: false,
          },
        ],
        recent: [
          { id: 5, game: 'leftmove', instance: 'depth/31', score: 31, moves: 31, receivedAt: '2026-11-24T07:00:00Z' },
        ],
        contests: [
          {
            id: 3,
            title: 'November cup',
            phase: 'ended',
            startsAt: '2026-11-02T00:00:00Z',
            endsAt: '2026-11-03T00:00:00Z',
            placing: 4,
            ranked: 9,
            frozen: false,
          },
        ],
        bots: ['nmcs'],
      }),
    );
    const text = (id: string) => document.querySelector(`[data-testid=${id}]`)?.textContent ?? '';
    expect(text('profile-rank')).toBe('1st of 2');
    expect(text('profile-overall')).toContain('Overall 2nd with 1.333 points on 2 boards');
    expect(text('profile-placing')).toBe('4th of 9');
    expect(document.querySelector('[data-testid=profile-bots] a')?.getAttribute('href')).toBe('/profile/ann/bots/nmcs');
    expect(document.querySelector('[data-testid=profile-best] a[href="/replay/5"]')).not.toBeNull();
  });

  it('the ranking says how it is computed before the standings', () => {
    document.body.replaceChildren(
      ...renderRanking({
        computedAt: new Date().toISOString(),
        formula: 'on each board, your best score divided by the board\u2019s top',
        total: 1,
        offset: 0,
        standings: [
          { rank: 1, participant: { kind: 'bot', name: 'nmcs', account: 'ann' }, points: 1, boards: 1, tops: 1 },
        ],
      }),
    );
    expect(document.querySelector('[data-testid=ranking-formula]')?.textContent).toContain('divided by the board');
    expect(document.querySelector('[data-testid=ranking-row] a')?.getAttribute('href')).toBe('/profile/ann/bots/nmcs');
  });
});

describe('the leaderboards overview', () => {
  it('groups the boards by game with their leader, and says when a game has none', () => {
    const game = (id: string, players: 1 | 2) => ({ id, title: id, players, defaultInstance: 'depth/9' }) as never;
    document.body.replaceChildren(
      ...renderOverview(
        [game('leftmove', 1), game('leftmost', 1), game('connect-four', 2)],
        [
          {
            game: 'leftmove',
            instance: 'depth/33',
            participants: 2,
            leader: {
              rank: 1,
              participant: { kind: 'person', name: 'bob', account: 'bob' },
              score: 33,
              moves: 33,
              submissionId: 9,
              receivedAt: '2026-11-24T07:00:00Z',
              submission: '/api/submissions/9',
            } as never,
          },
        ],
      ),
    );
    const row = document.querySelector('[data-testid=overview-leftmove] [data-testid=overview-board]');
    expect(row?.textContent).toContain('depth/33');
    expect(row?.querySelector('a[href="/profile/bob"]')).not.toBeNull();
    expect(row?.querySelector('a[href="/replay/9"]')?.textContent).toBe('33');
    expect(document.querySelector('[data-testid=overview-leftmost]')?.textContent).toContain('No submission yet');
    expect(document.querySelector('[data-testid=overview-connect-four]')).toBeNull();
  });
});
