/**
 * The lab's last step, Arena: UCT against the deep bot against minimax, not on one position but
 * over hundreds of rated games. From the ladder of the game with a network (Connect Four) it takes each family's strongest
 * reference bot and draws its rating after every counted game with its 95% interval (the Elo
 * curves), says in plain words what Glicko-2 and Elo do with those games, compares the three
 * pairwise, and links to the ladder, to the games being played now and to starting a match.
 */
import { h, link, replaceChildren, s } from '../lib/dom';
import { errorNotice } from '../lib/components';
import { ArenaApi, type ArenaLadder, type ArenaPlayerView } from '../lib/arenaApi';
import { linearScale, linearTicks } from '../lib/chart';
import { fitChart } from '../lib/fitChart';
import { href } from '../lib/routes';
import { colHeads, wrappedTable } from '../lib/table';
import { chartLegend } from './lineChart';
import { twoPlayerGame } from './games';
import {
  ARENA_LAB_GAME,
  contenders,
  curve,
  gapText,
  ratingRange,
  type Contender,
  type CurvePoint,
} from './arenaCurves';

const UNITS = 640;
const H = 300;
const M = { left: 52, right: 14, top: 12, bottom: 38 };

interface Drawn {
  contender: Contender;
  points: CurvePoint[];
}

/** Each bot's rating line inside its band, against the games it has played. */
function drawCurves(drawn: readonly Drawn[], w: number): SVGSVGElement {
  const svg = s('svg', {
    class: 'chart-svg lab-chart',
    viewBox: `0 0 ${w} ${H}`,
    role: 'img',
    'aria-label': 'Each bot\u2019s rating after every counted game, with its 95% interval',
    'data-testid': 'lab-arena-chart',
  });
  const most = Math.max(1, ...drawn.map((d) => d.points.length));
  const x = linearScale([0, most], [M.left, w - M.right]);
  const y = linearScale(ratingRange(drawn.map((d) => d.points)), [H - M.bottom, M.top]);
  for (const t of linearTicks(y.domain, 5)) {
    svg.append(
      s('line', { class: 'chart-gridline', x1: M.left, x2: w - M.right, y1: y(t), y2: y(t) }),
      s('text', { class: 'chart-tick', x: M.left - 6, y: y(t) + 4, 'text-anchor': 'end' }, String(Math.round(t))),
    );
  }
  for (const t of linearTicks([0, most], Math.max(2, Math.floor((w - M.left - M.right) / 70))).filter(Number.isInteger))
    svg.append(s('text', { class: 'chart-tick', x: x(t), y: H - M.bottom + 16, 'text-anchor': 'middle' }, String(t)));
  svg.append(
    s('line', { class: 'chart-axis', x1: M.left, x2: w - M.right, y1: H - M.bottom, y2: H - M.bottom }),
    s(
      'text',
      { class: 'chart-tick', x: (M.left + w - M.right) / 2, y: H - 4, 'text-anchor': 'middle' },
      'counted games',
    ),
  );
  for (const d of drawn) {
    if (d.points.length === 0) continue;
    const at = (p: CurvePoint, v: number) => `${x(p.games).toFixed(1)},${y(v).toFixed(1)}`;
    const upper = d.points.map((p) => at(p, p.high));
    const lower = d.points.map((p) => at(p, p.low)).reverse();
    svg.append(
      s('path', {
        class: `lab-arena-band ${d.contender.family.tone}`,
        d: `M${upper.join('L')}L${lower.join('L')}Z`,
        'data-testid': 'lab-arena-band',
      }),
      s('path', {
        class: `lab-line ${d.contender.family.tone}`,
        d: `M${d.points.map((p) => at(p, p.rating)).join('L')}`,
        'data-testid': 'lab-arena-line',
        'data-player': d.contender.player.id,
        'data-points': d.points.length,
      }),
    );
  }
  return svg;
}

function explanation(): HTMLElement {
  return h(
    'section',
    { class: 'panel lab-explain', 'data-testid': 'lab-arena-explain' },
    h('h2', null, 'Ratings in plain words'),
    h(
      'p',
      null,
      'The other steps compare the searches on positions. The arena compares them the way people compare chess players: by letting them play each other, over and over, and keeping a rating. The reference bots below decide within a fixed number of simulations or a fixed depth, never a time, so every game they play replays move for move on any machine.',
    ),
    h(
      'p',
      null,
      h('strong', null, 'Elo'),
      ' turns a rating gap into an expected score: 1 / (1 + 10^(\u2212gap/400)). Equal ratings expect 50%; 100 points more expect about 64%; 200 points about 76%; 400 points about 91%. After each game a rating moves by how much the result surprised: a win that was expected moves it little, an upset a lot.',
    ),
    h(
      'p',
      null,
      h('strong', null, 'Glicko-2'),
      ', which the arena uses, adds how sure it is: each rating has a deviation (RD). A new bot starts at 1500 with RD 350, so its 95% interval (rating \u00b1 1.96 RD) spans about 1,400 points; each game narrows it, and a bot whose results swing more than expected keeps it wider (its volatility). That is why the bands above start wide and close in: the line is the best guess, the band where the true strength lies with 95% confidence. Two bots whose bands are apart are told apart; while they overlap, more games are needed, and a match (a sequential test that stops as soon as the evidence is enough) settles it.',
    ),
  );
}

