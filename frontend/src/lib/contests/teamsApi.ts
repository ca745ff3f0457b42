/** A team contest's teams (docs/CONTESTS.md, "Teams"): found, invite, accept, decline, leave. */
import { api } from '../api';

export interface TeamView {
  id: number;
  name: string;
  members: string[];
  /** Open invitations: shown to the team's members and the contest's staff. */
  invited?: string[] | null;
}

export interface MyTeam {
  contest: number;
  entries: string;
  maxTeamSize: number | null;
  team: TeamView | null;
  invitations: TeamView[];
  mayChange: boolean;
  whyNot: string | null;
}

const base = (id: string | number) => `/api/contests/${encodeURIComponent(String(id))}/teams`;

export const TeamsApi = {
  mine: (id: string | number) => api<MyTeam>('GET', `${base(id)}/mine`),
  found: (id: string | number, name: string) => api<TeamView>('POST', base(id), { body: { name } }),
  invite: (id: string | number, team: number, username: string) =>
    api<TeamView>('POST', `${base(id)}/${team}/invitations`, { body: { username } }),
  accept: (id: string | number, team: number) => api<TeamView>('POST', `${base(id)}/${team}/accept`),
  decline: (id: string | number, team: number) => api<void>('POST', `${base(id)}/${team}/decline`),
  leave: (id: string | number) => api<void>('DELETE', `${base(id)}/mine`),
};
