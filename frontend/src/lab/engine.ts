/**
 * The MCTS lab's engine: the Java UCT, PUCT with its policy/value network, exact solvers and
 * bandits compiled by TeaVM into rules/generated/lab.js (src/browser/java/org/puzzlearena/browser/
 * BrowserLab.java), run in a Web Worker so that a search of 50,000 simulations never freezes the
 * page. Every figure the lab shows is an answer of these calls; the types below are the shapes of
 * those answers.
 */
import type * as Compiled from '../rules/generated/lab.js';
import { api } from '../lib/api';

import type { TwoPlayerGame } from './games';

export type { TwoPlayerGame } from './games';

/**
 * A root child of a UCT or PUCT decision: visits, mean reward from the mover's view (1 win, 0 loss),
 * MCTS-Solver's proof (UCT: win or loss; PUCT also a draw), the network's prior (PUCT).
 */
export interface Candidate {
  move: string;
  visits?: number;
  value?: number;
  proven?: 'win' | 'draw' | 'loss';
  prior?: number;
  /** For the perfect player: the move's exact score. */
  score?: number;
}

export interface Decision {
  move: string;
  player: string;
  simulations?: number;
  simulationsPerSecond?: number;
  children?: Candidate[];
  score?: number;
  /** The network alone ("net"): the prior of the move it plays. */
  prior?: number;
  /** "net" and "deep": the network's value of the position, in [0, 1] for the side to move. */
  netValue?: number;
  /** "deep": how many positions the network evaluated (a terminal leaf needs none). */
  evaluations?: number;
}

/** The network's answer for a position: its value and a prior for each legal move (they sum to 1). */
export interface NetEvaluation {
  /** In [0, 1] for the side to move: 1 a win, ½ a draw, 0 a loss. */
  value: number;
  priors: { move: string; prior: number }[];
}

export interface MoveScore {
  move: string;
  score?: number;
  lower?: number;
  upper?: number;
}

/** `bin/arena analyse`'s answer: from the side to move (1 or 2), exact scores or bounds. */
export interface SolverAnalysis {
  position: string;
  toMove: 1 | 2;
  score?: number;
  lower?: number;
  upper?: number;
  moves: MoveScore[];
  exact: boolean;
  nodes: number;
}

export type Grade = 'best' | 'inaccuracy' | 'mistake' | 'blunder';

export interface Graded {
  /** Null when the solver's budget ran out before the results were proven. */
  grade: Grade | null;
  /**
   * "result" when only the results were compared in time (a kept win or loss then counts as best,
   * how fast unknown); "score" when the scores were. The page's solver and the server's grade alike.
   */
  basis?: 'score' | 'result' | null;
  analysis: SolverAnalysis;
}

export interface TreeNode {
  id: number;
  parent: number;
  move: string | null;
  mover: number;
  visits: number;
  value: number;
  proven?: 'win' | 'draw' | 'loss';
}

/**
 * One child as the selection rule scored it: UCB1's mean reward (exploit) and C √(ln N / n)
 * (explore), or PUCT's Q and c P √N / (1 + n); null for an infinite term (a child never visited).
 */
export interface SelectionTerm {
  id: number;
  move: string;
  visits: number;
  prior: number;
  exploit: number | null;
  explore: number | null;
  /** What the rule compared: exploit + explore, or -1 for a proven loss UCB1 passes over. */
  score: number | null;
  /** A proven loss PUCT does not consider while another child is left. */
  skipped: boolean;
}

/**
 * How one node chose the next on a simulation's way down: by the rule's scores (every child's
 * terms), or ("untried") one of its `untried` moves drawn at random (UCB1 tries each move once).
 */
export interface SelectionChoice {
  rule: 'ucb1' | 'puct' | 'untried';
  /** Moves of the node with no child yet when it chose (PUCT adds them all as it chooses). */
  untried: number;
  candidates: SelectionTerm[];
}

export interface IterationStep {
  path: number[];
  pathMoves: string[];
  expanded: number;
  expandedMove: string | null;
  rollout: string[];
  rewards: [number, number];
  fromProof: boolean;
  /** What was backed up, in [-1, 1] for the player who moved into the last node (a network's value, a result). */
  value: number;
  /** One per step down: each node of the path's choice, then the choice of the new leaf. */
  choices: SelectionChoice[];
}

