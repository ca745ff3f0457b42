/**
 * The organizer's contest form as pure state: its values, from and to the API's request (times in
 * the viewer's zone become ISO instants), which fields a phase lets change, and where a problem's
 * `field` (e.g. `instances[2].instance`) shows on the form.
 */
import type { GameView, InstanceGenerator } from '../api';
import { SCORING_RULES, type Contest, type ContestRequest, type InstanceSpec } from './api';
import { isoToLocalInput, localInputToIso } from './time';
/** `hidden`: the row is in the contest's hidden (private) part; absent counts as public. */
export type InstanceRowValue = (
  | { kind: 'catalogue'; game: string; instance: string }
  | { kind: 'generate'; game: string; seed: string; size: string; percentEmpty: string }
  | { kind: 'board'; game: string; board: string }
) & { hidden?: boolean };

export interface ContestFormValues {
  title: string;
  description: string;
  /** datetime-local values in the viewer's zone. */
  startsAt: string;
  endsAt: string;
  freezesAt: string;
  botsAllowed: boolean;
  rateSubmissions: string;
  ratePerSeconds: string;
  scoring: string;
  instances: InstanceRowValue[];
  /** The final ranking with a hidden part: on the private part only or on both. */
  finalRanking: 'private' | 'both';
  /** The hidden part's secret seed (decimal); empty: the server draws one (or keeps the stored one). */
  hiddenSeed: string;
}

/** The times as loaded (editing): sent back unchanged when the input still shows them. */
export interface OriginalTimes {
  startsAt?: string;
  endsAt?: string;
  freezesAt?: string;
}

export const EMPTY_FORM: ContestFormValues = {
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  freezesAt: '',
  botsAllowed: false,
  rateSubmissions: '10',
  ratePerSeconds: '60',
  scoring: 'sum',
  instances: [{ kind: 'catalogue', game: '', instance: '' }],
  finalRanking: 'private',
  hiddenSeed: '',
};

/** The largest hidden seed the server takes (a Java long): 2^63 - 1. */
const MAX_HIDDEN_SEED = 9223372036854775807n;

/** Whether any row is in the hidden part (only then may a request name a final ranking or a hidden seed). */
export function hasHiddenPart(v: Pick<ContestFormValues, 'instances'>): boolean {
  return v.instances.some((r) => r.hidden === true);
}

/**
 * A new contest's times, ready to adjust: it starts at the next full hour at least an hour away
 * and lasts a week (the form once opened with both empty, and the server then refused it).
 */
export function defaultTimes(now: Date = new Date()): Pick<ContestFormValues, 'startsAt' | 'endsAt'> {
  const start = new Date(now.getTime() + 60 * 60 * 1000);
  start.setMinutes(0, 0, 0);
  if (start.getTime() - now.getTime() < 60 * 60 * 1000) start.setTime(start.getTime() + 60 * 60 * 1000);
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { startsAt: isoToLocalInput(start.toISOString()), endsAt: isoToLocalInput(end.toISOString()) };
}

/** The game's way of making instances of that kind, as the catalogue states it, or undefined. */
export function generatorOf(
  game: Pick<GameView, 'generators'> | undefined,
  kind: InstanceGenerator['kind'],
): InstanceGenerator | undefined {
  return game?.generators.find((g) => g.kind === kind);
}

