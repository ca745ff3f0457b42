/** The admin page's filters: labelled, searched as one types (once typing pauses), or at once on Enter. */
import { h } from '../../lib/dom';

/** How long typing pauses before the list follows. */
export const DEBOUNCE_MS = 300;

export function labelled(label: string, control: HTMLElement, id: string): HTMLElement {
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), control);
}

/** A search box for a filter. */
export function filterInput(testid: string, placeholder: string, extra: object = {}): HTMLInputElement {
  return h('input', {
    type: 'search',
    'data-testid': testid,
    placeholder,
    autocomplete: 'off',
    spellcheck: 'false',
    ...extra,
  });
}

/** Calls `f` once input has paused; `flush` runs it now. */
export function debounced(f: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(f, ms);
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      f();
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** Filters typed into: `typing` runs once typing pauses, at once on Enter. */
export function followTyping(inputs: readonly HTMLInputElement[], typing: ReturnType<typeof debounced>): void {
  for (const f of inputs) {
    f.addEventListener('input', () => typing.schedule());
    f.addEventListener('keydown', (e: KeyboardEvent) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        typing.flush();
      }
    });
  }
}
