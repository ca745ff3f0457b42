package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.http.HttpServerResponse;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteArenaBot;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteArenaCaps;
import org.puzzlearena.server.arena.RemoteArenaViews.RemoteMoveAccepted;

/**
 * Remote bots in the arena's "remote" pool (docs/ARENA.md, "Remote bots"): registering one, its
 * owner's caps, its NDJSON stream of games, and its moves.
 */
@Path("/arena/remote")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Arena")
public class RemoteArenaResource {

    /** The NDJSON stream's media type: one JSON object a line. */
    static final String NDJSON = "application/x-ndjson";

    /** The most games one stream may ask for with {@code ?games=}. */
    static final int MAX_GAMES_PER_STREAM = 1000;

    @Inject
    RemoteBots bots;

    @Inject
    Authenticator authenticator;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Register a remote bot in a game's remote pool (logged in or API token): {\"game\": a"
                    + " two-player game's id, \"name\": 1-40 letters, digits, spaces, . _ -}. 201 with the bot,"
                    + " its stream's path and your caps; 400 names the field; 409 you have a bot of that name on"
                    + " that game, or your remote bots are at their cap")
    public Response register(@Context HttpHeaders headers, JsonNode body) {
        Caller caller = authenticator.require(headers);
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("body", "a JSON object: {\"game\": a two-player game's id, \"name\": text}");
        }
        JsonNode game = body.get("game");
        if (game == null || !game.isTextual()) {
            throw ApiException.badRequest("game", "game must be the id of one of the arena's games");
        }
        JsonNode name = body.get("name");
        if (name == null || !name.isTextual()) {
            throw ApiException.badRequest("name", "name must be text: what the bot is called on the ladder");
        }
        return switch (bots.register(caller, game.asText(), name.asText())) {
            case ArenaOutcome.Ok<RemoteArenaBot> ok ->
                Locations.created("/api/arena/remote/" + ok.value().playerId())
                        .entity(ok.value())
                        .build();
            case ArenaOutcome<RemoteArenaBot> refused -> throw ArenaProblems.of(refused);
        };
    }

    @GET
    @Operation(
            summary = "Your remote bots (logged in or API token), oldest first, each as GET /api/arena/remote/{id}"
                    + " gives it")
    public List<RemoteArenaBot> mine(@Context HttpHeaders headers) {
        Caller caller = authenticator.require(headers);
        return bots.mine(caller.accountId());
    }

    @GET
    @Path("/caps")
    @Operation(
            summary = "Your remote bots' caps (logged in or API token): bots registered and their cap, games today"
                    + " (UTC) and the daily cap, games left, and the seconds until the daily count resets")
    public RemoteArenaCaps caps(@Context HttpHeaders headers) {
        Caller caller = authenticator.require(headers);
        return bots.caps(caller.accountId());
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A remote bot (anyone): its arena player in the remote pool, rating, RD, whether it is"
                    + " provisional, record, whether its stream is connected, the live id of the game it is playing"
                    + " (liveGame, null between games), its wall seconds a move, and its owner's caps")
    public RemoteArenaBot bot(@PathParam("id") String id) {
        return parse(id).flatMap(bots::find).orElseThrow(() -> ApiException.notFound("no remote arena bot " + id));
    }

    @GET
    @Path("/{id}/stream")
    @Produces({NDJSON, MediaType.APPLICATION_JSON})
    @Operation(
            summary = "Your remote bot's stream of games (owner's API token or session): application/x-ndjson, one"
                    + " JSON event a line (connected, gameStart, yourTurn, gameEnd, done; empty lines keep it"
                    + " alive). While it is open the bot plays colour-paired pairs, ?games= of them (even, 2-1000) or"
                    + " until your daily cap: its running matches' pairs first (gameStart and gameEnd name the"
                    + " matchId), else against the remote pool's anchors. 403 not your bot; 404 no such bot;"
                    + " 409 its stream is open already; 429 with Retry-After when your daily cap leaves no pair")
    public Response stream(
            @Context HttpHeaders headers,
            @Context HttpServerResponse response,
            @PathParam("id") String id,
            @QueryParam("games") String games) {
        Caller caller = authenticator.require(headers);
        long playerId = parse(id).orElseThrow(() -> ApiException.notFound("no remote arena bot " + id));
        Integer max = games == null ? null : QueryParams.intParam("games", games, 2, 2, MAX_GAMES_PER_STREAM);
        if (max != null && max % 2 != 0) {
            throw ApiException.badRequest("games", "games must be even: games come in colour-paired pairs");
        }
        Optional<ArenaOutcome<Void>> refused = bots.refuseStream(caller, playerId);
        if (refused.isPresent()) {
            throw ArenaProblems.of(refused.get());
        }
        // The HTTP server knows at once when the bot closes its connection; a write would find out later.
        StreamingOutput body = out -> bots.stream(playerId, max, out, response::closed);
        return Response.ok(body, NDJSON).header("Cache-Control", "no-store").build();
    }

    @POST
    @Path("/games/{gameId}/move")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Your remote bot's move in its game in progress (owner's API token or session): {\"move\":"
                    + " text}, within the wall seconds a move after its yourTurn event. 200 with the move as"
                    + " accepted; 400 names the field; 403 not your bot's game; 404 no such game in progress (with a"
                    + " broker, a move that reached another instance than the one playing the game is forwarded"
                    + " to it over RabbitMQ and answered as there);"
                    + " 409 not your turn, the game is over, or too late (the game is lost on time); 422 a move the"
                    + " rules refuse, with its index, the move and why (the game is lost)")
    public RemoteMoveAccepted move(@Context HttpHeaders headers, @PathParam("gameId") String gameId, JsonNode body) {
        Caller caller = authenticator.require(headers);
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("body", "a JSON object: {\"move\": text}");
        }
        JsonNode move = body.get("move");
        if (move == null || !move.isTextual() || move.asText().isBlank()) {
            throw ApiException.badRequest("move", "move must be a move's text, one of the yourTurn event's legalMoves");
        }
        return switch (bots.move(caller, gameId, move.asText())) {
            case ArenaOutcome.Ok<RemoteMoveAccepted> ok -> ok.value();
            case ArenaOutcome<RemoteMoveAccepted> refused -> throw ArenaProblems.of(refused);
        };
    }

    private static Optional<Long> parse(String text) {
        try {
            return Optional.of(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
