package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.leaderboards.BoardId;
import org.puzzlearena.server.submissions.StoredSubmission;
import org.puzzlearena.server.submissions.SubmissionService;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;

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

    /** What the gates let through: enough to store without reading the contest again. */
    record Gate(long contestId, long registrationId, BoardId instance, Instant freezesAt, int limit, int perSeconds) {}

    public record Accepted(
            StoredSubmission submission,
            boolean replayed,
            boolean afterFreeze,
            int yourBest,
            ContestViews.RateLimitState rateLimit) {}

    public Accepted submit(Caller caller, long contestId, SolutionRequest request, String idempotencyKey) {
        // The receipt decides the window and the rate limit, however long the replay takes.
        Instant receivedAt = clock.instant();
        SubmissionService.checkIdempotencyKey(idempotencyKey);
        Gate gate = admit(caller, contestId, request, receivedAt);
        Verdict.Valid valid = submissions.replay(request);
        return store(caller, gate, valid, idempotencyKey, receivedAt);
    }

    @Transactional
    Gate admit(Caller caller, long contestId, SolutionRequest request, Instant receivedAt) {
        Contest c = contestService.get(contestId);
        checkWindow(c, receivedAt);
        if (caller.isBot() && !c.botsAllowed) {
            throw Permissions.forbidden("this contest does not allow bots (API tokens); submit as a logged-in person");
        }
        ContestRepository.Registration r = contests.registration(c.id, caller.participant())
                .orElseThrow(() -> Permissions.forbidden("you are not registered for this contest"
                        + (caller.isBot() ? " as the bot '" + caller.botName() + "'" : "")
                        + ": register first with POST /api/contests/" + c.id + "/registrations"));
        if (request == null) {
            throw ApiException.badRequest(
                    null, "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\"} is required");
        }
        State initial = catalog.initialStateForRequest(request.game(), request.instance());
        BoardId ref = new BoardId(initial.game().id(), initial.instanceId());
        if (!contests.instancesOf(c.id).contains(ref)) {
            throw ApiException.unprocessable(
                    "Not an instance of this contest",
                    "instance",
                    ref.game() + " "
                            + Clip.clip(ref.instance(), 60)
                            + " is not one of this contest's instances (GET /api/contests/" + c.id
                            + " lists them)");
        }
        return new Gate(c.id, r.id(), ref, c.freezesAt, c.rateLimitCount, c.rateLimitSeconds);
    }

    @Transactional
    Accepted store(Caller caller, Gate g, Verdict.Valid valid, String idempotencyKey, Instant receivedAt) {
        contests.lockRegistration(g.registrationId());
        boolean retry = submissions.findByIdempotencyKey(caller, idempotencyKey).isPresent();
        List<Instant> recent = contestSubmissions.acceptedSince(
                g.contestId(), caller.participant(), receivedAt.minusSeconds(g.perSeconds()));
        // A retry of a stored submission is answered as before: it takes no new slot.
        if (!retry && recent.size() >= g.limit()) {
            Instant free = recent.get(recent.size() - g.limit()).plusSeconds(g.perSeconds());
            long seconds = Math.max(1, (Duration.between(receivedAt, free).toMillis() + 999) / 1000);
            Map<String, Object> ext = new LinkedHashMap<>();
            ext.put("limit", g.limit());
            ext.put("perSeconds", g.perSeconds());
            ext.put("retryAfterSeconds", seconds);
            throw ApiException.tooManyRequests(
                    "Too many submissions",
                    "this contest accepts at most " + g.limit() + " submissions per participant in any "
                            + g.perSeconds() + " seconds; try again in " + seconds + " s",
                    Duration.ofSeconds(seconds),
                    ext);
        }
        SubmissionService.Accepted a =
                submissions.storeInContest(g.contestId(), caller, valid, idempotencyKey, receivedAt);
        if (!a.replayed()) {
            changes.fire(new ContestChanged(g.contestId()));
        }
        StoredSubmission s = a.submission();
        int used = recent.size() + (a.replayed() ? 0 : 1);
        return new Accepted(
                s,
                a.replayed(),
                g.freezesAt() != null && !s.receivedAt().isBefore(g.freezesAt()),
                contestSubmissions.bestOf(g.contestId(), caller.participant(), new BoardId(s.game(), s.instanceId())),
                new ContestViews.RateLimitState(g.limit(), g.perSeconds(), Math.max(0, g.limit() - used)));
    }

    /** Submissions are received from the start (inclusive) to the end (exclusive). */
    static void checkWindow(Contest c, Instant receivedAt) {
        if (!c.hasStarted(receivedAt)) {
            throw ContestService.windowClosed(
                    "the contest starts at " + c.startsAt + "; submissions are accepted from then " + "until "
                            + c.endsAt + " (received at " + receivedAt + ")",
                    Map.of(
                            "startsAt",
                            c.startsAt.toString(),
                            "endsAt",
                            c.endsAt.toString(),
                            "receivedAt",
                            receivedAt.toString()));
        }
        if (c.hasEnded(receivedAt)) {
            throw ContestService.windowClosed(
                    "the contest ended at " + c.endsAt + "; submissions are no longer accepted " + "(received at "
                            + receivedAt + ")",
                    Map.of(
                            "startsAt",
                            c.startsAt.toString(),
                            "endsAt",
                            c.endsAt.toString(),
                            "receivedAt",
                            receivedAt.toString()));
        }
    }
}
