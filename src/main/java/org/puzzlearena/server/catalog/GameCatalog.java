package org.puzzlearena.server.catalog;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;

/** The puzzles the platform hosts: every game of the rules core and its catalogue of instances. */
@ApplicationScoped
public class GameCatalog {

    public List<Game> games() {
        return Games.all();
    }

    /** @throws ApiException 404 naming the game when it does not exist */
    public Game game(String id) {
        return Games.byId(id).orElseThrow(() -> ApiException.notFound("no game '" + id + "'; the games are " + gameIds()));
    }

    /** The initial state of an instance; 404 with the rules' explanation when the id is not one. */
    public State initialState(Game game, String instanceId) {
        try {
            return game.newInitialState(instanceId);
        } catch (UnknownInstanceException e) {
            throw new ApiException(Problem.of(404, "Not found", e.getMessage(), null));
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
        Game game = Games.byId(gameId).orElseThrow(() -> ApiException.badRequest("game",
                "no game '" + gameId + "'; the games are " + gameIds()));
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

    private static List<String> gameIds() {
        return Games.all().stream().map(Game::id).toList();
    }
}
