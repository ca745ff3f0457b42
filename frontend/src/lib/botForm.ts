/**
 * The bot lab's form values and the POST /api/bot-runs body they make (BotRunRequest's field
 * names). Only the shape is checked here; the server checks the meaning and its answer names the
 * field at fault, which the form shows next to that field.
 */
import type { BotRunRequest, RunLimits } from './api';

export interface BotFormValues {
  game: string;
  instance: string;
  algorithm: string;
  level: string;
  beam: string;
  policy: string;
  memorize: boolean;
  iterations: string;
  threads: string;
  seconds: string;
  /** Which clock the seconds are of: 'wall', or 'cpu' (sent as cpuSeconds). */
  clock: string;
  playouts: string;
  seed: string;
}

/** Each search: `label` is what the select shows (short, so a phone shows it whole), `about` its hint. */
export const ALGORITHMS: { id: string; label: string; about: string; fields: (keyof BotFormValues)[] }[] = [
  { id: 'nmcs', label: 'NMCS', about: 'Nested Monte-Carlo search.', fields: ['level', 'policy', 'memorize'] },
  {
    id: 'beam',
    label: 'Beam search',
    about: 'Nested beam search, in parallel.',
    fields: ['beam', 'policy', 'threads'],
  },
  { id: 'nrpa', label: 'NRPA', about: 'Nested rollout policy adaptation.', fields: ['level', 'iterations'] },
  { id: 'sp-mcts', label: 'SP-MCTS', about: 'Single-player Monte-Carlo tree search (UCT).', fields: ['policy'] },
  { id: 'sample', label: 'Iterative sampling', about: 'Playout after playout, the best kept.', fields: ['policy'] },
];

export const DEFAULT_FORM: BotFormValues = {
  game: '',
  instance: '',
  algorithm: 'nmcs',
  level: '2',
  beam: '4,4',
  policy: '',
  memorize: true,
  iterations: '100',
  threads: '1',
  seconds: '10',
  clock: 'wall',
  playouts: '',
  seed: '',
};

export function fieldsOf(algorithm: string): (keyof BotFormValues)[] {
  return ALGORITHMS.find((a) => a.id === algorithm)?.fields ?? [];
}

/** The form field that holds a request field: both time budgets are typed in the seconds box. */
export function formFieldOf(requestField: string): string {
  return requestField === 'cpuSeconds' ? 'seconds' : requestField;
}

/**
 * The request body, or every field at fault at once: text that is not a number of the right kind,
 * and (with `limits`) values out of the caller's bounds, so one click shows every problem.
 */
export function buildRunRequest(
  v: BotFormValues,
  limits: RunLimits | null = null,
): {
  request: BotRunRequest | null;
  errors: Partial<Record<keyof BotRunRequest, string>>;
} {
  const errors: Partial<Record<keyof BotRunRequest, string>> = {};
  const req: BotRunRequest = { game: v.game, algorithm: v.algorithm };
  if (v.instance.trim()) req.instance = v.instance.trim();
  const uses = new Set(fieldsOf(v.algorithm));
  const int = (name: keyof BotRunRequest, text: string, min: number): number | undefined => {
    const t = text.trim();
    if (!t) return undefined;
    if (!/^-?\d+$/.test(t) || !Number.isSafeInteger(Number(t))) {
      errors[name] = 'a whole number';
      return undefined;
    }
    const n = Number(t);
    if (n < min) {
      errors[name] = `at least ${min}`;
      return undefined;
    }
    return n;
  };
  if (uses.has('level')) req.level = int('level', v.level, 0);
  if (uses.has('beam') && v.beam.trim()) {
    const parts = v.beam.split(/[\s,]+/).filter(Boolean);
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) errors.beam = 'sizes separated by commas, e.g. 4,4';
    else req.beam = parts.map(Number);
  }
  if (uses.has('policy') && v.policy) req.policy = v.policy;
  if (uses.has('memorize')) req.memorize = v.memorize;
  if (uses.has('iterations')) req.iterations = int('iterations', v.iterations, 1);
  if (uses.has('threads')) req.threads = int('threads', v.threads, 1);
  // One box for the time budget; the clock picks the field it is sent as.
  const time = v.clock === 'cpu' ? 'cpuSeconds' : 'seconds';
  const secText = v.seconds.trim();
  if (secText) {
    const sec = Number(secText);
    if (!Number.isFinite(sec) || sec <= 0) errors[time] = 'a positive number of seconds';
    else req[time] = sec;
  }
  req.playouts = int('playouts', v.playouts, 1);
  req.seed = int('seed', v.seed, Number.MIN_SAFE_INTEGER);
  if (req[time] === undefined && req.playouts === undefined && !errors[time] && !errors.playouts) {
    errors[time] = 'give a budget: seconds, playouts, or both';
  }
  if (limits) checkBounds(req, errors, limits);
  for (const k of Object.keys(req) as (keyof BotRunRequest)[]) if (req[k] === undefined) delete req[k];
  return { request: Object.keys(errors).length === 0 ? req : null, errors };
}

function checkBounds(req: BotRunRequest, errors: Partial<Record<keyof BotRunRequest, string>>, l: RunLimits): void {
  const over = (name: keyof BotRunRequest, value: number | undefined, max: number, what: string) => {
    if (value !== undefined && value > max && !errors[name]) errors[name] = `at most ${formatNumber(max)} ${what}`;
  };
  over('level', req.level, l.maxLevel, '');
  if (req.algorithm === 'nrpa' && req.level !== undefined && req.level < 1 && !errors.level)
    errors.level = 'NRPA needs level 1 or more';
  over('iterations', req.iterations, l.maxIterations, 'iterations');
  over('threads', req.threads, l.maxThreads, l.maxThreads === 1 ? 'thread per run' : 'threads per run');
  over('seconds', req.seconds, l.maxSeconds, 'seconds per run');
  over('cpuSeconds', req.cpuSeconds, l.maxSeconds, 'CPU seconds per run');
  over('playouts', req.playouts, l.maxPlayouts, 'playouts per run');
  if (req.beam && !errors.beam) {
    if (req.beam.length > l.maxLevel) errors.beam = `at most ${l.maxLevel} levels`;
    else if (req.beam.some((b) => b < 1 || b > l.maxBeamSize))
      errors.beam = `sizes from 1 to ${formatNumber(l.maxBeamSize)}`;
  }
  for (const k of Object.keys(errors) as (keyof BotRunRequest)[]) errors[k] = errors[k]!.trim();
}

function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/**
 * The saved form with every value that would be refused set back to its default: an invalid value
 * no longer comes back on every visit.
 */
export function withoutInvalid(v: BotFormValues, limits: RunLimits | null = null): BotFormValues {
  const { errors } = buildRunRequest(v, limits);
  const out = { ...v };
  for (const k of Object.keys(errors).map(formFieldOf)) {
    if (k in DEFAULT_FORM) (out as unknown as Record<string, unknown>)[k] = DEFAULT_FORM[k as keyof BotFormValues];
  }
  return out;
}

/** Parses stored form values, keeping only known fields of the right type. */
export function restoreForm(saved: unknown): BotFormValues {
  const out: BotFormValues = { ...DEFAULT_FORM };
  if (!saved || typeof saved !== 'object') return out;
  for (const k of Object.keys(DEFAULT_FORM) as (keyof BotFormValues)[]) {
    const v = (saved as Record<string, unknown>)[k];
    if (typeof v === typeof DEFAULT_FORM[k]) (out as unknown as Record<string, unknown>)[k] = v;
  }
  return out;
}
