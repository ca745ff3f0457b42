/**
 * What each phase of a traced simulation did, in words and numbers from the engine's record and
 * from that phase's own tree (so the words, the headline and the drawing never disagree): each
 * choice on the selection path with the terms of its rule (UCB1, or PUCT for the deep bot), the
 * node expansion added, the rollout's moves and result (and the board it ended on) or the
 * network's value, the visits and values the backup changed, before -> after.
 */
import { h } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { Rules } from '../rules/engine';
import type { SelectionChoice, SelectionTerm, Trace, TreeNode } from './engine';
import { drawBoard, sideNames } from './games';
import type { Phase, TraceSettings } from './settings';
import { phaseSnapshots, treeCounts, type PhaseTree } from './treeLayout';
import { PHASE_TITLES } from './treeControls';

const f3 = (x: number | null) => (x === null ? '∞' : x.toFixed(3));

/** One scored child, its rule's terms written out: UCB1 = mean + C √(ln N / n), PUCT = Q + c P √N / (1 + n). */
export function termText(
  rule: 'ucb1' | 'puct',
  t: SelectionTerm,
  parentVisits: number,
  siblingsVisits: number,
  c: number,
): string {
  if (rule === 'ucb1') {
    if (t.score === -1 && t.exploit !== null)
      return 'a proven loss, scored −1 so that it is chosen only when every move is one';
    if (t.visits === 0) return 'UCB1 = ∞ (never visited)';
    return `UCB1 = ${f3(t.exploit)} + ${c} × √(ln ${formatInt(parentVisits)} / ${formatInt(t.visits)}) = ${f3(t.exploit)} + ${f3(t.explore)} = ${f3(t.score)}`;
  }
  if (t.skipped) return 'a proven loss, passed over while another move is left';
  return `PUCT = Q + c·P·√N / (1 + n) = ${f3(t.exploit)} + ${c} × ${t.prior.toFixed(3)} × √${formatInt(Math.max(1, siblingsVisits))} / (1 + ${formatInt(t.visits)}) = ${f3(t.exploit)} + ${f3(t.explore)} = ${f3(t.score)}`;
}

/** The best-scored candidate other than `chosen`, for "next best". */
function runnerUp(choice: SelectionChoice, chosen: number): SelectionTerm | undefined {
  return choice.candidates
    .filter((x) => x.id !== chosen && !x.skipped && x.score !== null)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
}

/** The table of a choice: every child's terms, the chosen one marked. */
function choiceTable(
  rule: 'ucb1' | 'puct',
  choice: SelectionChoice,
  chosen: number,
  parentVisits: number,
): HTMLElement {
  const total = choice.candidates.reduce((s, x) => s + x.visits, 0);
  const head =
    rule === 'ucb1'
      ? ['move', 'n', 'mean', 'C √(ln N / n)', 'UCB1']
      : ['move', 'n', 'P', 'Q', 'c P √N / (1 + n)', 'PUCT'];
  const rows = [...choice.candidates]
    .sort((a, b) => (b.score ?? Infinity) - (a.score ?? Infinity))
    .map((x) =>
      h(
        'tr',
        { class: x.id === chosen ? 'chosen' : null, 'data-chosen': x.id === chosen ? 'true' : null },
        (rule === 'ucb1'
          ? [x.move, formatInt(x.visits), f3(x.exploit), f3(x.explore), x.score === -1 ? '−1 (lost)' : f3(x.score)]
          : [
              x.move,
              formatInt(x.visits),
              x.prior.toFixed(3),
              f3(x.exploit),
              f3(x.explore),
              x.skipped ? 'skipped' : f3(x.score),
            ]
        ).map((v) => h('td', null, v)),
      ),
    );
  return h(
    'table',
    {
      class: 'small lab-terms',
      'data-testid': 'tree-terms',
      'aria-label': `Each child's ${rule === 'ucb1' ? 'UCB1' : 'PUCT'} terms at N = ${rule === 'ucb1' ? parentVisits : total}`,
    },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((x) => h('th', null, x)),
      ),
    ),
    h('tbody', null, rows),
  );
}

