/**
 * A game's rules, learnt by looking and trying (/rules/{game}): pictures drawn by the game's own
 * view from positions the rules engine computes on the spot (no screenshots), and a small board to
 * try the rule on. Morpion: the cross, a legal move, and 5T against 5D on the very same two lines,
 * one allowed and one refused with the engine's reason. SameGame: a group and its score, then
 * gravity and the column shift. Sudoku: the constraint, and a contradiction the engine refuses.
 */
import { h, link, replaceChildren, setText } from '../lib/dom';
import { Api, type RecordView } from '../lib/api';
import { errorNotice } from '../lib/components';
import { formatInt } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { rules as loadRules } from '../lib/rules';
import type { Analysis, GameInfo, Rules } from '../rules/engine';
import { createBoardView, type BoardView } from '../views/board';
import { cellAt, readPosition as readSameGame } from '../views/samegame';

/** A picture: the game's view of a position, not taking input. */
async function picture(
  r: Rules,
  game: GameInfo,
  instance: string,
  moves: string[],
  caption: string,
  testid: string,
): Promise<HTMLElement> {
  const a = r.analyse(game.id, instance, moves);
  const view = await createBoardView(game.family, { interactive: false });
  view.render(a);
  return h('figure', { class: 'rules-figure', 'data-testid': testid }, view.el, h('figcaption', null, caption));
}

/** "Try it": the game's interactive view on a small instance; every move checked by the engine. */
async function tryIt(r: Rules, game: GameInfo, instance: string, hint: string): Promise<HTMLElement> {
  let moves: string[] = [];
  let current: Analysis = r.analyse(game.id, instance, moves);
  const score = h('strong', { 'data-testid': 'try-score' }, formatInt(current.score));
  const info = h('span', { class: 'small muted', 'data-testid': 'try-info' });
  const said = h('p', { class: 'small', role: 'status', 'data-testid': 'try-said' });
  let view: BoardView | null = null;
  view = await createBoardView(game.family, {
    interactive: true,
    hints: true,
    onInfo: (t) => setText(info, t),
    onMove: (m) => {
      const next = r.analyse(game.id, instance, [...moves, m]);
      if (next.status !== 'valid') {
        setText(said, `Refused: ${next.error?.reason ?? next.message ?? 'not a legal move'}`);
        return;
      }
      const before = current;
      moves = [...moves, m];
      current = next;
      view!.render(next, { from: { analysis: before, move: m } });
      setText(score, formatInt(next.score));
      setText(said, next.terminal ? 'Game over: no move is left.' : `Played ${m}.`);
    },
  });
  view.render(current);
  const again = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-small',
      'data-testid': 'try-restart',
      onclick: () => {
        moves = [];
        current = r.analyse(game.id, instance, moves);
        view!.render(current);
        setText(score, formatInt(current.score));
        setText(said, '');
      },
    },
    'Start again',
  );
  return h(
    'section',
    { class: 'panel', 'data-testid': 'try-it' },
    h('h2', null, 'Try it'),
    h('p', null, hint),
    h('p', null, 'Score: ', score, ' ', again, ' ', info),
    view.el,
    said,
  );
}

/**
 * The game's published records: holder, score, board, date and source, each with a replay drawn by
 * the game's view, move by move with a slider (the line is the registry's, replayed by the rules).
 */
