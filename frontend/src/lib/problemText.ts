/**
 * A refusal as the pages say it. The server's problem documents (RFC 9457) carry an HTTP title
 * ("Conflict", "Authentication required") and a detail that says what happened in words, naming
 * instants as Java writes them (UTC, to the nanosecond). A person reads the detail as a sentence,
 * without the title before it, and each instant in their own time zone to the second, as the
 * page's other times are.
 */
import { formatInstant, type Zone } from './format';

/**
 * An ISO-8601 instant: a date, a time (seconds and a fraction optional) and its zone, Z or an
 * offset. A date alone, or a time without a zone, is not an instant and stays as written.
 */
const INSTANT = /\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})(?![\w:])/g;

/** The text with each instant it names in local time, to the second (the fraction dropped, never rounded up). */
export function localInstants(text: string, zone: Zone = {}): string {
  return text.replace(INSTANT, (whole, dateTime: string, offset: string) => {
    const z = offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
    const at = Date.parse(dateTime + z);
    return Number.isNaN(at) ? whole : formatInstant(at, { ...zone, seconds: true });
  });
}

/**
 * The problem as one sentence: its detail, with a capital and a full stop; the title only when
 * there is no detail. A first word with a capital or a digit inside it is a name ("startsAt") and
 * keeps its case.
 */
export function problemSentence(title: string, detail: string, zone: Zone = {}): string {
  const said = localInstants(detail.trim(), zone);
  if (!said) return title;
  const capital = /^[a-z]+(?![\w])/.test(said) ? said[0].toUpperCase() + said.slice(1) : said;
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
