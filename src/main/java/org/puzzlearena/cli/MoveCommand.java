package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/** {@code arena move}: the move a player chooses in a two-player position, with its statistics. */
final class MoveCommand implements Command {

    @Override
    public String name() {
        return "move";
    }

    @Override
    public String summary() {
        return "the move a two-player bot (uct, minimax, perfect, random) chooses, with its statistics";
    }

    @Override
    public String usage() {
        return "arena move --game " + TwoPlayerPosition.GAMES + " [--position 4455] --player SPEC [--seed 1]\n"
                + "  SPEC: " + PlayerSpec.SYNTAX;
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, Set.of("game", "position", "player", "seed"), Set.of());
        TwoPlayerPosition position = TwoPlayerPosition.from(a);
        PlayerSpec spec = MatchCommand.spec(a, "player", position.game());
        long seed = a.longOption("seed", 1);
        if (position.state().isTerminal()) {
            throw new CliArgs.UsageException("--position: the game is over, there is no move to choose");
        }
        long start = System.nanoTime();
        Player.Decision d = spec.create(position.game(), seed).decide(position.state());
        long ms = (System.nanoTime() - start) / 1_000_000L;
        out.println("{\"move\":" + JsonStrings.quote(position.state().formatMove(d.move())) + ",\"player\":"
                + JsonStrings.quote(spec.toString()) + ",\"position\":" + JsonStrings.quote(position.moves())
                + ",\"seed\":" + seed
                + ",\"ms\":" + ms + "," + DecisionJson.members(position.state(), d) + "}");
        return ExitStatus.OK;
    }
}
