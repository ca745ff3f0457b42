package org.puzzlearena.server.contests;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * The difference between two JSON values as a list of operations (docs/WEBSOCKETS.md, "boardUpdate"):
 * {@code [path, value]} sets the value at {@code path}, {@code [path]} removes the field there. A
 * path names fields and array positions joined by dots ({@code "cells.0.rank"}); objects are compared
 * field by field and arrays of the same length position by position, anything else is replaced
 * whole. Applying the operations in order to the first value gives exactly the second, explicit
 * nulls included (which is why a removal is not written as a null, as a JSON merge patch would).
 */
final class BoardPatch {

    private BoardPatch() {}

    /** The operations that turn {@code before} into {@code after}; empty when they are equal. */
    static ArrayNode between(JsonNode before, JsonNode after) {
        ArrayNode ops = JsonNodeFactory.instance.arrayNode();
        diff("", before, after, ops);
        return ops;
    }

    private static void diff(String path, JsonNode before, JsonNode after, ArrayNode ops) {
        if (before.equals(after)) {
            return;
        }
        if (before instanceof ObjectNode b && after instanceof ObjectNode a) {
            for (Iterator<String> names = b.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!a.has(name)) {
                    ops.addArray().add(join(path, name));
                }
            }
            for (Iterator<Map.Entry<String, JsonNode>> fields = a.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> f = fields.next();
                JsonNode was = b.get(f.getKey());
                if (was == null) {
                    ops.addArray().add(join(path, f.getKey())).add(f.getValue());
                } else {
                    diff(join(path, f.getKey()), was, f.getValue(), ops);
                }
            }
        } else if (before instanceof ArrayNode b
                && after instanceof ArrayNode a
                && b.size() == a.size()
                && !path.isEmpty()) {
            for (int i = 0; i < a.size(); i++) {
                diff(join(path, Integer.toString(i)), b.get(i), a.get(i), ops);
            }
        } else {
            ops.addArray().add(path).add(after);
        }
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
