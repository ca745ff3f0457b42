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
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.ratelimit.RateLimits;

/** The MCTS lab's server-side search, for budgets a browser tab should not carry. */
@Path("/lab/moves")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "MCTS lab")
public class LabResource {

    @Inject
    LabSearchService searches;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    /** What {@code bin/arena move} prints for the same request, plus the search's own statistics. */
    public record LabMoveView(
            String move,
            String player,
            String position,
            long seed,
            long ms,
            @JsonRawValue String search) {
        static LabMoveView of(LabSearchService.LabMove m) {
            return new LabMoveView(m.move(), m.player(), m.position(), m.seed(), m.ms(), "{" + m.detailsJson() + "}");
        }
    }

    @POST
    @Operation(
            summary =
                    "The move a two-player player chooses in a position of a two-player game (anyone): "
                            + "{\"game\",\"position\":\"4455\",\"player\":\"uct:sims=200000,c=1.414\",\"seed\":1}, up to "
                            + LabSearchService.MAX_SIMULATIONS
                            + " simulations; the answer of bin/arena move for the same request. 422 names the field at fault "
                            + "(an illegal move of the position with its index and why); 429 with Retry-After over the rate "
                            + "limit; the search waits for its address's turn on the lab's core, 503 with Retry-After when too many wait")
    public LabMoveView move(@Context HttpHeaders headers, @Context HttpServerRequest http, LabMoveRequest request) {
        // A search holds a core for seconds: few per address, a few more per person or bot.
        limits.checkParticipantOrAddress(
                authenticator.identify(headers).map(c -> c.participantKey()),
                RateLimits.Limit.LAB_SEARCHES,
                RateLimits.Limit.LAB_SEARCHES);
        // Turns on the lab's core go by client address; a search nobody waits for stops.
        return switch (searches.move(request, limits.clientAddress(), clientGone(http))) {
            case LabSearchOutcome.Moved m -> LabMoveView.of(m.move());
            case LabSearchOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The two-player games' ids, for the message that lists them. */
    static String twoPlayerGames() {
        return Games.all().stream()
                .filter(g -> g.type().players() == 2)
                .map(Game::id)
                .collect(Collectors.joining(", "));
    }

    /** Whether the client of {@code http} has closed its connection: nobody waits for the answer. */
    static BooleanSupplier clientGone(HttpServerRequest http) {
        return () -> http.response().closed();
    }

    /** The status and problem document of each refusal to search (or, through LabGradeResource, to grade). */
    static ApiException refusal(LabSearchOutcome.Refused refused) {
        return switch (refused) {
            case LabSearchOutcome.NoBody n ->
                ApiException.badRequest("game", "a JSON body with game, position, player and seed is required");
            case LabSearchOutcome.NotALabGame g ->
                ApiException.unprocessable(
                        "Not a lab game", "game", "the lab's games are the two-player games: " + twoPlayerGames());
            case LabSearchOutcome.UnreadablePosition u ->
                ApiException.unprocessable("Unreadable position", "position", u.reason());
            case LabSearchOutcome.IllegalPositionMove bad ->
                ApiException.unprocessable(
                        "Illegal move",
                        "position",
                        "move " + bad.number() + " ('" + bad.move() + "') is illegal: " + bad.reason());
            case LabSearchOutcome.GameOver o ->
                ApiException.unprocessable("Game over", "position", "the game is over: there is no move to choose");
            case LabSearchOutcome.NotAPlayer p -> ApiException.unprocessable("Not a player", "player", p.reason());
            case LabSearchOutcome.NotAServerPlayer p ->
                ApiException.unprocessable(
                        "Not a server search",
                        "player",
                        "the server searches with uct:sims=N,c=X[,plain], deep:sims=N,c=X[,plain] or net only");
            case LabSearchOutcome.TooBigASearch t ->
                ApiException.unprocessable(
                        "Too big a search", "player", "sims: at most " + t.cap() + " on the server, not " + t.sims());
            case LabSearchOutcome.ReusesATree r ->
                ApiException.unprocessable(
                        "Not a server search", "player", "reuse keeps a tree between moves, which a request does not");
            case LabSearchOutcome.Busy b ->
                ApiException.unavailable(
                        "The lab's searches are busy",
                        "every core the lab may use is searching and too many searches wait for their turn; try again in a "
                                + "few seconds",
                        Duration.ofSeconds(3));
            // Nobody reads this answer: the client closed its connection and its search was stopped.
            case LabSearchOutcome.ClientGone g ->
                ApiException.unavailable(
                        "The search was stopped", "the client went away before the answer", Duration.ofSeconds(1));
            case LabSearchOutcome.ServerStopping s ->
                ApiException.unavailable(
                        "Server stopping",
                        "this server is stopping, so its searches were stopped; send the request again (another "
                                + "instance, or this one once restarted)",
                        Duration.ofSeconds(5));
        };
    }
}
