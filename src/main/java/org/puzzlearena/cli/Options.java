package org.puzzlearena.cli;

import org.puzzlearena.cli.command.CliArgs;

/** Reading numeric options with their bounds, so every command rejects bad numbers the same way. */
final class Options {

    private Options() {}

    static int intIn(CliArgs args, String name, int fallback, int min, int max) {
        long v = longOption(args, name, fallback);
        if (v < min || v > max) {
            throw new CliArgs.UsageException("--" + name + " must be from " + min + " to " + max + ", got " + v);
        }
        return (int) v;
    }

    static long longOption(CliArgs args, String name, long fallback) {
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

    static double doubleIn(CliArgs args, String name, double fallback, double min, double max) {
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

    /** A stone-count range written MIN-MAX, e.g. {@code --stones 6-30}, within 0..41. */
    static int[] stones(CliArgs args, String fallback) {
        String[] parts = args.option("stones", fallback).split("-", -1);
        int min;
        int max;
        try {
            min = Integer.parseInt(parts[0].trim());
            max = Integer.parseInt(parts[parts.length - 1].trim());
        } catch (NumberFormatException e) {
            throw new CliArgs.UsageException("--stones: MIN-MAX, e.g. 6-30");
        }
        if (parts.length != 2 || min < 0 || max > 41 || min > max) {
            throw new CliArgs.UsageException("--stones: MIN-MAX with 0 <= MIN <= MAX <= 41");
        }
        return new int[] {min, max};
    }
}
