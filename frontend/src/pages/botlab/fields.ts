/**
 * The bot lab form's inputs, filled from the saved values: each with its label, hint and error slot
 * (`fields`), the inputs themselves by the form's names (`controls`), and reading them back.
 */
import { field, h } from '../../lib/dom';
import type { GameView } from '../../lib/api';
import { ALGORITHMS, type BotFormValues } from '../../lib/botForm';
import { instanceField, type InstanceField } from '../../lib/instancePicker';

export const aboutOf = (algorithm: string) => ALGORITHMS.find((a) => a.id === algorithm)?.about ?? '';

export interface BotFormInputs {
  fields: Record<keyof BotFormValues, { wrap: HTMLElement; error: HTMLElement }>;
  controls: Record<string, HTMLElement>;
  game: HTMLSelectElement;
  algorithm: HTMLSelectElement;
  instance: InstanceField;
  read(): BotFormValues;
}

export function botFormInputs(values: BotFormValues, games: GameView[]): BotFormInputs {
  const game = h(
    'select',
    { id: 'bot-game', name: 'game', 'data-testid': 'bot-game' },
    games.map((g) => h('option', { value: g.id }, g.title)),
  );
  game.value = values.game;
  // As on the play and leaderboard pages: the catalogue's instances, or another id typed.
  const instance = instanceField('bot-instance');
  const algorithm = h(
    'select',
    { id: 'bot-algorithm', name: 'algorithm', 'data-testid': 'bot-algorithm' },
    ALGORITHMS.map((a) => h('option', { value: a.id }, a.label)),
  );
  algorithm.value = values.algorithm;
  const level = h('input', {
    type: 'number',
    id: 'bot-level',
    name: 'level',
    min: 0,
    max: 6,
    step: 1,
    'data-testid': 'bot-level',
  });
  level.value = values.level;
  const beam = h('input', {
    type: 'text',
    id: 'bot-beam',
    name: 'beam',
    'data-testid': 'bot-beam',
    inputmode: 'numeric',
    placeholder: '4,4',
  });
  beam.value = values.beam;
  const policy = h(
    'select',
    { id: 'bot-policy', name: 'policy', 'data-testid': 'bot-policy' },
    h('option', { value: '' }, 'the game\u2019s default'),
    h('option', { value: 'uniform' }, 'uniform'),
    h('option', { value: 'tabu' }, 'tabu colour (SameGame)'),
  );
  policy.value = values.policy;
  const memorize = h('input', {
    type: 'checkbox',
    id: 'bot-memorize',
    name: 'memorize',
    'data-testid': 'bot-memorize',
  });
  memorize.checked = values.memorize;
  const iterations = h('input', {
    type: 'number',
    id: 'bot-iterations',
    name: 'iterations',
    min: 1,
    step: 1,
    'data-testid': 'bot-iterations',
  });
  iterations.value = values.iterations;
  const threads = h('input', {
    type: 'number',
    id: 'bot-threads',
    name: 'threads',
    min: 1,
    step: 1,
    'data-testid': 'bot-threads',
  });
  threads.value = values.threads;
  const seconds = h('input', {
    type: 'number',
    id: 'bot-seconds',
    name: 'seconds',
    min: 0.1,
    step: 'any',
    'data-testid': 'bot-seconds',
  });
  seconds.value = values.seconds;
  const clock = h(
    'select',
    { id: 'bot-clock', name: 'clock', 'data-testid': 'bot-clock' },
    h('option', { value: 'wall' }, 'wall clock'),
    h('option', { value: 'cpu' }, 'CPU time'),
  );
  clock.value = values.clock === 'cpu' ? 'cpu' : 'wall';
  const playouts = h('input', {
    type: 'number',
    id: 'bot-playouts',
    name: 'playouts',
    min: 1,
    step: 1,
    'data-testid': 'bot-playouts',
  });
  playouts.value = values.playouts;
  const seed = h('input', {
    type: 'number',
    id: 'bot-seed',
    name: 'seed',
    step: 1,
    'data-testid': 'bot-seed',
    placeholder: 'random',
  });
  seed.value = values.seed;

  const fields = {
    game: field('Game', game),
    instance: field('Instance', instance.select),
    algorithm: field('Algorithm', algorithm, aboutOf(algorithm.value)),
    level: field('Level', level, '0 to 6; NMCS level 0 is sampling.'),
    beam: field('Beam sizes', beam, 'One size per level, e.g. 4,4.'),
    policy: field('Playout policy', policy),
    memorize: {
      wrap: h(
        'div',
        { class: 'field' },
        h('label', { class: 'check', for: 'bot-memorize' }, memorize, 'Memorize the best sequence'),
        h('p', { class: 'field-error', id: 'bot-memorize-error', 'data-testid': 'bot-memorize-error' }),
      ),
      error: h('p') as HTMLElement,
    },
    iterations: field('Iterations', iterations),
    threads: field('Threads', threads),
    seconds: field('Seconds', seconds, 'A budget: seconds, playouts, or both (whichever ends first).'),
    clock: field(
      'Seconds of',
      clock,
      'CPU time is summed over the run\u2019s threads: figures that compare on a busy server. The run still ends at your maximum wall seconds.',
    ),
    playouts: field('Playouts', playouts),
    seed: field('Seed', seed, 'Empty: a random seed; a seed and a playout budget make a run reproducible.'),
  };
  fields.memorize.error = fields.memorize.wrap.querySelector('.field-error') as HTMLElement;
  instance.select.after(instance.other);
  const controls: Record<string, HTMLElement> = {
    game,
    instance: instance.select,
    algorithm,
    level,
    beam,
    policy,
    memorize,
    iterations,
    threads,
    seconds,
    clock,
    playouts,
    seed,
  };

  const read = (): BotFormValues => ({
    game: game.value,
    instance: instance.value(),
    algorithm: algorithm.value,
    level: level.value,
    beam: beam.value,
    policy: policy.value,
    memorize: memorize.checked,
    iterations: iterations.value,
    threads: threads.value,
    seconds: seconds.value,
    clock: clock.value,
    playouts: playouts.value,
    seed: seed.value,
  });
  return { fields, controls, game, algorithm, instance, read };
}
