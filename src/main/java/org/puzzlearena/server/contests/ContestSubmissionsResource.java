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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.submissions.StoredSubmission;
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
    org.puzzlearena.server.ratelimit.RateLimits limits;

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
        limits.check(org.puzzlearena.server.ratelimit.RateLimits.Limit.PARTICIPANT_REPLAYS, caller.participantKey());
        ContestSubmissionService.Accepted a = service.submit(caller, ContestsResource.id(id), body, idempotencyKey);
        StoredSubmission s = a.submission();
        var created = new ContestViews.ContestSubmissionCreated(
                s.id(),
                s.contestId(),
                s.game(),
                s.instanceId(),
                s.score(),
                s.moveCount(),
                s.receivedAt(),
                s.verifierVersion(),
                a.afterFreeze(),
                a.yourBest(),
                a.rateLimit());
        Response.ResponseBuilder r =
                Locations.created("/api/submissions/" + s.id()).entity(created);
        if (a.replayed()) {
            r.header("Idempotent-Replayed", "true");
        }
        return r.build();
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
        return lists.list(
                ContestsResource.id(id),
                authenticator.identify(headers).orElse(null),
                account == null || account.isBlank() ? null : account.strip(),
                QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE),
                QueryParams.intParam("limit", limit, 100, 1, 1000));
    }
}
