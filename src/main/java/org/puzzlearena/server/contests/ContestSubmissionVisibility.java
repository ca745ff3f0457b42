package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.submissions.Submission;
import org.puzzlearena.server.submissions.SubmissionVisibility;

/**
 * A contest's submission is readable by its author's account and the contest's staff, and by
 * everyone once the contest is public (ended, and any freeze lifted): before that its moves would
 * hand out a solution, and its time and score would leak a frozen board. One to an instance of the
 * contest's hidden part is staff's only until the end (docs/CONTESTS.md, "The hidden final set").
 */
@ApplicationScoped
public class ContestSubmissionVisibility implements SubmissionVisibility {

    @Inject
    ContestRepository contests;

    @Inject
    ContestAccess access;

    @Inject
    TeamRepository teams;

    @Inject
    Clock clock;

    /** In a team contest a member reads the team's submissions as their own (docs/CONTESTS.md, "Teams"). */
    private boolean areTeammates(Contest c, long viewer, long author) {
        if (!c.isTeamContest()) {
            return false;
        }
        var team = teams.acceptedTeamOf(c.id, viewer);
        return team.isPresent()
                && teams.acceptedTeamOf(c.id, author)
                        .filter(t -> t.teamId() == team.get().teamId())
                        .isPresent();
    }

    @Override
    @Transactional
    public boolean mayRead(Submission s, Optional<Caller> caller) {
        Contest c = contests.findWithOrganizer(s.contestId).orElse(null);
        if (c == null) {
            return false;
        }
        if (c.isPublic(clock.instant())) {
            return true;
        }
        if (caller.isPresent() && access.isStaff(c, caller.get())) {
            return true;
        }
        // To a hidden instance, not even its author (or a teammate) opens it before the end: it carries the score.
        if (!HiddenPart.open(c, false, clock.instant()) && contests.isHidden(c.id, s.game, s.instanceId)) {
            return false;
        }
        if (caller.isEmpty()) {
            return false;
        }
        long viewer = caller.get().accountId();
        return viewer == s.account.id || areTeammates(c, viewer, s.account.id);
    }
}
