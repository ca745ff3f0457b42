/** Who is logged in (GET /api/session), shared by the header and the pages. */
import { Api, ApiError, type Me } from './api';
import { loadPref, savePref } from './storage';

/**
 * Whether this browser had a session when last seen: "yes", "no", or "unknown" before the first
 * answer. A visitor's browser asks GET /api/session once and then no more (its 401 would be an
 * error in the console of every page), until someone logs in here. The server still decides:
 * with "yes", a 401 turns it back to "no".
 */
const SIGNED_IN = 'signedIn';

type Listener = (me: Me | null) => void;

let current: Me | null = null;
let known = false;
let pending: Promise<Me | null> | null = null;
const listeners = new Set<Listener>();

export function me(): Me | null {
  return current;
}

export function sessionKnown(): boolean {
  return known;
}

export function setMe(value: Me | null): void {
  current = value;
  known = true;
  savePref(SIGNED_IN, value ? 'yes' : 'no');
  for (const l of listeners) l(current);
}

/** Asks the server once (and again after `force`); a 401 means nobody is logged in. */
export function refreshSession(force = false): Promise<Me | null> {
  if (pending && !force) return pending;
  if (!force && loadPref<string>(SIGNED_IN, 'unknown') === 'no') {
    setMe(null);
    pending = Promise.resolve(null);
    return pending;
  }
  pending = Api.me()
    .then((m) => {
      setMe(m);
      return m;
    })
    .catch((e) => {
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) setMe(null);
      else if (!known) setMe(null);
      return current;
    });
  return pending;
}

/** Whether this session may use the role (the server decides anyway: this only shapes the UI). */
export function hasRole(m: Pick<Me, 'roles'> | null | undefined, role: string): boolean {
  return !!m?.roles?.includes(role);
}

export function onSession(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
