/**
 * Play against MCTS: the person and UCT take turns; after every move (the person's too) the exact
 * solver grades it, and after each engine move the page shows what its search saw. Everything that
 * decides the game (game, moves, side, simulations, C, seed, solver) is in the URL, and each engine
 * move is seeded from the game's seed and its ply, so a shared link replays the very same game.
 */
import { field, h, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { loadPref, savePref } from '../lib/storage';
import { loadRules, type Rules } from '../rules/engine';
import {
  LabEngine,
  LabError,
  serverGrade,
  serverMove,
  WorkerRunner,
  type Decision,
  type TwoPlayerGame,
} from './engine';
import { C4_GRADE_BUDGET_MS, gradeWithFallback } from './grading';
import { drawBoard, sideNames } from './boards';
import {
  engineToMove,
  MAX_BROWSER_SIMS,
  MAX_SERVER_SIMS,
  mctsSpec,
  playQuery,
  readPlaySettings,
  type PlaySettings,
} from './settings';
import { addToTally, EMPTY_TALLY, gradeCounts, outcomeFor, verdictText, type PlayedMove, type Tally } from './session';

export function mountPlay(root: HTMLElement, search: string): () => void {
  const read = readPlaySettings(search);
  let settings: PlaySettings = read.value;
  let played: PlayedMove[] = [];
  let gen = 0;
  let thinking = false;
  let counted = false;
  let tally: Tally = loadPref('lab-tally', EMPTY_TALLY);
  let lastDecision: Decision | null = null;
  let rules: Rules | null = null;
  const searchRunner = new WorkerRunner();
  const solverRunner = new WorkerRunner();
  const engine = new LabEngine(searchRunner.run);
  const solver = new LabEngine(solverRunner.run);

  const gameSelect = h(
    'select',
    { id: 'lab-game', 'data-testid': 'lab-game' },
    h('option', { value: 'tic-tac-toe' }, 'Tic-tac-toe'),
    h('option', { value: 'connect-four' }, 'Connect Four'),
  );
  const youSelect = h(
    'select',
    { id: 'lab-you', 'data-testid': 'lab-you' },
    h('option', { value: 'first' }, 'You start'),
    h('option', { value: 'second' }, 'MCTS starts'),
  );
  const simsInput = h('input', {
    id: 'lab-sims',
    type: 'number',
    min: 1,
    max: MAX_SERVER_SIMS,
    step: 1,
    'data-testid': 'lab-sims',
  });
  const simsRange = h('input', {
    type: 'range',
    min: 0,
    max: Math.log10(MAX_SERVER_SIMS),
    step: 0.01,
    'aria-label': 'Simulations (slider)',
  });
  const cInput = h('input', { id: 'lab-c', type: 'number', min: 0, max: 100, step: 0.1, 'data-testid': 'lab-c' });
  const cRange = h('input', { type: 'range', min: 0, max: 5, step: 0.01, 'aria-label': 'C (slider)' });
  const seedInput = h('input', { id: 'lab-seed', type: 'number', min: 0, step: 1, 'data-testid': 'lab-seed' });
  const solverBox = h('input', { id: 'lab-solver', type: 'checkbox', 'data-testid': 'lab-solver' });
  const settingsError = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'lab-settings-error' });

  const status = h('p', { class: 'lab-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'lab-status' });
  const boardSlot = h('div', { class: 'lab-board-slot' });
  const movesSlot = h('ol', { class: 'lab-moves', 'data-testid': 'lab-moves', 'aria-label': 'Moves and their grades' });
  const verdict = h('p', { class: 'muted', 'data-testid': 'lab-verdict' });
  const searchSlot = h('div', { 'data-testid': 'lab-search' });
  const tallySlot = h('p', { 'data-testid': 'lab-tally' });
  const summarySlot = h('p', { class: 'small', 'data-testid': 'lab-grade-summary' });

  const newGame = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'lab-new-game' }, 'New game');
  const takeBack = h('button', { type: 'button', class: 'btn', 'data-testid': 'lab-take-back' }, 'Take back');
  const share = h('a', { class: 'btn btn-quiet', 'data-testid': 'lab-share', href: '#' }, 'Link to this game');

  function syncControls(): void {
    gameSelect.value = settings.game;
    youSelect.value = settings.you;
    simsInput.value = String(settings.sims);
    simsRange.value = String(Math.log10(settings.sims));
    cInput.value = String(settings.c);
    cRange.value = String(Math.min(5, settings.c));
    seedInput.value = String(settings.seed);
    solverBox.checked = settings.solver;
  }

  function movesText(): string {
    return played.map((m) => m.move).join('');
  }

  function saveUrl(): void {
    settings = { ...settings, moves: movesText() };
    const url = `/lab/play${playQuery(settings)}`;
    history.replaceState(history.state, '', url);
    share.href = url;
  }

  function position(moves: string): ReturnType<Rules['analyse']> {
    return rules!.analyse(settings.game, 'start', [...moves]);
  }

  function render(): void {
    if (!rules) return;
    const moves = movesText();
    const at = position(moves);
    const names = sideNames(settings.game);
    const pos = at.position as { winner: number; over: boolean };
    const yourTurn = !thinking && !at.terminal && !engineToMove(settings, moves);
    replaceChildren(
      boardSlot,
      drawBoard(settings.game, at.position, {
        label: `${settings.game} board after ${moves.length} moves`,
        last: played.length > 0 ? played[played.length - 1].move : null,
        input: yourTurn ? { legal: at.legal.map((l) => l.move), onMove: (m) => void humanMove(m) } : null,
      }),
    );
    const youName = names[settings.you === 'first' ? 0 : 1];
    if (at.terminal) {
      const o = outcomeFor(pos.winner, settings.you);
      setText(
        status,
        o === 'draw' ? 'Draw.' : o === 'win' ? `You win (${youName}).` : `MCTS wins (${names[pos.winner]}).`,
      );
      status.dataset.state = `over-${o}`;
      if (!counted) {
        counted = true;
        tally = addToTally(tally, o);
        savePref('lab-tally', tally);
      }
    } else if (thinking) {
      setText(
        status,
        `MCTS (${names[1 - (settings.you === 'first' ? 0 : 1)]}) is thinking: ${formatInt(settings.sims)} simulations${settings.sims > MAX_BROWSER_SIMS ? ' on the server' : ''}…`,
      );
      status.dataset.state = 'thinking';
    } else {
      setText(status, `Your move (${youName}).`);
      status.dataset.state = 'your-move';
    }
    replaceChildren(
      movesSlot,
      played.length === 0
        ? h('li', { class: 'muted' }, 'No moves yet.')
        : played.map((m, i) =>
            h(
              'li',
              {
                'data-testid': `lab-move-${i + 1}`,
                'data-grade': m.grade === undefined ? 'pending' : (m.grade ?? 'unknown'),
              },
              h('span', { class: 'idx' }, `${i + 1}.`),
              h('span', { class: 'mv' }, `${names[i % 2]} ${m.move}`),
              h('span', { class: 'muted small' }, m.by === 'you' ? 'you' : 'MCTS'),
              h(
                'span',
                {
                  class: `lab-grade lab-grade-${m.grade ?? 'unknown'}`,
                  title: m.analysis ? verdictText(m.analysis, names) : '',
                },
                m.grade === undefined ? '…' : m.grade === null ? 'not solved in time' : m.grade,
              ),
            ),
          ),
    );
    const you = gradeCounts(played, 'you');
    const mcts = gradeCounts(played, 'mcts');
    const line = (c: typeof you) =>
      `${c.best} best, ${c.inaccuracy} inaccuracies, ${c.mistake} mistakes, ${c.blunder} blunders`;
    setText(summarySlot, `You: ${line(you)}. MCTS: ${line(mcts)}.`);
    setText(tallySlot, `This session: ${tally.win} won, ${tally.draw} drawn, ${tally.loss} lost.`);
    takeBack.disabled = played.length === 0 || thinking;
    renderSearch();
  }

  function renderSearch(): void {
    if (!lastDecision) {
      replaceChildren(searchSlot, h('p', { class: 'muted' }, 'The engine has not moved yet.'));
      return;
    }
    const d = lastDecision;
    const kids = d.children ?? [];
    const chosen = kids.find((k) => k.move === d.move);
    replaceChildren(
      searchSlot,
      h(
        'p',
        null,
        'MCTS played ',
        h('strong', { 'data-testid': 'lab-mcts-move' }, d.move),
        chosen?.value !== undefined ? ` with a win rate of ${(chosen.value * 100).toFixed(1)} % ` : ' ',
        `after ${formatInt(d.simulations)} simulations (${formatInt(d.simulationsPerSecond)} per second).`,
        chosen?.proven ? ` The solver inside the search proved it a ${chosen.proven}.` : '',
      ),
      h(
        'table',
        { class: 'lab-candidates', 'data-testid': 'lab-candidates' },
        h(
          'caption',
          { class: 'small muted' },
          'Root children, most visited first (value = mean reward for the player moving, 1 win, ½ draw, 0 loss)',
        ),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', null, 'Move'),
            h('th', { class: 'num' }, 'Visits'),
            h('th', { class: 'num' }, 'Value'),
            h('th', null, 'Proof'),
          ),
        ),
        h(
          'tbody',
          null,
          kids
            .slice(0, 9)
            .map((k) =>
              h(
                'tr',
                { class: k.move === d.move ? 'current' : null },
                h('td', null, k.move),
                h('td', { class: 'num' }, formatInt(k.visits)),
                h('td', { class: 'num' }, k.value === undefined ? '–' : k.value.toFixed(3)),
                h('td', null, k.proven ?? ''),
              ),
            ),
        ),
      ),
    );
  }

  /** Grades move `index` (played in the position before it) with the solver, then redraws. */
  async function grade(index: number, g: number): Promise<void> {
    const before = played
      .slice(0, index)
      .map((m) => m.move)
      .join('');
    try {
      const game = settings.game;
      const move = played[index].move;
      const r = await gradeWithFallback(
        () => solver.grade(game, before, move, game === 'connect-four' ? C4_GRADE_BUDGET_MS : 0),
        () => serverGrade(game, before, move),
      );
      if (g !== gen || !played[index]) return;
      played[index] = { ...played[index], grade: r.grade, analysis: r.analysis };
      const names = sideNames(settings.game);
      if (index === played.length - 1) setText(verdict, `Before the last move: ${verdictText(r.analysis, names)}.`);
    } catch (e) {
      if (g !== gen || !played[index] || (e instanceof LabError && e.message === 'stopped')) return;
      played[index] = { ...played[index], grade: null };
    }
    render();
  }

  async function think(): Promise<void> {
    const g = gen;
    thinking = true;
    render();
    try {
      const moves = movesText();
      const seed = await engine.moveSeed(settings.seed, moves.length);
      // Up to 50,000 simulations in the page's worker; beyond, the same seeded search on the server.
      const d =
        settings.sims > MAX_BROWSER_SIMS
          ? await serverMove(settings.game, moves, mctsSpec(settings), seed)
          : await engine.move(settings.game, moves, mctsSpec(settings), seed);
      if (g !== gen) return;
      lastDecision = d;
      played.push({ move: d.move, by: 'mcts', decision: d });
      thinking = false;
      saveUrl();
      render();
      void grade(played.length - 1, g);
    } catch (e) {
      if (g !== gen) return;
      thinking = false;
      render();
      setText(status, `The engine stopped: ${errorText(e)}`);
    }
  }

  async function humanMove(move: string): Promise<void> {
    if (thinking) return;
    const g = gen;
    played.push({ move, by: 'you' });
    saveUrl();
    render();
    void grade(played.length - 1, g);
    continueGame();
  }

  function continueGame(): void {
    const moves = movesText();
    if (!position(moves).terminal && engineToMove(settings, moves)) void think();
  }

  function restart(requested: string): void {
    let moves = requested;
    const check = position(moves);
    if (check.status !== 'valid') {
      // A link with an illegal move: play the legal part and say where it went wrong.
      const bad = check.error;
      moves = bad ? moves.slice(0, bad.moveIndex) : '';
      setText(
        settingsError,
        bad
          ? `moves: move ${bad.moveIndex + 1} ('${bad.move}') is illegal: ${bad.reason}`
          : `moves: ${check.message ?? 'unreadable'}`,
      );
    }
    gen++;
    searchRunner.cancel();
    thinking = false;
    counted = false;
    lastDecision = null;
    setText(verdict, '');
    played = [...moves].map((m, i) => ({ move: m, by: engineToMove(settings, moves.slice(0, i)) ? 'mcts' : 'you' }));
    const at = position(moves);
    counted = at.terminal; // a finished game from a link is not counted again
    saveUrl();
    render();
    played.forEach((_, i) => void grade(i, gen));
    continueGame();
  }

  function applySettings(): void {
    const sims = Number(simsInput.value);
    const c = Number(cInput.value);
    const seed = Number(seedInput.value);
    const problems: string[] = [];
    if (!(Number.isInteger(sims) && sims >= 1 && sims <= MAX_SERVER_SIMS))
      problems.push(`Simulations: a whole number from 1 to ${formatInt(MAX_SERVER_SIMS)}.`);
    if (!(Number.isFinite(c) && c >= 0 && c <= 100)) problems.push('C: a number from 0 to 100.');
    if (!(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31))
      problems.push('Seed: a whole number from 0 to 2147483647.');
    setText(settingsError, problems.join(' '));
    if (problems.length > 0) return;
    settings = { ...settings, sims, c, seed, solver: solverBox.checked };
    simsRange.value = String(Math.log10(sims));
    cRange.value = String(Math.min(5, c));
    saveUrl();
  }

  gameSelect.addEventListener('change', () => {
    settings = { ...settings, game: gameSelect.value as TwoPlayerGame };
    restart('');
  });
  youSelect.addEventListener('change', () => {
    settings = { ...settings, you: youSelect.value === 'second' ? 'second' : 'first' };
    restart('');
  });
  simsRange.addEventListener('input', () => {
    simsInput.value = String(Math.max(1, Math.round(10 ** Number(simsRange.value))));
    applySettings();
  });
  cRange.addEventListener('input', () => {
    cInput.value = String(Number(cRange.value));
    applySettings();
  });
  for (const el of [simsInput, cInput, seedInput, solverBox]) el.addEventListener('change', applySettings);
  newGame.addEventListener('click', () => restart(''));
  takeBack.addEventListener('click', () => {
    // Back to the person's previous turn: their last move and the engine's answer to it.
    let k = played.length - 1;
    while (k >= 0 && played[k].by !== 'you') k--;
    restart(
      played
        .slice(0, Math.max(0, k))
        .map((m) => m.move)
        .join(''),
    );
  });

  syncControls();
  replaceChildren(
    root,
    h(
      'div',
      { class: 'lab-play' },
      h(
        'section',
        { class: 'panel lab-controls', 'aria-label': 'Settings' },
        field('Game', gameSelect).wrap,
        field('Who starts', youSelect).wrap,
        h('div', { class: 'field' }, h('label', { for: 'lab-sims' }, 'Simulations per move'), simsInput, simsRange),
        h('div', { class: 'field' }, h('label', { for: 'lab-c' }, 'Exploration C'), cInput, cRange),
        field('Seed', seedInput).wrap,
        h(
          'div',
          { class: 'field field-check' },
          solverBox,
          h('label', { for: 'lab-solver' }, 'MCTS-Solver (proven wins and losses)'),
        ),
        settingsError,
        h(
          'p',
          { class: 'small muted' },
          `Up to ${formatInt(MAX_BROWSER_SIMS)} simulations a move the search runs in your browser, in a worker; beyond, up to ${formatInt(MAX_SERVER_SIMS)}, the same seeded search runs on the server (a few a minute per person).`,
        ),
        read.problems.length > 0 ? h('p', { class: 'field-error', role: 'alert' }, read.problems.join('. ')) : null,
      ),
      h(
        'section',
        { class: 'panel lab-game-panel' },
        status,
        boardSlot,
        h('div', { class: 'row' }, newGame, takeBack, share),
        verdict,
        tallySlot,
      ),
      h(
        'section',
        { class: 'panel lab-side' },
        h('h2', null, 'Moves, graded by the exact solver'),
        h(
          'p',
          { class: 'small muted' },
          'Best: keeps the best result. Inaccuracy: same result, but a slower win or a faster loss. Mistake: half a point lost (a win to a draw, a draw to a loss). Blunder: a win thrown to a loss.',
        ),
        movesSlot,
        summarySlot,
        h('h2', null, 'What the search saw'),
        searchSlot,
      ),
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
    searchRunner.cancel();
    solverRunner.cancel();
  };
}
