package org.puzzlearena.hosting;

import java.util.Map;

/**
 * One line a two-player bot writes on standard output, read: its move ({@code {"move":"4"}}), any
 * other JSON object (a progress line, counted and otherwise ignored), or why it is not a protocol line.
 */
sealed interface TurnLine {

    record Move(String move) implements TurnLine {}

    record Progress() implements TurnLine {}

    record Malformed(String reason) implements TurnLine {}

    static TurnLine read(String line) {
        Object parsed;
        try {
            parsed = Json.parse(line);
        } catch (Json.MalformedJson e) {
            return new Malformed("not JSON: " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?> object)) {
            return new Malformed("a line is one JSON object");
        }
        if (!object.containsKey("move")) {
            return new Progress();
        }
        if (!(object.get("move") instanceof String move)) {
            return new Malformed("\"move\" must be a move's text, e.g. \"4\"");
        }
        return new Move(move);
    }
}
