/** Small view pieces shared by pages. All user text goes in as text nodes (see dom.ts). */
import { rankHeads, scoreTable } from './scoreTable';
import { h, link } from './dom';
import { formatAgo, formatInstant, formatInt } from './format';
import { href, idFromLink } from './routes';
import type { CopyOf, Participant, RecordView } from './api';
import type { BudgetedEntry } from './hostedApi';
import type { LiveStatus } from './live';

/** A participant's name with a person/bot badge (and, for a bot, whose it is). */
export function participantLabel(p: Participant, linked = true): HTMLElement {
  const bot = p.kind === 'bot';
  const name = h('span', { class: 'participant-name', 'data-testid': 'participant-name' }, p.name);
  return h(
    'span',
    { class: 'participant' },
    h(
      'span',
      {
        class: bot ? 'badge badge-bot' : 'badge badge-person',
        'data-testid': bot ? 'badge-bot' : 'badge-person',
        title: bot ? 'A bot' : 'A person',
      },
      bot ? 'bot' : 'person',
    ),
    ' ',
    // Every name opens its profile (a person's, or the bot's under its account).
    linked && p.account
      ? link(href.profile(p), { class: 'participant-link', 'data-testid': 'profile-link' }, name)
      : name,
    bot && p.account
      ? h('span', { class: 'muted small' }, ' by ', h('span', { 'data-testid': 'participant-account' }, p.account))
      : null,
  );
}

/**
 * The mark of a copy: whose line it repeats, linked to the original (a record's holder, or the
 * participant of the earlier submission, whose replay it opens).
 */
export function copyMark(c: CopyOf | undefined | null): HTMLElement | null {
  if (!c) return null;
  const whose =
    c.kind === 'record'
      ? h('span', null, h('span', { 'data-testid': 'copy-holder' }, c.holder ?? 'a record holder'), '\u2019s record')
      : c.submission != null
        ? link(
            href.replay(c.submission),
            { 'data-testid': 'copy-original' },
            c.participant?.name ?? 'someone',
            '\u2019s #',
            String(c.submission),
          )
        : c.participant
          ? // A contest's original the viewer may not open yet: its author, not its link.
            h('span', null, h('span', { 'data-testid': 'copy-author' }, c.participant.name), '\u2019s line')
          : h('span', null, 'an earlier submission');
  return h(
    'span',
    {
      class: 'copy-mark small',
      'data-testid': 'copy-mark',
      'data-copy-kind': c.kind,
      title: 'The same line as an earlier result: it ranks after the originals of its score',
    },
    h('span', { class: 'badge badge-copy' }, 'copy'),
    ' of ',
    whose,
  );
}

/** "97.6%" of the record; an en dash when the board has no record. */
export function percentText(p: number | undefined | null): string {
  return typeof p === 'number' && Number.isFinite(p) ? `${p.toFixed(1)}%` : '\u2013';
}

/**
 * Which kind of bot run made an entry: a hosted bot's (with its CPU budget) on every board; a
 * reference bot's only where both compete, on a per-budget board.
 */
export function runKindMark(e: BudgetedEntry, markReference: boolean): HTMLElement | null {
  if (e.hosted)
    return h(
      'span',
      {
        class: 'badge badge-hosted',
        'data-testid': 'mark-hosted',
        title: 'A hosted bot, run by the server in its sandbox',
      },
      e.cpuSeconds ? `hosted \u00b7 ${e.cpuSeconds} CPU-s` : 'hosted',
    );
  if (markReference && e.botRun)
    return h(
      'span',
      { class: 'badge badge-reference', 'data-testid': 'mark-reference', title: 'A reference bot of the platform' },
      'reference',
    );
  return null;
}

