/**
 * The best known result of a board, for the places that show a board in one line (a game's card on
 * the home page, the instance table under it): the board's record when nobody has beaten it, else
 * the leading entry. A record is the best known result, so a board holding only a record is not
 * "-", and an entry that merely equals the record (a copy of it, or a later equal) does not hide it.
 */
import type { LeaderboardEntry, RecordView } from './api';
import { h, link } from './dom';
import { formatInt } from './format';
import { href } from './routes';

export type BoardBest =
  { kind: 'record'; record: RecordView } | { kind: 'entry'; entry: LeaderboardEntry } | { kind: 'none' };

export function boardBest(top: LeaderboardEntry | undefined, record: RecordView | null | undefined): BoardBest {
  if (record && (!top || top.score <= record.score)) return { kind: 'record', record };
  if (top) return { kind: 'entry', entry: top };
  return { kind: 'none' };
}

/** "178 (record, C. D. Rosin)", "190" (opening the entry's replay), or an en dash. */
export function boardBestContent(best: BoardBest): (Node | string)[] {
  switch (best.kind) {
    case 'record':
      return [
        link(
          href.record(best.record.id),
          { class: 'score-link', title: best.record.source },
          formatInt(best.record.score),
        ),
        ' (record, ',
        h('span', { 'data-testid': 'best-holder' }, best.record.holder),
        ')',
      ];
    case 'entry':
      return [
        link(
          href.replay(best.entry.submissionId),
          { title: `by ${best.entry.participant.name}` },
          formatInt(best.entry.score),
        ),
      ];
    case 'none':
      return ['\u2013'];
  }
}
