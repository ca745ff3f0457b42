/**
 * The bot run's best position: its moves replayed through the rules and drawn by the game's view,
 * with the score under it. Redrawn only when the best changes, so a fast stats stream stays cheap.
 */
import type { Rules } from '../../rules/engine';
import { replaceChildren, setText } from '../../lib/dom';
import { errorNotice } from '../../lib/components';
import type { RunBest } from '../../lib/botRunFeed';
import { formatInt } from '../../lib/format';
import { rules } from '../../lib/rules';
import { createBoardView, familyOf, type BoardView } from '../../views/board';

export interface BestBoard {
  /** Draws the current best, once the rules are loaded (and again if it changed meanwhile). */
  draw(): Promise<void>;
  destroy(): void;
}

/**
 * `slot` shows the board and its caption; `current` gives the run's game, instance and best at the
 * time of the call; `disposed` tells that the page was left.
 */
export function bestBoard(
  slot: HTMLElement,
  caption: HTMLElement,
  current: () => { game: string; instance: string; best: RunBest | null },
  disposed: () => boolean,
): BestBoard {
  let board: BoardView | null = null;
  let rulesP: Promise<Rules> | null = null;
  let boardMoves: string[] | null = null;
  let boardBusy = false;
  const draw = async (): Promise<void> => {
    const b = current().best;
    if (!b || b.moves.length === 0 || boardBusy || b.moves === boardMoves) return;
    boardBusy = true;
    try {
      rulesP ??= rules();
      const r = await rulesP;
      board ??= await createBoardView(familyOf(current().game, r.catalog()), { interactive: false });
      if (disposed()) return;
      const { game, instance, best } = current();
      const moves = best?.moves ?? b.moves;
      const a = r.analyse(game, instance, moves);
      boardMoves = moves;
      if (!slot.contains(board.el)) replaceChildren(slot, board.el, caption);
      board.render(a);
      const cleared = a.details && a.details.cleared === true;
      setText(
        caption,
        `${formatInt(a.score)} after ${formatInt(a.moveCount)} moves${cleared ? ' · board cleared' : ''}${a.status !== 'valid' ? ' · the rules here disagree with the server' : ''}`,
      );
    } catch (e) {
      // Settle on these moves so the line below does not retry them at once: a rejected load
      // would be retried in a loop of promises that never yields (a frozen tab). A new best
      // tries again, with a fresh load of the rules.
      boardMoves = current().best?.moves ?? b.moves;
      rulesP = null;
      replaceChildren(slot, errorNotice(e, 'rules-error'));
    } finally {
      boardBusy = false;
    }
    const now = current().best;
    if (now && now.moves !== boardMoves) void draw();
  };
  return { draw, destroy: () => board?.destroy() };
}
