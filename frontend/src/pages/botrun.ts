/**
 * One bot run, live (/ws/bot-runs/{id}): the best position drawn (its moves replayed through the
 * rules), the score-vs-time chart, playouts per second, elapsed time, the budget's progress, and
 * cancel. Messages only update state; one animation frame draws whatever changed, and the board
 * is redrawn only when the best changes, so a fast stats stream stays cheap.
 */
import type { RunMessage } from '../lib/liveMessages';
import type { Rules } from '../rules/engine';
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, ApiError, type BotRunView } from '../lib/api';
import { errorNotice, errorText, liveBadge, stat, stateBadge } from '../lib/components';
import {
  applyRunMessage,
  averageRate,
  budgetFraction,
  emptyRun,
  isEnded,
  type Changed,
  type RunLiveState,
} from '../lib/botRunFeed';
import { formatCompact, formatDuration, formatInt } from '../lib/format';
import { openLive, type LiveHandle } from '../lib/live';
import type { PageContext } from '../lib/page';
import { href, idFromLink } from '../lib/routes';
import { rules } from '../lib/rules';
import { me, onSession } from '../lib/session';
import { createBoardView, familyOf, type BoardView } from '../views/board';
import { SCORE_CHART_UNITS, ScoreChart } from '../views/chart';
import { fitChart } from '../lib/fitChart';

/**
 * What the run's name does not say: the name is the bot's configuration (algorithm, level, beams,
 * policy), so the line under it gives only the budget, the threads and the seed (the header once
 * stated the configuration twice).
 */
export function describeConfig(r: BotRunView): string {
  const parts: string[] = [];
  const budget = budgetParts(r);
  if (budget.length === 1) parts.push(`budget ${budget[0]}`);
  if (budget.length === 2) parts.push(`budget ${budget[0]} or ${budget[1]}, whichever ends first`);
  if (r.threads > 1) parts.push(`${r.threads} threads`);
  parts.push(`seed ${r.seed}`);
  return parts.join(' · ');
}

/** The budget's limits as asked, e.g. ["30 CPU-s", "5,000 playouts"]. */
function budgetParts(r: BotRunView): string[] {
  return [
    r.seconds ? `${r.seconds} s` : null,
    r.cpuSeconds ? `${r.cpuSeconds} CPU-s` : null,
    r.playouts ? `${formatInt(r.playouts)} playouts` : null,
  ].filter((p): p is string => p !== null);
}

