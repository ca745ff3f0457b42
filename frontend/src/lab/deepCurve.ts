/**
 * The learning curve: the network alone's mistake rate per training stage, one line per
 * solver-labelled position set and one for all of them, from the server's model card (GET
 * /api/lab/networks/connect-four); under it the card's facts, each stage's time and fate, and each
 * distinct training command once (with the stages it made), so that `bin/arena train` with the
 * same command and seed can make the same network again. On a phone the chart is drawn at the
 * width it has, so that its text stays 11 px, and the table of rates heads its columns short.
 */
import { h, replaceChildren, s } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { formatInt } from '../lib/format';
import { fetchModelCard, type ModelCard } from './engine';
import { NETWORK_GAME } from './games';
import {
  ALL_SETS,
  POSITION_SETS,
  curveLines,
  distinctCommands,
  mistakeNumber,
  notKept,
  setAbbreviations,
  setsOf,
  shortSetName,
  sizeText,
  stageStories,
  stageText,
  stepName,
  commandSummary,
  worseningRun,
} from './learningCurve';
import { fitChart } from '../lib/fitChart';
import { chartLegend, lineChart } from './lineChart';
import { panel } from './panel';

const TONES = ['lab-s1', 'lab-s2', 'lab-s3', 'lab-s4', 'lab-s5', 'lab-s6', 'lab-s0'];

/** The chart's width in its own units where it has the room (it is scaled up to 760 px). */
const CHART_UNITS = 560;

/**
 * A heading or cell of the table of rates in its usual words, and in the shorter ones a phone shows
 * instead (styles.css): screen readers keep reading the usual words.
 */
function longShort(long: string, short: string): HTMLElement[] {
  return [h('span', { class: 'lab-long' }, long), h('span', { class: 'lab-short', 'aria-hidden': 'true' }, short)];
}

/** A point of the legend: solid (kept) or hollow (not kept), in the text's colour. */
function dotSample(hollow: boolean): SVGSVGElement {
  return s(
    'svg',
    { class: 'lab-legend-line', viewBox: '0 0 24 8', width: 24, height: 8, 'aria-hidden': 'true' },
    s('circle', { cx: 12, cy: 4, r: 3, class: `lab-dot lab-s-all${hollow ? ' lab-hollow' : ''}` }),
  );
}

/**
 * Why kept generations can get worse on a set: the longest rise of any set's mistakes over kept
 * generations, from the card, and the reasons in words.
 */
function worse(card: ModelCard): HTMLElement[] {
  const runs = POSITION_SETS.map((set) => ({ set, run: worseningRun(card, set) })).filter((r) => r.run !== null);
  if (runs.length === 0) return [];
  const { set, run } = runs.reduce((a, b) => (b.run!.to - b.run!.from > a.run!.to - a.run!.from ? b : a));
  const r = run!;
  const first = card.stages[0]?.mistakes?.[set];
  const span = r.first === r.last ? `generation ${r.first}` : `generations ${r.first} to ${r.last}`;
  return [
    h(
      'p',
      { 'data-testid': 'deep-curve-worse' },
      `Why can a kept generation get worse? On ${set} positions the mistakes rose over ${span}, from ${(r.from * 100).toFixed(1)} % to ${(r.to * 100).toFixed(1)} %` +
        (typeof first === 'number' ? ` (${(first * 100).toFixed(1)} % after supervised training)` : '') +
        ', though each of those generations was kept. A generation is kept when it beats the best network in games against it, not when it makes fewer mistakes on the solver\u2019s sets: the two measure different things. Self-play also teaches the network from its own games, whose targets are only as good as a short search and one game\u2019s result, and whose openings it visits unevenly, so it can unlearn what the solver taught it about positions its games rarely reach. And a set holds a few dozen positions, so one or two positions decide a swing of several points. Later generations recovered, which is why the curve is read as a whole.',
    ),
  ];
}

