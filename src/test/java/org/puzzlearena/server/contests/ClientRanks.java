package org.puzzlearena.server.contests;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The ranks a version-3 client derives after applying a {@code boardUpdate} (docs/WEBSOCKETS.md,
 * "Version 3: ranks are derived"), step for step as lib/contests/derivedRanks.ts does, on the rows
 * as JSON: tests use it as their client ({@link LiveBoard}) and hold it to the server's own ranks
 * ({@code DerivedRanksFixtureTest}).
 */
final class ClientRanks {

    private ClientRanks() {}

    /** The rows (in board order) with every row's and cell's rank and alsoReachedBy derived. */
    static ArrayNode derive(JsonNode rows) {
        Map<Double, Integer> sharing = new HashMap<>();
        List<List<Integer>> columns = new ArrayList<>();
        for (JsonNode r : rows) {
            if (!ranked(r)) {
                continue;
            }
            sharing.merge(r.path("score").asDouble(), 1, Integer::sum);
            JsonNode cells = r.path("cells");
            for (int i = 0; i < cells.size(); i++) {
                while (columns.size() <= i) {
                    columns.add(new ArrayList<>());
                }
                if (cells.get(i).hasNonNull("score")) {
                    columns.get(i).add(cells.get(i).get("score").asInt());
                }
            }
        }
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        int position = 0;
        JsonNode last = null;
        int lastRank = 0;
        for (JsonNode original : rows) {
            ObjectNode r = original.deepCopy();
            r.remove("rank");
            r.remove("alsoReachedBy");
            ArrayNode cells = (ArrayNode) r.path("cells");
            if (!ranked(r)) {
                cells.forEach(c -> ((ObjectNode) c).remove("rank"));
                out.add(r);
                continue;
            }
            position++;
            boolean tied = last != null
                    && last.path("score").asDouble() == r.path("score").asDouble()
                    && Objects.equals(text(last, "reachedAt"), text(r, "reachedAt"));
            int rank = tied ? lastRank : position;
            last = r;
            lastRank = rank;
            r.put("rank", rank);
            r.put("alsoReachedBy", sharing.get(r.path("score").asDouble()) - 1);
            for (int i = 0; i < cells.size(); i++) {
                ObjectNode c = (ObjectNode) cells.get(i);
                c.remove("rank");
                if (c.hasNonNull("score")) {
                    int s = c.get("score").asInt();
                    c.put(
                            "rank",
                            1 + (int) columns.get(i).stream().filter(o -> o > s).count());
                }
            }
            out.add(r);
        }
        return out;
    }

    private static boolean ranked(JsonNode r) {
        return !r.path("reference").asBoolean() && r.path("results").asInt() > 0;
    }

    private static String text(JsonNode r, String field) {
        return r.hasNonNull(field) ? r.get(field).asText() : null;
    }
}
