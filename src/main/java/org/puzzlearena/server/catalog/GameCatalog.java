package org.puzzlearena.server.catalog;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.ApiException;

/** The puzzles the platform hosts: every game of the rules core and its catalogue of instances. */
@ApplicationScoped
public class GameCatalog {

    public List<Game> games() {
        return Games.all();
    }

    /** @throws ApiException 404 naming the game when it does not exist */
    public Game game(String id) {
        return Games.byId(id)
                .orElseThrow(() -> ApiException.notFound("no game '" + id + "'; the games are " + gameIds()));
    }

    /** The initial state of an instance; 404 with the rules' explanation when the id is not one. */
    public State initialState(Game game, String instanceId) {
        try {
            return game.newInitialState(instanceId);
        } catch (UnknownInstanceException e) {
            throw ApiException.notFound(e.getMessage());
        }
    }

    /**
     * Like {@link #initialState} for ids inside a request body: an unknown game or instance there is
     * the client's bad input (400 naming the field), not a missing resource.
     */
    public State initialStateForRequest(String gameId, String instanceId) {
        if (gameId == null || gameId.isBlank()) {
            throw ApiException.badRequest("game", "game is required");
        }
        Game game = Games.byId(gameId)
                .orElseThrow(
                        () -> ApiException.badRequest("game", "no game '" + gameId + "'; the games are " + gameIds()));
        String instance = instanceId == null || instanceId.isBlank() ? game.defaultInstance() : instanceId;
        if (instance == null) {
            throw ApiException.badRequest("instance", "instance is required for " + gameId);
        }
        try {
            return game.newInitialState(instance);
        } catch (UnknownInstanceException e) {
            throw ApiException.badRequest("instance", e.getMessage());
        }
    }

    /**
     * Refuses a two-player game where only puzzles make sense: submissions, leaderboards, bot runs
     * and contests rank one player's score, and a game won or lost against someone has none. A 422
     * naming {@code field}; an unknown id passes, for the caller's own "no such game" answer.
     */
    public static void requirePuzzle(String gameId, String field) {
        Game game = gameId == null ? null : Games.byId(gameId).orElse(null);
        if (game != null && game.type().players() != 1) {
            throw ApiException.unprocessable(
                    "Not a puzzle",
                    field,
                    game.id() + " is a two-player game: it has no score"
                            + " to rank, so no submissions, leaderboards, bot runs or contests; POST /api/verify replays its moves."
                            + " The puzzles are " + puzzleIds());
        }
    }

    private static List<String> puzzleIds() {
        return Games.all().stream()
                .filter(g -> g.type().players() == 1)
                .map(Game::id)
                .toList();
    }

    private static List<String> gameIds() {
        return Games.all().stream().map(Game::id).toList();
    }
}
