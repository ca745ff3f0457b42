package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.submissions.StoredSubmission;
import org.puzzlearena.server.submissions.SubmissionOutcome;
import org.puzzlearena.server.submissions.SubmissionService;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationOutcome;

/**
 * Submissions to a contest: the ordinary submission path (replay, canonical moves, the server's
 * score, idempotency) behind the contest's gates, in this order: the window at receipt, bots,
 * registration, the instance, the replay, then the rate limit and the insert under the
 * participant's registration row lock, so two concurrent requests cannot both take the last slot.
 * Nothing refused or invalid is stored, so nothing refused counts against the limit.
 */
@ApplicationScoped
public class ContestSubmissionService {

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    ContestSubmissionRepository contestSubmissions;

    @Inject
    SubmissionService submissions;

    @Inject
    GameCatalog catalog;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    /** What admission comes to: the gates let the submission through, or one of them turned it away. */
    sealed interface Admission {}

    /** What the gates let through: enough to store without reading the contest again. */
    /** {@code hidden}: the instance is in the contest's hidden part, its score not to be told until the end. */
    record Gate(
            long contestId,
            long registrationId,
            BoardId instance,
            Instant freezesAt,
            int limit,
            int perSeconds,
            boolean hidden)
            implements Admission {}

    record Turned(ContestSubmissionOutcome.Refused refusal) implements Admission {}

    public ContestSubmissionOutcome submit(
            Caller caller, long contestId, SolutionRequest request, String idempotencyKey) {
        // The receipt decides the window and the rate limit, however long the replay takes.
        Instant receivedAt = clock.instant();
        Optional<SubmissionOutcome.Refused> badKey = SubmissionService.checkIdempotencyKey(idempotencyKey);
        if (badKey.isPresent()) {
            return new ContestSubmissionOutcome.SubmissionRefused(badKey.get());
        }
        Gate gate;
        switch (admit(caller, contestId, request, receivedAt)) {
            case Turned t -> {
                return t.refusal();
            }
            case Gate g -> gate = g;
        }
        Verdict.Valid valid;
        switch (submissions.replay(caller, request)) {
            case Verdict.Valid v -> valid = v;
            case VerificationOutcome.Refused refused -> {
                return new ContestSubmissionOutcome.SubmissionRefused(new SubmissionOutcome.Unverified(refused));
            }
        }
        Optional<SubmissionOutcome.Refused> empty = SubmissionService.emptySolution(request, valid);
        if (empty.isPresent()) {
            return new ContestSubmissionOutcome.SubmissionRefused(empty.get());
        }
        return store(caller, gate, valid, idempotencyKey, receivedAt);
    }

    @Transactional
    Admission admit(Caller caller, long contestId, SolutionRequest request, Instant receivedAt) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new Turned(new ContestSubmissionOutcome.NoContest(contestId));
        }
        Optional<ContestRepository.Registration> r = contests.registration(c.id, caller.participant());
        Optional<ContestSubmissionOutcome.Refused> refused =
                gates(c, caller, r.isPresent(), request != null, receivedAt);
        if (refused.isPresent()) {
            return new Turned(refused.get());
        }
        State initial = catalog.initialStateForRequest(request.game(), request.instance());
        BoardId ref = new BoardId(initial.game().id(), initial.instanceId());
        if (!contests.instancesOf(c.id).contains(ref)) {
            return new Turned(new ContestSubmissionOutcome.NotAnInstance(c.id, ref));
        }
        return new Gate(
                c.id,
                r.get().id(),
                ref,
                c.freezesAt,
                c.rateLimitCount,
                c.rateLimitSeconds,
                contests.isHidden(c.id, ref.game(), ref.instance()));
    }

    /**
     * The gates that need nothing but what was read, in their order: the window at receipt, bots,
     * registration, a body. The first that refuses, or none.
     */
    static Optional<ContestSubmissionOutcome.Refused> gates(
            Contest c, Caller caller, boolean registered, boolean hasBody, Instant receivedAt) {
        Optional<ContestSubmissionOutcome.Refused> closed = window(c, receivedAt);
        if (closed.isPresent()) {
            return closed;
        }
        if (caller.isBot() && !c.botsAllowed) {
            return Optional.of(new ContestSubmissionOutcome.NoBots());
        }
        if (!registered) {
            return Optional.of(new ContestSubmissionOutcome.NotRegistered(c.id, caller.botName()));
        }
        if (!hasBody) {
            return Optional.of(new ContestSubmissionOutcome.NoBody());
        }
        return Optional.empty();
    }

    @Transactional
    ContestSubmissionOutcome store(
            Caller caller, Gate g, Verdict.Valid valid, String idempotencyKey, Instant receivedAt) {
        contests.lockRegistration(g.registrationId());
        boolean retry = submissions.findByIdempotencyKey(caller, idempotencyKey).isPresent();
        List<Instant> recent = contestSubmissions.acceptedSince(
                g.contestId(), caller.participant(), receivedAt.minusSeconds(g.perSeconds()));
        // A retry of a stored submission is answered as before: it takes no new slot.
        if (!retry) {
            Optional<ContestSubmissionOutcome.TooMany> over = rateLimit(recent, g.limit(), g.perSeconds(), receivedAt);
            if (over.isPresent()) {
                return over.get();
            }
        }
        SubmissionOutcome.Accepted a;
        switch (submissions.storeInContest(g.contestId(), caller, valid, idempotencyKey, receivedAt)) {
            case SubmissionOutcome.Refused refused -> {
                return new ContestSubmissionOutcome.SubmissionRefused(refused);
            }
            case SubmissionOutcome.Accepted accepted -> a = accepted;
        }
        if (!a.replayed()) {
            changes.fire(new ContestChanged(g.contestId()));
        }
        StoredSubmission s = a.submission();
        int used = recent.size() + (a.replayed() ? 0 : 1);
        return new ContestSubmissionOutcome.Stored(
                s,
                a.replayed(),
                g.freezesAt() != null && !s.receivedAt().isBefore(g.freezesAt()),
                contestSubmissions.bestOf(g.contestId(), caller.participant(), new BoardId(s.game(), s.instanceId())),
                new ContestViews.RateLimitState(g.limit(), g.perSeconds(), Math.max(0, g.limit() - used)),
                g.hidden());
    }

    /**
     * The participant's accepted submissions in the last {@code perSeconds} ({@code recent}, oldest
     * first) already fill the limit: then when the oldest of those that count frees a slot.
     */
    static Optional<ContestSubmissionOutcome.TooMany> rateLimit(
            List<Instant> recent, int limit, int perSeconds, Instant receivedAt) {
        if (recent.size() < limit) {
            return Optional.empty();
        }
        Instant free = recent.get(recent.size() - limit).plusSeconds(perSeconds);
        long seconds = Math.max(1, (Duration.between(receivedAt, free).toMillis() + 999) / 1000);
        return Optional.of(new ContestSubmissionOutcome.TooMany(limit, perSeconds, seconds));
    }

    /** Submissions are received from the start (inclusive) to the end (exclusive). */
    static Optional<ContestSubmissionOutcome.Refused> window(Contest c, Instant receivedAt) {
        boolean started = c.hasStarted(receivedAt);
        return started && !c.hasEnded(receivedAt)
                ? Optional.empty()
                : Optional.of(new ContestSubmissionOutcome.NotOpen(started, c.startsAt, c.endsAt, receivedAt));
    }
}
