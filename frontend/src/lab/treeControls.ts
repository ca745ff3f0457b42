/**
 * The tree tab's controls and panels: the search settings, the step buttons, and the boxes the tab
 * draws the phase, its explanation and the tree into. The tab (treeTab.ts) wires and fills them.
 */
import { field, h } from '../lib/dom';
import { NETWORK_GAME, TWO_PLAYER_GAMES, twoPlayerGame } from './games';
import { PHASES, type Phase, type Step, type TraceSettings } from './settings';

/** The settings' inputs and the boxes the tab draws into. */
export function treeParts(urlProblems: readonly string[]) {
  const gameSelect = h(
    'select',
    { id: 'tree-game', 'data-testid': 'tree-game' },
    TWO_PLAYER_GAMES.map((g) => h('option', { value: g.id }, g.title)),
  );
  const movesInput = h('input', {
    id: 'tree-moves',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    'data-testid': 'tree-moves',
    placeholder: 'empty board',
  });
  const botSelect = h(
    'select',
    { id: 'tree-bot', 'data-testid': 'tree-bot' },
    h('option', { value: 'uct' }, 'UCT: random rollouts, UCB1'),
    h('option', { value: 'deep' }, `Deep MCTS: network, PUCT (${twoPlayerGame(NETWORK_GAME).title})`),
  );
  const cInput = h('input', { id: 'tree-c', type: 'number', min: 0, max: 100, step: 0.1, 'data-testid': 'tree-c' });
  const seedInput = h('input', { id: 'tree-seed', type: 'number', min: 0, step: 1, 'data-testid': 'tree-seed' });
  const solverBox = h('input', { id: 'tree-solver', type: 'checkbox', 'data-testid': 'tree-solver' });
  const foldInput = h('input', {
    id: 'tree-fold',
    type: 'number',
    min: 0,
    step: 1,
    placeholder: 'auto',
    'data-testid': 'tree-fold',
  });
  const speedInput = h('input', {
    id: 'tree-speed',
    type: 'range',
    min: 50,
    max: 1500,
    step: 50,
    value: 500,
    'data-testid': 'tree-speed',
  });
  const rootBoard = h('div', { class: 'lab-board-slot lab-board-small' });
  const phaseBar = h('ol', { class: 'lab-phases', 'data-testid': 'tree-phases' });
  const where = h('p', { class: 'lab-status', role: 'status', 'data-testid': 'tree-where' });
  const explain = h('div', { class: 'lab-explain', 'data-testid': 'tree-explain' });
  // The tree's own box scrolls (the page never does sideways, nor grows without end downwards):
  // Tab to it, then the arrow keys.
  const treeSlot = h('div', {
    class: 'lab-tree-slot',
    'data-testid': 'tree-view',
    tabindex: 0,
    role: 'region',
    'aria-label': 'The search tree (scrolls when larger than its box)',
  });
  const shownText = h('p', { class: 'small muted lab-tree-shown', 'data-testid': 'tree-shown' });
  const problem = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'tree-error' });
  // What the link had wrong stays in view (as on the other lab pages): the engine's errors above
  // are cleared by the next run, which would hide it at once.
  const urlProblemsNote =
    urlProblems.length > 0
      ? h('p', { class: 'field-error', role: 'alert', 'data-testid': 'tree-url-problems' }, urlProblems.join('. '))
      : null;
  return {
    problem,
    urlProblems: urlProblemsNote,
    gameSelect,
    movesInput,
    botSelect,
    cInput,
    seedInput,
    solverBox,
    foldInput,
    speedInput,
    rootBoard,
    phaseBar,
    where,
    explain,
    treeSlot,
    shownText,
  };
}

export type TreeParts = ReturnType<typeof treeParts>;

/** The settings' inputs show `s`; the deep bot is offered where there is a network (Connect Four). */
export function syncParts(ui: TreeParts, s: TraceSettings): void {
  ui.gameSelect.value = s.game;
  ui.movesInput.value = s.moves;
  ui.cInput.value = String(s.c);
  ui.seedInput.value = String(s.seed);
  ui.solverBox.checked = s.solver;
  ui.botSelect.value = s.bot;
  ui.botSelect.disabled = !twoPlayerGame(s.game).network;
}

/** A step button: its label, test id, and what it says it does (its tooltip and accessible name). */
export const stepButton = (label: string, testid: string, title: string, onclick: () => void) =>
  h('button', { type: 'button', class: 'btn', 'data-testid': testid, title, 'aria-label': title, onclick }, label);

/** The page: the settings panel beside the main one (the steps, the phase, its explanation, the tree). */
export function treePage(
  p: TreeParts,
  more: { problem: HTMLElement; urlProblems: HTMLElement | null; steps: HTMLElement[]; treeBar: HTMLElement[] },
): HTMLElement {
  return h(
    'div',
    { class: 'lab-tree-page' },
    h(
      'section',
      { class: 'panel lab-controls', 'aria-label': 'Search settings' },
      field('Game', p.gameSelect).wrap,
      field('Position (moves from the empty board)', p.movesInput).wrap,
      p.rootBoard,
      field('Search', p.botSelect).wrap,
      field('Exploration C', p.cInput).wrap,
      field('Seed', p.seedInput).wrap,
      h('div', { class: 'field field-check' }, p.solverBox, h('label', { for: 'tree-solver' }, 'MCTS-Solver')),
      field('Fold children with fewer visits than', p.foldInput).wrap,
      field('Speed (ms per phase)', p.speedInput).wrap,
      more.problem,
    ),
    h(
      'section',
      { class: 'panel lab-tree-main' },
      more.urlProblems,
      h('div', { class: 'row lab-steps' }, ...more.steps),
      p.phaseBar,
      p.where,
      p.explain,
      h('div', { class: 'row lab-tree-bar' }, ...more.treeBar),
      p.treeSlot,
    ),
  );
}

/** The step buttons, in order, the play button between going back and going forward. */
export function stepButtons(go: (step: Step) => void, playBtn: HTMLElement): HTMLElement[] {
  const step = (label: string, to: Step, title: string) => stepButton(label, `tree-${to}`, title, () => go(to));
  return [
    step('Start', 'first', 'Back to the first iteration'),
    step('◀◀', 'prev-iteration', 'One iteration back'),
    step('◀', 'prev-phase', 'One phase back'),
    playBtn,
    step('▶', 'next-phase', 'One phase forward'),
    step('▶▶', 'next-iteration', 'One iteration forward'),
    step('+10', 'plus-10', 'Ten iterations forward'),
    step('+100', 'plus-100', 'A hundred iterations forward'),
  ];
}

export const PHASE_TITLES: Record<Phase, string> = {
  selection: '1. Selection',
  expansion: '2. Expansion',
  rollout: '3. Rollout',
  backup: '4. Backup',
};

/** The four phases, the current one marked; the deep bot's third evaluates with its network. */
export function phaseItems(phase: Phase, rule: 'ucb1' | 'puct' = 'ucb1'): HTMLElement[] {
  return PHASES.map((p) =>
    h(
      'li',
      { class: p === phase ? 'current' : null, 'aria-current': p === phase ? 'step' : null, 'data-phase': p },
      p === 'rollout' && rule === 'puct' ? '3. Evaluation' : PHASE_TITLES[p],
    ),
  );
}