function draw(card: ModelCard): { nodes: HTMLElement[]; fit(): void; dispose(): void } {
  const steps = card.stages.map(stepName);
  const hollow = notKept(card);
  const sets = setsOf(card);
  const series = curveLines(card).map((line, i) => ({
    name: line.name,
    points: line.points,
    // "all" stands out from the sets it pools.
    tone: line.name === ALL_SETS ? 'lab-s-all' : TONES[i % TONES.length],
  }));
  const chart = fitChart(
    (width) =>
      lineChart(series, {
        x: 'training stage (sup.: supervised; then self-play generations)',
        y: 'mistakes of the network alone (%)',
        label: 'Mistake rate of the network alone by training stage, one line per position set',
        testid: 'deep-curve-chart',
        xSteps: steps,
        hollowSteps: hollow,
        legend: false,
        width,
      }),
    CHART_UNITS,
  );
  const abbreviations = setAbbreviations(sets)
    .map(([short, long]) => `${short}: ${long}`)
    .join(', ');
  const nodes = [
    h(
      'div',
      { class: 'lab-chart-slot lab-curve-figure' },
      chart.el,
      // Beside the chart on a wide screen, under it on a narrow one (styles.css).
      chartLegend(
        series,
        'deep-curve-legend',
        ...(hollow.size > 0
          ? [
              h('span', null, dotSample(false), 'a generation kept'),
              h('span', null, dotSample(true), 'not kept (the best network’s rates, unchanged)'),
            ]
          : []),
      ),
    ),
    h(
      'dl',
      { class: 'lab-facts', 'data-testid': 'deep-card-facts' },
      h('dt', null, 'Architecture'),
      h('dd', null, card.architecture),
      h('dt', null, 'Parameters'),
      h('dd', null, formatInt(card.parameters)),
      h('dt', null, 'File size'),
      h('dd', null, sizeText(card.bytes)),
      card.provenance
        ? [
            h('dt', null, 'Provenance'),
            h(
              'dd',
              { 'data-testid': 'deep-provenance' },
              commandSummary(card.provenance) || 'The last training command:',
              h(
                'details',
                null,
                h('summary', null, 'The exact command'),
                h('code', { class: 'lab-command' }, card.provenance),
              ),
            ),
          ]
        : null,
    ),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'lab-table lab-mistakes', 'data-testid': 'deep-mistakes' },
        h(
          'caption',
          { class: 'small muted' },
          'Mistake rate per position set: moves whose solved outcome (win, draw, loss) is worse than the best move’s',
          // What the phone's short headings stand for.
          h(
            'span',
            { class: 'lab-short', 'aria-hidden': 'true', 'data-testid': 'deep-mistakes-key' },
            `. In %, by stage (sup.: supervised; then self-play generations)${abbreviations ? `; ${abbreviations}` : ''}.`,
          ),
        ),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, longShort('Stage', '#')),
            sets.map((set) => h('th', { scope: 'col', class: 'num', title: set }, longShort(set, shortSetName(set)))),
          ),
        ),
        h(
          'tbody',
          null,
          card.stages.map((stage) =>
            h(
              'tr',
              { 'data-testid': `deep-stage-${stage.name}` },
              h('th', { scope: 'row' }, longShort(stage.label, stepName(stage))),
              sets.map((set) => {
                const n = mistakeNumber(stage, set);
                // The unit goes on a phone: the key above says it.
                return h('td', { class: 'num' }, n, n === '–' ? null : h('span', { class: 'lab-long' }, ' %'));
              }),
            ),
          ),
        ),
      ),
    ),
    h('h3', null, 'What happened at each stage'),
    h(
      'ol',
      { class: 'lab-stages', 'data-testid': 'deep-stages' },
      stageStories(card).map((story, i) =>
        h(
          'li',
          { 'data-testid': `deep-story-${card.stages[i].name}` },
          story,
          ' ',
          h('span', { class: 'small muted' }, stageText(card.stages[i])),
        ),
      ),
    ),
    ...worse(card),
    // One command makes every self-play generation: each distinct one is shown once.
    h(
      'details',
      { class: 'lab-commands', 'data-testid': 'deep-commands' },
      h('summary', null, `How to make them again: the training commands (${distinctCommands(card).length})`),
      h(
        'ul',
        null,
        distinctCommands(card).map((use) =>
          h('li', null, h('strong', null, use.stages), h('code', { class: 'lab-command' }, use.command)),
        ),
      ),
    ),
  ];
  return { nodes, fit: chart.fit, dispose: chart.dispose };
}

export function curveSection(): { el: HTMLElement; dispose(): void } {
  let left = false;
  let drawn: ReturnType<typeof draw> | null = null;
  const body = h('div', { 'data-testid': 'deep-curve' }, h('p', { class: 'muted' }, 'Loading the model card…'));
  fetchModelCard(NETWORK_GAME)
    .then((card) => {
      if (left) return;
      drawn = draw(card);
      replaceChildren(body, ...drawn.nodes);
      // On the page now: the chart takes the width it has at once.
      drawn.fit();
    })
    .catch((e) => {
      if (!left) replaceChildren(body, errorNotice(e, 'deep-curve-error'));
    });
  const el = panel(
    { class: 'panel lab-wide', 'aria-label': 'The learning curve' },
    'The learning curve',
    'How often the network alone (its highest prior, no search) picks a move whose solved outcome is worse than the best move’s, on positions the exact solver labelled, after each training stage: learning from the solver, then generations of self-play.',
    body,
  );
  return {
    el,
    dispose: () => {
      left = true;
      drawn?.dispose();
    },
  };
}
