/**
 * The sweep's plan and results: UCT against the perfect player from one position, for each C and
 * each simulation budget, as a loss rate (the perfect player never loses a position it is not
 * already lost in, so UCT's losses are its mistakes). Pure: parsing the lists and filling the grid.
 */
import { formatInt } from '../lib/format';

export interface SweepPlan {
  cs: number[];
  sims: number[];
  games: number;
}

export interface SweepCell {
  c: number;
  sims: number;
  games: number;
  losses: number;
  draws: number;
  wins: number;
}

/** Numbers separated by commas, each checked; the error names the list and the bad entry. */
export function parseList(text: string, name: string, min: number, max: number, integer: boolean): number[] {
  const parts = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (parts.length === 0 || parts.length > 8) throw new Error(`${name}: 1 to 8 values separated by commas`);
  const values = parts.map((t) => {
    const n = Number(t);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      throw new Error(`${name}: '${t}' is not ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    }
    return n;
  });
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The cells in the order they are computed: small budgets first, so the chart fills from the left. */
export function cellsInOrder(plan: SweepPlan): { c: number; sims: number }[] {
  return plan.sims.flatMap((sims) => plan.cs.map((c) => ({ c, sims })));
}

export function lossRate(cell: SweepCell): number {
  return cell.games === 0 ? 0 : cell.losses / cell.games;
}

/** The work of a plan in simulations, so the page can refuse one that would run for hours. */
export function planCost(plan: SweepPlan): number {
  return plan.sims.reduce((sum, s) => sum + s, 0) * plan.cs.length * plan.games;
}

/** Total simulations one sweep may ask of the browser. */
export const MAX_COST = 200_000_000;

/** The form's texts, as typed. */
export interface SweepForm {
  cs: string;
  sims: string;
  games: string;
}

/** The plan the form asks for, or the first thing wrong with it (a sweep too long to run included). */
export function readPlan(form: SweepForm): SweepPlan {
  const games = Number(form.games);
  if (!(Number.isInteger(games) && games >= 2 && games <= 1000))
    throw new Error('games: a whole number from 2 to 1000');
  const plan = {
    cs: parseList(form.cs, 'C values', 0, 100, false),
    sims: parseList(form.sims, 'simulations', 1, 100_000, true),
    games,
  };
  const cost = planCost(plan);
  if (cost > MAX_COST)
    throw new Error(
      `this sweep asks for ${formatInt(cost)} simulations; the browser takes at most ${formatInt(MAX_COST)}: fewer games or budgets`,
    );
  return plan;
}

/** The cells done so far, one line of loss rates (in %) by budget for each C. */
export function lossSeries(plan: SweepPlan, cells: readonly SweepCell[]): { c: number; points: [number, number][] }[] {
  return plan.cs.map((c) => ({
    c,
    points: cells.filter((x) => x.c === c).map((x): [number, number] => [x.sims, lossRate(x) * 100]),
  }));
}