export function explanation(
  t: Trace,
  phase: Phase,
  view: PhaseTree,
  settings: TraceSettings,
  rules: Rules | null,
): HTMLElement {
  const step = t.step;
  const snaps = phaseSnapshots(t);
  const before = new Map(snaps.selection.map((n) => [n.id, n]));
  const names = sideNames(settings.game);
  const toMoveAtRoot = settings.moves.length % 2;
  const rule = t.rule;
  const ruleText =
    rule === 'ucb1'
      ? 'UCB1 value: its mean reward for the player moving there plus C √(ln N / n), which grows for children visited rarely'
      : 'PUCT score: Q, its mean value for the player moving there (−1 to 1), plus c P √N / (1 + n), where P is the network\u2019s prior for the move and N the visits of all the children: moves the network likes are tried first, visits then wear their bonus down';
  if (phase === 'selection') {
    const steps = step.path.length - 1;
    if (steps === 0) {
      return h(
        'div',
        null,
        h(
          'p',
          null,
          rule === 'ucb1'
            ? 'The root still has untried moves, so selection stops at once: expansion happens at the root.'
            : 'Selection stops at once: the root is the deepest node evaluated so far, so its new leaf is one of its own children.',
        ),
      );
    }
    const rows = step.path.slice(1).map((id, k) => {
      const parent = before.get(step.path[k])!;
      const choice = step.choices[k];
      const chosen = choice.candidates.find((x) => x.id === id);
      const total = choice.candidates.reduce((s, x) => s + x.visits, 0);
      const second = runnerUp(choice, id);
      return h(
        'li',
        null,
        `At ${k === 0 ? 'the root' : `move ${step.pathMoves[k - 1]}`} (N = ${formatInt(parent.visits)}): ${names[(toMoveAtRoot + k) % 2]} picks ${step.pathMoves[k]}, `,
        chosen ? termText(rule, chosen, parent.visits, total, settings.c) : '?',
        second ? `; next best ${second.move} at ${f3(second.score)}.` : '.',
      );
    });
    return h(
      'div',
      null,
      h('p', null, `From the root, each node passes to the child with the highest ${ruleText}.`),
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
    const choice = step.choices[step.choices.length - 1];
    const at = step.path[step.path.length - 1];
    const where = step.path.length === 1 ? 'the root' : `move ${step.pathMoves[step.pathMoves.length - 1]}`;
    if (choice.rule === 'untried') {
      return h(
        'p',
        { 'data-testid': 'tree-expansion' },
        `${where[0].toUpperCase()}${where.slice(1)} has ${formatInt(choice.untried)} untried move${choice.untried === 1 ? '' : 's'}; one is drawn at random (seeded) and added: move ${step.expandedMove}, node #${view.fresh}, with no visits yet. The tree grows from ${formatInt(snaps.selection.length)} to ${formatInt(view.nodes.length)} nodes.`,
      );
    }
    const parent = before.get(at);
    return h(
      'div',
      null,
      h(
        'p',
        { 'data-testid': 'tree-expansion' },
        view.added.length > 0
          ? `${where[0].toUpperCase()}${where.slice(1)} (#${at}) had no children yet: PUCT adds all ${formatInt(view.added.length)} of its moves as children, each with the network\u2019s prior P and no visits (the tree grows from ${formatInt(snaps.selection.length)} to ${formatInt(view.nodes.length)} nodes), and takes the best score; with no visits that is the highest prior: move ${step.expandedMove}, node #${view.fresh}, the new leaf.`
          : `PUCT picks move ${step.expandedMove} at ${where} (node #${view.fresh}), a child added at an earlier visit but never evaluated: it is the new leaf.`,
      ),
      choiceTable('puct', choice, view.fresh, parent?.visits ?? 0),
    );
  }
  if (phase === 'rollout') {
    const winner = step.rewards[0] === 1 ? names[0] : step.rewards[1] === 1 ? names[1] : null;
    if (step.fromProof) {
      return h(
        'p',
        null,
        `No ${rule === 'ucb1' ? 'rollout' : 'evaluation'}: the node's value is proven by MCTS-Solver, so its result (${winner ? `${winner} wins` : 'a draw'}) is used as is.`,
      );
    }
    const leaf = view.fresh === null ? undefined : view.nodes.find((n) => n.id === view.fresh);
    if (rule === 'puct' && leaf && !leafEndsGame(t, settings, rules)) {
      const mover = names[leaf.mover] ?? '?';
      return h(
        'div',
        null,
        h(
          'p',
          { 'data-testid': 'tree-network' },
          `No rollout: the network\u2019s value head judges the new position at once. For ${mover}, who moved into it, it says ${step.value.toFixed(3)} on a scale from −1 (lost) to 1 (won): a reward of ${((step.value + 1) / 2).toFixed(3)} for ${mover} and ${((1 - step.value) / 2).toFixed(3)} for the other side. Its policy head gives the priors the new node\u2019s children will get.`,
        ),
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
  // The backup: the simulation's tree against the backup's, node by node along the path.
  const was = new Map(snaps.rollout.map((n) => [n.id, n]));
  const now = new Map(view.nodes.map((n) => [n.id, n]));
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
      view.path.map((id) => {
        const b = was.get(id)!;
        const a = now.get(id)!;
        if (a.parent < 0) {
          return h(
            'li',
            null,
            `root: visits ${formatInt(b.visits)} → ${formatInt(a.visits)} (nobody moved into it, so it keeps no reward)${a.proven && !b.proven ? ', now proven' : ''}`,
          );
        }
        return h(
          'li',
          null,
          `${a.move} (#${id}): visits ${formatInt(b.visits)} → ${formatInt(a.visits)}, value ${b.value.toFixed(3)} → ${a.value.toFixed(3)}${a.proven ? `, proven ${a.proven}` : ''}`,
        );
      }),
    ),
  );
}

/** Whether the new leaf's position is a finished game (valued by its result, not by the network). */
function leafEndsGame(t: Trace, settings: TraceSettings, rules: Rules | null): boolean {
  if (!rules || !t.step.expandedMove) return false;
  const at = rules.analyse(settings.game, 'start', [...settings.moves, ...t.step.pathMoves, t.step.expandedMove]);
  return at.status === 'valid' && at.terminal;
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

/** The phases' names; the deep bot's third is an evaluation by the network, not a rollout. */
export function phaseTitle(phase: Phase, rule: 'ucb1' | 'puct'): string {
  return phase === 'rollout' && rule === 'puct' ? '3. Evaluation' : PHASE_TITLES[phase];
}

/**
 * Where the search is: the iteration, the phase, and the size of that phase's own tree (its nodes
 * and the root's visits), the one drawn under it.
 */
export function whereText(iteration: number, phase: Phase, rule: 'ucb1' | 'puct', nodes: readonly TreeNode[]): string {
  const c = treeCounts(nodes);
  return `Iteration ${formatInt(iteration)}, ${phaseTitle(phase, rule).slice(3).toLowerCase()}: the tree has ${formatInt(c.nodes)} node${c.nodes === 1 ? '' : 's'}, the root ${formatInt(c.rootVisits)} visit${c.rootVisits === 1 ? '' : 's'}${c.rootProven ? ' (the root is proven: MCTS-Solver would stop here)' : ''}.`;
}

/** Puts the headline of a phase in `where`, its counts also as data for tests. */
export function showWhere(
  where: HTMLElement,
  iteration: number,
  phase: Phase,
  rule: 'ucb1' | 'puct',
  nodes: readonly TreeNode[],
): void {
  const counts = treeCounts(nodes);
  where.textContent = whereText(iteration, phase, rule, nodes);
  where.dataset.iteration = String(iteration);
  where.dataset.phase = phase;
  where.dataset.nodes = String(counts.nodes);
  where.dataset.rootVisits = String(counts.rootVisits);
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

/**
 * The tree of a phase as JSON to download: the settings that make it (the link's game, position,
 * search, C, seed, solver, iteration and phase) and every node. Keys in a fixed order and nothing
 * else (no time, no machine), so the same link gives the same file, byte for byte.
 */
export function treeJson(settings: TraceSettings, rule: 'ucb1' | 'puct', nodes: readonly TreeNode[]): string {
  const { game, moves, bot, c, seed, solver, iteration, phase } = settings;
  return `${JSON.stringify(
    {
      game,
      position: moves,
      bot,
      rule,
      c,
      seed,
      solver,
      iteration,
      phase,
      nodes: nodes.map((n) => ({
        id: n.id,
        parent: n.parent,
        move: n.move,
        mover: n.mover,
        visits: n.visits,
        value: n.value,
        ...(n.proven ? { proven: n.proven } : {}),
      })),
    },
    null,
    1,
  )}\n`;
}
