/**
 * The lab's first page: MCTS and UCB1 in a few paragraphs, with every number in them computed on
 * the spot by the same engine the other tabs use (a real search, the exact solver, the census of
 * tic-tac-toe's game tree), and links into the other tools.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabEngine, LabError, WorkerRunner, type Trace } from './engine';
import { phaseSnapshots, phaseTree, ucb1 } from './treeLayout';
import { treeSvg } from './treeSvg';
import { TWO_PLAYER_GAMES } from './games';
// The introduction tells tic-tac-toe's story: its game tree is small enough to count whole.
import { ticTacToe } from './games/ticTacToe';

const C = Math.SQRT2;
const ITERATIONS = 200;
/** The small tree drawn in the introduction: a handful of simulations, every node legible. */
const TREE_ITERATIONS = 12;

/**
 * What the solver says of the openings: all draw with best play, and yet they differ in how many
 * of the opponent's replies lose (7 of O's 8 after a corner, 4 after the centre).
 */
export function openingsText(
  draws: number,
  openings: number,
  losingReplies: { corner: number; centre: number },
): string {
  const replies = openings - 1;
  return (
    `The exact solver says ${draws} of the ${openings} openings draw` +
    (draws === openings ? ': with best play every opening is a draw. ' : '. ') +
    `They differ in the traps they set: after X takes a corner, ${losingReplies.corner} of O\u2019s ${replies} replies lose (only the centre holds); after X takes the centre, ${losingReplies.corner === losingReplies.centre ? 'as many' : losingReplies.centre} do (the four edges), the four corners hold.`
  );
}

/** A small real search tree (UCT after a few simulations from the empty board), with a caption. */
function introTree(t: Trace): HTMLElement[] {
  const view = phaseTree(t, 'backup');
  const drawing = treeSvg(view, view.nodes, null, '0', { goUp: () => undefined, focusOn: () => undefined });
  return [
    h('div', { class: 'lab-tree-slot lab-intro-tree-box' }, drawing.svg),
    h(
      'figcaption',
      { class: 'small muted' },
      `A search tree: UCT after ${TREE_ITERATIONS} simulations from the empty board (C = √2, seed 1). Each circle is a position, reached by the move written in it; under it, its visits and its mean reward for the player who moved there (green wins, red loses). The root has ${view.nodes.find((n) => n.parent < 0)?.visits ?? 0} visits, one per simulation. Watch it think grows such a tree one phase at a time.`,
    ),
  ];
}

