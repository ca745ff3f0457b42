package org.puzzlearena.hosting;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One line a puzzle bot writes on standard output, read: a progress line ({@code {"best":score,
 * "moves":[...]}}), the final answer ({@code {"moves":[...]}}), or why it is not a protocol line.
 */
sealed interface BotLine {

    record Progress(double best, List<String> moves) implements BotLine {}

    record Answer(List<String> moves) implements BotLine {}

    record Malformed(String reason) implements BotLine {}

    static BotLine read(String line) {
        Object parsed;
        try {
            parsed = Json.parse(line);
        } catch (Json.MalformedJson e) {
            return new Malformed("not JSON: " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?> object)) {
            return new Malformed("a line is one JSON object");
        }
        if (!(object.get("moves") instanceof List<?> list)) {
            return new Malformed("\"moves\" must be an array of move texts");
        }
        List<String> moves = new ArrayList<>(list.size());
        for (Object m : list) {
            if (!(m instanceof String text)) {
                return new Malformed("move " + moves.size() + " is not a string");
            }
            moves.add(text);
        }
        if (!object.containsKey("best")) {
            return new Answer(moves);
        }
        if (!(object.get("best") instanceof Double best)) {
            return new Malformed("\"best\" must be a number");
        }
        return new Progress(best, moves);
    }
}
