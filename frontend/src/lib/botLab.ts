/**
 * The bot lab page's state without its DOM: the form's first values (saved ones, checked against the
 * caller's limits, then the link's game and instance), which of a search's fields show, and how a
 * refused start reads. pages/botlab/ draws the form from these; lib/botForm makes the request.
 */
import type { RunLimits } from './api';
import { DEFAULT_FORM, fieldsOf, restoreForm, withoutInvalid, type BotFormValues } from './botForm';

/** The fields only some searches take; the others (game, budget, seed) always show. */
export const SEARCH_FIELDS = ['level', 'beam', 'policy', 'memorize', 'iterations', 'threads'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Each search-only field with whether `algorithm` takes it (shown) or not (hidden). */
export function searchFieldsShown(algorithm: string): Record<SearchField, boolean> {
  const used = new Set<string>(fieldsOf(algorithm));
  return Object.fromEntries(SEARCH_FIELDS.map((k) => [k, used.has(k)])) as Record<SearchField, boolean>;
}

/**
 * The form's first values: the saved ones with what would be refused set back to its default, then
 * the link's game and instance (/botlab?game=…&instance=…), and a game the catalogue has.
 */
export function initialBotForm(
  saved: unknown,
  limits: RunLimits | null,
  gameIds: readonly string[],
  link: { game?: string | null; instance?: string | null } = {},
): BotFormValues {
  const values = withoutInvalid(restoreForm(saved ?? DEFAULT_FORM), limits);
  if (link.game) {
    values.game = link.game;
    values.instance = link.instance ?? '';
  }
  if (!gameIds.includes(values.game)) values.game = gameIds[0] ?? '';
  return values;
}

/** The parts of the server's refusal a start reads (an ApiError's). */
export interface Refusal {
  status: number;
  title: string;
  detail: string;
  field: string | null;
  retryAfter: string | null;
}

/**
 * How a refused start shows: `busy`, the sentence for too many runs going (429), instead of all else;
 * otherwise `fieldText` next to the field it names (a notice when it names none shown); and `logIn`
 * when the session is gone (401), which replaces the notice.
 */
export function runRefusal(e: Refusal): { busy: string | null; fieldText: string; logIn: boolean } {
  const busy =
    e.status === 429
      ? `${e.detail || 'Too many runs going.'}${e.retryAfter ? ` Try again in ${e.retryAfter} s.` : ''}`
      : null;
  const fieldText = e.status === 422 ? `${e.detail} (over your limit)` : e.detail || e.title;
  return { busy, fieldText, logIn: e.status === 401 };
}
