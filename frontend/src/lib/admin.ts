/**
 * The admin API (server: admin/AdminResource.java, docs/CONTESTS.md "Roles" and "Audit log"):
 * users with their roles, role changes, and the audit log. Loaded only by the admin page.
 */
import { api } from './api';

/** The roles an admin can grant ("participant" is implicit and never listed). */
export const ROLES = ['organizer', 'admin'] as const;
export type RoleId = (typeof ROLES)[number];

export interface UserView {
  id: number;
  username: string;
  roles: string[];
  createdAt: string;
}

export interface UserPage {
  total: number;
  offset: number;
  users: UserView[];
}

export interface AuditEntry {
  id: number;
  at: string;
  /** A username, or "server" for what the server did itself (the first admin). */
  actor: string;
  actorId: number | null;
  action: string;
  target: string;
  /** A JSON object (the server stores it as JSON and sends it as is). */
  details: unknown;
}

export interface AuditPage {
  total: number;
  offset: number;
  entries: AuditEntry[];
}

export interface UserQuery {
  q?: string;
  role?: string;
  offset?: number;
  limit?: number;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  target?: string;
  offset?: number;
  limit?: number;
}

/** The actions the server writes (docs/CONTESTS.md), offered as suggestions for the filter. */
export const AUDIT_ACTIONS = [
  'admin.bootstrap',
  'user.roles',
  'contest.create',
  'contest.update',
  'contest.delete',
  'contest.unfreeze',
  'contest.yardstick',
  'contest.export',
];

/** A query string of the non-empty parameters ("" when none). */
export function queryString(params: object): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    const text = typeof v === 'string' ? v.trim() : String(v);
    if (text !== '') sp.set(k, text);
  }
  const text = sp.toString();
  return text ? `?${text}` : '';
}

export const AdminApi = {
  users: (query: UserQuery, signal?: AbortSignal) =>
    api<UserPage>('GET', `/api/admin/users${queryString(query)}`, { signal }),
  setRoles: (username: string, roles: string[]) =>
    api<UserView>('PUT', `/api/admin/users/${encodeURIComponent(username)}/roles`, { body: { roles } }),
  /** A single-use reset link for someone who lost their password: {link: "/reset-password#r_…", expiresAt}. */
  issueReset: (username: string) =>
    api<{ username: string; link: string; expiresAt: string }>(
      'POST',
      `/api/admin/users/${encodeURIComponent(username)}/password-reset`,
    ),
  audit: (query: AuditQuery, signal?: AbortSignal) =>
    api<AuditPage>('GET', `/api/admin/audit${queryString(query)}`, { signal }),
};

/**
 * The full new role list after switching one role on or off: the others (unknown ones included)
 * are kept, so the PUT never withdraws what this page did not touch.
 */
export function toggledRoles(current: readonly string[], role: string, on: boolean): string[] {
  const rest = current.filter((r) => r !== role);
  return sortRoles(on ? [...rest, role] : rest);
}

/** Roles in the page's order (organizer, admin, then others by name), without "participant" or repeats. */
export function sortRoles(roles: readonly string[]): string[] {
  const order = (r: string) => {
    const i = (ROLES as readonly string[]).indexOf(r);
    return i < 0 ? ROLES.length : i;
  };
  return [...new Set(roles)]
    .filter((r) => r !== 'participant')
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** An account's roles as one line: "organizer, admin", or "participant" for none. */
export function rolesText(roles: readonly string[]): string {
  const list = sortRoles(roles);
  return list.length ? list.join(', ') : 'participant';
}

/** An audit row's details as one compact line of JSON ("–" for none). */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '–';
  if (typeof details === 'string') return details;
  try {
    return JSON.stringify(details);
  } catch {
    return String(details);
  }
}

/** "1–50 of 123", "none". */
export function rangeText(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return offset > 0 ? `nothing past ${offset} of ${total}` : 'none';
  return `${offset + 1}–${offset + shown} of ${total}`;
}