function recordsSection(r: Rules, game: GameInfo, records: readonly RecordView[]): HTMLElement {
  const mine = records.filter((x) => x.game === game.id);
  const slot = h('div', { class: 'rules-record-replay', 'data-testid': 'record-replay' });
  const replay = async (rec: RecordView) => {
    const moves = rec.moves ?? [];
    const view = await createBoardView(game.family, { interactive: false });
    const slider = h('input', {
      type: 'range',
      min: 0,
      max: moves.length,
      value: moves.length,
      'data-testid': 'record-slider',
      'aria-label': 'Move',
    });
    const where = h('p', { class: 'small', 'data-testid': 'record-step' });
    const show = (k: number) => {
      const a = r.analyse(game.id, rec.instance, moves.slice(0, k));
      view.render(a);
      setText(where, `${rec.holder}: move ${formatInt(k)} of ${formatInt(moves.length)}, score ${formatInt(a.score)}`);
    };
    slider.addEventListener('input', () => show(Number(slider.value)));
    show(moves.length);
    replaceChildren(slot, where, slider, view.el);
  };
  return h(
    'section',
    { class: 'panel', 'data-testid': 'rules-records' },
    h('h2', null, 'Published records'),
    mine.length === 0
      ? h('p', { class: 'muted' }, 'No published record of this game is in the registry yet.')
      : h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            null,
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', null, 'Holder'),
                h('th', { class: 'num' }, 'Score'),
                h('th', null, 'Board'),
                h('th', null, 'Source'),
                h('th', null, ''),
              ),
            ),
            h(
              'tbody',
              null,
              mine.map((rec) =>
                h(
                  'tr',
                  { 'data-testid': 'rules-record' },
                  h('td', null, rec.holder),
                  h('td', { class: 'num best' }, formatInt(rec.score)),
                  h('td', null, link(href.leaderboard(rec.game, rec.instance), null, h('code', null, rec.instance))),
                  h('td', { class: 'small' }, rec.achieved ? `${rec.achieved} · ` : '', rec.source),
                  h(
                    'td',
                    null,
                    h(
                      'button',
                      {
                        type: 'button',
                        class: 'btn btn-small',
                        'data-testid': 'record-replay-open',
                        onclick: () => void replay(rec),
                      },
                      'Replay',
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
    slot,
  );
}

async function morpion(r: Rules, game: GameInfo): Promise<HTMLElement[]> {
  const start = r.analyse(game.id, 'cross', []);
  const first = start.legal[0].move;
  // 5T against 5D on the same two lines: the first pair of moves that 5T allows and 5D refuses.
  let pair: { m1: string; m2: string; reason: string } | null = null;
  for (const l1 of r.analyse('morpion-5t', 'cross', []).legal) {
    const after5d = r.analyse('morpion-5d', 'cross', [l1.move]);
    if (after5d.status !== 'valid') continue;
    for (const l2 of r.analyse('morpion-5t', 'cross', [l1.move]).legal) {
      const d = r.analyse('morpion-5d', 'cross', [l1.move, l2.move]);
      if (d.status === 'invalid') {
        pair = { m1: l1.move, m2: l2.move, reason: d.error?.reason ?? '' };
        break;
      }
    }
    if (pair) break;
  }
  const t = r.catalog().find((g) => g.id === 'morpion-5t');
  const d = r.catalog().find((g) => g.id === 'morpion-5d');
  const sections: HTMLElement[] = [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'The cross and a move'),
      h(
        'p',
        null,
        'The game starts from a cross of 36 dots. A move adds one dot so that it completes a line of five dots in a row (across, down or diagonal), and draws that line. The score is the number of moves.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(r, game, 'cross', [], `The start: ${start.legal.length} legal moves.`, 'rules-cross'),
        await picture(r, game, 'cross', [first], `After the move ${first}: the new dot and its line.`, 'rules-move'),
      ),
    ),
  ];
  if (pair && t && d) {
    sections.push(
      h(
        'section',
        { class: 'panel', 'data-testid': 'rules-5t-5d' },
        h('h2', null, '5T against 5D: the same two lines'),
        h(
          'p',
          null,
          'In 5T two lines in the same direction may touch at an end dot; in 5D (disjoint) they may not share any dot.',
        ),
        h(
          'div',
          { class: 'rules-pictures' },
          await picture(
            r,
            t,
            'cross',
            [pair.m1, pair.m2],
            `5T allows ${pair.m1} then ${pair.m2}: the lines touch.`,
            'rules-5t',
          ),
          await picture(r, d, 'cross', [pair.m1], `5D refuses ${pair.m2} here: ${pair.reason}`, 'rules-5d'),
        ),
      ),
    );
  }
  sections.push(
    await tryIt(
      r,
      game,
      'cross',
      'Click a highlighted dot (hints are on) to play it; a dot with several possible lines asks which one.',
    ),
  );
  return sections;
}

/** Columns with at least one block in a SameGame position (the view's reading of the engine's JSON). */
function filledColumns(position: unknown): number {
  const pos = readSameGame(position);
  let n = 0;
  for (let c = 0; c < pos.cols; c++) if (cellAt(pos, c, 0) >= 0) n++;
  return n;
}

/**
 * The first line of play (breadth first, a few moves deep) whose last move empties a column, so the
 * picture shows the column shift the rules describe; null when none is found near the start.
 */
function columnShift(r: Rules, game: GameInfo, instance: string): string[] | null {
  let frontier: string[][] = [[]];
  for (let depth = 0; depth < 4; depth++) {
    const next: string[][] = [];
    for (const line of frontier.slice(0, 200)) {
      const before = r.analyse(game.id, instance, line);
      for (const m of before.legal) {
        const after = r.analyse(game.id, instance, [...line, m.move]);
        if (filledColumns(after.position) < filledColumns(before.position)) return [...line, m.move];
        next.push([...line, m.move]);
      }
    }
    frontier = next;
  }
  return null;
}

async function samegame(r: Rules, game: GameInfo): Promise<HTMLElement[]> {
  const instance = 'random/3/6x6x3';
  const start = r.analyse(game.id, instance, []);
  const biggest = [...start.legal].sort((a, b) => Number(b.points ?? 0) - Number(a.points ?? 0))[0];
  const n = Array.isArray(biggest.cells) ? biggest.cells.length : 0;
  const shift = columnShift(r, game, instance);
  const shiftPictures = shift
    ? [
        await picture(
          r,
          game,
          instance,
          shift.slice(0, -1),
          `Before ${shift[shift.length - 1]}: it takes the last blocks of a column.`,
          'rules-shift-before',
        ),
        await picture(
          r,
          game,
          instance,
          shift,
          'After: the empty column is gone, the columns on its right slid left.',
          'rules-shift',
        ),
      ]
    : [];
  return [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'Groups, points, gravity'),
      h(
        'p',
        null,
        'Click a group of two or more blocks of one colour touching side by side: it disappears and scores (n − 2)² for n blocks. The blocks above fall down; a column left empty closes up, the columns on its right sliding left. Clearing the whole board adds 1,000 points.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(
          r,
          game,
          instance,
          [],
          `The biggest group here has ${n} blocks: removing it scores (${n} − 2)² = ${formatInt(Number(biggest.points ?? 0))}.`,
          'rules-group',
        ),
        await picture(r, game, instance, [biggest.move], `After removing it: the blocks above fell.`, 'rules-gravity'),
        ...shiftPictures,
      ),
    ),
    await tryIt(r, game, instance, 'A small board: play it to the end, aiming for big groups.'),
  ];
}

