/**
 * A lab form's labelled inputs built from a table: each input's id and test id are the form's
 * prefix and its name (`bandit-pulls`), its value the one the URL brought or its default.
 */
import { field, h, type Attrs } from '../lib/dom';

export interface LabInputSpec {
  label: string;
  /** The input's starting value (its default value attribute). */
  value: string;
  /** Its type and bounds. */
  attrs: Attrs;
}

export interface LabInputs<K extends string> {
  inputs: Record<K, HTMLInputElement>;
  /** The labelled fields, in the table's order. */
  fields: HTMLElement[];
}

export function labInputs<K extends string>(prefix: string, specs: Record<K, LabInputSpec>): LabInputs<K> {
  const inputs = {} as Record<K, HTMLInputElement>;
  const fields: HTMLElement[] = [];
  for (const name of Object.keys(specs) as K[]) {
    const { label, value, attrs } = specs[name];
    const id = `${prefix}-${name}`;
    inputs[name] = h('input', { id, ...attrs, value, 'data-testid': id });
    fields.push(field(label, inputs[name]).wrap);
  }
  return { inputs, fields };
}
