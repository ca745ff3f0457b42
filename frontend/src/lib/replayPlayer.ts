/**
 * The replay page's player without its DOM: the step shown (0 is the start, `n` the final position),
 * what each control and key does to it, the URL's step, and what the browser's rules say when they
 * disagree with the server. pages/replay/ draws the board and the controls from these.
 */
import type { Analysis } from '../rules/engine';

export type PlayerCommand = 'first' | 'prev' | 'next' | 'last' | 'toggle';

/** The speeds offered, as [label, ms per move]. */
export const SPEEDS: [string, number][] = [
  ['0.5×', 2000],
  ['1×', 1000],
  ['2×', 500],
  ['4×', 250],
  ['10×', 100],
  ['30×', 33],
];

/** Step `k` kept within 0..n. */
export function clampStep(k: number, n: number): number {
  return Math.max(0, Math.min(n, k));
}

/** The step a command moves to (toggle: the step stays, play/pause is the page's). */
export function stepAfter(command: PlayerCommand, step: number, n: number): number {
  switch (command) {
    case 'first':
      return 0;
    case 'prev':
      return clampStep(step - 1, n);
    case 'next':
      return clampStep(step + 1, n);
    case 'last':
      return n;
    case 'toggle':
      return step;
  }
}

/** Only a single step forward is animated (a piece slides); every other jump is drawn at once. */
export function animates(command: PlayerCommand): boolean {
  return command === 'next';
}

/** The keys the player answers: ← → step, Space play/pause, Home/End first/last. */
export function keyCommand(key: string): PlayerCommand | null {
  const keys: Record<string, PlayerCommand> = {
    ArrowLeft: 'prev',
    ArrowRight: 'next',
    Home: 'first',
    End: 'last',
    ' ': 'toggle',
  };
  return keys[key] ?? null;
}

/** The step a page opens at: the link's (within the moves) or the final position. */
export function openingStep(linked: number | null | undefined, n: number): number {
  return Math.min(linked ?? n, n);
}

/** The step the URL names: none for the final position, so that a plain link shows the end. */
export function urlStep(step: number, n: number): number | null {
  return step === n ? null : step;
}

/** What the browser's rules say when they disagree with the server's verified score, else null. */
export function disagreement(full: Analysis, verifiedScore: number, serverSays: string): string | null {
  if (full.status !== 'valid') {
    const where = full.error ? `move ${full.error.moveIndex + 1}: ${full.error.reason}` : (full.message ?? '');
    return `The rules in this browser disagree with the stored solution: ${where}`;
  }
  if (full.score !== verifiedScore) return `The rules in this browser score it ${full.score}, ${serverSays}.`;
  return null;
}

/** The positions already analysed, the least recently used dropped past `size`. */
export class AnalysisCache {
  private readonly map = new Map<number, Analysis>();
  constructor(
    private readonly compute: (k: number) => Analysis,
    private readonly size = 64,
  ) {}
  get(k: number): Analysis {
    let a = this.map.get(k);
    if (a) {
      this.map.delete(k);
    } else {
      a = this.compute(k);
      if (this.map.size >= this.size) this.map.delete(this.map.keys().next().value as number);
    }
    this.map.set(k, a);
    return a;
  }
}
