/**
 * The bot lab: start a reference bot on the server (POST /api/bot-runs) and list runs. Field
 * errors from the server's problem document appear next to the field they name.
 */
import { field, h, link, replaceChildren } from '../lib/dom';
import { Api, ApiError, type BotRunView, type GameView } from '../lib/api';
import {
  ALGORITHMS,
  buildRunRequest,
  DEFAULT_FORM,
  fieldsOf,
  formFieldOf,
  restoreForm,
  withoutInvalid,
  type BotFormValues,
  type RunLimits,
} from '../lib/botForm';
import { errorNotice, errorText, stateBadge } from '../lib/components';
import { formatAgo, formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { loadPref, savePref } from '../lib/storage';

export function runsTable(runs: readonly BotRunView[]): HTMLElement {
  if (runs.length === 0) return h('p', { class: 'muted' }, 'No runs yet.');
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { 'data-testid': 'runs-table' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { class: 'num', scope: 'col' }, 'Run'),
          h('th', { scope: 'col' }, 'State'),
          h('th', { scope: 'col' }, 'Bot'),
          h('th', { scope: 'col' }, 'Instance'),
          h('th', { class: 'num', scope: 'col' }, 'Best'),
          h('th', { scope: 'col' }, 'Owner'),
          h('th', { scope: 'col' }, 'Started'),
        ),
      ),
      h(
        'tbody',
        null,
        runs.map((r) =>
          h(
            'tr',
            { 'data-testid': 'run-row' },
            h('td', { class: 'num' }, link(href.botrun(r.id), null, `#${r.id}`)),
            h('td', null, stateBadge(r.state)),
            h('td', { class: 'name-cell' }, link(href.botrun(r.id), null, r.name)),
            h('td', null, h('code', null, `${r.game} ${r.instance}`)),
            h('td', { class: 'num best' }, r.best ? formatInt(r.best.score) : '–'),
            h('td', { class: 'name-cell' }, r.owner),
            h('td', null, formatAgo(r.createdAt)),
          ),
        ),
      ),
    ),
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'botlab') return () => {};
  const root = ctx.root;
  let disposed = false;
  ctx.title('Bot lab');
  const formSlot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  const mineSlot = h('div');
  const recentSlot = h('div', null, h('p', { class: 'loading' }, 'Loading…'));
  replaceChildren(
    root,
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, 'Bot lab'),
      h('span', { class: 'muted' }, 'Run the reference search bots on the server and watch them live.'),
    ),
    h(
      'div',
      { class: 'run-layout' },
      h(
        'section',
        { class: 'panel', 'aria-labelledby': 'start-h' },
        h('h2', { id: 'start-h' }, 'Start a run'),
        formSlot,
      ),
      h(
        'div',
        null,
        h('section', { class: 'panel' }, h('h2', null, 'Your runs'), mineSlot),
        h('section', { class: 'panel' }, h('h2', null, 'Recent runs'), recentSlot),
      ),
    ),
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
        (p) => !disposed && replaceChildren(mineSlot, runsTable(p.runs)),
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
    const instance = h('input', {
      type: 'text',
      id: 'bot-instance',
      name: 'instance',
      'data-testid': 'bot-instance',
      list: 'bot-instances',
      spellcheck: 'false',
      autocomplete: 'off',
    });
    instance.value = values.instance;
    const instanceList = h('datalist', { id: 'bot-instances' });
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
      instance: field('Instance', instance, 'Empty: the game\u2019s default instance.'),
      algorithm: field('Algorithm', algorithm),
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
    const controls: Record<string, HTMLElement> = {
      game,
      instance,
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
      { novalidate: true, 'data-testid': 'bot-form' },
      h('div', { class: 'form-grid' }, fields.game.wrap, fields.instance.wrap, instanceList),
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

    const loadInstances = () => {
      const g = games.find((x) => x.id === game.value);
      instance.placeholder = g?.defaultInstance ?? '';
      replaceChildren(instanceList);
      Api.instances(game.value).then(
        (list) =>
          replaceChildren(
            instanceList,
            list.map((i) => h('option', { value: i.id })),
          ),
        () => undefined,
      );
    };
    const showFields = () => {
      const used = new Set(fieldsOf(algorithm.value));
      for (const k of ['level', 'beam', 'policy', 'memorize', 'iterations', 'threads'] as const) {
        fields[k].wrap.hidden = !used.has(k);
      }
    };
    game.addEventListener('change', () => {
      instance.value = '';
      loadInstances();
    });
    algorithm.addEventListener('change', showFields);
    loadInstances();
    showFields();

    const read = (): BotFormValues => ({
      game: game.value,
      instance: instance.value,
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
    };
    const showFieldError = (requestField: string | null, text: string): boolean => {
      const name = requestField ? formFieldOf(requestField) : null;
      const f = name ? (fields as Record<string, { error: HTMLElement }>)[name] : undefined;
      if (!f || (fields as Record<string, { wrap: HTMLElement }>)[name!].wrap.hidden) return false;
      f.error.textContent = text;
      controls[name!]?.setAttribute('aria-invalid', 'true');
      controls[name!]?.focus();
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
