/**
 * Deep MCTS (issue 17): Connect Four against PUCT guided by a small policy/value network. Beside
 * every move, the person's too, the network's prior for it and its value of the position before
 * it, the search's visits for the bot's moves, and the exact solver's grade. Under the game, the
 * three players compared on one position (lab/deepCompare.ts) and the network's learning curve
 * (lab/deepCurve.ts). The game (moves, side, simulations, seed) is in the URL, and each bot move
 * is seeded from the game's seed and its ply, so a link replays the very same game.
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { loadRules, type Rules } from '../rules/engine';
import { drawBoard, sideNames } from './boards';
import { LabEngine, LabError, serverGrade, WorkerRunner, type Decision, type NetEvaluation } from './engine';
import { C4_GRADE_BUDGET_MS, gradeWithFallback } from './grading';
import { outcomeFor, verdictText } from './session';
import { engineToMove } from './settings';
import {
  deepQuery,
  deepSpec,
  moveCells,
  percent,
  readDeepSettings,
  simsChoices,
  type DeepMove,
  type DeepSettings,
} from './deepModel';
import { compareSection } from './deepCompare';
import { curveSection } from './deepCurve';

const GAME = 'connect-four';

export function mountDeep(root: HTMLElement, search: string): () => void {
  const read = readDeepSettings(search);
  let settings: DeepSettings = read.value;
  let played: DeepMove[] = [];
  let gen = 0;
  let thinking = false;
  let lastDecision: Decision | null = null;
  let netProblem = '';
  let rules: Rules | null = null;
  // Three workers: the bot's search (stopped by a new game), the network's evaluations (microseconds
  // each, never queued behind a search) and the solver (grades, and the comparison's analyses).
  const botRunner = new WorkerRunner();
  const netRunner = new WorkerRunner();
  const solverRunner = new WorkerRunner();
  const bot = new LabEngine(botRunner.run);
  const net = new LabEngine(netRunner.run);
  const solver = new LabEngine(solverRunner.run);
  // A take-back replays positions already evaluated: each is asked of the network once.
  const evaluations = new Map<string, Promise<NetEvaluation>>();

  const youSelect = h(
    'select',
    { id: 'deep-you', 'data-testid': 'deep-you' },
    h('option', { value: 'first' }, 'You start (Red)'),
    h('option', { value: 'second' }, 'The bot starts'),
  );
  const simsSelect = h(
    'select',
    { id: 'deep-sims', 'data-testid': 'deep-sims' },
    simsChoices(settings.sims).map((n) => h('option', { value: n }, formatInt(n))),
  );
  const status = h('p', { class: 'lab-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'deep-status' });
  const boardSlot = h('div', { class: 'lab-board-slot' });
  const movesBody = h('tbody', null);
  const netNote = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'deep-net-error' });
  const searchSlot = h('div', { 'data-testid': 'deep-search' });
  const newGame = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'deep-new-game' }, 'New game');
  const takeBack = h('button', { type: 'button', class: 'btn', 'data-testid': 'deep-take-back' }, 'Take back');

  function movesText(): string {
    return played.map((m) => m.move).join('');
  }

  function movesBefore(index: number): string {
    return played
      .slice(0, index)
      .map((m) => m.move)
      .join('');
  }

  function saveUrl(): void {
    settings = { ...settings, moves: movesText() };
    history.replaceState(history.state, '', `/lab/deep${deepQuery(settings)}`);
  }

  function position(moves: string): ReturnType<Rules['analyse']> {
    return rules!.analyse(GAME, 'start', [...moves]);
  }

  function render(): void {
    if (!rules) return;
    const moves = movesText();
    const at = position(moves);
    const names = sideNames(GAME);
    const youIndex = settings.you === 'first' ? 0 : 1;
    const yourTurn = !thinking && !at.terminal && !engineToMove(settings, moves);
    replaceChildren(
      boardSlot,
      drawBoard(GAME, at.position, {
        label: `Connect Four board after ${moves.length} moves`,
        last: played.length > 0 ? played[played.length - 1].move : null,
        input: yourTurn ? { legal: at.legal.map((l) => l.move), onMove: (m) => humanMove(m) } : null,
      }),
    );
    if (at.terminal) {
      const winner = (at.position as { winner: number }).winner;
      const o = outcomeFor(winner, settings.you);
      setText(
        status,
        o === 'draw' ? 'Draw.' : o === 'win' ? `You win (${names[youIndex]}).` : `The bot wins (${names[winner]}).`,
      );
      status.dataset.state = `over-${o}`;
    } else if (thinking) {
      setText(status, `The bot (${names[1 - youIndex]}) is searching: ${formatInt(settings.sims)} simulations…`);
      status.dataset.state = 'thinking';
    } else {
      setText(status, `Your move (${names[youIndex]}).`);
      status.dataset.state = 'your-move';
    }
    replaceChildren(
      movesBody,
      played.length === 0
        ? h('tr', null, h('td', { colspan: 7, class: 'muted' }, 'No moves yet.'))
        : played.map((m, i) => {
            const cells = moveCells(m);
            const n = i + 1;
            return h(
              'tr',
              { 'data-testid': `deep-move-${n}`, 'data-grade': cells.state, 'data-by': m.by, 'data-move': m.move },
              h('td', { class: 'num' }, `${n}.`),
              h('td', null, `${names[i % 2]} ${m.move}`),
              h('td', { class: 'muted small' }, m.by === 'you' ? 'you' : 'bot'),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-prior` }, cells.prior),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-value` }, cells.value),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-visits` }, cells.visits),
              h(
                'td',
                {
                  class: `lab-grade lab-grade-${cells.state === 'pending' ? 'unknown' : cells.state}`,
                  title: m.analysis ? verdictText(m.analysis, names) : '',
                  'data-testid': `deep-move-${n}-grade`,
                },
                cells.grade,
              ),
            );
          }),
    );
    setText(netNote, netProblem);
    takeBack.disabled = thinking || !played.some((m) => m.by === 'you');
    renderSearch();
  }

  function renderSearch(): void {
    const d = lastDecision;
    if (!d) {
      replaceChildren(searchSlot, h('p', { class: 'muted' }, 'The bot has not moved yet.'));
      return;
    }
    const kids = d.children ?? [];
    replaceChildren(
      searchSlot,
      h(
        'p',
        null,
        'The bot played ',
        h('strong', { 'data-testid': 'deep-bot-move' }, d.move),
        ` after ${formatInt(d.simulations)} simulations (${formatInt(d.evaluations)} network evaluations, ${formatInt(d.simulationsPerSecond)} simulations per second).`,
        d.netValue !== undefined ? ` The network alone valued the position at ${d.netValue.toFixed(3)}.` : '',
      ),
      h(
        'table',
        { class: 'lab-candidates', 'data-testid': 'deep-candidates' },
        h(
          'caption',
          { class: 'small muted' },
          'Root children, most visited first: the network’s prior steers the search, the visits decide the move (value = mean for the player moving, 1 win, ½ draw, 0 loss)',
        ),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', null, 'Move'),
            h('th', { class: 'num' }, 'Visits'),
            h('th', { class: 'num' }, 'Prior'),
            h('th', { class: 'num' }, 'Value'),
          ),
        ),
        h(
          'tbody',
          null,
          kids.map((k) =>
            h(
              'tr',
              { class: k.move === d.move ? 'current' : null },
              h('td', null, k.move),
              h('td', { class: 'num' }, formatInt(k.visits)),
              h('td', { class: 'num' }, k.prior === undefined ? '–' : percent(k.prior)),
              h('td', { class: 'num' }, k.value === undefined ? '–' : k.value.toFixed(3)),
            ),
          ),
        ),
      ),
    );
  }

  function netEvaluation(moves: string): Promise<NetEvaluation> {
    let e = evaluations.get(moves);
    if (!e) {
      e = net.evaluate(GAME, moves);
      evaluations.set(moves, e);
    }
    return e;
  }

  /** The network's prior and value for move `index`, from the position before it. */
  async function evaluate(index: number, g: number): Promise<void> {
    try {
      const e = await netEvaluation(movesBefore(index));
      if (g !== gen || !played[index]) return;
      played[index] = { ...played[index], net: e };
    } catch (e) {
      if (g !== gen || !played[index] || (e instanceof LabError && e.message === 'stopped')) return;
      played[index] = { ...played[index], net: null };
      netProblem = `The network could not evaluate: ${errorText(e)}`;
    }
    render();
  }

  /** The solver's grade of move `index`: the browser's, else the server's (as the play tab grades). */
  async function grade(index: number, g: number): Promise<void> {
    const before = movesBefore(index);
    const move = played[index].move;
    try {
      const r = await gradeWithFallback(
        () => solver.grade(GAME, before, move, C4_GRADE_BUDGET_MS),
        () => serverGrade(GAME, before, move),
      );
      if (g !== gen || !played[index]) return;
      played[index] = { ...played[index], grade: r.grade, analysis: r.analysis };
    } catch (e) {
      if (g !== gen || !played[index] || (e instanceof LabError && e.message === 'stopped')) return;
      played[index] = { ...played[index], grade: null };
    }
    render();
  }

  /** Everything the list shows about a move just added. */
  function study(index: number): void {
    void evaluate(index, gen);
    void grade(index, gen);
  }

  async function think(): Promise<void> {
    const g = gen;
    thinking = true;
    render();
    try {
      const moves = movesText();
      const seed = await bot.moveSeed(settings.seed, moves.length);
      const d = await bot.move(GAME, moves, deepSpec(settings.sims), seed);
      if (g !== gen) return;
      lastDecision = d;
      played.push({ move: d.move, by: 'bot', decision: d });
      thinking = false;
      saveUrl();
      render();
      study(played.length - 1);
    } catch (e) {
      if (g !== gen) return;
      thinking = false;
      render();
      setText(status, `The bot stopped: ${errorText(e)}`);
      status.dataset.state = 'error';
    }
  }

  function continueGame(): void {
    const moves = movesText();
    if (!position(moves).terminal && engineToMove(settings, moves)) void think();
  }

  function humanMove(move: string): void {
    if (thinking) return;
    played.push({ move, by: 'you' });
    saveUrl();
    render();
    study(played.length - 1);
    continueGame();
  }

  function restart(requested: string): void {
    let moves = requested;
    const check = position(moves);
    if (check.status !== 'valid') {
      // A link with an illegal move: play its legal part.
      moves = check.error ? moves.slice(0, check.error.moveIndex) : '';
    }
    gen++;
    botRunner.cancel();
    thinking = false;
    lastDecision = null;
    played = [...moves].map((m, i) => ({ move: m, by: engineToMove(settings, moves.slice(0, i)) ? 'bot' : 'you' }));
    saveUrl();
    render();
    played.forEach((_, i) => study(i));
    continueGame();
  }

  youSelect.addEventListener('change', () => {
    settings = { ...settings, you: youSelect.value === 'second' ? 'second' : 'first' };
    restart('');
  });
  // A new budget applies from the bot's next move; the game goes on.
  simsSelect.addEventListener('change', () => {
    settings = { ...settings, sims: Number(simsSelect.value) };
    saveUrl();
  });
  newGame.addEventListener('click', () => restart(''));
  takeBack.addEventListener('click', () => {
    // Back to the person's previous turn: their last move and the bot's answer to it.
    let k = played.length - 1;
    while (k >= 0 && played[k].by !== 'you') k--;
    restart(movesBefore(Math.max(0, k)));
  });

  youSelect.value = settings.you;
  simsSelect.value = String(settings.sims);
  const compare = compareSection({
    solver,
    rules: () => rules,
    // Until the rules load, the game is the link's.
    gameMoves: () => (rules ? movesText() : settings.moves),
    sims: settings.sims,
  });
  const curve = curveSection();
  replaceChildren(
    root,
    h(
      'div',
      { class: 'lab-deep' },
      h(
        'section',
        { class: 'panel lab-game-panel', 'aria-label': 'The game' },
        h(
          'div',
          { class: 'lab-deep-controls' },
          field('Who starts', youSelect).wrap,
          field('Simulations per bot move', simsSelect).wrap,
        ),
        read.problems.length > 0 ? h('p', { class: 'field-error', role: 'alert' }, read.problems.join('. ')) : null,
        status,
        boardSlot,
        h('div', { class: 'row' }, newGame, takeBack),
        h(
          'p',
          { class: 'small muted' },
          'The bot is PUCT, AlphaZero’s search: a policy/value network (a small MLP) proposes moves and judges positions, so no random playouts are played. It runs in your browser, in a worker.',
        ),
      ),
      h(
        'section',
        { class: 'panel lab-side', 'aria-label': 'Moves' },
        h('h2', null, 'Moves, through the network’s eyes'),
        h(
          'p',
          { class: 'small muted' },
          'Prior: how likely the network was to play the move. Value: its estimate of the position before the move for the player moving (1 win, ½ draw, 0 loss). Visits: of the bot’s search, for the move it chose. Solver: the exact grade.',
        ),
        h(
          'div',
          { class: 'table-wrap lab-deep-moves' },
          h(
            'table',
            { class: 'lab-table', 'data-testid': 'deep-moves' },
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', { scope: 'col', class: 'num' }, '#'),
                h('th', { scope: 'col' }, 'Move'),
                h('th', { scope: 'col' }, 'By'),
                h('th', { scope: 'col', class: 'num' }, 'Prior'),
                h('th', { scope: 'col', class: 'num' }, 'Value'),
                h('th', { scope: 'col', class: 'num' }, 'Visits'),
                h('th', { scope: 'col' }, 'Solver'),
              ),
            ),
            movesBody,
          ),
        ),
        netNote,
        h('h2', null, 'What the search saw'),
        searchSlot,
      ),
      compare.el,
      curve.el,
    ),
  );

  loadRules()
    .then((r) => {
      rules = r;
      restart(settings.moves);
    })
    .catch((e) => replaceChildren(boardSlot, h('p', { class: 'field-error', role: 'alert' }, errorText(e))));

  return () => {
    gen++;
    botRunner.cancel();
    netRunner.cancel();
    solverRunner.cancel();
    compare.dispose();
    curve.dispose();
  };
}
