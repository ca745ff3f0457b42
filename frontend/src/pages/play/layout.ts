/**
 * The play page's layout: the head with its links, the board panel with the score bar, and the side
 * panels (controls and result, moves, instances, import/export, how to play). The page makes the
 * live parts; these functions only put them in place.
 */
import { h, link } from '../../lib/dom';
import { href } from '../../lib/routes';
import type { GameInfo } from '../../rules/engine';
import { puzzleFamily } from '../../games/puzzles';

/**
 * The page's head: the game, the instance, and the links to its rules, leaderboard and bot lab; in a
 * contest the contest's scoreboard stands for the public leaderboard (another competition).
 */
export function playHead(
  game: GameInfo,
  instance: string,
  botLink: HTMLElement,
  contestId: string | null = null,
): HTMLElement {
  return h(
    'div',
    { class: 'page-head' },
    h('h1', null, game.title),
    h('span', { class: 'crumbs' }, 'Instance ', h('code', { 'data-testid': 'instance-id' }, instance)),
    h('span', { class: 'spacer' }),
    link(href.rules(game.id), { class: 'btn btn-quiet', 'data-testid': 'rules-link' }, 'Rules'),
    contestId
      ? link(href.contest(contestId), { class: 'btn', 'data-testid': 'contest-scoreboard-link' }, 'Contest scoreboard')
      : link(href.leaderboard(game.id, instance), { class: 'btn', 'data-testid': 'leaderboard-link' }, 'Leaderboard'),
    botLink,
  );
}

/** How to play: the rules in a paragraph, the family's mouse and keyboard help, undo and redo. */
export function howToPlay(game: GameInfo): HTMLElement {
  return h(
    'section',
    { class: 'panel small' },
    h('h2', null, 'How to play'),
    h('p', null, game.description),
    (puzzleFamily(game.family)?.help ?? []).map((t) => h('p', { class: 'kbd-help' }, t)),
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
  );
}

/** The live parts of the page, made by the page. */
export interface PlayParts {
  scorebar: HTMLElement[];
  hintsBox: HTMLInputElement;
  board: HTMLElement[];
  controls: HTMLElement[];
  result: HTMLElement[];
  moves: HTMLElement;
  picker: HTMLElement;
  importExport: HTMLElement;
}

/** The board panel and the side panels. */
export function playLayout(game: GameInfo, p: PlayParts): HTMLElement {
  return h(
    'div',
    { class: 'play-layout' },
    h(
      'section',
      { class: 'panel board-panel', 'aria-label': 'Board' },
      h(
        'div',
        { class: 'scorebar' },
        ...p.scorebar,
        h('span', { class: 'spacer' }),
        h('label', { class: 'check small', for: 'hints' }, p.hintsBox, 'Hints'),
      ),
      ...p.board,
    ),
    h(
      'aside',
      { class: 'side' },
      h('section', { class: 'panel' }, h('div', { class: 'row' }, ...p.controls), ...p.result),
      h('section', { class: 'panel' }, h('h2', null, 'Moves'), p.moves),
      h('section', { class: 'panel' }, p.picker),
      p.importExport,
      howToPlay(game),
    ),
  );
}

export interface ControlButtons {
  undo: HTMLButtonElement;
  redo: HTMLButtonElement;
  restart: HTMLButtonElement;
  submit: HTMLButtonElement;
  /** The submit button's label when no submission is under way. */
  submitLabel: string;
}

/** Undo, redo, restart and submit (to the contest, in contest mode). */
export function controlButtons(
  contest: boolean,
  act: { undo(): void; redo(): void; restart(): void; submit(): void },
): ControlButtons {
  const submitLabel = contest ? 'Submit to the contest' : 'Submit';
  return {
    undo: h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'undo',
        title: 'Undo (Backspace, Ctrl+Z)',
        onclick: () => act.undo(),
      },
      'Undo',
    ),
    redo: h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'redo', title: 'Redo (Ctrl+Y)', onclick: () => act.redo() },
      'Redo',
    ),
    restart: h(
      'button',
      { type: 'button', class: 'btn', 'data-testid': 'restart', onclick: () => act.restart() },
      'Restart',
    ),
    submit: h(
      'button',
      { type: 'button', class: 'btn btn-primary', 'data-testid': 'submit', onclick: () => act.submit() },
      submitLabel,
    ),
    submitLabel,
  };
}
