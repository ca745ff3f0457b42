/**
 * The Deep MCTS tab's pure parts (its settings in the URL, the move list's cells, the comparison of
 * the network alone, Deep MCTS and UCT graded from the solver's analysis, the learning curve from
 * the model card) with fixtures in the shapes lab.js and the server answer, and the compiled
 * network and PUCT themselves once lab.js exports them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as compiled from '../rules/generated/lab.js';
import {
  directRunner,
  LabEngine,
  LabError,
  type Decision,
  type LabCall,
  type ModelCard,
  type NetEvaluation,
  type SolverAnalysis,
} from '../lab/engine';
import { combineAnalyses, gradeOf } from '../lab/grading';
import {
  chosenVisits,
  DEFAULT_DEEP,
  deepQuery,
  deepSpec,
  moveCells,
  provenText,
  readDeepSettings,
  simsChoices,
  visitsText,
} from '../lab/deepModel';
import {
  columnCells,
  comparedPosition,
  compareRows,
  contenderSpec,
  CONTENDERS,
  scoreText,
  searchRuns,
  showsBounds,
  searchRunText,
  solverRow,
  uctSpec,
  ungradedMoves,
  type Comparison,
} from '../lab/comparison';
import {
  ALL_SETS,
  curveLines,
  distinctCommands,
  mistakeNumber,
  mistakeText,
  notKept,
  POSITION_SETS,
  runsText,
  setAbbreviations,
  setsOf,
  shortSetName,
  sizeText,
  stageText,
  stepName,
} from '../lab/learningCurve';
import { chartLegend, lineChart, stepLabelEvery, wrapWords } from '../lab/lineChart';
import { chartUnits, fitChart } from '../lib/fitChart';
import { curveSection } from '../lab/deepCurve';
import { compareSection } from '../lab/deepCompare';
import { loadRules } from '../rules/engine';
import { drawBoard } from '../lab/games';
import { C4_COLUMN_UNITS, C4_LABEL_UNITS } from '../lab/games/connectFour';
import { LAB_TABS, parseRoute } from '../lib/routes';
import { rulesBuilt as built } from './rulesBuilt';
import { stylesheet } from './stylesheet';
import { WAIT } from './harness';

// lab.js's answers for the position 4455 (Red to move), as BrowserLab writes them.
const EVALUATION_JSON =
  '{"value":0.6012,"priors":[{"move":"1","prior":0.0213},{"move":"2","prior":0.05},{"move":"3","prior":0.2},' +
  '{"move":"4","prior":0.4123},{"move":"5","prior":0.18},{"move":"6","prior":0.1},{"move":"7","prior":0.0364}]}';
const NET_JSON = '{"move":"4","player":"net","prior":0.4123,"netValue":0.6012}';
const DEEP_JSON =
  '{"move":"4","player":"deep:c=1.5,sims=200","simulations":200,"evaluations":187,"simulationsPerSecond":41000,' +
  '"netValue":0.6012,"children":[{"move":"4","visits":120,"prior":0.4123,"value":0.6311},' +
  '{"move":"3","visits":40,"prior":0.2,"value":0.55},{"move":"5","visits":30,"prior":0.18,"value":0.5402},' +
  '{"move":"6","visits":5,"prior":0.1,"value":0.41},{"move":"2","visits":3,"prior":0.05,"value":0.3},' +
  '{"move":"7","visits":1,"prior":0.0364,"value":0.2},{"move":"1","visits":1,"prior":0.0213,"value":0.1}]}';
const UCT_JSON =
  '{"move":"5","player":"uct:c=1.414,sims=200","simulations":200,"simulationsPerSecond":90000,' +
  '"children":[{"move":"5","visits":90,"value":0.58},{"move":"4","visits":60,"value":0.55},' +
  '{"move":"3","visits":30,"value":0.5},{"move":"2","visits":8,"value":0.3},{"move":"6","visits":6,"value":0.3},' +
  '{"move":"1","visits":3,"value":0.2},{"move":"7","visits":3,"value":0.2}]}';
// The solver's exact analysis of 4455: Red wins (score 2) with 3 or 5; 4 wins more slowly.
const ANALYSIS_JSON =
  '{"position":"4455","toMove":1,"score":2,"moves":[{"move":"1","score":0},{"move":"2","score":-3},' +
  '{"move":"3","score":2},{"move":"4","score":1},{"move":"5","score":2},{"move":"6","score":0},' +
  '{"move":"7","score":-2}],"exact":true,"nodes":123456}';

const evaluation = JSON.parse(EVALUATION_JSON) as NetEvaluation;
const net = JSON.parse(NET_JSON) as Decision;
const deep = JSON.parse(DEEP_JSON) as Decision;
const uct = JSON.parse(UCT_JSON) as Decision;
const exact = JSON.parse(ANALYSIS_JSON) as SolverAnalysis;

/** The browser's solver out of time: the position and 3 known exactly, the other moves only bounded. */
const bounded: SolverAnalysis = {
  position: '4455',
  toMove: 1,
  score: 2,
  moves: [
    { move: '1', lower: -5, upper: 2 },
    { move: '2', lower: -18, upper: 2 },
    { move: '3', score: 2 },
    { move: '4', lower: -1, upper: 2 },
    { move: '5', lower: 0, upper: 2 },
    { move: '6', lower: -18, upper: 18 },
    { move: '7', lower: -18, upper: 18 },
  ],
  exact: false,
  nodes: 900,
};

