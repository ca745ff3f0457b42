/**
 * The contest page's "Your team" panel in a team contest: found a team, invite people to it,
 * accept or decline an invitation, leave (docs/CONTESTS.md, "Teams"). Teams are fixed from the start.
 */
import { h, replaceChildren } from '../../lib/dom';
import type { Contest } from '../../lib/contests/api';
import { TeamsApi, type MyTeam, type TeamView } from '../../lib/contests/teamsApi';
import { notice, problemText, type ContestPageActions } from './notice';

export function teamsPanel(c: Contest, page: ContestPageActions): HTMLElement {
  const panel = h('section', { class: 'panel', 'data-testid': 'teams-panel' }, h('h2', null, 'Your team'));
  const body = h('div', null, h('p', { class: 'muted' }, 'Loading…'));
  const msg = h('div', { 'data-testid': 'team-error', 'aria-live': 'polite' });
  panel.append(body, msg);
  const act = (fn: () => Promise<unknown>, button: HTMLButtonElement) => {
    button.disabled = true;
    replaceChildren(msg);
    fn().then(
      () => page.reloadSoon(0),
      (e) => {
        if (page.disposed()) return;
        button.disabled = false;
        replaceChildren(msg, notice('bad', 'team-problem', problemText(e)));
      },
    );
  };
  TeamsApi.mine(c.id).then(
    (mine) => {
      if (!page.disposed()) replaceChildren(body, ...view(c, mine, act));
    },
    (e) => {
      if (!page.disposed()) replaceChildren(body, notice('bad', 'team-problem', problemText(e)));
    },
  );
  return panel;
}

type Act = (fn: () => Promise<unknown>, button: HTMLButtonElement) => void;

function view(c: Contest, mine: MyTeam, act: Act): HTMLElement[] {
  const out: HTMLElement[] = [
    h(
      'p',
      { class: 'small muted' },
      `Teams of up to ${mine.maxTeamSize ?? '?'} people; a team is one entry on the scoreboard.`,
    ),
  ];
  if (mine.team) {
    out.push(teamView(c, mine, mine.team, act));
  } else if (mine.mayChange) {
    const name: HTMLInputElement = h('input', {
      type: 'text',
      maxlength: '60',
      placeholder: 'Team name',
      'aria-label': 'Team name',
      'data-testid': 'team-name',
    });
    const found: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-primary',
        'data-testid': 'team-create',
        onclick: () => act(() => TeamsApi.found(c.id, name.value), found),
      },
      'Found a team',
    );
    out.push(h('p', null, name, ' ', found));
  } else {
    out.push(h('p', { class: 'muted', 'data-testid': 'team-none' }, 'You are on no team.'));
  }
  for (const t of mine.invitations) {
    const accept: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-primary',
        'data-testid': 'team-accept',
        onclick: () => act(() => TeamsApi.accept(c.id, t.id), accept),
      },
      'Accept',
    );
    const decline: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'team-decline',
        onclick: () => act(() => TeamsApi.decline(c.id, t.id), decline),
      },
      'Decline',
    );
    out.push(
      h(
        'p',
        { 'data-testid': 'team-invitation' },
        'Team ',
        h('strong', null, t.name),
        ` (${t.members.join(', ')}) invites you. `,
        mine.mayChange ? [accept, ' ', decline] : null,
      ),
    );
  }
  if (!mine.mayChange && mine.whyNot)
    out.push(h('p', { class: 'small muted', 'data-testid': 'team-why-not' }, mine.whyNot));
  return out;
}

function teamView(c: Contest, mine: MyTeam, team: TeamView, act: Act): HTMLElement {
  const box = h(
    'div',
    { 'data-testid': 'team-mine' },
    h('p', null, 'Team ', h('strong', { 'data-testid': 'team-mine-name' }, team.name)),
    h(
      'ul',
      null,
      team.members.map((m) => h('li', { 'data-testid': 'team-member' }, m)),
      (team.invited ?? []).map((m) => h('li', { 'data-testid': 'team-invited', class: 'muted' }, `${m} (invited)`)),
    ),
  );
  if (mine.mayChange) {
    const who: HTMLInputElement = h('input', {
      type: 'text',
      placeholder: 'Username',
      'aria-label': 'Username to invite',
      'data-testid': 'team-invite-username',
    });
    const invite: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'team-invite',
        onclick: () => act(() => TeamsApi.invite(c.id, team.id, who.value.trim()), invite),
      },
      'Invite',
    );
    const leave: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': 'team-leave',
        onclick: () => act(() => TeamsApi.leave(c.id), leave),
      },
      'Leave the team',
    );
    box.append(h('p', null, who, ' ', invite), h('p', null, leave));
  }
  return box;
}
