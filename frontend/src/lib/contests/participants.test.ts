import { describe, expect, it } from 'vitest';
import { inviteFromHash, linksCsv, type ImportResult } from './participants';

describe('participants', () => {
  it('writes the links as a CSV with full addresses, quoting and defusing formulas', () => {
    const result: ImportResult = {
      contest: 1,
      created: 1,
      existing: 1,
      participants: [
        {
          line: 2,
          username: 'ada',
          displayName: 'Lovelace, Ada',
          team: null,
          email: null,
          existing: false,
          link: '/reset-password#r_x',
          expiresAt: '2031-03-15T10:00:00Z',
        },
        {
          line: 3,
          username: 'bob',
          displayName: '=cmd()',
          team: 'T',
          email: 'b@e.org',
          existing: true,
          link: null,
          expiresAt: null,
        },
      ],
    };
    const lines = linksCsv(result, 'https://arena.example').split('\r\n');
    expect(lines[0]).toBe('username,displayName,team,email,link,expiresAt');
    expect(lines[1]).toBe('ada,"Lovelace, Ada",,,https://arena.example/reset-password#r_x,2031-03-15T10:00:00Z');
    expect(lines[2]).toBe("bob,'=cmd(),T,b@e.org,existing account: no link,");
  });

  it('reads the invitation code of /signup#invite=CODE', () => {
    expect(inviteFromHash('#invite=K7QM-X2PA-9DRT')).toBe('K7QM-X2PA-9DRT');
    expect(inviteFromHash('')).toBeNull();
    expect(inviteFromHash('#other=1')).toBeNull();
  });
});
