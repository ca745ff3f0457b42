/**
 * One bot run, live (/ws/bot-runs/{id}): the best position drawn (its moves replayed through the
 * rules), the score-vs-time chart, playouts per second, elapsed time, the budget's progress, and
 * cancel. Messages only update state; one animation frame draws whatever changed, and the board
 * is redrawn only when the best changes, so a fast stats stream stays cheap.
 */
import type { RunMessage } from '../lib/liveMessages';
import { h, link, replaceChildren } from '../lib/dom';
import { Api } from '../lib/api';
import type { HostedBotRunView } from '../lib/hostedApi';
import { errorNotice, liveBadge, stateBadge } from '../lib/components';
import { applyRunMessage, type Changed, type RunLiveState } from '../lib/botRunFeed';
import { runStartState } from '../lib/botRunPage';
import { openLive, type LiveHandle } from '../lib/live';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { onSession } from '../lib/session';
import { SCORE_CHART_UNITS, ScoreChart } from '../views/chart';
import { fitChart } from '../lib/fitChart';
import { renderRunActions } from './botrun/actions';
import { bestBoard, type BestBoard } from './botrun/bestBoard';
import { runHeader } from './botrun/header';
import { hostedFacts } from './botrun/hostedFacts';
import { runOutcome } from './botrun/outcome';
import { runStats } from './botrun/stats';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'botrun') return () => {};
  const root = ctx.root;
  let disposed = false;
  let live: LiveHandle | null = null;
  let frame = 0;
  let board: BestBoard | null = null;
  let offSession: (() => void) | null = null;
  let fitted: ReturnType<typeof fitChart> | null = null;
  replaceChildren(root, h('h1', null, `Bot run #${route.run}`), h('p', { class: 'loading' }, 'Loading…'));

  Api.botRun(route.run)
    .then((run) => {
      if (!disposed) start(run);
    })
    .catch((e) => {
      if (disposed) return;
      replaceChildren(
        root,
        h('h1', null, `Bot run #${route.run}`),
        errorNotice(e),
        link(href.botlab(), null, 'Back to the bot lab'),
      );
    });

  function start(run: HostedBotRunView): void {
    ctx.title(`Run #${run.id} · ${run.name}`);
    let state: RunLiveState = runStartState(run);
    const budgetMs = run.seconds ? run.seconds * 1000 : null;
    const dirty = new Set<Changed>(['all']);

    const badge = liveBadge();
    const stateSlot = h('span', null, stateBadge(state.state));
    const stats = runStats(run);
    const chart = new ScoreChart(300);
    // Drawn at the width it has on a phone, so that its 11 px text stays 11 px.
    fitted = fitChart((units) => chart.resize(units), SCORE_CHART_UNITS);
    const boardSlot = h('div', { 'data-testid': 'best-board' }, h('p', { class: 'muted' }, 'No complete game yet.'));
    const boardCaption = h('p', { class: 'small muted', 'data-testid': 'best-board-caption' });
    const actions = h('div', { class: 'row', 'data-testid': 'run-actions' });
    const message = h('div', { 'aria-live': 'polite', 'data-testid': 'run-message' });
    const outcome = h('div', { 'data-testid': 'run-outcome' });
    const hosted = run.hosted ? hostedFacts({ ...run, hosted: run.hosted }) : null;

    replaceChildren(
      root,
      ...runHeader(run, stateSlot, badge.el),
      h('section', { class: 'panel' }, stats.grid, stats.progress, stats.phase, actions, message, outcome),
      hosted?.el ?? null,
      h(
        'div',
        { class: 'run-layout', style: 'margin-top:1rem' },
        h('section', { class: 'panel' }, h('h2', null, 'Best position'), boardSlot),
        h('section', { class: 'panel' }, h('h2', null, 'Score against time'), fitted.el),
      ),
    );
    // On the page now: the chart takes the width it has at once.
    fitted.fit();
    board = bestBoard(
      boardSlot,
      boardCaption,
      () => state,
      () => disposed,
    );

    const renderActions = () => renderRunActions(actions, message, run, state, (to) => ctx.navigate(to));
    offSession = onSession(() => renderActions());

    const showOutcome = () => {
      const f = state.finished;
      replaceChildren(outcome);
      if (!f) return;
      if (run.cpuSeconds) showEnded(0);
      outcome.append(runOutcome(f, state.game, state.instance));
    };

    /**
     * The stored run once it ended: its CPU time, and a hosted run's record, which the worker may
     * store a moment after the end is announced (asked again a few times, a second apart).
     */
    const showEnded = (attempt: number) => {
      Api.botRun(run.id).then(
        (ended: HostedBotRunView) => {
          if (disposed) return;
          stats.showCpu(ended);
          hosted?.show(ended);
          if (hosted && !ended.hosted?.record && attempt < 5) setTimeout(() => showEnded(attempt + 1), 1000);
        },
        () => undefined,
      );
    };

    const draw = () => {
      frame = 0;
      const all = dirty.has('all');
      if (all || dirty.has('state') || dirty.has('finished')) {
        replaceChildren(stateSlot, stateBadge(state.state));
        renderActions();
      }
      if (all || dirty.has('finished')) showOutcome();
      if (all || dirty.has('best')) {
        stats.showBest(state);
        void board?.draw();
      }
      if (all || dirty.has('stats') || dirty.has('best') || dirty.has('finished')) {
        stats.showStats(state);
        chart.update(state.points, state.stats?.elapsedMs ?? 0, budgetMs);
      }
      dirty.clear();
    };
    const schedule = (changed: Changed[]) => {
      for (const c of changed) dirty.add(c);
      if (!frame && dirty.size > 0) frame = requestAnimationFrame(draw);
    };
    schedule(['all']);

    live = openLive<RunMessage>({
      path: `/ws/bot-runs/${run.id}`,
      resume: true,
      onMessage: (msg) => {
        const res = applyRunMessage(state, msg);
        state = res.state;
        schedule(res.changed);
      },
      onStatus: (s, detail) => {
        badge.set(s);
        if (s === 'gone') replaceChildren(message, errorNotice(detail || 'This run does not exist on the server.'));
      },
    });
  }

  return () => {
    disposed = true;
    live?.close();
    offSession?.();
    if (frame) cancelAnimationFrame(frame);
    board?.destroy();
    fitted?.dispose();
  };
}
