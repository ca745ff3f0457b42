/**
 * A participant's public profile (/profile/{account}, /profile/{account}/bots/{bot}): their place
 * in the overall ranking, their entry on every board with its rank and percent of the record (each
 * opening its replay), their latest submissions, their contests with the public placing, and a
 * person's bots. Only what the boards and scoreboards show anyone.
 */
import { h, link, replaceChildren } from '../lib/dom';
import { Api, type Profile } from '../lib/api';
import { errorNotice, percentText } from '../lib/components';
import { formatAgo, formatInstant, formatInt, ordinal } from '../lib/format';
import type { PageContext } from '../lib/page';
import { href } from '../lib/routes';
import { wrappedTable } from '../lib/table';

function table(testid: string, head: string[], rows: HTMLTableRowElement[], empty: string): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'muted', 'data-testid': `${testid}-empty` }, empty);
  return wrappedTable(
    { 'data-testid': testid },
    head.map((t, i) => h('th', { scope: 'col', class: i > 1 && t !== 'When' ? 'num' : null }, t)),
    rows,
  );
}

export function renderProfile(p: Profile): HTMLElement[] {
  const who = p.participant;
  const title = who.kind === 'bot' ? `${who.name}, a bot of ${who.account}` : who.name;
  const boards = p.bests.map((b) =>
    h(
      'tr',
      { 'data-testid': 'profile-best' },
      h('td', null, link(href.leaderboard(b.game, b.instance), null, b.game)),
      h('td', null, h('code', null, b.instance)),
      h('td', { class: 'num', 'data-testid': 'profile-rank' }, `${ordinal(b.rank)} of ${formatInt(b.participants)}`),
      h('td', { class: 'num best' }, link(href.replay(b.submissionId), { title: 'Replay it' }, formatInt(b.score))),
      h(
        'td',
        { class: 'num' },
        percentText(b.percentOfRecord),
        b.copy ? h('span', { class: 'badge badge-copy', title: 'A copy earns nothing in the ranking' }, 'copy') : null,
      ),
    ),
  );
  const recent = p.recent.map((s) =>
    h(
      'tr',
      { 'data-testid': 'profile-recent' },
      h('td', null, s.game),
      h('td', null, h('code', null, s.instance)),
      h('td', { class: 'num' }, link(href.replay(s.id), { title: 'Replay it' }, formatInt(s.score))),
      h('td', { class: 'num' }, formatInt(s.moves)),
      h('td', { title: formatInstant(s.receivedAt) }, formatAgo(s.receivedAt)),
    ),
  );
  const contests = p.contests.map((c) =>
    h(
      'tr',
      { 'data-testid': 'profile-contest' },
      h('td', null, link(href.contest(c.id), null, c.title)),
      h('td', null, c.phase),
      h(
        'td',
        { class: 'num', 'data-testid': 'profile-placing' },
        c.placing === null
          ? '–'
          : `${ordinal(c.placing)} of ${formatInt(c.ranked)}${c.frozen ? ' (at the freeze)' : ''}`,
      ),
      h('td', null, formatInstant(c.startsAt)),
    ),
  );
  return [
    h(
      'div',
      { class: 'page-head' },
      h('h1', { 'data-testid': 'profile-name' }, title),
      h('span', { class: `badge ${who.kind === 'bot' ? 'badge-bot' : 'badge-person'}` }, who.kind),
      who.kind === 'bot'
        ? link(
            href.profile({ kind: 'person', name: who.account, account: who.account }),
            null,
            `${who.account}\u2019s profile`,
          )
        : null,
    ),
    h(
      'section',
      { class: 'panel' },
      h(
        'p',
        { 'data-testid': 'profile-overall' },
        p.overall
          ? [
              'Overall ',
              h('strong', null, ordinal(p.overall.rank)),
              ` with ${p.overall.points.toFixed(3)} points on ${formatInt(p.overall.boards)} boards (top score on ${formatInt(p.overall.tops)}). `,
              link(href.rankings(), null, 'The overall ranking'),
            ]
          : [
              'Not in the overall ranking yet: a verified submission on any board enters it. ',
              link(href.rankings(), null, 'The overall ranking'),
            ],
      ),
      who.kind === 'person' ? h('p', { class: 'small muted' }, `Member since ${formatInstant(p.memberSince)}.`) : null,
      p.bots.length > 0
        ? h(
            'p',
            { 'data-testid': 'profile-bots' },
            'Bots: ',
            p.bots.map((b, i) => [
              i ? ', ' : '',
              link(href.profile({ kind: 'bot', name: b, account: who.account }), null, b),
            ]),
          )
        : null,
    ),
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'Best on each board'),
      table(
        'profile-bests',
        ['Game', 'Instance', 'Rank', 'Score', '% of record'],
        boards,
        'No verified submission yet.',
      ),
    ),
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'Latest submissions'),
      table('profile-recents', ['Game', 'Instance', 'Score', 'Moves', 'When'], recent, 'None yet.'),
    ),
    h(
      'section',
      { class: 'panel' },
      h('h2', null, 'Contests'),
      table('profile-contests', ['Contest', 'Phase', 'Placing', 'Starts'], contests, 'No contest yet.'),
    ),
  ];
}

export default function mount(ctx: PageContext): () => void {
  const route = ctx.route;
  if (route.page !== 'profile') return () => {};
  let disposed = false;
  ctx.title(route.bot ? `${route.bot} (bot of ${route.account})` : route.account);
  replaceChildren(ctx.root, h('h1', null, route.bot ?? route.account), h('p', { class: 'loading' }, 'Loading…'));
  Api.profile(route.account, route.bot).then(
    (p) => !disposed && replaceChildren(ctx.root, ...renderProfile(p)),
    (e) =>
      !disposed &&
      replaceChildren(ctx.root, h('h1', null, route.bot ?? route.account), errorNotice(e, 'profile-error')),
  );
  return () => {
    disposed = true;
  };
}
