/**
 * "Run this version": a version of the bot, a game and instance, and the CPU seconds it may use.
 * The run is a bot run (POST /api/bot-runs with algorithm hosted); its live page opens once started.
 */
import { field, h, replaceChildren } from '../../lib/dom';
import { Api, ApiError, type GameView } from '../../lib/api';
import { errorNotice } from '../../lib/components';
import { HostedApi, type HostedBot } from '../../lib/hostedApi';
import { instanceField } from '../../lib/instancePicker';
import { href } from '../../lib/routes';

export interface RunForm {
  form: HTMLFormElement;
  /** Chooses a version and brings the form into view. */
  pick(version: number): void;
}

type RunField = 'version' | 'game' | 'instance' | 'cpuSeconds';

export function runForm(
  bot: HostedBot,
  games: readonly GameView[],
  page: { disposed(): boolean; navigate(to: string): void },
): RunForm {
  const runnable = bot.versions.filter((v) => !v.retiredAt);
  const version = h(
    'select',
    { id: 'run-version', 'data-testid': 'run-version' },
    runnable.map((v) => h('option', { value: v.number }, `v${v.number} · ${v.runtime} · ${v.fileName}`)),
  );
  const game = h(
    'select',
    { id: 'run-game', 'data-testid': 'run-game' },
    games.map((g) => h('option', { value: g.id }, g.title)),
  );
  // SameGame first: the starter bots and the suites play it.
  if (games.some((g) => g.id === 'samegame')) game.value = 'samegame';
  const instance = instanceField('run-instance');
  const cpu = h('input', {
    type: 'number',
    id: 'run-cpu',
    'data-testid': 'run-cpu',
    min: 1,
    step: 1,
    value: 10,
    inputmode: 'numeric',
  });
  const fields: Record<RunField, ReturnType<typeof field>> = {
    version: field('Version', version),
    game: field('Game', game),
    instance: field('Instance', instance.select),
    cpuSeconds: field(
      'CPU seconds',
      cpu,
      'CPU time of the bot\u2019s whole process tree, start-up included; the starter bots answer at half of it.',
    ),
  };
  fields.instance.wrap.append(instance.other);
  const loadInstances = () => {
    const g = games.find((x) => x.id === game.value);
    const wanted = game.value;
    instance.reset([], g?.defaultInstance ?? '', g?.instanceSyntax ?? '');
    Api.instances(wanted).then(
      (list) => {
        if (!page.disposed() && game.value === wanted)
          instance.reset(
            list.map((i) => i.id),
            instance.value(),
            g?.instanceSyntax ?? '',
          );
      },
      () => undefined,
    );
  };
  game.addEventListener('change', loadInstances);
  loadInstances();

  const problem = h('div', { 'aria-live': 'polite', 'data-testid': 'run-error' });
  const submit = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'run-start' }, 'Run it');
  const form = h(
    'form',
    { novalidate: true, class: 'hosted-run-form', 'data-testid': 'run-form' },
    h(
      'div',
      { class: 'form-grid' },
      fields.version.wrap,
      fields.game.wrap,
      fields.instance.wrap,
      fields.cpuSeconds.wrap,
    ),
    problem,
    submit,
  );
  const control: Record<RunField, () => HTMLElement> = {
    version: () => version,
    game: () => game,
    instance: () => instance.control(),
    cpuSeconds: () => cpu,
  };
  const showError = (k: RunField, text: string) => {
    fields[k].error.textContent = text;
    control[k]().setAttribute('aria-invalid', 'true');
    control[k]().focus();
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    replaceChildren(problem);
    for (const f of Object.values(fields)) f.error.textContent = '';
    form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
    const cpuSeconds = Number(cpu.value);
    if (!Number.isInteger(cpuSeconds) || cpuSeconds < 1)
      return showError('cpuSeconds', 'A whole number of seconds, 1 or more.');
    if (!instance.value()) return showError('instance', 'Choose an instance.');
    submit.disabled = true;
    try {
      const run = await HostedApi.startRun({
        game: game.value,
        instance: instance.value(),
        hostedBot: bot.id,
        version: Number(version.value),
        cpuSeconds,
      });
      if (!page.disposed()) page.navigate(href.botrun(run.id));
    } catch (err) {
      const named = err instanceof ApiError ? err.field : null;
      if (named && named in fields) showError(named as RunField, (err as Error).message);
      else replaceChildren(problem, errorNotice(err));
    } finally {
      submit.disabled = false;
    }
  });
  return {
    form,
    pick(n) {
      version.value = String(n);
      form.scrollIntoView({ block: 'nearest' });
      game.focus();
    },
  };
}
