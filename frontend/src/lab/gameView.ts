/**
 * What the play tab and the Deep MCTS tab draw alike: the choice of who starts; after each engine
 * move, what its search saw (the decision in words over the root's children, most visited first,
 * the chosen one marked); in the move list, each move's grade, coloured, with the solver's verdict
 * on the position before it as its title.
 */
import { h, replaceChildren, type Attrs, type Child } from '../lib/dom';
import { formatInt } from '../lib/format';
import type { Candidate, Decision } from './engine';
import { verdictText, type GameMove } from './session';

/** Who starts, the person ("first") or the engine ("second"); `chosen` hears each change. */
export function whoStartsSelect(
  id: string,
  youStart: string,
  engineStarts: string,
  chosen: (you: 'first' | 'second') => void,
): HTMLSelectElement {
  const select = h(
    'select',
    { id, 'data-testid': id },
    h('option', { value: 'first' }, youStart),
    h('option', { value: 'second' }, engineStarts),
  );
  select.addEventListener('change', () => chosen(select.value === 'second' ? 'second' : 'first'));
  return select;
}

/** A column of the root children's table, after Move and Visits. */
export interface CandidateColumn {
  head: string;
  /** A number: right-aligned. */
  num: boolean;
  cell(k: Candidate): string;
}

export interface SearchView {
  /** What the slot says until the engine has moved. */
  none: string;
  /** The decision in words. */
  summary(d: Decision): Child[];
  testid: string;
  caption: string;
  columns: CandidateColumn[];
  /** How many root children are listed; all when not given. */
  rows?: number;
}

/**
 * A root child's mean reward for the player moving, "0.631"; "–" for a child the search never
 * visited, whose value is no mean of anything (the engine reports it as 0.5).
 */
export function candidateValue(k: Pick<Candidate, 'value' | 'visits'>): string {
  return k.value === undefined || k.visits === 0 ? '–' : k.value.toFixed(3);
}

/** The mean reward of a root child for the player moving, as both tabs show it. */
export const VALUE_COLUMN: CandidateColumn = { head: 'Value', num: true, cell: candidateValue };

/** What the search saw for decision `d` (null: the engine has not moved yet), into `slot`. */
export function drawSearch(slot: HTMLElement, d: Decision | null, view: SearchView): void {
  if (!d) {
    replaceChildren(slot, h('p', { class: 'muted' }, view.none));
    return;
  }
  const align = (c: CandidateColumn) => (c.num ? { class: 'num' } : null);
  replaceChildren(
    slot,
    h('p', null, ...view.summary(d)),
    h(
      'table',
      { class: 'lab-candidates', 'data-testid': view.testid },
      h('caption', { class: 'small muted' }, view.caption),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', null, 'Move'),
          h('th', { class: 'num' }, 'Visits'),
          view.columns.map((c) => h('th', align(c), c.head)),
        ),
      ),
      h(
        'tbody',
        null,
        (d.children ?? []).slice(0, view.rows).map((k) =>
          h(
            'tr',
            { class: k.move === d.move ? 'current' : null },
            h('td', null, k.move),
            h('td', { class: 'num' }, formatInt(k.visits)),
            view.columns.map((c) => h('td', align(c), c.cell(k))),
          ),
        ),
      ),
    ),
  );
}

/** What a grade by result says of itself: the result is proven, the distance was not compared. */
export const BY_RESULT =
  'Graded by result: the move keeps or gives away a proven result; how fast a kept win or loss is was not compared in time.';

/** The attributes of a move's grade in a move list; a move still pending is coloured as unknown. */
export function gradeAttrs(m: GameMove, names: readonly [string, string]): Attrs {
  return {
    class: `lab-grade lab-grade-${m.grade ?? 'unknown'}`,
    title: (m.basis === 'result' ? `${BY_RESULT} ` : '') + (m.analysis ? verdictText(m.analysis, names) : ''),
  };
}
