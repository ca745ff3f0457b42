/**
 * The network's learning curve from its model card: the network alone's mistake rate on each
 * solver-labelled position set, stage by stage (supervised, then each self-play generation), as
 * chart lines and table cells. A stage that did not measure a set has no point on its line and a
 * "–" in the table, never a zero.
 */
import { formatDuration, formatInt } from '../lib/format';
import type { ModelCard, TrainingStage } from './engine';

/** The position sets `bin/arena train` measures, easiest openings to endgames; "all" pools them. */
export const POSITION_SETS: readonly string[] = [
  'begin-easy',
  'begin-medium',
  'begin-hard',
  'middle-easy',
  'middle-medium',
  'end-easy',
];

export const ALL_SETS = 'all';

export interface CurveLine {
  name: string;
  /** [stage index from 0, mistake rate in %]. */
  points: [number, number][];
}

function rate(stage: TrainingStage, set: string): number | null {
  const r = stage.mistakes?.[set];
  return typeof r === 'number' && Number.isFinite(r) && r >= 0 && r <= 1 ? r : null;
}

/** The sets any stage measured: the known ones in their order, then others by name, "all" last. */
export function setsOf(card: ModelCard): string[] {
  const seen = new Set(card.stages.flatMap((s) => Object.keys(s.mistakes ?? {})));
  const known = POSITION_SETS.filter((s) => seen.has(s));
  const others = [...seen].filter((s) => s !== ALL_SETS && !POSITION_SETS.includes(s)).sort();
  return [...known, ...others, ...(seen.has(ALL_SETS) ? [ALL_SETS] : [])];
}

/** One line per set, a point per stage that measured it. */
export function curveLines(card: ModelCard): CurveLine[] {
  return setsOf(card).map((set) => ({
    name: set,
    points: card.stages.flatMap((stage, i): [number, number][] => {
      const r = rate(stage, set);
      return r === null ? [] : [[i, Math.round(r * 1000) / 10]];
    }),
  }));
}

/**
 * A stage's name on the chart's axis, short so that many fit: "sup." for the supervised stage, a
 * self-play generation's number ("generation-12" -> "12"), any other stage its own name.
 */
export function stepName(stage: Pick<TrainingStage, 'name'>): string {
  if (stage.name === 'supervised') return 'sup.';
  const generation = /^generation-(\d+)$/.exec(stage.name);
  return generation ? generation[1] : stage.name;
}

/** The stages (their indices) that self-play did not keep: the chart draws their points hollow. */
export function notKept(card: ModelCard): Set<number> {
  return new Set(card.stages.flatMap((stage, i) => (stage.kept === false ? [i] : [])));
}

/** A stage's rate on a set in percent without its unit ("7.0"), or "–" when it was not measured. */
export function mistakeNumber(stage: TrainingStage, set: string): string {
  const r = rate(stage, set);
  return r === null ? '–' : (r * 100).toFixed(1);
}

/** A stage's rate on a set as the table shows it: "7.0 %", or "–" when it was not measured. */
export function mistakeText(stage: TrainingStage, set: string): string {
  const n = mistakeNumber(stage, set);
  return n === '–' ? n : `${n} %`;
}

/** A word of a set's name as a phone's table heads it: its first three letters and a dot if longer than four. */
function shortWord(word: string): string {
  return word.length > 4 ? `${word.slice(0, 3)}.` : word;
}

/**
 * A set's name short enough to head a column of a phone's table, its words apart so that they can
 * stack: "begin-medium" -> "beg. med.", "end-easy" -> "end easy", "all" -> "all".
 */
export function shortSetName(set: string): string {
  return set.split('-').map(shortWord).join(' ');
}

/** The words {@link shortSetName} shortened, once each in the sets' order: [["beg.", "begin"], ...]. */
export function setAbbreviations(sets: readonly string[]): [string, string][] {
  const words = [...new Set(sets.flatMap((set) => set.split('-')))];
  return words.filter((w) => shortWord(w) !== w).map((w): [string, string] => [shortWord(w), w]);
}

/**
 * A stage's time and fate in words. A self-play generation is kept only when it beats the best
 * network; the rates after one that was not are the best network's, unchanged.
 */
export function stageText(stage: TrainingStage): string {
  const fate =
    stage.kept === false
      ? ' Not kept: it did not beat the best network, whose rates are shown.'
      : stage.kept === true
        ? ' Kept: it beat the best network.'
        : '';
  return `(${stage.name}, seed ${stage.seed}): trained in ${formatDuration(stage.trainingSeconds * 1000)}.${fate}`;
}

