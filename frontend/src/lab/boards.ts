/**
 * What the lab's two-player boards share: the options every board takes and how a move's cell or
 * column takes a click or a key. Each game's board is drawn by its own module (games/*.ts), from the
 * position JSON of the shared rules (rules.js `analyse`); the legal moves are buttons when the board
 * takes input, and `labels` puts a small text on a move's cell or column (the engine's visit
 * counts, for instance).
 */
export interface BoardInput {
  /** Legal move texts; a board without them takes no input. */
  legal: readonly string[];
  onMove(move: string): void;
}

export interface BoardOptions {
  input?: BoardInput | null;
  /** The last move played, ringed. */
  last?: string | null;
  labels?: ReadonlyMap<string, string>;
  /** Accessible name of the drawing. */
  label: string;
}

/** Makes `el` play `move` on a click, Enter or Space. */
export function press(el: SVGElement, move: string, input: BoardInput): void {
  el.addEventListener('click', () => input.onMove(move));
  el.addEventListener('keydown', (e: Event) => {
    const k = (e as KeyboardEvent).key;
    if (k === 'Enter' || k === ' ') {
      e.preventDefault();
      input.onMove(move);
    }
  });
}
