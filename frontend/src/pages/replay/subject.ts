/** What a replay shows, a stored submission or a record, with its header. User text goes in as text. */
import { h, link } from '../../lib/dom';
import type { RecordView, SubmissionView } from '../../lib/api';
import { copyMark, participantLabel } from '../../lib/components';
import { formatInstant, formatInt } from '../../lib/format';
import { href, idFromLink } from '../../lib/routes';

/** The header of a replay: who, what, the verified score. User text goes in as text. */
export function replayHeader(s: SubmissionView, title: string): HTMLElement {
  const runId = idFromLink(s.botRun);
  return h(
    'div',
    { class: 'page-head' },
    h('h1', null, `Replay #${s.id}`),
    h('span', { class: 'crumbs' }, title, ' · ', h('code', { 'data-testid': 'instance-id' }, s.instance)),
    h(
      'p',
      { style: 'flex-basis:100%;margin:0' },
      participantLabel(s.participant),
      h(
        'span',
        { class: 'muted' },
        ` · verified score ${formatInt(s.score)} in ${formatInt(s.moveCount)} moves · ${formatInstant(s.receivedAt)} · verifier ${s.verifierVersion}`,
      ),
      runId ? h('span', null, ' · ', link(href.botrun(runId), null, 'bot run')) : null,
    ),
    s.copyOf ? h('p', { style: 'flex-basis:100%;margin:0' }, copyMark(s.copyOf)) : null,
  );
}

/** The header of a record's replay: who holds it, when and where it was published. User text goes in as text. */
export function recordHeader(r: RecordView, title: string): HTMLElement {
  return h(
    'div',
    { class: 'page-head', 'data-testid': 'record-header' },
    h('h1', null, `Record #${r.id}`),
    h('span', { class: 'crumbs' }, title, ' · ', h('code', { 'data-testid': 'instance-id' }, r.instance)),
    h(
      'p',
      { style: 'flex-basis:100%;margin:0' },
      h('span', { class: 'badge badge-record', title: 'The best known result: not ranked' }, 'record'),
      ' ',
      h('span', { class: 'participant-name', 'data-testid': 'record-holder' }, r.holder),
      h(
        'span',
        { class: 'muted' },
        ` · verified score ${formatInt(r.score)} in ${formatInt(r.moveCount)} moves`,
        r.achieved ? ` · achieved ${r.achieved}` : '',
      ),
    ),
    h(
      'p',
      { class: 'small muted', style: 'flex-basis:100%;margin:0', 'data-testid': 'record-source' },
      'Source: ',
      r.source,
    ),
  );
}

/** What a replay shows: a stored submission's line, or a record's. */
export interface ReplaySubject {
  game: string;
  instance: string;
  moves: string[];
  /** The score the server verified. */
  score: number;
  /** "Replay #12", "Record #3": the heading while loading, and the tab's title. */
  label: string;
  header(gameTitle: string): HTMLElement;
  /** The server's side of a disagreement: "the server 178 (verifier 3)". */
  serverSays: string;
  /** The page's URL at a step (null: the final position). */
  url(step: number | null): string;
}

export function submissionSubject(s: SubmissionView): ReplaySubject {
  return {
    game: s.game,
    instance: s.instance,
    moves: s.moves ?? [],
    score: s.score,
    label: `Replay #${s.id}`,
    header: (title) => replayHeader(s, title),
    serverSays: `the server ${s.score} (verifier ${s.verifierVersion})`,
    url: (step) => href.replay(s.id, step),
  };
}

export function recordSubject(r: RecordView): ReplaySubject {
  return {
    game: r.game,
    instance: r.instance,
    moves: r.moves ?? [],
    score: r.score,
    label: `Record #${r.id}`,
    header: (title) => recordHeader(r, title),
    serverSays: `the server ${r.score} (replayed at its start-up)`,
    url: (step) => href.record(r.id, step),
  };
}
