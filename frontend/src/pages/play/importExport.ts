/**
 * The play page's import and export of a solution in the game's notation (Pentasol for Morpion):
 * what a pasted or opened text means for the game is {@link readImport}'s answer, pure, from the
 * rules engine; the panel draws it. A text over the server's limit is refused before it is read,
 * and a paste or a drop over it never reaches the text box.
 */
import { download, field, h, replaceChildren } from '../../lib/dom';
import { moveList } from '../../lib/components';
import { formatInt, solutionFileName } from '../../lib/format';
import { textTooLongMessage, tooLongMessage } from '../../lib/solutionSize';
import type { Analysis, GameInfo, MoveError, Rules } from '../../rules/engine';

/** What an imported text is for the game. */
export type ImportVerdict =
  | { kind: 'empty' }
  | { kind: 'refused'; message: string; alert: boolean }
  | { kind: 'ok'; moves: string[]; score: number }
  | {
      kind: 'illegal';
      moves: string[];
      error: MoveError;
      analysis: Analysis;
      movesInFile?: number;
    };

/** Reads `text` as a solution of `instance`: refused (why), playable (its moves), or illegal at a move. */
export function readImport(r: Rules, game: string, instance: string, text: string): ImportVerdict {
  const tooLong = textTooLongMessage(text);
  if (tooLong) return { kind: 'refused', message: tooLong, alert: true };
  if (!text.trim()) return { kind: 'empty' };
  const read = r.readSolution(game, instance, text);
  if (read.status !== 'ok') return { kind: 'refused', message: read.message, alert: true };
  const a = r.analyse(game, instance, read.moves);
  if (a.status === 'valid') return { kind: 'ok', moves: read.moves, score: a.score };
  if (!a.error) return { kind: 'refused', message: a.message ?? 'The solution cannot be read.', alert: false };
  return { kind: 'illegal', moves: read.moves, error: a.error, analysis: a, movesInFile: read.movesInFile };
}

export interface ImportExportOptions {
  r: Rules;
  game: GameInfo;
  instance: string;
  /** The game's moves now. */
  moves(): readonly string[];
  /** Replaces the game with `moves` (legal ones). */
  load(moves: string[]): void;
}

export interface ImportExportPanel {
  el: HTMLElement;
  /** Export is offered only for a game with moves. */
  setExportable(on: boolean): void;
}

function refusal(message: string, alert: boolean): HTMLElement {
  return h(
    'div',
    { class: 'notice notice-bad', role: alert ? 'alert' : null, 'data-testid': 'import-error' },
    h('p', null, message),
  );
}

/** The notice of a solution illegal at a move: which, why, the moves around it, and its legal start to play. */
function illegalNotice(v: Extract<ImportVerdict, { kind: 'illegal' }>, playPrefix: (moves: string[]) => void) {
  const prefix = v.moves.slice(0, v.error.moveIndex);
  return h(
    'div',
    { class: 'notice notice-bad', role: 'alert', 'data-testid': 'import-error' },
    h(
      'p',
      null,
      'Move ',
      h('strong', { 'data-testid': 'import-error-index' }, String(v.error.moveIndex + 1)),
      ' (',
      h('code', null, v.error.move),
      ') is not legal: ',
      h('span', { 'data-testid': 'import-error-reason' }, v.error.reason),
    ),
    moveList(v.moves, v.analysis.scores, { rejected: v.error.moveIndex, max: 7, total: v.movesInFile }),
    prefix.length > 0
      ? h(
          'button',
          {
            type: 'button',
            class: 'btn btn-small',
            'data-testid': 'import-prefix',
            onclick: () => playPrefix(prefix),
          },
          `Play the ${prefix.length} legal moves before it`,
        )
      : null,
  );
}

export function importExportPanel(opts: ImportExportOptions): ImportExportPanel {
  const { r, game, instance } = opts;
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
  const say = (...nodes: HTMLElement[]) => replaceChildren(importMsg, ...nodes);
  /** Refuses a solution over the server's limit, before it is read (that would hold the page). */
  const refuseTooLong = (message: string) => say(refusal(message, true));
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

  function importSolution(text: string): void {
    replaceChildren(importMsg);
    const v = readImport(r, game.id, instance, text);
    if (v.kind === 'empty') {
      say(
        h(
          'div',
          { class: 'notice notice-bad', 'data-testid': 'import-error' },
          'Paste a solution or open a file first.',
        ),
      );
    } else if (v.kind === 'refused') {
      say(refusal(v.message, v.alert));
    } else if (v.kind === 'ok') {
      const before = opts.moves();
      opts.load(v.moves);
      say(
        h(
          'div',
          { class: 'notice notice-ok', role: 'status', 'data-testid': 'import-ok' },
          h('p', null, `Imported ${v.moves.length} moves: score ${formatInt(v.score)}.`),
          before.length > 0 ? h('p', { class: 'small' }, `It replaced a game of ${before.length} moves.`) : null,
        ),
      );
    } else {
      say(
        illegalNotice(v, (prefix) => {
          opts.load(prefix);
          replaceChildren(importMsg);
        }),
      );
    }
  }

  function exportSolution(copy: boolean): void {
    const w = r.writeSolution(game.id, instance, [...opts.moves()]);
    if (w.status !== 'ok') {
      say(h('div', { class: 'notice notice-bad', 'data-testid': 'import-error' }, h('p', null, w.message)));
      return;
    }
    if (!copy) {
      download(solutionFileName(game.id, instance, game.format), w.text);
      return;
    }
    importText.value = w.text;
    const said = (t: string) => say(h('p', { class: 'small muted', role: 'status' }, t));
    navigator.clipboard?.writeText(w.text).then(
      () => said('Copied to the clipboard.'),
      () => said('The solution is in the text box above.'),
    );
    if (!navigator.clipboard) said('The solution is in the text box above.');
  }

  const el = h(
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
  );
  importFile.classList.add('visually-hidden');
  return {
    el,
    setExportable(on) {
      exportBtn.disabled = !on;
      copyBtn.disabled = !on;
    },
  };
}
