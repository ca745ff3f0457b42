/**
 * Run a bot on a suite: a reference bot (search, level, seed) or one of the caller's hosted bots
 * (a version, or its newest). Every item becomes a bot run at the item's own CPU budget; the suite
 * run's page follows them.
 */
import { field, h, replaceChildren } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { ALGORITHMS } from '../../lib/botForm';
import { errorNotice } from '../../lib/components';
import { HostedApi, type HostedBot, type SuiteBot } from '../../lib/hostedApi';
import { href } from '../../lib/routes';

/** The level of a nested search; the others take none. */
const LEVELLED = new Set(['nmcs', 'nrpa']);

function hostedChoice(bots: readonly HostedBot[]) {
  const bot = h(
    'select',
    { id: 'suite-hosted-bot', 'data-testid': 'suite-hosted-bot' },
    bots.map((b) => h('option', { value: b.id }, b.name)),
  );
  const version = h('select', { id: 'suite-hosted-version', 'data-testid': 'suite-hosted-version' });
  const fillVersions = () => {
    const b = bots.find((x) => String(x.id) === bot.value);
    replaceChildren(
      version,
      h('option', { value: '' }, 'The newest'),
      (b?.versions ?? [])
        .filter((v) => !v.retiredAt)
        .map((v) => h('option', { value: v.number }, `v${v.number} · ${v.runtime} · ${v.fileName}`)),
    );
  };
  bot.addEventListener('change', fillVersions);
  fillVersions();
  return {
    wrap: h('div', { class: 'form-grid' }, field('Hosted bot', bot).wrap, field('Version', version).wrap),
    request: (): SuiteBot =>
      version.value
        ? { algorithm: 'hosted', hostedBot: Number(bot.value), version: Number(version.value) }
        : { algorithm: 'hosted', hostedBot: Number(bot.value) },
  };
}

function referenceChoice() {
  const algorithm = h(
    'select',
    { id: 'suite-algorithm', 'data-testid': 'suite-algorithm' },
    ALGORITHMS.map((a) => h('option', { value: a.id }, a.label)),
  );
  const level = h('input', { type: 'number', id: 'suite-level', 'data-testid': 'suite-level', min: 1, value: 1 });
  const seed = h('input', {
    type: 'number',
    id: 'suite-seed',
    'data-testid': 'suite-seed',
    min: 0,
    placeholder: 'any',
  });
  const levelField = field('Level', level);
  const showLevel = () => (levelField.wrap.hidden = !LEVELLED.has(algorithm.value));
  algorithm.addEventListener('change', showLevel);
  showLevel();
  return {
    wrap: h(
      'div',
      { class: 'form-grid' },
      field('Search', algorithm).wrap,
      levelField.wrap,
      field('Seed', seed, 'Runs with different seeds are repeats: the comparison gives their mean and interval.').wrap,
    ),
    request: (): SuiteBot => ({
      algorithm: algorithm.value,
      ...(LEVELLED.has(algorithm.value) ? { level: Number(level.value) } : {}),
      ...(seed.value !== '' ? { seed: Number(seed.value) } : {}),
    }),
  };
}

export function suiteRunForm(
  suiteId: string,
  hostedBots: readonly HostedBot[],
  navigate: (to: string) => void,
): HTMLFormElement {
  const reference = referenceChoice();
  const runnable = hostedBots.filter((b) => b.versions.some((v) => !v.retiredAt));
  const hosted = runnable.length > 0 ? hostedChoice(runnable) : null;
  const kind = (value: string, label: string, checked: boolean) =>
    h(
      'label',
      { class: 'radio' },
      h('input', { type: 'radio', name: 'suite-kind', value, checked, 'data-testid': `suite-kind-${value}` }),
      ' ',
      label,
    );
  const problem = h('div', { 'aria-live': 'polite', 'data-testid': 'suite-run-error' });
  const submit = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'suite-run-start' },
    'Run the suite',
  );
  const form = h(
    'form',
    { novalidate: true, 'data-testid': 'suite-run-form' },
    h(
      'div',
      { class: 'row' },
      kind('reference', 'A reference bot', true),
      hosted ? kind('hosted', 'One of your hosted bots', false) : null,
    ),
    reference.wrap,
    hosted?.wrap ?? null,
    problem,
    submit,
  );
  const chosen = () => (form.querySelector('input[name="suite-kind"]:checked') as HTMLInputElement).value;
  const showKind = () => {
    reference.wrap.hidden = chosen() !== 'reference';
    if (hosted) hosted.wrap.hidden = chosen() !== 'hosted';
  };
  form.addEventListener('change', showKind);
  showKind();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    replaceChildren(problem);
    submit.disabled = true;
    try {
      const request = chosen() === 'hosted' && hosted ? hosted.request() : reference.request();
      const run = await HostedApi.runSuite(suiteId, request);
      navigate(href.suiteRun(run.id));
    } catch (err) {
      replaceChildren(
        problem,
        err instanceof ApiError && err.field ? errorNotice(`${err.field}: ${err.message}`) : errorNotice(err),
      );
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}