function show(root: HTMLElement, ladder: ArenaLadder, views: readonly ArenaPlayerView[], chosen: readonly Contender[]) {
  const drawn: Drawn[] = chosen.map((c, i) => ({ contender: c, points: curve(views[i].history) }));
  const chart = fitChart((units) => drawCurves(drawn, units), UNITS);
  const legend = chartLegend(
    chosen.map((c) => ({ name: `${c.player.label} (${c.family.title})`, points: [], tone: c.family.tone })),
    'lab-arena-legend',
  );
  const rows = chosen.map((c) =>
    h(
      'tr',
      { 'data-testid': 'lab-arena-row', 'data-player': c.player.id },
      h('td', null, c.family.title),
      h(
        'td',
        null,
        link(href.arenaPlayer(c.player.id), null, c.player.label),
        c.player.label === c.player.spec ? null : [' ', h('code', null, c.player.spec)],
      ),
      h('td', { class: 'num', 'data-testid': 'lab-arena-rating' }, String(Math.round(c.player.rating))),
      h(
        'td',
        { class: 'num', 'data-testid': 'lab-arena-interval' },
        `${Math.round(c.player.low)} \u2013 ${Math.round(c.player.high)}`,
      ),
      h('td', { class: 'num' }, String(c.player.games)),
      h('td', { class: 'num' }, `${c.player.wins} / ${c.player.draws} / ${c.player.losses}`),
    ),
  );
  const pairs: HTMLElement[] = [];
  for (let i = 0; i < chosen.length; i++)
    for (let j = i + 1; j < chosen.length; j++)
      pairs.push(h('li', { 'data-testid': 'lab-arena-gap' }, gapText(chosen[i].player, chosen[j].player)));
  const deep = chosen.find((c) => c.family.algorithm === 'deep') ?? chosen[0];
  replaceChildren(
    root,
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'UCT v the deep bot v minimax: Elo curves'),
      h(
        'p',
        { class: 'small muted' },
        `The strongest reference bot of each family on the ${ladder.players.length}-bot ${twoPlayerGame(ARENA_LAB_GAME).title} ladder: its rating after every counted game it played, inside its 95% interval.`,
      ),
      chart.el,
      legend,
      wrappedTable(
        { 'data-testid': 'lab-arena-table' },
        [
          ...colHeads('Family', 'Bot'),
          h('th', { class: 'num', scope: 'col' }, 'Rating'),
          h('th', { class: 'num', scope: 'col' }, '95% interval'),
          h('th', { class: 'num', scope: 'col' }, 'Games'),
          h('th', { class: 'num', scope: 'col' }, 'W / D / L'),
        ],
        rows,
      ),
      h('ul', { 'data-testid': 'lab-arena-gaps' }, pairs),
      h(
        'p',
        null,
        link(href.arena(ARENA_LAB_GAME), { 'data-testid': 'lab-arena-ladder' }, 'The whole ladder'),
        ' \u00b7 ',
        link(href.arenaLive(), { 'data-testid': 'lab-arena-live' }, 'games being played now'),
        ' \u00b7 ',
        deep
          ? link(
              href.arenaPlayer(deep.player.id),
              { 'data-testid': 'lab-arena-match' },
              `start a match with ${deep.player.label}`,
            )
          : null,
        ' (signed in: pick its opponent and the bounds on its page; the match plays until the test is sure).',
      ),
    ),
    explanation(),
  );
  chart.fit();
  return () => chart.dispose();
}

export function mountArena(root: HTMLElement): () => void {
  let disposed = false;
  let cleanup: () => void = () => undefined;
  replaceChildren(
    root,
    h('p', { class: 'loading' }, `Reading the ${twoPlayerGame(ARENA_LAB_GAME).title} ladder\u2026`),
  );
  void (async () => {
    try {
      const ladder = await ArenaApi.ladder(ARENA_LAB_GAME, 'server');
      const chosen = contenders(ladder.players);
      const views = await Promise.all(chosen.map((c) => ArenaApi.player(c.player.id)));
      if (!disposed) cleanup = show(root, ladder, views, chosen);
    } catch (e) {
      if (!disposed) replaceChildren(root, errorNotice(e));
    }
  })();
  return () => {
    disposed = true;
    cleanup();
  };
}
