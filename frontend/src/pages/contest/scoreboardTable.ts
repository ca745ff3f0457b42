/** A contest's scoreboard as a table: a row a participant, a column an instance. */
import { h, link } from '../../lib/dom';
import { copyMark, participantLabel } from '../../lib/components';
import type { ScoreRow, Scoreboard } from '../../lib/contests/api';
import { formatRuleScore, isOwnRow, rowKey, tieBreakText, TIE_BREAK_RULE } from '../../lib/contests/scoreboard';
import { formatInt } from '../../lib/format';
import { href, idFromLink } from '../../lib/routes';
import { rankHeads } from '../../lib/scoreTable';
import { wrappedTable } from '../../lib/table';
import { ruleLabel } from '../contests';

function scoreCell(board: Scoreboard, row: ScoreRow, i: number): HTMLElement {
  const cell = row.cells[i];
  const col = board.instances[i];
  const label = col?.label ?? String(i + 1);
  // `data-label`: the column's label, shown before the cell on phones, where the head is not (contests.css).
  if (!cell || cell.score === null || cell.score === undefined) {
    return h('td', { class: 'num muted sb-instance', 'data-testid': `sb-cell-${label}`, 'data-label': label }, '–');
  }
  const sub = idFromLink(cell.submission);
  const run = idFromLink(cell.botRun);
  const text = formatInt(cell.score);
  const best = col?.best !== null && col?.best !== undefined && cell.score === col.best;
  return h(
    'td',
    {
      class: `num sb-instance${best ? ' best' : ''}`,
      'data-testid': `sb-cell-${label}`,
      'data-label': label,
      title: `${cell.rank ? `rank ${cell.rank} on ${label}, ` : ''}${formatRuleScore(board.scoring.rule, cell.points)} points`,
    },
    sub ? link(href.replay(sub), null, text) : run ? link(href.botrun(run), null, text) : text,
    board.scoring.rule !== 'sum'
      ? h('span', { class: 'sb-points small muted' }, ` (${formatRuleScore(board.scoring.rule, cell.points)})`)
      : null,
    // A line that repeats an earlier one, marked as the public boards mark it.
    cell.copyOf ? h('div', { class: 'sb-copy' }, copyMark(cell.copyOf)) : null,
  );
}

/** Under a tied score: when this row reached it and how many others did (the tie-break, stated). */
function tieLine(row: ScoreRow): HTMLElement | null {
  const text = tieBreakText(row);
  return text ? h('div', { class: 'sb-tie small muted', 'data-testid': 'sb-tie', title: TIE_BREAK_RULE }, text) : null;
}

function scoreRow(
  board: Scoreboard,
  row: ScoreRow,
  opts: { own: boolean; fresh: boolean; testid: string },
): HTMLTableRowElement {
  const classes = [row.reference ? 'reference' : '', opts.own ? 'own' : '', opts.fresh ? 'fresh' : '']
    .filter(Boolean)
    .join(' ');
  return h(
    'tr',
    {
      class: classes || null,
      'data-testid': opts.testid,
      'data-kind': row.participant.kind,
      'data-reference': row.reference ? 'true' : 'false',
      'data-own': opts.own ? 'true' : 'false',
    },
    h(
      'td',
      { class: 'num', 'data-testid': 'sb-rank' },
      row.reference
        ? h(
            'span',
            {
              class: 'badge badge-reference',
              'data-testid': 'badge-reference',
              title: 'A reference bot: shown for comparison, not ranked',
            },
            'ref',
          )
        : row.rank
          ? String(row.rank)
          : '–',
    ),
    h(
      'td',
      { class: 'name-cell' },
      // A reference bot is only a score until the end: no link to follow.
      row.team ? teamLabel(row.team) : participantLabel(row.participant, !row.reference),
      opts.own ? h('span', { class: 'badge badge-own', 'data-testid': 'badge-own' }, 'you') : null,
    ),
    h(
      'td',
      { class: 'num best', 'data-testid': 'sb-score' },
      formatRuleScore(board.scoring.rule, row.score),
      tieLine(row),
    ),
    board.scoring.rule !== 'sum'
      ? h('td', { class: 'num sb-raw', 'data-testid': 'sb-raw-total', 'data-label': 'Raw' }, formatInt(row.rawTotal))
      : null,
    board.instances.map((_, i) => scoreCell(board, row, i)),
    h(
      'td',
      { class: 'num small muted sb-subs', 'data-testid': 'sb-submissions', 'data-label': 'Subs' },
      row.submissions === null || row.submissions === undefined ? '' : formatInt(row.submissions),
    ),
  );
}

