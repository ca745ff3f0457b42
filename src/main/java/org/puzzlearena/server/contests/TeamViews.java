package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** What the team endpoints answer (docs/CONTESTS.md, "Teams"). */
public final class TeamViews {

    private TeamViews() {}

    /**
     * A team: its accepted {@code members} (usernames, in the order they joined) and, only for its
     * members and the contest's staff, the usernames {@code invited} and not answered yet.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TeamView(long id, String name, List<String> members, List<String> invited) {}

    public record TeamPage(long contest, Integer maxTeamSize, int total, List<TeamView> teams) {}

    /**
     * The caller's side: their {@code team} (null when none), the teams that invited them, and whether
     * teams may still change ({@code whyNot} says why not: an individual contest, or it has started).
     */
    public record MyTeam(
            long contest,
            String entries,
            Integer maxTeamSize,
            TeamView team,
            List<TeamView> invitations,
            boolean mayChange,
            String whyNot) {}

    /** Who is on a team as the scoreboard and the exports show it. */
    public record EntryTeam(long id, String name, List<String> members) {}
}
