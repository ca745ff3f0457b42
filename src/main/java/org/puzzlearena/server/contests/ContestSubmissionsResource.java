package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.ratelimit.RateLimits;
import org.puzzlearena.server.submissions.StoredSubmission;
import org.puzzlearena.server.submissions.SubmissionsResource;
import org.puzzlearena.server.verify.SolutionRequest;

/** Submitting to a contest (registered participants) and the list of its submissions. */
@Path("/contests/{id}/submissions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestSubmissionsResource {

    @Inject
    ContestSubmissionService service;

    @Inject
    ContestSubmissionList lists;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Submit to a contest (a registered participant; the body of POST /api/submissions). 409 "
                    + "outside the window, 403 not registered or bots not allowed, 422 an instance not in the contest or an "
                    + "illegal move, 429 with Retry-After over the rate limit")
    public Response submit(
            @Context HttpHeaders headers,
            @PathParam("id") String id,
            @HeaderParam("Idempotency-Key") String idempotencyKey,
            SolutionRequest body) {
        var caller = authenticator.require(headers);
        // Charged by the length of the line to replay (per KiB), as a verify is.
        limits.checkReplay(Optional.of(caller.participantKey()), SolutionRequest.replayBytes(body));
        return switch (service.submit(caller, ContestProblems.id(id), body, idempotencyKey)) {
            case ContestSubmissionOutcome.Stored a -> {
                StoredSubmission s = a.submission();
                yield SubmissionsResource.created(
                        s.id(),
                        new ContestViews.ContestSubmissionCreated(
                                s.id(),
                                s.contestId(),
                                s.game(),
                                s.instanceId(),
                                a.scoreHidden() ? null : s.score(),
                                s.moveCount(),
                                s.receivedAt(),
                                s.verifierVersion(),
                                a.afterFreeze(),
                                a.scoreHidden() ? null : a.yourBest(),
                                a.rateLimit(),
                                a.scoreHidden(),
                                a.scoreHidden() ? ContestViews.SCORE_HIDDEN : null),
                        a.replayed());
            }
            case ContestSubmissionOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal of a contest submission. */
    static ApiException refusal(ContestSubmissionOutcome.Refused refused) {
        return switch (refused) {
            case ContestSubmissionOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case ContestSubmissionOutcome.NotOpen w ->
                ApiException.conflict(
                        "Contest not open",
                        w.started()
                                ? "the contest ended at " + w.endsAt() + "; submissions are no longer accepted "
                                        + "(received at " + w.receivedAt() + ")"
                                : "the contest starts at " + w.startsAt() + "; submissions are accepted from then "
                                        + "until " + w.endsAt() + " (received at " + w.receivedAt() + ")",
                        Map.of(
                                "startsAt",
                                w.startsAt().toString(),
                                "endsAt",
                                w.endsAt().toString(),
                                "receivedAt",
                                w.receivedAt().toString()));
            case ContestSubmissionOutcome.NoBots b ->
                Permissions.forbidden("this contest does not allow bots (API tokens); submit as a logged-in person");
            case ContestSubmissionOutcome.NotRegistered n ->
                Permissions.forbidden("you are not registered for this contest"
                        + (n.botName() != null ? " as the bot '" + n.botName() + "'" : "")
                        + ": register first with POST /api/contests/" + n.contestId() + "/registrations");
            case ContestSubmissionOutcome.NoBody b ->
                ApiException.badRequest(
                        null, "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\"} is required");
            case ContestSubmissionOutcome.NotAnInstance n ->
                ApiException.unprocessable(
                        "Not an instance of this contest",
                        "instance",
                        n.board().game() + " " + Clip.clip(n.board().instance(), 60)
                                + " is not one of this contest's instances (GET /api/contests/" + n.contestId()
                                + " lists them)");
            case ContestSubmissionOutcome.TooMany t -> {
                Map<String, Object> ext = new LinkedHashMap<>();
                ext.put("limit", t.limit());
                ext.put("perSeconds", t.perSeconds());
                ext.put("retryAfterSeconds", t.retryAfterSeconds());
                yield ApiException.tooManyRequests(
                        "Too many submissions",
                        "this contest accepts at most " + t.limit() + " submissions per participant in any "
                                + t.perSeconds() + " seconds; try again in " + t.retryAfterSeconds() + " s",
                        Duration.ofSeconds(t.retryAfterSeconds()),
                        ext);
            }
            case ContestSubmissionOutcome.SubmissionRefused r -> SubmissionsResource.refusal(r.refusal());
        };
    }

    @GET
    @Operation(
            summary = "The contest's submissions, oldest first, without moves: all of them for its staff and once "
                    + "it is public (?account= filters), otherwise the caller's own (logged in)")
    public ContestViews.ContestSubmissionPage list(
            @Context HttpHeaders headers,
            @PathParam("id") String id,
            @QueryParam("account") String account,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        long contestId = ContestProblems.id(id);
        return lists.list(
                        contestId,
                        authenticator.identify(headers).orElse(null),
                        account == null || account.isBlank() ? null : account.strip(),
                        QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE),
                        QueryParams.intParam("limit", limit, 100, 1, 1000))
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }
}
