package org.puzzlearena.server.catalog;

import com.fasterxml.jackson.annotation.JsonRawValue;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.State;

/** The catalogue: games, their instances, and an instance's initial position. Open to everyone. */
@Path("/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Catalogue")
public class GamesResource {

    @Inject
    GameCatalog catalog;

    /**
     * A game and its facts ({@link GameType}): a client picks its view by
     * {@code family}, and offers generated or uploaded boards by {@code generators}, instead of
     * guessing from the id.
     */
    public record GameView(
            String id,
            String title,
            String description,
            String instanceSyntax,
            String defaultInstance,
            String solutionFormat,
            int instanceCount,
            String family,
            @Schema(description = "1 (a puzzle) or 2") int players,

            @Schema(enumeration = {"score", "win-draw-loss"})
            String result,

            String defaultPolicy,
            List<String> policies,
            List<GeneratorView> generators) {
        static GameView of(Game g) {
            GameType t = g.type();
            return new GameView(
                    g.id(),
                    g.title(),
                    g.description(),
                    g.instanceSyntax(),
                    g.defaultInstance(),
                    g.solutionFormat().name(),
                    g.instances().size(),
                    t.family(),
                    t.players(),
                    t.result().id(),
                    t.defaultPolicy(),
                    t.policies(),
                    t.generators().stream().map(GeneratorView::of).toList());
        }
    }

    /** How instances are made beyond the catalogue: {@code <prefix>/<seed>[/<parameter>...]} or an uploaded board. */
    public record GeneratorView(
            @Schema(enumeration = {"seeded", "board"}) String kind,
            String prefix,
            String description,
            List<InstanceGenerator.Parameter> parameters) {
        static GeneratorView of(InstanceGenerator g) {
            return new GeneratorView(g.kind().id(), g.prefix(), g.description(), g.parameters());
        }
    }

    public record InstanceSummary(String id, String href) {}

    /** An instance and its initial position, drawable by a client (see each game's position shape). */
    public record InstanceView(
            String game,
            String id,
            int legalMoves,
            @JsonRawValue String position) {}

    @GET
    @Operation(summary = "List the games (anyone)")
    public List<GameView> games() {
        return catalog.games().stream().map(GameView::of).toList();
    }

    @GET
    @Path("/{game}")
    @Operation(summary = "One game (anyone)")
    public GameView game(@PathParam("game") String game) {
        return GameView.of(catalog.game(game));
    }

    @GET
    @Path("/{game}/instances")
    @Operation(summary = "The catalogue's instances of a game (anyone)")
    public List<InstanceSummary> instances(@PathParam("game") String gameId) {
        Game game = catalog.game(gameId);
        return game.instances().stream()
                .map(id -> new InstanceSummary(id, "/api/games/" + game.id() + "/instances/" + id))
                .toList();
    }

    @GET
    @Path("/{game}/instances/{instance: .+}")
    @Operation(summary = "An instance's initial position (anyone); generated instances are made on demand")
    public InstanceView instance(@PathParam("game") String gameId, @PathParam("instance") String instanceId) {
        Game game = catalog.game(gameId);
        State s = catalog.initialState(game, instanceId);
        return new InstanceView(game.id(), s.instanceId(), s.legalMoveCount(), s.positionJson());
    }
}
