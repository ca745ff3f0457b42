package org.puzzlearena.rules;

import java.util.List;

/**
 * A way to make instances beyond a game's catalogue, as the game's instance ids spell them: from a
 * seed ({@code random/<seed>/<size>} for SameGame) or from an uploaded board
 * ({@code grid/<row>,<row>,...}). Contest forms and the browser build ids with it instead of
 * knowing each game's syntax.
 *
 * @param kind seeded, or an uploaded board
 * @param prefix the first part of the ids it makes, e.g. {@code random}
 * @param parameters for a seeded generator, the optional values after the seed, in id order
 * @param description one sentence for people
 */
public record InstanceGenerator(Kind kind, String prefix, List<Parameter> parameters, String description) {

    public enum Kind {
        /** {@code <prefix>/<seed>[/<first parameter>[/<second>...]]}: the same seed is the same board. */
        SEEDED("seeded"),
        /** {@code <prefix>/<row>,<row>,...}: a board given cell by cell, rows from the top. */
        BOARD("board");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** The name in the catalogue API and the browser. */
        public String id() {
            return id;
        }
    }

    /**
     * An optional value of a seeded id, e.g. SameGame's {@code size}, written
     * {@code <cols>x<rows>x<colours>}, for example {@code 10x10x4}.
     */
    public record Parameter(String name, String syntax, String example, String description) {}

    public InstanceGenerator {
        parameters = List.copyOf(parameters);
    }

    public static InstanceGenerator seeded(String prefix, String description, Parameter... parameters) {
        return new InstanceGenerator(Kind.SEEDED, prefix, List.of(parameters), description);
    }

    public static InstanceGenerator board(String prefix, String description) {
        return new InstanceGenerator(Kind.BOARD, prefix, List.of(), description);
    }

    /** The parameter of that name, or null. */
    public Parameter parameter(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The id of a seeded instance: {@code values} holds one entry per parameter, in order, null for
     * one left out (the game's default); the values after the last given one are left out of the id.
     * A value left out before a given one cannot be spelt, so the caller must refuse that first.
     */
    public String seededId(long seed, List<String> values) {
        StringBuilder id = new StringBuilder(prefix).append('/').append(seed);
        for (int i = 0; i < values.size() && values.get(i) != null; i++) {
            id.append('/').append(values.get(i));
        }
        return id.toString();
    }

    /** The id of an uploaded board from its rows, top row first. */
    public String boardId(List<String> rows) {
        return prefix + "/" + String.join(",", rows);
    }
}
