/** The Glicko-2 constants the ladders use, as GET /api/arena/constants publishes them. */
import { h } from '../../lib/dom';
import type { ArenaConstants } from '../../lib/arenaApi';

export function constantsPanel(c: ArenaConstants): HTMLElement {
  const row = (term: string, value: string, testid: string, wide = false) =>
    h(
      'div',
      wide ? { class: 'arena-fact-wide' } : null,
      h('dt', null, term),
      h('dd', { 'data-testid': testid }, value),
    );
  return h(
    'section',
    { class: 'panel', 'data-testid': 'arena-constants' },
    h('h2', null, 'How the ratings are computed: Glicko-2'),
    h(
      'dl',
      { class: 'arena-facts' },
      row('tau (volatility change)', String(c.tau), 'constant-tau'),
      row('initial rating', String(c.initialRating), 'constant-rating'),
      row('initial RD', String(c.initialDeviation), 'constant-rd'),
      row('initial volatility', String(c.initialVolatility), 'constant-volatility'),
      row('rating period', c.ratingPeriod, 'constant-period', true),
      row('provisional while', `RD \u2265 ${c.provisionalDeviation}`, 'constant-provisional'),
      row('95% interval', `rating \u00b1 ${c.z95} RD`, 'constant-interval'),
    ),
    h(
      'p',
      { class: 'small muted' },
      "Glickman's \u201cExample of the Glicko-2 system\u201d, reproduced exactly by the server's unit test. ",
      'A provisional rating (marked \u2020) has not had enough games to be trusted yet.',
    ),
  );
}
