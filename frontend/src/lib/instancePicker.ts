/**
 * Choosing an instance: the catalogue's list, or any id the game's syntax allows (checked by the
 * server or the rules) after "Other instance". The play and leaderboard pages go to the instance
 * picked (instancePicker); a form keeps it as a value (instanceField, the bot lab's).
 */
import { h, replaceChildren } from './dom';

const OTHER_LABEL = 'Other instance';

/** The catalogue's instances as options, the current one chosen (first when the catalogue lacks it). */
function instanceOptions(instances: readonly string[], current: string): HTMLOptionElement[] {
  const list = !current || instances.includes(current) ? instances : [current, ...instances];
  return list.map((i) => {
    const o = h('option', { value: i }, i.length > 40 ? `${i.slice(0, 37)}…` : i);
    if (i === current) o.selected = true;
    return o;
  });
}

const syntaxHint = (syntax: string, id: string) =>
  h('p', { class: 'field-hint', id: `${id}-syntax`, 'data-testid': `${id}-syntax` }, `Syntax: ${syntax}`);

export interface PickerOptions {
  instances: readonly string[];
  current: string;
  syntax: string;
  onPick(instance: string): void;
  /** An id for the select (labels and tests). */
  id?: string;
}

export function instancePicker(opts: PickerOptions): HTMLElement {
  const id = opts.id ?? 'instance';
  const select = h('select', { id, 'data-testid': 'instance-select' }, instanceOptions(opts.instances, opts.current));
  select.addEventListener('change', () => opts.onPick(select.value));
  const custom = h('input', {
    type: 'text',
    id: `${id}-custom`,
    placeholder: 'another instance id',
    'data-testid': 'instance-custom',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const go = h('button', { type: 'submit', class: 'btn' }, 'Go');
  const form = h(
    'form',
    { class: 'row instance-custom-form' },
    h('label', { for: `${id}-custom`, class: 'visually-hidden' }, 'Another instance'),
    custom,
    go,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const v = custom.value.trim();
    if (v) opts.onPick(v);
  });
  return h(
    'div',
    { class: 'instance-picker' },
    h('div', { class: 'row' }, h('label', { for: id }, 'Instance'), select),
    h('details', { class: 'small' }, h('summary', null, OTHER_LABEL), form, syntaxHint(opts.syntax, id)),
  );
}

/** An instance as a form's value: the catalogue's list, and "Other instance…" that shows a text field. */
export interface InstanceField {
  select: HTMLSelectElement;
  /** The text field for another id. */
  custom: HTMLInputElement;
  /** The text field and its syntax, shown while "Other instance…" is chosen: for after the select. */
  other: HTMLElement;
  /** The id chosen or typed. */
  value(): string;
  /** The control that holds the value now (to focus, or to mark invalid). */
  control(): HTMLElement;
  /** Another game's list; `current` is chosen (the first of the list if empty). */
  reset(instances: readonly string[], current: string, syntax: string): void;
}

/** Never an instance id (ids have no spaces): the value of "Other instance…". */
const OTHER = ' other';

export function instanceField(id: string): InstanceField {
  const select = h('select', { id, name: 'instance', 'data-testid': id });
  const custom = h('input', {
    type: 'text',
    id: `${id}-custom`,
    name: 'instance-custom',
    'data-testid': `${id}-custom`,
    placeholder: 'an instance id',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const syntax = h('div');
  custom.setAttribute('aria-describedby', `${id}-syntax ${id}-error`);
  const other = h(
    'div',
    { class: 'instance-other' },
    h('label', { for: custom.id, class: 'visually-hidden' }, OTHER_LABEL),
    custom,
    syntax,
  );
  const isOther = () => select.value === OTHER;
  const show = () => {
    other.hidden = !isOther();
  };
  select.addEventListener('change', () => {
    show();
    if (isOther()) custom.focus();
  });
  return {
    select,
    custom,
    other,
    value: () => (isOther() ? custom.value.trim() : select.value),
    control: () => (isOther() ? custom : select),
    reset(instances, current, syntaxText) {
      const chosen = current || instances[0] || '';
      replaceChildren(
        select,
        instanceOptions(instances, chosen),
        h('option', { value: OTHER }, `${OTHER_LABEL}\u2026`),
      );
      if (!chosen) select.value = OTHER;
      replaceChildren(syntax, syntaxHint(syntaxText, id));
      show();
    },
  };
}
