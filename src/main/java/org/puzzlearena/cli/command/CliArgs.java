package org.puzzlearena.cli.command;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parsed command-line arguments: {@code --name value} options, {@code --flag} switches and
 * positional operands, and the one reader of their values: numbers within bounds and ranges, each
 * refused with a message naming the option, so every command rejects a bad value the same way.
 * Unknown options are errors, so a typo never silently changes a result.
 */
public final class CliArgs {

    private final Map<String, String> options = new HashMap<>();
    private final List<String> operands = new ArrayList<>();

    private CliArgs() {}

    /**
     * @param valued options that take a value
     * @param flags options that take none
     * @throws UsageException for an unknown option or a missing value
     */
    public static CliArgs parse(String[] args, int from, Set<String> valued, Set<String> flags) {
        CliArgs parsed = new CliArgs();
        for (int i = from; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--")) {
                String name = a.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (valued.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new UsageException("option --" + name + " needs a value");
                        }
                        value = args[++i];
                    }
                    parsed.options.put(name, value);
                } else if (flags.contains(name) && value == null) {
                    parsed.options.put(name, "true");
                } else {
                    throw new UsageException("unknown option --" + name);
                }
            } else {
                parsed.operands.add(a);
            }
        }
        return parsed;
    }

    public String option(String name) {
        return options.get(name);
    }

    public String option(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    public boolean flag(String name) {
        return options.containsKey(name);
    }

    public List<String> operands() {
        return operands;
    }

    /** A whole number from {@code min} to {@code max}; {@code fallback} when the option is absent. */
    public int intOption(String name, int fallback, int min, int max) {
        long v = longOption(name, fallback);
        if (v < min || v > max) {
            throw new UsageException("--" + name + " must be from " + min + " to " + max + ", got " + v);
        }
        return (int) v;
    }

    /** A whole number; {@code fallback} when the option is absent. */
    public long longOption(String name, long fallback) {
        String text = option(name);
        if (text == null) {
            return fallback;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, got '" + text + "'");
        }
    }

    /** A number from {@code min} to {@code max}; {@code fallback} when the option is absent. */
    public double doubleOption(String name, double fallback, double min, double max) {
        String text = option(name);
        if (text == null) {
            return fallback;
        }
        double v;
        try {
            v = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a number, got '" + text + "'");
        }
        if (!(v >= min && v <= max)) {
            throw new UsageException("--" + name + " must be from " + min + " to " + max + ", got " + text);
        }
        return v;
    }

    /**
     * A range written MIN-MAX ({@code --stones 6-30}) within {@code min..max}, as {@code {MIN, MAX}};
     * {@code fallback}, written the same way, when the option is absent.
     */
    public int[] intRangeOption(String name, String fallback, int min, int max) {
        String[] parts = option(name, fallback).split("-", -1);
        int from;
        int to;
        try {
            from = Integer.parseInt(parts[0].trim());
            to = Integer.parseInt(parts[parts.length - 1].trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + ": MIN-MAX, e.g. " + fallback);
        }
        if (parts.length != 2 || from < min || to > max || from > to) {
            throw new UsageException("--" + name + ": MIN-MAX with " + min + " <= MIN <= MAX <= " + max);
        }
        return new int[] {from, to};
    }

    /**
     * A list of whole numbers from {@code min} to {@code max} such as "1-20", "3" or "1,4,7-9";
     * {@code fallback} when the option is absent.
     */
    public List<Integer> intListOption(String name, int min, int max, List<Integer> fallback) {
        String text = option(name);
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
                throw new UsageException("--" + name + " must be numbers from " + min + " to " + max
                        + " such as 1-20 or 1,3,5, got '" + text + "'");
            }
        }
        return values;
    }

    /** A command line the user must correct; exit status 2. */
    public static final class UsageException extends RuntimeException {
        public UsageException(String message) {
            super(message);
        }
    }
}
