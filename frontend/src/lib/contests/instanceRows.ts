/**
 * The contest form's instance rows as pure state: a new row for a game, what a row becomes when its
 * game or its kind changes, the kinds a game offers, and a new contest's first values. The form's
 * view (pages/contestForm/) draws the rows and calls these on every change.
 */
import type { GameView, InstanceGenerator } from '../api';
import { EMPTY_FORM, defaultTimes, generatorOf, type ContestFormValues, type InstanceRowValue } from './form';

export type InstanceKind = InstanceRowValue['kind'];

/** The most instances a contest takes (the server's bound): "Add an instance" stops there. */
export const MAX_INSTANCES = 50;

/**
 * A new row's kind: generated where the game can generate boards (its catalogue facts say so).
 * Catalogue instances have public solutions, so a contest on them can be won by copying.
 */
export function defaultKind(game: GameView | undefined): InstanceKind {
  return generatorOf(game, 'seeded') ? 'generate' : 'catalogue';
}

/** An empty row of that kind for the game (a catalogue row starts at `instance`). */
export function defaultRow(kind: InstanceKind, game: string, instance = ''): InstanceRowValue {
  if (kind === 'generate') return { kind, game, seed: '', size: '', percentEmpty: '' };
  if (kind === 'board') return { kind, game, board: '' };
  return { kind: 'catalogue', game, instance };
}

/**
 * The row once its game is changed to `game`: the same kind where the new game has it, else the
 * new game's default; a catalogue row takes the new game's default kind (generated where it can).
 */
export function rowForGame(row: InstanceRowValue, gameId: string, game: GameView | undefined): InstanceRowValue {
  const kind =
    row.kind === 'board' && !generatorOf(game, 'board')
      ? defaultKind(game)
      : row.kind === 'generate' && !generatorOf(game, 'seeded')
        ? 'catalogue'
        : row.kind === 'catalogue'
          ? defaultKind(game)
          : row.kind;
  return defaultRow(kind, gameId, game?.defaultInstance ?? '');
}

/** The kinds a row of this game may take, with their labels, generated first. */
export function rowKinds(game: GameView | undefined): [InstanceKind, string][] {
  const kinds: [InstanceKind, string][] = [];
  if (generatorOf(game, 'seeded')) kinds.push(['generate', 'Generated from a seed']);
  if (generatorOf(game, 'board')) kinds.push(['board', 'Uploaded board']);
  kinds.push(['catalogue', 'From the catalogue (public solutions)']);
  return kinds;
}

/** The row "Add an instance" appends: the last row's game (else the first game), its default kind. */
export function addedRow(rows: readonly InstanceRowValue[], games: readonly GameView[]): InstanceRowValue {
  const last = rows[rows.length - 1];
  const g = games.find((x) => x.id === last?.game) ?? games[0];
  return defaultRow(defaultKind(g), g?.id ?? '', g?.defaultInstance ?? '');
}

/** A new contest's values: a week from the next full hour, one generated board of the first game that has them. */
export function newContestValues(games: readonly GameView[], now: Date = new Date()): ContestFormValues {
  const first = games.find((g) => generatorOf(g, 'seeded')) ?? games[0];
  return {
    ...EMPTY_FORM,
    ...defaultTimes(now),
    instances: [defaultRow(defaultKind(first), first?.id ?? '', first?.defaultInstance ?? '')],
  };
}

/** A random seed from two random 32-bit words: below 2^53, so that it survives JSON numbers. */
export function seedFromWords(high: number, low: number): string {
  return String((high % 2 ** 21) * 2 ** 32 + low);
}

/** A seeded generator's instance syntax, e.g. "samegame/<seed>[/15x15x5][/30]". */
export function seededSyntax(seeded: InstanceGenerator | undefined): string {
  return seeded ? `${seeded.prefix}/<seed>${seeded.parameters.map((p) => `[/${p.syntax}]`).join('')}` : '';
}
