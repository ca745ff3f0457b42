/**
 * Play against MCTS: the person and UCT take turns; after every move (the person's too) the exact
 * solver grades it, and after each engine move the page shows what its search saw. Everything that
 * decides the game (game, moves, side, simulations, C, seed, solver) is in the URL, and each engine
 * move is seeded from the game's seed and its ply, so a shared link replays the very same game.
 * The game itself (turns, seeds, grades, take-back) is lab/labGame.ts's, as the Deep MCTS tab's is.
 */
import { field, h, link, replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { loadPref, savePref } from '../lib/storage';
import { serverMove } from './engine';
import { sideNames, TWO_PLAYER_GAMES, type TwoPlayerGame } from './games';
import { drawSearch, gradeAttrs, VALUE_COLUMN, whoStartsSelect, type SearchView } from './gameView';
import { LabGame } from './labGame';
import { panel } from './panel';
import {
  MAX_BROWSER_SIMS,
  MAX_SERVER_SIMS,
  mctsSpec,
  playQuery,
  readPlaySettings,
  readSearchForm,
  searchTreeQuery,
  type PlaySettings,
} from './settings';
import {
  addToTally,
  EMPTY_TALLY,
  gradeSummary,
  gradeState,
  gradeText,
  GRADES_HELP,
  lastVerdict,
  searchSummary,
  type PlayedMove,
  type Tally,
} from './session';

const SEARCH: SearchView = {
  none: 'The engine has not moved yet.',
  summary: (d) => ['MCTS played ', h('strong', { 'data-testid': 'lab-mcts-move' }, d.move), searchSummary(d)],
  testid: 'lab-candidates',
  caption:
    'Root children, most visited first (value = mean reward for the player moving, 1 win, ½ draw, 0 loss; – for a child never visited)',
  columns: [VALUE_COLUMN, { head: 'Proof', num: false, cell: (k) => k.proven ?? '' }],
  rows: 9,
};

/** The moves played, each with its side, its player and its grade. */
function moveItems(
  played: readonly PlayedMove[],
  names: readonly [string, string],
  shown: number | null,
  inspect: (i: number) => void,
): HTMLElement[] {
  if (played.length === 0) return [h('li', { class: 'muted' }, 'No moves yet.')];
  return played.map((m, i) =>
    h(
      'li',
      { 'data-testid': `lab-move-${i + 1}`, 'data-grade': gradeState(m) },
      h('span', { class: 'idx' }, `${i + 1}.`),
      h('span', { class: 'mv' }, `${names[i % 2]} ${m.move}`),
      // Any engine move's search can be looked at again, not only the last one's.
      m.decision
        ? h(
            'button',
            {
              type: 'button',
              class: `btn btn-small lab-inspect${i === shown ? ' current' : ''}`,
              'data-testid': `lab-inspect-${i + 1}`,
              'aria-pressed': String(i === shown),
              title: `Show the search that chose move ${i + 1}`,
              'aria-label': `Show the search that chose move ${i + 1}`,
              onclick: () => inspect(i),
            },
            'MCTS ▸',
          )
        : h('span', { class: 'muted small' }, m.by === 'you' ? 'you' : 'MCTS'),
      h('span', gradeAttrs(m, names), gradeText(m.grade)),
    ),
  );
}

/** The move whose search is shown: the one picked, else the engine's last. */
function shownMove(played: readonly PlayedMove[], picked: number | null): number | null {
  if (picked !== null && played[picked]?.decision) return picked;
  for (let i = played.length - 1; i >= 0; i--) if (played[i].decision) return i;
  return null;
}

/** Which move's search this is, and links to watch that very tree grow and to download it. */
function searchHeader(settings: PlaySettings, played: readonly PlayedMove[], i: number): HTMLElement {
  const m = played[i];
  const before = played
    .slice(0, i)
    .map((x) => x.move)
    .join('');
  const query = m.seed === undefined ? null : searchTreeQuery(settings, before, m.seed, m.decision?.simulations ?? 0);
  return h(
    'p',
    { class: 'small', 'data-testid': 'lab-search-of' },
    `The search that chose move ${i + 1} (${m.move}), seed ${m.seed ?? '?'}. `,
    query
      ? link(
          `/lab/tree${query}`,
          { 'data-testid': 'lab-search-tree' },
          'Watch this very tree, phase by phase, or download it as JSON',
        )
      : 'Its tree is larger than the tree tab steps through (100,000 simulations).',
  );
}

export function mountPlay(root: HTMLElement, search: string): () => void {
  const read = readPlaySettings(search);
  let settings: PlaySettings = read.value;
  let counted = false;
  /** The engine move whose search is shown (null: the last one). */
  let inspected: number | null = null;
  let tally: Tally = loadPref('lab-tally', EMPTY_TALLY);

  const gameSelect = h(
    'select',
    { id: 'lab-game', 'data-testid': 'lab-game' },
    TWO_PLAYER_GAMES.map((g) => h('option', { value: g.id }, g.title)),
  );
  const youSelect = whoStartsSelect('lab-you', 'You start', 'MCTS starts', (you) => {
    settings = { ...settings, you };
    game.restart('');
  });
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

  const game = new LabGame<PlayedMove>({
    settings: () => settings,
    engine: 'mcts',
    // Up to 50,000 simulations in the page's worker; beyond, the same seeded search on the server.
    decide: (engine, moves, seed) =>
      settings.sims > MAX_BROWSER_SIMS
        ? serverMove(settings.game, moves, mctsSpec(settings), seed)
        : engine.move(settings.game, moves, mctsSpec(settings), seed),
    failed: (e) => setText(status, `The engine stopped: ${errorText(e)}`),
    changed: saveUrl,
    render,
    restarted: (moves, problem) => {
      if (problem) setText(settingsError, problem);
      inspected = null;
      counted = game.position(moves).terminal; // a finished game from a link is not counted again
    },
  });

  function saveUrl(moves: string): void {
    settings = { ...settings, moves };
    const url = `/lab/play${playQuery(settings)}`;
    history.replaceState(history.state, '', url);
    share.href = url;
  }

  function render(): void {
    const played = game.played;
    const names = sideNames(settings.game);
    const outcome = game.show(boardSlot, status, {
      board: `${settings.game} board after ${played.length} moves`,
      engine: 'MCTS',
      thinking: (side) =>
        `MCTS (${side}) is thinking: ${formatInt(settings.sims)} simulations${settings.sims > MAX_BROWSER_SIMS ? ' on the server' : ''}…`,
    });
    if (outcome && !counted) {
      counted = true;
      tally = addToTally(tally, outcome);
      savePref('lab-tally', tally);
    }
    const shown = shownMove(played, inspected);
    replaceChildren(
      movesSlot,
      moveItems(played, names, shown, (i) => {
        inspected = i;
        render();
      }),
    );
    setText(summarySlot, gradeSummary(played));
    setText(verdict, lastVerdict(played, names));
    setText(tallySlot, `This session: ${tally.win} won, ${tally.draw} drawn, ${tally.loss} lost.`);
    takeBack.disabled = played.length === 0 || game.thinking;
    drawSearch(searchSlot, shown === null ? null : (played[shown].decision ?? null), SEARCH);
    if (shown !== null) searchSlot.prepend(searchHeader(settings, played, shown));
  }

  function applySettings(): void {
    const read = readSearchForm({ sims: simsInput.value, c: cInput.value, seed: seedInput.value });
    setText(settingsError, 'problems' in read ? read.problems.join(' ') : '');
    if ('problems' in read) return;
    const { sims, c, seed } = read;
    settings = { ...settings, sims, c, seed, solver: solverBox.checked };
    simsRange.value = String(Math.log10(sims));
    cRange.value = String(Math.min(5, c));
    saveUrl(game.movesText());
  }

  gameSelect.addEventListener('change', () => {
    settings = { ...settings, game: gameSelect.value as TwoPlayerGame };
    game.restart('');
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
  newGame.addEventListener('click', () => game.restart(''));
  takeBack.addEventListener('click', () => game.takeBack());

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
      panel(
        { class: 'panel lab-side' },
        'Moves, graded by the exact solver',
        GRADES_HELP,
        movesSlot,
        summarySlot,
        h('h2', null, 'What the search saw'),
        searchSlot,
      ),
    ),
  );

  game.start(settings.moves, boardSlot);
  return () => game.dispose();
}
