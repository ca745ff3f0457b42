/**
 * The MCTS lab's pure parts (settings in the URL, the game record, the tree's phases and layout,
 * the bandit note, the sweep plan) and its compiled engine (TeaVM's lab.js) as the worker calls it.
 */
import { describe, expect, it } from 'vitest';
import * as compiled from '../rules/generated/lab.js';
import { directRunner, LabEngine, LabError, type Trace, type TreeNode, type TwoPlayerGame } from '../lab/engine';
import {
  engineToMove,
  mctsSpec,
  playQuery,
  readPlaySettings,
  readSearchForm,
  readTraceForm,
  readTraceSettings,
  searchTreeQuery,
  stepTo,
  stepPhase,
  traceQuery,
} from '../lab/settings';
import {
  addToTally,
  bestMoves,
  EMPTY_TALLY,
  gradeCounts,
  gradeState,
  gradeSummary,
  gradeText,
  NOT_SOLVED,
  outcomeFor,
  lastVerdict,
  verdictText,
} from '../lab/session';
import { BY_RESULT, candidateValue, drawSearch, gradeAttrs, VALUE_COLUMN } from '../lab/gameView';
import {
  autoMinVisits,
  centredScroll,
  layoutTree,
  LEVEL_HEIGHT,
  movesTo,
  nodeAt,
  phaseSnapshots,
  phaseTree,
  shownFocus,
  SLOT_WIDTH,
  subtreeOf,
  treeCounts,
  treeGeometry,
  ucb1,
} from '../lab/treeLayout';
import { regretRows, summarize } from '../lab/banditModel';
import { shownTreeText, treeJson, whereText } from '../lab/treeExplain';
import { cellsInOrder, lossRate, lossSeries, parseList, planCost, readPlan } from '../lab/sweepModel';
import { rulesBuilt as built } from './rulesBuilt';

describe('lab settings in the URL', () => {
  it('round-trips a game and keeps defaults out of the link', () => {
    const s = readPlaySettings('?game=connect-four&moves=4455&you=second&sims=2000&c=0.7&seed=9&solver=off');
    expect(s.problems).toEqual([]);
    expect(s.value).toEqual({
      game: 'connect-four',
      moves: '4455',
      you: 'second',
      sims: 2000,
      c: 0.7,
      seed: 9,
      solver: false,
    });
    expect(readPlaySettings(playQuery(s.value)).value).toEqual(s.value);
    expect(playQuery({ ...s.value, you: 'first', solver: true, moves: '' })).toBe(
      '?game=connect-four&sims=2000&c=0.7&seed=9',
    );
    expect(mctsSpec(s.value)).toBe('uct:sims=2000,c=0.7,plain');
  });

  it('says what it refused and uses the default instead', () => {
    const s = readPlaySettings('?game=chess&sims=0&c=abc&moves=<b>');
    expect(s.value.game).toBe('tic-tac-toe');
    expect(s.value.sims).toBe(1000);
    expect(s.value.moves).toBe('');
    expect(s.problems.join('\n')).toMatch(/game: 'chess'/);
    expect(s.problems.join('\n')).toMatch(/sims: '0' is not a whole number from 1 to 1000000/);
    expect(s.problems.join('\n')).toMatch(/c: 'abc'/);
    expect(s.problems.join('\n')).toMatch(/moves: '<b>'/);
    // Connect Four has 7 columns: an 8 is not a move of it.
    expect(readPlaySettings('?game=connect-four&moves=48').problems).toHaveLength(1);
  });

  it('knows whose turn it is', () => {
    expect(engineToMove({ you: 'first' }, '')).toBe(false);
    expect(engineToMove({ you: 'first' }, '5')).toBe(true);
    expect(engineToMove({ you: 'second' }, '')).toBe(true);
  });

  it('steps through the phases forwards and backwards across iterations', () => {
    expect(stepPhase({ iteration: 1, phase: 'selection' }, -1)).toEqual({ iteration: 1, phase: 'selection' });
    expect(stepPhase({ iteration: 1, phase: 'backup' }, 1)).toEqual({ iteration: 2, phase: 'selection' });
    expect(stepPhase({ iteration: 2, phase: 'selection' }, -1)).toEqual({ iteration: 1, phase: 'backup' });
    const t = readTraceSettings('?game=connect-four&moves=44&c=2&seed=3&iteration=17&phase=rollout');
    expect(t.problems).toEqual([]);
    expect(readTraceSettings(traceQuery(t.value)).value).toEqual(t.value);
  });

  it('keeps the focused subtree in the URL as its moves from the root, the whole tree left out', () => {
    const t = readTraceSettings('?game=tic-tac-toe&moves=5&iteration=40&phase=backup&focus=13');
    expect(t.problems).toEqual([]);
    expect(t.value.focus).toBe('13');
    expect(traceQuery(t.value)).toBe('?game=tic-tac-toe&moves=5&c=1.414&seed=1&iteration=40&phase=backup&focus=13');
    expect(readTraceSettings(traceQuery(t.value)).value).toEqual(t.value);
    const whole = readTraceSettings('?game=tic-tac-toe&focus=');
    expect(whole.value.focus).toBe('');
    expect(traceQuery(whole.value)).not.toContain('focus');
  });

  it('refuses a focus that cannot be moves after the position, and says so', () => {
    for (const [query, bad] of [
      ['?game=tic-tac-toe&focus=1x', '1x'],
      ['?game=tic-tac-toe&focus=0', '0'],
      ['?game=connect-four&focus=48', '48'],
      // Ten tic-tac-toe moves in all, one more than the board has squares.
      ['?game=tic-tac-toe&moves=12345&focus=67891', '67891'],
    ]) {
      const t = readTraceSettings(query);
      expect(t.value.focus).toBe('');
      expect(t.problems).toEqual([
        `focus: '${bad}' is not a path of ${t.value.game} moves from the position; the whole tree is shown`,
      ]);
    }
  });
});