describe('the Deep MCTS tab in the URL', () => {
  it('is a lab tab after play', () => {
    expect(LAB_TABS.indexOf('deep')).toBe(LAB_TABS.indexOf('play') + 1);
    expect(parseRoute('/lab/deep', '?sims=50')).toEqual({ page: 'lab', tab: 'deep' });
  });

  it('round-trips a game and keeps defaults out of the link', () => {
    const s = readDeepSettings('?moves=4455&you=second&sims=800&seed=3');
    expect(s.problems).toEqual([]);
    expect(s.value).toEqual({ moves: '4455', you: 'second', sims: 800, seed: 3 });
    expect(readDeepSettings(deepQuery(s.value)).value).toEqual(s.value);
    expect(deepQuery(DEFAULT_DEEP)).toBe('');
    expect(deepQuery({ ...DEFAULT_DEEP, moves: '44', sims: 50 })).toBe('?moves=44&sims=50');
  });

  it('says what it refused and plays the defaults instead', () => {
    const s = readDeepSettings('?moves=48&you=both&sims=100001');
    expect(s.value).toEqual(DEFAULT_DEEP);
    expect(s.problems).toHaveLength(3);
    expect(s.problems.join('\n')).toMatch(/sims: '100001' is not a whole number from 1 to 100000/);
  });

  it('offers the usual budgets plus the link\u2019s own, and names the players', () => {
    expect(simsChoices(200)).toEqual([50, 200, 800, 3200]);
    expect(simsChoices(1000)).toEqual([50, 200, 800, 1000, 3200]);
    expect(deepSpec(50)).toBe('deep:sims=50');
    expect(uctSpec(50)).toBe('uct:sims=50,c=1.414');
    expect(CONTENDERS.map((who) => contenderSpec(who, 50))).toEqual(['net', 'deep:sims=50', 'uct:sims=50,c=1.414']);
  });
});

