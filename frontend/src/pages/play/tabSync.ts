/**
 * The play page's saved game, shared with the browser's other tabs (lib/tabGames says how): this
 * tab's game is saved for it and, unless another tab's different game awaits the person's choice,
 * as the browser's; that other game is announced at once, with a choice to load it or keep this one.
 */
import { h, replaceChildren } from '../../lib/dom';
import { gameKey, saveGame, tabStore } from '../../lib/storage';
import { sameMoves, savedElsewhere } from '../../lib/tabGames';
import { otherTabNotice, type GameSummary } from './otherTabNotice';

export interface TabSyncOptions {
  game: string;
  /** The instance, or its contest slot ("depth/9@contest/5"). */
  slot: string;
  /** Another tab's different game when the page opened (lib/tabGames.openingGame), else null. */
  other: string[] | null;
  /** This tab's game now. */
  current(): { moves: readonly string[]; score: number };
  /** Another tab's game as it would play here (its legal moves and score). */
  replay(moves: string[]): { moves: readonly string[]; score: number };
  /** Takes another tab's game as this tab's. */
  load(moves: readonly string[]): void;
}

export interface TabSync {
  /** Where the notice of another tab's game goes. */
  el: HTMLElement;
  /** Saves this tab's game (after every change). */
  save(): void;
  dispose(): void;
}

export function tabSync(opts: TabSyncOptions): TabSync {
  const el = h('div', { 'aria-live': 'polite' });
  /** Another tab's game of this puzzle, when it differs from this tab's: not overwritten until the person chooses. */
  let otherGame = opts.other;

  function save(): void {
    const moves = opts.current().moves;
    if (otherGame !== null && sameMoves(otherGame, moves)) otherGame = null;
    // Storage unavailable or full: the game still plays.
    saveGame(opts.game, opts.slot, moves, tabStore());
    if (otherGame === null) saveGame(opts.game, opts.slot, moves);
    draw();
  }

  function draw(): void {
    if (otherGame === null) {
      replaceChildren(el);
      return;
    }
    const theirs = opts.replay(otherGame);
    const ours = opts.current();
    const summary = (g: { moves: readonly string[]; score: number }): GameSummary => ({
      moves: g.moves.length,
      score: g.score,
    });
    replaceChildren(
      el,
      otherTabNotice(summary(theirs), summary(ours), {
        load: () => {
          otherGame = null;
          opts.load(theirs.moves);
          save();
        },
        keep: () => {
          otherGame = null;
          save();
        },
      }),
    );
  }

  /**
   * Another tab saved this puzzle's game: said at once when it differs from this tab's. Listened to
   * from the start, so that no save of another tab goes unseen while the board is drawn.
   */
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea !== localStorage || e.key !== gameKey(opts.game, opts.slot)) return;
    const theirs = savedElsewhere(e.newValue);
    if (theirs === null) return;
    otherGame = sameMoves(theirs, opts.current().moves) ? null : theirs;
    draw();
  };
  window.addEventListener('storage', onStorage);
  return { el, save, dispose: () => window.removeEventListener('storage', onStorage) };
}
