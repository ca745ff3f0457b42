package org.puzzlearena.server.lab;

import com.fasterxml.jackson.annotation.JsonRawValue;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.search.solver.GradeSearch;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.ratelimit.RateLimits;

/** The MCTS lab's move grades by the exact solver, for positions the browser cannot solve in time. */
@Path("/lab/grades")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "MCTS lab")
public class LabGradeResource {

    @Inject
    LabGradeService grades;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    /**
     * The page worker's answer for the same move: the grade (null if the results were not proven in
     * time), what it rests on ("score" or "result") and the analysis.
     */
    public record LabGradeView(
            String grade, String basis, @JsonRawValue String analysis, long ms) {
        static LabGradeView of(LabGradeService.LabGrade g) {
            return new LabGradeView(
                    g.grade(),
                    g.basis(),
                    g.analysis()
                            .appendJsonMembers(new StringBuilder("{"))
                            .append('}')
                            .toString(),
                    g.ms());
        }
    }

    @POST
    @Operation(
            summary = "The exact solver's grade of a move played in a position of a two-player game (anyone): "
                    + "{\"game\",\"position\":\"44\",\"move\":\"3\"} -> {\"grade\":\"best\"|\"inaccuracy\""
                    + "|\"mistake\"|\"blunder\"|null,\"basis\":\"score\"|\"result\"|null,\"analysis\":<bin/arena analyse's "
                    + "shape, the scores the grade needed>}; results (win/draw/loss) proven first, the distance that tells "
                    + "best from inaccuracy only within "
                    + GradeSearch.DISTANCE_MS
                    + " ms (past it basis 'result': a kept result counts best); null when the results are not proven "
                    + "within "
                    + LabGradeService.BUDGET_MS
                    + " ms of one core (the analysis then has bounds). 422 names the field at fault; 429 with "
                    + "Retry-After over the rate limit; solved in turns with other addresses on the lab's core (a turn yields "
                    + "after 20 ms while another address waits), 503 with Retry-After when too many wait")
    public LabGradeView grade(@Context HttpHeaders headers, @Context HttpServerRequest http, LabGradeRequest request) {
        // A grade can hold a core for seconds: the same limits as the lab's searches.
        limits.checkParticipantOrAddress(
                authenticator.identify(headers).map(c -> c.participantKey()),
                RateLimits.Limit.LAB_SEARCHES,
                RateLimits.Limit.LAB_SEARCHES);
        // Turns on the lab's core go by client address; a grade nobody waits for stops.
        return switch (grades.grade(request, limits.clientAddress(), LabResource.clientGone(http))) {
            case LabGradeOutcome.Graded g -> LabGradeView.of(g.grade());
            case LabGradeOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to grade a move. */
    static ApiException refusal(LabGradeOutcome.Refused refused) {
        return switch (refused) {
            case LabGradeOutcome.NoBody n ->
                ApiException.badRequest("game", "a JSON body with game, position and move is required");
            case LabGradeOutcome.GameOver o ->
                ApiException.unprocessable("Game over", "position", "the game is over: there is no move to grade");
            case LabGradeOutcome.NoMove n ->
                ApiException.unprocessable("No move", "move", "the move to grade is required");
            case LabGradeOutcome.IllegalMove i ->
                ApiException.unprocessable(
                        "Illegal move", "move", "move '" + i.move() + "' is not legal here: " + i.reason());
            case LabGradeOutcome.SearchRefused s -> LabResource.refusal(s.why());
        };
    }
}
