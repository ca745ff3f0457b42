package org.puzzlearena.cli;

import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

/** Resolves the {@code --game} and {@code --instance} options shared by several commands. */
record GameSelection(Game game, String instance) {

    static GameSelection from(CliArgs args) {
        String id = args.option("game");
        if (id == null) {
            throw new CliArgs.UsageException("--game is required (one of: " + gameIds() + ")");
        }
        Game game = Games.byId(id)
                .orElseThrow(() -> new CliArgs.UsageException("unknown game '" + id + "' (one of: " + gameIds() + ")"));
        String instance = args.option("instance", game.defaultInstance());
        if (instance == null) {
            throw new CliArgs.UsageException("--instance is required for " + id + " (" + game.instanceSyntax() + ")");
        }
        return new GameSelection(game, instance);
    }

    private static String gameIds() {
        StringBuilder b = new StringBuilder();
        for (Game g : Games.all()) {
            b.append(b.isEmpty() ? "" : ", ").append(g.id());
        }
        return b.toString();
    }
}
