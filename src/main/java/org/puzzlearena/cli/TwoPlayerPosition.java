package org.puzzlearena.cli;

import java.util.List;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * The {@code --game} and {@code --position} options of the two-player commands: a position is its
 * move string from the empty board; a bad one is a usage error naming the first bad move and why.
 */
record TwoPlayerPosition(Game game, String moves, State state) {

    /** The two-player games' ids, as the usage lines write the choice: {@code tic-tac-toe|connect-four}. */
    static final String GAMES = String.join("|", twoPlayerIds());

    private static List<String> twoPlayerIds() {
        return Games.all().stream()
                .filter(g -> g.type().players() == 2)
                .map(Game::id)
                .toList();
    }

    static Game twoPlayerGame(CliArgs args) {
        String id = args.option("game");
        List<String> twoPlayer = twoPlayerIds();
        if (id == null) {
            throw new CliArgs.UsageException("--game is required (one of: " + String.join(", ", twoPlayer) + ")");
        }
        Game game = Games.byId(id).orElse(null);
        if (game == null || game.type().players() != 2) {
            throw new CliArgs.UsageException(
                    "'" + id + "' is not a two-player game (one of: " + String.join(", ", twoPlayer) + ")");
        }
        return AnalyseCommand.requireSolvable(game);
    }

    static TwoPlayerPosition from(CliArgs args) {
        Game game = twoPlayerGame(args);
        String moves = args.option("position", "");
        return of(game, moves);
    }

    static TwoPlayerPosition of(Game game, String moves) {
        List<String> texts = MoveStrings.split(moves, game.maxGameLength() + 1);
        ReplayResult r = Replay.moves(game, MoveStrings.START, texts);
        return switch (r) {
            case ReplayResult.Valid v -> new TwoPlayerPosition(game, String.join("", texts), v.finalState());
            case ReplayResult.Invalid bad ->
                throw new CliArgs.UsageException(
                        "--position: move " + bad.moveIndex() + " ('" + bad.move() + "') is illegal: " + bad.reason());
            case ReplayResult.Unreadable u -> throw new CliArgs.UsageException("--position: " + u.reason());
        };
    }
}