describe('the engine wrapper for the network', () => {
  it('asks lab.js for an evaluation and reads its answer', async () => {
    const calls: LabCall[] = [];
    const engine = new LabEngine((call) => {
      calls.push(call);
      return Promise.resolve(call.fn === 'evaluate' ? EVALUATION_JSON : DEEP_JSON);
    });
    const e = await engine.evaluate('connect-four', '4455');
    expect(calls[0]).toEqual({ fn: 'evaluate', args: ['connect-four', '4455'] });
    expect(e.value).toBe(0.6012);
    expect(e.priors.map((p) => p.move)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const d = await engine.move('connect-four', '4455', deepSpec(200), 1);
    expect(calls[1]).toEqual({ fn: 'move', args: ['connect-four', '4455', 'deep:sims=200', 1] });
    expect(d.evaluations).toBe(187);
    expect(d.children?.[0]).toEqual({ move: '4', visits: 120, prior: 0.4123, value: 0.6311 });
  });

  it('turns the engine\u2019s refusal into a LabError with its words', async () => {
    const engine = new LabEngine(() =>
      Promise.resolve('{"error":"net: tic-tac-toe has no policy/value network; the games with one: connect-four"}'),
    );
    await expect(engine.evaluate('tic-tac-toe', '')).rejects.toThrow(/tic-tac-toe has no policy\/value network/);
    await expect(engine.evaluate('tic-tac-toe', '')).rejects.toBeInstanceOf(LabError);
  });
});

describe('the move list of a game against the deep bot', () => {
  it('waits for the network and the solver, then shows prior, value and grade', () => {
    expect(moveCells({ move: '4', by: 'you' })).toEqual({
      prior: '…',
      value: '…',
      visits: '',
      grade: '…',
      state: 'pending',
    });
    expect(moveCells({ move: '3', by: 'you', net: evaluation, grade: 'best' })).toEqual({
      prior: '20.0 %',
      value: '0.601',
      visits: '',
      grade: 'best',
      state: 'best',
    });
  });

  it('shows the bot\u2019s visits for its move out of all the root\u2019s', () => {
    expect(chosenVisits(deep)).toEqual({ visits: 120, total: 200 });
    expect(visitsText(chosenVisits(uct))).toBe('90/200');
    expect(moveCells({ move: '4', by: 'bot', net: evaluation, decision: deep, grade: 'inaccuracy' })).toMatchObject({
      prior: '41.2 %',
      visits: '120/200',
      state: 'inaccuracy',
    });
    // The network alone searches nothing: no visits to show.
    expect(chosenVisits(net)).toBeNull();
  });

  it('says "not solved in time", as the play tab does, when the solvers ran out of time and "–" when the network failed', () => {
    expect(moveCells({ move: '4', by: 'you', net: null, grade: null })).toEqual({
      prior: '–',
      value: '–',
      visits: '',
      grade: 'not solved in time',
      state: 'unknown',
    });
  });
});

describe('a move\u2019s grade from the solver\u2019s analysis', () => {
  it('grades as the engine does: results first, then the score within one', () => {
    expect(gradeOf(exact, '3')).toBe('best');
    expect(gradeOf(exact, '5')).toBe('best');
    expect(gradeOf(exact, '4')).toBe('inaccuracy'); // a slower win
    expect(gradeOf(exact, '1')).toBe('mistake'); // a win to a draw
    expect(gradeOf(exact, '2')).toBe('blunder'); // a win to a loss
    expect(gradeOf({ ...exact, score: 0, moves: [{ move: '7', score: -2 }] }, '7')).toBe('mistake');
    expect(gradeOf({ ...exact, score: -3, moves: [{ move: '1', score: -5 }] }, '1')).toBe('inaccuracy');
  });

  it('grades nothing it cannot be sure of', () => {
    expect(gradeOf(bounded, '4')).toBeNull();
    expect(gradeOf(bounded, '3')).toBe('best');
    expect(gradeOf({ ...bounded, score: undefined, lower: 0, upper: 2 }, '3')).toBeNull();
    expect(gradeOf(exact, '8')).toBeNull();
  });

  it('grades a result given away from bounds that prove it, as MoveGrade does', () => {
    const won: SolverAnalysis = {
      position: '4',
      toMove: 2,
      lower: 1,
      upper: 18,
      moves: [
        { move: '1', lower: 1, upper: 18 },
        { move: '2', lower: 0, upper: 0 },
        { move: '3', lower: -18, upper: -1 },
        { move: '4', lower: -18, upper: 0 },
      ],
      exact: false,
      nodes: 1,
    };
    expect(gradeOf(won, '2')).toBe('mistake');
    expect(gradeOf(won, '3')).toBe('blunder');
    expect(gradeOf(won, '4')).toBeNull(); // a draw or a loss: not proven which
    expect(gradeOf(won, '1')).toBeNull(); // a win kept, maybe a slower one
  });

  it('tells best from inaccuracy by bounds that separate the move from the position, as MoveGrade does', () => {
    const won: SolverAnalysis = {
      position: '4',
      toMove: 2,
      lower: 4,
      upper: 6,
      moves: [
        { move: '1', score: 6 },
        { move: '2', lower: 1, upper: 3 },
        { move: '3', lower: 1, upper: 5 },
      ],
      exact: false,
      nodes: 1,
    };
    expect(gradeOf(won, '1')).toBe('best');
    expect(gradeOf(won, '2')).toBe('inaccuracy'); // proven slower than any best
    expect(gradeOf(won, '3')).toBeNull(); // 1 to 5 against 4 to 6: not told
  });

  it('pools two analyses\u2019 bounds, and a position is worth its best move', () => {
    const server: SolverAnalysis = {
      position: '4455',
      toMove: 1,
      score: 2,
      moves: [
        { move: '1', score: 0 },
        { move: '2', score: -3 },
        { move: '3', score: 2 },
        { move: '4', lower: 0, upper: 2 },
        { move: '5', score: 2 },
        { move: '6', score: 0 },
        { move: '7', score: -2 },
      ],
      exact: false,
      nodes: 5000,
    };
    const both = combineAnalyses(bounded, server);
    expect(both.score).toBe(2);
    expect(both.moves.find((m) => m.move === '4')).toEqual({ move: '4', lower: 0, upper: 2 });
    expect(both.moves.find((m) => m.move === '1')).toEqual({ move: '1', score: 0 });
    expect(both.exact).toBe(false);
    expect(both.nodes).toBe(5900);
    expect(gradeOf(both, '1')).toBe('mistake');
    expect(gradeOf(both, '4')).toBeNull();
    // Every move exact, the position only bounded: its score is its best move's.
    const open: SolverAnalysis = { ...exact, score: undefined, lower: -18, upper: 18, exact: false };
    const solved = combineAnalyses(open, open);
    expect(solved.score).toBe(2);
    expect(solved.exact).toBe(true);
    expect(gradeOf(solved, '4')).toBe('inaccuracy');
  });
});

describe('three players compared on one position', () => {
  const done: Comparison = {
    decisions: { net, deep, uct },
    errors: {},
    evaluation,
    analysis: exact,
    solving: false,
  };

  it('shows each player\u2019s move, value, visits and the solver\u2019s verdict', () => {
    expect(compareRows(done)).toEqual([
      {
        who: 'net',
        label: 'Network alone',
        how: 'highest prior, no search',
        move: '4',
        value: 0.6012,
        visits: null,
        grade: 'inaccuracy',
      },
      {
        who: 'deep',
        label: 'Deep MCTS',
        how: 'PUCT + network',
        move: '4',
        value: 0.6311,
        visits: { visits: 120, total: 200 },
        grade: 'inaccuracy',
      },
      {
        who: 'uct',
        label: 'UCT',
        how: 'random playouts',
        move: '5',
        value: 0.58,
        visits: { visits: 90, total: 200 },
        grade: 'best',
      },
    ]);
    expect(solverRow(done)).toEqual({ moves: ['3', '5'], complete: true, value: 1, text: 'win +2' });
    // Only 3 is solved in the browser's analysis: another move may be as good.
    expect(solverRow({ ...done, analysis: bounded })).toEqual({
      moves: ['3'],
      complete: false,
      value: 1,
      text: 'win +2',
    });
  });

  it('keeps a grade pending while a solver may still make it exact', () => {
    const waiting: Comparison = { decisions: { net }, errors: {}, solving: true };
    expect(compareRows(waiting).map((r) => [r.move, r.grade])).toEqual([
      ['4', undefined],
      [null, undefined],
      [null, undefined],
    ]);
    expect(solverRow(waiting).text).toBe('…');
    const browserOnly: Comparison = { ...done, analysis: bounded, solving: true };
    expect(compareRows(browserOnly).map((r) => r.grade)).toEqual([undefined, undefined, undefined]);
    expect(ungradedMoves(browserOnly)).toEqual(['4', '5']);
    expect(ungradedMoves({ ...browserOnly, decisions: { net: { ...net, move: '3' }, deep, uct } })).toEqual(['4', '5']);
    expect(compareRows({ ...browserOnly, solving: false }).map((r) => r.grade)).toEqual([null, null, null]);
    expect(ungradedMoves({ ...done, analysis: undefined })).toEqual(['4', '5']);
  });

  it('shows a player that failed with its reason', () => {
    const rows = compareRows({ ...done, decisions: { net, deep }, errors: { uct: 'uct: sims must be from 1' } });
    expect(rows[2]).toMatchObject({ who: 'uct', move: null, grade: null, error: 'uct: sims must be from 1' });
  });

  it('lays every column out: prior, both searches\u2019 visits, the solver\u2019s score', () => {
    const cols = columnCells(done);
    expect(cols.map((c) => c.move)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(cols[3]).toEqual({
      move: '4',
      prior: '41.2 %',
      deep: '120',
      uct: '60',
      score: 'win +1',
      grade: 'inaccuracy',
    });
    expect(cols[1]).toMatchObject({ prior: '5.0 %', score: 'loss −3', grade: 'blunder' });
    // A full column has no prior and no score; a search still running shows "…".
    const full = columnCells({
      ...done,
      decisions: { net, deep },
      evaluation: { value: 0.5, priors: evaluation.priors.filter((p) => p.move !== '4') },
      analysis: { ...exact, moves: exact.moves.filter((m) => m.move !== '4') },
    });
    expect(full[3]).toMatchObject({ prior: '–', uct: '…', score: '–', grade: null });
  });

  it('says how many simulations each search really ran, and that UCT stopped on a proof', () => {
    expect(searchRuns(done, 200)).toEqual(['Deep MCTS ran 200 simulations.', 'UCT ran 200 simulations.']);
    // MCTS-Solver proved 3 a win after 140 simulations: the search stopped there.
    const proved: Decision = {
      ...uct,
      move: '3',
      simulations: 140,
      children: [{ move: '3', visits: 100, value: 1, proven: 'win' }, ...(uct.children ?? []).slice(1)],
    };
    expect(searchRuns({ ...done, decisions: { net, deep, uct: proved } }, 200)).toEqual([
      'Deep MCTS ran 200 simulations.',
      'UCT stopped after 140 of its 200 simulations: MCTS-Solver proved that 3 wins, so more would change nothing.',
    ]);
    const lost: Decision = {
      move: '1',
      player: 'uct',
      simulations: 12,
      children: [
        { move: '1', visits: 6, proven: 'loss' },
        { move: '2', visits: 5, proven: 'loss' },
      ],
    };
    expect(searchRunText('UCT', lost, 1000)).toBe(
      'UCT stopped after 12 of its 1,000 simulations: MCTS-Solver proved that every move loses, so more would change nothing.',
    );
    expect(searchRunText('UCT', { ...lost, children: [] }, 1000)).toBe(
      'UCT stopped after 12 of its 1,000 simulations.',
    );
    // Deep MCTS proves draws too: every move proven, the best a draw.
    const drawn: Decision = {
      move: '7',
      player: 'deep',
      simulations: 9,
      children: [
        { move: '7', visits: 5, proven: 'draw' },
        { move: '3', visits: 4, proven: 'loss' },
      ],
    };
    expect(searchRunText('Deep MCTS', drawn, 800)).toBe(
      'Deep MCTS stopped after 9 of its 800 simulations: MCTS-Solver proved that 7 draws and no move wins, so more would change nothing.',
    );
    // A draw proven beside a move still open proves nothing of the position.
    const open: Decision = { ...drawn, children: [drawn.children![0], { move: '3', visits: 4 }] };
    expect(searchRunText('Deep MCTS', open, 800)).toBe('Deep MCTS stopped after 9 of its 800 simulations.');
    expect(provenText('draw')).toBe(' MCTS-Solver inside the search proved it a draw.');
    expect(provenText(undefined)).toBe('');
    // Only the searches that have answered.
    expect(searchRuns({ decisions: { net }, errors: {}, solving: true }, 200)).toEqual([]);
  });

  it('explains score ranges only where the comparison shows some', () => {
    expect(showsBounds(done)).toBe(false);
    expect(showsBounds({ ...done, analysis: bounded })).toBe(true);
    expect(showsBounds({ ...done, analysis: { ...exact, score: undefined, lower: 1, upper: 5 } })).toBe(true);
    expect(showsBounds({ ...done, analysis: undefined })).toBe(false);
    expect(columnCells({ ...done, analysis: bounded })[3].score).toBe('−1 to 2');
  });

  it('writes scores as results, exact or bounded', () => {
    expect(scoreText({ score: 0 })).toBe('draw');
    expect(scoreText({ score: 5 })).toBe('win +5');
    expect(scoreText({ score: -3 })).toBe('loss −3');
    expect(scoreText({ lower: 1, upper: 9 })).toBe('win');
    expect(scoreText({ lower: -9, upper: -1 })).toBe('loss');
    expect(scoreText({ lower: -2, upper: 3 })).toBe('−2 to 3');
    expect(scoreText({ lower: -19, upper: -0 })).toBe('−19 to 0');
  });
});

const CARD: ModelCard = {
  game: 'connect-four',
  architecture: 'MLP 84-128-128 with a 7-way policy head and a tanh value head',
  parameters: 28424,
  bytes: 151872,
  stages: [
    {
      name: 'supervised',
      label: 'Supervised from the solver',
      command: 'bin/arena train --game connect-four --stage supervised --seed 1',
      seed: 1,
      trainingSeconds: 1234.5,
      mistakes: {
        'begin-easy': 0.05,
        'begin-medium': 0.1,
        'begin-hard': 0.2,
        'middle-easy': 0.02,
        'middle-medium': 0.08,
        'end-easy': 0.01,
        all: 0.07,
      },
    },
    {
      name: 'generation-1',
      label: 'Self-play generation 1',
      command: 'bin/arena train --game connect-four --stage self-play --seed 2',
      seed: 2,
      trainingSeconds: 3600,
      mistakes: { 'begin-easy': 0.04, 'begin-medium': 0.09, 'middle-easy': 0.015, 'end-easy': 0.01, all: 0.055 },
    },
  ],
};

describe('the learning curve from the model card', () => {
  it('draws one line per position set and one for all, with gaps where a stage did not measure', () => {
    // The card measured every known set, so all of them come back in their order, "all" last.
    expect(setsOf(CARD)).toEqual([...POSITION_SETS, ALL_SETS]);
    const lines = curveLines(CARD);
    expect(lines.find((l) => l.name === 'all')?.points).toEqual([
      [0, 7],
      [1, 5.5],
    ]);
    expect(lines.find((l) => l.name === 'begin-hard')?.points).toEqual([[0, 20]]);
    expect(mistakeText(CARD.stages[1], 'begin-hard')).toBe('–');
    expect(mistakeText(CARD.stages[0], 'all')).toBe('7.0 %');
    expect(sizeText(CARD.bytes)).toBe('148.3 KiB (151,872 bytes)');
  });

  it('says how long a stage trained and whether self-play kept it', () => {
    expect(stageText(CARD.stages[0])).toBe('(supervised, seed 1): trained in 20 min 34 s.');
    expect(stageText({ ...CARD.stages[1], kept: false })).toBe(
      '(generation-1, seed 2): trained in 1 h 00 min. Not kept: it did not beat the best network, whose rates are shown.',
    );
    expect(stageText({ ...CARD.stages[1], trainingSeconds: 2.9, kept: true })).toMatch(/trained in 2\.90 s\. Kept/);
  });

  it('keeps a set it does not know, before "all", and ignores rates that are not rates', () => {
    const card: ModelCard = {
      ...CARD,
      stages: [{ ...CARD.stages[0], mistakes: { all: 0.1, 'end-hard': 0.3, 'begin-easy': 1.5 } }],
    };
    expect(setsOf(card)).toEqual(['begin-easy', 'end-hard', 'all']);
    expect(curveLines(card)[0]).toEqual({ name: 'begin-easy', points: [] });
  });

  it('charts the stages as named steps, the first one included', () => {
    const svg = lineChart(
      curveLines(CARD).map((l) => ({ ...l, tone: 'lab-s1' })),
      {
        x: 'training stage',
        y: 'mistakes (%)',
        label: 'curve',
        testid: 'curve',
        xSteps: ['supervised', 'generation-1'],
      },
    );
    expect(svg.querySelector('[data-testid="series-all"]')?.getAttribute('data-points')).toBe('2');
    expect(svg.querySelector('[data-testid="series-all"]')?.getAttribute('data-last')).toBe('5.5');
    expect(svg.querySelector('[data-testid="series-begin-hard"]')?.getAttribute('data-points')).toBe('1');
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toContain('generation-1');
    expect(svg.querySelectorAll('circle.lab-dot')).toHaveLength(12);
  });
});

/** The shipped card's shape: the supervised stage, then 37 self-play generations, some not kept. */
const LONG_CARD: ModelCard = {
  ...CARD,
  stages: [
    CARD.stages[0],
    ...Array.from({ length: 37 }, (_, i) => ({
      ...CARD.stages[1],
      name: `generation-${i + 1}`,
      label: `Self-play generation ${i + 1}`,
      kept: ![7, 9, 13].includes(i + 1),
    })),
  ],
};

describe('the learning curve\u2019s axis and points', () => {
  it('names the stages short: sup., then the generations\u2019 numbers', () => {
    expect(LONG_CARD.stages.map(stepName).slice(0, 3)).toEqual(['sup.', '1', '2']);
    expect(stepName({ name: 'generation-37' })).toBe('37');
    expect(stepName({ name: 'distilled' })).toBe('distilled');
  });

  it('names only every k-th step, so that the names never overlap', () => {
    const names = LONG_CARD.stages.map(stepName);
    // 38 stages on the curve's 480 units of plot: every 5th.
    expect(stepLabelEvery(names, 480)).toBe(5);
    // Few stages, or a wide axis: every one.
    expect(stepLabelEvery(['sup.', '1'], 480)).toBe(1);
    expect(stepLabelEvery(names, 5000)).toBe(1);
    // Long names need more room: 1, 2, 5, 10, 20...
    expect(
      stepLabelEvery(
        names.map((n) => `generation-${n}`),
        480,
      ),
    ).toBe(10);
    expect(stepLabelEvery([], 480)).toBe(1);
    for (const width of [200, 300, 480, 640, 1000]) {
      const every = stepLabelEvery(names, width);
      const room = (width / names.length) * every;
      expect(room).toBeGreaterThanOrEqual(4 * 6.6 + 12);
    }
  });

  it('draws the named steps only, every step\u2019s point, hollow where a generation was not kept', () => {
    const hollow = notKept(LONG_CARD);
    expect([...hollow]).toEqual([7, 9, 13]);
    const series = curveLines(LONG_CARD).map((l) => ({ ...l, tone: 'lab-s1' }));
    const svg = lineChart(series, {
      x: 'stage',
      y: 'mistakes (%)',
      label: 'curve',
      testid: 'curve',
      xSteps: LONG_CARD.stages.map(stepName),
      hollowSteps: hollow,
      legend: false,
      width: 560,
    });
    expect(svg.getAttribute('data-label-every')).toBe('5');
    // The step names sit under the axis (y 296); every step has its tick mark.
    const texts = [...svg.querySelectorAll('text')];
    const named = texts.filter((t) => t.getAttribute('y') === '296').map((t) => t.textContent);
    expect(named).toEqual(['sup.', '5', '10', '15', '20', '25', '30', '35']);
    expect(svg.querySelectorAll('line.chart-axis')).toHaveLength(38 + 2);
    // No legend in the drawing: no series name among its texts.
    expect(texts.map((t) => t.textContent)).not.toContain('all');
    const all = series.find((l) => l.name === 'all')!;
    expect(svg.querySelector('[data-testid="series-all"]')?.getAttribute('data-points')).toBe('38');
    // The sets measured at every stage have 38 points, three of them hollow.
    const dots = svg.querySelectorAll('circle.lab-dot');
    const points = series.reduce((n, l) => n + l.points.length, 0);
    expect(dots).toHaveLength(points);
    const hollowDots = svg.querySelectorAll('circle.lab-hollow');
    const perStage = series.filter((l) => l.points.some(([i]) => i === 7)).length;
    expect(hollowDots).toHaveLength(3 * perStage);
    expect(all.points).toHaveLength(38);
  });

  it('puts the legend in HTML, with a line per series and the notes after', () => {
    const legend = chartLegend(
      [
        { name: 'all', tone: 'lab-s-all', points: [] },
        { name: 'UCB1 bound', tone: 'lab-s3', points: [], dashed: true },
      ],
      'legend',
      document.createElement('span'),
    );
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['all', 'UCB1 bound', '']);
    expect(legend.querySelector('line.lab-dashed')).not.toBeNull();
    expect(legend.querySelector('li.lab-legend-note')).not.toBeNull();
  });
});

describe('the learning curve on a phone', () => {
  const series = curveLines(LONG_CARD).map((l) => ({ ...l, tone: 'lab-s1' }));
  const curve = (width: number) =>
    lineChart(series, {
      x: 'training stage (sup.: supervised; then self-play generations)',
      y: 'mistakes of the network alone (%)',
      label: 'curve',
      testid: 'curve',
      xSteps: LONG_CARD.stages.map(stepName),
      legend: false,
      width,
    });

  it('is drawn at its width in pixels when narrower than its usual units, so that 11 px text stays 11 px', () => {
    // A desktop (760 px) and anything as wide as the usual units: the usual drawing, scaled up.
    expect(chartUnits(760, 560)).toBe(560);
    expect(chartUnits(560, 560)).toBe(560);
    // 390 and 320 px phones: their panels' 324 and 254 px, a unit a pixel (never more units than pixels).
    expect(chartUnits(324, 560)).toBe(324);
    expect(chartUnits(254.6, 560)).toBe(254);
    for (const px of [254, 254.6, 300, 324, 400, 559.9, 560, 760, 1200]) {
      expect((11 * px) / chartUnits(px, 560)).toBeGreaterThanOrEqual(11);
    }
    // Not laid out yet: the usual units. Never narrower than 200.
    expect(chartUnits(0, 560)).toBe(560);
    expect(chartUnits(Number.NaN, 560)).toBe(560);
    expect(chartUnits(120, 560)).toBe(200);
  });

  it('wraps an axis title between words', () => {
    expect(wrapWords('training stage (sup.: supervised; then self-play generations)', 72)).toEqual([
      'training stage (sup.: supervised; then self-play generations)',
    ]);
    expect(wrapWords('training stage (sup.: supervised; then self-play generations)', 26)).toEqual([
      'training stage (sup.:',
      'supervised; then self-play',
      'generations)',
    ]);
    // A word longer than a line has its own.
    expect(wrapWords('a extraordinarily b', 5)).toEqual(['a', 'extraordinarily', 'b']);
    expect(wrapWords('  ', 10)).toEqual([]);
  });

  it('names fewer steps and wraps the x axis title on a phone’s width, its desktop drawing unchanged', () => {
    const desktop = curve(560);
    expect(desktop.getAttribute('viewBox')).toBe('0 0 560 320');
    const title = (svg: SVGSVGElement) => [...svg.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(title(desktop)).toEqual(['training stage (sup.: supervised; then self-play generations)']);
    expect(desktop.getAttribute('data-label-every')).toBe('5');
    const phone = curve(254);
    expect(phone.getAttribute('viewBox')).toBe('0 0 254 320');
    expect(phone.getAttribute('data-label-every')).toBe('10');
    const lines = title(phone);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('training stage (sup.: supervised; then self-play generations)');
    // Each line fits the plot (174 units between the margins) at 6.6 units a character.
    for (const line of lines) expect(line!.length * 6.6).toBeLessThanOrEqual(254 - 60 - 20);
    // The step names sit under the axis, raised by the title's extra lines.
    const named = [...phone.querySelectorAll('text')]
      .filter((t) => t.getAttribute('y') === String(296 - (lines.length - 1) * 14))
      .map((t) => t.textContent);
    expect(named).toEqual(['sup.', '10', '20', '30']);
    // The y axis's title fits the plot's height in one line.
    const yTitle = [...phone.querySelectorAll('text')].filter((t) => t.getAttribute('transform'));
    expect(yTitle.map((t) => t.textContent)).toEqual(['mistakes of the network alone (%)']);
  });

  it('is drawn at the usual units until it has a width', () => {
    const widths: number[] = [];
    const chart = fitChart((w) => {
      widths.push(w);
      return curve(w);
    }, 560);
    expect(chart.el.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 560 320');
    // jsdom lays nothing out: 0 px, the same units, not drawn again.
    document.body.append(chart.el);
    chart.fit();
    expect(widths).toEqual([560]);
    chart.dispose();
    chart.el.remove();
  });

  it('heads the table’s columns short on a phone, with a key to the short words', () => {
    expect(POSITION_SETS.map(shortSetName)).toEqual([
      'beg. easy',
      'beg. med.',
      'beg. hard',
      'mid. easy',
      'mid. med.',
      'end easy',
    ]);
    expect(shortSetName(ALL_SETS)).toBe('all');
    expect(setAbbreviations([...POSITION_SETS, ALL_SETS])).toEqual([
      ['beg.', 'begin'],
      ['med.', 'medium'],
      ['mid.', 'middle'],
    ]);
    expect(setAbbreviations(['all'])).toEqual([]);
    expect(mistakeNumber(CARD.stages[0], 'all')).toBe('7.0');
    expect(mistakeNumber(CARD.stages[1], 'begin-hard')).toBe('–');
  });
});

describe('the training commands', () => {
  it('writes numbers as runs', () => {
    expect(runsText([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(runsText([4, 2, 3, 3])).toBe('2–4');
    expect(runsText([9])).toBe('9');
    expect(runsText([])).toBe('');
  });

  it('shows each distinct command once, with the stages it made', () => {
    const uses = distinctCommands(LONG_CARD);
    expect(uses).toEqual([
      { command: CARD.stages[0].command, stages: 'Supervised from the solver' },
      { command: CARD.stages[1].command, stages: 'Self-play generations 1–37' },
    ]);
    // A second self-play run with another seed from generation 20 on: two commands, split runs.
    const resumed: ModelCard = {
      ...LONG_CARD,
      stages: LONG_CARD.stages.map((s, i) => (i >= 20 ? { ...s, command: `${s.command} --resume` } : s)),
    };
    expect(distinctCommands(resumed).map((u) => u.stages)).toEqual([
      'Supervised from the solver',
      'Self-play generations 1–19',
      'Self-play generations 20–37',
    ]);
    expect(distinctCommands({ ...CARD, stages: CARD.stages.slice(1) })[0].stages).toBe('Self-play generation 1');
  });
});

describe('the learning curve panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card\u2019s facts, stages and chart', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(CARD), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { el } = curveSection();
    await vi.waitFor(() => expect(el.querySelector('[data-testid="deep-curve-chart"]')).not.toBeNull(), WAIT);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/lab/networks/connect-four');
    const facts = el.querySelector('[data-testid="deep-card-facts"]')!.textContent;
    expect(facts).toContain('28,424');
    expect(facts).toContain('148.3 KiB');
    const stages = el.querySelector('[data-testid="deep-stages"]')!.textContent;
    expect(stages).toContain('20 min 34 s');
    const commands = el.querySelector('[data-testid="deep-commands"]')!;
    expect(commands.tagName).toBe('DETAILS');
    expect(commands.querySelectorAll('code')).toHaveLength(2);
    expect(commands.textContent).toContain('bin/arena train --game connect-four --stage self-play --seed 2');
    expect(stages).toContain('1 h 00 min');
    // The legend sits beside or under the chart, in HTML; no generation was refused: no note on hollow points.
    expect(el.querySelector('[data-testid="deep-curve-legend"]')?.textContent).toContain('begin-easy');
    expect(el.querySelector('.lab-legend-note')).toBeNull();
    // The table of rates: each heading and row name in its usual words and in a phone's short ones,
    // each rate's unit apart (a phone hides it, the key says it).
    const table = el.querySelector('[data-testid="deep-mistakes"]')!;
    const heads = [...table.querySelectorAll('thead th')];
    expect(heads[0].querySelector('.lab-long')?.textContent).toBe('Stage');
    expect(heads[0].querySelector('.lab-short')?.textContent).toBe('#');
    expect(heads[2].querySelector('.lab-long')?.textContent).toBe('begin-medium');
    expect(heads[2].querySelector('.lab-short')?.textContent).toBe('beg. med.');
    expect(heads[2].getAttribute('title')).toBe('begin-medium');
    const row = table.querySelector('[data-testid="deep-stage-supervised"]')!;
    expect(row.querySelector('th .lab-short')?.textContent).toBe('sup.');
    expect(row.querySelector('th .lab-long')?.textContent).toBe(CARD.stages[0].label);
    expect(row.querySelector('td:last-child')?.textContent).toBe('7.0 %');
    expect(table.querySelector('[data-testid="deep-stage-generation-1"] td:nth-of-type(3)')?.textContent).toBe('–');
    expect(table.querySelector('[data-testid="deep-mistakes-key"]')?.textContent).toBe(
      '. In %, by stage (sup.: supervised; then self-play generations); beg.: begin, med.: medium, mid.: middle.',
    );
  });

  it('shows the problem when the card cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ title: 'Not Found', status: 404, detail: 'no network for connect-four' }), {
            status: 404,
          }),
      ),
    );
    const { el } = curveSection();
    await vi.waitFor(
      () =>
        expect(el.querySelector('[data-testid="deep-curve-error"]')?.textContent).toBe('No network for connect-four.'),
      WAIT,
    );
  });
});