/**
 * One simulation of a seeded search (BrowserLab.trace): the tree as selection found it, and the
 * nodes each later phase (expansion, simulation, backup) added or changed. Every phase's tree is
 * exact: treeLayout.phaseSnapshots rebuilds them.
 */
export interface Trace {
  iteration: number;
  /** The rule the search chooses by: UCB1 (UCT, random rollouts) or PUCT (the deep bot's network). */
  rule: 'ucb1' | 'puct';
  tree: TreeNode[];
  changes: [TreeNode[], TreeNode[], TreeNode[]];
  step: IterationStep;
}

/** The search the tree tab watches: UCT, or the deep bot's (its network and PUCT; Connect Four). */
export type TracedBot = 'uct' | 'deep';

export interface BanditResult {
  checkpoints: number[];
  policies: { name: string; mean: number[]; standardError: number[] }[];
  ucb1Bound: number[];
  meanGap: number;
}

export interface MatchResult {
  games: number;
  wins: { first: number; second: number };
  draws: number;
}

/** The whole game tree of tic-tac-toe, counted by the rules. */
export interface Census {
  positions: number;
  terminal: number;
  games: number;
  firstWins: number;
  secondWins: number;
  draws: number;
}

/** A call of the compiled module, as the worker receives it. */
export type LabCall = {
  [K in keyof typeof Compiled]: { fn: K; args: Parameters<(typeof Compiled)[K]> };
}[keyof typeof Compiled];

/** What the engine refused, in its own words ("position: move 2 ('5') is illegal: cell 5 is taken"). */
export class LabError extends Error {}

/**
 * Whether `e` ended a call whose worker was stopped ({@link WorkerRunner.cancel}): its answer is no
 * longer wanted, so there is nothing to show.
 */
export function isStopped(e: unknown): boolean {
  return e instanceof LabError && e.message === 'stopped';
}

/** Runs one call somewhere (in a worker, or in this thread for tests) and gives its raw answer. */
export type Runner = (call: LabCall) => Promise<string | number>;

function parse<T>(text: string | number): T {
  const value = JSON.parse(String(text)) as T & { error?: string };
  if (value && typeof value === 'object' && typeof value.error === 'string') throw new LabError(value.error);
  return value;
}

export class LabEngine {
  constructor(private readonly run: Runner) {}

  /** The move `player` (e.g. "uct:sims=1000,c=1.414") chooses, with its statistics. */
  async move(game: TwoPlayerGame, position: string, player: string, seed: number): Promise<Decision> {
    return parse(await this.run({ fn: 'move', args: [game, position, player, seed] }));
  }

  /** The solver's grade of `move` played in `position`, with its analysis of the position. */
  async grade(game: TwoPlayerGame, position: string, move: string, budgetMs: number): Promise<Graded> {
    return parse(await this.run({ fn: 'grade', args: [game, position, move, budgetMs] }));
  }

  async analyse(game: TwoPlayerGame, position: string, budgetMs: number): Promise<SolverAnalysis> {
    return parse(await this.run({ fn: 'analyse', args: [game, position, budgetMs] }));
  }

  /** The policy/value network's value and priors for `position` (Connect Four only). */
  async evaluate(game: TwoPlayerGame, position: string): Promise<NetEvaluation> {
    return parse(await this.run({ fn: 'evaluate', args: [game, position] }));
  }

  /** Iteration `iteration` (from 1) of a seeded search by `bot` (UCT or the deep bot's PUCT), phase by phase. */
  async trace(
    game: TwoPlayerGame,
    position: string,
    bot: TracedBot,
    c: number,
    solver: boolean,
    seed: number,
    iteration: number,
  ): Promise<Trace> {
    return parse(await this.run({ fn: 'trace', args: [game, position, bot, c, solver, seed, iteration] }));
  }

  async bandit(
    arms: string,
    pulls: number,
    runs: number,
    seed: number,
    epsilon: number,
    c: number,
  ): Promise<BanditResult> {
    return parse(await this.run({ fn: 'bandit', args: [arms, pulls, runs, seed, epsilon, c] }));
  }