describe('a game against MCTS', () => {
  it('counts results and grades from the person\u2019s side', () => {
    expect(outcomeFor(0, 'first')).toBe('win');
    expect(outcomeFor(0, 'second')).toBe('loss');
    expect(outcomeFor(-1, 'second')).toBe('draw');
    expect(addToTally(addToTally(EMPTY_TALLY, 'win'), 'win')).toEqual({ win: 2, draw: 0, loss: 0 });
    const counts = gradeCounts(
      [
        { move: '5', by: 'you', grade: 'best' },
        { move: '2', by: 'mcts', grade: 'mistake' },
        { move: '1', by: 'you', grade: 'blunder' },
        { move: '3', by: 'you' },
      ],
      'you',
    );
    expect(counts).toEqual({ best: 1, inaccuracy: 0, mistake: 0, blunder: 1 });
    expect(
      gradeSummary([
        { move: '5', by: 'you', grade: 'best' },
        { move: '2', by: 'mcts', grade: 'mistake' },
      ]),
    ).toBe(
      'You: 1 best, 0 inaccuracies, 0 mistakes, 0 blunders. MCTS: 0 best, 0 inaccuracies, 1 mistakes, 0 blunders.',
    );
  });

  it('takes the search settings as typed, or says what is wrong with each', () => {
    expect(readSearchForm({ sims: '2000', c: '1.414', seed: '7' })).toEqual({ sims: 2000, c: 1.414, seed: 7 });
    expect(readSearchForm({ sims: '0', c: '-1', seed: '1.5' })).toEqual({
      problems: [
        'Simulations: a whole number from 1 to 1,000,000.',
        'C: a number from 0 to 100.',
        'Seed: a whole number from 0 to 2147483647.',
      ],
    });
  });

  it('shows a root child\u2019s value only once the search has visited it', () => {
    expect(candidateValue({ visits: 12, value: 0.6311 })).toBe('0.631');
    expect(candidateValue({ visits: 0, value: 0.5 })).toBe('–');
    expect(candidateValue({ value: 0.25 })).toBe('0.250');
    expect(candidateValue({ visits: 3 })).toBe('–');
    const slot = document.createElement('div');
    drawSearch(
      slot,
      {
        move: '4',
        player: 'deep',
        children: [
          { move: '4', visits: 50, value: 0.6 },
          { move: '1', visits: 0, value: 0.5, prior: 0.01 },
        ],
      },
      { none: '', summary: () => [], testid: 't', caption: '', columns: [VALUE_COLUMN] },
    );
    expect([...slot.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild?.textContent)).toEqual([
      '0.600',
      '–',
    ]);
  });

  it('shows a move\u2019s grade as pending, unknown or the grade, the verdict before it as its title', () => {
    expect(gradeState({})).toBe('pending');
    expect(gradeState({ grade: null })).toBe('unknown');
    expect(gradeState({ grade: 'mistake' })).toBe('mistake');
    // The words, the same on the play and Deep MCTS tabs.
    expect([gradeText(undefined), gradeText(null), gradeText('blunder')]).toEqual(['…', NOT_SOLVED, 'blunder']);
    expect(NOT_SOLVED).toBe('not solved in time');
    const drawn = { position: '5', toMove: 2 as const, score: 0, moves: [], exact: true, nodes: 1 };
    expect(gradeAttrs({ move: '1', by: 'you' }, ['X', 'O'])).toEqual({
      class: 'lab-grade lab-grade-unknown',
      title: '',
    });
    expect(gradeAttrs({ move: '1', by: 'mcts', grade: 'best', analysis: drawn }, ['X', 'O'])).toEqual({
      class: 'lab-grade lab-grade-best',
      title: 'a draw with best play',
    });
    // A server grade by result alone says so: the kept result is proven, its distance not compared.
    const lost = { position: '444', toMove: 2 as const, score: -1, moves: [], exact: false, nodes: 1 };
    const byResult = gradeAttrs({ move: '4', by: 'you', grade: 'best', basis: 'result', analysis: lost }, ['X', 'O']);
    expect(byResult.title).toBe(`${BY_RESULT} X wins with best play`);
  });

  it('shows the verdict of the last position only, grading\u2026 until its analysis arrives', () => {
    const names = ['Red', 'Yellow'] as const;
    const base = { moves: [], exact: true, nodes: 1 };
    const redWins = { ...base, position: '44', toMove: 1 as const, score: 5 };
    const draw = { ...base, position: '444', toMove: 2 as const, score: 0 };
    expect(lastVerdict([], names)).toBe('');
    // Move 3 graded "Red to move wins"; move 4 is still on its way: its verdict is pending, not move 3's.
    const graded = [{}, {}, { grade: 'best' as const, analysis: redWins }];
    expect(lastVerdict(graded, names)).toBe('Before the last move: Red to move wins with best play.');
    expect(lastVerdict([...graded, {}], names)).toBe('Before the last move: grading\u2026');
    expect(lastVerdict([...graded, { grade: 'best' as const, analysis: draw }], names)).toBe(
      'Before the last move: a draw with best play.',
    );
    expect(lastVerdict([...graded, { grade: null }], names)).toBe('Before the last move: not solved in time.');
  });

  it('says the solver\u2019s verdict in words, exact or bounded', () => {
    const names = ['X', 'O'] as const;
    const base = { position: '5', toMove: 2 as const, moves: [], exact: true, nodes: 1 };
    expect(verdictText({ ...base, score: 0 }, names)).toBe('a draw with best play');
    expect(verdictText({ ...base, score: 3 }, names)).toBe('O to move wins with best play');
    expect(verdictText({ ...base, score: -3 }, names)).toBe('X wins with best play');
    expect(verdictText({ ...base, lower: 2, upper: 18, exact: false }, names)).toMatch(/O to move wins/);
    expect(verdictText({ ...base, lower: -18, upper: 18, exact: false }, names)).toBe(
      'not solved within the time budget',
    );
    expect(
      bestMoves({
        ...base,
        score: 0,
        moves: [
          { move: '1', score: 0 },
          { move: '2', score: -2 },
          { move: '3', score: 0 },
        ],
      }),
    ).toEqual(['1', '3']);
  });
});

