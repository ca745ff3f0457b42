/** Number, time and name formatting shared by the views. */

const intFormat = new Intl.NumberFormat('en-US');

export function formatInt(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return intFormat.format(Math.round(n));
}

/** 1234567 → "1.23M", 12345 → "12.3k", 999 → "999". */
export function formatCompact(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  const abs = Math.abs(n);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, unit] of units) {
    if (abs >= size) {
      const v = n / size;
      const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
      return `${v.toFixed(digits)}${unit}`;
    }
  }
  return String(Math.round(n));
}

/** An axis label for a value: 2000 → "2k", 2500 → "2.5k" (a tick is a round number: "2.00k" reads as a measurement). */
export function formatValueTick(n: number): string {
  return formatCompact(n).replace(/\.0+(?=[A-Za-z]|$)|(\.\d*?)0+(?=[A-Za-z]|$)/, '$1');
}

/** Milliseconds as "850 ms", "12.3 s", "4 min 05 s", "1 h 02 min". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(s < 10 ? 2 : 1)} s`;
  const totalSeconds = Math.floor(s);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes < 60) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** An axis label for a time in ms on a log axis: "1 ms", "10 ms", "1 s", "100 s". */
export function formatTimeTick(ms: number): string {
  if (ms < 1000) return `${+ms.toPrecision(3)} ms`;
  if (ms < 60_000 * 10) return `${+(ms / 1000).toPrecision(3)} s`;
  return `${+(ms / 60_000).toPrecision(3)} min`;
}

/** Where a time is shown: the viewer's time zone and language unless given (tests give them). */
export interface Zone {
  timeZone?: string;
  locale?: string;
}

/**
 * How much of an instant to show: the date and the time to the minute always; the weekday where a
 * schedule is read ("Mon, 5 May 2031, 14:00"), the seconds where a deadline is named to the second.
 */
export interface InstantStyle extends Zone {
  weekday?: boolean;
  seconds?: boolean;
  /** Seconds to the millisecond (the scoreboard's tie-break). */
  millis?: boolean;
}

/** An instant (ISO text or ms since 1970) as a local date-time, or "–" for none or nonsense. */
export function formatInstant(at: string | number | null | undefined, style: InstantStyle = {}): string {
  if (at === null || at === undefined || at === '') return '–';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '–';
  return d.toLocaleString(style.locale, {
    timeZone: style.timeZone,
    weekday: style.weekday ? 'short' : undefined,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: style.seconds || style.millis ? '2-digit' : undefined,
    fractionalSecondDigits: style.millis ? 3 : undefined,
  });
}

/** "3 min ago" style relative time. */
export function formatAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '–';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '–';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 45) return 'just now';
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} d ago`;
}

/** A file name for an exported solution: letters, digits, dots and dashes only. */
export function solutionFileName(game: string, instance: string, format: string): string {
  const ext = /pentasol/i.test(format) ? 'psol' : 'txt';
  const base = `${game}-${instance}`
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 80);
  return `${base}.${ext}`;
}

/** Ordinal rank text: 1 → "1st". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
