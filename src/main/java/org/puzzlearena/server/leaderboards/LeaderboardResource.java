package org.puzzlearena.server.leaderboards;

import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.catalog.GameCatalog;

/** Leaderboards per game and instance, people and bots side by side. Open to everyone. */
@Path("/leaderboards")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Leaderboards")
public class LeaderboardResource {

    static final int MAX_PAGE = 500;

    @Inject
    GameCatalog catalog;

    @Inject
    LeaderboardRepository boards;

    public record Leaderboard(String game, String instance, String scoring, long participants, int offset,
            List<LeaderboardEntry> entries) {
    }

    @GET
    @Path("/{game}/{instance: .+}")
    @Transactional
    @Operation(summary = "The best submission per participant, by score then earlier receipt (anyone)")
    public Leaderboard leaderboard(@PathParam("game") String gameId, @PathParam("instance") String instanceId,
            @QueryParam("offset") String offsetParam, @QueryParam("limit") String limitParam) {
        int offset = QueryParams.intParam("offset", offsetParam, 0, 0, Integer.MAX_VALUE);
        int limit = QueryParams.intParam("limit", limitParam, 100, 1, MAX_PAGE);
        Game game = catalog.game(gameId);
        GameCatalog.requirePuzzle(game.id(), "game");
        State initial = catalog.initialState(game, instanceId);
        String instance = initial.instanceId();
        return new Leaderboard(game.id(), instance, game.title(), boards.participants(game.id(), instance), offset,
                boards.page(game.id(), instance, offset, limit));
    }
}
