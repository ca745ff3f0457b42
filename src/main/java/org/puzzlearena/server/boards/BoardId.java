package org.puzzlearena.server.boards;

import java.util.Objects;

/**
 * One board: a game and one of its instances, by their canonical ids (the rules core's; the
 * catalogue resolves what a client sends before a board id is made). A leaderboard, the records of
 * a board, its submissions, a bot run's target and each instance of a contest are named by one.
 */
public record BoardId(String game, String instance) {

    public BoardId {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(instance, "instance");
        if (game.isBlank() || instance.isBlank()) {
            throw new IllegalArgumentException("a board has a game and an instance: '" + game + "' '" + instance + "'");
        }
    }

    /** "game/instance", as logs and the live feeds' keys name a board. */
    @Override
    public String toString() {
        return game + "/" + instance;
    }
}
