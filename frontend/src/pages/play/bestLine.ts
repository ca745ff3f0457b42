/**
 * The line under the play page's board saying what there is to beat: the board's verified record
 * (when it has one) and the best entry so far. A board holding only a record once said "No
 * submission yet on this instance", as if nothing were known about it.
 */
import type { Leaderboard } from '../../lib/api';
import type { Scoreboard } from '../../lib/contests/api';
import { ownContestRow } from '../../lib/playState';
import type { Me } from '../../lib/api';
import { h, link } from '../../lib/dom';
import { formatInt } from '../../lib/format';
import { href } from '../../lib/routes';

export function bestLineContent(board: Pick<Leaderboard, 'entries' | 'record'>): (Node | string)[] {
  const parts: (Node | string)[] = [];
  const record = board.record;
  if (record) {
    parts.push(
      h(
        'span',
        { 'data-testid': 'instance-record' },
        'Record: ',
        h('strong', null, formatInt(record.score)),
        ' by ',
        h('span', null, record.holder),
        ' (',
        link(href.record(record.id), { title: record.source }, 'replay'),
        ')',
      ),
      '. ',
    );
  }
  const top = board.entries[0];
  if (!top) {
    parts.push('No submission yet on this instance.');
    return parts;
  }
  parts.push(
    'Best so far: ',
    h('strong', null, formatInt(top.score)),
    ' by ',
    h('span', null, top.participant.name),
    ' (',
    link(href.replay(top.submissionId), null, 'replay'),
    ')',
  );
  return parts;
}

/**
 * The same line in a contest: only the contest's board (its best on this instance and the viewer's),
 * never the public leaderboard's record or leader, which belong to another competition. A frozen
 * board's best is as of the freeze; before the start the instances are hidden and the line is empty.
 */
export function contestBestLineContent(
  b: Scoreboard,
  game: string,
  instance: string,
  viewer: Me | null,
): (Node | string)[] {
  if (!b.instancesVisible) return [];
  const col = b.instances.find((c) => c.game === game && c.instance === instance);
  // An instance of the hidden part is not on a board ranked on the public part: its scores wait for the end.
  if (!col)
    return b.ranking === 'public'
      ? [h('span', { 'data-testid': 'contest-hidden-best' }, 'A hidden instance: its scores are shown after the end.')]
      : [];
  const asOf = b.frozen ? ' (as of the freeze)' : '';
  const parts: (Node | string)[] =
    col.best === null || col.best === undefined
      ? [`No result in the contest on ${col.label} yet${asOf}.`]
      : [
          `Contest best on ${col.label}: `,
          h('strong', { 'data-testid': 'contest-instance-best' }, formatInt(col.best)),
          ` (${formatInt(col.results)} result${col.results === 1 ? '' : 's'})${asOf}`,
        ];
  // Cells follow the board's columns, which leave hidden instances out before the end.
  const mine = ownContestRow(b, viewer)?.cells[b.instances.indexOf(col)]?.score;
  if (mine !== null && mine !== undefined) parts.push(' · yours: ', h('strong', null, formatInt(mine)));
  return parts;
}
