/**
 * Scores published without their lines (docs/RECORDS.md, "Published scores"): a board says what is
 * known beyond its verified records, set apart from them and said to be unverified, so a claim
 * nobody can replay is never mistaken for a record, ranked, or used as the 100% of "% of record".
 */
import type { PublishedScore, RecordView } from './api';
import { h, link } from './dom';
import { scoreTable } from './scoreTable';
import { formatInt } from './format';
import { href } from './routes';

/** "T. Cazenave, NMCS level 3, 2009: <source>". */
export function publishedBy(p: PublishedScore): string {
  return `${p.holder}, ${p.method}${p.achieved ? `, ${p.achieved}` : ''}: ${p.source}`;
}

/**
 * The notice under a board's title: where no record verifies, "No verified record known; best
 * published score N (who, where)"; above a lower verified record, "Best published score N (...)";
 * nothing when a verified record reaches it (the record says more: its line replays).
 */
export function publishedScoreNotice(
  p: PublishedScore | null | undefined,
  record: RecordView | null | undefined,
): HTMLElement | null {
  if (!p || (record && record.score >= p.score)) return null;
  const value = h('strong', { 'data-testid': 'published-score-value' }, formatInt(p.score));
  return h(
    'div',
    { class: 'notice notice-warn', role: 'note', 'data-testid': 'published-score' },
    h(
      'p',
      null,
      record ? 'Best published score ' : 'No verified record known; best published score ',
      value,
      ` (${publishedBy(p)}).`,
    ),
    h(
      'p',
      { class: 'small' },
      record
        ? 'Published without its line, it is above the verified record but not verified: it is never ranked and never the record the percentages measure.'
        : 'Published without its line, it is not verified: it is never ranked and never a record.',
    ),
  );
}

/** The records page's list of published scores, by board, best first: apart from the records. */
export function publishedScoresSection(scores: readonly PublishedScore[]): HTMLElement | null {
  if (scores.length === 0) return null;
  return h(
    'section',
    { class: 'panel', 'data-testid': 'published-scores' },
    h('h2', { style: 'margin-top:0' }, 'Published scores without a line'),
    h(
      'p',
      { class: 'muted small' },
      'Scores a paper gives for a board without its moves. Nobody can replay them, so they are not records: they are shown beside their boards, never verified and never ranked.',
    ),
    scoreTable(
      [
        h('th', { scope: 'col' }, 'Board'),
        h('th', { class: 'num', scope: 'col' }, 'Score'),
        h('th', { scope: 'col' }, 'By'),
        h('th', { scope: 'col' }, 'Year'),
        h('th', { scope: 'col' }, 'Source'),
      ],
      scores.map((p) =>
        h(
          'tr',
          { 'data-testid': 'published-item', 'data-game': p.game, 'data-board': p.instance },
          h(
            'td',
            null,
            link(href.leaderboard(p.game, p.instance), null, h('code', null, p.instance)),
            h('span', { class: 'muted small' }, ` ${p.game}`),
          ),
          h('td', { class: 'num', 'data-testid': 'published-value' }, formatInt(p.score)),
          h('td', null, `${p.holder} (${p.method})`),
          h('td', null, p.achieved ?? 'unknown'),
          h('td', { class: 'small muted' }, p.source),
        ),
      ),
    ),
  );
}
