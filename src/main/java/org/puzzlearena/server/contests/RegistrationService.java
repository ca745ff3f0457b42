package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/**
 * Taking part: a person registers with their session, a bot with its API token (when the contest
 * allows bots); each is one participant and one scoreboard row. Registration is open until the end.
 */
@ApplicationScoped
public class RegistrationService {

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    TeamService teams;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    @Transactional
    public RegistrationOutcome register(Caller caller, long contestId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new RegistrationOutcome.NoContest(contestId);
        }
        Instant now = clock.instant();
        String whyNot = contestService.whyNotRegister(c, caller, now);
        if (whyNot != null) {
            return new RegistrationOutcome.MayNotRegister(whyNot, c.hasEnded(now));
        }
        boolean created = contests.register(c.id, caller.participant(), now);
        if (created) {
            changes.fire(new ContestChanged(c.id));
        }
        ContestRepository.Registration r =
                contests.registration(c.id, caller.participant()).orElseThrow();
        return new RegistrationOutcome.Registered(view(c.id, r), created);
    }

    /** The caller's registration and whether it may register, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<ContestViews.MyRegistration> mine(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            Optional<ContestRepository.Registration> r = contests.registration(c.id, caller.participant());
            String whyNot = contestService.whyNotRegister(c, caller, clock.instant());
            return new ContestViews.MyRegistration(
                    c.id,
                    LeaderboardEntry.Participant.of(caller.username(), caller.botName()),
                    r.isPresent(),
                    r.map(ContestRepository.Registration::registeredAt).orElse(null),
                    r.isEmpty() && whyNot == null,
                    r.isPresent() ? null : whyNot);
        });
    }

    /** Withdraws before the start; once the contest runs a participant's row stays (404 when not registered). */
    @Transactional
    public RegistrationOutcome.Withdrawal withdraw(Caller caller, long contestId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new RegistrationOutcome.NoContest(contestId);
        }
        Instant now = clock.instant();
        if (contests.registration(c.id, caller.participant()).isEmpty()) {
            return new RegistrationOutcome.NotRegistered(c.id);
        }
        if (c.hasStarted(now)) {
            return new RegistrationOutcome.AlreadyStarted(c.startsAt);
        }
        if (!caller.isBot() && c.isTeamContest()) {
            teams.leaveOnWithdrawal(caller, c);
        }
        contests.unregister(c.id, caller.participant());
        changes.fire(new ContestChanged(c.id));
        return new RegistrationOutcome.Withdrawn();
    }

    /** The contest's registrations, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<ContestViews.RegistrationPage> list(long contestId) {
        return contestService.find(contestId).map(c -> {
            var all = contests.registrations(c.id);
            return new ContestViews.RegistrationPage(
                    c.id, all.size(), all.stream().map(r -> view(c.id, r)).toList());
        });
    }

    private static ContestViews.RegistrationView view(long contestId, ContestRepository.Registration r) {
        return new ContestViews.RegistrationView(
                contestId, LeaderboardEntry.Participant.of(r.username(), r.key().botName()), r.registeredAt());
    }
}
