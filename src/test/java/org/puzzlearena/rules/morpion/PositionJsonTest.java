package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;

/** What a browser draws from positionJson(): dots, the cross, and every line with its ends. */
class PositionJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The cross of formats.md, relative to its inner north-west corner (28,28 in Pentasol). */
    private static final int[][] CROSS = {
        {0, -3}, {1, -3}, {2, -3}, {3, -3}, {0, -2}, {3, -2}, {0, -1}, {3, -1}, {-3, 0}, {-2, 0}, {-1, 0}, {0, 0},
        {3, 0}, {4, 0}, {5, 0}, {6, 0}, {-3, 1}, {6, 1}, {-3, 2}, {6, 2}, {-3, 3}, {-2, 3}, {-1, 3}, {0, 3}, {3, 3},
        {4, 3}, {5, 3}, {6, 3}, {0, 4}, {3, 4}, {0, 5}, {3, 5}, {0, 6}, {1, 6}, {2, 6}, {3, 6},
    };

    private static JsonNode parse(State state) throws Exception {
        return JSON.readTree(state.positionJson());
    }

    @Test
    void theCrossHas36DotsAndNoLine() throws Exception {
        JsonNode p = parse(MorpionGame.touching().newInitialState("cross"));

        assertEquals("5T", p.get("variant").asText());
        assertEquals("[28,28]", p.get("reference").toString());
        assertEquals(0, p.get("moves").asInt());
        assertEquals(0, p.get("lines").size());
        assertEquals(36, p.get("dots").size());
        assertEquals(p.get("dots"), p.get("initialDots"));
        Set<String> expected = new HashSet<>();
        for (int[] d : CROSS) {
            expected.add((28 + d[0]) + "," + (28 + d[1]));
        }
        assertEquals(expected, points(p.get("initialDots")));
        assertSortedByYThenX(p.get("dots"));
    }

    @Test
    void theRecord5D82Draws82LinesFourStepsLong() throws Exception {
        ReplayResult result = Replay.file(MorpionGame.disjoint(), "cross", Fixtures.text("5D-82-rosin.psol"));
        MorpionState state = (MorpionState)
                assertInstanceOf(ReplayResult.Valid.class, result).finalState();
        JsonNode p = parse(state);

        assertEquals("5D", p.get("variant").asText());
        assertEquals(82, p.get("moves").asInt());
        JsonNode lines = p.get("lines");
        assertEquals(82, lines.size());
        assertEquals(36 + 82, p.get("dots").size());
        assertEquals(36, p.get("initialDots").size());
        assertSortedByYThenX(p.get("dots"));

        Set<String> dots = points(p.get("dots"));
        assertTrue(dots.containsAll(points(p.get("initialDots"))));
        String[] texts = state.playedMoveTexts();
        Set<String> directions = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = lines.get(i);
            assertEquals(i, line.get("move").asInt());
            String dir = line.get("dir").asText();
            directions.add(dir);
            int[] step = step(dir);
            int fx = line.get("from").get(0).asInt();
            int fy = line.get("from").get(1).asInt();
            assertEquals(fx + 4 * step[0], line.get("to").get(0).asInt(), "line " + i + " to.x");
            assertEquals(fy + 4 * step[1], line.get("to").get(1).asInt(), "line " + i + " to.y");
            int dx = line.get("dot").get(0).asInt();
            int dy = line.get("dot").get(1).asInt();
            // The new dot is on the line and is the point the move's Pentasol text names.
            boolean onLine = false;
            for (int k = 0; k < 5; k++) {
                onLine |= fx + k * step[0] == dx && fy + k * step[1] == dy;
            }
            assertTrue(onLine, "line " + i + " holds its new dot");
            assertTrue(texts[i].startsWith("(" + dx + "," + dy + ") " + dir + " "), texts[i] + " vs line " + i);
            for (int k = 0; k < 5; k++) {
                assertTrue(dots.contains((fx + k * step[0]) + "," + (fy + k * step[1])), "line " + i + " point " + k);
            }
        }
        assertEquals(Set.of("-", "|", "\\", "/"), directions);
    }

    @Test
    void aFewMovesAddOneDotAndOneLineEach() throws Exception {
        State state = MorpionGame.touching().newInitialState("cross");
        int[] moves = new int[state.game().maxLegalMoves()];
        String[] texts = new String[3];
        for (int i = 0; i < 3; i++) {
            state.legalMoves(moves);
            texts[i] = state.formatMove(moves[0]);
            state.play(moves[0]);
        }
        JsonNode p = parse(state);

        assertEquals(3, p.get("moves").asInt());
        assertEquals(3, p.get("lines").size());
        assertEquals(39, p.get("dots").size());
        Set<String> dots = points(p.get("dots"));
        Set<String> cross = points(p.get("initialDots"));
        for (int i = 0; i < 3; i++) {
            JsonNode line = p.get("lines").get(i);
            String dot = line.get("dot").get(0).asInt() + ","
                    + line.get("dot").get(1).asInt();
            assertTrue(dots.contains(dot) && !cross.contains(dot), "move " + i + " adds dot " + dot);
            assertTrue(texts[i].startsWith("(" + dot + ") " + line.get("dir").asText() + " "), texts[i]);
        }
    }

    private static int[] step(String dir) {
        switch (dir) {
            case "-":
                return new int[] {1, 0};
            case "|":
                return new int[] {0, 1};
            case "\\":
                return new int[] {1, 1};
            case "/":
                return new int[] {1, -1};
            default:
                throw new AssertionError("unknown direction " + dir);
        }
    }

    private static Set<String> points(JsonNode array) {
        Set<String> set = new HashSet<>();
        for (JsonNode p : array) {
            assertEquals(2, p.size());
            set.add(p.get(0).asInt() + "," + p.get(1).asInt());
        }
        assertEquals(array.size(), set.size(), "no point listed twice");
        return set;
    }

    private static void assertSortedByYThenX(JsonNode dots) {
        for (int i = 1; i < dots.size(); i++) {
            JsonNode a = dots.get(i - 1);
            JsonNode b = dots.get(i);
            int ay = a.get(1).asInt();
            int by = b.get(1).asInt();
            assertTrue(ay < by || (ay == by && a.get(0).asInt() < b.get(0).asInt()), "dots " + a + " then " + b);
        }
    }
}