/** Whole numbers as runs: [1, 2, 3, 5, 7, 8] -> "1–3, 5, 7–8". */
export function runsText(ns: readonly number[]): string {
  const sorted = [...new Set(ns)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** A training command and the stages it made, in words ("Self-play generations 1–37"). */
export interface CommandUse {
  command: string;
  stages: string;
}

/**
 * Each distinct training command once, in the order first used, with the stages it made: a
 * self-play run makes every generation with one command, which the card repeats per stage.
 */
export function distinctCommands(card: ModelCard): CommandUse[] {
  const byCommand = new Map<string, TrainingStage[]>();
  for (const stage of card.stages) byCommand.set(stage.command, [...(byCommand.get(stage.command) ?? []), stage]);
  return [...byCommand].map(([command, stages]) => {
    const generations: number[] = [];
    const others: string[] = [];
    for (const stage of stages) {
      const g = /^generation-(\d+)$/.exec(stage.name);
      if (g) generations.push(Number(g[1]));
      else others.push(stage.label);
    }
    const gens =
      generations.length === 0
        ? []
        : [`Self-play generation${generations.length > 1 ? 's' : ''} ${runsText(generations)}`];
    return { command, stages: [...others, ...gens].join('; ') };
  });
}

/** 151872 -> "148.3 KiB (151,872 bytes)". */
export function sizeText(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB (${formatInt(bytes)} bytes)`;
}

const pct = (r: number) => `${(r * 100).toFixed(1)} %`;

/** The set whose rate changed most in the direction `sign` (+1 worse, −1 better) from `prev`, with both rates. */
function mostChanged(
  prev: TrainingStage,
  stage: TrainingStage,
  sign: 1 | -1,
): { set: string; from: number; to: number } | null {
  let best: { set: string; from: number; to: number } | null = null;
  for (const set of POSITION_SETS) {
    const a = rate(prev, set);
    const b = rate(stage, set);
    if (a === null || b === null || sign * (b - a) <= 0) continue;
    if (best === null || sign * (b - a) > sign * (best.to - best.from)) best = { set, from: a, to: b };
  }
  return best;
}

/**
 * One plain sentence per stage, from the card's own rates: what the stage did to the mistakes
 * overall ("all") and on the set that got most better and most worse since the stage before, and
 * whether self-play kept it. Nothing in it is written by hand but the words.
 */
export function stageStories(card: ModelCard): string[] {
  return card.stages.map((stage, i) => {
    const all = rate(stage, ALL_SETS);
    if (i === 0) {
      return `${stage.label}: learning the exact solver\u2019s values and best moves, the network alone ends at ${all === null ? 'an unmeasured rate' : pct(all)} mistakes over all sets, its starting point for self-play.`;
    }
    const prev = card.stages[i - 1];
    if (stage.kept === false) {
      return `${stage.label}: trained on new self-play games, it did not beat the best network in the gate games, so it was dropped and the rates stay the best network\u2019s.`;
    }
    const before = rate(prev, ALL_SETS);
    const overall =
      all === null || before === null
        ? ''
        : all < before
          ? `fewer mistakes overall (${pct(before)} \u2192 ${pct(all)})`
          : all > before
            ? `more mistakes overall (${pct(before)} \u2192 ${pct(all)})`
            : `as many mistakes overall (${pct(all)})`;
    const better = mostChanged(prev, stage, -1);
    const worse = mostChanged(prev, stage, 1);
    const parts = [
      overall,
      better ? `better on ${better.set} (${pct(better.from)} \u2192 ${pct(better.to)})` : '',
      worse ? `worse on ${worse.set} (${pct(worse.from)} \u2192 ${pct(worse.to)})` : '',
    ].filter((p) => p !== '');
    const kept = stage.kept === true ? ' It beat the best network in the gate games and replaced it' : '';
    return `${stage.label}: ${parts.length > 0 ? parts.join('; ') : 'no measured change'}.${kept ? `${kept}.` : ''}`;
  });
}

/** The self-play generations kept one after another while a set's mistakes rose, as [first, last, from, to]. */
export function worseningRun(
  card: ModelCard,
  set: string,
): { first: string; last: string; from: number; to: number } | null {
  let best: { first: string; last: string; from: number; to: number } | null = null;
  let start = -1;
  for (let i = 1; i < card.stages.length; i++) {
    const a = rate(card.stages[i - 1], set);
    const b = rate(card.stages[i], set);
    const rising = a !== null && b !== null && b > a && card.stages[i].kept !== false;
    if (rising && start < 0) start = i - 1;
    if (start >= 0 && (!rising || i === card.stages.length - 1)) {
      const end = rising ? i : i - 1;
      const from = rate(card.stages[start], set)!;
      const to = rate(card.stages[end], set)!;
      if (end > start && (best === null || to - from > best.to - best.from)) {
        best = { first: stepName(card.stages[start + 1]), last: stepName(card.stages[end]), from, to };
      }
      start = -1;
    }
  }
  return best;
}

/** `--name value` pairs of a command line. */
function options(command: string): Map<string, string> {
  const words = command.trim().split(/\s+/);
  const out = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    if (words[i].startsWith('--')) {
      const next = words[i + 1];
      out.set(words[i].slice(2), next !== undefined && !next.startsWith('--') ? next : 'true');
    }
  }
  return out;
}

/**
 * A training command in plain words, from its own options: the stage, the network's layers, and for
 * self-play the games, simulations, gate and seed ("" for a command with none of them).
 */
export function commandSummary(command: string): string {
  const o = options(command);
  const parts: string[] = [];
  const stage = o.get('stage');
  if (stage === 'supervised') parts.push('Supervised training on positions the exact solver labelled');
  if (stage === 'self-play') {
    const from = o.get('from');
    parts.push(`Self-play${from ? ` starting from ${from.split('/').pop()}` : ''}`);
    if (o.has('generations')) parts.push(`up to ${o.get('generations')} generations`);
    if (o.has('games')) parts.push(`${o.get('games')} games each`);
    if (o.has('sims')) parts.push(`${o.get('sims')} PUCT simulations a move (c = ${o.get('c') ?? 'default'})`);
    if (o.has('gate-games'))
      parts.push(
        `a new generation kept only if it scores ${o.get('gate-score') ?? '?'} over ${o.get('gate-games')} games against the best`,
      );
    if (o.has('cpu-seconds')) parts.push(`within ${o.get('cpu-seconds')} CPU seconds`);
  }
  if (o.has('hidden')) parts.push(`hidden layers ${o.get('hidden')!.replace(/,/g, ' × ')}`);
  if (o.has('steps')) parts.push(`${o.get('steps')} training steps of ${o.get('batch') ?? '?'} positions`);
  if (o.has('seed')) parts.push(`seed ${o.get('seed')}`);
  return parts.length === 0 ? '' : `${parts.join(', ')}.`;
}
