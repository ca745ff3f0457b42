/**
 * The bot lab form's inputs, filled from the saved values: each with its label, hint and error slot
 * (`fields`), the inputs themselves by the form's names (`controls`), and reading them back.
 */
import { field, h, type Attrs } from '../../lib/dom';
import type { GameView } from '../../lib/api';
import { ALGORITHMS, type BotFormValues } from '../../lib/botForm';
import { instanceField, type InstanceField } from '../../lib/instancePicker';

export const aboutOf = (algorithm: string) => ALGORITHMS.find((a) => a.id === algorithm)?.about ?? '';

type Field = { wrap: HTMLElement; error: HTMLElement };

export interface BotFormInputs {
  fields: Record<keyof BotFormValues, Field>;
  controls: Record<string, HTMLElement>;
  game: HTMLSelectElement;
  algorithm: HTMLSelectElement;
  instance: InstanceField;
  read(): BotFormValues;
}

type TypedName = 'level' | 'beam' | 'iterations' | 'threads' | 'seconds' | 'playouts' | 'seed';

/** The inputs typed into, by the form's names: their label, hint and the attributes that bound them. */
const TYPED: Record<TypedName, { label: string; hint?: string; attrs: Attrs }> = {
  level: {
    label: 'Level',
    hint: '0 to 6; NMCS level 0 is sampling.',
    attrs: { type: 'number', min: 0, max: 6, step: 1 },
  },
  beam: {
    label: 'Beam sizes',
    hint: 'One size per level, e.g. 4,4.',
    attrs: { type: 'text', inputmode: 'numeric', placeholder: '4,4' },
  },
  iterations: { label: 'Iterations', attrs: { type: 'number', min: 1, step: 1 } },
  threads: { label: 'Threads', attrs: { type: 'number', min: 1, step: 1 } },
  seconds: {
    label: 'Seconds',
    hint: 'A budget: seconds, playouts, or both (whichever ends first).',
    attrs: { type: 'number', min: 0.1, step: 'any' },
  },
  playouts: { label: 'Playouts', attrs: { type: 'number', min: 1, step: 1 } },
  seed: {
    label: 'Seed',
    hint: 'Empty: a random seed; a seed and a playout budget make a run reproducible.',
    attrs: { type: 'number', step: 1, placeholder: 'random' },
  },
};

/** One `T` for each typed input. */
function eachTyped<T>(make: (name: TypedName) => T): Record<TypedName, T> {
  const names = Object.keys(TYPED) as TypedName[];
  return Object.fromEntries(names.map((n) => [n, make(n)])) as Record<TypedName, T>;
}

/** Every control's id and test id are its form name under `bot-`. */
const named = (name: string) => ({ id: `bot-${name}`, name, 'data-testid': `bot-${name}` });

function typedInput(name: TypedName, value: string): HTMLInputElement {
  const input = h('input', { ...named(name), ...TYPED[name].attrs });
  input.value = value;
  return input;
}

/** A select of [value, text] options, `value` chosen. */
function choice(name: string, options: [string, string][], value: string): HTMLSelectElement {
  const select = h(
    'select',
    named(name),
    options.map(([v, text]) => h('option', { value: v }, text)),
  );
  select.value = value;
  return select;
}

/** The memorize box: its label wraps it, so it is laid out apart from `field`'s. */
function memorizeField(memorize: HTMLInputElement): Field {
  const error = h('p', { class: 'field-error', id: 'bot-memorize-error', 'data-testid': 'bot-memorize-error' });
  const label = h('label', { class: 'check', for: 'bot-memorize' }, memorize, 'Memorize the best sequence');
  return { wrap: h('div', { class: 'field' }, label, error), error };
}

export function botFormInputs(values: BotFormValues, games: GameView[]): BotFormInputs {
  const game = choice(
    'game',
    games.map((g) => [g.id, g.title]),
    values.game,
  );
  // As on the play and leaderboard pages: the catalogue's instances, or another id typed.
  const instance = instanceField('bot-instance');
  const algorithm = choice(
    'algorithm',
    ALGORITHMS.map((a) => [a.id, a.label]),
    values.algorithm,
  );
  const policy = choice(
    'policy',
    [
      ['', 'the game\u2019s default'],
      ['uniform', 'uniform'],
      ['tabu', 'tabu colour (SameGame)'],
    ],
    values.policy,
  );
  const memorize = h('input', { type: 'checkbox', ...named('memorize') });
  memorize.checked = values.memorize;
  const clock = choice(
    'clock',
    [
      ['wall', 'wall clock'],
      ['cpu', 'CPU time'],
    ],
    values.clock === 'cpu' ? 'cpu' : 'wall',
  );
  const typed = eachTyped((n) => typedInput(n, values[n]));

  const fields = {
    game: field('Game', game),
    instance: field('Instance', instance.select),
    algorithm: field('Algorithm', algorithm, aboutOf(algorithm.value)),
    policy: field('Playout policy', policy),
    memorize: memorizeField(memorize),
    clock: field(
      'Seconds of',
      clock,
      'CPU time is summed over the run\u2019s threads: figures that compare on a busy server. The run still ends at your maximum wall seconds.',
    ),
    ...eachTyped((n) => field(TYPED[n].label, typed[n], TYPED[n].hint)),
  };
  instance.select.after(instance.other);
  const controls: Record<string, HTMLElement> = {
    game,
    instance: instance.select,
    algorithm,
    policy,
    memorize,
    clock,
    ...typed,
  };

  const read = (): BotFormValues => ({
    game: game.value,
    instance: instance.value(),
    algorithm: algorithm.value,
    policy: policy.value,
    memorize: memorize.checked,
    clock: clock.value,
    ...eachTyped((n) => typed[n].value),
  });
  return { fields, controls, game, algorithm, instance, read };
}