const node = (id: number, parent: number, move: string | null, visits: number, value = 0.5): TreeNode => ({
  id,
  parent,
  move,
  mover: 0,
  visits,
  value,
});

describe('the tree of a phase, and its layout', () => {
  it('steps by phase, by iteration, and by ten and a hundred iterations to a backup', () => {
    const at = { iteration: 5, phase: 'rollout' as const };
    expect(stepTo(at, 'first')).toEqual({ iteration: 1, phase: 'selection' });
    expect(stepTo(at, 'prev-iteration')).toEqual({ iteration: 4, phase: 'rollout' });
    expect(stepTo({ iteration: 1, phase: 'backup' }, 'prev-iteration')).toEqual({ iteration: 1, phase: 'backup' });
    expect(stepTo(at, 'prev-phase')).toEqual({ iteration: 5, phase: 'expansion' });
    expect(stepTo(at, 'next-phase')).toEqual({ iteration: 5, phase: 'backup' });
    expect(stepTo(at, 'next-iteration')).toEqual({ iteration: 6, phase: 'rollout' });
    expect(stepTo(at, 'plus-10')).toEqual({ iteration: 15, phase: 'backup' });
    expect(stepTo(at, 'plus-100')).toEqual({ iteration: 105, phase: 'backup' });
  });

  it('takes C and the seed as typed only within their ranges', () => {
    expect(readTraceForm({ c: '1.414', seed: '7' })).toEqual({ c: 1.414, seed: 7 });
    expect(readTraceForm({ c: '101', seed: '7' })).toBeNull();
    expect(readTraceForm({ c: '1', seed: '-1' })).toBeNull();
    expect(readTraceForm({ c: '1', seed: '2147483648' })).toEqual({ c: 1, seed: 2147483648 });
    expect(readTraceForm({ c: '1', seed: '9007199254740992' })).toBeNull();
  });

  it('says where the search is and which part of the tree is shown', () => {
    const node = (id: number, parent: number, visits: number) =>
      ({ id, parent, move: parent < 0 ? null : String(id), visits, value: 0.5 }) as TreeNode;
    const nodes = [node(0, -1, 3), node(1, 0, 2), node(2, 0, 1)];
    expect(whereText(3, 'expansion', 'ucb1', nodes)).toBe(
      'Iteration 3, expansion: the tree has 3 nodes, the root 3 visits.',
    );
    expect(whereText(1, 'selection', 'ucb1', [node(0, -1, 0)])).toBe(
      'Iteration 1, selection: the tree has 1 node, the root 0 visits.',
    );
    expect(whereText(3, 'rollout', 'puct', nodes)).toMatch(/^Iteration 3, evaluation:/);
    const proven = [{ ...nodes[0], proven: 'win' as const }, ...nodes.slice(1)];
    expect(whereText(3, 'backup', 'ucb1', proven)).toContain('(the root is proven');
    expect(shownTreeText('', false, null, null)).toMatch(/^The whole tree\./);
    expect(shownTreeText('54', false, 7, ['5', '4'])).toBe(
      'The subtree after 5 4 (node #7): click its top node to go up a level.',
    );
    expect(shownTreeText('54', true, null, null)).toMatch(/^The tree has no node after 5 4 at this step/);
  });

  const before = [node(0, -1, null, 3), node(1, 0, '1', 2, 0.75), node(2, 0, '2', 1, 0)];
  const added = node(3, 1, '5', 0, 0.5);
  const after = [node(0, -1, null, 4), node(1, 0, '1', 3, 0.5), node(2, 0, '2', 1, 0), node(3, 1, '5', 1, 0)];
  const trace: Trace = {
    iteration: 4,
    rule: 'ucb1',
    tree: before,
    changes: [[added], [], [after[0], after[1], after[3]]],
    step: {
      path: [0, 1],
      pathMoves: ['1'],
      expanded: 3,
      expandedMove: '5',
      rollout: ['2', '3'],
      rewards: [0, 1],
      fromProof: false,
      value: -1,
      choices: [],
    },
  };

  it('draws each phase from its own snapshot: before, with the new child, after the backup', () => {
    expect(phaseTree(trace, 'selection')).toEqual({ nodes: before, path: [0, 1], fresh: null, added: [] });
    const expansion = phaseTree(trace, 'expansion');
    expect(expansion.fresh).toBe(3);
    expect(expansion.added).toEqual([3]);
    expect(expansion.nodes).toEqual([...before, added]);
    expect(expansion.path).toEqual([0, 1, 3]);
    expect(phaseTree(trace, 'rollout').nodes).toEqual(expansion.nodes);
    expect(phaseTree(trace, 'backup').nodes).toEqual(after);
    // The headline counts the tree drawn at that phase, never the iteration's end.
    expect(treeCounts(phaseTree(trace, 'selection').nodes)).toEqual({ nodes: 3, rootVisits: 3, rootProven: false });
    expect(treeCounts(expansion.nodes)).toEqual({ nodes: 4, rootVisits: 3, rootProven: false });
    expect(treeCounts(phaseTree(trace, 'backup').nodes)).toEqual({ nodes: 4, rootVisits: 4, rootProven: false });
  });

  it('folds children with few visits, but never the lit path', () => {
    const l = layoutTree(after, 2, new Set());
    expect(l.nodes.map((n) => n.key)).toEqual(['n0', 'n1', 'f1', 'f0']);
    expect(l.nodes.find((n) => n.key === 'f0')).toMatchObject({ folded: 1, foldedVisits: 1 });
    const kept = layoutTree(after, 2, new Set([3]));
    expect(kept.nodes.map((n) => n.key)).toContain('n3');
    // The parent sits centred over its children.
    const full = layoutTree(after, 0, new Set());
    const x = Object.fromEntries(full.nodes.map((n) => [n.key, n.x]));
    expect(x.n0).toBe((x.n1 + x.n2) / 2);
    // The whole tree (4 nodes) fits a budget of 4; at 2 it is still 4 (root, 1 and two folds); at 4,
    // the root and one fold.
    expect(autoMinVisits(after, new Set(), 4)).toBe(1);
    expect(autoMinVisits(after, new Set(), 3)).toBe(4);
  });

  it('shows the subtree under a node the reader picks, the whole tree once it is gone', () => {
    // 0 ─ 1 ─ 3, 0 ─ 2: the subtree under 1 is 1 and 3, laid out with 1 as its root.
    expect(subtreeOf(after, 1).map((n) => n.id)).toEqual([1, 3]);
    expect(subtreeOf(after, 2).map((n) => n.id)).toEqual([2]);
    expect(subtreeOf(after, 9)).toEqual([]);
    const sub = layoutTree(subtreeOf(after, 1), 0, new Set());
    expect(sub.nodes.map((n) => [n.key, n.parentKey, n.depth])).toEqual([
      ['n1', null, 0],
      ['n3', 'n1', 1],
    ]);
    expect(sub).toMatchObject({ width: 1, depth: 1 });
    // Node 3 is added by this iteration: before it, the whole tree is shown; the root is never a focus.
    expect(shownFocus(after, 3)).toBe(3);
    expect(shownFocus(before, 3)).toBeNull();
    expect(shownFocus(after, 0)).toBeNull();
    expect(shownFocus(after, null)).toBeNull();
    expect(movesTo(after, 3)).toEqual(['1', '5']);
    expect(movesTo(after, 0)).toEqual([]);
    expect(movesTo(after, 7)).toBeNull();
  });

  it('finds the node a focus path leads to, none when the search has not been there', () => {
    expect(nodeAt(after, '')).toBe(0);
    expect(nodeAt(after, '15')).toBe(3);
    expect(nodeAt(after, '2')).toBe(2);
    for (const id of [0, 1, 2, 3]) expect(nodeAt(after, movesTo(after, id)!.join(''))).toBe(id);
    // Node 3 is not there before this iteration's expansion, nor are moves never tried.
    expect(nodeAt(before, '15')).toBeNull();
    expect(nodeAt(after, '9')).toBeNull();
    expect(nodeAt(after, '159')).toBeNull();
    expect(nodeAt(after, '51')).toBeNull();
    expect(nodeAt([], '')).toBeNull();
  });

  it('draws a unit a pixel, the root in the middle of a narrower box', () => {
    const full = layoutTree(after, 0, new Set());
    const g = treeGeometry(full);
    // Two leaves (3 under 1, and 2) wide, two levels down: never scaled, so 11 px text is 11 px.
    expect(full.width).toBe(2);
    expect(g.width).toBe(2 * SLOT_WIDTH + 40);
    expect(g.height).toBe(2 * LEVEL_HEIGHT + 24 + 56);
    const root = g.at.get('n0')!;
    expect(root.x).toBe((g.at.get('n1')!.x + g.at.get('n2')!.x) / 2);
    expect(g.at.get('n3')!.y - root.y).toBe(2 * LEVEL_HEIGHT);
    // Neighbouring leaves leave room for a 40 px circle and its labels between them.
    expect(g.at.get('n2')!.x - g.at.get('n1')!.x).toBe(SLOT_WIDTH);
    // A 1,160 px drawing in a 322 px box: its root (x 580) in the middle; near an edge, the edge.
    expect(centredScroll(580, 1160, 322)).toBe(419);
    expect(centredScroll(40, 1160, 322)).toBe(0);
    expect(centredScroll(1150, 1160, 322)).toBe(838);
    expect(centredScroll(100, 200, 322)).toBe(0);
  });

  it('computes UCB1 as selection does', () => {
    expect(ucb1({ value: 0.5, visits: 4 }, 16, Math.SQRT2)).toBeCloseTo(
      0.5 + Math.SQRT2 * Math.sqrt(Math.log(16) / 4),
      12,
    );
    expect(ucb1({ value: 0.5, visits: 0 }, 16, 1)).toBe(Infinity);
  });
});

