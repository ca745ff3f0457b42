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
import { drawBoard, NETWORK_GAME, sideNames, twoPlayerGame } from './games';
import { LabEngine, WorkerRunner } from './engine';
import { combineAnalyses, serverGrades } from './grading';
import {
  columnCells,
  comparedPosition,
  compareRows,
  contenderSpec,
  CONTENDERS,
  searchRuns,
  showsBounds,
  BOUNDS_NOTE,
  solverRow,
  ungradedMoves,
  type ColumnCells,
  type Comparison,
} from './comparison';
import { simsChoices, visitsText } from './deepModel';
import { panel } from './panel';
import { gradeText } from './session';

/** Both searches are seeded alike, so a comparison run twice gives the same table. */
const SEED = 1;

export interface CompareOptions {
  /** The page's solver (shared with the game's grades). */
  solver: LabEngine;
  rules: () => Rules | null;
  /** The game's position, offered as the one to compare. */
  gameMoves: () => string;
  sims: number;
}

function valueText(v: number | null, known: boolean): string {
  return v !== null ? v.toFixed(3) : known ? '–' : '…';
}

/**
 * The columns table's columns after the board's column, one per field of {@link ColumnCells}: the
 * field (its data-testid's end) and heading. A row per board column keeps the table narrow enough
 * for a phone.
 */
const COLUMN_FIELDS: { key: 'prior' | 'deep' | 'uct' | 'score'; label: string }[] = [
  { key: 'prior', label: 'Network prior' },
  { key: 'deep', label: 'Deep MCTS visits' },
  { key: 'uct', label: 'UCT visits' },
  { key: 'score', label: 'Solver score' },
];

/** A column's cell for field `key`; the solver's scores are coloured by their grade. */
function columnCell(k: ColumnCells, key: (typeof COLUMN_FIELDS)[number]['key']): HTMLElement {
  const graded = key === 'score' && k.grade ? ` lab-grade lab-grade-${k.grade}` : '';
  return h('td', { class: `num${graded}`, 'data-testid': `deep-column-${k.move}-${key}` }, k[key]);
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

  function render(moves: string, position: unknown, sims: number, c: Comparison): void {
    const names = sideNames(NETWORK_GAME);
    const mover = names[moves.length % 2];
    const cols = columnCells(c);
    const solver = solverRow(c);
    // Above each column its prior, rounded: the board shows at a glance where the network looks.
    const priors = new Map((c.evaluation?.priors ?? []).map((p) => [p.move, `${Math.round(p.prior * 100)}%`]));
    replaceChildren(
      result,
      h(
        'p',
        { class: 'small muted' },
        `${moves ? `After ${moves}` : 'The empty board'}, ${mover} to move. Values are ${mover}’s expected result (1 win, ½ draw, 0 loss); each search was given ${formatInt(sims)} simulations (seed ${SEED}).`,
      ),
      h(
        'div',
        { class: 'lab-board-slot lab-board-compare' },
        drawBoard(NETWORK_GAME, position, {
          label: `the compared position, network priors above the columns`,
          labels: priors,
        }),
      ),
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'lab-table', 'data-testid': 'deep-compare-table' },
          h('caption', { class: 'small muted' }, 'Each player’s move, graded by the exact solver'),
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              h('th', { scope: 'col' }, 'Player'),
              h('th', { scope: 'col' }, 'Move'),
              h('th', { scope: 'col', class: 'num' }, 'Value'),
              h('th', { scope: 'col', class: 'num' }, 'Visits'),
              h('th', { scope: 'col' }, 'Solver'),
            ),
          ),
          h(
            'tbody',
            null,
            compareRows(c).map((r) =>
              h(
                'tr',
                {
                  'data-testid': `deep-compare-${r.who}`,
                  'data-move': r.move ?? '',
                  'data-grade': r.grade === undefined ? 'pending' : (r.grade ?? 'unknown'),
                },
                h('th', { scope: 'row' }, r.label, h('span', { class: 'lab-by' }, r.how)),
                r.error
                  ? h('td', { colspan: 4, class: 'field-error' }, r.error)
                  : [
                      h('td', null, h('strong', null, r.move ?? '…')),
                      h('td', { class: 'num' }, valueText(r.value, r.move !== null)),
                      h('td', { class: 'num' }, r.who === 'net' ? '' : r.move === null ? '…' : visitsText(r.visits)),
                      h('td', { class: `lab-grade lab-grade-${r.grade ?? 'unknown'}` }, gradeText(r.grade)),
                    ],
              ),
            ),
            h(
              'tr',
              { 'data-testid': 'deep-compare-solver', 'data-best': solver.moves.join('') },
              h('th', { scope: 'row' }, 'Exact solver'),
              h(
                'td',
                null,
                h('strong', null, solver.moves.join(', ') || (c.solving ? '…' : '–')),
                solver.moves.length > 0 && !solver.complete ? ' (other moves not solved)' : '',
              ),
              h('td', { class: 'num' }, valueText(solver.value, !c.solving)),
              h('td', null),
              h('td', null, solver.text),
            ),
          ),
        ),
      ),
      // The count each search really ran: MCTS-Solver stops a search once the position is proven.
      h('p', { class: 'small', 'data-testid': 'deep-compare-runs' }, searchRuns(c, sims).join(' ')),
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'lab-table lab-columns', 'data-testid': 'deep-columns' },
          h(
            'caption',
            { class: 'small muted' },
            'Every column: the network’s prior, each search’s visits, the solver’s score (a win’s number is larger the sooner it comes)',
          ),
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              h('th', { scope: 'col' }, 'Column'),
              COLUMN_FIELDS.map(({ label }) => h('th', { scope: 'col', class: 'num' }, label)),
            ),
          ),
          h(
            'tbody',
            null,
            cols.map((k) =>
              h(
                'tr',
                { 'data-testid': `deep-column-${k.move}` },
                h('th', { scope: 'row' }, k.move),
                COLUMN_FIELDS.map(({ key }) => columnCell(k, key)),
              ),
            ),
          ),
        ),
      ),
      showsBounds(c) ? h('p', { class: 'small muted', 'data-testid': 'deep-compare-bounds' }, BOUNDS_NOTE) : null,
    );
  }

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
      if (g === gen) render(moves, position, sims, c);
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
