package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** {@code arena moves}: the legal moves the rules list, at the start and after a prefix file. */
class MovesCommandTest {

    private static List<String> legalMoves(String json) {
        Matcher m = Pattern.compile("\"legalMoves\":\\[(.*)\\]").matcher(json);
        assertTrue(m.find(), json);
        return m.group(1).isEmpty()
                ? List.of()
                : Arrays.stream(m.group(1).split(",(?=\")"))
                        .map(s -> s.replace("\"", ""))
                        .toList();
    }

    @Test
    void theStartOfAnInstanceListsEveryLegalMoveInCanonicalText() {
        ArenaCliTest.Run r = ArenaCliTest.arena("moves", "--game", "samegame", "--instance", "standard/1");
        assertEquals(0, r.status(), r.err());
        State s = Games.byId("samegame").orElseThrow().newInitialState("standard/1");
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        List<String> expected =
                Arrays.stream(buffer, 0, n).mapToObj(s::formatMove).toList();
        assertEquals(expected, legalMoves(r.out()));
        assertTrue(r.out().contains("\"legalMoveCount\":" + n), r.out());
        assertTrue(r.out().contains("\"terminal\":false"), r.out());
    }

    @Test
    void aPrefixFileOnStandardInputMovesThePositionOn() {
        byte[] prefix = "5,1\n6,6\n".getBytes(StandardCharsets.UTF_8);
        ArenaCliTest.Run r = ArenaCliTest.arena(prefix, "moves", "--game", "samegame", "--instance", "standard/1", "-");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\"moveCount\":2"), r.out());
        for (String move : legalMoves(r.out())) {
            ArenaCliTest.Run next = ArenaCliTest.arena(
                    ("5,1\n6,6\n" + move + "\n").getBytes(StandardCharsets.UTF_8),
                    "verify",
                    "--game",
                    "samegame",
                    "--instance",
                    "standard/1",
                    "-");
            assertEquals(0, next.status(), move + ": " + next.out());
        }
        ArenaCliTest.Run end = ArenaCliTest.arena(
                "LR".getBytes(StandardCharsets.UTF_8), "moves", "--game", "leftmove", "--instance", "depth/2", "-");
        assertTrue(end.out().contains("\"terminal\":true") && end.out().contains("\"legalMoves\":[]"), end.out());
    }

    @Test
    void anIllegalPrefixNamesItsFirstBadMoveAndExitsOne() {
        ArenaCliTest.Run r = ArenaCliTest.arena(
                "5,1\n99,99\n".getBytes(StandardCharsets.UTF_8),
                "moves",
                "--game",
                "samegame",
                "--instance",
                "standard/1",
                "-");
        assertEquals(1, r.status());
        assertTrue(r.out().contains("\"moveIndex\":1"), r.out());
        ArenaCliTest.Run usage = ArenaCliTest.arena("moves", "--game", "samegame", "a", "b");
        assertEquals(2, usage.status());
    }
}
