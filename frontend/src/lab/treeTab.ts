/**
 * Watch it think: one UCT search, simulation by simulation, through its four phases. Each phase is
 * drawn from the engine's own record of that simulation (BrowserLab.trace): the selection path lit
 * up with the UCB1 values that chose it, the child expansion added, the rollout's random moves and
 * result, and the counts the backup changed. Forwards and backwards, by phase or by iteration; the
 * search is seeded, so going back shows exactly what was there. The tree is drawn a unit a CSS
 * pixel, its labels 11 px or more on a phone as on a desktop, in a box of its own that scrolls
 * sideways and, no taller than most of the screen, down; a click on a node (or Enter) shows only the
 * subtree under it, Up and Whole tree go back. The subtree shown is in the URL (`focus=`, its moves
 * from the root) with the rest of the settings, so a shared link or a reload shows it again.
 */
import { field, h, replaceChildren, s, setText } from '../lib/dom';
import { formatInt } from '../lib/format';
import { errorText } from '../lib/components';
import { loadRules, type Rules } from '../rules/engine';
import { LabEngine, LabError, WorkerRunner, type Trace, type TreeNode } from './engine';
import { drawBoard, sideNames, TWO_PLAYER_GAMES, type TwoPlayerGame } from './games';
import { PHASES, readTraceSettings, stepPhase, traceQuery, type Phase, type TraceSettings } from './settings';
import {
  autoMinVisits,
  centredScroll,
  layoutTree,
  SLOT_WIDTH,
  movesTo,
  nodeAt,
  phaseTree,
  shownFocus,
  subtreeOf,
  treeGeometry,
  ucb1,
  type PhaseTree,
} from './treeLayout';

const PHASE_TITLES: Record<Phase, string> = {
  selection: '1. Selection',
  expansion: '2. Expansion',
  rollout: '3. Rollout',
  backup: '4. Backup',
};

