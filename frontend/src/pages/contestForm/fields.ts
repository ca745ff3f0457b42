/**
 * The contest form's own fields (title, description, times, bots, rate limit, scoring): their
 * inputs filled from the values, the slots where their problems show, and reading them back.
 */
import { field, h, setText } from '../../lib/dom';
import { SCORING_RULES } from '../../lib/contests/api';
import type { ContestFormValues } from '../../lib/contests/form';

export interface ContestFields {
  /** The fields in the form's order, each wrapped with its label. */
  title: HTMLElement;
  description: HTMLElement;
  times: HTMLElement;
  bots: HTMLElement;
  rateLimit: HTMLElement;
  scoring: HTMLElement;
  /** Where a problem with a field shows, by the name lib/contests/form's fieldSlot gives. */
  slots: Record<string, HTMLElement>;
  /** Copies what the inputs hold into `values`. */
  readInto(values: ContestFormValues): void;
  /** Disables the inputs of the fields not in `editable` (what the contest's phase no longer lets change). */
  lock(editable: ReadonlySet<string>): void;
}

const input = (id: string, testid: string, attrs: Record<string, string> = {}) =>
  h('input', { id, 'data-testid': testid, autocomplete: 'off', ...attrs });

/** The fields filled from `values`; `zone` names the viewer's time zone in the times' labels. */
export function contestFields(values: ContestFormValues, zone: string): ContestFields {
  const title = input('cf-title', 'contest-form-title', { type: 'text', maxlength: '120' });
  title.value = values.title;
  const description = h('textarea', {
    id: 'cf-description',
    'data-testid': 'contest-form-description',
    rows: '5',
    maxlength: '10000',
  });
  description.value = values.description;
  const startsAt = input('cf-starts', 'contest-form-starts', { type: 'datetime-local' });
  startsAt.value = values.startsAt;
  const endsAt = input('cf-ends', 'contest-form-ends', { type: 'datetime-local' });
  endsAt.value = values.endsAt;
  const freezesAt = input('cf-freezes', 'contest-form-freezes', { type: 'datetime-local' });
  freezesAt.value = values.freezesAt;
  const bots = input('cf-bots', 'contest-form-bots', { type: 'checkbox' });
  bots.checked = values.botsAllowed;
  const rateCount = input('cf-rate', 'contest-form-rate-count', {
    type: 'number',
    min: '1',
    max: '10000',
    style: 'width:6rem',
  });
  rateCount.value = values.rateSubmissions;
  const rateSeconds = input('cf-rate-seconds', 'contest-form-rate-seconds', {
    type: 'number',
    min: '1',
    max: '86400',
    style: 'width:7rem',
  });
  rateSeconds.value = values.ratePerSeconds;
  const scoring = h(
    'select',
    { id: 'cf-scoring', 'data-testid': 'contest-form-scoring' },
    SCORING_RULES.map((r) => h('option', { value: r.id }, r.label)),
  );
  scoring.value = values.scoring;
  const scoringHelp = h('p', { class: 'field-hint', 'data-testid': 'contest-form-scoring-help' });
  const showHelp = () => setText(scoringHelp, SCORING_RULES.find((r) => r.id === scoring.value)?.help ?? '');
  scoring.addEventListener('change', showHelp);
  showHelp();

  const fTitle = field('Title', title);
  const fDescription = field('Description', description, 'Plain text; line breaks are kept.');
  const fStarts = field(`Start (${zone})`, startsAt);
  const fEnds = field(`End (${zone})`, endsAt);
  const fFreezes = field(
    `Scoreboard freeze (optional, ${zone})`,
    freezesAt,
    'From then on participants see the board as it was; you lift the freeze after the end.',
  );
  const fRate = field('Rate limit: submissions', rateCount);
  const fRateSeconds = field('per seconds', rateSeconds, 'Per participant, in any window of that many seconds.');
  const fScoring = field('Scoring rule', scoring);
  scoring.insertAdjacentElement('afterend', scoringHelp);
  const botsError = h('p', { class: 'field-error', 'data-testid': 'cf-bots-error', role: 'alert' });

  const lockable: Record<string, HTMLInputElement[] | HTMLSelectElement[]> = {
    startsAt: [startsAt],
    endsAt: [endsAt],
    freezesAt: [freezesAt],
    botsAllowed: [bots],
    rateLimit: [rateCount, rateSeconds],
    scoring: [scoring],
  };
  return {
    title: fTitle.wrap,
    description: fDescription.wrap,
    times: h('div', { class: 'row' }, fStarts.wrap, fEnds.wrap, fFreezes.wrap),
    bots: h(
      'div',
      { class: 'field' },
      h('label', { class: 'check', for: 'cf-bots' }, bots, 'Bots (API tokens) may register and submit'),
      botsError,
    ),
    rateLimit: h('div', { class: 'row' }, fRate.wrap, fRateSeconds.wrap),
    scoring: fScoring.wrap,
    slots: {
      title: fTitle.error,
      description: fDescription.error,
      startsAt: fStarts.error,
      endsAt: fEnds.error,
      freezesAt: fFreezes.error,
      botsAllowed: botsError,
      rateLimit: fRate.error,
      scoring: fScoring.error,
    },
    readInto(v) {
      v.title = title.value;
      v.description = description.value;
      v.startsAt = startsAt.value;
      v.endsAt = endsAt.value;
      v.freezesAt = freezesAt.value;
      v.botsAllowed = bots.checked;
      v.rateSubmissions = rateCount.value;
      v.ratePerSeconds = rateSeconds.value;
      v.scoring = scoring.value;
    },
    lock(editable) {
      for (const [name, els] of Object.entries(lockable))
        if (!editable.has(name)) els.forEach((el) => (el.disabled = true));
    },
  };
}
