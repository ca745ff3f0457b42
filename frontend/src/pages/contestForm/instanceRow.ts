/**
 * One instance row of the contest form: its game, its kind (catalogue, generated from a seed,
 * uploaded board) and the inputs of that kind. Typing changes the row's values in place; a change
 * of game, kind or the rows' number goes through lib/contests/instanceRows and redraws the rows.
 */
import { h, replaceChildren, setText } from '../../lib/dom';
import type { GameView } from '../../lib/api';
import { generatorOf, parseBoardText, type InstanceRowValue } from '../../lib/contests/form';
import { defaultRow, rowForGame, rowKinds, seedFromWords, seededSyntax } from '../../lib/contests/instanceRows';

export const CATALOGUE_WARNING =
  'Catalogue instances are public: their leaderboards show everyone\u2019s moves and published records, ' +
  'and anyone can run bots on them, so participants can copy or prepare known solutions. For a problem nobody has seen, ' +
  'generate one from a seed or upload a board.';

/** What a row needs of the form: the games, the rows it belongs to, how to redraw them. */
export interface RowsContext {
  games: GameView[];
  rows: InstanceRowValue[];
  /** Draws the rows again after a change of their shape. */
  redraw(): void;
  /** A game's catalogue ids, for the catalogue row's suggestions. */
  instancesOf(game: string): Promise<string[]>;
  /** What the contest's phase no longer lets change is shown disabled. */
  locked: boolean;
}

/** An input that keeps `set` told of what is typed in it. */
function bound<E extends HTMLInputElement | HTMLTextAreaElement>(el: E, value: string, set: (v: string) => void): E {
  el.value = value;
  el.addEventListener('input', () => set(el.value));
  return el;
}

function catalogueBody(
  row: InstanceRowValue & { kind: 'catalogue' },
  i: number,
  game: GameView | undefined,
  ctx: RowsContext,
): HTMLElement {
  const listId = `ci-list-${i}`;
  const text = bound(
    h('input', {
      type: 'text',
      'data-testid': 'ci-instance',
      list: listId,
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-label': `Instance ${i + 1}: id`,
      placeholder: game?.defaultInstance ?? 'instance id',
      style: 'min-width:16rem',
    }),
    row.instance,
    (v) => (row.instance = v),
  );
  const datalist = h('datalist', { id: listId });
  if (row.game)
    ctx.instancesOf(row.game).then((ids) =>
      replaceChildren(
        datalist,
        ids.map((id) => h('option', { value: id })),
      ),
    );
  return h(
    'span',
    { class: 'row' },
    text,
    datalist,
    game ? h('span', { class: 'field-hint', 'data-testid': 'ci-syntax' }, `Syntax: ${game.instanceSyntax}`) : null,
    h(
      'span',
      { class: 'notice notice-warn small', role: 'note', 'data-testid': 'ci-catalogue-warning' },
      CATALOGUE_WARNING,
    ),
  );
}

function generateBody(
  row: InstanceRowValue & { kind: 'generate' },
  i: number,
  game: GameView | undefined,
): HTMLElement {
  const seeded = generatorOf(game, 'seeded');
  // A hidden generated instance takes its seed from the contest's hidden seed: no seed of its own is offered.
  const seed = bound(
    h('input', {
      type: 'text',
      inputmode: 'numeric',
      'data-testid': 'ci-seed',
      'aria-label': `Instance ${i + 1}: seed`,
      placeholder: row.hidden ? 'derived from the hidden seed' : 'seed (empty: the server picks one)',
      style: 'width:16rem',
      disabled: row.hidden === true,
    }),
    row.hidden ? '' : row.seed,
    (v) => (row.seed = v),
  );
  const random = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small',
      'data-testid': 'ci-seed-random',
      onclick: () => {
        const a = new Uint32Array(2);
        crypto.getRandomValues(a);
        seed.value = seedFromWords(a[0], a[1]);
        row.seed = seed.value;
      },
      disabled: row.hidden === true,
    },
    'Random seed',
  );
  // One input per parameter the game's generator takes (the catalogue's facts).
  const takes = (name: string) => seeded?.parameters.some((p) => p.name === name) ?? false;
  const extra: HTMLElement[] = [];
  if (takes('size')) {
    const size = h('input', {
      type: 'text',
      'data-testid': 'ci-size',
      'aria-label': `Instance ${i + 1}: size`,
      placeholder: '15x15x5 (cols x rows x colours)',
      style: 'width:13rem',
    });
    extra.push(bound(size, row.size, (v) => (row.size = v)));
  }
  if (takes('percentEmpty')) {
    const pct = h('input', {
      type: 'number',
      min: '0',
      max: '100',
      'data-testid': 'ci-percent',
      'aria-label': `Instance ${i + 1}: percent empty`,
      placeholder: '% empty',
      style: 'width:7rem',
    });
    extra.push(bound(pct, row.percentEmpty, (v) => (row.percentEmpty = v)));
  }
  return h('span', { class: 'row' }, seed, random, ...extra, h('span', { class: 'field-hint' }, seededSyntax(seeded)));
}

