/**
 * Watch it think: one search (UCT, or the deep bot's PUCT with its network on Connect Four),
 * simulation by simulation, through its four phases. Each phase is drawn from the engine's own
 * snapshot of the tree at the end of that phase (BrowserLab.trace), and its headline, its words and
 * its drawing all read that one snapshot: the selection path lit up with the UCB1 or PUCT terms that
 * chose it, the node(s) expansion added, the rollout's random moves and result or the network's
 * value, and each node's visits and value before and after the backup. Forwards and backwards, by phase or by iteration; the
 * search is seeded, so going back shows exactly what was there. The tree is drawn a unit a CSS
 * pixel, its labels 11 px or more on a phone as on a desktop, in a box of its own that scrolls
 * sideways and, no taller than most of the screen, down; a click on a node (or Enter) shows only the
 * subtree under it, Up and Whole tree go back. The subtree shown is in the URL (`focus=`, its moves
 * from the root) with the rest of the settings, so a shared link or a reload shows it again.
 */
import { replaceChildren, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { loadRules, type Rules } from '../rules/engine';
import { LabEngine, LabError, WorkerRunner, type Trace } from './engine';
import { twoPlayerGame, type TwoPlayerGame } from './games';
import {
  readTraceForm,
  readTraceSettings,
  stepPhase,
  stepTo,
  traceQuery,
  type Phase,
  type TraceSettings,
} from './settings';
import { movesTo, nodeAt, phaseTree, shownFocus, subtreeOf, type PhaseTree } from './treeLayout';
import { explanation, searchedBoard, showWhere, shownTreeText, treeJson } from './treeExplain';
import { TreeBox, treeSvg } from './treeSvg';
import { phaseItems, stepButton, stepButtons, syncParts, treePage, treeParts } from './treeControls';

export function mountTree(root: HTMLElement, search: string): () => void {
  const read = readTraceSettings(search);
  let settings: TraceSettings = read.value;
  let trace: Trace | null = null;
  let rules: Rules | null = null;
  let timer: number | undefined;
  let loadGen = 0;
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);

  const ui = treeParts(read.problems);
  const { problem } = ui;
  const box = new TreeBox(ui.treeSlot);

  const upBtn = stepButton('Up', 'tree-up', 'Show the level above this subtree', () => goUp());
  const wholeBtn = stepButton('Whole tree', 'tree-whole', 'Show the whole tree again', () => focusOn(''));
  const exportBtn = stepButton('Download JSON', 'tree-export', 'Download this phase\u2019s tree as JSON', () => {
    if (trace) download(treeFileName(settings), treeJson(settings, trace.rule, phaseTree(trace, settings.phase).nodes));
  });
  const playBtn = stepButton('Play', 'tree-play', 'Play the phases one after another', () =>
    timer === undefined ? play() : pause(),
  );

  const sync = () => syncParts(ui, settings);

  function saveUrl(): void {
    history.replaceState(history.state, '', `/lab/tree${traceQuery(settings)}`);
  }

  async function load(): Promise<void> {
    const g = ++loadGen;
    const want = { ...settings };
    if (trace && trace.iteration === want.iteration) {
      draw();
      return;
    }
    setText(ui.where, `Running iteration ${formatInt(want.iteration)}…`);
    try {
      const t = await engine.trace(want.game, want.moves, want.bot, want.c, want.solver, want.seed, want.iteration);
      if (g !== loadGen) return;
      trace = t;
      setText(problem, '');
      draw();
    } catch (e) {
      if (g !== loadGen || (e instanceof LabError && e.message === 'stopped')) return;
      pause();
      setText(problem, errorText(e));
    }
  }

  function go(to: { iteration: number; phase: Phase }): void {
    settings = { ...settings, ...to };
    saveUrl();
    void load();
  }

  function play(): void {
    setText(playBtn, 'Pause');
    const tick = () => {
      go(stepPhase(settings, 1));
      timer = window.setTimeout(tick, Number(ui.speedInput.value));
    };
    timer = window.setTimeout(tick, Number(ui.speedInput.value));
  }

  function pause(): void {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = undefined;
    setText(playBtn, 'Play');
  }

  function restartSearch(): void {
    pause();
    trace = null;
    settings = { ...settings, focus: '' };
    box.recentre();
    go({ iteration: 1, phase: 'selection' });
    drawRoot();
  }

  function drawRoot(): void {
    if (!rules) return;
    const board = searchedBoard(rules, settings, (m) => {
      settings = { ...settings, moves: settings.moves + m };
      ui.movesInput.value = settings.moves;
      restartSearch();
    });
    if (typeof board === 'string') setText(problem, board);
    else replaceChildren(ui.rootBoard, board);
  }

  function draw(): void {
    if (!trace) return;
    const phase = settings.phase;
    // One snapshot, the phase's own tree, for the headline, the words and the drawing.
    const view = phaseTree(trace, phase);
    replaceChildren(ui.phaseBar, ...phaseItems(phase, trace.rule));
    showWhere(ui.where, trace.iteration, phase, trace.rule, view.nodes);
    replaceChildren(ui.explain, explanation(trace, phase, view, settings, rules));
    drawTree(view);
  }

  /**
   * The tree of this phase, or the subtree under the node the reader focused on, drawn a unit a
   * CSS pixel in its own scrolling box (its 11 px labels never shrink with it). The shown
   * root stays where it was on the screen from one drawing to the next; a new focus, a new search
   * or the first drawing puts it (or the node the keyboard goes to) in the middle of the box.
   */
  function drawTree(view: PhaseTree): void {
    const top = shownFocus(view.nodes, nodeAt(view.nodes, settings.focus));
    // A focus the tree lacks: a link's path the search never took, or one from a later iteration.
    const missing = settings.focus !== '' && top === null;
    const nodes = top === null ? view.nodes : subtreeOf(view.nodes, top);
    const topId = top ?? view.nodes.find((n) => n.parent < 0)?.id ?? -1;
    box.draw(treeSvg(view, nodes, top, ui.foldInput.value.trim(), { goUp, focusOn }), topId);
    const moves = top === null ? null : movesTo(view.nodes, top);
    setText(ui.shownText, shownTreeText(settings.focus, missing, top, moves));
    ui.shownText.dataset.missing = String(missing);
    upBtn.disabled = top === null;
    wholeBtn.disabled = settings.focus === '';
  }

  /**
   * Shows the subtree after the moves of `path` ('' the whole tree) and puts it in the URL; the
   * keyboard goes to its top node or, going up, to the node it came from, in view in the box.
   */
  function focusOn(path: string): void {
    if (!trace) return;
    const nodes = phaseTree(trace, settings.phase).nodes;
    const from = shownFocus(nodes, nodeAt(nodes, settings.focus));
    box.refocus = from !== null && settings.focus.startsWith(path) ? from : nodeAt(nodes, path);
    settings = { ...settings, focus: path };
    box.recentre();
    saveUrl();
    draw();
  }

  function goUp(): void {
    if (settings.focus !== '') focusOn(settings.focus.slice(0, -1));
  }

  ui.gameSelect.addEventListener('change', () => {
    const game = ui.gameSelect.value as TwoPlayerGame;
    // Only Connect Four has a network for the deep bot.
    settings = { ...settings, game, moves: '', bot: twoPlayerGame(game).network ? settings.bot : 'uct' };
    ui.movesInput.value = '';
    sync();
    restartSearch();
  });
  ui.botSelect.addEventListener('change', () => {
    settings = { ...settings, bot: ui.botSelect.value === 'deep' ? 'deep' : 'uct' };
    restartSearch();
  });
  ui.movesInput.addEventListener('change', () => {
    settings = { ...settings, moves: ui.movesInput.value.trim() };
    restartSearch();
  });
  for (const el of [ui.cInput, ui.seedInput]) {
    el.addEventListener('change', () => {
      const read = readTraceForm({ c: ui.cInput.value, seed: ui.seedInput.value });
      if (!read) {
        setText(problem, 'C is a number from 0 to 100; the seed a whole number from 0 to 9007199254740991.');
        return;
      }
      settings = { ...settings, ...read };
      restartSearch();
    });
  }
  ui.solverBox.addEventListener('change', () => {
    settings = { ...settings, solver: ui.solverBox.checked };
    restartSearch();
  });
  ui.foldInput.addEventListener('change', draw);

  sync();
  replaceChildren(
    root,
    treePage(ui, {
      problem,
      urlProblems: ui.urlProblems,
      steps: stepButtons((step) => go(stepTo(settings, step)), playBtn),
      treeBar: [ui.shownText, upBtn, wholeBtn, exportBtn],
    }),
  );

  loadRules()
    .then((r) => {
      rules = r;
      drawRoot();
      void load();
    })
    .catch((e) => setText(problem, errorText(e)));

  return () => {
    pause();
    loadGen++;
    runner.cancel();
  };
}

/** The name of a downloaded tree: what made it. */
function treeFileName(s: TraceSettings): string {
  return `mcts-tree-${s.game}-${s.moves || 'start'}-${s.bot}-seed${s.seed}-it${s.iteration}-${s.phase}.json`;
}

/** Saves `text` as a file named `name` (a link clicked on the reader's behalf). */
function download(name: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}