/** A SameGame board file: rows of colour digits, top row first (blank lines and # comments skipped). */
export function parseBoardText(text: string): string[] {
  return text
    .split(/\r?\n|,/)
    .map((l) => l.replace(/#.*$/, '').replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
}

/** The form of an existing contest (its instances by their canonical ids). */
export function formFromContest(c: Contest): ContestFormValues {
  return {
    title: c.title,
    description: c.description ?? '',
    startsAt: isoToLocalInput(c.startsAt),
    endsAt: isoToLocalInput(c.endsAt),
    freezesAt: isoToLocalInput(c.freezesAt),
    botsAllowed: c.botsAllowed,
    rateSubmissions: String(c.rateLimit?.submissions ?? ''),
    ratePerSeconds: String(c.rateLimit?.perSeconds ?? ''),
    scoring: c.scoring?.rule ?? 'sum',
    instances: c.instances.map((i) => ({
      kind: 'catalogue',
      game: i.game,
      instance: i.instance,
      ...(i.hidden === true ? { hidden: true } : {}),
    })),
    finalRanking: c.hiddenPart?.finalRanking === 'both' ? 'both' : 'private',
    // Left empty, the stored seed is kept (the server keeps it when an edit leaves it out).
    hiddenSeed: '',
  };
}

function time(value: string, original: string | undefined): string | null {
  // A loaded instant the input still shows is sent exactly as it was: the API refuses to "change"
  // a running contest's start, and a datetime-local input drops seconds and milliseconds.
  // Compared as instants to the second: browsers spell the same value differently (":07", ":07.000").
  const iso = localInputToIso(value);
  if (original && iso && Math.floor(Date.parse(original) / 1000) === Math.floor(Date.parse(iso) / 1000))
    return original;
  return iso;
}

/**
 * The request for the form, or the errors found before sending, named by the API's field names
 * (so one mapping shows both these and the server's). The server checks everything again.
 */
export function buildContestRequest(
  v: ContestFormValues,
  original: OriginalTimes = {},
): { request: ContestRequest | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = 'A title is required.';
  const startsAt = v.startsAt.trim() ? time(v.startsAt, original.startsAt) : null;
  const endsAt = v.endsAt.trim() ? time(v.endsAt, original.endsAt) : null;
  const freezesAt = v.freezesAt.trim() ? time(v.freezesAt, original.freezesAt) : null;
  if (!v.startsAt.trim()) errors.startsAt = 'A start is required.';
  else if (!startsAt) errors.startsAt = 'Not a date and time.';
  if (!v.endsAt.trim()) errors.endsAt = 'An end is required.';
  else if (!endsAt) errors.endsAt = 'Not a date and time.';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'The end must be after the start.';
  if (v.freezesAt.trim() && !freezesAt) errors.freezesAt = 'Not a date and time.';
  const int = (text: string, field: string): number | undefined => {
    const t = text.trim();
    if (!t) return undefined;
    if (!/^\d{1,9}$/.test(t)) {
      errors[field] = 'A whole number.';
      return undefined;
    }
    return Number(t);
  };
  const submissions = int(v.rateSubmissions, 'rateLimit.submissions');
  const perSeconds = int(v.ratePerSeconds, 'rateLimit.perSeconds');
  if (!SCORING_RULES.some((r) => r.id === v.scoring)) errors.scoring = 'Choose a scoring rule.';
  if (v.instances.length === 0) errors.instances = 'A contest has at least one instance.';
  const instances: InstanceSpec[] = v.instances.map((row, i) => {
    const f = `instances[${i}]`;
    if (!row.game) errors[`${f}.game`] = 'Choose a game.';
    switch (row.kind) {
      case 'catalogue':
        if (!row.instance.trim()) errors[`${f}.instance`] = 'An instance id is required.';
        return hiddenFlag({ game: row.game, instance: row.instance.trim() }, row);
      case 'generate': {
        const generate: InstanceSpec['generate'] = {};
        const seed = row.seed.trim();
        // A hidden generated instance derives its seed from the contest's hidden seed (the server refuses its own).
        if (seed && row.hidden)
          errors[`${f}.generate.seed`] = 'A hidden instance takes its seed from the contest’s hidden seed.';
        else if (seed) {
          if (!/^\d{1,18}$/.test(seed) || !Number.isSafeInteger(Number(seed)))
            errors[`${f}.generate.seed`] = 'A seed is a whole number (up to 2^53).';
          else generate.seed = Number(seed);
        }
        // The form shows only the parameters the game's generator takes; the server refuses others by name.
        const size = row.size.trim();
        if (size) {
          if (!/^\d+x\d+x\d+$/.test(size))
            errors[`${f}.generate.size`] = 'Size is <columns>x<rows>x<colours>, e.g. 10x10x4.';
          else generate.size = size;
        }
        const pct = row.percentEmpty.trim();
        if (pct) {
          if (!/^\d{1,3}$/.test(pct)) errors[`${f}.generate.percentEmpty`] = 'A percentage of empty cells.';
          else generate.percentEmpty = Number(pct);
        }
        return hiddenFlag({ game: row.game, generate }, row);
      }
      case 'board': {
        const board = parseBoardText(row.board);
        if (board.length === 0) errors[`${f}.board`] = 'Upload or paste a board: rows of colour digits, top row first.';
        return hiddenFlag({ game: row.game, board }, row);
      }
    }
  });
  const hidden = hasHiddenPart(v);
  const hiddenSeed = v.hiddenSeed.trim();
  if (hidden && v.instances.every((r) => r.hidden === true))
    errors.instances = 'Keep at least one instance public: the board ranks on the public part until the end.';
  if (hidden && hiddenSeed && (!/^\d{1,19}$/.test(hiddenSeed) || BigInt(hiddenSeed) > MAX_HIDDEN_SEED))
    errors.hiddenSeed = 'The hidden seed is a whole number from 0 to 9223372036854775807.';
  if (Object.keys(errors).length > 0) return { request: null, errors };
  const request: ContestRequest = {
    title: v.title.trim(),
    description: v.description,
    startsAt: startsAt!,
    endsAt: endsAt!,
    botsAllowed: v.botsAllowed,
    scoring: v.scoring,
    instances,
  };
  if (freezesAt) request.freezesAt = freezesAt;
  // Only with a hidden instance: the server refuses both fields without one.
  if (hidden) {
    request.finalRanking = v.finalRanking;
    if (hiddenSeed) request.hiddenSeed = hiddenSeed;
  }
  if (submissions !== undefined || perSeconds !== undefined) {
    request.rateLimit = {};
    if (submissions !== undefined) request.rateLimit.submissions = submissions;
    if (perSeconds !== undefined) request.rateLimit.perSeconds = perSeconds;
  }
  return { request, errors: {} };
}

/** The spec marked hidden when its row is (the flag is left out of public rows). */
function hiddenFlag(spec: InstanceSpec, row: InstanceRowValue): InstanceSpec {
  return row.hidden ? { ...spec, hidden: true } : spec;
}

/** Where the form shows an error about an API field: a form-level slot, or an instance row. */
export type FieldSlot =
  | {
      slot:
        | 'title'
        | 'description'
        | 'startsAt'
        | 'endsAt'
        | 'freezesAt'
        | 'botsAllowed'
        | 'rateLimit'
        | 'scoring'
        | 'instances'
        | 'hiddenPart'
        | 'form';
    }
  | { slot: 'instance'; index: number; part: string };

/** Maps a problem's `field` (title, rateLimit.perSeconds, instances[2].generate.seed, …) to a slot. */
export function fieldSlot(field: string | null | undefined, instanceCount = Infinity): FieldSlot {
  if (!field) return { slot: 'form' };
  const inst = /^instances\[(\d+)\](?:\.?(.*))?$/.exec(field);
  if (inst) {
    const index = Number(inst[1]);
    if (index < instanceCount) return { slot: 'instance', index, part: inst[2] ?? '' };
    return { slot: 'instances' };
  }
  const head = field.split(/[.[]/)[0];
  switch (head) {
    case 'title':
    case 'description':
    case 'startsAt':
    case 'endsAt':
    case 'freezesAt':
    case 'botsAllowed':
    case 'rateLimit':
    case 'scoring':
    case 'instances':
      return { slot: head };
    case 'finalRanking':
    case 'hiddenSeed':
      return { slot: 'hiddenPart' };
    default:
      return { slot: 'form' };
  }
}

/** Which fields the API lets change in a phase (ContestService.update): the rest are shown read-only. */
export function editableFields(phase: string | null): Set<string> {
  if (phase === null || phase === 'scheduled') {
    return new Set([
      'title',
      'description',
      'startsAt',
      'endsAt',
      'freezesAt',
      'botsAllowed',
      'rateLimit',
      'scoring',
      'instances',
      'hiddenPart',
    ]);
  }
  if (phase === 'running') return new Set(['title', 'description', 'endsAt']);
  return new Set(['title', 'description']);
}

/** Seconds to wait from a 429: the Retry-After header, else the detail's "try again in N s". */
export function retryAfterSeconds(retryAfter: string | null, detail: string, now = Date.now()): number | null {
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim());
  if (retryAfter) {
    const t = Date.parse(retryAfter);
    if (!Number.isNaN(t)) return Math.max(1, Math.ceil((t - now) / 1000));
  }
  const m = /try again in (\d+) s/.exec(detail);
  return m ? Number(m[1]) : null;
}
