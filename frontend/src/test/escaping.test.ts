/**
 * User text (usernames, bot and token names, error reasons) must reach the page as text: a name
 * like <script> or <img onerror> is shown literally and creates no element.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BotRunView, LeaderboardEntry, SubmissionView } from '../lib/api';
import { ApiError } from '../lib/api';
import { errorNotice, leaderboardTable, moveList } from '../lib/components';
import { renderUserBox } from '../layout';
import { replayHeader } from '../pages/replay/subject';
import { runsTable } from '../pages/botlab/runsTable';
import { tokenRow } from '../pages/account';
import { scoreboardTable } from '../pages/contest/scoreboardTable';
import { contestItem } from '../pages/contests';
import type { Scoreboard } from '../lib/contests/api';
import { auditTable, userRow, usersTable } from '../pages/admin';
import adminPage from '../pages/admin';
import { setMe } from '../lib/session';
import { WAIT } from './harness';

const EVIL = [
  `<script>window.__pwned = 1</script>`,
  `<img src=x onerror="window.__pwned=1">`,
  `"><svg onload=alert(1)>`,
  `&lt;b&gt;bold&lt;/b&gt;`,
];

function expectInert(root: Element, text: string) {
  expect(root.textContent).toContain(text);
  expect(root.querySelector('script, img, svg[onload], b, iframe')).toBeNull();
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
  }
  expect((window as any).__pwned).toBeUndefined();
}

describe('user text is escaped in boards, replays, runs and messages', () => {
  for (const name of EVIL) {
    it(`leaderboard rows: ${name}`, () => {
      const entries: LeaderboardEntry[] = [
        {
          rank: 1,
          participant: { kind: 'person', name, account: name },
          score: 10,
          moves: 3,
          submissionId: 1,
          receivedAt: '2026-01-01T00:00:00Z',
          submission: '/api/submissions/1',
        },
        {
          rank: 2,
          participant: { kind: 'bot', name, account: name },
          score: 9,
          moves: 3,
          submissionId: 2,
          receivedAt: '2026-01-01T00:00:00Z',
          submission: '/api/submissions/2',
          botRun: '/api/bot-runs/4',
        },
      ];
      const el = leaderboardTable(entries);
      document.body.append(el);
      expectInert(el, name);
      expect(el.querySelectorAll('[data-testid="leaderboard-row"]')).toHaveLength(2);
      expect(el.querySelector('[data-testid="badge-bot"]')).not.toBeNull();
      expect(el.querySelector('[data-testid="badge-person"]')).not.toBeNull();
      el.remove();
    });

    it(`replay header: ${name}`, () => {
      const sub: SubmissionView = {
        id: 3,
        game: 'samegame',
        instance: 'standard/1',
        participant: { kind: 'person', name, account: name },
        score: 5,
        moveCount: 2,
        moves: ['0,0'],
        receivedAt: '2026-01-01T00:00:00Z',
        verifierVersion: name,
      };
      expectInert(replayHeader(sub, name), name);
    });

    it(`header user box: ${name}`, () => {
      const el = renderUserBox({ id: 1, username: name, kind: 'person', botName: null }, true, () => undefined);
      expectInert(el, name);
      expect(el.querySelector('[data-testid="nav-user"]')!.textContent).toBe(name);
    });

    it(`bot runs, tokens, moves and error reasons: ${name}`, () => {
      const run = {
        id: 1,
        state: 'running',
        owner: name,
        name,
        game: 'samegame',
        instance: name,
        algorithm: 'nmcs',
        level: 1,
        memorize: true,
        iterations: 1,
        threads: 1,
        seed: 1,
        createdAt: '2026-01-01T00:00:00Z',
        progress: { playouts: 0, elapsedMs: 0 },
        leaderboard: '',
        live: '',
      } as BotRunView;
      expectInert(runsTable([run]), name);
      const table = document.createElement('table');
      const revoked: number[] = [];
      table.append(tokenRow({ id: 1, name, createdAt: '2026-01-01T00:00:00Z' }, (t) => revoked.push(t.id)));
      expectInert(table, name);
      (table.querySelector('[data-testid="token-revoke"]') as HTMLElement).click();
      (table.querySelector('[data-testid="token-revoke-confirm"]') as HTMLElement).click();
      expect(revoked).toEqual([1]);
      expectInert(moveList([name], [0, 1]), name);
      expectInert(errorNotice(new ApiError(422, { title: 'Invalid solution', detail: name, reason: name })), name);
    });
  }
});

describe('user text is escaped in contests', () => {
  for (const name of EVIL) {
    it(`contest titles, organizers and participant names: ${name}`, () => {
      const item = contestItem(
        {
          id: 1,
          title: name,
          organizer: name,
          startsAt: '2031-01-01T00:00:00Z',
          endsAt: '2031-01-02T00:00:00Z',
          phase: 'scheduled',
          frozen: false,
          botsAllowed: true,
          scoring: 'sum',
          instanceCount: 2,
          registrations: 1,
        },
        () => 0,
      ).el;
      document.body.append(item);
      expectInert(item, name);
      item.remove();
      const board: Scoreboard = {
        contest: 1,
        title: name,
        scoring: { rule: 'rank', description: name },
        phase: 'running',
        startsAt: '',
        endsAt: '',
        frozen: false,
        frozenForParticipants: false,
        instancesVisible: true,
        instances: [{ index: 0, label: 'A', game: name, instance: name, best: 5, results: 2 }],
        rows: [
          {
            rank: 1,
            participant: { kind: 'person', name, account: name },
            reference: false,
            score: 2,
            rawTotal: 5,
            results: 1,
            cells: [{ score: 5, rank: 1, points: 2 }],
          },
          {
            rank: 2,
            participant: { kind: 'bot', name, account: name },
            reference: false,
            score: 1,
            rawTotal: 4,
            results: 1,
            cells: [{ score: 4, rank: 2, points: 1 }],
          },
          {
            participant: { kind: 'bot', name, account: name },
            reference: true,
            score: 3,
            rawTotal: 9,
            results: 1,
            cells: [{ score: 9, points: 3 }],
          },
        ],
      };
      const el = scoreboardTable(board, name);
      document.body.append(el);
      expectInert(el, name);
      expect(el.querySelectorAll('[data-testid="scoreboard-row"]')).toHaveLength(3);
      expect(el.querySelectorAll('[data-own="true"]')).toHaveLength(2); // the person and the bot, not the reference
      el.remove();
    });
  }
});

describe('user text is escaped on the admin page', () => {
  for (const name of EVIL) {
    it(`admin users, audit entries and their details: ${name}`, async () => {
      const saved: string[][] = [];
      const users = usersTable(
        [{ id: 1, username: name, roles: [name, 'organizer'], createdAt: '2026-01-01T00:00:00Z' }],
        () => ({
          self: true,
          save: async (_u, roles) => {
            saved.push(roles);
            throw new ApiError(409, { title: name, detail: name, field: name });
          },
        }),
      );
      document.body.append(users);
      expectInert(users, name);
      const row = users.querySelector('[data-testid="user-row"]') as HTMLElement;
      expect(row.dataset.username).toBe(name);
      expect(row.querySelector('[data-testid="user-name"]')!.textContent).toBe(name);
      (row.querySelector('[data-testid="role-admin"]') as HTMLElement).click();
      await vi.waitFor(() => expect(row.querySelector('[data-testid="user-row-error"]')).not.toBeNull(), WAIT);
      expect(saved).toEqual([['organizer', 'admin', name]]);
      // The problem's detail as a sentence (lib/problemText), inert.
      expectInert(users, `${name}.`);
      users.remove();

      const one = document.createElement('table');
      one.append(
        userRow(
          { id: 2, username: name, roles: [], createdAt: name },
          { self: false, save: async (u) => ({ id: 2, username: u, roles: [name], createdAt: name }) },
        ),
      );
      document.body.append(one);
      (one.querySelector('[data-testid="role-organizer"]') as HTMLElement).click();
      await vi.waitFor(() => expect(one.querySelector('[data-testid="user-row-saved"]')).not.toBeNull(), WAIT);
      expectInert(one, `Saved: ${name}`);
      one.remove();

      const audit = auditTable([
        {
          id: 1,
          at: name,
          actor: name,
          actorId: 1,
          action: name,
          target: name,
          details: { [name]: name, list: [name] },
        },
        {
          id: 2,
          at: '2026-01-01T00:00:00Z',
          actor: 'server',
          actorId: null,
          action: 'user.roles',
          target: `user:${name}`,
          details: name,
        },
      ]);
      document.body.append(audit);
      expectInert(audit, name);
      const rows = audit.querySelectorAll('[data-testid="audit-row"]');
      expect(rows[0].querySelector('[data-testid="audit-actor"]')!.textContent).toBe(name);
      expect(rows[0].querySelector('[data-testid="audit-action"]')!.textContent).toBe(name);
      expect(rows[0].querySelector('[data-testid="audit-target"]')!.textContent).toBe(name);
      expect(rows[0].querySelector('[data-testid="audit-details"]')!.textContent).toBe(
        JSON.stringify({ [name]: name, list: [name] }),
      );
      expect(rows[1].querySelector('[data-testid="audit-details"]')!.textContent).toBe(name);
      audit.remove();
    });

    it(`the admins-only notice: ${name}`, () => {
      const root = document.createElement('div');
      document.body.append(root);
      setMe({ id: 1, username: name, kind: 'person', botName: null, roles: ['organizer'] });
      const stop = adminPage({ route: { page: 'admin' }, root, navigate: () => undefined, title: () => undefined });
      expectInert(root, name);
      expect(root.querySelector('[data-testid="admin-forbidden"]')).not.toBeNull();
      stop();
      setMe(null);
      root.remove();
    });
  }
});
