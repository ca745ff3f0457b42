/**
 * The line under the play page's board saying what there is to beat: the board's verified record
 * (when it has one) and the best entry so far. A board holding only a record once said "No
 * submission yet on this instance", as if nothing were known about it.
 */
import type { Leaderboard } from '../../lib/api';
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
