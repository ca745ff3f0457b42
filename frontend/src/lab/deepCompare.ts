/**
 * Compare on one position: the network alone, PUCT guided by it and UCT with random playouts (the
 * same number of simulations) each choose a move, and the exact solver says what each choice is
 * worth, beside the network's prior and the solver's score of every column. The players run one
 * after another in this panel's own worker; the solver in the page's, whose solved positions the
 * game's grades share. What the browser's solver cannot make exact in its budget is asked of the
 * server, one chosen move at a time, in the queue the game's grades use (lab/grading.ts); a new
 * comparison, or leaving, cancels what is still waiting there.
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { errorText } from '../lib/components';
import { formatInt } from '../lib/format';
import type { Rules } from '../rules/engine';
import { NETWORK_GAME, twoPlayerGame } from './games';
import { LabEngine, WorkerRunner } from './engine';
import { combineAnalyses, serverGrades } from './grading';
import { comparedPosition, contenderSpec, CONTENDERS, ungradedMoves, type Comparison } from './comparison';
import { simsChoices } from './deepModel';
import { panel } from './panel';
import { comparisonView, SEED } from './deepCompareView';

export interface CompareOptions {
  /** The page's solver (shared with the game's grades). */
  solver: LabEngine;
  rules: () => Rules | null;
  /** The game's position, offered as the one to compare. */
  gameMoves: () => string;
  sims: number;
}

export function compareSection(opts: CompareOptions): { el: HTMLElement; dispose(): void } {
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  let gen = 0;
  let grading = new AbortController();

  const positionInput = h('input', {
    id: 'deep-compare-position',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: 'empty board',
    value: opts.gameMoves(),
    'data-testid': 'deep-compare-position',
  });
  const simsSelect = h(
    'select',
    { id: 'deep-compare-sims', 'data-testid': 'deep-compare-sims' },
    simsChoices(opts.sims).map((n) => h('option', { value: n }, formatInt(n))),
  );
  simsSelect.value = String(opts.sims);
  const fromGame = h(
    'button',
    { type: 'button', class: 'btn', 'data-testid': 'deep-compare-from-game' },
    'The game’s position',
  );
  const runButton = h(
    'button',
    { type: 'submit', class: 'btn btn-primary', 'data-testid': 'deep-compare-run' },
    'Compare',
  );
  const status = h('p', {
    id: 'deep-compare-status',
    class: 'lab-status',
    role: 'status',
    'data-testid': 'deep-compare-status',
  });
  const result = h('div', { class: 'lab-compare-result', 'data-testid': 'deep-compare-result' });

  async function run(): Promise<void> {
    const g = ++gen;
    runner.cancel();
    grading.abort();
    grading = new AbortController();
    const signal = grading.signal;
    const checked = comparedPosition(opts.rules(), positionInput.value);
    positionInput.setAttribute('aria-invalid', String('problem' in checked));
    if ('problem' in checked) {
      // The last comparison is of another position: it goes, and the status says what is wrong.
      replaceChildren(result);
      setText(status, checked.problem);
      status.dataset.state = 'error';
      return;
    }
    const { moves, position } = checked;
    const sims = Number(simsSelect.value);
    const c: Comparison = { decisions: {}, errors: {}, solving: true };
    const draw = () => {
      if (g === gen) replaceChildren(result, ...comparisonView(moves, position, sims, c));
    };
    setText(
      status,
      `Comparing: the network, then ${formatInt(sims)} simulations of each search; the solver at the same time…`,
    );
    status.dataset.state = 'running';
    draw();
    const players = (async () => {
      try {
        c.evaluation = await engine.evaluate(NETWORK_GAME, moves);
      } catch (e) {
        c.evaluationError = errorText(e);
      }
      draw();
      for (const who of CONTENDERS) {
        if (g !== gen) return;
        try {
          c.decisions[who] = await engine.move(NETWORK_GAME, moves, contenderSpec(who, sims), SEED);
        } catch (e) {
          c.errors[who] = errorText(e);
        }
        draw();
      }
    })();
    const solved = (async () => {
      try {
        c.analysis = await opts.solver.analyse(NETWORK_GAME, moves, twoPlayerGame(NETWORK_GAME).gradeBudgetMs);
      } catch {
        // Left to the server below: every chosen move is then ungraded.
      }
      draw();
    })();
    await Promise.all([players, solved]);
    if (g !== gen) return;
    // The chosen moves the browser's solver left open, to the server; its first exact analysis
    // usually grades the others too, which are then not asked again.
    for (const move of ungradedMoves(c)) {
      if (!ungradedMoves(c).includes(move)) continue;
      try {
        const r = await serverGrades.grade(NETWORK_GAME, moves, move, signal);
        if (g !== gen) return;
        c.analysis = c.analysis ? combineAnalyses(c.analysis, r.analysis) : r.analysis;
      } catch {
        // Cancelled (a newer comparison), or busy, rate-limited or offline after the queue's
        // retries: the browser's bounds stand, the move is not solved in time.
        if (g !== gen) return;
      }
      draw();
    }
    c.solving = false;
    draw();
    setText(status, 'Done.');
    status.dataset.state = 'done';
  }

  fromGame.addEventListener('click', () => {
    positionInput.value = opts.gameMoves();
  });
  const form = h(
    'form',
    { class: 'lab-compare-form', 'aria-label': 'The position to compare' },
    field('Position (moves from the empty board)', positionInput).wrap,
    field('Simulations per search', simsSelect).wrap,
    h('div', { class: 'row' }, runButton, fromGame),
  );
  // What is wrong with the position is said by the status line, under the form.
  positionInput.setAttribute('aria-describedby', 'deep-compare-status');
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });
  const el = panel(
    { class: 'panel lab-wide', 'aria-label': 'Compare on one position', 'data-testid': 'deep-compare' },
    'Compare on one position',
    'The network alone plays its highest prior; Deep MCTS searches with the network’s priors and values (PUCT); UCT searches with random playouts. Same position, same simulations: which choice does the exact solver approve?',
    form,
    status,
    result,
  );
  return {
    el,
    dispose: () => {
      gen++;
      runner.cancel();
      grading.abort();
    },
  };
}