export function leaderboardRow(e: BudgetedEntry, fresh: boolean, markReference = false): HTMLTableRowElement {
  const mark = runKindMark(e, markReference);
  const runId = idFromLink(e.botRun);
  return h(
    'tr',
    {
      class: [fresh ? 'fresh' : '', e.copyOf ? 'copy' : ''].filter(Boolean).join(' ') || null,
      'data-testid': 'leaderboard-row',
      'data-submission': e.submissionId,
      'data-kind': e.participant.kind,
    },
    h('td', { class: 'num', 'data-testid': 'row-rank' }, String(e.rank)),
    h(
      'td',
      { class: 'name-cell' },
      participantLabel(e.participant),
      runId ? h('span', { class: 'small' }, ' · ', link(href.botrun(runId), null, 'run')) : null,
      mark ? h('div', null, mark) : null,
      e.copyOf ? h('div', null, copyMark(e.copyOf)) : null,
    ),
    // The score opens the replay too: on a phone the Replay column gives way.
    h(
      'td',
      { class: 'num best', 'data-testid': 'row-score' },
      link(href.replay(e.submissionId), { class: 'score-link', title: 'Replay this submission' }, formatInt(e.score)),
    ),
    h('td', { class: 'num', 'data-testid': 'row-percent' }, percentText(e.percentOfRecord)),
    h('td', { class: 'num col-wide' }, formatInt(e.moves)),
    h('td', { class: 'col-wide', title: formatInstant(e.receivedAt) }, formatAgo(e.receivedAt)),
    h(
      'td',
      { class: 'col-replay' },
      link(
        href.replay(e.submissionId),
        { class: 'btn btn-small', 'data-testid': 'row-replay', 'aria-label': `Replay rank ${e.rank}` },
        'Replay',
      ),
    ),
  );
}

/**
 * The board's record as a reference row above the ranked entries (unranked, like a contest's
 * reference bots): holder, score, 100%, moves, when and where it was published, and its replay.
 */
export function recordRow(r: RecordView): HTMLTableRowElement {
  return h(
    'tr',
    { class: 'reference-row', 'data-testid': 'record-row', 'data-record': r.id },
    h(
      'td',
      { class: 'num' },
      h('span', { class: 'badge badge-record', title: 'The best known result: not ranked' }, 'record'),
    ),
    h(
      'td',
      { class: 'name-cell' },
      h('span', { 'data-testid': 'record-holder', class: 'participant-name', title: r.source }, r.holder),
      // The source is long: phones show the holder only (its title and GET /api/records keep the source).
      h(
        'div',
        { class: 'small muted record-source', 'data-testid': 'record-source' },
        r.achieved ? `${r.achieved} · ` : '',
        r.source,
      ),
    ),
    // The score opens the record's replay too: on a phone the Replay column gives way.
    h(
      'td',
      { class: 'num best', 'data-testid': 'record-score' },
      link(href.record(r.id), { class: 'score-link', title: 'Replay the record' }, formatInt(r.score)),
    ),
    h('td', { class: 'num' }, percentText(100)),
    h('td', { class: 'num col-wide' }, formatInt(r.moveCount)),
    h('td', { class: 'col-wide' }, r.achieved ?? ''),
    h(
      'td',
      { class: 'col-replay' },
      link(
        href.record(r.id),
        { class: 'btn btn-small', 'data-testid': 'record-replay', 'aria-label': `Replay ${r.holder}\u2019s record` },
        'Replay',
      ),
    ),
  );
}