function boardBody(row: InstanceRowValue & { kind: 'board' }, i: number): HTMLElement {
  const area = bound(
    h('textarea', {
      'data-testid': 'ci-board',
      rows: '4',
      spellcheck: 'false',
      'aria-label': `Instance ${i + 1}: board rows`,
      placeholder: 'one row of colour digits per line, top row first',
    }),
    row.board,
    (v) => (row.board = v),
  );
  const file = h('input', {
    type: 'file',
    accept: '.txt,text/plain',
    'data-testid': 'ci-board-file',
    'aria-label': `Instance ${i + 1}: board file`,
  });
  const info = h('span', { class: 'field-hint', 'data-testid': 'ci-board-info' });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (f.size > 100_000) {
      setText(info, 'That file is too large for a board.');
      return;
    }
    area.value = await f.text();
    row.board = area.value;
    const rows = parseBoardText(area.value);
    setText(info, `${rows.length} rows of ${rows[0]?.length ?? 0} cells read.`);
  });
  return h('span', { class: 'row' }, area, file, info);
}

/** Row `i`'s game and kind selects: a change makes the row anew (lib/contests/instanceRows). */
function rowSelects(row: InstanceRowValue, i: number, game: GameView | undefined, ctx: RowsContext): HTMLElement[] {
  const gameSelect = h(
    'select',
    { 'data-testid': 'ci-game', 'aria-label': `Instance ${i + 1}: game` },
    ctx.games.map((g) => h('option', { value: g.id }, g.title)),
  );
  gameSelect.value = row.game;
  gameSelect.addEventListener('change', () => {
    const g = ctx.games.find((x) => x.id === gameSelect.value);
    ctx.rows[i] = { ...rowForGame(row, gameSelect.value, g), hidden: row.hidden };
    ctx.redraw();
  });
  const kindSelect = h(
    'select',
    { 'data-testid': 'ci-kind', 'aria-label': `Instance ${i + 1}: form` },
    rowKinds(game).map(([k, label]) => h('option', { value: k }, label)),
  );
  kindSelect.value = row.kind;
  kindSelect.addEventListener('change', () => {
    ctx.rows[i] = {
      ...defaultRow(kindSelect.value as InstanceRowValue['kind'], row.game, game?.defaultInstance ?? ''),
      hidden: row.hidden,
    };
    ctx.redraw();
  });
  return [gameSelect, kindSelect];
}

/**
 * Row `i`'s "Hidden" box: the instance joins the private part. A change redraws the rows (a
 * generated row's seed input goes) and the hidden part's settings (shown only with a hidden row).
 */
function hiddenBox(row: InstanceRowValue, i: number, ctx: RowsContext): HTMLElement {
  const box = h('input', {
    type: 'checkbox',
    'data-testid': 'ci-hidden',
    'aria-label': `Instance ${i + 1}: hidden (private part)`,
  });
  box.checked = row.hidden === true;
  box.addEventListener('change', () => {
    row.hidden = box.checked;
    if (row.hidden && row.kind === 'generate') row.seed = '';
    ctx.redraw();
  });
  return h(
    'label',
    { class: 'check', title: 'Scores here stay hidden until the end; the final ranking uses the private part.' },
    box,
    'Hidden',
  );
}

/** Row `i` as a list item, and the slot where the server's problem with it shows. */
export function instanceRow(
  row: InstanceRowValue,
  i: number,
  ctx: RowsContext,
): { li: HTMLElement; error: HTMLElement } {
  const game = ctx.games.find((g) => g.id === row.game);
  const body =
    row.kind === 'catalogue'
      ? catalogueBody(row, i, game, ctx)
      : row.kind === 'generate'
        ? generateBody(row, i, game)
        : boardBody(row, i);
  const remove = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small btn-quiet',
      'data-testid': 'ci-remove',
      'aria-label': `Remove instance ${i + 1}`,
      onclick: () => {
        ctx.rows.splice(i, 1);
        ctx.redraw();
      },
    },
    'Remove',
  );
  const error = h('p', { class: 'field-error', role: 'alert', 'data-testid': 'ci-error' });
  const li = h(
    'li',
    { class: 'contest-instance-row', 'data-testid': 'contest-instance-row', 'data-index': i },
    h(
      'div',
      { class: 'row' },
      ...rowSelects(row, i, game, ctx),
      body,
      h('span', { class: 'spacer' }),
      hiddenBox(row, i, ctx),
      ctx.rows.length > 1 ? remove : null,
    ),
    error,
  );
  if (ctx.locked)
    li.querySelectorAll('input, select, textarea, button').forEach((el) => ((el as HTMLInputElement).disabled = true));
  return { li, error };
}
