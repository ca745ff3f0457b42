package org.puzzlearena.cli.command;

import java.io.InputStream;
import java.io.PrintStream;

/** One sub-command of {@code bin/arena}; returns the process exit status instead of exiting. */
public interface Command {

    String name();

    /** One line for the command list. */
    String summary();

    /** The usage line(s) shown by {@code arena help NAME} and on a usage error. */
    String usage();

    int run(String[] args, InputStream in, PrintStream out, PrintStream err);
}
