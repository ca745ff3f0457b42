/**
 * The game in progress, kept in localStorage per game and instance so that it survives a reload.
 * What is stored is only the list of canonical move texts; it is re-checked by the rules on load.
 * Corrupt, foreign or oversized entries are ignored (and removed), never trusted.
 */

const PREFIX = 'arena.game.v1:';
/** Longer than any game of the catalogue allows (a depth-10000 tree is the longest). */
const MAX_MOVES = 20_000;
const MAX_MOVE_LENGTH = 300;

export interface SavedGame {
  moves: string[];
  savedAt: number;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/**
 * This tab's own store (sessionStorage): only this tab sees it, and it survives the tab's reload,
 * so each tab keeps its own game of a puzzle open in several (lib/tabGames).
 */
export function tabStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function gameKey(game: string, instance: string): string {
  return `${PREFIX}${game}:${instance}`;
}

/** Parses a stored entry; null when it is not exactly what {@link saveGame} writes. */
export function parseSavedGame(text: string | null): SavedGame | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { v, moves, savedAt } = data as Record<string, unknown>;
  if (v !== 1 || !Array.isArray(moves) || moves.length > MAX_MOVES) return null;
  for (const m of moves) {
    if (typeof m !== 'string' || m.length === 0 || m.length > MAX_MOVE_LENGTH || m.includes('\n')) return null;
  }
  return { moves: moves as string[], savedAt: typeof savedAt === 'number' ? savedAt : 0 };
}

export function loadGame(
  game: string,
  instance: string,
  store: KeyValueStore | null = defaultStore(),
): SavedGame | null {
  if (!store) return null;
  const key = gameKey(game, instance);
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return null;
  }
  const saved = parseSavedGame(text);
  if (text !== null && saved === null) {
    try {
      store.removeItem(key);
    } catch {
      /* ignore */
    }
  }
  return saved;
}

/** Saves the moves (an empty list removes the entry); false when storage is unavailable or full. */
export function saveGame(
  game: string,
  instance: string,
  moves: readonly string[],
  store: KeyValueStore | null = defaultStore(),
  now = Date.now(),
): boolean {
  if (!store) return false;
  const key = gameKey(game, instance);
  try {
    if (moves.length === 0) {
      store.removeItem(key);
    } else {
      store.setItem(key, JSON.stringify({ v: 1, moves, savedAt: now }));
    }
    return true;
  } catch {
    return false;
  }
}

/** Small preferences (board options, bot-lab form), JSON, never trusted beyond their type. */
export function loadPref<T>(name: string, fallback: T, store: KeyValueStore | null = defaultStore()): T {
  if (!store) return fallback;
  try {
    const text = store.getItem(`arena.pref.${name}`);
    if (text === null) return fallback;
    const value = JSON.parse(text);
    return typeof value === typeof fallback && value !== null ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function savePref(name: string, value: unknown, store: KeyValueStore | null = defaultStore()): void {
  if (!store) return;
  try {
    store.setItem(`arena.pref.${name}`, JSON.stringify(value));
  } catch {
    /* full or disabled: preferences are optional */
  }
}
