/**
 * An arena match's page (/arena/matches/<id>): its two players, the SPRT's bounds, its state and
 * verdict, the LLR chart (one point a pair, between the bounds), Elo with its 95% interval, W/D/L
 * and the pairs' pentanomial counts, the games left while running, every pair's games, and a Cancel
 * button for whoever started it. It polls every 2 s while the match runs.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { errorNotice, errorText } from '../lib/components';
import { ArenaApi, type ArenaMatchPair, type ArenaMatchView } from '../lib/arenaApi';
import { wdlText } from '../lib/arenaFormat';
import { eloText, gamesLeftText, sprtPoints, verdictText } from '../lib/arenaMatchFormat';
import { formatInstant } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { me, onSession } from '../lib/session';
import { colHeads, wrappedTable } from '../lib/table';
import { sprtChart } from '../views/sprtChart';
import { arenaGameTitle } from './arena/gameTitle';

const POLL_MS = 2000;
const PENTANOMIAL = ['0', '½', '1', '1½', '2'];

function scoreText(s: number): string {
  return s === 1 ? '1' : s === 0 ? '0' : '½';
}

function pairsTable(pairs: ArenaMatchPair[]): HTMLElement {
  if (pairs.length === 0) return h('p', { class: 'muted' }, 'No pair played yet.');
  return wrappedTable(
    { 'data-testid': 'match-pairs' },
    [
      h('th', { class: 'num', scope: 'col' }, 'Pair'),
      ...colHeads('Game 1', 'Game 2 (colours swapped)'),
      h('th', { class: 'num', scope: 'col' }, 'LLR'),
    ],
    [...pairs]
      .reverse()
      .map((p) =>
        h(
          'tr',
          { 'data-testid': 'match-pair' },
          h('td', { class: 'num' }, String(p.index + 1)),
          h(
            'td',
            null,
            link(href.arenaGame(p.firstGameId), { 'data-testid': 'match-game-link' }, `#${p.firstGameId}`),
            ` ${scoreText(p.firstScore)}`,
          ),
          h(
            'td',
            null,
            link(href.arenaGame(p.secondGameId), { 'data-testid': 'match-game-link' }, `#${p.secondGameId}`),
            ` ${scoreText(p.secondScore)}`,
          ),
          h('td', { class: 'num' }, p.llr.toFixed(2)),
        ),
      ),
  );
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'arenamatch') return () => {};
  const matchId = route.id;
  const { root } = ctx;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chart: ReturnType<typeof sprtChart> | null = null;
  let last: ArenaMatchView | null = null;
  replaceChildren(root, h('h1', null, 'Arena match'), h('p', { class: 'loading' }, 'Loading…'));

  function cancelButton(m: ArenaMatchView): HTMLElement | null {
    const who = me();
    if (m.state !== 'running' || !who || who.username !== m.startedBy) return null;
    const error = h('span', { class: 'error', role: 'alert', 'data-testid': 'match-cancel-error' });
    const button = h('button', { type: 'button', class: 'btn', 'data-testid': 'match-cancel' }, 'Cancel');
    button.addEventListener('click', () => {
      button.disabled = true;
      ArenaApi.cancelMatch(m.id).then(
        (v) => !disposed && render(v),
        (e) => {
          button.disabled = false;
          error.textContent = errorText(e);
        },
      );
    });
    return h('p', null, button, ' ', error);
  }

  function render(m: ArenaMatchView): void {
    last = m;
    ctx.title(`Match #${m.id} · Arena`);
    chart?.dispose();
    chart = sprtChart(sprtPoints(m), m.llrLower, m.llrUpper, m.maxGames);
    const left = gamesLeftText(m);
    const c = m.pairCounts;
    replaceChildren(
      root,
      h(
        'div',
        { class: 'page-head' },
        h(
          'h1',
          { 'data-testid': 'match-title' },
          link(href.arenaPlayer(m.first.playerId), { 'data-testid': 'match-first' }, m.first.label),
          ' vs ',
          link(href.arenaPlayer(m.second.playerId), { 'data-testid': 'match-second' }, m.second.label),
        ),
        h(
          'span',
          { class: 'crumbs' },
          link(href.arena(m.game, m.pool), { 'data-testid': 'arena-ladder-link' }, `${arenaGameTitle(m.game)} ladder`),
          ` \u00b7 match #${m.id} by ${m.startedBy}, ${formatInstant(m.createdAt)}`,
        ),
      ),
      h(
        'section',
        { class: 'panel' },
        h(
          'p',
          null,
          h('span', { class: `badge badge-state badge-${m.state}`, 'data-testid': 'match-state' }, m.state),
          ' ',
          h('strong', { 'data-testid': 'match-verdict' }, verdictText(m)),
        ),
        h(
          'p',
          { class: 'small', 'data-testid': 'match-bounds' },
          `SPRT of Elo ${m.elo0} (H0) against ${m.elo1} (H1), \u03b1 ${m.alpha}, \u03b2 ${m.beta}, at most ${m.maxGames} games; `,
          `LLR ${m.llr.toFixed(2)} between ${m.llrLower.toFixed(2)} and ${m.llrUpper.toFixed(2)}.`,
        ),
        h('p', null, 'Elo of the first: ', h('span', { 'data-testid': 'match-elo' }, eloText(m))),
        h(
          'p',
          { class: 'small' },
          'W / D / L (first player\u2019s side): ',
          h('span', { 'data-testid': 'match-wdl' }, wdlText(m.wins, m.draws, m.losses)),
          ` in ${m.games} games; pairs scoring `,
          h('span', { 'data-testid': 'match-pentanomial' }, PENTANOMIAL.map((s, i) => `${s}: ${c[i] ?? 0}`).join(', ')),
          '.',
        ),
        left ? h('p', { class: 'small', 'data-testid': 'match-games-left' }, left) : null,
        cancelButton(m),
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'SPRT'),
        h('p', { class: 'small muted' }, 'Log-likelihood ratio after each pair; the test stops at a dashed bound.'),
        chart.el,
      ),
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Pairs'),
        h(
          'p',
          { class: 'small muted' },
          `Each game with ${m.first.label}\u2019s score in it, and the LLR after the pair.`,
        ),
        pairsTable(m.pairs),
      ),
    );
    chart.fit();
  }

  function load(): void {
    ArenaApi.match(matchId).then(
      (m) => {
        if (disposed) return;
        render(m);
        if (m.state === 'running') timer = setTimeout(load, POLL_MS);
      },
      (e) => {
        if (disposed) return;
        if (last) timer = setTimeout(load, POLL_MS);
        else replaceChildren(root, h('h1', null, 'Arena match'), errorNotice(e));
      },
    );
  }
  load();
  // The Cancel button depends on who is logged in, which may be known only after the first draw.
  const offSession = onSession(() => {
    if (last && !disposed) render(last);
  });
  return () => {
    disposed = true;
    if (timer) clearTimeout(timer);
    offSession();
    chart?.dispose();
  };
}
