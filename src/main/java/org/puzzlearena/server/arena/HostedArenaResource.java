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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaCaps;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaEntry;
import org.puzzlearena.server.arena.HostedArenaViews.HostedArenaPlayed;
import org.puzzlearena.server.arena.HostedArenaViews.HostedBotArena;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Hosted bot versions on the arena's "server" ladder (docs/ARENA.md, "Hosted bots on the ladder"):
 * entering a version, its owner's caps, and having it play now.
 */
@Path("/arena/hosted")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Arena")
public class HostedArenaResource {

    /** The most games one "play now" request plays. */
    static final int MAX_GAMES_PER_REQUEST = 12;

    @Inject
    HostedArenaEntries entries;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Enter one of your hosted bot versions on a game's server ladder (logged-in owner or API"
                    + " token): {\"game\": a two-player game's id, \"version\": version id}. 201 with the entry and your"
                    + " caps; 400 names the field; 403 not your version; 404 no such version; 409 entered"
                    + " already, retired, or your versions in the arena at their cap")
    public Response enter(@Context HttpHeaders headers, JsonNode body) {
        Caller caller = authenticator.require(headers);
        if (body == null || !body.isObject()) {
            throw ApiException.badRequest("body", "a JSON object: {\"game\": a two-player game's id, \"version\": id}");
        }
        JsonNode game = body.get("game");
        if (game == null || !game.isTextual()) {
            throw ApiException.badRequest("game", "game must be the id of one of the arena's games");
        }
        JsonNode version = body.get("version");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToLong() || version.asLong() <= 0) {
            throw ApiException.badRequest("version", "version must be a hosted bot version's id, a whole number");
        }
        return switch (entries.enter(caller, game.asText(), version.asLong())) {
            case ArenaOutcome.Ok<HostedArenaEntry> ok ->
                Locations.created("/api/arena/hosted/" + ok.value().playerId())
                        .entity(ok.value())
                        .build();
            case ArenaOutcome<HostedArenaEntry> refused -> throw ArenaProblems.of(refused);
        };
    }

    @GET
    @Operation(
            summary = "A hosted bot's versions in the arena (anyone): ?bot=<hosted bot id>; each entered version's"
                    + " entry per game, newest version first (400 without a bot id, 404 no such bot)")
    public HostedBotArena ofBot(@QueryParam("bot") String bot) {
        long id = parse(bot == null ? "" : bot)
                .filter(b -> b > 0)
                .orElseThrow(() -> ApiException.badRequest("bot", "bot must be a hosted bot's id, a whole number"));
        return entries.entriesOfBot(id)
                .map(list -> new HostedBotArena(id, list))
                .orElseThrow(() -> ApiException.notFound("no hosted bot " + id));
    }

    @GET
    @Path("/caps")
    @Operation(
            summary = "Your hosted versions' arena caps (logged in): games today (UTC) and the daily cap, games left,"
                    + " versions entered and their cap, and the seconds until the daily count resets")
    public HostedArenaCaps caps(@Context HttpHeaders headers) {
        Caller caller = authenticator.require(headers);
        return entries.caps(caller.accountId());
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A hosted version's arena entry (anyone): its arena player, rating, RD, whether it is"
                    + " provisional, games, the CPU budget a game, and its owner's caps")
    public HostedArenaEntry entry(@PathParam("id") String id) {
        return parse(id)
                .flatMap(entries::find)
                .orElseThrow(() -> ApiException.notFound("no hosted arena player " + id));
    }

    @POST
    @Path("/{id}/games")
    @Operation(
            summary = "Have your hosted version play ?count= ladder games now (owner; an even count, 2 by default, at"
                    + " most 12): colour-paired pairs against reference anchors near its rating, in the sandbox at"
                    + " the arena's CPU budget a game, each replayed by the rules, stored and rated; a crash, time"
                    + " out or illegal move loses that game with the verdict stored. 429 with Retry-After (the"
                    + " seconds until your daily cap resets) over the cap; 503 when this server cannot run hosted bots")
    public HostedArenaPlayed play(
            @Context HttpHeaders headers, @PathParam("id") String id, @QueryParam("count") String count) {
        Caller caller = authenticator.require(headers);
        long playerId = parse(id).orElseThrow(() -> ApiException.notFound("no hosted arena player " + id));
        int n = QueryParams.intParam("count", count, 2, 2, MAX_GAMES_PER_REQUEST);
        if (n % 2 != 0) {
            throw ApiException.badRequest("count", "count must be even: games come in colour-paired pairs");
        }
        limits.check(RateLimits.Limit.ARENA_GAMES, "account:" + caller.accountId(), n);
        return switch (entries.playNow(caller, playerId, n)) {
            case ArenaOutcome.Ok<HostedArenaPlayed> ok -> ok.value();
            case ArenaOutcome<HostedArenaPlayed> refused -> throw ArenaProblems.of(refused);
        };
    }

    private static java.util.Optional<Long> parse(String text) {
        try {
            return java.util.Optional.of(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }
}
