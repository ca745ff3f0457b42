/**
 * Play: one game and instance. The game in progress is a list of move texts; after every input the
 * rules engine replays it (analyse) and the page draws what it answers: the position, the legal
 * moves, the score, or the engine's reason for refusing a move. Submit, import and export go
 * through the same engine and the documented API. The state and its transitions are lib/playState;
 * this module reads inputs and answers into actions and draws what changed.
 */
import type { Analysis, GameInfo, Rules } from '../rules/engine';
import { download, field, h, link, replaceChildren, setText } from '../lib/dom';
import { Api, newIdempotencyKey } from '../lib/api';
import { errorNotice, moveList, revealInList, stat } from '../lib/components';
import { formatInt, solutionFileName } from '../lib/format';
import { instancePicker } from '../lib/instancePicker';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { rules } from '../lib/rules';
import { me } from '../lib/session';
import { restore } from '../lib/playGame';
import { textTooLongMessage, tooLongMessage } from '../lib/solutionSize';
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
import { gameKey, loadGame, loadPref, saveGame, savePref, tabStore } from '../lib/storage';
import { openingGame, sameMoves, savedElsewhere } from '../lib/tabGames';
import { ContestApi } from '../lib/contests/api';
import { createBoardView, type BoardView } from '../views/board';
import { puzzleFamily } from '../games/puzzles';
import { contestBanner as makeContestBanner } from './play/contestBanner';
import { bestLineContent } from './play/bestLine';
import { otherTabNotice } from './play/otherTabNotice';
import { submitResult } from './play/submitResult';

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'play') return () => {};
  const root = ctx.root;
  let disposed = false;
  let board: BoardView | null = null;
  const cleanups: (() => void)[] = [];
  replaceChildren(root, h('h1', null, 'Play'), h('p', { class: 'loading', role: 'status' }, 'Loading the rules…'));

  rules()
    .then((r) => {
      if (disposed) return;
      const game = r.catalog().find((g) => g.id === route.game);
      if (!game) {
        replaceChildren(
          root,
          h(
            'section',
            { class: 'panel', 'data-testid': 'not-found' },
            h('h1', null, 'No such game'),
            h('p', null, 'There is no game named ', h('code', null, route.game), '. '),
            link(href.games(), null, 'See the games'),
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
      return start(r, game, instance);
    })
    .catch((e) => {
      if (!disposed) replaceChildren(root, h('h1', null, 'Play'), errorNotice(e, 'rules-error'));
    });

  async function start(r: Rules, game: GameInfo, instance: string): Promise<void> {
    ctx.title(`${game.title} · ${instance}`);
    // Contest mode (?contest=<id>): submissions go to the contest, the saved game is its own.
    const contestId = route.page === 'play' ? (route.contest ?? null) : null;
    const contestBanner = contestId
      ? makeContestBanner(contestId, game.id, instance, {
          alive: () => !disposed,
          onBotsRefused: () =>
            botLink.replaceWith(
              h('span', { class: 'small muted', 'data-testid': 'botlab-refused' }, 'No bots in this contest'),
            ),
        })
      : null;
    const saveSlot = contestId ? `${instance}@contest/${contestId}` : instance;
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
    const head = h(
      'div',
      { class: 'page-head' },
      h('h1', null, game.title),
      h('span', { class: 'crumbs' }, 'Instance ', h('code', { 'data-testid': 'instance-id' }, instance)),
      h('span', { class: 'spacer' }),
      link(href.rules(game.id), { class: 'btn btn-quiet', 'data-testid': 'rules-link' }, 'Rules'),
      link(href.leaderboard(game.id, instance), { class: 'btn', 'data-testid': 'leaderboard-link' }, 'Leaderboard'),
      botLink,
    );
    if (initial.status === 'unreadable') {
      replaceChildren(
        root,
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

    // ---- state ----
    // This tab's own game (after a reload), else the browser's; another tab's different game waits for a choice.
    const opening = openingGame(loadGame(game.id, saveSlot, tabStore()), loadGame(game.id, saveSlot));
    /** Another tab's game of this puzzle, when it differs from this tab's: not overwritten until the person chooses. */
    let otherGame: string[] | null = opening.other;
    const analyse = (m: readonly string[]) => r.analyse(game.id, instance, [...m]);
    const restored = restore(opening.moves, analyse);
    /** Every change goes through lib/playState's reducer; the page only draws it. */
    let state = initialPlayState(restored.game);
    let hints = loadPref('hints', true);
    const restoreNotice = h('div', { class: 'notice notice-warn', role: 'status', 'data-testid': 'restore-notice' });
    const otherTabSlot = h('div', { 'aria-live': 'polite' });
    if (restored.cut) {
      restoreNotice.append(
        h(
          'p',
          null,
          `Your saved game was restored up to move ${restored.cut.moveIndex}: ${describeError(restored.cut)}.`,
        ),
      );
    }

    // ---- elements ----
    const score = stat('Score', 'score');
    const count = stat('Moves', 'move-count');
    const status = stat('Status', 'game-status');
    status.value.classList.add('small');
    const info = h('div', { class: 'hover-info', 'data-testid': 'hover-info', 'aria-live': 'polite' });
    const announce = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
    const moveError = h('div', { class: 'notice notice-bad', role: 'alert', 'data-testid': 'move-error' });
    const boardSlot = h('div', { class: 'board-slot' }, h('p', { class: 'loading' }, 'Drawing…'));
    const undoBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'undo', title: 'Undo (Backspace, Ctrl+Z)', onclick: () => undo() },
      'Undo',
    );
    const redoBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'redo', title: 'Redo (Ctrl+Y)', onclick: () => redoMove() },
      'Redo',
    );
    const restartBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'restart', onclick: () => restart() },
      'Restart',
    );
    const submitLabel = contestId ? 'Submit to the contest' : 'Submit';
    const submitBtn = h(
      'button',
      { type: 'button', class: 'btn btn-primary', 'data-testid': 'submit', onclick: () => void submit() },
      submitLabel,
    );
    const result = h('div', { class: 'submit-result', 'data-testid': 'submit-result', 'aria-live': 'polite' });
    const listSlot = h('div');
    const hintsBox = h('input', { type: 'checkbox', id: 'hints', 'data-testid': 'hints-toggle' });
    hintsBox.checked = hints;
    hintsBox.addEventListener('change', () => {
      hints = hintsBox.checked;
      savePref('hints', hints);
      board?.setHints?.(hints);
    });

    const importText = h('textarea', {
      id: 'import-text',
      'data-testid': 'import-text',
      spellcheck: 'false',
      placeholder: `Paste a solution in ${game.format} notation`,
    });
    const importFile = h('input', {
      type: 'file',
      id: 'import-file',
      'data-testid': 'import-file',
      accept: '.txt,.psol,.sol,text/plain',
    });
    const importBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'import-button', onclick: () => importSolution(importText.value) },
      'Import',
    );
    const exportBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'export-button', onclick: () => exportSolution(false) },
      'Download',
    );
    const copyBtn = h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'copy-button', onclick: () => exportSolution(true) },
      'Copy',
    );
    const importMsg = h('div', { 'data-testid': 'import-message', 'aria-live': 'polite' });
    /** Refuses a solution over the server's limit, before it is read (that would hold the page). */
    const refuseTooLong = (message: string) =>
      replaceChildren(
        importMsg,
        h('div', { class: 'notice notice-bad', role: 'alert', 'data-testid': 'import-error' }, h('p', null, message)),
      );
    // A paste or a drop over the limit never reaches the text box: a text box of a million lines
    // (4 MB) holds the page for over half a minute on its own, before anything reads it.
    const refuseInsert = (e: Event, text: string | undefined) => {
      const tooLong = textTooLongMessage(text ?? '');
      if (!tooLong) return;
      e.preventDefault();
      refuseTooLong(tooLong);
    };
    importText.addEventListener('paste', (e) => refuseInsert(e, e.clipboardData?.getData('text/plain')));
    importText.addEventListener('drop', (e) => refuseInsert(e, e.dataTransfer?.getData('text/plain')));
    // What grew past it some other way (typing after a paste) is said at once too.
    importText.addEventListener('input', () => {
      const tooLong = textTooLongMessage(importText.value);
      if (tooLong) refuseTooLong(tooLong);
    });
    importFile.addEventListener('change', async () => {
      const file = importFile.files?.[0];
      if (!file) return;
      const tooLong = tooLongMessage(file.size);
      if (tooLong) {
        refuseTooLong(tooLong);
        importFile.value = '';
        return;
      }
      importText.value = await file.text();
      importSolution(importText.value);
      importFile.value = '';
    });

    const family = game.family;
    const bestLine = h('p', { class: 'small muted', 'data-testid': 'instance-best' });
    /** The board's record and leader, read again after each accepted submission (which may be the new one). */
    const loadBest = () =>
      Api.leaderboard(game.id, instance, 1)
        .then((lb) => {
          if (disposed) return;
          replaceChildren(bestLine, ...bestLineContent(lb));
        })
        .catch(() => undefined);
    void loadBest();

    replaceChildren(
      root,
      head,
      contestBanner,
      restoreNotice,
      otherTabSlot,
      h(
        'div',
        { class: 'play-layout' },
        h(
          'section',
          { class: 'panel board-panel', 'aria-label': 'Board' },
          h(
            'div',
            { class: 'scorebar' },
            score.el,
            count.el,
            status.el,
            h('span', { class: 'spacer' }),
            h('label', { class: 'check small', for: 'hints' }, hintsBox, 'Hints'),
          ),
          boardSlot,
          info,
          announce,
          moveError,
        ),
        h(
          'aside',
          { class: 'side' },
          h(
            'section',
            { class: 'panel' },
            h('div', { class: 'row' }, undoBtn, redoBtn, restartBtn, h('span', { class: 'spacer' }), submitBtn),
            result,
            bestLine,
          ),
          h('section', { class: 'panel' }, h('h2', null, 'Moves'), listSlot),
          h('section', { class: 'panel' }, picker),
          h(
            'section',
            { class: 'panel' },
            h('h2', null, `Import / export (${game.format})`),
            field('Solution text', importText).wrap,
            h(
              'div',
              { class: 'row' },
              importBtn,
              h('label', { class: 'btn', for: 'import-file' }, 'Open file…'),
              importFile,
              h('span', { class: 'spacer' }),
              exportBtn,
              copyBtn,
            ),
            importMsg,
          ),
          h(
            'section',
            { class: 'panel small' },
            h('h2', null, 'How to play'),
            h('p', null, game.description),
            (puzzleFamily(family)?.help ?? []).map((t) => h('p', { class: 'kbd-help' }, t)),
            h(
              'p',
              { class: 'kbd-help' },
              'Undo: ',
              h('kbd', null, 'Backspace'),
              ' or ',
              h('kbd', null, 'Ctrl'),
              '+',
              h('kbd', null, 'Z'),
              '; redo: ',
              h('kbd', null, 'Ctrl'),
              '+',
              h('kbd', null, 'Y'),
              '.',
            ),
          ),
        ),
      ),
    );
    importFile.classList.add('visually-hidden');

    /**
     * Another tab saved this puzzle's game: said at once when it differs from this tab's. Listened to
     * before the board is drawn, so that no save of another tab goes unseen meanwhile.
     */
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea !== localStorage || e.key !== gameKey(game.id, saveSlot)) return;
      const theirs = savedElsewhere(e.newValue);
      if (theirs === null) return;
      otherGame = sameMoves(theirs, state.game.moves) ? null : theirs;
      drawOtherTab();
    };
    window.addEventListener('storage', onStorage);
    cleanups.push(() => window.removeEventListener('storage', onStorage));

    board = await createBoardView(family, {
      interactive: true,
      hints,
      onMove: (m) => play(m),
      onInfo: (t) => setText(info, t),
    });
    if (disposed) return;
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
      undoBtn.disabled = !can.undo;
      redoBtn.disabled = !can.redo;
      restartBtn.disabled = !can.restart;
      submitBtn.disabled = !can.submit;
      submitBtn.title = isSubmitted(state) ? 'This game is submitted: play on, or change it, to submit again' : '';
      exportBtn.disabled = !can.export;
      copyBtn.disabled = !can.export;
      setText(announce, announcement(a));
      drawMoveList();
      save();
    }

    /** Saves the game for this tab, and as the browser's unless another tab's different game awaits a choice. */
    function save(): void {
      const moves = state.game.moves;
      if (otherGame !== null && sameMoves(otherGame, moves)) otherGame = null;
      // Storage unavailable or full: the game still plays.
      saveGame(game.id, saveSlot, moves, tabStore());
      if (otherGame === null) saveGame(game.id, saveSlot, moves);
      drawOtherTab();
    }

    function drawOtherTab(): void {
      if (otherGame === null) {
        replaceChildren(otherTabSlot);
        return;
      }
      const theirs = restore(otherGame, analyse).game;
      replaceChildren(
        otherTabSlot,
        otherTabNotice(
          { moves: theirs.moves.length, score: theirs.analysis.score },
          { moves: state.game.moves.length, score: state.game.analysis.score },
          {
            load: () => {
              otherGame = null;
              dispatch({ type: 'load', moves: theirs.moves });
              save();
            },
            keep: () => {
              otherGame = null;
              save();
            },
          },
        ),
      );
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
        submitBtn.textContent = state.submitting ? 'Submitting…' : submitLabel;
        submitBtn.disabled = state.submitting || !controls(state).submit;
      }
    }

    function play(move: string): void {
      dispatch({ type: 'play', move });
    }
    function undo(): void {
      dispatch({ type: 'undo' });
    }
    function redoMove(): void {
      dispatch({ type: 'redo' });
    }
    function restart(): void {
      dispatch({ type: 'restart' });
    }

    async function submit(): Promise<void> {
      if (state.game.moves.length === 0) return;
      const sent = [...state.game.moves];
      if (!me()) {
        dispatch({ type: 'submit-answer', sent, outcome: { kind: 'login' } });
        return;
      }
      dispatch({ type: 'submit-start', key: reusableKey(state) ?? newIdempotencyKey() });
      const key = state.submitKey!.key;
      let outcome: SubmitOutcome;
      try {
        outcome = contestId
          ? {
              kind: 'contest',
              contest: contestId,
              created: await ContestApi.submit(contestId, game.id, instance, sent, key),
              rank: null,
            }
          : { kind: 'verified', created: await Api.submit(game.id, instance, sent, key) };
      } catch (e) {
        outcome = submitFailure(e, sent, contestId !== null);
      }
      if (disposed) return;
      dispatch({ type: 'submit-answer', sent, outcome });
      if (outcome.kind === 'verified') void loadBest();
      if (outcome.kind === 'contest') readContestRank(outcome.contest, outcome.created.id);
    }

    /** The answer has no rank (it would leak others' results during a freeze): the scoreboard says it. */
    function readContestRank(id: string, submission: number): void {
      ContestApi.scoreboard(id).then(
        (b) => {
          if (!disposed) dispatch({ type: 'contest-rank', submission, rank: contestRank(b, me()) });
        },
        () => {
          if (!disposed) dispatch({ type: 'contest-rank', submission, rank: '–' });
        },
      );
    }

    function importSolution(text: string): void {
      replaceChildren(importMsg);
      const tooLong = textTooLongMessage(text);
      if (tooLong) {
        refuseTooLong(tooLong);
        return;
      }
      if (!text.trim()) {
        replaceChildren(
          importMsg,
          h(
            'div',
            { class: 'notice notice-bad', 'data-testid': 'import-error' },
            'Paste a solution or open a file first.',
          ),
        );
        return;
      }
      const read = r.readSolution(game.id, instance, text);
      if (read.status !== 'ok') {
        replaceChildren(
          importMsg,
          h(
            'div',
            { class: 'notice notice-bad', role: 'alert', 'data-testid': 'import-error' },
            h('p', null, read.message),
          ),
        );
        return;
      }
      const a = r.analyse(game.id, instance, read.moves);
      if (a.status === 'valid') {
        const before = state.game.moves;
        dispatch({ type: 'load', moves: read.moves });
        replaceChildren(
          importMsg,
          h(
            'div',
            { class: 'notice notice-ok', role: 'status', 'data-testid': 'import-ok' },
            h('p', null, `Imported ${read.moves.length} moves: score ${formatInt(a.score)}.`),
            before.length > 0 ? h('p', { class: 'small' }, `It replaced a game of ${before.length} moves.`) : null,
          ),
        );
        return;
      }
      const err = a.error;
      if (!err) {
        replaceChildren(
          importMsg,
          h(
            'div',
            { class: 'notice notice-bad', 'data-testid': 'import-error' },
            h('p', null, a.message ?? 'The solution cannot be read.'),
          ),
        );
        return;
      }
      const prefix = read.moves.slice(0, err.moveIndex);
      replaceChildren(
        importMsg,
        h(
          'div',
          { class: 'notice notice-bad', role: 'alert', 'data-testid': 'import-error' },
          h(
            'p',
            null,
            'Move ',
            h('strong', { 'data-testid': 'import-error-index' }, String(err.moveIndex + 1)),
            ' (',
            h('code', null, err.move),
            ') is not legal: ',
            h('span', { 'data-testid': 'import-error-reason' }, err.reason),
          ),
          moveList(read.moves, a.scores, { rejected: err.moveIndex, max: 7, total: read.movesInFile }),
          prefix.length > 0
            ? h(
                'button',
                {
                  type: 'button',
                  class: 'btn btn-small',
                  'data-testid': 'import-prefix',
                  onclick: () => {
                    dispatch({ type: 'load', moves: prefix });
                    replaceChildren(importMsg);
                  },
                },
                `Play the ${prefix.length} legal moves before it`,
              )
            : null,
        ),
      );
    }

    function exportSolution(copy: boolean): void {
      const w = r.writeSolution(game.id, instance, [...state.game.moves]);
      if (w.status !== 'ok') {
        replaceChildren(
          importMsg,
          h('div', { class: 'notice notice-bad', 'data-testid': 'import-error' }, h('p', null, w.message)),
        );
        return;
      }
      if (copy) {
        importText.value = w.text;
        navigator.clipboard?.writeText(w.text).then(
          () =>
            replaceChildren(importMsg, h('p', { class: 'small muted', role: 'status' }, 'Copied to the clipboard.')),
          () =>
            replaceChildren(
              importMsg,
              h('p', { class: 'small muted', role: 'status' }, 'The solution is in the text box above.'),
            ),
        );
        if (!navigator.clipboard)
          replaceChildren(
            importMsg,
            h('p', { class: 'small muted', role: 'status' }, 'The solution is in the text box above.'),
          );
      } else {
        download(solutionFileName(game.id, instance, game.format), w.text);
      }
    }

    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && t.closest('input, textarea, select, [contenteditable="true"]')) return;
      const mod = e.ctrlKey || e.metaKey;
      if ((mod && !e.shiftKey && e.key.toLowerCase() === 'z') || (!mod && e.key === 'Backspace')) {
        e.preventDefault();
        undo();
        return;
      }
      if ((mod && e.key.toLowerCase() === 'y') || (mod && e.shiftKey && e.key.toLowerCase() === 'z')) {
        e.preventDefault();
        redoMove();
        return;
      }
      // Enter and Space belong to a focused button or link; other keys drive the board.
      if (t && t.closest('button, a, summary') && (e.key === 'Enter' || e.key === ' ')) return;
      if (board?.key?.(e)) {
        e.preventDefault();
        // Keys typed anywhere on the page drive the board: show its cursor there.
        const svg = boardSlot.querySelector<SVGSVGElement>('.board-svg');
        if (svg && document.activeElement !== svg) {
          svg.classList.add('kbd');
          svg.focus({ preventScroll: true });
        }
      }
    };
    window.addEventListener('keydown', onKey);
    cleanups.push(() => window.removeEventListener('keydown', onKey));
  }

  return () => {
    disposed = true;
    board?.destroy();
    for (const c of cleanups) c();
  };
}
