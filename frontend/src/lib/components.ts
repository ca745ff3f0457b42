/** Small view pieces shared by pages. All user text goes in as text nodes (see dom.ts). */
import { h, link } from './dom';
import { formatAgo, formatDate, formatInt } from './format';
import { href, idFromLink } from './routes';
import type { LeaderboardEntry, Participant } from './api';
import { ApiError } from './api';
import type { LiveStatus } from './live';

/** A participant's name with a person/bot badge (and, for a bot, whose it is). */
export function participantLabel(p: Participant): HTMLElement {
  const bot = p.kind === 'bot';
  return h(
    'span',
    { class: 'participant' },
    h('span', { class: bot ? 'badge badge-bot' : 'badge badge-person', 'data-testid': bot ? 'badge-bot' : 'badge-person', title: bot ? 'A bot' : 'A person' }, bot ? 'bot' : 'person'),
    ' ',
    h('span', { class: 'participant-name', 'data-testid': 'participant-name' }, p.name),
    bot && p.account ? h('span', { class: 'muted small' }, ' by ', h('span', { 'data-testid': 'participant-account' }, p.account)) : null,
  );
}

export function leaderboardRow(e: LeaderboardEntry, fresh: boolean): HTMLTableRowElement {
  const runId = idFromLink(e.botRun);
  return h(
    'tr',
    { class: fresh ? 'fresh' : null, 'data-testid': 'leaderboard-row', 'data-submission': e.submissionId, 'data-kind': e.participant.kind },
    h('td', { class: 'num', 'data-testid': 'row-rank' }, String(e.rank)),
    h('td', { class: 'name-cell' }, participantLabel(e.participant),
      runId ? h('span', { class: 'small' }, ' · ', link(href.botrun(runId), null, 'run')) : null),
    h('td', { class: 'num best', 'data-testid': 'row-score' }, formatInt(e.score)),
    h('td', { class: 'num' }, formatInt(e.moves)),
    h('td', { title: formatDate(e.receivedAt) }, formatAgo(e.receivedAt)),
    h('td', null, link(href.replay(e.submissionId), { class: 'btn btn-small', 'data-testid': 'row-replay', 'aria-label': `Replay rank ${e.rank}` }, 'Replay')),
  );
}

export function leaderboardTable(entries: readonly LeaderboardEntry[], fresh: ReadonlySet<number> = new Set()): HTMLElement {
  if (entries.length === 0) return h('p', { class: 'muted', 'data-testid': 'leaderboard-empty' }, 'No submissions yet: be the first.');
  return h(
    'div',
    { class: 'table-wrap' },
    h('table', { 'data-testid': 'leaderboard-table' },
      h('thead', null, h('tr', null,
        h('th', { class: 'num', scope: 'col' }, '#'),
        h('th', { scope: 'col' }, 'Participant'),
        h('th', { class: 'num', scope: 'col' }, 'Score'),
        h('th', { class: 'num', scope: 'col' }, 'Moves'),
        h('th', { scope: 'col' }, 'Received'),
        h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Replay')),
      )),
      h('tbody', null, entries.map((e) => leaderboardRow(e, fresh.has(e.submissionId))))),
  );
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
  const el = h('span', { class: 'live-status live-connecting', 'data-testid': 'live-status', role: 'status' }, h('span', { class: 'live-dot', 'aria-hidden': 'true' }), text);
  return {
    el,
    set(status) {
      el.className = `live-status live-${status}`;
      text.textContent = STATUS_TEXT[status];
      el.dataset.status = status;
    },
  };
}

/** A sentence for an error a page cannot do much about. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.detail ? `${e.title}: ${e.detail}` : e.title;
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
}

/** The moves with the score after each (scores[k] is the score after k moves). */
export function moveList(moves: readonly string[], scores: readonly number[], opts: MoveListOptions = {}): HTMLOListElement {
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
    const item = h('li', { class: cls, 'data-testid': i === opts.rejected ? 'move-rejected' : `move-${i + 1}`, 'data-index': i },
      h('span', { class: 'idx' }, `${i + 1}.`),
      h('span', { class: 'mv' }, moves[i]),
      after !== undefined ? h('span', { class: 'sc' }, formatInt(after)) : null);
    if (opts.onSelect) {
      item.style.cursor = 'pointer';
      item.addEventListener('click', () => opts.onSelect!(i));
    }
    list.append(item);
  }
  if (hi < moves.length) list.append(h('li', { class: 'more' }, `… ${moves.length - hi} later moves`));
  if (moves.length === 0) list.append(h('li', { class: 'more' }, 'No moves yet.'));
  return list;
}

/** Scrolls a list so its highlighted row is visible. */
export function revealInList(list: HTMLElement): void {
  const el = list.querySelector('.rejected, .current') as HTMLElement | null;
  if (el) {
    const top = el.offsetTop - list.clientHeight / 2;
    list.scrollTop = Math.max(0, top);
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
  return h('span', { class: `badge badge-state ${known.includes(state) ? `badge-${state}` : ''}`, 'data-testid': 'run-state' }, state);
}
