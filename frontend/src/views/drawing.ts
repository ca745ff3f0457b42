/**
 * What every game's view shares: the view contract ({@link BoardView}) and the SVG helpers. The
 * registry (games/puzzles.ts) imports the views and the views import this module, never the registry, so
 * the layers stay one-way (ESLint's import-x/no-cycle holds it).
 */
import type { Analysis } from '../rules/engine';
import { s } from '../lib/dom';

export interface RenderOptions {
  /** The analysis before the last move and the move played, to animate it (SameGame). */
  from?: { analysis: Analysis; move: string } | null;
}

export interface BoardOptions {
  interactive: boolean;
  /** A move text chosen by the player (checked by the engine before it counts). */
  onMove?(move: string): void;
  /** A short description of what the pointer or cursor is on ("12 blocks: +100"), or "". */
  onInfo?(text: string): void;
  /** Show hints (legal points, candidates). */
  hints?: boolean;
}

export interface BoardView {
  /** The view's element: the SVG plus any controls of its own (chooser, keypad, L/R buttons). */
  readonly el: HTMLElement;
  render(a: Analysis, opts?: RenderOptions): void;
  setHints?(on: boolean): void;
  /** Keys the page forwards when focus is not in a text field; true when handled. */
  key?(e: KeyboardEvent): boolean;
  destroy(): void;
}

/** The point of `svg`'s user space under a client position (null where the DOM cannot tell, e.g. jsdom). */
export function clientToSvg(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } | null {
  const ctm = svg.getScreenCTM?.();
  if (!ctm) return null;
  const inv = ctm.inverse();
  return { x: inv.a * clientX + inv.c * clientY + inv.e, y: inv.b * clientX + inv.d * clientY + inv.f };
}

/** The board's SVG: focusable; its keyboard cursor shows only while the keyboard is used. */
export function makeSvg(label: string, testid: string): SVGSVGElement {
  const svg = s('svg', {
    class: 'board-svg',
    role: 'application',
    'aria-label': label,
    'data-testid': testid,
    tabindex: '0',
    xmlns: 'http://www.w3.org/2000/svg',
  });
  svg.addEventListener('keydown', () => svg.classList.add('kbd'));
  svg.addEventListener('pointerdown', () => svg.classList.remove('kbd'));
  return svg;
}

export function isTouch(e: PointerEvent | MouseEvent): boolean {
  return 'pointerType' in e && (e as PointerEvent).pointerType === 'touch';
}

export const pt = (v: unknown): [number, number] | null =>
  Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null;
