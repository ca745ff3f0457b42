package org.puzzlearena.server.submissions;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
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
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;
import org.puzzlearena.server.ratelimit.RateLimits;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.VerifyProblems;

/** Verified submissions: made by people (session) and bots (API token); readable by everyone. */
@Path("/submissions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Submissions")
public class SubmissionsResource {

    @Inject
    SubmissionService service;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @Inject
    GameCatalog catalog;

    @Inject
    SubmissionVisibility visibility;

    /** {@code copyOf}: what it copies (a record or someone's earlier line), absent for an original. */
    public record Created(
            long id,
            String game,
            String instance,
            int score,
            int moves,
            int rank,
            Instant receivedAt,
            String verifierVersion,
            @JsonInclude(JsonInclude.Include.NON_NULL) CopyOf copyOf) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SubmissionView(
            long id,
            String game,
            String instance,
            LeaderboardEntry.Participant participant,
            int score,
            int moveCount,
            List<String> moves,
            Instant receivedAt,
            String verifierVersion,
            String botRun,
            String contest,
            CopyOf copyOf) {
        public static SubmissionView of(Submission s, boolean withMoves) {
            String user = s.account.username;
            LeaderboardEntry.Participant who = LeaderboardEntry.Participant.of(user, s.botName);
            return new SubmissionView(
                    s.id,
                    s.game,
                    s.instanceId,
                    who,
                    s.score,
                    s.moveCount,
                    withMoves ? s.moveList() : null,
                    s.receivedAt,
                    s.verifierVersion,
                    s.botRunId == null ? null : "/api/bot-runs/" + s.botRunId,
                    s.contestId == null ? null : "/api/contests/" + s.contestId,
                    copyOf(s));
        }

        /** What {@code s} copies, named by the original's holder or participant (lazy: read in a transaction). */
        public static CopyOf copyOf(Submission s) {
            if (s.copyOfRecord != null) {
                return CopyOf.ofRecord(s.copyOfRecord.id, s.copyOfRecord.holder, new BoardId(s.game, s.instanceId));
            }
            if (s.copyOfSubmission != null) {
                Submission o = s.copyOfSubmission;
                return CopyOf.ofSubmission(o.id, o.account.username, o.botName);
            }
            return null;
        }
    }

    public record SubmissionPage(
            String game, String instance, long total, int offset, List<SubmissionView> submissions) {}

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Submit a solution (logged-in person or API token); replayed and ranked by the server. "
                    + "422 names the first illegal move; an Idempotency-Key header makes retries safe; 429 with Retry-After "
                    + "over the rate limit (charged per KiB of moves) or with too many of your replays waiting; 503 with "
                    + "Retry-After while the verifier's queue is full")
    public Response submit(
            @Context HttpHeaders headers, @HeaderParam("Idempotency-Key") String idempotencyKey, SolutionRequest body) {
        Caller caller = authenticator.require(headers);
        // Charged by the length of the line to replay (per KiB), as a verify is.
        limits.checkReplay(Optional.of(caller.participantKey()), SolutionRequest.replayBytes(body));
        return switch (service.submit(caller, body, idempotencyKey)) {
            case SubmissionOutcome.Accepted a -> {
                StoredSubmission s = a.submission();
                yield created(
                        s.id(),
                        new Created(
                                s.id(),
                                s.game(),
                                s.instanceId(),
                                s.score(),
                                s.moveCount(),
                                a.rank(),
                                s.receivedAt(),
                                s.verifierVersion(),
                                a.copyOf()),
                        a.replayed());
            }
            case SubmissionOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** 201 with the new submission's Location; a retry that found it says so in Idempotent-Replayed. */
    public static Response created(long id, Object entity, boolean replayed) {
        Response.ResponseBuilder r = Locations.created("/api/submissions/" + id).entity(entity);
        if (replayed) {
            r.header("Idempotent-Replayed", "true");
        }
        return r.build();
    }

    /** The status and problem document of each refusal of the submission path (contests' too). */
    public static ApiException refusal(SubmissionOutcome.Refused refused) {
        return switch (refused) {
            case SubmissionOutcome.BadIdempotencyKey k ->
                ApiException.badRequest(
                        "Idempotency-Key", "an Idempotency-Key has 1 to " + k.maxLength() + " characters");
            case SubmissionOutcome.EmptySolution e ->
                ApiException.unprocessable(
                        "Empty solution",
                        e.field(),
                        "a submission has at least one move; '" + e.field() + "' has none");
            case SubmissionOutcome.KeyUsedElsewhere k ->
                ApiException.conflict(
                        "Idempotency-Key",
                        "this Idempotency-Key was already used for a different submission (id " + k.earlierId() + ")");
            case SubmissionOutcome.Unverified u -> VerifyProblems.of(u.why());
            case SubmissionOutcome.InstanceReserved r -> ApiException.conflict("instance", r.why());
        };
    }

    @GET
    @Path("/{id}")
    @Transactional
    @Operation(
            summary = "A submission with its moves, so anyone can replay and re-check it (anyone; a contest's "
                    + "submission only for its author and the contest's staff until the contest's results are public)")
    public SubmissionView get(@Context HttpHeaders headers, @PathParam("id") String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no submission '" + idText + "'");
        }
        Submission s = service.find(id).orElse(null);
        // Someone else's contest submission is "not found", exactly like one that does not exist.
        if (s == null || (s.contestId != null && !visibility.mayRead(s, authenticator.identify(headers)))) {
            throw ApiException.notFound("no submission " + id);
        }
        return SubmissionView.of(s, true);
    }

    @GET
    @Transactional
    @Operation(summary = "The submissions to an instance, oldest first, without their moves (anyone)")
    public SubmissionPage list(
            @QueryParam("game") String gameId,
            @QueryParam("instance") String instanceId,
            @QueryParam("offset") String offsetParam,
            @QueryParam("limit") String limitParam) {
        if (gameId == null || instanceId == null) {
            throw ApiException.badRequest(gameId == null ? "game" : "instance", "game and instance are required");
        }
        int offset = QueryParams.intParam("offset", offsetParam, 0, 0, Integer.MAX_VALUE);
        int limit = QueryParams.intParam("limit", limitParam, 100, 1, 1000);
        Game game = catalog.game(gameId);
        GameCatalog.requirePuzzle(game.id(), "game");
        BoardId board =
                new BoardId(game.id(), catalog.initialState(game, instanceId).instanceId());
        List<SubmissionView> page = service.page(board, offset, limit).stream()
                .map(s -> SubmissionView.of(s, false))
                .toList();
        return new SubmissionPage(board.game(), board.instance(), service.count(board), offset, page);
    }
}
