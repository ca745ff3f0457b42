/**
 * A game against one of the lab's engines, as the play tab (UCT) and the Deep MCTS tab (PUCT with
 * its network) both run it: started from the URL's moves, with a link's illegal tail cut off; the
 * engine's turns searched with a seed derived from the game's seed and the ply, so that a link
 * replays the very same game; every move, the person's too, graded by the solver; a take-back to
 * the person's previous turn. Each restart, and leaving the tab, begins a new generation: the
 * answers still on their way for an older game land nowhere, and its grades still waiting for the
 * server are cancelled (never sent, or their requests aborted). The tab says how its engine decides
 * and draws everything but the board and the status line.
 */
import { h, replaceChildren, setText } from '../lib/dom';
import { errorText } from '../lib/components';
import { loadRules, type Rules } from '../rules/engine';
import { drawBoard, sideNames, type TwoPlayerGame } from './games';
import { isStopped, LabEngine, WorkerRunner, type Decision, type SolverAnalysis } from './engine';
import { GradeCancelled, gradeMove } from './grading';
import { outcomeFor, type GameMove, type Outcome } from './session';
import { engineToMove } from './settings';

export interface GameOptions<M extends GameMove> {
  /** What the game is played with now (on the play tab the person may change them). */
  settings(): { game: TwoPlayerGame; you: 'first' | 'second'; seed: number };
  /** The mark of the engine's moves. */
  engine: Exclude<M['by'], 'you'>;
  /** The engine's move after `moves`, searched with `seed`: by `engine` (the page's worker) or the server. */
  decide(engine: LabEngine, moves: string, seed: number): Promise<Decision>;
  /** The engine could not move, for the reason `e`. */
  failed(e: unknown): void;
  /** The moves changed: the URL follows. */
  changed(moves: string): void;
  /** Redraws the tab; called once the rules have loaded. */
  render(): void;
  /** A new game begins with `moves`; `problem` says why a link's moves were cut short. */
  restarted?(moves: string, problem: string | null): void;
  /** What the tab asks about move `index` of generation `gen` besides its grade. */
  study?(index: number, gen: number): void;
  /** Move `index` got its grade, from the solver's `analysis` of the position before it. */
  graded?(index: number, analysis: SolverAnalysis): void;
}

/** The words of the status line that differ from tab to tab. */
export interface StatusWords {
  /** The accessible name of the board. */
  board: string;
  /** Who won when the person lost ("MCTS"). */
  engine: string;
  /** While the engine searches, playing `side`. */
  thinking(side: string): string;
}

export class LabGame<M extends GameMove> {
  played: M[] = [];
  thinking = false;
  lastDecision: Decision | null = null;
  rules: Rules | null = null;
  /** Bumped by each restart and by leaving: an answer for an older generation is dropped. */
  gen = 0;
  // The search is stopped by a restart; the solver is not, so that what it solved stays solved.
  private readonly searchRunner = new WorkerRunner();
  /** Aborted by each restart and by leaving: the older game's server grades are cancelled. */
  private grading = new AbortController();
  private readonly solverRunner = new WorkerRunner();
  readonly engine = new LabEngine(this.searchRunner.run);
  /** The page's solver: the grades, and whatever else the tab asks it. */
  readonly solver = new LabEngine(this.solverRunner.run);

  constructor(private readonly opts: GameOptions<M>) {}

  movesText(): string {
    return this.movesBefore(this.played.length);
  }

  /** The position move `index` was played in, as its move string. */
  movesBefore(index: number): string {
    return this.played
      .slice(0, index)
      .map((m) => m.move)
      .join('');
  }

  position(moves: string): ReturnType<Rules['analyse']> {
    return this.rules!.analyse(this.opts.settings().game, 'start', [...moves]);
  }

  /** Loads the rules, then plays from `moves`; if they cannot be loaded, `slot` says why. */
  start(moves: string, slot: HTMLElement): void {
    loadRules()
      .then((r) => {
        this.rules = r;
        this.restart(moves);
      })
      .catch((e) => replaceChildren(slot, h('p', { class: 'field-error', role: 'alert' }, errorText(e))));
  }

  /** A new game from `requested`; the engine moves at once if it is its turn. */
  restart(requested: string): void {
    let moves = requested;
    let problem: string | null = null;
    const check = this.position(moves);
    if (check.status !== 'valid') {
      // A link with an illegal move: play the legal part and say where it went wrong.
      const bad = check.error;
      moves = bad ? moves.slice(0, bad.moveIndex) : '';
      problem = bad
        ? `moves: move ${bad.moveIndex + 1} ('${bad.move}') is illegal: ${bad.reason}`
        : `moves: ${check.message ?? 'unreadable'}`;
    }
    this.newGeneration();
    this.searchRunner.cancel();
    this.thinking = false;
    this.lastDecision = null;
    this.played = [...moves].map((m, i) =>
      this.record(m, this.engineMoves(moves.slice(0, i)) ? this.opts.engine : 'you'),
    );
    this.opts.restarted?.(moves, problem);
    this.opts.changed(this.movesText());
    this.render();
    this.played.forEach((_, i) => this.study(i));
    this.continueGame();
  }

