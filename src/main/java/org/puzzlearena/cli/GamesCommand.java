package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

/** {@code arena games}: the games, their instances and the notation of their solution files. */
final class GamesCommand implements Command {

    @Override
    public String name() {
        return "games";
    }

    @Override
    public String summary() {
        return "list the games and their instances";
    }

    @Override
    public String usage() {
        return "arena games";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs.parse(args, 0, Set.of(), Set.of());
        for (Game g : Games.all()) {
            out.println(g.id() + "  " + g.title());
            out.println("    instances: " + g.instanceSyntax()
                    + (g.defaultInstance() == null ? "" : "  (default " + g.defaultInstance() + ")"));
            out.println("    catalogue: " + String.join(" ", g.instances()));
            out.println("    solution files: " + g.solutionFormat().name());
        }
        return ExitStatus.OK;
    }
}
