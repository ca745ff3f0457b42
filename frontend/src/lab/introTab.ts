/**
 * The lab's first page: MCTS and UCB1 in a few paragraphs, with every number in them computed on
 * the spot by the same engine the other tabs use (a real search, the exact solver, the census of
 * tic-tac-toe's game tree), and links into the four tools.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabEngine, LabError, WorkerRunner } from './engine';
import { phaseSnapshots, ucb1 } from './treeLayout';
import { TWO_PLAYER_GAMES } from './games';
// The introduction tells tic-tac-toe's story: its game tree is small enough to count whole.
import { ticTacToe } from './games/ticTacToe';

const C = Math.SQRT2;
const ITERATIONS = 200;

export function mountIntro(root: HTMLElement): () => void {
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  const live = h(
    'div',
    { class: 'lab-explain', 'data-testid': 'lab-intro-live' },
    h('p', { class: 'muted' }, 'Running a search and the solver…'),
  );
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
      replaceChildren(
        live,
        h(
          'p',
          null,
          `A real search, here and now: ${ITERATIONS} simulations of UCT (C = √2, seed 1) from the empty tic-tac-toe board. `,
          `The most visited opening is ${top.move} with ${top.visits} visits and a mean reward of ${top.value.toFixed(3)}, so its UCB1 value is ${top.value.toFixed(3)} + √2 × √(ln ${rootNode.visits} / ${top.visits}) = ${ucb1(top, rootNode.visits, C).toFixed(3)}; `,
          `the least visited, ${rare.move}, has ${rare.visits} visits and mean ${rare.value.toFixed(3)}, but its larger exploration term gives it ${ucb1(rare, rootNode.visits, C).toFixed(3)}: the rarely tried move still gets its chances.`,
        ),
        h(
          'p',
          { 'data-testid': 'lab-openings' },
          `The exact solver says ${draws} of the ${opening.moves.length} openings draw${draws === opening.moves.length ? ': every opening is a draw, so the centre is no better than a corner with best play (it only sets the opponent more traps).' : '.'}`,
        ),
      );
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
