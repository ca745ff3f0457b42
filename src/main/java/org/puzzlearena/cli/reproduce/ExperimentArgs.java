package org.puzzlearena.cli.reproduce;

import org.puzzlearena.cli.command.CliArgs;

/**
 * One {@code arena reproduce} run's options ({@link CliArgs} reads and checks every value) and the
 * command line as typed, with the options every experiment shares.
 */
final class ExperimentArgs {

    private final CliArgs args;
    private final String commandLine;

    ExperimentArgs(CliArgs args, String commandLine) {
        this.args = args;
        this.commandLine = commandLine;
    }

    /** The command as typed, for the report ("bin/arena reproduce morpion --runs 1000"). */
    String commandLine() {
        return commandLine;
    }

    /** The options, read with their bounds. */
    CliArgs options() {
        return args;
    }

    int threads() {
        return args.intOption("threads", 1, 1, 256);
    }

    long seed() {
        return args.longOption("seed", 1);
    }

    int runs(int fallback) {
        return args.intOption("runs", fallback, 1, 100_000_000);
    }
}
