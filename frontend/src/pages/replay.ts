/**
 * Replay a stored submission, or a record, move by move: slider, previous/next, play/pause, speed,
 * the score after each move (the engine's `scores`), the board drawn at the chosen step.
 */
import type { Analysis, Rules } from '../rules/engine';
import { download, h, link, replaceChildren, setText } from '../lib/dom';
import { Api, type RecordView, type SubmissionView } from '../lib/api';
import { copyMark, errorNotice, moveList, participantLabel, revealInList, stat } from '../lib/components';
import { formatInstant, formatInt, solutionFileName } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href, idFromLink } from '../lib/routes';
import { rules } from '../lib/rules';
import { createBoardView, familyOf, type BoardView } from '../views/board';

export const SPEEDS: [string, number][] = [
  ['0.5×', 2000],
  ['1×', 1000],
  ['2×', 500],
  ['4×', 250],
  ['10×', 100],
  ['30×', 33],
];

/** The header of a replay: who, what, the verified score. User text goes in as text. */
export function replayHeader(s: SubmissionView, title: string): HTMLElement {
  const runId = idFromLink(s.botRun);
  return h(
    'div',
    { class: 'page-head' },
    h('h1', null, `Replay #${s.id}`),
    h('span', { class: 'crumbs' }, title, ' · ', h('code', { 'data-testid': 'instance-id' }, s.instance)),
    h(
      'p',
      { style: 'flex-basis:100%;margin:0' },
      participantLabel(s.participant),
      h(
        'span',
        { class: 'muted' },
        ` · verified score ${formatInt(s.score)} in ${formatInt(s.moveCount)} moves · ${formatInstant(s.receivedAt)} · verifier ${s.verifierVersion}`,
      ),
      runId ? h('span', null, ' · ', link(href.botrun(runId), null, 'bot run')) : null,
    ),
    s.copyOf ? h('p', { style: 'flex-basis:100%;margin:0' }, copyMark(s.copyOf)) : null,
  );
}

/** The header of a record's replay: who holds it, when and where it was published. User text goes in as text. */
export function recordHeader(r: RecordView, title: string): HTMLElement {
  return h(
    'div',
    { class: 'page-head', 'data-testid': 'record-header' },
    h('h1', null, `Record #${r.id}`),
    h('span', { class: 'crumbs' }, title, ' · ', h('code', { 'data-testid': 'instance-id' }, r.instance)),
    h(
      'p',
      { style: 'flex-basis:100%;margin:0' },
      h('span', { class: 'badge badge-record', title: 'The best known result: not ranked' }, 'record'),
      ' ',
      h('span', { class: 'participant-name', 'data-testid': 'record-holder' }, r.holder),
      h(
        'span',
        { class: 'muted' },
        ` · verified score ${formatInt(r.score)} in ${formatInt(r.moveCount)} moves`,
        r.achieved ? ` · achieved ${r.achieved}` : '',
      ),
    ),
    h(
      'p',
      { class: 'small muted', style: 'flex-basis:100%;margin:0', 'data-testid': 'record-source' },
      'Source: ',
      r.source,
    ),
  );
}

/** What a replay shows: a stored submission's line, or a record's. */
export interface ReplaySubject {
  game: string;
  instance: string;
  moves: string[];
  /** The score the server verified. */
  score: number;
  /** "Replay #12", "Record #3": the heading while loading, and the tab's title. */
  label: string;
  header(gameTitle: string): HTMLElement;
  /** The server's side of a disagreement: "the server 178 (verifier 3)". */
  serverSays: string;
  /** The page's URL at a step (null: the final position). */
  url(step: number | null): string;
}

export function submissionSubject(s: SubmissionView): ReplaySubject {
  return {
    game: s.game,
    instance: s.instance,
    moves: s.moves ?? [],
    score: s.score,
    label: `Replay #${s.id}`,
    header: (title) => replayHeader(s, title),
    serverSays: `the server ${s.score} (verifier ${s.verifierVersion})`,
    url: (step) => href.replay(s.id, step),
  };
}

export function recordSubject(r: RecordView): ReplaySubject {
  return {
    game: r.game,
    instance: r.instance,
    moves: r.moves ?? [],
    score: r.score,
    label: `Record #${r.id}`,
    header: (title) => recordHeader(r, title),
    serverSays: `the server ${r.score} (replayed at its start-up)`,
    url: (step) => href.record(r.id, step),
  };
}

export class AnalysisCache {
  private readonly map = new Map<number, Analysis>();
  constructor(
    private readonly compute: (k: number) => Analysis,
    private readonly size = 64,
  ) {}
  get(k: number): Analysis {
    let a = this.map.get(k);
    if (a) {
      this.map.delete(k);
    } else {
      a = this.compute(k);
      if (this.map.size >= this.size) this.map.delete(this.map.keys().next().value as number);
    }
    this.map.set(k, a);
    return a;
  }
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
    let step = Math.min((route.page === 'replay' || route.page === 'record' ? route.step : null) ?? n, n);

