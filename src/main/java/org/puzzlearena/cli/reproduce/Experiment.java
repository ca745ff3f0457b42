package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.Set;

/** One table (or figure) of the papers that {@code arena reproduce} can recompute. */
interface Experiment {

    String name();

    /** One line for the list of experiments. */
    String summary();

    /** The heading of its report section. */
    String title();

    /** The experiment's own options, as shown in the usage (besides --runs, --threads, --seed). */
    String optionsUsage();

    /** Names of its own options that take a value. */
    Set<String> valuedOptions();

    /** Runs it, printing a Markdown section on {@code out}; progress goes to {@code progress}. */
    void run(ExperimentArgs args, PrintStream out, Progress progress);
}