  async match(
    game: TwoPlayerGame,
    position: string,
    first: string,
    second: string,
    games: number,
    seed: number,
    fixed: boolean,
  ): Promise<MatchResult> {
    return parse(await this.run({ fn: 'match', args: [game, position, first, second, games, seed, fixed] }));
  }

  async census(game: TwoPlayerGame): Promise<Census> {
    return parse(await this.run({ fn: 'census', args: [game] }));
  }

  /** The seed of the engine's move at `ply` of a game played with `seed` (a replayed URL gets the same moves). */
  async moveSeed(seed: number, ply: number): Promise<number> {
    return Number(await this.run({ fn: 'moveSeed', args: [seed, ply] }));
  }
}

interface ServerMove {
  move: string;
  player: string;
  search: Omit<Decision, 'move' | 'player'>;
}

/**
 * A search too big for the browser, run by the server (POST /api/lab/moves, up to 1,000,000
 * simulations): the same seeded UCT, so the same answer the worker would give.
 */
export async function serverMove(
  game: TwoPlayerGame,
  position: string,
  player: string,
  seed: number,
): Promise<Decision> {
  const r = await api<ServerMove>('POST', '/api/lab/moves', { body: { game, position, player, seed } });
  return { move: r.move, player: r.player, ...r.search };
}

/**
 * A grade the browser could not make in its budget, made by the server (POST /api/lab/grades: the
 * same solver with its opening book on a JVM core for up to 20 s, exact analyses remembered for
 * everybody), so early Connect Four moves still get their verdict. The lab's pages ask it through
 * one queue (lab/grading.ts: serverGrades), never two at once.
 */
export async function serverGrade(
  game: TwoPlayerGame,
  position: string,
  move: string,
  signal?: AbortSignal,
): Promise<Graded> {
  const r = await api<Graded>('POST', '/api/lab/grades', { body: { game, position, move }, signal });
  return { grade: r.grade, basis: r.basis, analysis: r.analysis };
}

/** One training stage of a network: how it was made and how often the network alone then erred. */
export interface TrainingStage {
  name: string;
  label: string;
  command: string;
  seed: number;
  trainingSeconds: number;
  /** Self-play generations: whether it beat the best network and replaced it. */
  kept?: boolean;
  /** Mistake rate (0..1) of the network's highest prior on each solver-labelled position set; a set may be missing. */
  mistakes: Record<string, number>;
}

/** The model card of a game's network (GET /api/lab/networks/{game}). */
export interface ModelCard {
  game: string;
  architecture: string;
  parameters: number;
  bytes: number;
  /** Where the shipped weights come from (the last training command). */
  provenance?: string;
  stages: TrainingStage[];
}

export async function fetchModelCard(game: TwoPlayerGame): Promise<ModelCard> {
  return api<ModelCard>('GET', `/api/lab/networks/${encodeURIComponent(game)}`);
}

/** Runs calls directly on a loaded module (tests, and a fallback where workers are missing). */
export function directRunner(compiled: typeof Compiled): Runner {
  return (call) => {
    const f = compiled[call.fn] as (...args: unknown[]) => string | number;
    return Promise.resolve(f(...call.args));
  };
}

interface Reply {
  id: number;
  result?: string | number;
  error?: string;
}

/**
 * A worker that runs the calls one at a time, in order. `cancel()` ends whatever runs (the worker
 * is terminated: a long search cannot be interrupted from outside) and starts a fresh one.
 */
export class WorkerRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: string | number) => void; reject: (e: Error) => void }>();

  readonly run: Runner = (call) =>
    new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensure().postMessage({ id, ...call });
    });

  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.reject(new LabError('stopped'));
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mcts-lab' });
    w.onmessage = (e: MessageEvent<Reply>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      if (e.data.error !== undefined) p.reject(new LabError(e.data.error));
      else p.resolve(e.data.result as string | number);
    };
    w.onerror = (e) => {
      e.preventDefault();
      const waiting = [...this.pending.values()];
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
      for (const p of waiting)
        p.reject(new LabError(`the lab's engine failed to load: ${e.message || 'unknown error'}`));
    };
    this.worker = w;
    return w;
  }
}
