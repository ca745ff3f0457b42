package org.puzzlearena.server.arena;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.arena.ArenaViews.ArenaConstants;
import org.puzzlearena.server.arena.ArenaViews.ArenaGamePage;
import org.puzzlearena.server.arena.ArenaViews.ArenaGameView;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadder;
import org.puzzlearena.server.arena.ArenaViews.ArenaPlayed;
import org.puzzlearena.server.arena.ArenaViews.ArenaPlayerView;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * The arena (docs/ARENA.md): Glicko-2 ladders of two-player bots per game and pool, each player's
 * page, every game's full record (enough to replay it bit for bit: {@code bin/arena replay}), and
 * the admin's "play ladder games now".
 */
@Path("/arena")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Arena")
public class ArenaResource {

    @Inject
    ArenaService service;

    @Inject
    Permissions permissions;

    @Inject
    RateLimits limits;

    @GET
    @Path("/constants")
    @Operation(
            summary =
                    "The Glicko-2 constants of the ladders: tau, initial rating/RD/volatility, rating period (anyone)")
    public ArenaConstants constants() {
        return service.constants();
    }

    @GET
    @Path("/{game}/ladder")
    @Operation(
            summary = "A game's ladder in a pool (?pool=server, the default, or remote), highest rating first: rating,"
                    + " RD, its 95% interval (rating +- 1.96 RD), provisional while RD >= 110, games, wins, draws,"
                    + " losses (anyone). 404 no such game, 422 a puzzle, 400 naming pool")
    public ArenaLadder ladder(@PathParam("game") String game, @QueryParam("pool") String pool) {
        return switch (service.ladder(game, pool)) {
            case ArenaOutcome.Ok<ArenaLadder> ok -> ok.value();
            case ArenaOutcome<ArenaLadder> refused -> throw ArenaProblems.of(refused);
        };
    }

    @GET
    @Path("/players/{id}")
    @Operation(
            summary = "An arena player (anyone): its ladder entry, rating history (the latest 1,000 games), results"
                    + " against each opponent, and what its moves cost (mean and most CPU and wall milliseconds)")
    public ArenaPlayerView player(@PathParam("id") String id) {
        long playerId = id(id).orElseThrow(() -> ArenaProblems.noPlayer(id));
        return service.player(playerId).orElseThrow(() -> ArenaProblems.noPlayer(id));
    }

    @GET
    @Path("/games/{id}")
    @Operation(
            summary = "An arena game's full record (anyone): both sides with their specs and budgets, seed, opening,"
                    + " every move with its think time (CPU and wall ms), status (counted or rejected, with why),"
                    + " result and both rating changes with what the update used")
    public ArenaGameView game(@PathParam("id") String id) {
        long gameId = id(id).orElseThrow(() -> ArenaProblems.noGameRecord(id));
        return service.game(gameId).orElseThrow(() -> ArenaProblems.noGameRecord(id));
    }

    @GET
    @Path("/games")
    @Operation(
            summary = "Arena games, newest first, of a player (?player=id) and/or a game (?game=), with ?offset= and"
                    + " ?limit= (at most 200) (anyone); 400 names the parameter at fault")
    public ArenaGamePage games(
            @QueryParam("player") String player,
            @QueryParam("game") String game,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        Long playerId = null;
        if (player != null && !player.isBlank()) {
            playerId = id(player)
                    .orElseThrow(
                            () -> ApiException.badRequest("player", "player must be a player's id, a whole number"));
        }
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, 50, 1, 200);
        return switch (service.games(playerId, game == null || game.isBlank() ? null : game, from, size)) {
            case ArenaOutcome.Ok<ArenaGamePage> ok -> ok.value();
            case ArenaOutcome<ArenaGamePage> refused -> throw ArenaProblems.ofQuery(refused);
        };
    }

    @POST
    @Path("/{game}/games")
    @Operation(
            summary = "Play ?count= ladder games of the game now (admin; an even count up to arena.ladder.max-games-"
                    + "per-request, 100): matchmade colour-paired pairs of reference bots, each game replayed by the"
                    + " rules, stored and rated; answers when they are played. Rate-limited per admin by games")
    public ArenaPlayed play(
            @Context HttpHeaders headers, @PathParam("game") String game, @QueryParam("count") String count) {
        Caller admin = permissions.requireAdmin(headers);
        int n = QueryParams.intParam("count", count, 2, 1, service.maxGamesPerRequest());
        limits.check(RateLimits.Limit.ARENA_GAMES, "account:" + admin.accountId(), n);
        return switch (service.play(game, n)) {
            case ArenaOutcome.Ok<ArenaPlayed> ok -> ok.value();
            case ArenaOutcome<ArenaPlayed> refused -> throw ArenaProblems.of(refused);
        };
    }

    private static java.util.Optional<Long> id(String text) {
        try {
            return java.util.Optional.of(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }
}