    const slider = h('input', {
      type: 'range',
      min: 0,
      max: n,
      value: step,
      step: 1,
      'data-testid': 'replay-slider',
      'aria-label': 'Move',
    });
    const playBtn = h(
      'button',
      { type: 'button', class: 'btn btn-primary', 'data-testid': 'replay-play', 'aria-label': 'Play' },
      '▶',
    );
    const prevBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'replay-prev', 'aria-label': 'Previous move' },
      '‹',
    );
    const nextBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'replay-next', 'aria-label': 'Next move' },
      '›',
    );
    const firstBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'replay-first', 'aria-label': 'First position' },
      '«',
    );
    const lastBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'replay-last', 'aria-label': 'Last position' },
      '»',
    );
    const speed = h(
      'select',
      { id: 'replay-speed', 'data-testid': 'replay-speed' },
      SPEEDS.map(([label, ms]) => h('option', { value: ms }, label)),
    );
    speed.value = '500';
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

    const mismatch =
      full.status !== 'valid' || full.score !== sub.score
        ? h(
            'div',
            { class: 'notice notice-warn', role: 'status', 'data-testid': 'replay-mismatch' },
            h(
              'p',
              null,
              full.status !== 'valid'
                ? `The rules in this browser disagree with the stored solution: ${full.error ? `move ${full.error.moveIndex + 1}: ${full.error.reason}` : (full.message ?? '')}`
                : `The rules in this browser score it ${full.score}, ${sub.serverSays}.`,
            ),
          )
        : null;

    replaceChildren(
      root,
      sub.header(title),
      mismatch,
      h(
        'div',
        { class: 'play-layout' },
        h(
          'section',
          { class: 'panel board-panel', 'aria-label': 'Board' },
          h('div', { class: 'scorebar' }, stepStat.el, scoreStat.el, moveText.el),
          h(
            'div',
            { class: 'replay-controls' },
            firstBtn,
            prevBtn,
            playBtn,
            nextBtn,
            lastBtn,
            slider,
            h('label', { for: 'replay-speed', class: 'small' }, 'Speed'),
            speed,
          ),
          boardSlot,
        ),
        h(
          'aside',
          { class: 'side' },
          h(
            'section',
            { class: 'panel' },
            h(
              'div',
              { class: 'row' },
              link(
                href.leaderboard(sub.game, sub.instance),
                { class: 'btn', 'data-testid': 'leaderboard-link' },
                'Leaderboard',
              ),
              link(href.play(sub.game, sub.instance), { class: 'btn' }, 'Play this instance'),
              exportBtn,
            ),
          ),
          h('section', { class: 'panel' }, h('h2', null, 'Moves'), listSlot),
          h(
            'p',
            { class: 'kbd-help' },
            h('kbd', null, '←'),
            ' ',
            h('kbd', null, '→'),
            ' step, ',
            h('kbd', null, 'Space'),
            ' play/pause, ',
            h('kbd', null, 'Home'),
            ' ',
            h('kbd', null, 'End'),
            ' first/last.',
          ),
        ),
      ),
    );

    board = await createBoardView(familyOf(sub.game, r.catalog()), { interactive: false });
    if (disposed) return;
    replaceChildren(boardSlot, board.el);

    function show(k: number, animate: boolean): void {
      const prev = step;
      step = Math.max(0, Math.min(n, k));
      const a = cache.get(step);
      const from = animate && step === prev + 1 ? { analysis: cache.get(prev), move: moves[prev] } : null;
      board?.render(a, { from });
      slider.value = String(step);
      setText(stepStat.value, `${step} / ${n}`);
      setText(scoreStat.value, formatInt(full.scores[step] ?? a.score));
      setText(moveText.value, step > 0 ? moves[step - 1] : '–');
      prevBtn.disabled = firstBtn.disabled = step === 0;
      nextBtn.disabled = lastBtn.disabled = step === n;
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
        if (!disposed) history.replaceState(null, '', sub.url(step === n ? null : step));
      }, 300);
    }

    function pause(): void {
      if (timer !== null) clearInterval(timer);
      timer = null;
      playBtn.textContent = '▶';
      playBtn.setAttribute('aria-label', 'Play');
    }

    function play(): void {
      if (n === 0) return;
      if (step >= n) show(0, false);
      playBtn.textContent = '❚❚';
      playBtn.setAttribute('aria-label', 'Pause');
      timer = window.setInterval(() => {
        if (step >= n) {
          pause();
          return;
        }
        show(step + 1, true);
      }, Number(speed.value));
    }

    const toggle = () => (timer === null ? play() : pause());
    playBtn.addEventListener('click', toggle);
    prevBtn.addEventListener('click', () => {
      pause();
      show(step - 1, false);
    });
    nextBtn.addEventListener('click', () => {
      pause();
      show(step + 1, true);
    });
    firstBtn.addEventListener('click', () => {
      pause();
      show(0, false);
    });
    lastBtn.addEventListener('click', () => {
      pause();
      show(n, false);
    });
    slider.addEventListener('input', () => {
      pause();
      show(Number(slider.value), false);
    });
    speed.addEventListener('change', () => {
      if (timer !== null) {
        pause();
        play();
      }
    });
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && t.closest('input, textarea, select')) return; // the slider steps itself
      if (t && t.closest('button, a') && (e.key === ' ' || e.key === 'Enter')) return;
      let handled = true;
      if (e.key === 'ArrowLeft') {
        pause();
        show(step - 1, false);
      } else if (e.key === 'ArrowRight') {
        pause();
        show(step + 1, true);
      } else if (e.key === 'Home') {
        pause();
        show(0, false);
      } else if (e.key === 'End') {
        pause();
        show(n, false);
      } else if (e.key === ' ') toggle();
      else handled = false;
      if (handled) e.preventDefault();
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
