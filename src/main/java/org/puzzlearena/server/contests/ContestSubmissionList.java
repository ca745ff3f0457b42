package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;
import org.puzzlearena.server.submissions.Submission;

/**
 * The list of a contest's submissions: all of them for its staff and, once the contest is public,
 * for everyone; otherwise only the caller's own (their account's person and bots), all of them,
 * after a freeze too.
 */
@ApplicationScoped
public class ContestSubmissionList {

    @Inject
    ContestService contestService;

    @Inject
    ContestSubmissionRepository submissions;

    @Inject
    ContestRepository contests;

    @Inject
    ContestAccess access;

    @Inject
    AccountRepository accounts;

    @Inject
    TeamService teams;

    @Inject
    Clock clock;

    /** A page of the contest's submissions as {@code caller} may see them, or none when there is no such contest. */
    @Transactional
    public Optional<ContestViews.ContestSubmissionPage> list(
            long contestId, Caller caller, String account, int offset, int limit) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        boolean all = access.isStaff(c, caller) || c.isPublic(now);
        if (!all && caller == null) {
            throw ApiException.unauthorized("the contest's submissions are public once it has ended and its scoreboard "
                    + "is unfrozen; until then log in to see your own");
        }
        Long accountId;
        if (all) {
            accountId = account == null
                    ? null
                    : accounts.findByUsername(account).map(a -> a.id).orElse(-2L);
        } else {
            if (account != null && !account.equalsIgnoreCase(caller.username())) {
                throw ApiException.badRequest(
                        "account", "until the contest's results are public you see only your own " + "submissions");
            }
            accountId = caller.accountId();
        }
        // The own list is complete (no cut): a participant always sees all of their own submissions.
        ContestSubmissionRepository.Cut cut = ContestSubmissionRepository.Cut.EVERYTHING;
        ContestEntries entries = teams.entriesOf(c);
        // A team member's own list is the team's: every member's submissions, each naming its author.
        List<Long> team = all ? List.of() : entries.teammatesOf(caller.accountId());
        List<Submission> found = team.isEmpty()
                ? submissions.list(c.id, cut, accountId, offset, limit)
                : submissions.listOfAccounts(c.id, team, offset, limit);
        long total = team.isEmpty() ? submissions.count(c.id, cut, accountId) : submissions.countOfAccounts(c.id, team);
        // ... but not, before the end, the scores of those to hidden instances (staff see them).
        Set<BoardId> hidden = HiddenPart.open(c, access.isStaff(c, caller), now) ? Set.of() : hiddenInstances(c);
        List<ContestViews.ContestSubmissionView> page = found.stream()
                .map(s -> view(c, s, entries, hidden.contains(new BoardId(s.game, s.instanceId))))
                .toList();
        return Optional.of(new ContestViews.ContestSubmissionPage(c.id, all ? "all" : "mine", total, offset, page));
    }

    private Set<BoardId> hiddenInstances(Contest c) {
        List<BoardId> all = contests.instancesOf(c.id);
        Set<BoardId> out = new HashSet<>();
        contests.hiddenPositions(c.id).forEach(p -> out.add(all.get(p)));
        return out;
    }

    /** A submission with its submitting member and, in a team contest, the team it counts for. */
    static ContestViews.ContestSubmissionView view(
            Contest c, Submission s, ContestEntries entries, boolean scoreHidden) {
        TeamViews.EntryTeam team = entries.teamOfAccount(s.account.id);
        return new ContestViews.ContestSubmissionView(
                s.id,
                LeaderboardEntry.Participant.of(s.account.username, s.botName),
                s.game,
                s.instanceId,
                scoreHidden ? null : s.score,
                s.moveCount,
                s.receivedAt,
                c.freezesAt != null && !s.receivedAt.isBefore(c.freezesAt),
                scoreHidden,
                scoreHidden ? null : "/api/submissions/" + s.id,
                team == null ? null : team.name());
    }
}
