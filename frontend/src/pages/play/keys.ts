/**
 * The play page's keys: Backspace or Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, anywhere but in a
 * text field; the other keys drive the board, except Enter and Space on a focused button or link.
 */

export type Shortcut = 'undo' | 'redo' | null;

/** The page's own shortcut a key press is, if any (the board's keys are the board's to read). */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): Shortcut {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if ((mod && !e.shiftKey && key === 'z') || (!mod && e.key === 'Backspace')) return 'undo';
  if ((mod && key === 'y') || (mod && e.shiftKey && key === 'z')) return 'redo';
  return null;
}

export interface KeyTargets {
  undo(): void;
  redo(): void;
  /** The board's own reading of the key: true when it used it. */
  board(e: KeyboardEvent): boolean;
  /** The board's drawing, focused (with its keyboard cursor shown) when a key typed elsewhere drives it. */
  boardSvg(): SVGSVGElement | null;
}

/** The window's keydown listener for the page. */
export function playKeys(to: KeyTargets): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.defaultPrevented) return;
    const t = e.target as HTMLElement | null;
    if (t && t.closest('input, textarea, select, [contenteditable="true"]')) return;
    const shortcut = shortcutOf(e);
    if (shortcut) {
      e.preventDefault();
      if (shortcut === 'undo') to.undo();
      else to.redo();
      return;
    }
    // Enter and Space belong to a focused button or link; other keys drive the board.
    if (t && t.closest('button, a, summary') && (e.key === 'Enter' || e.key === ' ')) return;
    if (to.board(e)) {
      e.preventDefault();
      // Keys typed anywhere on the page drive the board: show its cursor there.
      const svg = to.boardSvg();
      if (svg && document.activeElement !== svg) {
        svg.classList.add('kbd');
        svg.focus({ preventScroll: true });
      }
    }
  };
}