// lab.js exports the network from the Java side's BrowserLab.evaluate on; until it is rebuilt
// with it these skip, loudly, except under Maven, which always rebuilds lab.js first.
const hasNetwork = built && typeof (compiled as Record<string, unknown>).evaluate === 'function';
if (built && !hasNetwork) {
  if (process.env.ARENA_REQUIRE_RULES === '1') throw new Error('lab.js has no evaluate export (BrowserLab.evaluate)');
  console.warn('lab.js has no evaluate export yet (./mvnw process-classes): the network tests are skipped');
}

describe.skipIf(!hasNetwork)('the compiled network and deep search', () => {
  const engine = new LabEngine(directRunner(compiled));

  it('gives a value and priors over the legal moves only', async () => {
    const e = await engine.evaluate('connect-four', '');
    expect(e.value).toBeGreaterThanOrEqual(0);
    expect(e.value).toBeLessThanOrEqual(1);
    expect(e.priors.map((p) => p.move)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(e.priors.reduce((s, p) => s + p.prior, 0)).toBeCloseTo(1, 3);
    // Column 4 full: six legal moves.
    const full = await engine.evaluate('connect-four', '444444');
    expect(full.priors.map((p) => p.move)).not.toContain('4');
    expect(full.priors).toHaveLength(6);
    await expect(engine.evaluate('connect-four', '1212121')).rejects.toBeInstanceOf(LabError);
  });

  it('plays the network\u2019s highest prior alone, and searches with it', async () => {
    const e = await engine.evaluate('connect-four', '4455');
    const top = e.priors.reduce((a, b) => (b.prior > a.prior ? b : a));
    const alone = await engine.move('connect-four', '4455', 'net', 1);
    expect(alone.move).toBe(top.move);
    expect(alone.prior).toBeCloseTo(top.prior, 3);
    expect(alone.netValue).toBeCloseTo(e.value, 3);
    const d = await engine.move('connect-four', '4455', deepSpec(50), 1);
    expect(d.simulations).toBe(50);
    const visits = (d.children ?? []).map((k) => k.visits ?? 0);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    expect(chosenVisits(d)?.visits).toBeGreaterThan(0);
    // Red has three in column 1 and wins by playing there.
    expect((await engine.move('connect-four', '121212', deepSpec(50), 1)).move).toBe('1');
  });
});

/** The panel's worker, answering lab.js's fixtures for 4455 a turn of the event loop later. */
class FixtureWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  postMessage({ id, fn, args }: LabCall & { id: number }) {
    const player = String(args[2]);
    const result =
      fn === 'evaluate'
        ? EVALUATION_JSON
        : player === 'net'
          ? NET_JSON
          : player.startsWith('deep')
            ? DEEP_JSON
            : UCT_JSON;
    setTimeout(() => this.onmessage?.({ data: { id, result } }));
  }
  terminate() {}
}

