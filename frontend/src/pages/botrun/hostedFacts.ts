/**
 * A hosted run's facts on its page: which program ran (bot, version, SHA-256, runtime) and, once it
 * ended, its record: the verdict in words with what to fix, CPU time against the budget, wall time
 * and peak memory, as the sandbox measured them.
 */
import { h, link, replaceChildren } from '../../lib/dom';
import { stat } from '../../lib/components';
import { formatDuration } from '../../lib/format';
import type { HostedBotRunView, HostedRunFacts, RunRecord } from '../../lib/hostedApi';
import { formatBytes } from '../../lib/hostedUpload';
import { href } from '../../lib/routes';
import { shaLabel } from '../../lib/shaLabel';
import { cpuAgainstBudget, verdictWords } from '../../lib/verdictText';

export interface HostedFacts {
  el: HTMLElement;
  /** Shows the stored run's record (once the run ended). */
  show(run: HostedBotRunView): void;
}

function recordView(r: RunRecord, cpuSeconds: number | undefined): HTMLElement {
  const v = verdictWords(r);
  const cpu = stat('CPU time', 'hosted-cpu', cpuAgainstBudget(r.cpuMs, cpuSeconds));
  const wall = stat('Wall time', 'hosted-wall', formatDuration(r.wallMs));
  const memory = stat('Peak memory', 'hosted-memory', formatBytes(r.peakMemoryBytes));
  return h(
    'div',
    { 'data-testid': 'hosted-record', 'data-verdict': r.verdict },
    h(
      'div',
      { class: v.ok ? 'notice notice-ok' : 'notice notice-bad', role: 'status' },
      h('p', { 'data-testid': 'hosted-verdict' }, v.title),
      v.detail ? h('pre', { class: 'hosted-detail', 'data-testid': 'hosted-verdict-detail' }, v.detail) : null,
    ),
    h('div', { class: 'stats-grid', style: 'margin-top:0.75rem' }, cpu.el, wall.el, memory.el),
  );
}

function facts(f: HostedRunFacts): HTMLElement {
  return h(
    'dl',
    { class: 'hosted-facts', 'data-testid': 'hosted-facts' },
    h('dt', null, 'Bot'),
    h('dd', null, link(href.hostedBot(f.botId), { 'data-testid': 'hosted-bot' }, f.bot), ' by ', f.owner),
    h('dt', null, 'Version'),
    h('dd', { 'data-testid': 'hosted-version' }, `v${f.version}`),
    h('dt', null, 'SHA-256'),
    h('dd', null, shaLabel(f.sha256)),
    h('dt', null, 'Runtime'),
    h('dd', { 'data-testid': 'hosted-runtime' }, f.runtime),
    f.attempts > 1 ? h('dt', null, 'Attempts') : null,
    f.attempts > 1 ? h('dd', { title: 'Started again after a worker stopped' }, String(f.attempts)) : null,
  );
}

export function hostedFacts(run: HostedBotRunView & { hosted: HostedRunFacts }): HostedFacts {
  const record = h('div', { 'data-testid': 'hosted-record-slot' });
  const el = h('section', { class: 'panel' }, h('h2', null, 'Hosted bot'), facts(run.hosted), record);
  const show = (r: HostedBotRunView) => {
    const rec = r.hosted?.record;
    replaceChildren(record, rec ? recordView(rec, r.cpuSeconds) : null);
  };
  show(run);
  return { el, show };
}