export function leaderboardTable(
  entries: readonly BudgetedEntry[],
  fresh: ReadonlySet<number> = new Set(),
  record: RecordView | null = null,
  markReference = false,
): HTMLElement {
  if (entries.length === 0 && !record)
    return h('p', { class: 'muted', 'data-testid': 'leaderboard-empty' }, 'No submissions yet: be the first.');
  const wrap = scoreTable(
    [
      ...rankHeads(),
      h('th', { class: 'num', scope: 'col' }, 'Score'),
      h(
        'th',
        { class: 'num col-pct', scope: 'col', title: 'Score as a percentage of the board\u2019s record' },
        // A phone shows only "%" (src/styles/tables.css), the text stays for screen readers and tests.
        h('span', { class: 'wide-only' }, '% of record'),
      ),
      h('th', { class: 'num col-wide', scope: 'col' }, 'Moves'),
      h('th', { class: 'col-wide', scope: 'col' }, 'Received'),
      h('th', { class: 'col-replay', scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Replay')),
    ],
    [
      record ? recordRow(record) : null,
      entries.map((e) => leaderboardRow(e, fresh.has(e.submissionId), markReference)),
    ],
    { 'data-testid': 'leaderboard-table' },
  );
  // Under the record's row of a board nobody has entered yet.
  if (entries.length === 0)
    wrap.append(h('p', { class: 'muted', 'data-testid': 'leaderboard-empty' }, 'No submissions yet: be the first.'));
  return wrap;
}

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Ended',
  gone: 'Not found',
};

export function liveBadge(): { el: HTMLElement; set(status: LiveStatus): void } {
  const text = h('span', null, STATUS_TEXT.connecting);
  const el = h(
    'span',
    { class: 'live-status live-connecting', 'data-testid': 'live-status', role: 'status' },
    h('span', { class: 'live-dot', 'aria-hidden': 'true' }),
    text,
  );
  return {
    el,
    set(status) {
      el.className = `live-status live-${status}`;
      text.textContent = STATUS_TEXT[status];
      el.dataset.status = status;
    },
  };
}

/** A sentence for an error a page cannot do much about (an ApiError's message is lib/problemText's). */
export function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

export function errorNotice(e: unknown, testid = 'error-message'): HTMLElement {
  return h('div', { class: 'notice notice-bad', role: 'alert', 'data-testid': testid }, h('p', null, errorText(e)));
}

export interface MoveListOptions {
  /** Highlight this move (0-based) as the current one. */
  current?: number | null;
  /** Highlight this move (0-based) as rejected. */
  rejected?: number | null;
  /** At most this many rows (a window around the highlighted move, else the last ones). */
  max?: number;
  onSelect?(index: number): void;
  /** How many moves the whole sequence has, when `moves` holds only its first ones (a long file). */
  total?: number;
}

/** The moves with the score after each (scores[k] is the score after k moves). */
export function moveList(
  moves: readonly string[],
  scores: readonly number[],
  opts: MoveListOptions = {},
): HTMLOListElement {
  const max = opts.max ?? 400;
  const focus = opts.rejected ?? opts.current ?? null;
  let lo = 0;
  let hi = moves.length;
  if (moves.length > max) {
    if (focus !== null && focus < moves.length - max) {
      lo = Math.max(0, focus - Math.floor(max / 2));
      hi = Math.min(moves.length, lo + max);
    } else {
      lo = moves.length - max;
    }
  }
  const list = h('ol', { class: 'move-list', 'data-testid': 'move-list', 'aria-label': 'Moves' });
  if (lo > 0) list.append(h('li', { class: 'more' }, `… ${lo} earlier moves`));
  for (let i = lo; i < hi; i++) {
    const cls = i === opts.rejected ? 'rejected' : i === opts.current ? 'current' : null;
    const after = scores[i + 1];
    const item = h(
      'li',
      { class: cls, 'data-testid': i === opts.rejected ? 'move-rejected' : `move-${i + 1}`, 'data-index': i },
      h('span', { class: 'idx' }, `${i + 1}.`),
      h('span', { class: 'mv' }, moves[i]),
      after !== undefined ? h('span', { class: 'sc' }, formatInt(after)) : null,
    );
    if (opts.onSelect) {
      item.style.cursor = 'pointer';
      item.addEventListener('click', () => opts.onSelect!(i));
    }
    list.append(item);
  }
  const total = Math.max(opts.total ?? moves.length, moves.length);
  if (hi < total) list.append(h('li', { class: 'more' }, `… ${total - hi} later moves`));
  if (moves.length === 0) list.append(h('li', { class: 'more' }, 'No moves yet.'));
  return list;
}

/** Scrolls a list so its highlighted row is visible. */
export function revealInList(list: HTMLElement): void {
  const el = list.querySelector('.rejected, .current') as HTMLElement | null;
  if (el) {
    // From the rectangles, not offsetTop: offsetTop counts from the nearest positioned ancestor,
    // which is not the list, so the list scrolled to its end instead of to the move.
    const at = el.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    list.scrollTop = Math.max(0, at - list.clientHeight / 2 + el.clientHeight / 2);
  } else {
    list.scrollTop = list.scrollHeight;
  }
}

export function stat(label: string, testid: string, value = '–'): { el: HTMLElement; value: HTMLElement } {
  const v = h('span', { class: 'stat-value', 'data-testid': testid }, value);
  return { el: h('div', { class: 'stat' }, h('span', { class: 'stat-label' }, label), v), value: v };
}

export function stateBadge(state: string): HTMLElement {
  const known = ['queued', 'running', 'finished', 'cancelled', 'failed', 'interrupted'];
  return h(
    'span',
    { class: `badge badge-state ${known.includes(state) ? `badge-${state}` : ''}`, 'data-testid': 'run-state' },
    state,
  );
}
