/**
 * Play: one game and instance. The game in progress is a list of move texts; after every input the
 * rules engine replays it (analyse) and the page draws what it answers: the position, the legal
 * moves, the score, or the engine's reason for refusing a move. Submit, import and export go
 * through the same engine and the documented API. The state and its transitions are lib/playState;
 * this module reads inputs and answers into actions and draws what changed.
 */
import type { Analysis, GameInfo, Rules } from '../rules/engine';
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, newIdempotencyKey } from '../lib/api';
import { errorNotice, moveList, revealInList, stat } from '../lib/components';
import { formatInt } from '../lib/format';
import { instancePicker } from '../lib/instancePicker';
import type { PageContext } from '../lib/page';
import { notFoundPanel } from '../lib/notFound';
import { href } from '../lib/routes';
import { rules } from '../lib/rules';
import { me } from '../lib/session';
import { restore } from '../lib/playGame';
import {
  announcement,
  contestRank,
  controls,
  describeError,
  initialPlayState,
  isSubmitted,
  positionStatus,
  reducePlay,
  reusableKey,
  submitFailure,
  type PlayPageAction,
  type SubmitOutcome,
} from '../lib/playState';
import { loadGame, loadPref, savePref, tabStore } from '../lib/storage';
import { openingGame } from '../lib/tabGames';
import { ContestApi } from '../lib/contests/api';
import { createBoardView, type BoardView } from '../views/board';
import { contestBanner as makeContestBanner } from './play/contestBanner';
import { bestLineContent, contestBestLineContent } from './play/bestLine';
import { submitResult } from './play/submitResult';
import { importExportPanel } from './play/importExport';
import { playKeys } from './play/keys';
import { controlButtons, playHead, playLayout } from './play/layout';
import { tabSync } from './play/tabSync';

/** The page's lifetime, as the parts it starts see it. */
interface Life {
  alive(): boolean;
  /** Runs `f` when the person leaves the page. */
  onDispose(f: () => void): void;
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'play') return () => {};
  const root = ctx.root;
  let disposed = false;
  const cleanups: (() => void)[] = [];
  const life: Life = { alive: () => !disposed, onDispose: (f) => cleanups.push(f) };
  replaceChildren(root, h('h1', null, 'Play'), h('p', { class: 'loading', role: 'status' }, 'Loading the rules…'));

  rules()
    .then((r) => {
      if (disposed) return;
      const game = r.catalog().find((g) => g.id === route.game);
      if (!game) {
        replaceChildren(
          root,
          notFoundPanel(
            'No such game',
            link(href.games(), null, 'See the games'),
            'There is no game named ',
            h('code', null, route.game),
            '.',
          ),
        );
        return;
      }
      if (game.players === 2) {
        // Two-player games are played against MCTS in the lab (there is no score to submit).
        const moves =
          route.instance && route.instance !== 'start' ? `&moves=${encodeURIComponent(route.instance)}` : '';
        ctx.navigate(href.lab('play', `?game=${encodeURIComponent(game.id)}${moves}`), { replace: true });
        return;
      }
      const instance = route.instance ?? game.defaultInstance ?? game.instances[0];
      // Contest mode (?contest=<id>): submissions go to the contest, the saved game is its own.
      const contestId = route.page === 'play' ? (route.contest ?? null) : null;
      return start({ ctx, r, game, instance, contestId, life });
    })
    .catch((e) => {
      if (!disposed) replaceChildren(root, h('h1', null, 'Play'), errorNotice(e, 'rules-error'));
    });

  return () => {
    disposed = true;
    for (const c of cleanups) c();
  };
}

/** A game and instance to play, in a page that lives as long as `life` says. */
interface PlayEnv {
  ctx: PageContext;
  r: Rules;
  game: GameInfo;
  instance: string;
  contestId: string | null;
  life: Life;
}

/** The head, the contest's banner and the instance picker; the game when the instance can be read. */
async function start(env: PlayEnv): Promise<void> {
  const { ctx, r, game, instance, contestId, life } = env;
  ctx.title(`${game.title} · ${instance}`);
  const contestBanner = contestId
    ? makeContestBanner(contestId, game.id, instance, {
        alive: life.alive,
        onBotsRefused: () =>
          botLink.replaceWith(
            h('span', { class: 'small muted', 'data-testid': 'botlab-refused' }, 'No bots in this contest'),
          ),
      })
    : null;
  const initial = r.analyse(game.id, instance, []);
  const picker = instancePicker({
    instances: game.instances,
    current: instance,
    syntax: game.instanceSyntax,
    onPick: (i) => ctx.navigate(href.play(game.id, i, contestId)),
  });
  const botLink = link(
    href.botlab(game.id, instance),
    { class: 'btn', 'data-testid': 'botlab-link' },
    'Run a bot here',
  );
  const head = playHead(game, instance, botLink, contestId);
  if (initial.status === 'unreadable') {
    replaceChildren(
      ctx.root,
      head,
      contestBanner,
      h(
        'div',
        { class: 'notice notice-bad', role: 'alert', 'data-testid': 'error-message' },
        h('p', null, initial.message ?? 'This instance cannot be read.'),
      ),
      h('div', { class: 'panel' }, picker),
    );
    return;
  }
  await playGame(env, [head, contestBanner], picker);
}