describe.skipIf(!built)('comparing on one position', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('refuses what cannot be compared, saying why', async () => {
    const rules = await loadRules();
    expect(comparedPosition(rules, ' 4455 ')).toMatchObject({ moves: '4455' });
    expect(comparedPosition(rules, '')).toMatchObject({ moves: '' });
    expect(comparedPosition(null, '44')).toEqual({ problem: 'The rules are still loading: try again in a moment.' });
    expect(comparedPosition(rules, '48')).toMatchObject({
      problem: expect.stringMatching(/not a Connect Four move string/),
    });
    expect(comparedPosition(rules, '4444444')).toEqual({
      problem: expect.stringMatching(/^Move 7 \('4'\) is illegal: /),
    });
    expect(comparedPosition(rules, '1212121')).toEqual({
      problem: 'The game is over in this position: there is no move to compare.',
    });
  });

  it('clears the last result when the next position is refused, and says why in the status', async () => {
    vi.stubGlobal('Worker', FixtureWorker);
    const rules = await loadRules();
    const solver = new LabEngine(() => Promise.resolve(ANALYSIS_JSON));
    const section = compareSection({ solver, rules: () => rules, gameMoves: () => '4455', sims: 200 });
    document.body.append(section.el);
    const $ = (id: string) => section.el.querySelector(`[data-testid="${id}"]`) as HTMLElement;
    $('deep-compare-run').click();
    await vi.waitFor(() => expect($('deep-compare-status').dataset.state).toBe('done'), WAIT);
    expect($('deep-compare-status').textContent).toBe('Done.');
    expect($('deep-compare-uct').dataset.grade).toBe('best');
    expect($('deep-compare-runs').textContent).toBe('Deep MCTS ran 200 simulations. UCT ran 200 simulations.');
    // Every score exact: no ranges to explain.
    expect($('deep-compare-bounds')).toBeNull();

    ($('deep-compare-position') as HTMLInputElement).value = '4444444';
    $('deep-compare-run').click();
    expect($('deep-compare-status').dataset.state).toBe('error');
    expect($('deep-compare-status').textContent).toMatch(/^Move 7 \('4'\) is illegal/);
    expect($('deep-compare-result').childElementCount).toBe(0);
    expect($('deep-compare-position').getAttribute('aria-invalid')).toBe('true');
    section.dispose();
  });
});