describe('the bandit note and the sweep plan', () => {
  it('says who leads when, from the race\u2019s own numbers', () => {
    const s = summarize({
      checkpoints: [10, 100, 1000, 10000],
      policies: [
        { name: 'random', mean: [4, 40, 400, 4000], standardError: [0, 0, 0, 0] },
        { name: 'epsilon-greedy 0.1', mean: [3, 20, 100, 800], standardError: [0, 0, 0, 0] },
        { name: 'UCB1', mean: [3.5, 25, 90, 150], standardError: [0, 0, 0, 0] },
      ],
      ucb1Bound: [100, 200, 300, 600],
      meanGap: 0.4,
    });
    expect(s).toEqual({
      leaderAtStart: 'epsilon-greedy 0.1',
      leaderAtEnd: 'UCB1',
      ucbOvertakes: 1000,
      ucbToBound: 0.25,
      randomToExpected: 1,
    });
  });

  it('tabulates the checkpoint nearest each power of ten of pulls, and the last', () => {
    const checkpoints = [1, 2, 5, 9, 12, 50, 95, 130, 900, 1200, 2000];
    expect(regretRows(checkpoints)).toEqual([
      { c: 9, k: 3 },
      { c: 95, k: 6 },
      { c: 900, k: 8 },
      { c: 2000, k: 10 },
    ]);
  });

  it('reads the lists and refuses what it cannot run', () => {
    expect(parseList('1000, 10,100,10', 'simulations', 1, 100000, true)).toEqual([10, 100, 1000]);
    expect(() => parseList('10,x', 'simulations', 1, 100000, true)).toThrow(
      "simulations: 'x' is not a whole number from 1 to 100000",
    );
    expect(() => parseList('', 'C values', 0, 100, false)).toThrow('C values: 1 to 8 values');
    const plan = { cs: [0, 1.414], sims: [10, 100], games: 20 };
    expect(cellsInOrder(plan)).toEqual([
      { c: 0, sims: 10 },
      { c: 1.414, sims: 10 },
      { c: 0, sims: 100 },
      { c: 1.414, sims: 100 },
    ]);
    expect(planCost(plan)).toBe(110 * 2 * 20);
    expect(lossRate({ c: 0, sims: 10, games: 20, losses: 5, draws: 15, wins: 0 })).toBe(0.25);
  });

  it('reads the form into a plan, refusing bad games and sweeps too long for the browser', () => {
    expect(readPlan({ cs: '1.414, 0', sims: '100,10', games: '20' })).toEqual({
      cs: [0, 1.414],
      sims: [10, 100],
      games: 20,
    });
    expect(() => readPlan({ cs: '1', sims: '10', games: '1' })).toThrow('games: a whole number from 2 to 1000');
    expect(() => readPlan({ cs: '1', sims: '10', games: '2.5' })).toThrow('games: a whole number from 2 to 1000');
    expect(() => readPlan({ cs: '0,1,2,3,4', sims: '100000,90000,80000', games: '1000' })).toThrow(
      'this sweep asks for 1,350,000,000 simulations; the browser takes at most 200,000,000: fewer games or budgets',
    );
  });

  it('draws a line of loss rates per C from the cells done so far', () => {
    const plan = { cs: [0, 1.414], sims: [10, 100], games: 20 };
    const cells = [
      { c: 0, sims: 10, games: 20, losses: 5, draws: 15, wins: 0 },
      { c: 1.414, sims: 10, games: 20, losses: 2, draws: 18, wins: 0 },
      { c: 0, sims: 100, games: 20, losses: 0, draws: 20, wins: 0 },
    ];
    expect(lossSeries(plan, cells)).toEqual([
      {
        c: 0,
        points: [
          [10, 25],
          [100, 0],
        ],
      },
      { c: 1.414, points: [[10, 10]] },
    ]);
  });
});

