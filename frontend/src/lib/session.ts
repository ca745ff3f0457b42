/** Who is logged in (GET /api/session), shared by the header and the pages. */
import { Api, ApiError, type Me } from './api';

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
  for (const l of listeners) l(current);
}

/**
 * Asks the server once per page (and again with `force`): it alone knows whether this browser's
 * session is alive. Nobody logged in is its 204 with no body, not an error (a 401 was one in the
 * console of every page a visitor opened); a 401 still means nobody.
 */
export function refreshSession(force = false): Promise<Me | null> {
  if (pending && !force) return pending;
  pending = Api.me()
    .then((m) => {
      setMe(m ?? null);
      return current;
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
