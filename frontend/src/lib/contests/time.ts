/**
 * Contest phases and times as a viewer reads them: the phase with its freeze, spans and relative
 * windows, instants in the viewer's zone, and datetime-local inputs to ISO instants and back.
 */
export type DisplayPhase = 'upcoming' | 'running' | 'frozen' | 'finished';

/** The API's phase (scheduled, running, ended) and freeze as a viewer reads it. */
export function displayPhase(phase: string, frozen: boolean): DisplayPhase {
  if (phase === 'scheduled') return 'upcoming';
  if (phase === 'ended') return 'finished';
  return frozen ? 'frozen' : 'running';
}

/** A distance in time as "2 h", "5 min", "3 d", "40 s". */
export function formatSpan(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const hours = Math.round(s / 3600);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(s / 86400)} d`;
}

/** "starts in 2 h", "ends in 5 min", "ended 3 d ago" for a contest's times at `now` (ms). */
export function relativeWindow(c: { startsAt: string; endsAt: string }, now: number): string {
  const start = Date.parse(c.startsAt);
  const end = Date.parse(c.endsAt);
  if (now < start) return `starts in ${formatSpan(start - now)}`;
  if (now < end) return `ends in ${formatSpan(end - now)}`;
  return `ended ${formatSpan(now - end)} ago`;
}

/** The viewer's zone as "Europe/Paris (UTC+02:00)" at the given instant. */
export function zoneLabel(at: Date = new Date()): string {
  let name = '';
  try {
    name = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    /* older engines */
  }
  return formatZone(name, -at.getTimezoneOffset());
}

/**
 * A zone's name with its offset east of UTC in minutes: "Europe/Paris (UTC+02:00)", "UTC-05:30"
 * without a name, and plain "UTC" for UTC itself ("Start (UTC)", not "Start (UTC (UTC+00:00))").
 */
export function formatZone(name: string, offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const a = Math.abs(offsetMinutes);
  const text = `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  if (offsetMinutes === 0 && ['', 'UTC', 'Etc/UTC', 'Etc/GMT', 'GMT'].includes(name)) return 'UTC';
  return name ? `${name} (${text})` : text;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** A datetime-local value (the viewer's wall clock) as an ISO instant; null when it is not one. */
export function localInputToIso(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, hh, mm, ss] = m.slice(1, 7).map((x) => (x === undefined ? 0 : Number(x)));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 59) return null;
  const date = new Date(y, mo - 1, d, hh, mm, ss, ms);
  if (Number.isNaN(date.getTime()) || date.getDate() !== d) return null;
  return date.toISOString();
}

/** An ISO instant as a datetime-local value in the viewer's zone (minutes; seconds when it has some). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const text = `${p(d.getFullYear(), 4)}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  return d.getSeconds() || d.getMilliseconds() ? `${text}:${p(d.getSeconds())}` : text;
}
