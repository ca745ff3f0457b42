package org.puzzlearena.search.twoplayer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.puzzlearena.rules.Clip;

/**
 * A player's text split into its kind and options ({@code uct:sims=100,c=2,plain}), with readers
 * that check each option against its range and name what is wrong. The canonical text (options
 * sorted, as typed) is the player's name in every output.
 */
record PlayerOptions(String kind, Map<String, String> options) {

    static PlayerOptions read(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("a player is " + PlayerSpec.SYNTAX);
        }
        String t = text.trim();
        int colon = t.indexOf(':');
        String kind = colon < 0 ? t : t.substring(0, colon);
        Map<String, String> options = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String part : t.substring(colon + 1).split(",", -1)) {
                int eq = part.indexOf('=');
                String key = (eq < 0 ? part : part.substring(0, eq)).trim();
                if (key.isEmpty() || options.containsKey(key)) {
                    throw new IllegalArgumentException(
                            "'" + Clip.clip(t, 40) + "': empty or repeated option; a player is " + PlayerSpec.SYNTAX);
                }
                options.put(key, eq < 0 ? "" : part.substring(eq + 1).trim());
            }
        }
        return new PlayerOptions(kind, Map.copyOf(options));
    }

    /** The kind, then the options sorted by name: {@code uct:c=2,plain,sims=100}. */
    String canonical() {
        StringBuilder b = new StringBuilder(kind);
        String sep = ":";
        for (Map.Entry<String, String> e : new TreeMap<>(options).entrySet()) {
            b.append(sep).append(e.getKey()).append(e.getValue().isEmpty() ? "" : "=" + e.getValue());
            sep = ",";
        }
        return b.toString();
    }

    /** Refuses any option not in {@code names}. */
    PlayerOptions allow(String... names) {
        for (String key : options.keySet()) {
            if (!List.of(names).contains(key)) {
                throw new IllegalArgumentException(kind + ": unknown option '" + Clip.clip(key, 40) + "'"
                        + (names.length == 0 ? " (it takes none)" : "; its options are " + String.join(", ", names)));
            }
        }
        return this;
    }

    int intOption(String name, int fallback, int min, int max) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new IllegalArgumentException(
                        kind + ": " + name + " must be from " + min + " to " + max + ", not " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be a whole number, not '" + Clip.clip(v, 40) + "'");
        }
    }

    double doubleOption(String name, double fallback, double min, double max) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be a number, not '" + Clip.clip(v, 40) + "'");
        }
        if (!(d >= min && d <= max)) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be from " + min + " to " + max + ", not " + v);
        }
        return d;
    }

    boolean flag(String name) {
        String v = options.get(name);
        if (v != null && !v.isEmpty()) {
            throw new IllegalArgumentException(kind + ": " + name + " takes no value");
        }
        return v != null;
    }
}