export function mountIntro(root: HTMLElement): () => void {
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  const live = h(
    'div',
    { class: 'lab-explain', 'data-testid': 'lab-intro-live' },
    h('p', { class: 'muted' }, 'Running a search and the solver…'),
  );
  const smallTree = h('figure', { class: 'lab-intro-tree', 'data-testid': 'lab-intro-tree' });
  const facts = h(
    'ul',
    { 'data-testid': 'lab-facts' },
    h('li', { class: 'muted' }, 'Counting every game of tic-tac-toe…'),
  );

  replaceChildren(
    root,
    h(
      'div',
      { class: 'lab-intro' },
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Monte-Carlo tree search in four phases'),
        h(
          'ol',
          null,
          h(
            'li',
            null,
            h('strong', null, 'Selection. '),
            'From the root, while every move of a node has been tried, go to the child with the highest UCB1 value: its mean reward plus C √(ln N / n), N the parent\u2019s visits and n the child\u2019s.',
          ),
          h('li', null, h('strong', null, 'Expansion. '), 'Add one untried move of the node reached as a new child.'),
          h(
            'li',
            null,
            h('strong', null, 'Rollout. '),
            'Play uniformly random moves from there to the end of the game.',
          ),
          h(
            'li',
            null,
            h('strong', null, 'Backup. '),
            'Walk back to the root, adding one visit to each node and the result (1 win, ½ draw, 0 loss) for the player who moved into it.',
          ),
        ),
        smallTree,
        h(
          'p',
          { 'data-testid': 'lab-cells' },
          'The lab writes a position as the moves played from the empty board, one character a move. In tic-tac-toe the cells are numbered 1 to 9 from the top left, row by row (1 2 3 on top, 4 5 6 in the middle, 7 8 9 at the bottom): 51 is X in the centre, then O in the top-left corner. In Connect Four a move is a column, 1 to 7 from the left.',
        ),
        h(
          'p',
          null,
          'After the budget of simulations the most visited move is played. With MCTS-Solver, a node whose result is certain (a won game, or a position where every move loses) is marked proven, and proofs travel up the tree: proven wins are always played, proven losses avoided.',
        ),
        h(
          'p',
          null,
          'C = √2 is the constant of UCB1 (Auer, Cesa-Bianchi and Fischer 2002) for rewards in [0, 1]: it is what makes their regret bound hold, not an optimum for any game. The sweep tab measures which C plays best.',
        ),
        live,
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'The tools'),
        h(
          'ul',
          null,
          h(
            'li',
            null,
            link('/lab/play', { 'data-testid': 'lab-go-play' }, 'Play against MCTS'),
            `: ${TWO_PLAYER_GAMES.map((g) => g.title).join(' or ')}, every move graded by the exact solver.`,
          ),
          h(
            'li',
            null,
            link('/lab/tree', { 'data-testid': 'lab-go-tree' }, 'Watch it think'),
            ': the tree, simulation by simulation, phase by phase, forwards and backwards.',
          ),
          h(
            'li',
            null,
            link('/lab/bandits', { 'data-testid': 'lab-go-bandits' }, 'Bandits'),
            ': UCB1, epsilon-greedy and random on arms you set, with the regret chart and UCB1\u2019s bound.',
          ),
          h(
            'li',
            null,
            link('/lab/sweep', { 'data-testid': 'lab-go-sweep' }, 'Sweep'),
            ': UCT\u2019s loss rate against the perfect player as the simulations grow, for several C.',
          ),
          h(
            'li',
            null,
            link('/lab/deep', { 'data-testid': 'lab-go-deep' }, 'Deep MCTS'),
            ': Connect Four against PUCT, AlphaZero\u2019s search, guided by a small policy/value network: the rule with the live numbers of the position, the network compared with UCT on one position, and its learning curve.',
          ),
          h(
            'li',
            null,
            link('/lab/arena', { 'data-testid': 'lab-go-arena' }, 'Arena'),
            ': UCT against the deep bot against minimax over hundreds of rated Connect Four games: their Elo curves with 95% intervals, Glicko-2 in plain words, and a match to settle it.',
          ),
        ),
        h('h2', null, 'Tic-tac-toe, counted by the rules'),
        facts,
      ),
    ),
  );

  void (async () => {
    try {
      const t = await engine.trace(ticTacToe.id, '', 'uct', C, true, 1, ITERATIONS);
      const tree = phaseSnapshots(t).backup;
      const rootNode = tree.find((n) => n.parent < 0)!;
      const kids = tree.filter((n) => n.parent === rootNode.id).sort((a, b) => b.visits - a.visits);
      const top = kids[0];
      const rare = kids[kids.length - 1];
      const opening = await engine.analyse(ticTacToe.id, '', 0);
      const draws = opening.moves.filter((m) => m.score === 0).length;
      // O's replies to a corner and to the centre, from O's side: a negative score loses.
      const losing = async (first: string) =>
        (await engine.analyse(ticTacToe.id, first, 0)).moves.filter((m) => (m.score ?? 0) < 0).length;
      const traps = { corner: await losing('1'), centre: await losing('5') };
      replaceChildren(
        live,
        h(
          'p',
          null,
          `A real search, here and now: ${ITERATIONS} simulations of UCT (C = √2, seed 1) from the empty tic-tac-toe board. `,
          `The most visited opening is ${top.move} with ${top.visits} visits and a mean reward of ${top.value.toFixed(3)}, so its UCB1 value is ${top.value.toFixed(3)} + √2 × √(ln ${rootNode.visits} / ${top.visits}) = ${ucb1(top, rootNode.visits, C).toFixed(3)}; `,
          `the least visited, ${rare.move}, has ${rare.visits} visits and mean ${rare.value.toFixed(3)}, but its larger exploration term gives it ${ucb1(rare, rootNode.visits, C).toFixed(3)}: the rarely tried move still gets its chances.`,
        ),
        h('p', { 'data-testid': 'lab-openings' }, openingsText(draws, opening.moves.length, traps)),
      );
      const small = await engine.trace(ticTacToe.id, '', 'uct', C, true, 1, TREE_ITERATIONS);
      replaceChildren(smallTree, introTree(small));
      const c = await engine.census(ticTacToe.id);
      replaceChildren(
        facts,
        h(
          'li',
          null,
          `${formatInt(c.positions)} legal positions, the empty board included; ${formatInt(c.terminal)} of them end the game.`,
        ),
        h(
          'li',
          null,
          `${formatInt(c.games)} different games: X wins ${formatInt(c.firstWins)}, O wins ${formatInt(c.secondWins)}, ${formatInt(c.draws)} draws.`,
        ),
      );
    } catch (e) {
      if (e instanceof LabError && e.message === 'stopped') return;
      replaceChildren(live, h('p', { class: 'field-error', role: 'alert' }, errorText(e)));
    }
  })();
  return () => runner.cancel();
}
