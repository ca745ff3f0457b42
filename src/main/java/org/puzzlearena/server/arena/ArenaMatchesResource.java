package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchPage;
import org.puzzlearena.server.arena.ArenaMatchViews.ArenaMatchView;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Arena matches (docs/ARENA.md, "Matches"): an SPRT between two players of a ladder on colour-paired
 * games, stopping by itself at a verdict; its games are ladder games too.
 */
@Path("/arena/matches")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Arena")
public class ArenaMatchesResource {

    @Inject
    ArenaMatches matches;

    @Inject
    Authenticator authenticator;

    @Inject
    Permissions permissions;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Start a match (logged-in person or API token): {\"first\": player id, \"second\": player id,"
                    + " \"preset\": \"0-50\" or \"0-20\"} or elo0/elo1 instead of the preset, optional alpha and beta"
                    + " (0.05 each) and maxGames (even, 400 by default, at most 2000). Is first stronger than second"
                    + " by elo1 rather than elo0? Colour-paired games from random 2-ply openings until the SPRT"
                    + " decides (H1, H0) or maxGames (inconclusive). Players: two reference bots; your hosted"
                    + " version against a reference bot or another of your versions; your remote bot against a"
                    + " reference bot of the remote pool, its games played over its stream (the match waits,"
                    + " with `waiting` saying why, while the stream is not open or your remote cap is spent)."
                    + " 201 with the match; 400 names the field at fault (no such player, another game or pool,"
                    + " a pairing that is not played); 403 a hosted version or remote bot that is not yours;"
                    + " 409 when your matches running are at the cap; 429 with Retry-After over the rate;"
                    + " 503 a hosted version on a server without a sandbox")
    public Response start(@Context HttpHeaders headers, JsonNode body) {
        Caller caller = authenticator.require(headers);
        ArenaMatches.MatchRequest request = switch (ArenaMatches.parse(body)) {
            case ArenaOutcome.Ok<ArenaMatches.MatchRequest> ok -> ok.value();
            case ArenaOutcome<ArenaMatches.MatchRequest> refused -> throw ArenaProblems.of(refused);
        };
        limits.check(RateLimits.Limit.ARENA_MATCHES, "account:" + caller.accountId());
        return switch (matches.start(caller, request)) {
            case ArenaOutcome.Ok<ArenaMatchView> ok ->
                Locations.created("/api/arena/matches/" + ok.value().id())
                        .entity(ok.value())
                        .build();
            case ArenaOutcome<ArenaMatchView> refused -> throw ArenaProblems.of(refused);
        };
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A match as it stands (anyone): state (running, H1, H0, inconclusive, cancelled), bounds,"
                    + " games and W/D/L from the first player's side, the pairs' pentanomial counts, the"
                    + " log-likelihood ratio with its bounds, Elo with its 95% interval, the expected games left"
                    + " with its range, and every pair with the test after it")
    public ArenaMatchView get(@PathParam("id") String id) {
        long matchId = id(id).orElseThrow(() -> ArenaProblems.noMatch(id));
        return matches.find(matchId).orElseThrow(() -> ArenaProblems.noMatch(id));
    }

    @GET
    @Operation(
            summary = "Matches, newest first, of a game (?game=) or all, with ?offset= and ?limit= (at most 100)"
                    + " (anyone); 400 names the parameter at fault")
    public ArenaMatchPage list(
            @QueryParam("game") String game, @QueryParam("offset") String offset, @QueryParam("limit") String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, 20, 1, 100);
        String g = game == null || game.isBlank() ? null : game;
        if (g != null) {
            ArenaService.refuseGame(g).ifPresent(refused -> {
                throw ArenaProblems.ofQuery(refused);
            });
        }
        return matches.page(g, from, size);
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(
            summary = "Stop a running match (who started it, or an admin): its state becomes cancelled; the games"
                    + " it played stay counted on the ladder. 403 another's match, 404 none, 409 already ended")
    public ArenaMatchView cancel(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        long matchId = id(id).orElseThrow(() -> ArenaProblems.noMatch(id));
        boolean admin = permissions.rolesOf(caller).contains(Role.ADMIN);
        return switch (matches.cancel(caller, admin, matchId)) {
            case ArenaOutcome.Ok<ArenaMatchView> ok -> ok.value();
            case ArenaOutcome<ArenaMatchView> refused -> throw ArenaProblems.of(refused);
        };
    }

    private static Optional<Long> id(String text) {
        try {
            return Optional.of(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