export function mountTree(root: HTMLElement, search: string): () => void {
  const read = readTraceSettings(search);
  let settings: TraceSettings = read.value;
  let trace: Trace | null = null;
  let rules: Rules | null = null;
  let timer: number | undefined;
  let loadGen = 0;
  const runner = new WorkerRunner();
  const engine = new LabEngine(runner.run);

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
  const problem = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'tree-error' });
  // What the link had wrong stays in view (as on the other lab pages): the engine's errors above
  // are cleared by the next run, which would hide it at once.
  const urlProblems =
    read.problems.length > 0
      ? h('p', { class: 'field-error', role: 'alert', 'data-testid': 'tree-url-problems' }, read.problems.join('. '))
      : null;

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
  /** The shown root's id and x when last drawn, to keep it where it was on the screen. */
  let anchor: { id: number; x: number } | null = null;
  /** The node to put the keyboard on (and in view) once drawn, after one was picked or Up. */
  let refocus: number | null = null;

  const btn = (label: string, testid: string, title: string, onclick: () => void) =>
    h('button', { type: 'button', class: 'btn', 'data-testid': testid, title, 'aria-label': title, onclick }, label);
  const upBtn = btn('Up', 'tree-up', 'Show the level above this subtree', () => goUp());
  const wholeBtn = btn('Whole tree', 'tree-whole', 'Show the whole tree again', () => focusOn(''));
  const playBtn = btn('Play', 'tree-play', 'Play the phases one after another', () =>
    timer === undefined ? play() : pause(),
  );

  function sync(): void {
    gameSelect.value = settings.game;
    movesInput.value = settings.moves;
    cInput.value = String(settings.c);
    seedInput.value = String(settings.seed);
    solverBox.checked = settings.solver;
  }

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
    setText(where, `Running iteration ${formatInt(want.iteration)}…`);
    try {
      const t = await engine.trace(want.game, want.moves, want.c, want.solver, want.seed, want.iteration);
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
      timer = window.setTimeout(tick, Number(speedInput.value));
    };
    timer = window.setTimeout(tick, Number(speedInput.value));
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
    anchor = null;
    go({ iteration: 1, phase: 'selection' });
    drawRoot();
  }

  function drawRoot(): void {
    if (!rules) return;
    const at = rules.analyse(settings.game, 'start', [...settings.moves]);
    if (at.status !== 'valid') {
      setText(
        problem,
        at.error
          ? `position: move ${at.error.moveIndex + 1} ('${at.error.move}') is illegal: ${at.error.reason}`
          : `position: ${at.message}`,
      );
      return;
    }
    replaceChildren(
      rootBoard,
      drawBoard(settings.game, at.position, {
        label: 'The searched position: click a move to search the position after it',
        last: settings.moves ? settings.moves[settings.moves.length - 1] : null,
        input: at.terminal
          ? null
          : {
              legal: at.legal.map((l) => l.move),
              onMove: (m) => {
                settings = { ...settings, moves: settings.moves + m };
                movesInput.value = settings.moves;
                restartSearch();
              },
            },
      }),
    );
  }

  function draw(): void {
    if (!trace) return;
    const phase = settings.phase;
    replaceChildren(
      phaseBar,
      PHASES.map((p) =>
        h(
          'li',
          { class: p === phase ? 'current' : null, 'aria-current': p === phase ? 'step' : null, 'data-phase': p },
          PHASE_TITLES[p],
        ),
      ),
    );
    const total = trace.after.find((n) => n.parent < 0)?.visits ?? 0;
    setText(
      where,
      `Iteration ${formatInt(trace.iteration)}, ${PHASE_TITLES[phase].slice(3).toLowerCase()}: the tree has ${formatInt(trace.after.length)} nodes, the root ${formatInt(total)} visits${trace.rootProven ? ' (the root is proven: MCTS-Solver would stop here)' : ''}.`,
    );
    where.dataset.iteration = String(trace.iteration);
    where.dataset.phase = phase;
    const view = phaseTree(trace, phase);
    replaceChildren(explain, explanation(trace, phase, view));
    drawTree(view);
  }

  function explanation(t: Trace, phase: Phase, view: PhaseTree): HTMLElement {
    const step = t.step;
    const byId = new Map(t.before.map((n) => [n.id, n]));
    const names = sideNames(settings.game);
    const toMoveAtRoot = settings.moves.length % 2;
    if (phase === 'selection') {
      if (step.path.length === 1) {
        return h(
          'div',
          null,
          h('p', null, 'The root still has untried moves, so selection stops at once: expansion happens at the root.'),
        );
      }
      const rows = step.path.slice(1).map((id, k) => {
        const parent = byId.get(step.path[k])!;
        const siblings = t.before.filter((n) => n.parent === parent.id);
        const scored = siblings.map((n) => ({ n, u: ucb1(n, parent.visits, settings.c) })).sort((a, b) => b.u - a.u);
        const chosen = byId.get(id)!;
        const second = scored.find((x) => x.n.id !== id);
        return h(
          'li',
          null,
          `At ${k === 0 ? 'the root' : `move ${step.pathMoves[k - 1]}`} (N = ${formatInt(parent.visits)}): ${names[(toMoveAtRoot + k) % 2]} picks ${step.pathMoves[k]}, `,
          chosen.proven === 'loss'
            ? 'a proven loss, only because every move is one'
            : `UCB1 = ${chosen.value.toFixed(3)} + ${settings.c} × √(ln ${parent.visits} / ${chosen.visits}) = ${ucb1(chosen, parent.visits, settings.c).toFixed(3)}`,
          second && Number.isFinite(second.u) ? `; next best ${second.n.move} at ${second.u.toFixed(3)}.` : '.',
        );
      });
      return h(
        'div',
        null,
        h(
          'p',
          null,
          'From the root, each fully expanded node passes to the child with the highest UCB1 value: its mean reward for the player moving there plus C √(ln N / n), which grows for children visited rarely.',
        ),
        h('ol', { class: 'small', 'data-testid': 'tree-ucb' }, rows),
      );
    }
    if (phase === 'expansion') {
      if (view.fresh === null) {
        return h(
          'p',
          null,
          step.fromProof
            ? 'The selected node is proven (MCTS-Solver): its value is known, nothing is added.'
            : 'The selected node ends the game: there is nothing to add.',
        );
      }
      return h(
        'p',
        null,
        `The selected node has untried moves; one is drawn at random (seeded) and added: move ${step.expandedMove}, node #${view.fresh}, with no visits yet.`,
      );
    }
    if (phase === 'rollout') {
      const winner = step.rewards[0] === 1 ? names[0] : step.rewards[1] === 1 ? names[1] : null;
      if (step.fromProof) {
        return h(
          'p',
          null,
          `No rollout: the node's value is proven by MCTS-Solver, so its result (${winner ? `${winner} wins` : 'a draw'}) is used as is.`,
        );
      }
      const board = rolloutBoard(t);
      return h(
        'div',
        null,
        h(
          'p',
          null,
          step.rollout.length === 0
            ? 'The new node ends the game: its result is the rollout.'
            : `From the new node, ${step.rollout.length} uniformly random moves to the end: `,
          h('code', { 'data-testid': 'tree-rollout' }, step.rollout.join(' ')),
          '.',
        ),
        h(
          'p',
          { 'data-testid': 'tree-result' },
          `Result: ${winner ? `${winner} wins` : 'a draw'} (reward ${names[0]} ${step.rewards[0]}, ${names[1]} ${step.rewards[1]}).`,
        ),
        board,
      );
    }
    const after = new Map(t.after.map((n) => [n.id, n]));
    const path = view.path;
    return h(
      'div',
      null,
      h(
        'p',
        null,
        'Every node on the path gets one more visit and the reward of the player who moved into it (1 win, ½ draw, 0 loss), so each node\u2019s value is the mean result for the player choosing it.',
      ),
      h(
        'ul',
        { class: 'small', 'data-testid': 'tree-backup' },
        path.map((id) => {
          const b = byId.get(id);
          const a = after.get(id)!;
          if (a.parent < 0) {
            return h(
              'li',
              null,
              `root: visits ${formatInt(b?.visits ?? 0)} → ${formatInt(a.visits)} (nobody moved into it, so it keeps no reward)`,
            );
          }
          const label = `${a.move} (#${id})`;
          return h(
            'li',
            null,
            `${label}: visits ${formatInt(b?.visits ?? 0)} → ${formatInt(a.visits)}, value ${(b?.value ?? 0.5).toFixed(3)} → ${a.value.toFixed(3)}${a.proven ? `, proven ${a.proven}` : ''}`,
          );
        }),
      ),
    );
  }

  function rolloutBoard(t: Trace): HTMLElement | null {
    if (!rules) return null;
    const moves = [
      ...settings.moves,
      ...t.step.pathMoves,
      ...(t.step.expandedMove ? [t.step.expandedMove] : []),
      ...t.step.rollout,
    ];
    const at = rules.analyse(settings.game, 'start', moves);
    if (at.status !== 'valid') return null;
    return h(
      'div',
      { class: 'lab-board-slot lab-board-small' },
      drawBoard(settings.game, at.position, {
        label: 'The position the rollout ended in',
        last: moves[moves.length - 1] ?? null,
      }),
    );
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
    const drawn = treeSvg(view, nodes, top);
    const wasLeft = treeSlot.scrollLeft;
    const wasTop = treeSlot.scrollTop;
    replaceChildren(treeSlot, drawn.svg);
    const picked = refocus === null ? undefined : drawn.at.get(refocus);
    if (anchor && anchor.id === topId) {
      treeSlot.scrollLeft = wasLeft + drawn.rootX - anchor.x;
      treeSlot.scrollTop = wasTop;
    } else {
      treeSlot.scrollLeft = centredScroll(picked?.x ?? drawn.rootX, drawn.width, treeSlot.clientWidth);
      treeSlot.scrollTop = picked ? centredScroll(picked.y, drawn.height, treeSlot.clientHeight) : 0;
    }
    anchor = { id: topId, x: drawn.rootX };
    if (refocus !== null) {
      treeSlot.querySelector<SVGGElement>(`[data-testid="node-${refocus}"]`)?.focus({ preventScroll: true });
      refocus = null;
    }
    const moves = top === null ? null : movesTo(view.nodes, top);
    setText(
      shownText,
      missing
        ? `The tree has no node after ${[...settings.focus].join(' ')} at this step, so the whole tree is shown; it shows that subtree once the search gets there (Whole tree forgets it).`
        : top === null
          ? 'The whole tree. Click a node (or Tab to it, then Enter) to show only the subtree under it.'
          : `The subtree after ${moves?.join(' ') ?? '?'} (node #${top}): click its top node to go up a level.`,
    );
    shownText.dataset.missing = String(missing);
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
    refocus = from !== null && settings.focus.startsWith(path) ? from : nodeAt(nodes, path);
    settings = { ...settings, focus: path };
    anchor = null;
    saveUrl();
    draw();
  }

  function goUp(): void {
    if (settings.focus !== '') focusOn(settings.focus.slice(0, -1));
  }

  function treeSvg(
    view: PhaseTree,
    nodes: readonly TreeNode[],
    top: number | null,
  ): { svg: SVGSVGElement; width: number; height: number; rootX: number; at: Map<number, { x: number; y: number }> } {
    const keep = new Set(view.path);
    const foldText = foldInput.value.trim();
    const minVisits = foldText === '' ? autoMinVisits(nodes, keep) : Math.max(0, Number(foldText) || 0);
    const layout = layoutTree(nodes, minVisits, keep);
    const { width, height, at: pos } = treeGeometry(layout);
    const svg = s('svg', {
      class: 'lab-tree',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: 'group',
      'aria-label': `Search tree${top === null ? '' : `, the subtree under node #${top}`}, nodes with fewer than ${minVisits} visits folded`,
      'data-testid': 'tree-svg',
      'data-nodes': view.nodes.length,
      'data-shown': top ?? 'all',
    });
    const lit = new Set(view.path.map((id) => `n${id}`));
    for (const n of layout.nodes) {
      if (!n.parentKey) continue;
      const a = pos.get(n.parentKey)!;
      const b = pos.get(n.key)!;
      svg.appendChild(
        s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `lab-edge${lit.has(n.key) ? ' lit' : ''}` }),
      );
    }
    const parents = new Set(view.nodes.map((n) => n.parent));
    const maxVisits = Math.max(1, ...nodes.map((n) => n.visits));
    for (const n of layout.nodes) {
      const p = pos.get(n.key)!;
      if (!n.node) {
        svg.appendChild(
          s(
            'text',
            { x: p.x, y: p.y + 4, class: 'lab-fold', 'text-anchor': 'middle' },
            `+${n.folded}`,
            s(
              'title',
              null,
              `${n.folded} children with fewer than ${minVisits} visits (${formatInt(n.foldedVisits)} visits in all)`,
            ),
          ),
        );
        continue;
      }
      const node: TreeNode = n.node;
      const r = 8 + 12 * Math.sqrt(node.visits / maxVisits);
      const cls = `lab-node${lit.has(n.key) ? ' lit' : ''}${node.id === view.fresh ? ' fresh' : ''}${node.proven ? ` proven-${node.proven}` : ''}`;
      const isRoot = node.parent < 0;
      const isTop = node.id === top;
      const about = `${node.move ? `move ${node.move}` : 'root'} (#${node.id}): ${node.visits} visits, mean reward ${node.value.toFixed(3)} for the player who moved here${node.proven ? `, proven ${node.proven}` : ''}`;
      // A node with children shows its subtree when clicked; the top of a shown subtree goes up.
      const action = isTop ? 'show the level above' : !isRoot && parents.has(node.id) ? 'show its subtree' : null;
      const act = isTop ? goUp : () => focusOn(movesTo(view.nodes, node.id)?.join('') ?? '');
      const g = s('g', {
        class: `${cls}${action ? ' pick' : ''}`,
        'data-testid': `node-${node.id}`,
        'data-visits': node.visits,
        tabindex: action ? 0 : null,
        role: action ? 'button' : null,
        'aria-label': action ? `${about}. Press to ${action}.` : null,
        onclick: action ? act : null,
        onkeydown: action
          ? (e: KeyboardEvent) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              act();
            }
          : null,
      });
      // A click anywhere on the node or its labels picks it, not only on the circle or the text.
      if (action) {
        g.appendChild(
          s('rect', {
            class: 'lab-node-hit',
            x: p.x - SLOT_WIDTH / 2 + 2,
            y: p.y - r,
            width: SLOT_WIDTH - 4,
            height: 2 * r + (isRoot ? 16 : 30),
          }),
        );
      }
      // Hue from red (the mover loses here) to green (wins): the value at a glance.
      g.appendChild(
        s('circle', {
          cx: p.x,
          cy: p.y,
          r,
          style: isRoot ? 'fill: var(--panel-2)' : `fill: hsl(${Math.round(node.value * 120)} 55% 72%)`,
        }),
      );
      g.appendChild(
        s('text', { x: p.x, y: p.y + 4, 'text-anchor': 'middle', class: 'lab-node-move' }, node.move ?? 'root'),
      );
      g.appendChild(
        s(
          'text',
          { x: p.x, y: p.y + r + 13, 'text-anchor': 'middle', class: 'lab-node-count' },
          isRoot ? `${formatInt(node.visits)} visits` : formatInt(node.visits),
        ),
      );
      if (!isRoot) {
        g.appendChild(
          s(
            'text',
            { x: p.x, y: p.y + r + 26, 'text-anchor': 'middle', class: 'lab-node-count lab-node-value' },
            node.value.toFixed(2),
          ),
        );
      }
      g.appendChild(s('title', null, about));
      svg.appendChild(g);
    }
    const rootX = pos.get(layout.nodes[0]?.key ?? '')?.x ?? width / 2;
    const at = new Map(layout.nodes.flatMap((n) => (n.node ? [[n.node.id, pos.get(n.key)!] as const] : [])));
    return { svg, width, height, rootX, at };
  }

  gameSelect.addEventListener('change', () => {
    settings = { ...settings, game: gameSelect.value as TwoPlayerGame, moves: '' };
    movesInput.value = '';
    restartSearch();
  });
  movesInput.addEventListener('change', () => {
    settings = { ...settings, moves: movesInput.value.trim() };
    restartSearch();
  });
  for (const el of [cInput, seedInput]) {
    el.addEventListener('change', () => {
      const c = Number(cInput.value);
      const seed = Number(seedInput.value);
      if (!(Number.isFinite(c) && c >= 0 && c <= 100) || !(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31)) {
        setText(problem, 'C is a number from 0 to 100; the seed a whole number from 0 to 2147483647.');
        return;
      }
      settings = { ...settings, c, seed };
      restartSearch();
    });
  }
  solverBox.addEventListener('change', () => {
    settings = { ...settings, solver: solverBox.checked };
    restartSearch();
  });
  foldInput.addEventListener('change', draw);

  sync();
  replaceChildren(
    root,
    h(
      'div',
      { class: 'lab-tree-page' },
      h(
        'section',
        { class: 'panel lab-controls', 'aria-label': 'Search settings' },
        field('Game', gameSelect).wrap,
        field('Position (moves from the empty board)', movesInput).wrap,
        rootBoard,
        field('Exploration C', cInput).wrap,
        field('Seed', seedInput).wrap,
        h('div', { class: 'field field-check' }, solverBox, h('label', { for: 'tree-solver' }, 'MCTS-Solver')),
        field('Fold children with fewer visits than', foldInput).wrap,
        field('Speed (ms per phase)', speedInput).wrap,
        problem,
      ),
      h(
        'section',
        { class: 'panel lab-tree-main' },
        urlProblems,
        h(
          'div',
          { class: 'row lab-steps' },
          btn('Start', 'tree-first', 'Back to the first iteration', () => go({ iteration: 1, phase: 'selection' })),
          btn('◀◀', 'tree-prev-iteration', 'One iteration back', () =>
            go({ iteration: Math.max(1, settings.iteration - 1), phase: settings.phase }),
          ),
          btn('◀', 'tree-prev-phase', 'One phase back', () => go(stepPhase(settings, -1))),
          playBtn,
          btn('▶', 'tree-next-phase', 'One phase forward', () => go(stepPhase(settings, 1))),
          btn('▶▶', 'tree-next-iteration', 'One iteration forward', () =>
            go({ iteration: settings.iteration + 1, phase: settings.phase }),
          ),
          btn('+10', 'tree-plus-10', 'Ten iterations forward', () =>
            go({ iteration: settings.iteration + 10, phase: 'backup' }),
          ),
          btn('+100', 'tree-plus-100', 'A hundred iterations forward', () =>
            go({ iteration: settings.iteration + 100, phase: 'backup' }),
          ),
        ),
        phaseBar,
        where,
        explain,
        h('div', { class: 'row lab-tree-bar' }, shownText, upBtn, wholeBtn),
        treeSlot,
      ),
    ),
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
