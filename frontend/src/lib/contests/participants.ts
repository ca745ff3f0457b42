/**
 * A contest's participants for its staff: the bulk import from a CSV (one-time set-password links)
 * and the invitation codes (docs/CONTESTS.md, "Accounts for an event"), and signing up with a code.
 */
import { api } from '../api';

/** One imported line: a new account with its link (shown once), or an existing account registered as it is. */
export interface ImportedParticipant {
  line: number;
  username: string;
  displayName: string;
  team: string | null;
  email: string | null;
  existing: boolean;
  link: string | null;
  expiresAt: string | null;
}

export interface ImportResult {
  contest: number;
  created: number;
  existing: number;
  participants: ImportedParticipant[];
}

/** An imported participant as staff see it later: no link (it was shown once). */
export interface ImportedRow {
  line: number;
  username: string;
  displayName: string;
  team: string | null;
  email: string | null;
  importedAt: string;
  importedBy: string;
  passwordSet: boolean;
}

export interface InvitationView {
  id: number;
  contest: number;
  code: string | null;
  hint: string;
  label: string | null;
  uses: number;
  used: number;
  remaining: number;
  expiresAt: string;
  revokedAt: string | null;
  usable: boolean;
  createdBy: string;
  createdAt: string;
  signUpLink: string | null;
}

const base = (id: string | number) => `/api/contests/${encodeURIComponent(String(id))}`;

export const ParticipantsApi = {
  importCsv: (id: string | number, csv: string) =>
    api<ImportResult>('POST', `${base(id)}/participants/import`, { body: { csv } }),
  imported: (id: string | number) =>
    api<{ contest: number; total: number; participants: ImportedRow[] }>('GET', `${base(id)}/participants/imported`),
  invitations: (id: string | number) =>
    api<{ contest: number; invitations: InvitationView[] }>('GET', `${base(id)}/invitations`),
  invite: (id: string | number, uses: number, expiresAt: string, label: string | null) =>
    api<InvitationView>('POST', `${base(id)}/invitations`, { body: { uses, expiresAt, label } }),
  revoke: (id: string | number, invitation: number) =>
    api<InvitationView>('DELETE', `${base(id)}/invitations/${invitation}`),
  signUp: (code: string, username: string, password: string) =>
    api<{ contest: number; username: string }>('POST', '/api/invitations/sign-up', {
      body: { code, username, password },
    }),
};

/** A server path (/reset-password#r_…) as a full address to hand out. */
export function absolute(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

function cell(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  // Like the server's exports: a would-be formula is shown as text, a separator is quoted.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The import's links as a CSV to keep or mail-merge: username, display name, team, email, link, expiry. */
export function linksCsv(result: ImportResult, origin: string): string {
  const rows = [['username', 'displayName', 'team', 'email', 'link', 'expiresAt']];
  for (const p of result.participants) {
    rows.push([
      p.username,
      p.displayName,
      p.team ?? '',
      p.email ?? '',
      p.link ? absolute(p.link, origin) : 'existing account: no link',
      p.expiresAt ?? '',
    ]);
  }
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The invitation code in a sign-up address's fragment (/signup#invite=CODE), or null. */
export function inviteFromHash(hash: string): string | null {
  const m = /(?:^#|&)invite=([^&]+)/.exec(hash);
  return m ? decodeURIComponent(m[1]) : null;
}
