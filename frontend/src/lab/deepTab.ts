/**
 * Deep MCTS: Connect Four against PUCT guided by a small policy/value network. Beside
 * every move, the person's too, the network's prior for it and its value of the position before
 * it, the search's visits for the bot's moves, and the exact solver's grade. Under the game, the
 * three players compared on one position (lab/deepCompare.ts) and the network's learning curve
 * (lab/deepCurve.ts). The game (moves, side, simulations, seed) is in the URL, and each bot move
 * is seeded from the game's seed and its ply, so a link replays the very same game; the game
 * itself is run as the play tab's is (lab/labGame.ts).
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { NETWORK_GAME, sideNames, twoPlayerGame } from './games';
import { LabEngine, WorkerRunner, type NetEvaluation } from './engine';
import { drawSearch, gradeAttrs, VALUE_COLUMN, whoStartsSelect, type SearchView } from './gameView';
import { LabGame } from './labGame';
import { GRADES_HELP } from './session';
import { panel } from './panel';
import {
  deepQuery,
  deepSpec,
  moveCells,
  percent,
  provenText,
  readDeepSettings,
  simsChoices,
  type DeepMove,
  type DeepSettings,
} from './deepModel';
import { compareSection } from './deepCompare';
import { curveSection } from './deepCurve';
import { theorySection } from './deepTheory';
import { sideBySide } from './deepTrees';

const SEARCH: SearchView = {
  none: 'The bot has not moved yet.',
  summary: (d) => [
    'The bot played ',
    h('strong', { 'data-testid': 'deep-bot-move' }, d.move),
    ` after ${formatInt(d.simulations)} simulations (${formatInt(d.evaluations)} network evaluations, ${formatInt(d.simulationsPerSecond)} simulations per second).`,
    d.netValue !== undefined ? ` The network alone valued the position at ${d.netValue.toFixed(3)}.` : '',
    provenText(d.children?.find((k) => k.move === d.move)?.proven),
  ],
  testid: 'deep-candidates',
  caption:
    'Root children, most visited first: the network’s prior steers the search, the visits decide the move (value = mean for the player moving, 1 win, ½ draw, 0 loss; – for a child never visited; proof: what MCTS-Solver proved of the move)',
  columns: [
    { head: 'Prior', num: true, cell: (k) => (k.prior === undefined ? '–' : percent(k.prior)) },
    VALUE_COLUMN,
    { head: 'Proof', num: false, cell: (k) => k.proven ?? '' },
  ],
};

export function mountDeep(root: HTMLElement, search: string): () => void {
  const read = readDeepSettings(search);
  let settings: DeepSettings = read.value;
  let netProblem = '';
  // Three workers: the game's two (labGame.ts: the bot's search, stopped by a new game, and the
  // solver, for the grades and the comparison's analyses) and the network's evaluations here
  // (microseconds each, never queued behind a search).
  const netRunner = new WorkerRunner();
  const net = new LabEngine(netRunner.run);
  // A take-back replays positions already evaluated: each is asked of the network once.
  const evaluations = new Map<string, Promise<NetEvaluation>>();

  const youSelect = whoStartsSelect('deep-you', 'You start (Red)', 'The bot starts', (you) => {
    settings = { ...settings, you };
    game.restart('');
  });
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

  // Before the game: its render redraws the theory's live table.
  const theory = theorySection(sideBySide(net, () => (game.rules ? game.movesText() : settings.moves)));
  const game = new LabGame<DeepMove>({
    settings: () => ({ ...settings, game: NETWORK_GAME }),
    engine: 'bot',
    decide: (bot, moves, seed) => bot.move(NETWORK_GAME, moves, deepSpec(settings.sims), seed),
    failed: (e) => {
      setText(status, `The bot stopped: ${errorText(e)}`);
      status.dataset.state = 'error';
    },
    changed: saveUrl,
    render,
    study: evaluate,
  });

  function saveUrl(moves: string): void {
    settings = { ...settings, moves };
    history.replaceState(history.state, '', `/lab/deep${deepQuery(settings)}`);
  }

  function render(): void {
    const played = game.played;
    const names = sideNames(NETWORK_GAME);
    game.show(boardSlot, status, {
      board: `${twoPlayerGame(NETWORK_GAME).title} board after ${played.length} moves`,
      engine: 'The bot',
      thinking: (side) => `The bot (${side}) is searching: ${formatInt(settings.sims)} simulations…`,
    });
    replaceChildren(
      movesBody,
      played.length === 0
        ? h('tr', null, h('td', { colspan: 6, class: 'muted' }, 'No moves yet.'))
        : played.map((m, i) => {
            const cells = moveCells(m);
            const n = i + 1;
            return h(
              'tr',
              { 'data-testid': `deep-move-${n}`, 'data-grade': cells.state, 'data-by': m.by, 'data-move': m.move },
              h('td', { class: 'num' }, `${n}.`),
              h(
                'td',
                { class: 'nowrap' },
                `${names[i % 2]} ${m.move}`,
                h('span', { class: 'lab-by' }, m.by === 'you' ? 'you' : 'bot'),
              ),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-prior` }, cells.prior),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-value` }, cells.value),
              h('td', { class: 'num', 'data-testid': `deep-move-${n}-visits` }, cells.visits),
              h('td', { ...gradeAttrs(m, names), 'data-testid': `deep-move-${n}-grade` }, cells.grade),
            );
          }),
    );
    setText(netNote, netProblem);
    takeBack.disabled = game.thinking || !played.some((m) => m.by === 'you');
    drawSearch(searchSlot, game.lastDecision, SEARCH);
    // The position the last decision was searched from: the moves before the bot's last move.
    const last = played.map((m) => m.decision).lastIndexOf(game.lastDecision ?? undefined);
    theory.show(game.lastDecision, last < 0 ? '' : game.movesBefore(last));
  }

  function netEvaluation(moves: string): Promise<NetEvaluation> {
    let e = evaluations.get(moves);
    if (!e) {
      e = net.evaluate(NETWORK_GAME, moves);
      evaluations.set(moves, e);
    }
    return e;
  }

  /** The network's prior and value for move `index`, from the position before it. */
  function evaluate(index: number, g: number): void {
    void game.annotate(
      index,
      g,
      () => netEvaluation(game.movesBefore(index)),
      (evaluation) => ({ net: evaluation }),
      (e) => {
        netProblem = `The network could not evaluate: ${errorText(e)}`;
        return { net: null };
      },
    );
  }

  // A new budget applies from the bot's next move; the game goes on.
  simsSelect.addEventListener('change', () => {
    settings = { ...settings, sims: Number(simsSelect.value) };
    saveUrl(game.movesText());
  });
  newGame.addEventListener('click', () => game.restart(''));
  takeBack.addEventListener('click', () => game.takeBack());

  youSelect.value = settings.you;
  simsSelect.value = String(settings.sims);
  const compare = compareSection({
    solver: game.solver,
    rules: () => game.rules,
    // Until the rules load, the game is the link's.
    gameMoves: () => (game.rules ? game.movesText() : settings.moves),
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
      panel(
        { class: 'panel lab-side', 'aria-label': 'Moves' },
        'Moves, through the network’s eyes',
        'Prior: how likely the network was to play the move. Value: its estimate of the position before the move for the player moving (1 win, ½ draw, 0 loss). Visits: of the bot’s search, the chosen move’s of all (158/200). Solver: the exact solver’s grade.',
        h('p', { class: 'small muted' }, GRADES_HELP),
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
      theory.el,
      compare.el,
      curve.el,
    ),
  );

  game.start(settings.moves, boardSlot);
  return () => {
    game.dispose();
    netRunner.cancel();
    compare.dispose();
    curve.dispose();
  };
}
