package org.puzzlearena.server.positions;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * The step API: the position after a list of moves, for bots that keep the rules on the server.
 * Instance ids contain slashes ({@code standard/1}), so the instance is every path segment up to
 * the last one, {@code positions}: the catalogue's {@code {instance: .+}} convention.
 */
@Path("/games/{game}/instances/{instance: .+}/positions")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Catalogue")
public class PositionsResource {

    @Inject
    PositionService positions;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    /**
     * The position's answer. {@code position} is the drawable JSON of the catalogue's instance view;
     * {@code legalMoves} is the page {@code offset..offset+limit} of the {@code legalMoveCount} legal
     * moves, in canonical notation (the order is the rules' own, stable for a position).
     * {@code legalMovePoints} gives, move by move, what each adds to the score at once (SameGame's
     * group points, with the bonus or penalty of a move that ends the game; 1 in Morpion and
     * Sudoku), null in a game that is won or lost; {@code legalMoveGroupSizes} gives the blocks each
     * removes in SameGame, null elsewhere. Both are empty when the page is.
     */
    public record PositionView(
            String game,
            String instance,
            int moveCount,
            int score,
            boolean terminal,
            @JsonRawValue String position,
            @JsonRawValue String details,
            int legalMoveCount,
            int offset,
            int limit,
            List<String> legalMoves,
            List<Integer> legalMovePoints,
            List<Integer> legalMoveGroupSizes) {
        static PositionView of(PositionService.Position p) {
            return new PositionView(
                    p.game(),
                    p.instance(),
                    p.moveCount(),
                    p.score(),
                    p.terminal(),
                    p.positionJson(),
                    p.detailsJson(),
                    p.legalMoveCount(),
                    p.offset(),
                    p.limit(),
                    p.legalMoves(),
                    p.legalMovePoints(),
                    p.legalMoveGroupSizes());
        }
    }

    @POST
    @Operation(
            summary =
                    "The position after {\"moves\":[...]} from an instance's start (anyone): drawable position, "
                            + "score, terminal and a page of the legal moves (?offset=&limit=, at most "
                            + PositionService.MAX_LIMIT
                            + "); 422 names the first illegal move and why; 429 with Retry-After over the replay rate limit (as /api/verify)")
    public PositionView after(
            @Context HttpHeaders headers,
            @PathParam("game") String game,
            @PathParam("instance") String instance,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit,
            PositionRequest body) {
        // A replay like /api/verify's, so the same limits: per address when anonymous, higher per
        // logged-in person or API token (a bot stepping once per move should use its token).
        limits.checkParticipantOrAddress(
                authenticator.identify(headers).map(c -> c.participantKey()),
                RateLimits.Limit.PARTICIPANT_REPLAYS,
                RateLimits.Limit.ANONYMOUS_REPLAYS);
        return switch (positions.after(game, instance, body, offset, limit)) {
            case PositionOutcome.Found f -> PositionView.of(f.position());
            case PositionOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /**
     * One line's answer in a batch: {@code status} is what the single form would answer, with the
     * {@code position} on 200 or the {@code problem} document otherwise (422 for an illegal move).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PositionLineView(int status, PositionView position, Problem problem) {}

    /** A batch's answer: one {@link PositionLineView} per line, in the request's order. */
    public record PositionBatchView(List<PositionLineView> lines) {}

    @POST
    @Path("/batch")
    @Operation(
            summary =
                    "The positions after several lines from an instance's start (anyone): {\"lines\":[[...],[...]]}, at most "
                            + PositionService.MAX_LINES
                            + " lines and "
                            + PositionService.MAX_BATCH_MOVES
                            + " moves in all; each line answered as the single form would (status 200 with its position, or "
                            + "422 with the problem naming the first illegal move and why), the same ?offset=&limit= page for "
                            + "each; 400 names the field of a bad list; 429 with Retry-After over the replay rate limit, "
                            + "which counts each line as a request")
    public PositionBatchView batch(
            @Context HttpHeaders headers,
            @PathParam("game") String game,
            @PathParam("instance") String instance,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit,
            PositionBatchRequest body) {
        // Each line costs what a single request costs, so a batch is charged one request per line.
        limits.checkParticipantOrAddress(
                authenticator.identify(headers).map(c -> c.participantKey()),
                RateLimits.Limit.PARTICIPANT_REPLAYS,
                RateLimits.Limit.ANONYMOUS_REPLAYS,
                PositionService.batchCost(body));
        return switch (positions.batch(game, instance, body, offset, limit)) {
            case BatchOutcome.BadLines bad -> throw ApiException.badRequest(bad.field(), bad.reason());
            case BatchOutcome.Answered answered -> {
                List<PositionOutcome> outcomes = answered.lines();
                List<PositionLineView> lines = new ArrayList<>(outcomes.size());
                for (int i = 0; i < outcomes.size(); i++) {
                    lines.add(line(i, outcomes.get(i)));
                }
                yield new PositionBatchView(lines);
            }
        };
    }

    private static PositionLineView line(int index, PositionOutcome outcome) {
        return switch (outcome) {
            case PositionOutcome.Found f -> new PositionLineView(200, PositionView.of(f.position()), null);
            case PositionOutcome.Refused refused -> {
                Problem p = refusal(refused).problem();
                // The field as this request names it: the line's move rather than the single form's moves[j].
                String field = p.field() == null ? null : p.field().replaceFirst("^moves", "lines[" + index + "]");
                yield new PositionLineView(
                        p.status(),
                        null,
                        new Problem(p.type(), p.title(), p.status(), p.detail(), field, p.extensions()));
            }
        };
    }

    /** The status and problem document of each refusal to give a position. */
    static ApiException refusal(PositionOutcome.Refused refused) {
        return switch (refused) {
            case PositionOutcome.UnreadableInstance u -> ApiException.badRequest("instance", u.reason());
            case PositionOutcome.TooManyMoves t ->
                ApiException.badRequest("moves", "a game of " + t.game() + " has at most " + t.maxMoves() + " moves");
            case PositionOutcome.NullMove n ->
                ApiException.badRequest("moves[" + n.index() + "]", "a move is a string, not null");
            // The same 422 as a submission with an illegal move: which move, its text, and why.
            case PositionOutcome.IllegalMove bad ->
                ApiException.illegalMove(
                        "Illegal move", "moves[" + bad.moveIndex() + "]", bad.moveIndex(), bad.move(), bad.reason());
        };
    }
}
