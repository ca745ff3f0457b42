package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.cli.reproduce.ReproduceCommand;

/**
 * The {@code bin/arena} command line: a plain main over the rules (and later the search bots),
 * with no framework start-up, so that a command answers in a fraction of a second.
 */
public final class Arena {

    private static final List<Command> COMMANDS = List.of(
            new GamesCommand(),
            new VerifyCommand(),
            new MovesCommand(),
            new ShowCommand(),
            new SolveCommand(),
            new AnalyseCommand(),
            new GradesCommand(),
            new BookCommand(),
            new LabelCommand(),
            new TrainCommand(),
            new MistakesCommand(),
            new MatchCommand(),
            new SprtCommand(),
            new ReplayCommand(),
            new MoveCommand(),
            new BanditCommand(),
            new HostRunCommand(),
            new ReproduceCommand());

    private Arena() {}

    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /** Runs one command line and returns its exit status (tests call this directly). */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
            if (args.length >= 2) {
                Command c = find(args[1]);
                if (c != null) {
                    out.println("usage: " + c.usage());
                    return ExitStatus.OK;
                }
            }
            printHelp(out);
            return args.length == 0 ? ExitStatus.UNREADABLE : ExitStatus.OK;
        }
        Command command = find(args[0]);
        if (command == null) {
            err.println("arena: unknown command '" + args[0] + "'");
            printHelp(err);
            return ExitStatus.UNREADABLE;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            return command.run(rest, in, out, err);
        } catch (CliArgs.UsageException e) {
            err.println("arena " + command.name() + ": " + e.getMessage());
            err.println("usage: " + command.usage());
            return ExitStatus.UNREADABLE;
        } catch (InputReader.UnreadableInputException e) {
            err.println("arena " + command.name() + ": " + e.getMessage());
            return ExitStatus.UNREADABLE;
        } catch (RuntimeException e) {
            // A bug of ours, not the user's input: say so plainly, with what a report needs.
            err.println("arena " + command.name() + ": internal error, please report: " + e);
            return ExitStatus.INTERNAL_ERROR;
        }
    }

    private static Command find(String name) {
        for (Command c : COMMANDS) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    private static void printHelp(PrintStream out) {
        out.println("Puzzle Arena command line. Commands:");
        for (Command c : COMMANDS) {
            out.println(String.format("  %-9s %s", c.name(), c.summary()));
        }
        out.println("Run 'arena help COMMAND' for its usage.");
    }
}
