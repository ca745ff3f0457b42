package org.puzzlearena.cli.reproduce;

import java.util.Locale;

/** Number formatting for the reports: fixed decimals, thousands separators, the same on every locale. */
final class Fmt {

    private Fmt() {}

    static String fixed(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "-";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** A duration in seconds as given by the user: "10", "0.5". */
    static String seconds(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.valueOf((long) value);
        }
        String text = fixed(value, 3);
        while (text.endsWith("0")) {
            text = text.substring(0, text.length() - 1);
        }
        return text.endsWith(".") ? text + "0" : text;
    }

    static String grouped(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** Mean ± standard error, both with the same decimals; only the mean for a single value. */
    static String meanSe(Stats s, int decimals) {
        if (s.count() == 0) {
            return "-";
        }
        if (s.count() == 1) {
            return fixed(s.mean(), decimals);
        }
        return fixed(s.mean(), decimals) + " ± " + fixed(s.standardError(), decimals);
    }

    /** A wall-clock duration for progress lines: "42 s", "3 min 05 s". */
    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : (s / 60) + " min " + String.format(Locale.ROOT, "%02d", s % 60) + " s";
    }
}
