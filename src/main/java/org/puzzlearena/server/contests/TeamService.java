package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.audit.AuditLog;

/**
 * Teams of a team contest (docs/CONTESTS.md, "Teams"): a registered person founds a team, its
 * members invite others, an invitee accepts (and is registered) or declines, a member leaves (the
 * last one out dissolves the team). One team per person per contest; at most the contest's
 * {@code maxTeamSize} members and open invitations; nothing changes once the contest has started,
 * so the board's entries are fixed for the whole contest. Every change and its audit row share one
 * transaction, under a per-contest lock so two acceptances cannot both take a team's last place.
 */
@ApplicationScoped
public class TeamService {

    static final int MAX_NAME = 60;

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    TeamRepository teams;

    @Inject
    AccountRepository accounts;

    @Inject
    ContestAccess access;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    @Transactional
    public TeamOutcome create(Caller caller, long contestId, String name) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new TeamOutcome.NoContest(contestId);
        }
        Optional<TeamOutcome> refused = mayChange(c, caller);
        if (refused.isPresent()) {
            return refused.get();
        }
        Optional<FieldRefusal> bad = ContestValidator.text(name, "name", 1, MAX_NAME, false);
        if (bad.isPresent()) {
            return new TeamOutcome.FieldRefused(bad.get());
        }
        String clean = name.strip();
        if (contests.registration(c.id, new ParticipantId(caller.accountId(), null))
                .isEmpty()) {
            return new TeamOutcome.Forbidden("register for the contest before founding a team");
        }
        teams.lockTeams(c.id);
        Optional<TeamRepository.Member> current = teams.acceptedTeamOf(c.id, caller.accountId());
        if (current.isPresent()) {
            return new TeamOutcome.FieldRefused(FieldRefusal.conflict(
                    null, "you are already on team '" + current.get().teamName() + "'; leave it first"));
        }
        if (teams.nameTaken(c.id, clean)) {
            return new TeamOutcome.FieldRefused(
                    FieldRefusal.conflict("name", "a team of this contest is already named '" + clean + "'"));
        }
        Instant now = clock.instant();
        long id = teams.create(c.id, clean, caller.accountId(), now);
        teams.addAccepted(id, c.id, caller.accountId(), now);
        teams.dropInvitations(c.id, caller.accountId());
        audit.record(caller, "contest.team.create", "contest:" + c.id, Map.of("team", id, "name", clean));
        changes.fire(new ContestChanged(c.id));
        return new TeamOutcome.Saved(view(id, clean, true), true);
    }

    @Transactional
    public TeamOutcome invite(Caller caller, long contestId, long teamId, String username) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new TeamOutcome.NoContest(contestId);
        }
        Optional<TeamOutcome> refused = mayChange(c, caller);
        if (refused.isPresent()) {
            return refused.get();
        }
        TeamRepository.Team team = teams.find(c.id, teamId).orElse(null);
        if (team == null) {
            return new TeamOutcome.NoTeam("no team " + teamId + " in contest " + c.id);
        }
        teams.lockTeams(c.id);
        List<TeamRepository.Member> rows = teams.membersOf(team.id());
        if (rows.stream().noneMatch(m -> m.accepted() && m.accountId() == caller.accountId())) {
            return new TeamOutcome.Forbidden("only the team's members may invite to it");
        }
        if (username == null || username.isBlank()) {
            return new TeamOutcome.FieldRefused(FieldRefusal.invalid("username", "username is required"));
        }
        Account invitee = accounts.findByUsername(username.strip()).orElse(null);
        if (invitee == null) {
            return new TeamOutcome.FieldRefused(
                    FieldRefusal.invalid("username", "no account is named '" + username.strip() + "'"));
        }
        if (access.isBarredFromTakingPart(c, invitee.id)) {
            return new TeamOutcome.FieldRefused(FieldRefusal.conflict(
                    "username",
                    "'" + invitee.username + "' is the organizer's or an admin's account, which cannot take part"));
        }
        if (rows.stream().anyMatch(m -> m.accountId() == invitee.id)) {
            return new TeamOutcome.FieldRefused(FieldRefusal.conflict(
                    "username", "'" + invitee.username + "' is already on or invited to this team"));
        }
        Optional<TeamRepository.Member> elsewhere = teams.acceptedTeamOf(c.id, invitee.id);
        if (elsewhere.isPresent()) {
            return new TeamOutcome.FieldRefused(FieldRefusal.conflict(
                    "username", "'" + invitee.username + "' is already on another team of this contest"));
        }
        // Open invitations hold a place: a team never promises more places than it has.
        if (rows.size() >= c.maxTeamSize) {
            return new TeamOutcome.FieldRefused(FieldRefusal.overLimit(
                    "username",
                    "a team of this contest has at most " + c.maxTeamSize + " members, open invitations included ("
                            + rows.size() + " already)"));
        }
        teams.invite(team.id(), c.id, invitee.id, caller.accountId(), clock.instant());
        audit.record(
                caller,
                "contest.team.invite",
                "contest:" + c.id,
                Map.of("team", team.id(), "name", team.name(), "invited", invitee.username));
        return new TeamOutcome.Saved(view(team.id(), team.name(), true), true);
    }

    /** The invitee joins; a person not yet registered for the contest is registered with it. */
    @Transactional
    public TeamOutcome accept(Caller caller, long contestId, long teamId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new TeamOutcome.NoContest(contestId);
        }
        Optional<TeamOutcome> refused = mayChange(c, caller);
        if (refused.isPresent()) {
            return refused.get();
        }
        teams.lockTeams(c.id);
        TeamRepository.Team team = teams.find(c.id, teamId).orElse(null);
        List<TeamRepository.Member> rows = team == null ? List.of() : teams.membersOf(team.id());
        TeamRepository.Member mine = rows.stream()
                .filter(m -> m.accountId() == caller.accountId())
                .findFirst()
                .orElse(null);
        if (team == null || mine == null) {
            return noTeam(c, teamId);
        }
        if (mine.accepted()) {
            return new TeamOutcome.Saved(view(team.id(), team.name(), true), false);
        }
        Optional<TeamRepository.Member> elsewhere = teams.acceptedTeamOf(c.id, caller.accountId());
        if (elsewhere.isPresent()) {
            return new TeamOutcome.FieldRefused(FieldRefusal.conflict(
                    null, "you are already on team '" + elsewhere.get().teamName() + "'; leave it first"));
        }
        long accepted = rows.stream().filter(TeamRepository.Member::accepted).count();
        if (accepted >= c.maxTeamSize) {
            return new TeamOutcome.FieldRefused(
                    FieldRefusal.overLimit(null, "team '" + team.name() + "' is full (" + c.maxTeamSize + " members)"));
        }
        Instant now = clock.instant();
        String whyNot = contestService.whyNotRegister(c, caller, now);
        boolean registered = contests.registration(c.id, caller.participant()).isPresent();
        if (!registered && whyNot != null) {
            return new TeamOutcome.Forbidden(whyNot);
        }
        if (!registered) {
            contests.register(c.id, caller.participant(), now);
        }
        teams.accept(team.id(), caller.accountId(), now);
        teams.dropInvitations(c.id, caller.accountId());
        audit.record(
                caller,
                "contest.team.accept",
                "contest:" + c.id,
                Map.of("team", team.id(), "name", team.name(), "registered", !registered));
        changes.fire(new ContestChanged(c.id));
        return new TeamOutcome.Saved(view(team.id(), team.name(), true), false);
    }

    @Transactional
    public TeamOutcome decline(Caller caller, long contestId, long teamId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new TeamOutcome.NoContest(contestId);
        }
        Optional<TeamOutcome> refused = mayChange(c, caller);
        if (refused.isPresent()) {
            return refused.get();
        }
        TeamRepository.Team team = teams.find(c.id, teamId).orElse(null);
        boolean invited = team != null
                && teams.membersOf(team.id()).stream()
                        .anyMatch(m -> !m.accepted() && m.accountId() == caller.accountId());
        if (!invited) {
            return noTeam(c, teamId);
        }
        teams.remove(team.id(), caller.accountId());
        audit.record(caller, "contest.team.decline", "contest:" + c.id, Map.of("team", team.id(), "name", team.name()));
        return new TeamOutcome.Gone();
    }

    /** The caller leaves their team; the last member out dissolves it (its open invitations with it). */
    @Transactional
    public TeamOutcome leave(Caller caller, long contestId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new TeamOutcome.NoContest(contestId);
        }
        Optional<TeamOutcome> refused = mayChange(c, caller);
        if (refused.isPresent()) {
            return refused.get();
        }
        teams.lockTeams(c.id);
        TeamRepository.Member mine =
                teams.acceptedTeamOf(c.id, caller.accountId()).orElse(null);
        if (mine == null) {
            return new TeamOutcome.NoTeam("you are on no team of contest " + c.id);
        }
        leaveTeam(caller, c, mine);
        return new TeamOutcome.Gone();
    }

    /** Called when a person withdraws from the contest: they leave their team too (in the same transaction). */
    void leaveOnWithdrawal(Caller caller, Contest c) {
        teams.lockTeams(c.id);
        teams.dropInvitations(c.id, caller.accountId());
        teams.acceptedTeamOf(c.id, caller.accountId()).ifPresent(m -> leaveTeam(caller, c, m));
    }

    private void leaveTeam(Caller caller, Contest c, TeamRepository.Member mine) {
        teams.remove(mine.teamId(), caller.accountId());
        boolean dissolved = teams.membersOf(mine.teamId()).stream().noneMatch(TeamRepository.Member::accepted);
        if (dissolved) {
            teams.delete(mine.teamId());
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("team", mine.teamId());
        details.put("name", mine.teamName());
        details.put("dissolved", dissolved);
        audit.record(caller, "contest.team.leave", "contest:" + c.id, details);
        changes.fire(new ContestChanged(c.id));
    }

    /** The contest's teams: invitations are shown to staff only here (members see theirs in {@link #mine}). */
    @Transactional
    public Optional<TeamViews.TeamPage> list(long contestId, Caller caller) {
        return contestService.find(contestId).map(c -> {
            boolean staff = access.isStaff(c, caller);
            Map<Long, List<TeamRepository.Member>> byTeam = byTeam(teams.members(c.id));
            List<TeamViews.TeamView> out = new ArrayList<>();
            for (TeamRepository.Team t : teams.teams(c.id)) {
                out.add(view(t.id(), t.name(), byTeam.getOrDefault(t.id(), List.of()), staff));
            }
            return new TeamViews.TeamPage(c.id, c.maxTeamSize, out.size(), out);
        });
    }

    @Transactional
    public Optional<TeamViews.MyTeam> mine(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            TeamViews.TeamView team = null;
            List<TeamViews.TeamView> invitations = new ArrayList<>();
            for (TeamRepository.Member m : teams.ofAccount(c.id, caller.accountId())) {
                if (m.accepted()) {
                    team = view(m.teamId(), m.teamName(), true);
                } else {
                    invitations.add(view(m.teamId(), m.teamName(), false));
                }
            }
            String whyNot = whyNotChange(c, caller, clock.instant());
            return new TeamViews.MyTeam(c.id, c.entries, c.maxTeamSize, team, invitations, whyNot == null, whyNot);
        });
    }

    /** Who counts for which entry on the contest's board (every participant alone in an individual contest). */
    ContestEntries entriesOf(Contest c) {
        return c.isTeamContest() ? ContestEntries.ofTeams(teams.members(c.id)) : ContestEntries.INDIVIDUAL;
    }

    /** Why teams may not change now, or null: a person, a team contest, before its start. */
    private String whyNotChange(Contest c, Caller caller, Instant now) {
        if (!c.isTeamContest()) {
            return "contest " + c.id + " is an individual contest: it has no teams";
        }
        if (caller.isBot()) {
            return "teams are formed by people logged in, not through an API token";
        }
        if (c.hasStarted(now)) {
            return "the contest started at " + c.startsAt + "; teams are fixed from the start";
        }
        return null;
    }

    private Optional<TeamOutcome> mayChange(Contest c, Caller caller) {
        Instant now = clock.instant();
        String whyNot = whyNotChange(c, caller, now);
        if (whyNot == null) {
            return Optional.empty();
        }
        if (caller.isBot()) {
            return Optional.of(new TeamOutcome.Forbidden(whyNot));
        }
        return Optional.of(
                new TeamOutcome.FieldRefused(FieldRefusal.conflict(c.isTeamContest() ? null : "entries", whyNot)));
    }

    private static TeamOutcome noTeam(Contest c, long teamId) {
        return new TeamOutcome.NoTeam("no team " + teamId + " of contest " + c.id + " has invited you");
    }

    private TeamViews.TeamView view(long teamId, String name, boolean withInvited) {
        return view(teamId, name, teams.membersOf(teamId), withInvited);
    }

    private static TeamViews.TeamView view(
            long teamId, String name, List<TeamRepository.Member> rows, boolean withInvited) {
        return new TeamViews.TeamView(
                teamId,
                name,
                rows.stream()
                        .filter(TeamRepository.Member::accepted)
                        .map(TeamRepository.Member::username)
                        .toList(),
                withInvited
                        ? rows.stream()
                                .filter(m -> !m.accepted())
                                .map(TeamRepository.Member::username)
                                .toList()
                        : null);
    }

    static Map<Long, List<TeamRepository.Member>> byTeam(List<TeamRepository.Member> rows) {
        Map<Long, List<TeamRepository.Member>> out = new LinkedHashMap<>();
        rows.forEach(
                m -> out.computeIfAbsent(m.teamId(), k -> new ArrayList<>()).add(m));
        return out;
    }
}
