/**
 * What each phase of a traced UCT simulation did, in words and numbers from the engine's record:
 * the UCB1 values along the selection path, the node expansion added, the rollout's moves and
 * result (and the board it ended on), the visits and values the backup changed.
 */
import { h } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { Rules } from '../rules/engine';
import type { Trace } from './engine';
import { drawBoard, sideNames } from './games';
import type { Phase, TraceSettings } from './settings';
import { ucb1, type PhaseTree } from './treeLayout';
import { PHASE_TITLES } from './treeControls';

export function explanation(
  t: Trace,
  phase: Phase,
  view: PhaseTree,
  settings: TraceSettings,
  rules: Rules | null,
): HTMLElement {
  const step = t.step;
  const byId = new Map(t.before.map((n) => [n.id, n]));
  const names = sideNames(settings.game);
  const toMoveAtRoot = settings.moves.length % 2;
  if (phase === 'selection') {
    if (step.path.length === 1) {
      return h(
        'div',
        null,
        h('p', null, 'The root still has untried moves, so selection stops at once: expansion happens at the root.'),
      );
    }
    const rows = step.path.slice(1).map((id, k) => {
      const parent = byId.get(step.path[k])!;
      const siblings = t.before.filter((n) => n.parent === parent.id);
      const scored = siblings.map((n) => ({ n, u: ucb1(n, parent.visits, settings.c) })).sort((a, b) => b.u - a.u);
      const chosen = byId.get(id)!;
      const second = scored.find((x) => x.n.id !== id);
      return h(
        'li',
        null,
        `At ${k === 0 ? 'the root' : `move ${step.pathMoves[k - 1]}`} (N = ${formatInt(parent.visits)}): ${names[(toMoveAtRoot + k) % 2]} picks ${step.pathMoves[k]}, `,
        chosen.proven === 'loss'
          ? 'a proven loss, only because every move is one'
          : `UCB1 = ${chosen.value.toFixed(3)} + ${settings.c} × √(ln ${parent.visits} / ${chosen.visits}) = ${ucb1(chosen, parent.visits, settings.c).toFixed(3)}`,
        second && Number.isFinite(second.u) ? `; next best ${second.n.move} at ${second.u.toFixed(3)}.` : '.',
      );
    });
    return h(
      'div',
      null,
      h(
        'p',
        null,
        'From the root, each fully expanded node passes to the child with the highest UCB1 value: its mean reward for the player moving there plus C √(ln N / n), which grows for children visited rarely.',
      ),
      h('ol', { class: 'small', 'data-testid': 'tree-ucb' }, rows),
    );
  }
  if (phase === 'expansion') {
    if (view.fresh === null) {
      return h(
        'p',
        null,
        step.fromProof
          ? 'The selected node is proven (MCTS-Solver): its value is known, nothing is added.'
          : 'The selected node ends the game: there is nothing to add.',
      );
    }
    return h(
      'p',
      null,
      `The selected node has untried moves; one is drawn at random (seeded) and added: move ${step.expandedMove}, node #${view.fresh}, with no visits yet.`,
    );
  }
  if (phase === 'rollout') {
    const winner = step.rewards[0] === 1 ? names[0] : step.rewards[1] === 1 ? names[1] : null;
    if (step.fromProof) {
      return h(
        'p',
        null,
        `No rollout: the node's value is proven by MCTS-Solver, so its result (${winner ? `${winner} wins` : 'a draw'}) is used as is.`,
      );
    }
    const board = rolloutBoard(t, settings, rules);
    return h(
      'div',
      null,
      h(
        'p',
        null,
        step.rollout.length === 0
          ? 'The new node ends the game: its result is the rollout.'
          : `From the new node, ${step.rollout.length} uniformly random moves to the end: `,
        h('code', { 'data-testid': 'tree-rollout' }, step.rollout.join(' ')),
        '.',
      ),
      h(
        'p',
        { 'data-testid': 'tree-result' },
        `Result: ${winner ? `${winner} wins` : 'a draw'} (reward ${names[0]} ${step.rewards[0]}, ${names[1]} ${step.rewards[1]}).`,
      ),
      board,
    );
  }
  const after = new Map(t.after.map((n) => [n.id, n]));
  const path = view.path;
  return h(
    'div',
    null,
    h(
      'p',
      null,
      'Every node on the path gets one more visit and the reward of the player who moved into it (1 win, ½ draw, 0 loss), so each node\u2019s value is the mean result for the player choosing it.',
    ),
    h(
      'ul',
      { class: 'small', 'data-testid': 'tree-backup' },
      path.map((id) => {
        const b = byId.get(id);
        const a = after.get(id)!;
        if (a.parent < 0) {
          return h(
            'li',
            null,
            `root: visits ${formatInt(b?.visits ?? 0)} → ${formatInt(a.visits)} (nobody moved into it, so it keeps no reward)`,
          );
        }
        const label = `${a.move} (#${id})`;
        return h(
          'li',
          null,
          `${label}: visits ${formatInt(b?.visits ?? 0)} → ${formatInt(a.visits)}, value ${(b?.value ?? 0.5).toFixed(3)} → ${a.value.toFixed(3)}${a.proven ? `, proven ${a.proven}` : ''}`,
        );
      }),
    ),
  );
}

