package org.puzzlearena.server.contests;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;

/**
 * A test's client of {@code /ws/contests/{id}/scoreboard}: holds the board as a browser would,
 * replacing it on a {@code snapshot} or {@code update} and applying each {@code boardUpdate} to it
 * exactly as docs/WEBSOCKETS.md says, ranks derived afterwards ({@link ClientRanks};
 * lib/contests/boardUpdate.ts does the same for the browser), so
 * tests compare what a client ends up with to the API's board.
 */
final class LiveBoard {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(10);

    private ObjectNode board;
    private long boardSeq = -1;
    private int updatesApplied;

    /** How many {@code boardUpdate}s were applied. */
    int updatesApplied() {
        return updatesApplied;
    }

    /** The board as applied so far, or null before the first. */
    JsonNode board() {
        return board;
    }

    /** Applies one message: true when it was a board message (a snapshot, an update or a boardUpdate). */
    boolean apply(JsonNode message) {
        String type = message.path("type").asText();
        if (type.equals("snapshot") || type.equals("update")) {
            board = message.path("scoreboard").deepCopy();
            boardSeq = message.path("seq").asLong();
            return true;
        }
        if (!type.equals("boardUpdate")) {
            return false;
        }
        if (board == null || message.path("baseSeq").asLong() != boardSeq) {
            throw new AssertionError("a boardUpdate on " + message.path("baseSeq") + " while holding " + boardSeq);
        }
        JsonNode oldRows = board.remove("rows");
        for (JsonNode op : message.path("header")) {
            applyOp(board, op);
        }
        Map<String, JsonNode> rows = new HashMap<>();
        List<String> order = new ArrayList<>();
        for (JsonNode r : oldRows) {
            rows.put(key(r), r);
            order.add(key(r));
        }
        Set<String> leaving = new HashSet<>();
        message.path("removed").forEach(k -> {
            leaving.add(k.asText());
            rows.remove(k.asText());
        });
        for (Iterator<Map.Entry<String, JsonNode>> it = message.path("patches").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> patch = it.next();
            ObjectNode row = rows.get(patch.getKey()).deepCopy();
            for (JsonNode op : patch.getValue()) {
                applyOp(row, op);
            }
            rows.put(patch.getKey(), row);
        }
        message.path("rows").fields().forEachRemaining(e -> rows.put(e.getKey(), e.getValue()));
        message.path("moves").forEach(m -> leaving.add(m.get(0).asText()));
        order.removeIf(leaving::contains);
        for (JsonNode m : message.path("moves")) {
            order.add(m.get(1).asInt(), m.get(0).asText());
        }
        ArrayNode ordered = JsonNodeFactory.instance.arrayNode();
        order.forEach(k -> ordered.add(rows.get(k)));
        // Version 3: the update carries no ranks; the client derives them from the new order.
        ArrayNode newRows = ClientRanks.derive(ordered);
        // The rows' place among the fields, as the server writes them: before "you".
        JsonNode you = board.remove("you");
        board.set("rows", newRows);
        if (you != null) {
            board.set("you", you);
        }
        boardSeq = message.path("seq").asLong();
        updatesApplied++;
        return true;
    }

    /**
     * The board {@code board} holds, {@code live}'s messages applied, once it is the one the API gives
     * that viewer (a loaded machine may take a while to refresh), or the board it holds when that
     * never happens within 10 s.
     */
    static JsonNode untilTheApis(LiveBoard board, LiveClient live, String cookie, long id) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!apiBoard(cookie, id).equals(clockless(board.board())) && System.nanoTime() < deadline) {
            JsonNode m = live.poll(Duration.ofMillis(200));
            if (m != null) {
                board.apply(m);
            }
        }
        return board.board();
    }

    /** The API's board for the viewer (null cookie: the public), without its clock, as a tree (fields compare in any order). */
    static JsonNode apiBoard(String cookie, long id) throws Exception {
        return JSON.readTree(ContestFixtures.scoreboardWithoutClock(cookie, id));
    }

    /** A board without its clock, as a tree. */
    static JsonNode clockless(JsonNode board) throws Exception {
        return JSON.readTree(ContestFixtures.withoutClock(board));
    }

    /** A row's key as docs/WEBSOCKETS.md defines it. */
    static String key(JsonNode row) {
        JsonNode p = row.path("participant");
        String kind = row.path("reference").asBoolean() ? "ref" : p.path("kind").asText();
        String account = p.path("account").isTextual() ? p.path("account").asText() : "";
        return kind + "/" + account + "/" + p.path("name").asText();
    }

    static void applyOp(JsonNode root, JsonNode op) {
        String[] path = op.get(0).asText().split("\\.");
        JsonNode parent = root;
        for (int i = 0; i < path.length - 1; i++) {
            parent = parent.isArray() ? parent.get(Integer.parseInt(path[i])) : parent.get(path[i]);
        }
        String last = path[path.length - 1];
        if (op.size() == 1) {
            ((ObjectNode) parent).remove(last);
        } else if (parent instanceof ArrayNode a) {
            a.set(Integer.parseInt(last), op.get(1));
        } else {
            ((ObjectNode) parent).set(last, op.get(1));
        }
    }
}