/** The CPU time a CPU-budgeted run spent, as last saved: "12.0 s of 30 CPU-s". */
export function describeCpu(r: BotRunView): string {
  return `${formatDuration(r.progress.cpuMs)} of ${r.cpuSeconds} CPU-s`;
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'botrun') return () => {};
  const root = ctx.root;
  let disposed = false;
  let live: LiveHandle | null = null;
  let frame = 0;
  let board: BoardView | null = null;
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

  function start(run: BotRunView): void {
    ctx.title(`Run #${run.id} · ${run.name}`);
    let state: RunLiveState = {
      ...emptyRun(),
      state: run.state,
      name: run.name,
      game: run.game,
      instance: run.instance,
      best: run.best?.moves ? { score: run.best.score, moves: run.best.moves, elapsedMs: 0, playouts: 0 } : null,
      stats: { playouts: run.progress.playouts, playoutsPerSecond: 0, elapsedMs: run.progress.elapsedMs, phase: '' },
    };
    const budgetMs = run.seconds ? run.seconds * 1000 : null;
    const dirty = new Set<Changed>(['all']);

    const badge = liveBadge();
    const stateSlot = h('span', null, stateBadge(state.state));
    const best = stat('Best score', 'best-score');
    const playouts = stat('Playouts', 'run-playouts');
    const rate = stat('Playouts / s (average)', 'run-rate');
    const elapsed = stat('Elapsed', 'run-elapsed');
    const bestMoves = stat('Best found at', 'best-at');
    bestMoves.value.classList.add('small');
    // The live feed carries no CPU time: the stored run's, refreshed when the run ends.
    const cpu = run.cpuSeconds ? stat('CPU time', 'run-cpu') : null;
    if (cpu) setText(cpu.value, describeCpu(run));
    const bar = h('div', { class: 'progress-bar' });
    const progress = h(
      'div',
      {
        class: 'progress',
        role: 'progressbar',
        'aria-label': 'Budget used',
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'data-testid': 'run-progress',
      },
      bar,
    );
    const progressText = h('span', { class: 'small muted', 'data-testid': 'run-progress-text' });
    const phase = h('p', { class: 'phase', 'data-testid': 'run-phase' });
    const chart = new ScoreChart(300);
    // Drawn at the width it has on a phone, so that its 11 px text stays 11 px.
    fitted = fitChart((units) => chart.resize(units), SCORE_CHART_UNITS);
    const boardSlot = h('div', { 'data-testid': 'best-board' }, h('p', { class: 'muted' }, 'No complete game yet.'));
    const boardCaption = h('p', { class: 'small muted', 'data-testid': 'best-board-caption' });
    const actions = h('div', { class: 'row', 'data-testid': 'run-actions' });
    const message = h('div', { 'aria-live': 'polite', 'data-testid': 'run-message' });
    const outcome = h('div', { 'data-testid': 'run-outcome' });

    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h('h1', null, `Bot run #${run.id}`),
        stateSlot,
        h('span', { class: 'spacer' }),
        badge.el,
      ),
      h(
        'p',
        null,
        h('strong', { 'data-testid': 'run-name' }, run.name),
        h(
          'span',
          { class: 'muted' },
          ' on ',
          h('code', null, `${run.game} ${run.instance}`),
          ' · by ',
          h('span', { 'data-testid': 'run-owner' }, run.owner),
        ),
      ),
      h('p', { class: 'small muted' }, describeConfig(run)),
      h(
        'section',
        { class: 'panel' },
        h('div', { class: 'stats-grid' }, best.el, playouts.el, rate.el, elapsed.el, cpu?.el ?? null, bestMoves.el),
        h('div', { style: 'margin-top:0.75rem' }, progress, progressText),
        phase,
        actions,
        message,
        outcome,
      ),
      h(
        'div',
        { class: 'run-layout', style: 'margin-top:1rem' },
        h('section', { class: 'panel' }, h('h2', null, 'Best position'), boardSlot),
        h('section', { class: 'panel' }, h('h2', null, 'Score against time'), fitted.el),
      ),
    );
    // On the page now: the chart takes the width it has at once.
    fitted.fit();

    let rulesP: Promise<Rules> | null = null;
    let boardMoves: string[] | null = null;
    let boardBusy = false;
    const drawBoard = async () => {
      const b = state.best;
      if (!b || b.moves.length === 0 || boardBusy || b.moves === boardMoves) return;
      boardBusy = true;
      try {
        rulesP ??= rules();
        const r = await rulesP;
        board ??= await createBoardView(familyOf(state.game, r.catalog()), { interactive: false });
        if (disposed) return;
        const moves = state.best?.moves ?? b.moves;
        const a = r.analyse(state.game, state.instance, moves);
        boardMoves = moves;
        if (!boardSlot.contains(board.el)) replaceChildren(boardSlot, board.el, boardCaption);
        board.render(a);
        const cleared = a.details && a.details.cleared === true;
        setText(
          boardCaption,
          `${formatInt(a.score)} after ${formatInt(a.moveCount)} moves${cleared ? ' · board cleared' : ''}${a.status !== 'valid' ? ' · the rules here disagree with the server' : ''}`,
        );
      } catch (e) {
        // Settle on these moves so the line below does not retry them at once: a rejected load
        // would be retried in a loop of promises that never yields (a frozen tab). A new best
        // tries again, with a fresh load of the rules.
        boardMoves = state.best?.moves ?? b.moves;
        rulesP = null;
        replaceChildren(boardSlot, errorNotice(e, 'rules-error'));
      } finally {
        boardBusy = false;
      }
      if (state.best && state.best.moves !== boardMoves) void drawBoard();
    };

    const renderActions = () => {
      const mine = me()?.username === run.owner;
      replaceChildren(actions);
      if (!mine) return;
      if (!isEnded(state.state)) {
        actions.append(
          h(
            'button',
            {
              type: 'button',
              class: 'btn btn-danger',
              'data-testid': 'bot-cancel',
              onclick: async (e: Event) => {
                const btn = e.currentTarget as HTMLButtonElement;
                btn.disabled = true;
                try {
                  await Api.cancelBotRun(run.id);
                  replaceChildren(
                    message,
                    h('p', { class: 'small muted' }, 'Cancelling: the run stops within a second.'),
                  );
                } catch (err) {
                  btn.disabled = false;
                  replaceChildren(message, errorNotice(err));
                }
              },
            },
            'Cancel the run',
          ),
        );
      } else {
        const again = (label: string, testid: string, call: () => Promise<BotRunView>) =>
          h(
            'button',
            {
              type: 'button',
              class: 'btn',
              'data-testid': testid,
              onclick: async () => {
                try {
                  const next = await call();
                  ctx.navigate(href.botrun(next.id));
                } catch (err) {
                  replaceChildren(
                    message,
                    h(
                      'div',
                      { class: 'notice notice-bad', role: 'alert' },
                      err instanceof ApiError && err.status === 429
                        ? `${err.detail}${err.retryAfter ? ` (retry in ${err.retryAfter} s)` : ''}`
                        : errorText(err),
                    ),
                  );
                }
              },
            },
            label,
          );
        actions.append(again('Run again', 'bot-restart', () => Api.restartBotRun(run.id)));
        if (state.best) actions.append(again('Resume from its best', 'bot-resume', () => Api.resumeBotRun(run.id)));
      }
    };
    offSession = onSession(() => renderActions());

    const draw = () => {
      frame = 0;
      const all = dirty.has('all');
      if (all || dirty.has('state') || dirty.has('finished')) {
        replaceChildren(stateSlot, stateBadge(state.state));
        renderActions();
      }
      if (all || dirty.has('finished')) {
        const f = state.finished;
        replaceChildren(outcome);
        if (f && cpu) {
          Api.botRun(run.id).then(
            (ended) => {
              if (!disposed) setText(cpu.value, describeCpu(ended));
            },
            () => undefined,
          );
        }
        if (f) {
          const subId = idFromLink(f.submission);
          const texts: Record<string, string> = {
            finished: `Finished (${f.stopReason ?? 'done'}).`,
            cancelled: 'Cancelled by its owner; the best is kept in the run, not entered on the leaderboard.',
            failed: `Failed: ${f.error ?? 'unknown error'}.`,
            interrupted: 'Interrupted by a server restart; the best is kept: run it again or resume.',
          };
          outcome.append(
            h(
              'div',
              { class: f.state === 'finished' ? 'notice notice-ok' : 'notice notice-warn', role: 'status' },
              h('p', null, texts[f.state] ?? f.state),
              f.state === 'finished'
                ? h(
                    'p',
                    null,
                    subId ? link(href.replay(subId), { 'data-testid': 'run-replay' }, 'Replay the entry') : null,
                    subId ? ' · ' : null,
                    link(
                      href.leaderboard(state.game, state.instance),
                      { 'data-testid': 'run-leaderboard' },
                      'Leaderboard',
                    ),
                  )
                : null,
            ),
          );
        }
      }
      if (all || dirty.has('best')) {
        setText(best.value, state.best ? formatInt(state.best.score) : '–');
        setText(
          bestMoves.value,
          state.best && state.best.elapsedMs
            ? `${formatDuration(state.best.elapsedMs)}, ${formatCompact(state.best.playouts)} playouts`
            : '–',
        );
        void drawBoard();
      }
      if (all || dirty.has('stats') || dirty.has('best') || dirty.has('finished')) {
        const st = state.stats;
        setText(playouts.value, st ? formatCompact(st.playouts) : '–');
        const avg = averageRate(st);
        setText(rate.value, avg ? formatCompact(avg) : '–');
        setText(elapsed.value, st ? formatDuration(st.elapsedMs) : '–');
        setText(phase, st?.phase ?? '');
        let frac = budgetFraction({ seconds: run.seconds, playouts: run.playouts }, st);
        if (state.finished && state.finished.state === 'finished') frac = 1;
        const pct = frac === null ? 0 : Math.round(frac * 1000) / 10;
        bar.style.width = `${pct}%`;
        progress.setAttribute('aria-valuenow', String(pct));
        setText(progressText, frac === null ? '' : `${pct}% of the budget (${budgetParts(run).join(' or ')})`);
        chart.update(state.points, st?.elapsedMs ?? 0, budgetMs);
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