/** The position the rollout ended in, drawn small. */
function rolloutBoard(t: Trace, settings: TraceSettings, rules: Rules | null): HTMLElement | null {
  if (!rules) return null;
  const moves = [
    ...settings.moves,
    ...t.step.pathMoves,
    ...(t.step.expandedMove ? [t.step.expandedMove] : []),
    ...t.step.rollout,
  ];
  const at = rules.analyse(settings.game, 'start', moves);
  if (at.status !== 'valid') return null;
  return h(
    'div',
    { class: 'lab-board-slot lab-board-small' },
    drawBoard(settings.game, at.position, {
      label: 'The position the rollout ended in',
      last: moves[moves.length - 1] ?? null,
    }),
  );
}

/** The searched position's board, taking a move to search the position after it; or what is wrong with it. */
export function searchedBoard(
  rules: Rules,
  settings: TraceSettings,
  onMove: (move: string) => void,
): SVGSVGElement | string {
  const at = rules.analyse(settings.game, 'start', [...settings.moves]);
  if (at.status !== 'valid') {
    return at.error
      ? `position: move ${at.error.moveIndex + 1} ('${at.error.move}') is illegal: ${at.error.reason}`
      : `position: ${at.message}`;
  }
  return drawBoard(settings.game, at.position, {
    label: 'The searched position: click a move to search the position after it',
    last: settings.moves ? settings.moves[settings.moves.length - 1] : null,
    input: at.terminal ? null : { legal: at.legal.map((l) => l.move), onMove },
  });
}

/** Where the search is: the iteration, the phase, the tree's size and the root's visits. */
export function whereText(trace: Trace, phase: Phase): string {
  const total = trace.after.find((n) => n.parent < 0)?.visits ?? 0;
  return `Iteration ${formatInt(trace.iteration)}, ${PHASE_TITLES[phase].slice(3).toLowerCase()}: the tree has ${formatInt(trace.after.length)} nodes, the root ${formatInt(total)} visits${trace.rootProven ? ' (the root is proven: MCTS-Solver would stop here)' : ''}.`;
}

/**
 * What the tree box shows: the whole tree, the subtree after `moves` (node `top`), or the whole
 * tree because the focused path (`focus`) is not in it at this step.
 */
export function shownTreeText(focus: string, missing: boolean, top: number | null, moves: string[] | null): string {
  return missing
    ? `The tree has no node after ${[...focus].join(' ')} at this step, so the whole tree is shown; it shows that subtree once the search gets there (Whole tree forgets it).`
    : top === null
      ? 'The whole tree. Click a node (or Tab to it, then Enter) to show only the subtree under it.'
      : `The subtree after ${moves?.join(' ') ?? '?'} (node #${top}): click its top node to go up a level.`;
}
