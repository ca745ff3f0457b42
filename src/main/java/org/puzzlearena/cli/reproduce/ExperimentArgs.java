package org.puzzlearena.cli.reproduce;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.cli.command.CliArgs;

/** The parsed options of one {@code arena reproduce} run, with range checks that name the option. */
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

    boolean has(String name) {
        return args.option(name) != null;
    }

    String stringOption(String name) {
        return args.option(name);
    }

    int threads() {
        return intOption("threads", 1, 1, 256);
    }

    long seed() {
        return longOption("seed", 1);
    }

    int runs(int fallback) {
        return intOption("runs", fallback, 1, 100_000_000);
    }

    int intOption(String name, int fallback, int min, int max) {
        long v = longOption(name, fallback);
        if (v < min || v > max) {
            throw new CliArgs.UsageException("--" + name + " must be from " + min + " to " + max + ", got " + v);
        }
        return (int) v;
    }

    long longOption(String name, long fallback) {
        String text = args.option(name);
        if (text == null) {
            return fallback;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new CliArgs.UsageException("--" + name + " must be a whole number, got '" + text + "'");
        }
    }

    double doubleOption(String name, double fallback, double min, double max) {
        String text = args.option(name);
        if (text == null) {
            return fallback;
        }
        double v;
        try {
            v = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new CliArgs.UsageException("--" + name + " must be a number, got '" + text + "'");
        }
        if (!(v >= min && v <= max)) {
            throw new CliArgs.UsageException("--" + name + " must be from " + min + " to " + max + ", got " + text);
        }
        return v;
    }

    /**
     * A list of numbers from {@code min} to {@code max} such as "1-20", "3" or "1,4,7-9"; the
     * fallback when the option is absent.
     */
    List<Integer> rangeOption(String name, int min, int max, List<Integer> fallback) {
        String text = args.option(name);
        if (text == null) {
            return fallback;
        }
        List<Integer> values = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String[] ends = part.trim().split("-", -1);
            try {
                int from = Integer.parseInt(ends[0].trim());
                int to = ends.length == 2 ? Integer.parseInt(ends[1].trim()) : from;
                if (ends.length > 2 || from < min || to > max || from > to) {
                    throw new NumberFormatException();
                }
                for (int v = from; v <= to; v++) {
                    values.add(v);
                }
            } catch (NumberFormatException e) {
                throw new CliArgs.UsageException("--" + name + " must be numbers from " + min + " to " + max
                        + " such as 1-20 or 1,3,5, got '" + text + "'");
            }
        }
        return values;
    }
}
