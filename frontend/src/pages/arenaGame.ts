/**
 * An arena game's replay (/arena/games/<id>?step=): the board after the opening and each move,
 * drawn by the lab's boards from the shared rules; first/previous/next/last and a slider; each
 * move's CPU and wall think time; the seed, the opening, both players with the specs and budgets
 * they played with, the result, both rating changes explained, and the command that plays the game
 * again and compares every move.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { ArenaApi, type ArenaGameView, type ArenaSide } from '../lib/arenaApi';
import { cpuPhrase, msText, pliesAt, replayCommand, resultText } from '../lib/arenaFormat';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';
import { drawBoard, isTwoPlayerGame, sideNames } from '../lab/games';
import { loadRules, type Rules } from '../rules/engine';
import { explainView } from './arena/explain';
import { arenaGameTitle } from './arena/gameTitle';
import { replayControls } from './replay/controls';

function sideLine(colour: string, s: ArenaSide): HTMLElement {
  return h(
    'li',
    { 'data-testid': `arena-side-${colour}` },
    h('strong', null, `${colour}: `),
    link(href.arenaPlayer(s.playerId), null, s.label),
    ' ',
    h('code', null, s.spec),
    `, budget ${s.budget}`,
    s.kind === 'reference' ? null : ` (${s.kind})`,
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'arenagame') return () => {};
  const { root } = ctx;
  let disposed = false;
  let timer: number | undefined;
  replaceChildren(root, h('h1', null, `Arena game ${route.id}`), h('p', { class: 'loading' }, 'Loading…'));

  Promise.all([ArenaApi.game(route.id), loadRules()]).then(
    ([g, rules]) => {
      if (!disposed) show(g, rules);
    },
    (e) => {
      if (!disposed) replaceChildren(root, h('h1', null, `Arena game ${route.id}`), errorNotice(e));
    },
  );

  function show(g: ArenaGameView, rules: Rules): void {
    const n = g.moves.length;
    let step = route.page === 'arenagame' && route.step !== null ? Math.min(route.step, n) : n;
    ctx.title(`Arena game ${g.id} · ${g.first.label} v ${g.second.label}`);
    const sides = isTwoPlayerGame(g.game) ? sideNames(g.game) : (['first', 'second'] as const);
    const boardSlot = h('div', { class: 'arena-board', 'data-testid': 'arena-board' });
    const stepText = h('span', { 'data-testid': 'replay-step' });
    const moveNow = h('p', { class: 'small', 'data-testid': 'arena-move-now' });
    const controls = replayControls(step, n);
    const moveRows = g.moves.map((m, i) =>
      h(
        'tr',
        { 'data-testid': 'arena-move', 'data-ply': m.ply },
        h('td', { class: 'num' }, String(m.ply + 1)),
        h('td', null, m.side === 'first' ? sides[0] : sides[1]),
        h('td', null, h('button', { type: 'button', class: 'btn btn-quiet', onclick: () => go(i + 1) }, m.move)),
        h('td', { class: 'num', 'data-testid': 'move-cpu' }, msText(m.cpuMs)),
        h('td', { class: 'num', 'data-testid': 'move-wall' }, msText(m.wallMs)),
      ),
    );

    function draw(): void {
      const plies = pliesAt(g, step);
      const at = rules.analyse(g.game, 'start', plies);
      const last = plies.length > 0 ? plies[plies.length - 1] : null;
      replaceChildren(
        boardSlot,
        isTwoPlayerGame(g.game)
          ? drawBoard(g.game, at.position, { label: `Position after ${plies.length} plies`, last })
          : h('p', { class: 'muted' }, 'No board drawing for this game.'),
      );
      setText(stepText, `${step} / ${n}`);
      const m = step > 0 ? g.moves[step - 1] : null;
      setText(
        moveNow,
        m
          ? `Move ${m.ply + 1}: ${m.side === 'first' ? sides[0] : sides[1]} played ${m.move}, thinking ${cpuPhrase(m.cpuMs)}, ${msText(m.wallMs)} ms wall.`
          : `The opening (${g.opening.length} random plies from the seed): ${g.opening.join(' ') || 'none'}.`,
      );
      moveRows.forEach((r, i) => r.classList.toggle('current', i === step - 1));
      controls.showStep(step, n);
    }

    function go(k: number): void {
      step = Math.max(0, Math.min(n, k));
      draw();
      // The URL keeps the step (a link opens the same position) without rendering the page again.
      history.replaceState(null, '', href.arenaGame(g.id, step === n ? null : step));
    }

    function stop(): void {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
      controls.showPlaying(false);
    }

    controls.first.addEventListener('click', () => (stop(), go(0)));
    controls.prev.addEventListener('click', () => (stop(), go(step - 1)));
    controls.next.addEventListener('click', () => (stop(), go(step + 1)));
    controls.last.addEventListener('click', () => (stop(), go(n)));
    controls.slider.addEventListener('input', () => (stop(), go(Number(controls.slider.value))));
    controls.play.addEventListener('click', () => {
      if (timer !== undefined) return stop();
      if (step === n) go(0);
      controls.showPlaying(true);
      timer = window.setInterval(() => {
        if (step >= n) stop();
        else go(step + 1);
      }, Number(controls.speed.value));
    });

    const server = location.origin;
    const changes = g.ratingChanges.map((c) => {
      const name = c.playerId === g.first.playerId ? g.first.label : g.second.label;
      const opponent = c.playerId === g.first.playerId ? g.second.label : g.first.label;
      return explainView(c, name, opponent);
    });

    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', { 'data-testid': 'arena-game-title' }, `${g.first.label} v ${g.second.label}`),
        h(
          'span',
          { class: 'crumbs' },
          link(href.arena(g.game, g.pool), null, `${arenaGameTitle(g.game)} arena`),
          ` \u00b7 game ${g.id}`,
        ),
      ),
      h(
        'section',
        { class: 'panel' },
        h('ul', { class: 'arena-sides' }, sideLine(sides[0], g.first), sideLine(sides[1], g.second)),
        h(
          'p',
          null,
          'Result: ',
          h('strong', { 'data-testid': 'arena-result' }, resultText(g)),
          ` \u00b7 seed `,
          h('code', { 'data-testid': 'arena-seed' }, String(g.seed)),
          ' \u00b7 opening ',
          h('code', { 'data-testid': 'arena-opening' }, g.opening.join(' ') || 'none'),
          ` \u00b7 ${formatInstant(g.createdAt)}`,
        ),
      ),
      h(
        'section',
        { class: 'panel arena-replay' },
        h(
          'div',
          { class: 'arena-replay-board' },
          boardSlot,
          h('p', { class: 'small' }, 'Move ', stepText),
          moveNow,
          controls.el,
        ),
        h(
          'div',
          { class: 'arena-replay-moves' },
          wrappedTable(
            { 'data-testid': 'arena-moves' },
            [
              h('th', { class: 'num', scope: 'col' }, '#'),
              ...colHeads('Side', 'Move'),
              h('th', { class: 'num', scope: 'col' }, 'CPU ms'),
              h('th', { class: 'num', scope: 'col' }, 'Wall ms'),
            ],
            moveRows,
          ),
        ),
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Rating changes'),
        changes.length > 0 ? changes : h('p', { class: 'muted' }, 'A rejected game changes no rating.'),
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Reproduce it'),
        h(
          'p',
          { class: 'small muted' },
          'Plays the game again with the rules, the same specs and the same seed, and compares every move:',
        ),
        h('pre', null, h('code', { 'data-testid': 'arena-replay-command' }, replayCommand(g.id, server))),
      ),
    );
    draw();
  }

  return () => {
    disposed = true;
    if (timer !== undefined) window.clearInterval(timer);
  };
}
