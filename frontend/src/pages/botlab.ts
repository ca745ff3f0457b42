/**
 * The bot lab: start a reference bot on the server (POST /api/bot-runs) and list runs. Field
 * errors from the server's problem document appear next to the field they name.
 */
import { field, h, link, replaceChildren } from '../lib/dom';
import { Api, ApiError, type GameView, type RunLimits } from '../lib/api';
import {
  ALGORITHMS,
  buildRunRequest,
  DEFAULT_FORM,
  fieldsOf,
  formFieldOf,
  restoreForm,
  withoutInvalid,
  type BotFormValues,
} from '../lib/botForm';
import { errorNotice, errorText } from '../lib/components';
import { instanceField } from '../lib/instancePicker';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { loadPref, savePref } from '../lib/storage';
import { runsTable } from './botlab/runsTable';

const aboutOf = (algorithm: string) => ALGORITHMS.find((a) => a.id === algorithm)?.about ?? '';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'botlab') return () => {};
  const root = ctx.root;
  let disposed = false;
  ctx.title('Bot lab');
  const formSlot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  const mineSlot = h('div', { 'data-testid': 'my-runs' });
  const recentSlot = h('div', { 'data-testid': 'recent-runs' }, h('p', { class: 'loading' }, 'Loading…'));
  // The form above, the runs below at the page's width: side by side, neither had room (a runs
  // table scrolled inside half a page, bot names wrapped to four lines).
  replaceChildren(
    root,
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Bot lab'),
      h('span', { class: 'muted' }, 'Run the reference search bots on the server and watch them live.'),
    ),
    h(
      'section',
      { class: 'panel bot-form-panel', 'aria-labelledby': 'start-h' },
      h('h2', { id: 'start-h' }, 'Start a run'),
      formSlot,
    ),
    h('section', { class: 'panel' }, h('h2', null, 'Your runs'), mineSlot),
    h('section', { class: 'panel' }, h('h2', null, 'Recent runs'), recentSlot),
  );

  const loadLists = () => {
    Api.botRuns({ limit: 15 }).then(
      (p) => !disposed && replaceChildren(recentSlot, runsTable(p.runs)),
      (e) => !disposed && replaceChildren(recentSlot, errorNotice(e)),
    );
    const who = me();
    if (!who)
      replaceChildren(
        mineSlot,
        h(
          'p',
          { class: 'muted' },
          link(href.login(location.pathname + location.search), null, 'Log in'),
          ' to start runs and see yours.',
        ),
      );
    else
      Api.botRuns({ account: who.username, limit: 15 }).then(
        (p) => !disposed && replaceChildren(mineSlot, runsTable(p.runs, { owner: false })),
        (e) => !disposed && replaceChildren(mineSlot, errorNotice(e)),
      );
  };
  loadLists();
  const off = onSession(() => loadLists());

  // The caller's limits let the form check every field at once; without them the server still does.
  Promise.all([Api.games(), Api.botRunLimits().catch(() => null)])
    .then(([games, limits]) => {
      if (!disposed) buildForm(games, limits);
    })
    .catch((e) => replaceChildren(formSlot, errorNotice(e)));

  function buildForm(games: GameView[], limits: RunLimits | null): void {
    const values = withoutInvalid(restoreForm(loadPref('botForm', DEFAULT_FORM as unknown as object)), limits);
    if (route.page === 'botlab' && route.game) {
      values.game = route.game;
      values.instance = route.instance ?? '';
    }
    if (!games.some((g) => g.id === values.game)) values.game = games[0]?.id ?? '';

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

    const formError = h('div', { 'data-testid': 'bot-form-error', 'aria-live': 'polite' });
    const startBtn = h(
      'button',
      { type: 'submit', class: 'btn btn-primary', 'data-testid': 'bot-start' },
      'Start the run',
    );
    const form = h(
      'form',
      { novalidate: true, class: 'bot-form', 'data-testid': 'bot-form' },
      h('div', { class: 'bot-target' }, fields.game.wrap, fields.instance.wrap),
      h(
        'div',
        { class: 'bot-fieldsets' },
        h(
          'fieldset',
          null,
          h('legend', null, 'Bot'),
          fields.algorithm.wrap,
          h(
            'div',
            { class: 'form-grid' },
            fields.level.wrap,
            fields.beam.wrap,
            fields.policy.wrap,
            fields.iterations.wrap,
            fields.threads.wrap,
          ),
          fields.memorize.wrap,
        ),
        h(
          'fieldset',
          null,
          h('legend', null, 'Budget'),
          h(
            'div',
            { class: 'form-grid' },
            fields.seconds.wrap,
            fields.clock.wrap,
            fields.playouts.wrap,
            fields.seed.wrap,
          ),
        ),
      ),
      formError,
      h(
        'div',
        { class: 'row' },
        startBtn,
        h(
          'span',
          { class: 'small muted' },
          'The best result is entered on the leaderboard under the run\u2019s configuration name.',
        ),
      ),
    );

    /** The game's instances; `current` chosen (the game's default when empty) while the list loads and after. */
    const loadInstances = (current: string) => {
      const g = games.find((x) => x.id === game.value);
      const wanted = game.value;
      const syntax = g?.instanceSyntax ?? '';
      instance.reset([], current || g?.defaultInstance || '', syntax);
      Api.instances(wanted).then(
        (list) => {
          if (!disposed && game.value === wanted)
            instance.reset(
              list.map((i) => i.id),
              instance.value(),
              syntax,
            );
        },
        () => undefined,
      );
    };
    const algorithmHint = fields.algorithm.wrap.querySelector('.field-hint');
    const showFields = () => {
      if (algorithmHint) algorithmHint.textContent = aboutOf(algorithm.value);
      const used = new Set(fieldsOf(algorithm.value));
      for (const k of ['level', 'beam', 'policy', 'memorize', 'iterations', 'threads'] as const) {
        fields[k].wrap.hidden = !used.has(k);
      }
    };
    game.addEventListener('change', () => loadInstances(''));
    algorithm.addEventListener('change', showFields);
    loadInstances(values.instance);
    showFields();

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
    const clearErrors = () => {
      replaceChildren(formError);
      for (const [k, f] of Object.entries(fields)) {
        f.error.textContent = '';
        controls[k]?.removeAttribute('aria-invalid');
      }
      instance.custom.removeAttribute('aria-invalid');
    };
    const showFieldError = (requestField: string | null, text: string): boolean => {
      const name = requestField ? formFieldOf(requestField) : null;
      const f = name ? (fields as Record<string, { error: HTMLElement }>)[name] : undefined;
      if (!f || (fields as Record<string, { wrap: HTMLElement }>)[name!].wrap.hidden) return false;
      f.error.textContent = text;
      const control = name === 'instance' ? instance.control() : controls[name!];
      control?.setAttribute('aria-invalid', 'true');
      control?.focus();
      return true;
    };

    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      clearErrors();
      const v = read();
      const { request, errors } = buildRunRequest(v, limits);
      if (!request) {
        for (const [k, msg] of Object.entries(errors)) showFieldError(k, msg ?? '');
        return;
      }
      // Kept for the next visit only once it passes the checks (a refused value is not brought back).
      savePref('botForm', v);
      if (!me()) {
        replaceChildren(
          formError,
          h(
            'div',
            { class: 'notice notice-warn' },
            h('p', null, link(href.login(location.pathname + location.search), null, 'Log in'), ' to start a run.'),
          ),
        );
        return;
      }
      startBtn.disabled = true;
      try {
        const run = await Api.startBotRun(request);
        if (!disposed) ctx.navigate(href.botrun(run.id));
      } catch (err) {
        if (disposed) return;
        if (err instanceof ApiError) {
          const text = err.status === 422 ? `${err.detail} (over your limit)` : err.detail || err.title;
          if (err.status === 429) {
            replaceChildren(
              formError,
              h(
                'div',
                { class: 'notice notice-warn', role: 'alert' },
                h(
                  'p',
                  null,
                  `${err.detail || 'Too many runs going.'}${err.retryAfter ? ` Try again in ${err.retryAfter} s.` : ''}`,
                ),
              ),
            );
          } else if (!showFieldError(err.field, text)) {
            replaceChildren(formError, errorNotice(err, 'bot-form-problem'));
          }
          if (err.status === 401)
            replaceChildren(
              formError,
              h(
                'div',
                { class: 'notice notice-warn' },
                h('p', null, link(href.login(location.pathname + location.search), null, 'Log in'), ' to start a run.'),
              ),
            );
        } else {
          replaceChildren(formError, h('div', { class: 'notice notice-bad' }, errorText(err)));
        }
      } finally {
        startBtn.disabled = false;
      }
    });
    replaceChildren(formSlot, form);
  }

  return () => {
    disposed = true;
    off();
  };
}
