/**
 * The contest form's hidden part (docs/CONTESTS.md, "The hidden final set"): shown once an instance
 * row is marked hidden, since the server takes a final ranking and a hidden seed only then. It says
 * what the public/private split does, and offers the final ranking and an optional secret seed.
 */
import { field, h } from '../../lib/dom';
import { FINAL_RANKINGS } from '../../lib/contests/api';
import { hasHiddenPart, type ContestFormValues } from '../../lib/contests/form';

export const HIDDEN_PART_EXPLAINED =
  'Until the end the scoreboard ranks on the public instances only: submissions to hidden ones are accepted and ' +
  'verified, but their scores stay hidden from everyone but the contest\u2019s staff. The final ranking uses the ' +
  'private part (or both parts, as you choose), and the hidden seed is published after the end so that anyone ' +
  'can re-derive the hidden generated instances.';

export interface HiddenPartFields {
  el: HTMLElement;
  /** Where a problem with finalRanking or hiddenSeed shows. */
  error: HTMLElement;
  /** Shows the settings when a row is hidden, hides them otherwise. */
  refresh(): void;
  readInto(values: ContestFormValues): void;
  lock(editable: ReadonlySet<string>): void;
}

/** `editing`: a stored contest, whose seed is kept when the input is left empty. */
export function hiddenPartFields(values: ContestFormValues, editing: boolean): HiddenPartFields {
  const ranking = h(
    'select',
    { id: 'cf-final-ranking', 'data-testid': 'contest-form-final-ranking' },
    FINAL_RANKINGS.map((r) => h('option', { value: r.id }, r.label)),
  );
  ranking.value = values.finalRanking;
  const seed = h('input', {
    id: 'cf-hidden-seed',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    'data-testid': 'contest-form-hidden-seed',
    placeholder: editing ? 'empty: keep the current seed' : 'empty: the server draws one',
    style: 'width:16rem',
  });
  seed.value = values.hiddenSeed;
  const fRanking = field('Final ranking', ranking, 'Which instances the published final ranking is computed on.');
  const fSeed = field(
    'Hidden seed (optional)',
    seed,
    'The hidden generated instances derive their seeds from it; keep it secret, it is published after the end.',
  );
  const error = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'cf-hidden-part-error' });
  const el = h(
    'fieldset',
    { class: 'field contest-form-hidden-part', 'data-testid': 'contest-form-hidden-part' },
    h('legend', null, 'Hidden final set (private part)'),
    h('p', { class: 'field-hint', 'data-testid': 'contest-form-hidden-explained' }, HIDDEN_PART_EXPLAINED),
    h('div', { class: 'row' }, fRanking.wrap, fSeed.wrap),
    error,
  );
  // The server names either field; one slot under both says it.
  const refresh = () => {
    el.hidden = !hasHiddenPart(values);
  };
  refresh();
  return {
    el,
    error,
    refresh,
    readInto(v) {
      v.finalRanking = ranking.value === 'both' ? 'both' : 'private';
      v.hiddenSeed = seed.value;
    },
    lock(editable) {
      if (!editable.has('hiddenPart')) {
        ranking.disabled = true;
        seed.disabled = true;
      }
    },
  };
}
