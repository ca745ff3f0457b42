/**
 * Replay a stored submission, or a record, move by move: slider, previous/next, play/pause, speed,
 * the score after each move (the engine's `scores`), the board drawn at the chosen step.
 */
import type { Rules } from '../rules/engine';
import { download, h, replaceChildren, setText } from '../lib/dom';
import { Api } from '../lib/api';
import { errorNotice, moveList, revealInList, stat } from '../lib/components';
import { formatInt, solutionFileName } from '../lib/format';
import type { PageContext } from '../lib/page';
import {
  AnalysisCache,
  animates,
  clampStep,
  disagreement,
  keyCommand,
  openingStep,
  stepAfter,
  urlStep,
  type PlayerCommand,
} from '../lib/replayPlayer';
import { rules } from '../lib/rules';
import { createBoardView, familyOf, type BoardView } from '../views/board';
import { replayControls } from './replay/controls';
import { replayLayout } from './replay/layout';
import { recordSubject, submissionSubject, type ReplaySubject } from './replay/subject';

function mismatchNotice(text: string | null): HTMLElement | null {
  return text === null
    ? null
    : h('div', { class: 'notice notice-warn', role: 'status', 'data-testid': 'replay-mismatch' }, h('p', null, text));
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'replay' && route.page !== 'record') return () => {};
  const root = ctx.root;
  let disposed = false;
  let board: BoardView | null = null;
  let timer: number | null = null;
  let urlTimer: number | null = null;
  const cleanups: (() => void)[] = [];
  const loadingLabel = route.page === 'replay' ? `Replay #${route.submission}` : `Record #${route.record}`;
  const subject: Promise<ReplaySubject> =
    route.page === 'replay'
      ? Api.submission(route.submission).then(submissionSubject)
      : Api.record(route.record).then(recordSubject);
  replaceChildren(root, h('h1', null, loadingLabel), h('p', { class: 'loading' }, 'Loading…'));

  Promise.all([subject, rules()])
    .then(([sub, r]) => {
      if (!disposed) return start(sub, r);
    })
    .catch((e) => {
      if (!disposed) replaceChildren(root, h('h1', null, loadingLabel), errorNotice(e));
    });

  async function start(sub: ReplaySubject, r: Rules): Promise<void> {
    const moves = sub.moves;
    const info = r.catalog().find((g) => g.id === sub.game);
    const title = info?.title ?? sub.game;
    ctx.title(`${sub.label} · ${title}`);
    const full = r.analyse(sub.game, sub.instance, moves);
    const cache = new AnalysisCache((k) =>
      k === moves.length ? full : r.analyse(sub.game, sub.instance, moves.slice(0, k)),
    );
    const n = moves.length;
    let step = openingStep(route.page === 'replay' || route.page === 'record' ? route.step : null, n);

    const controls = replayControls(step, n);
    const stepStat = stat('Move', 'replay-step');
    const scoreStat = stat('Score', 'replay-score');
    const moveText = stat('Last move', 'replay-move');
    moveText.value.classList.add('small');
    const listSlot = h('div');
    const boardSlot = h('div', null, h('p', { class: 'loading' }, 'Drawing…'));
    const exportBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'export-button' },
      `Download (${info?.format ?? 'solution'})`,
    );
    exportBtn.addEventListener('click', () => {
      const w = r.writeSolution(sub.game, sub.instance, moves);
      if (w.status === 'ok') download(solutionFileName(sub.game, sub.instance, info?.format ?? ''), w.text);
    });

    replaceChildren(
      root,
      ...replayLayout(sub.game, sub.instance, {
        header: sub.header(title),
        mismatch: mismatchNotice(disagreement(full, sub.score, sub.serverSays)),
        figures: [stepStat.el, scoreStat.el, moveText.el],
        controls: controls.el,
        board: boardSlot,
        exportButton: exportBtn,
        moves: listSlot,
      }),
    );

    board = await createBoardView(familyOf(sub.game, r.catalog()), { interactive: false });
    if (disposed) return;
    replaceChildren(boardSlot, board.el);

    function show(k: number, animate: boolean): void {
      const prev = step;
      step = clampStep(k, n);
      const a = cache.get(step);
      const from = animate && step === prev + 1 ? { analysis: cache.get(prev), move: moves[prev] } : null;
      board?.render(a, { from });
      controls.showStep(step, n);
      setText(stepStat.value, `${step} / ${n}`);
      setText(scoreStat.value, formatInt(full.scores[step] ?? a.score));
      setText(moveText.value, step > 0 ? moves[step - 1] : '–');
      const list = moveList(moves, full.scores, {
        current: step > 0 ? step - 1 : null,
        onSelect: (i) => {
          pause();
          show(i + 1, false);
        },
      });
      replaceChildren(listSlot, list);
      revealInList(list);
      if (urlTimer) clearTimeout(urlTimer);
      urlTimer = window.setTimeout(() => {
        if (!disposed) history.replaceState(null, '', sub.url(urlStep(step, n)));
      }, 300);
    }

    function pause(): void {
      if (timer !== null) clearInterval(timer);
      timer = null;
      controls.showPlaying(false);
    }

    function play(): void {
      if (n === 0) return;
      if (step >= n) show(0, false);
      controls.showPlaying(true);
      timer = window.setInterval(() => {
        if (step >= n) {
          pause();
          return;
        }
        show(step + 1, true);
      }, Number(controls.speed.value));
    }

    /** A control's or a key's command: play/pause, or a pause and a step elsewhere. */
    const run = (command: PlayerCommand) => {
      if (command === 'toggle') {
        if (timer === null) play();
        else pause();
        return;
      }
      pause();
      show(stepAfter(command, step, n), animates(command));
    };
    controls.play.addEventListener('click', () => run('toggle'));
    controls.prev.addEventListener('click', () => run('prev'));
    controls.next.addEventListener('click', () => run('next'));
    controls.first.addEventListener('click', () => run('first'));
    controls.last.addEventListener('click', () => run('last'));
    controls.slider.addEventListener('input', () => {
      pause();
      show(Number(controls.slider.value), false);
    });
    controls.speed.addEventListener('change', () => {
      if (timer !== null) {
        pause();
        play();
      }
    });
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && t.closest('input, textarea, select')) return; // the slider steps itself
      if (t && t.closest('button, a') && (e.key === ' ' || e.key === 'Enter')) return;
      const command = keyCommand(e.key);
      if (command === null) return;
      run(command);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    cleanups.push(() => window.removeEventListener('keydown', onKey));
    show(step, false);
  }

  return () => {
    disposed = true;
    if (timer !== null) clearInterval(timer);
    if (urlTimer !== null) clearTimeout(urlTimer);
    board?.destroy();
    for (const c of cleanups) c();
  };
}
