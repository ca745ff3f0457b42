/** The play page's notice that another tab of this browser saved a different game of the puzzle (lib/tabGames). */
import { h } from '../../lib/dom';
import { formatInt } from '../../lib/format';

export interface GameSummary {
  moves: number;
  score: number;
}

const said = (g: GameSummary) =>
  g.moves === 0 ? 'no moves' : `${formatInt(g.moves)} move${g.moves === 1 ? '' : 's'} (score ${formatInt(g.score)})`;

export function otherTabNotice(
  theirs: GameSummary,
  ours: GameSummary,
  choose: { load: () => void; keep: () => void },
): HTMLElement {
  return h(
    'div',
    { class: 'notice notice-warn', role: 'status', 'data-testid': 'other-tab-notice' },
    h(
      'p',
      null,
      theirs.moves === 0 ? 'This game was restarted in another tab' : 'This game changed in another tab',
      `: there it has ${said(theirs)}, here ${said(ours)}. This tab keeps its own game until you choose.`,
    ),
    h(
      'p',
      { class: 'row' },
      h(
        'button',
        { type: 'button', class: 'btn btn-small', 'data-testid': 'other-tab-load', onclick: choose.load },
        theirs.moves === 0 ? 'Restart here too' : 'Load the other tab\u2019s game',
      ),
      h(
        'button',
        { type: 'button', class: 'btn btn-small', 'data-testid': 'other-tab-keep', onclick: choose.keep },
        'Keep this one',
      ),
    ),
  );
}