/** The scoreboard table: rank, participant, the rule's score, the raw total and each instance's raw best. */
export function scoreboardTable(
  board: Scoreboard,
  username: string | null,
  fresh: ReadonlySet<string> = new Set(),
  rows = board.rows,
  testid = 'scoreboard-row',
): HTMLElement {
  if (rows.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'scoreboard-empty' }, 'Nobody on the board yet.');
  return wrappedTable(
    {
      class: 'scoreboard-table',
      'data-testid': testid === 'scoreboard-row' ? 'scoreboard-table' : 'scoreboard-you-table',
    },
    [
      ...rankHeads(),
      h(
        'th',
        { class: 'num', scope: 'col', title: board.scoring.description },
        // A relative score is at most 1 per instance: say the maximum, so 9.113 reads as "of 10".
        board.scoring.rule === 'relative'
          ? `Score (${ruleLabel(board.scoring.rule)}, at most ${board.instances.length})`
          : `Score (${ruleLabel(board.scoring.rule)})`,
      ),
      board.scoring.rule !== 'sum'
        ? h('th', { class: 'num', scope: 'col', title: 'The sum of the raw best scores' }, 'Raw total')
        : null,
      board.instances.map((c) =>
        h(
          'th',
          {
            class: 'num',
            scope: 'col',
            title: `${c.game} ${c.instance}${c.hidden ? ' (private part)' : ''}`,
            'data-testid': `sb-head-${c.label}`,
            'data-hidden': c.hidden ? 'true' : 'false',
          },
          c.label,
          // A column of the hidden part: on the final board (staff before the end, everyone from then).
          c.hidden ? h('span', { class: 'badge small', 'data-testid': 'sb-head-hidden' }, 'private') : null,
        ),
      ),
      h('th', { class: 'num', scope: 'col', title: 'Submissions' }, 'Subs'),
    ],
    rows.map((r) => drawnRow(board, r, { own: isOwnRow(r, username), fresh: fresh.has(rowKey(r)), testid })),
  );
}

/**
 * Each row object's element and what it was drawn with. A boardUpdate keeps the objects of the rows
 * it does not touch (lib/contests/boardUpdate.ts), so a redraw after one submission builds only the
 * rows that changed and moves the others' elements into the new table.
 */
const drawn = new WeakMap<ScoreRow, { context: string; el: HTMLTableRowElement }>();

function drawnRow(
  board: Scoreboard,
  row: ScoreRow,
  opts: { own: boolean; fresh: boolean; testid: string },
): HTMLTableRowElement {
  // Besides the row: the rule and each column's label and best (a cell holding the best is marked).
  const context = [
    board.scoring.rule,
    opts.own,
    opts.fresh,
    opts.testid,
    ...board.instances.map((c) => `${c.label}:${c.best ?? ''}`),
  ].join('|');
  const kept = drawn.get(row);
  if (kept && kept.context === context) return kept.el;
  const el = scoreRow(board, row, opts);
  drawn.set(row, { context, el });
  return el;
}

/** A team's row: its name, then its members. */
function teamLabel(team: { name: string; members: string[] }): HTMLElement {
  return h(
    'span',
    { class: 'participant' },
    h('span', { class: 'badge badge-person', 'data-testid': 'badge-team', title: 'A team' }, 'team'),
    ' ',
    h('span', { class: 'participant-name', 'data-testid': 'participant-name' }, team.name),
    h('span', { class: 'small muted', 'data-testid': 'sb-team-members' }, ' (' + team.members.join(', ') + ')'),
  );
}