/** Sends the game to the board's leaderboard, or to the contest; a refusal is an outcome too. */
async function sendSubmission(env: PlayEnv, sent: string[], key: string): Promise<SubmitOutcome> {
  const { game, instance, contestId } = env;
  try {
    return contestId
      ? {
          kind: 'contest',
          contest: contestId,
          created: await ContestApi.submit(contestId, game.id, instance, sent, key),
          rank: null,
        }
      : { kind: 'verified', created: await Api.submit(game.id, instance, sent, key) };
  } catch (e) {
    return submitFailure(e, sent, contestId !== null);
  }
}

/**
 * The game itself: its state goes through lib/playState's reducer (`dispatch`), and the page draws
 * what changed; the board, the saved game, submissions, import and export and the keys hang on it.
 */
async function playGame(env: PlayEnv, top: (HTMLElement | null)[], picker: HTMLElement): Promise<void> {
  const { ctx, r, game, instance, contestId, life } = env;
  const saveSlot = contestId ? `${instance}@contest/${contestId}` : instance;
  let board: BoardView | null = null;
  life.onDispose(() => board?.destroy());

  // ---- state ----
  // This tab's own game (after a reload), else the browser's; another tab's different game waits for a choice.
  const opening = openingGame(loadGame(game.id, saveSlot, tabStore()), loadGame(game.id, saveSlot));
  const analyse = (m: readonly string[]) => r.analyse(game.id, instance, [...m]);
  const restored = restore(opening.moves, analyse);
  /** Every change goes through lib/playState's reducer; the page only draws it. */
  let state = initialPlayState(restored.game);
  let hints = loadPref('hints', true);
  const restoreNotice = h('div', { class: 'notice notice-warn', role: 'status', 'data-testid': 'restore-notice' });
  if (restored.cut) {
    restoreNotice.append(
      h(
        'p',
        null,
        `Your saved game was restored up to move ${restored.cut.moveIndex}: ${describeError(restored.cut)}.`,
      ),
    );
  }
  const tabs = tabSync({
    game: game.id,
    slot: saveSlot,
    other: opening.other,
    current: () => ({ moves: state.game.moves, score: state.game.analysis.score }),
    replay: (moves) => {
      const theirs = restore(moves, analyse).game;
      return { moves: theirs.moves, score: theirs.analysis.score };
    },
    load: (moves) => dispatch({ type: 'load', moves }),
  });
  life.onDispose(tabs.dispose);

  // ---- elements ----
  const score = stat('Score', 'score');
  const count = stat('Moves', 'move-count');
  const status = stat('Status', 'game-status');
  status.value.classList.add('small');
  const info = h('div', { class: 'hover-info', 'data-testid': 'hover-info', 'aria-live': 'polite' });
  const announce = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  const moveError = h('div', { class: 'notice notice-bad', role: 'alert', 'data-testid': 'move-error' });
  const boardSlot = h('div', { class: 'board-slot' }, h('p', { class: 'loading' }, 'Drawing…'));
  const buttons = controlButtons(contestId !== null, {
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    restart: () => dispatch({ type: 'restart' }),
    submit: () => void submit(),
  });
  const result = h('div', { class: 'submit-result', 'data-testid': 'submit-result', 'aria-live': 'polite' });
  const listSlot = h('div');
  const hintsBox = h('input', { type: 'checkbox', id: 'hints', 'data-testid': 'hints-toggle' });
  hintsBox.checked = hints;
  hintsBox.addEventListener('change', () => {
    hints = hintsBox.checked;
    savePref('hints', hints);
    board?.setHints?.(hints);
  });
  const io = importExportPanel({
    r,
    game,
    instance,
    moves: () => state.game.moves,
    load: (moves) => dispatch({ type: 'load', moves }),
  });
  const bestLine = h('p', { class: 'small muted', 'data-testid': 'instance-best' });
  /**
   * What there is to beat, read again after each accepted submission (which may be the new one): the
   * board's record and leader, or in a contest only the contest's board (with the viewer's contest rank).
   */
  const loadBest = (submission: number | null = null) =>
    contestId
      ? ContestApi.scoreboard(contestId).then(
          (b) => {
            if (!life.alive()) return;
            replaceChildren(bestLine, ...contestBestLineContent(b, game.id, instance, me()));
            if (submission !== null) dispatch({ type: 'contest-rank', submission, rank: contestRank(b, me()) });
          },
          () => {
            if (life.alive() && submission !== null) dispatch({ type: 'contest-rank', submission, rank: '–' });
          },
        )
      : Api.leaderboard(game.id, instance, 1)
          .then((lb) => {
            if (life.alive()) replaceChildren(bestLine, ...bestLineContent(lb));
          })
          .catch(() => undefined);
  void loadBest();

  replaceChildren(
    ctx.root,
    ...top,
    restoreNotice,
    tabs.el,
    playLayout(game, {
      scorebar: [score.el, count.el, status.el],
      hintsBox,
      board: [boardSlot, info, announce, moveError],
      controls: [buttons.undo, buttons.redo, buttons.restart, h('span', { class: 'spacer' }), buttons.submit],
      result: [result, bestLine],
      moves: listSlot,
      picker,
      importExport: io.el,
    }),
  );

  board = await createBoardView(game.family, {
    interactive: true,
    hints,
    onMove: (move) => dispatch({ type: 'play', move }),
    onInfo: (t) => setText(info, t),
  });
  if (!life.alive()) return;
  replaceChildren(boardSlot, board.el);
  // Only boards with hints to show (Morpion's legal points, Sudoku's candidates) get the switch.
  if (!board.setHints) hintsBox.closest('label')!.hidden = true;
  update(null);

  // ---- behaviour ----
  function update(from: { analysis: Analysis; move: string } | null): void {
    const a = state.game.analysis;
    board?.render(a, { from });
    setText(score.value, formatInt(a.score));
    setText(count.value, formatInt(a.moveCount));
    setText(status.value, positionStatus(a));
    const can = controls(state);
    buttons.undo.disabled = !can.undo;
    buttons.redo.disabled = !can.redo;
    buttons.restart.disabled = !can.restart;
    buttons.submit.disabled = !can.submit;
    buttons.submit.title = isSubmitted(state) ? 'This game is submitted: play on, or change it, to submit again' : '';
    io.setExportable(can.export);
    setText(announce, announcement(a));
    drawMoveList();
    tabs.save();
  }

  function drawMoveList(): void {
    const list = moveList(state.game.moves, state.game.analysis.scores, {
      rejected: state.rejected?.moveIndex ?? null,
    });
    replaceChildren(listSlot, list);
    revealInList(list);
  }

  /** Applies an action and redraws what it changed; a refused move shows why and changes nothing else. */
  function dispatch(action: PlayPageAction): void {
    const before = state;
    state = reducePlay(state, action, analyse);
    if (state === before) return;
    if (state.game !== before.game) {
      replaceChildren(moveError);
      replaceChildren(result);
      update(action.type === 'play' ? { analysis: before.game.analysis, move: action.move } : null);
      return;
    }
    if (action.type === 'play') {
      replaceChildren(moveError, h('p', null, state.refusal));
      return;
    }
    if (state.result !== before.result) replaceChildren(result, submitResult(state.result, contestId));
    if (state.rejected !== before.rejected) drawMoveList();
    if (state.submitting !== before.submitting) {
      // The label is put back and the button enabled again, its tooltip only with the next change.
      buttons.submit.textContent = state.submitting ? 'Submitting…' : buttons.submitLabel;
      buttons.submit.disabled = state.submitting || !controls(state).submit;
    }
  }

  async function submit(): Promise<void> {
    if (state.game.moves.length === 0) return;
    const sent = [...state.game.moves];
    if (!me()) {
      dispatch({ type: 'submit-answer', sent, outcome: { kind: 'login' } });
      return;
    }
    dispatch({ type: 'submit-start', key: reusableKey(state) ?? newIdempotencyKey() });
    const outcome = await sendSubmission(env, sent, state.submitKey!.key);
    if (!life.alive()) return;
    dispatch({ type: 'submit-answer', sent, outcome });
    if (outcome.kind === 'verified') void loadBest();
    if (outcome.kind === 'contest') void loadBest(outcome.created.id);
  }

  const onKey = playKeys({
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    board: (e) => board?.key?.(e) ?? false,
    boardSvg: () => boardSlot.querySelector<SVGSVGElement>('.board-svg'),
  });
  window.addEventListener('keydown', onKey);
  life.onDispose(() => window.removeEventListener('keydown', onKey));
}
