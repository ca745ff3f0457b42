/** The replay page's layout: the board with its figures and controls, and beside it the links and the moves. */
import { h, link } from '../../lib/dom';
import { href } from '../../lib/routes';

export interface ReplayParts {
  header: HTMLElement;
  mismatch: HTMLElement | null;
  figures: HTMLElement[];
  controls: HTMLElement;
  board: HTMLElement;
  exportButton: HTMLElement;
  moves: HTMLElement;
}

function keyboardHelp(): HTMLElement {
  return h(
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
  );
}

export function replayLayout(game: string, instance: string, p: ReplayParts): (HTMLElement | null)[] {
  return [
    p.header,
    p.mismatch,
    h(
      'div',
      { class: 'play-layout' },
      h(
        'section',
        { class: 'panel board-panel', 'aria-label': 'Board' },
        h('div', { class: 'scorebar' }, ...p.figures),
        p.controls,
        p.board,
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
            link(href.leaderboard(game, instance), { class: 'btn', 'data-testid': 'leaderboard-link' }, 'Leaderboard'),
            link(href.play(game, instance), { class: 'btn' }, 'Play this instance'),
            p.exportButton,
          ),
        ),
        h('section', { class: 'panel' }, h('h2', null, 'Moves'), p.moves),
        keyboardHelp(),
      ),
    ),
  ];
}
