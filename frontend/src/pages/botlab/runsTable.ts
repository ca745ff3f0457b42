/**
 * A list of bot runs. Where its card is wide it is a table with a column per fact; where it is not
 * (a phone, a narrow window) each run becomes two lines (its number and bot; then best, state,
 * instance, owner and start), so nothing scrolls sideways and a bot's name keeps the width to
 * stay on two lines (src/styles/botlab.css, "Runs tables").
 */
import { h, link } from '../../lib/dom';
import type { BotRunView } from '../../lib/api';
import { stateBadge } from '../../lib/components';
import { formatAgo, formatInstant, formatInt } from '../../lib/format';
import { href } from '../../lib/routes';

export interface RunsTableOptions {
  /** Whose run each is: left out where every run is the viewer's own. */
  owner?: boolean;
}

export function runsTable(runs: readonly BotRunView[], opts: RunsTableOptions = {}): HTMLElement {
  if (runs.length === 0) return h('p', { class: 'muted' }, 'No runs yet.');
  const owner = opts.owner ?? true;
  return h(
    'div',
    { class: 'table-wrap runs-wrap' },
    h(
      'table',
      { class: 'runs-table', 'data-testid': 'runs-table' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { class: 'num run-id', scope: 'col' }, 'Run'),
          h('th', { class: 'run-state', scope: 'col' }, 'State'),
          h('th', { class: 'run-bot', scope: 'col' }, 'Bot'),
          h('th', { class: 'run-instance', scope: 'col' }, 'Instance'),
          h('th', { class: 'num best', scope: 'col' }, 'Best'),
          owner ? h('th', { class: 'run-owner', scope: 'col' }, 'Owner') : null,
          h('th', { class: 'run-started', scope: 'col' }, 'Started'),
        ),
      ),
      h(
        'tbody',
        null,
        runs.map((r) =>
          h(
            'tr',
            { 'data-testid': 'run-row' },
            h('td', { class: 'num run-id' }, link(href.botrun(r.id), null, `#${r.id}`)),
            h('td', { class: 'run-state' }, stateBadge(r.state)),
            h('td', { class: 'run-bot' }, link(href.botrun(r.id), { 'data-testid': 'run-bot' }, r.name)),
            h('td', { class: 'run-instance' }, h('code', null, `${r.game} ${r.instance}`)),
            h('td', { class: 'num best' }, r.best ? formatInt(r.best.score) : '–'),
            // Two lines per run where the card is narrow: this ends the first.
            h('td', { class: 'run-break', 'aria-hidden': 'true' }),
            owner ? h('td', { class: 'run-owner', title: r.owner }, r.owner) : null,
            h('td', { class: 'run-started', title: formatInstant(r.createdAt) }, formatAgo(r.createdAt)),
          ),
        ),
      ),
    ),
  );
}
