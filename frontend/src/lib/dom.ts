/**
 * The only way this app builds DOM: elements with attributes and children, where every string child
 * becomes a text node. Nothing here parses HTML, so user text (names, reasons, titles) can never
 * become markup: there is no innerHTML with data anywhere in the app.
 */

export type Child = Node | string | number | null | undefined | false | readonly Child[];

type Listener = (event: any) => void;

/** Attributes: strings/numbers/booleans set with setAttribute; `on*` functions become listeners. */
export type Attrs = Record<string, string | number | boolean | null | undefined | Listener>;

function applyAttrs(el: Element, attrs: Attrs | null | undefined): void {
  if (!attrs) return;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') {
      if (!key.startsWith('on')) throw new Error(`listener attribute must start with "on": ${key}`);
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === 'style') {
      // Through the CSSOM, which the Content-Security-Policy (style-src 'self') allows; a style
      // attribute set as markup would be refused as inline style.
      (el as HTMLElement | SVGElement).style.cssText = String(value);
    } else if (value === true) {
      el.setAttribute(key, '');
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) {
      append(parent, ...(c as Child[]));
    } else if (c instanceof Node) {
      parent.appendChild(c);
    } else {
      parent.appendChild(document.createTextNode(String(c)));
    }
  }
}

/** An HTML element: `h('a', {href: '/x', class: 'btn'}, 'text', child)`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  append(el, ...children);
  return el;
}

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element: `s('circle', {cx: 1, cy: 2, r: 3})`. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  applyAttrs(el, attrs);
  append(el, ...children);
  return el;
}

/** Removes every child. */
export function clear(el: Node): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

/** Replaces every child of `el` with `children`. */
export function replaceChildren(el: Element, ...children: Child[]): void {
  clear(el);
  append(el, ...children);
}

/** Sets an element's text only when it changed (cheap repeated updates from live feeds). */
export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** An internal link handled by the router (history API). */
export function link(href: string, attrs: Attrs | null, ...children: Child[]): HTMLAnchorElement {
  return h('a', { ...attrs, href, 'data-link': true }, ...children);
}

/** A labelled form field: label, control, and a slot for the field's error (aria-describedby). */
export function field(label: string, control: HTMLElement, hint?: string): { wrap: HTMLElement; error: HTMLElement } {
  const id = control.id || `f-${Math.random().toString(36).slice(2, 9)}`;
  control.id = id;
  const error = h('p', { class: 'field-error', id: `${id}-error`, role: 'alert', 'data-testid': `${id}-error` });
  const hintEl = hint ? h('p', { class: 'field-hint', id: `${id}-hint` }, hint) : null;
  control.setAttribute('aria-describedby', [hintEl ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' '));
  const wrap = h('div', { class: 'field' }, h('label', { for: id }, label), control, hintEl, error);
  return { wrap, error };
}

/** Downloads text as a file. */
export function download(filename: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: filename });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
