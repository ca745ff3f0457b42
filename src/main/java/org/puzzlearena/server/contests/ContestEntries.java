package org.puzzlearena.server.contests;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who is one entry on a contest's board (docs/CONTESTS.md, "Teams"). In an individual contest
 * every participant is its own entry; in a team contest every participant (person or bot) of an
 * account on a team is its team's entry, and a participant on no team stays an entry of its own.
 * The scoreboard maps participants to entries before ranking, so the ranking itself never knows
 * about teams.
 */
final class ContestEntries {

    private final Map<Long, Long> teamOfAccount;
    private final Map<Long, TeamViews.EntryTeam> teams;

    private ContestEntries(Map<Long, Long> teamOfAccount, Map<Long, TeamViews.EntryTeam> teams) {
        this.teamOfAccount = teamOfAccount;
        this.teams = teams;
    }

    static final ContestEntries INDIVIDUAL = new ContestEntries(Map.of(), Map.of());

    /** The entries of a team contest from its member rows (open invitations count for nothing). */
    static ContestEntries ofTeams(List<TeamRepository.Member> members) {
        Map<Long, Long> teamOf = new HashMap<>();
        Map<Long, String> names = new LinkedHashMap<>();
        Map<Long, List<String>> usernames = new HashMap<>();
        for (TeamRepository.Member m : members) {
            if (m.accepted()) {
                teamOf.put(m.accountId(), m.teamId());
                names.put(m.teamId(), m.teamName());
                usernames.computeIfAbsent(m.teamId(), k -> new ArrayList<>()).add(m.username());
            }
        }
        Map<Long, TeamViews.EntryTeam> teams = new HashMap<>();
        names.forEach((id, name) -> teams.put(id, new TeamViews.EntryTeam(id, name, List.copyOf(usernames.get(id)))));
        return new ContestEntries(teamOf, teams);
    }

    /** The entry a participant's results count for (a reference bot is always its own). */
    BoardKey entryOf(BoardKey participant) {
        if (participant.reference() || participant.isTeam()) {
            return participant;
        }
        Long team = teamOfAccount.get(participant.accountId());
        return team == null ? participant : BoardKey.team(team);
    }

    /** The team of an entry, or null for a participant's own entry. */
    TeamViews.EntryTeam team(BoardKey entry) {
        return entry.isTeam() ? teams.get(entry.team()) : null;
    }

    /** The team of an account, or null. */
    TeamViews.EntryTeam teamOfAccount(long accountId) {
        Long team = teamOfAccount.get(accountId);
        return team == null ? null : teams.get(team);
    }

    /** The accounts on the same team as {@code accountId}, itself included; empty when it is on none. */
    List<Long> teammatesOf(long accountId) {
        Long team = teamOfAccount.get(accountId);
        if (team == null) {
            return List.of();
        }
        return teamOfAccount.entrySet().stream()
                .filter(e -> e.getValue().equals(team))
                .map(Map.Entry::getKey)
                .toList();
    }

    /** Whether an entry is the viewer's own: their participant, or their team. */
    boolean isOwn(BoardKey entry, long viewerAccount) {
        return entry.isTeam()
                ? entry.team() == teamOfAccount.getOrDefault(viewerAccount, -1L)
                : !entry.reference() && entry.accountId() == viewerAccount;
    }
}