describe.skipIf(!built)('the compiled lab engine', () => {
  const engine = new LabEngine(directRunner(compiled));

  it('plays a proven win and reports its search', async () => {
    // X on 1 and 2, O on 4 and 5: X to move wins at 3.
    const d = await engine.move('tic-tac-toe', '1425', 'uct:sims=500,c=1.414', 1);
    expect(d.move).toBe('3');
    expect(d.children?.find((c) => c.move === '3')?.proven).toBe('win');
  });

  it('grades an early Connect Four move from the results book, as the server does, without a search', async () => {
    // 4545 then 5: the move's five-stone position and the position's other moves are in the books.
    // Graded by exact scores, this grade used to take the page's whole 3 s budget.
    const g = await engine.grade('connect-four', '4545', '5', 3000);
    expect(g.grade).toBe('mistake');
    expect(g.basis).toBe('score');
    expect(g.analysis.nodes).toBe(0);
  });

  it('grades moves against the solver and refuses illegal ones with the reason', async () => {
    expect((await engine.grade('tic-tac-toe', '5', '1', 0)).grade).toBe('best');
    expect((await engine.grade('tic-tac-toe', '5', '2', 0)).grade).toBe('mistake');
    await expect(engine.grade('tic-tac-toe', '55', '1', 0)).rejects.toThrow(/move 2 \('5'\) is illegal/);
    await expect(engine.move('chess' as TwoPlayerGame, '', 'random', 1)).rejects.toBeInstanceOf(LabError);
    // The games a refusal names are the catalogue's two-player games, in its order.
    await expect(engine.move('samegame' as TwoPlayerGame, '', 'random', 1)).rejects.toThrow(
      /^game: the lab plays tic-tac-toe and connect-four\b.*, not 'samegame'$/,
    );
  });

  it('traces a seeded search the same way forwards and after going back', async () => {
    const t5 = await engine.trace('connect-four', '44', 'uct', 1.414, true, 3, 5);
    await engine.trace('connect-four', '44', 'uct', 1.414, true, 3, 9);
    const again = await engine.trace('connect-four', '44', 'uct', 1.414, true, 3, 5);
    expect(again).toEqual(t5);
    const s = phaseSnapshots(t5);
    expect(s.expansion.length).toBe(s.selection.length + 1);
    expect(treeCounts(s.selection).rootVisits).toBe(4);
    expect(treeCounts(s.rollout).rootVisits).toBe(4);
    expect(treeCounts(s.backup).rootVisits).toBe(5);
    expect(t5.step.path[0]).toBe(0);
  });

  it("traces the deep bot: PUCT terms, all children added at once, the network's value", async () => {
    const t1 = await engine.trace('connect-four', '', 'deep', 1.5, true, 1, 1);
    expect(t1.rule).toBe('puct');
    const s = phaseSnapshots(t1);
    expect(treeCounts(s.selection)).toEqual({ nodes: 1, rootVisits: 0, rootProven: false });
    expect(treeCounts(s.expansion)).toEqual({ nodes: 8, rootVisits: 0, rootProven: false });
    expect(treeCounts(s.backup)).toEqual({ nodes: 8, rootVisits: 1, rootProven: false });
    const choice = t1.step.choices[0];
    expect(choice.rule).toBe('puct');
    expect(choice.candidates).toHaveLength(7);
    // With no visits, the highest prior wins, and the priors sum to 1.
    const best = [...choice.candidates].sort((a, b) => b.prior - a.prior)[0];
    expect(best.id).toBe(t1.step.expanded);
    expect(choice.candidates.reduce((x, c) => x + c.prior, 0)).toBeCloseTo(1, 3);
    expect(t1.step.rollout).toEqual([]);
    await expect(engine.trace('tic-tac-toe', '', 'deep', 1.5, true, 1, 1)).rejects.toThrow(/^bot: deep needs/);
  });

  it('races the bandits and counts tic-tac-toe', async () => {
    const r = await engine.bandit('0.1,0.3,0.5,0.7,0.9', 2000, 10, 1, 0.1, Math.SQRT2);
    expect(r.policies.map((p) => p.name)).toEqual(['random', 'epsilon-greedy 0.1', 'UCB1']);
    expect(r.checkpoints[r.checkpoints.length - 1]).toBe(2000);
    const last = r.checkpoints.length - 1;
    expect(r.policies[2].mean[last]).toBeLessThan(r.ucb1Bound[last]);
    expect(await engine.census('tic-tac-toe')).toEqual({
      positions: 5478,
      terminal: 958,
      games: 255168,
      firstWins: 131184,
      secondWins: 77904,
      draws: 46080,
    });
    // Only a game whose facts say its tree is small is walked whole.
    await expect(engine.census('connect-four')).rejects.toThrow(
      /^game: the census walks the whole game tree, which only tic-tac-toe\b.* allows$/,
    );
  }, 60_000); // the census walks 255,168 games: seconds on a busy machine

  it("counts the replies that lose to a corner and to the centre (the introduction's figures)", async () => {
    const losing = async (first: string) =>
      (await engine.analyse('tic-tac-toe', first, 0)).moves.filter((m) => (m.score ?? 0) < 0).length;
    expect(await losing('1')).toBe(7);
    expect(await losing('5')).toBe(4);
    const centre = await engine.analyse('tic-tac-toe', '5', 0);
    expect(centre.moves.filter((m) => (m.score ?? 0) < 0).map((m) => m.move)).toEqual(['2', '4', '6', '8']);
    expect((await engine.analyse('tic-tac-toe', '1', 0)).moves.filter((m) => m.score === 0).map((m) => m.move)).toEqual(
      ['5'],
    );
  });

  /** The tree a /lab/tree link shows, as the tab's download writes it. */
  async function downloaded(link: string): Promise<string> {
    const s = readTraceSettings(new URL(link, 'http://lab').search).value;
    const t = await engine.trace(s.game, s.moves, s.bot, s.c, s.solver, s.seed, s.iteration);
    return treeJson(s, t.rule, phaseTree(t, s.phase).nodes);
  }

  it('gives the same tree, to the node, for the same link: the JSON download twice is identical', async () => {
    const link = '/lab/tree?game=connect-four&moves=44&c=1.2&seed=77&iteration=300&phase=expansion';
    const first = await downloaded(link);
    // Another search in between: the engine keeps one search, which the second call must re-run.
    await downloaded('/lab/tree?game=tic-tac-toe&seed=3&iteration=50&phase=backup');
    expect(await downloaded(link)).toBe(first);
    const tree = JSON.parse(first) as { seed: number; iteration: number; nodes: TreeNode[] };
    expect(tree.seed).toBe(77);
    expect(tree.nodes.find((n) => n.parent < 0)?.visits).toBe(299);
    // A different seed, a different tree.
    expect(await downloaded(link.replace('seed=77', 'seed=78'))).not.toBe(first);
  });

  it('links any move of a game to the very tree its search built', async () => {
    const play = { game: 'tic-tac-toe' as const, c: 1.414, solver: true, sims: 400 };
    for (const [before, ply] of [
      ['', 0],
      ['51', 2],
    ] as const) {
      const seed = await engine.moveSeed(9, ply);
      const d = await engine.move(play.game, before, mctsSpec(play), seed);
      const link = searchTreeQuery(play, before, seed, d.simulations ?? 0)!;
      const tree = JSON.parse(await downloaded(`/lab/tree${link}`)) as { nodes: TreeNode[] };
      const root = tree.nodes.find((n) => n.parent < 0)!;
      expect(root.visits).toBe(d.simulations);
      const children = tree.nodes.filter((n) => n.parent === root.id);
      for (const c of d.children ?? []) {
        expect(children.find((n) => n.move === c.move)?.visits, `move ${c.move} after '${before}'`).toBe(c.visits);
      }
    }
  });

  it('plays a match from the position it is given', async () => {
    expect(await engine.match('tic-tac-toe', '1425', 'perfect', 'perfect', 4, 1, true)).toEqual({
      games: 4,
      wins: { first: 4, second: 0 },
      draws: 0,
    });
  });
});