  /** Back to the person's previous turn: their last move and the engine's answer to it. */
  takeBack(): void {
    let k = this.played.length - 1;
    while (k >= 0 && this.played[k].by !== 'you') k--;
    this.restart(this.movesBefore(Math.max(0, k)));
  }

  /** The person's move; the board takes one only on their turn. */
  humanMove(move: string): void {
    if (this.thinking) return;
    this.played.push(this.record(move, 'you'));
    this.opts.changed(this.movesText());
    this.render();
    this.study(this.played.length - 1);
    this.continueGame();
  }

  /**
   * Asks something about move `index` of generation `g`, then writes the answer into the move (or,
   * when the asking failed, what `failure` says) and redraws, unless the game has moved on.
   */
  async annotate<T>(
    index: number,
    g: number,
    ask: () => Promise<T>,
    answer: (t: T) => Partial<M>,
    failure: (e: unknown) => Partial<M>,
  ): Promise<void> {
    try {
      const t = await ask();
      if (g !== this.gen || !this.played[index]) return;
      this.played[index] = { ...this.played[index], ...answer(t) };
    } catch (e) {
      if (g !== this.gen || !this.played[index] || isStopped(e) || e instanceof GradeCancelled) return;
      this.played[index] = { ...this.played[index], ...failure(e) };
    }
    this.render();
  }

  /**
   * Draws the board, which takes the person's move on their turn, and says in `status` whose turn
   * it is or how the game ended; a finished game's outcome for the person is returned.
   */
  show(board: HTMLElement, status: HTMLElement, words: StatusWords): Outcome | null {
    const { game, you } = this.opts.settings();
    const moves = this.movesText();
    const at = this.position(moves);
    const names = sideNames(game);
    const youIndex = you === 'first' ? 0 : 1;
    const yourTurn = !this.thinking && !at.terminal && !this.engineMoves(moves);
    replaceChildren(
      board,
      drawBoard(game, at.position, {
        label: words.board,
        last: this.played.length > 0 ? this.played[this.played.length - 1].move : null,
        input: yourTurn ? { legal: at.legal.map((l) => l.move), onMove: (m) => this.humanMove(m) } : null,
      }),
    );
    if (at.terminal) {
      const winner = (at.position as { winner: number }).winner;
      const o = outcomeFor(winner, you);
      setText(
        status,
        o === 'draw'
          ? 'Draw.'
          : o === 'win'
            ? `You win (${names[youIndex]}).`
            : `${words.engine} wins (${names[winner]}).`,
      );
      status.dataset.state = `over-${o}`;
      return o;
    }
    if (this.thinking) {
      setText(status, words.thinking(names[1 - youIndex]));
      status.dataset.state = 'thinking';
    } else {
      setText(status, `Your move (${names[youIndex]}).`);
      status.dataset.state = 'your-move';
    }
    return null;
  }

  /** Leaving the tab: the answers on their way are dropped and both workers stopped. */
  dispose(): void {
    this.newGeneration();
    this.searchRunner.cancel();
    this.solverRunner.cancel();
  }

  /** Drops the answers on their way for the game so far and cancels its server grades. */
  private newGeneration(): void {
    this.gen++;
    this.grading.abort();
    this.grading = new AbortController();
  }

  private record(move: string, by: M['by']): M {
    return { move, by } as M;
  }

  private engineMoves(moves: string): boolean {
    return engineToMove(this.opts.settings(), moves);
  }

  private render(): void {
    if (this.rules) this.opts.render();
  }

  /** Everything the move list shows about move `index`: the tab's own questions, then the grade. */
  private study(index: number): void {
    this.opts.study?.(index, this.gen);
    this.grade(index, this.gen);
  }

  private grade(index: number, g: number): void {
    const game = this.opts.settings().game;
    const before = this.movesBefore(index);
    const move = this.played[index].move;
    const signal = this.grading.signal;
    void this.annotate(
      index,
      g,
      () => gradeMove(this.solver, game, before, move, signal),
      (r) => {
        this.opts.graded?.(index, r.analysis);
        return { grade: r.grade, basis: r.basis, analysis: r.analysis } as Partial<M>;
      },
      () => ({ grade: null }) as Partial<M>,
    );
  }

  private continueGame(): void {
    const moves = this.movesText();
    if (!this.position(moves).terminal && this.engineMoves(moves)) void this.think();
  }

  private async think(): Promise<void> {
    const g = this.gen;
    this.thinking = true;
    this.render();
    try {
      const moves = this.movesText();
      const seed = await this.engine.moveSeed(this.opts.settings().seed, moves.length);
      const d = await this.opts.decide(this.engine, moves, seed);
      if (g !== this.gen) return;
      this.lastDecision = d;
      this.played.push({ ...this.record(d.move, this.opts.engine), decision: d, seed });
      this.thinking = false;
      this.opts.changed(this.movesText());
      this.render();
      this.study(this.played.length - 1);
    } catch (e) {
      if (g !== this.gen) return;
      this.thinking = false;
      this.render();
      this.opts.failed(e);
    }
  }
}
