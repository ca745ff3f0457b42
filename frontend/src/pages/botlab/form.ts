/**
 * The bot lab's "Start a run" form: the inputs laid out (the game and instance on one line, the
 * bot's fieldset and the budget's), the search's own fields shown as it takes them, and the start:
 * every field at fault shown at once, the server's refusal next to the field it names.
 */
import { h, link, replaceChildren } from '../../lib/dom';
import { Api, ApiError, type GameView, type RunLimits } from '../../lib/api';
import { buildRunRequest, formFieldOf, type BotFormValues } from '../../lib/botForm';
import { SEARCH_FIELDS, runRefusal, searchFieldsShown } from '../../lib/botLab';
import { errorNotice, errorText } from '../../lib/components';
import { href } from '../../lib/routes';
import { me } from '../../lib/session';
import { savePref } from '../../lib/storage';
import { aboutOf, botFormInputs, type BotFormInputs } from './fields';

/** What the form asks of the page: whether it was left, and to go to the started run. */
export interface BotFormPage {
  disposed(): boolean;
  navigate(to: string): void;
}

function logInNotice(): HTMLElement {
  return h(
    'div',
    { class: 'notice notice-warn' },
    h('p', null, link(href.login(location.pathname + location.search), null, 'Log in'), ' to start a run.'),
  );
}

function layout({ fields }: BotFormInputs, formError: HTMLElement, startBtn: HTMLElement): HTMLFormElement {
  return h(
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
}

/** Follows the game (its instances) and the algorithm (its hint, its fields) as they change. */
function follow(inputs: BotFormInputs, games: GameView[], initialInstance: string, page: BotFormPage): void {
  const { game, instance, algorithm, fields } = inputs;
  /** The game's instances; `current` chosen (the game's default when empty) while the list loads and after. */
  const loadInstances = (current: string) => {
    const g = games.find((x) => x.id === game.value);
    const wanted = game.value;
    const syntax = g?.instanceSyntax ?? '';
    instance.reset([], current || g?.defaultInstance || '', syntax);
    Api.instances(wanted).then(
      (list) => {
        if (!page.disposed() && game.value === wanted)
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
    const shown = searchFieldsShown(algorithm.value);
    for (const k of SEARCH_FIELDS) fields[k].wrap.hidden = !shown[k];
  };
  game.addEventListener('change', () => loadInstances(''));
  algorithm.addEventListener('change', showFields);
  loadInstances(initialInstance);
  showFields();
}

export function startRunForm(
  games: GameView[],
  limits: RunLimits | null,
  values: BotFormValues,
  page: BotFormPage,
): HTMLFormElement {
  const inputs = botFormInputs(values, games);
  const { fields, controls, instance } = inputs;
  const formError = h('div', { 'data-testid': 'bot-form-error', 'aria-live': 'polite' });
  const startBtn = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'bot-start' },
    'Start the run',
  );
  const form = layout(inputs, formError, startBtn);
  follow(inputs, games, values.instance, page);

  const clearErrors = () => {
    replaceChildren(formError);
    for (const [k, f] of Object.entries(fields)) {
      f.error.textContent = '';
      controls[k]?.removeAttribute('aria-invalid');
    }
    instance.custom.removeAttribute('aria-invalid');
  };
  const showFieldError = (requestField: string | null, text: string): boolean => {
    const name = requestField ? (formFieldOf(requestField) as keyof BotFormValues) : null;
    const f = name ? fields[name] : undefined;
    if (!f || f.wrap.hidden) return false;
    f.error.textContent = text;
    const control = name === 'instance' ? instance.control() : controls[name!];
    control?.setAttribute('aria-invalid', 'true');
    control?.focus();
    return true;
  };
  const showRefusal = (err: ApiError) => {
    const r = runRefusal(err);
    if (r.busy !== null) {
      replaceChildren(formError, h('div', { class: 'notice notice-warn', role: 'alert' }, h('p', null, r.busy)));
    } else if (!showFieldError(err.field, r.fieldText)) {
      replaceChildren(formError, errorNotice(err, 'bot-form-problem'));
    }
    if (r.logIn) replaceChildren(formError, logInNotice());
  };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors();
    const v = inputs.read();
    const { request, errors } = buildRunRequest(v, limits);
    if (!request) {
      for (const [k, msg] of Object.entries(errors)) showFieldError(k, msg ?? '');
      return;
    }
    // Kept for the next visit only once it passes the checks (a refused value is not brought back).
    savePref('botForm', v);
    if (!me()) {
      replaceChildren(formError, logInNotice());
      return;
    }
    startBtn.disabled = true;
    try {
      const run = await Api.startBotRun(request);
      if (!page.disposed()) page.navigate(href.botrun(run.id));
    } catch (err) {
      if (page.disposed()) return;
      if (err instanceof ApiError) showRefusal(err);
      else replaceChildren(formError, h('div', { class: 'notice notice-bad' }, errorText(err)));
    } finally {
      startBtn.disabled = false;
    }
  });
  return form;
}