async function sudoku(r: Rules, game: GameInfo): Promise<HTMLElement[]> {
  const instance = game.defaultInstance ?? game.instances[0];
  const start = r.analyse(game.id, instance, []);
  const cell = start.legal[0];
  const possible = new Set(start.legal.filter((l) => l.cell === cell.cell).map((l) => String(l.symbol)));
  const symbol = [...'0123456789ABCDEF'].find((s) => !possible.has(s)) ?? '0';
  const refused = r.analyse(game.id, instance, [`r${Number(cell.row) + 1}c${Number(cell.col) + 1}=${symbol}`]);
  return [
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'The constraint'),
      h(
        'p',
        null,
        'Fill the 16 × 16 grid with the symbols 0-9 and A-F so that every row, every column and every 4 × 4 box holds each symbol exactly once. The score is the number of cells filled; a full grid scores 256.',
      ),
      h(
        'div',
        { class: 'rules-pictures' },
        await picture(
          r,
          game,
          instance,
          [],
          `A puzzle: ${formatInt(Number((start.details as { empty?: number })?.empty ?? 0))} empty cells.`,
          'rules-grid',
        ),
      ),
      h(
        'p',
        { 'data-testid': 'rules-contradiction' },
        `A contradiction: ${symbol} in row ${Number(cell.row) + 1}, column ${Number(cell.col) + 1} is refused: `,
        h('em', null, refused.error?.reason ?? refused.message ?? ''),
        '.',
      ),
    ),
    await tryIt(
      r,
      game,
      instance,
      'Pick a cell and a symbol: the engine refuses any that breaks the constraint and says why.',
    ),
  ];
}

async function tree(r: Rules, game: GameInfo): Promise<HTMLElement[]> {
  return [await tryIt(r, game, 'depth/9', 'Go left (L) or right (R) nine times; the score follows the rule above.')];
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'rules') return () => {};
  let disposed = false;
  replaceChildren(ctx.root, h('h1', null, 'Rules'), h('p', { class: 'loading' }, 'Loading the rules…'));
  loadRules()
    .then(async (r) => {
      const game = r.catalog().find((g) => g.id === route.game);
      if (!game) {
        replaceChildren(
          ctx.root,
          h(
            'section',
            { class: 'panel', 'data-testid': 'not-found' },
            h('h1', null, 'No such game'),
            link(href.games(), null, 'See the games'),
          ),
        );
        return;
      }
      ctx.title(`Rules · ${game.title}`);
      if (game.players === 2) {
        replaceChildren(
          ctx.root,
          h('h1', null, game.title),
          h('p', null, game.description),
          link(
            href.lab('play', `?game=${encodeURIComponent(game.id)}`),
            { class: 'btn btn-primary' },
            'Play it against MCTS',
          ),
        );
        return;
      }
      const records = Api.records().catch(() => [] as RecordView[]);
      const body =
        game.family === 'morpion'
          ? await morpion(r, game)
          : game.family === 'samegame'
            ? await samegame(r, game)
            : game.family === 'sudoku'
              ? await sudoku(r, game)
              : await tree(r, game);
      // The records before the try-it board, which stays last.
      body.splice(body.length - 1, 0, recordsSection(r, game, await records));
      if (disposed) return;
      replaceChildren(
        ctx.root,
        h(
          'div',
          { class: 'page-head' },
          h('h1', { 'data-testid': 'rules-title' }, `${game.title}: the rules`),
          h('span', { class: 'spacer' }),
          link(href.play(game.id, game.defaultInstance), { class: 'btn btn-primary' }, 'Play it'),
        ),
        h('p', { class: 'lead' }, game.description),
        ...body,
      );
    })
    .catch((e) => !disposed && replaceChildren(ctx.root, h('h1', null, 'Rules'), errorNotice(e)));
  return () => {
    disposed = true;
  };
}
