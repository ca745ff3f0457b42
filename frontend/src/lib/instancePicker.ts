/** Choosing an instance: the catalogue's list, or any id the game's syntax allows (checked by the server or the rules). */
import { h } from './dom';

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
  const select = h('select', { id, 'data-testid': 'instance-select' });
  const list = opts.instances.includes(opts.current) ? opts.instances : [opts.current, ...opts.instances];
  for (const i of list) {
    const o = h('option', { value: i }, i.length > 40 ? `${i.slice(0, 37)}…` : i);
    if (i === opts.current) o.selected = true;
    select.append(o);
  }
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
    h(
      'details',
      { class: 'small' },
      h('summary', null, 'Other instance'),
      form,
      h('p', { class: 'field-hint' }, `Syntax: ${opts.syntax}`),
    ),
  );
}
