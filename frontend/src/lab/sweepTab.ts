/**
 * Sweep: UCT against the perfect player from a position, its loss rate as the simulations grow,
 * one line per C, computed live in the worker cell by cell (`bin/arena match` with the same specs
 * and seed gives the same numbers). On a phone the chart is drawn at the width it has (its legend
 * under it), so that its text stays 11 px.
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { LabEngine, LabError, WorkerRunner } from './engine';
import { TWO_PLAYER_GAMES, type TwoPlayerGame } from './games';
import { fittedLineChart, type Series } from './lineChart';
import { cellsInOrder, lossRate, lossSeries, readPlan, type SweepCell, type SweepPlan } from './sweepModel';
import { gameParam, movesParam } from './settings';
import { labInputs } from './labInputs';

const TONES = ['lab-s0', 'lab-s1', 'lab-s2', 'lab-s3', 'lab-s4'];

/** The games whose solver takes its time (a grading budget): early positions make the sweep slow. */
const SLOW_TO_SOLVE = TWO_PLAYER_GAMES.filter((g) => g.gradeBudgetMs > 0).map((g) => g.title);

/** The loss rates so far: a row per C, a column per budget ('…' for a cell still to come). */
function sweepTable(plan: SweepPlan, cells: readonly SweepCell[]): HTMLElement {
  return h(
    'table',
    { class: 'lab-table', 'data-testid': 'sweep-table' },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', null, 'C'),
        plan.sims.map((n) => h('th', { class: 'num' }, `${formatInt(n)} sims`)),
      ),
    ),
    h(
      'tbody',
      null,
      plan.cs.map((c) =>
        h(
          'tr',
          null,
          h('th', { scope: 'row' }, String(c)),
          plan.sims.map((n) => {
            const cell = cells.find((x) => x.c === c && x.sims === n);
            return h(
              'td',
              { class: 'num', 'data-testid': `sweep-cell-${c}-${n}` },
              cell ? `${(lossRate(cell) * 100).toFixed(1)} % (${cell.losses}/${cell.games})` : '…',
            );
          }),
        ),
      ),
    ),
  );
}

export function mountSweep(root: HTMLElement, search: string): () => void {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const game0 = gameParam(params, problems);
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);
  let gen = 0;

  const gameSelect = h(
    'select',
    { id: 'sweep-game', 'data-testid': 'sweep-game' },
    TWO_PLAYER_GAMES.map((g) => h('option', { value: g.id }, g.title)),
  );
  gameSelect.value = game0;
  const { inputs, fields } = labInputs('sweep', {
    moves: {
      label: 'Position (moves from the empty board)',
      value: movesParam(params, game0, problems),
      attrs: { type: 'text', placeholder: 'empty board' },
    },
    cs: { label: 'C values', value: params.get('cs') ?? '0,1.414,5', attrs: { type: 'text' } },
    sims: { label: 'Simulations per move', value: params.get('sims') ?? '10,100,1000', attrs: { type: 'text' } },
    games: {
      label: 'Games per cell',
      value: params.get('games') ?? '40',
      attrs: { type: 'number', min: 2, max: 1000 },
    },
    seed: { label: 'Seed', value: params.get('seed') ?? '1', attrs: { type: 'number', min: 0 } },
  });
  const run = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'sweep-run' }, 'Run the sweep');
  const stop = h('button', { type: 'button', class: 'btn', 'data-testid': 'sweep-stop', disabled: true }, 'Stop');
  const error = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'sweep-error' }, problems.join('. '));
  const status = h('p', { class: 'lab-status', role: 'status', 'data-testid': 'sweep-status' });
  const chartSlot = h('div', { class: 'lab-chart-slot' });
  const table = h('div', { class: 'table-wrap' });
  let chart: ReturnType<typeof fittedLineChart> | null = null;

  function draw(plan: SweepPlan, cells: SweepCell[]): void {
    const series: Series[] = lossSeries(plan, cells).map(({ c, points }, i) => ({
      name: `C = ${c}`,
      tone: TONES[i % TONES.length],
      points,
    }));
    chart?.dispose();
    chart = fittedLineChart(series, {
      x: 'simulations per move',
      y: 'UCT loss rate (%)',
      yMax: 100,
      label: 'Loss rate against the perfect player by simulations',
      testid: 'sweep-chart',
    });
    replaceChildren(chartSlot, chart.el);
    chart.fit();
    replaceChildren(table, sweepTable(plan, cells));
  }

  async function sweep(): Promise<void> {
    const g = ++gen;
    setText(error, '');
    let plan: SweepPlan;
    try {
      plan = readPlan({ cs: inputs.cs.value, sims: inputs.sims.value, games: inputs.games.value });
    } catch (e) {
      setText(error, errorText(e));
      return;
    }
    const game = gameSelect.value as TwoPlayerGame;
    const moves = inputs.moves.value.trim();
    const seed = Number(inputs.seed.value);
    const q = new URLSearchParams({
      game,
      moves,
      cs: plan.cs.join(','),
      sims: plan.sims.join(','),
      games: String(plan.games),
      seed: String(seed),
    });
    history.replaceState(history.state, '', `/lab/sweep?${q.toString()}`);
    const cells: SweepCell[] = [];
    draw(plan, cells);
    run.disabled = true;
    stop.disabled = false;
    const order = cellsInOrder(plan);
    try {
      for (const [i, { c, sims }] of order.entries()) {
        setText(
          status,
          `Cell ${i + 1} of ${order.length}: ${plan.games} games of UCT (${formatInt(sims)} simulations, C = ${c}) against the perfect player…`,
        );
        const r = await engine.match(game, moves, `uct:sims=${sims},c=${c}`, 'perfect', plan.games, seed, false);
        if (g !== gen) return;
        cells.push({ c, sims, games: r.games, losses: r.wins.second, draws: r.draws, wins: r.wins.first });
        draw(plan, cells);
      }
      setText(
        status,
        `Done: ${order.length} cells of ${plan.games} games each, UCT and the perfect player taking turns to start.`,
      );
    } catch (e) {
      if (g !== gen) return;
      setText(status, '');
      if (!(e instanceof LabError && e.message === 'stopped')) setText(error, errorText(e));
    } finally {
      if (g === gen) {
        run.disabled = false;
        stop.disabled = true;
      }
    }
  }

  stop.addEventListener('click', () => {
    gen++;
    runner.cancel();
    run.disabled = false;
    stop.disabled = true;
    setText(status, 'Stopped.');
  });
  const form = h(
    'form',
    { class: 'panel lab-controls', 'aria-label': 'The sweep' },
    field('Game', gameSelect).wrap,
    ...fields,
    h('div', { class: 'row' }, run, stop),
    error,
    SLOW_TO_SOLVE.length > 0
      ? h(
          'p',
          { class: 'small muted' },
          `${SLOW_TO_SOLVE.join(' or ')} from an early position makes the perfect player solve hard positions: start from a middle-game position (e.g. 20 moves in), or use bin/arena match.`,
        )
      : null,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void sweep();
  });
  replaceChildren(
    root,
    h('div', { class: 'lab-sweep' }, form, h('section', { class: 'panel' }, status, chartSlot, table)),
  );
  return () => {
    gen++;
    runner.cancel();
    chart?.dispose();
  };
}