describe('the priors above the comparison\u2019s board', () => {
  const css = stylesheet();
  const px = (selector: string, property: string): number => {
    const rule = new RegExp(`${selector.replace('.', '\\.')} \\{[^}]*${property}: (\\d+)px`).exec(css);
    return Number(rule?.[1]);
  };

  it('are drawn large in a head of their own', () => {
    const position = {
      columns: 7,
      rows: 6,
      cells: Array(6).fill('.......'),
      toMove: 0,
      winner: -1,
      over: false,
      four: [],
    };
    const labelled = drawBoard('connect-four', position, { label: 'b', labels: new Map([['4', '100%']]) });
    const text = labelled.querySelector('text.lab-c4-label');
    expect(text?.textContent).toBe('100%');
    expect(labelled.getAttribute('viewBox')).toBe(`0 0 420 ${6 * C4_COLUMN_UNITS + C4_LABEL_UNITS + 14}`);
    // The game's board, without labels, keeps its usual head.
    expect(drawBoard('connect-four', position, { label: 'b' }).getAttribute('viewBox')).toBe('0 0 420 386');
    // "100%" fits its column: about 0.6 em a digit, 0.9 em the percent sign.
    expect((3 * 0.6 + 0.9) * C4_LABEL_UNITS).toBeLessThan(C4_COLUMN_UNITS);
  });

  it('are 11 px or more on the board as wide as it is drawn, down to a 320 px phone', () => {
    expect(px('.lab-c4-label', 'font-size')).toBe(C4_LABEL_UNITS);
    const widest = px('.lab-board-compare', 'max-width');
    // A 320 px phone: main's and the panel's padding (1rem each side) and the panel's border.
    const narrowest = Math.min(widest, 320 - 4 * 16 - 2);
    expect((C4_LABEL_UNITS * narrowest) / (7 * C4_COLUMN_UNITS)).toBeGreaterThanOrEqual(11);
  });
});
