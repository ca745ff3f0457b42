package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Inputs built to hurt: far coordinates, huge files, random bytes. Each gives a clean result; the
 * timeouts only guard against a hang (the work is bounded by the game length, not the input).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileInputTest {

    private static final Game GAME = MorpionGame.touching();

    @Test
    void farCoordinatesAreOutsideTheBoard() {
        State cross = GAME.newInitialState("cross");
        String[] far = {
            "(2147483647,5) - 0",
            "(-2147483648,28) | +1",
            "(28,9223372036854775807) \\ 0",
            "(28,99999999999999999999999999) / -1",
            "(2147483648,-2147483649) - +2",
            // 2^32 + 26 and 2^33 + 30 would wrap onto the board in 32-bit arithmetic.
            "(4294967322,28) - 0",
            "(28,8589934622) | 0"
        };
        for (String text : far) {
            MoveCheck check = cross.readMove(text);
            assertTrue(check.error().endsWith("is outside the board"), text + ": " + check.error());
        }
    }

    @Test
    void millionCopiesOfOneMoveStopAtTheSecond() {
        String file = "(28,28)\n" + "(28,29) | -2\n".repeat(1_000_000);

        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, Replay.file(GAME, "cross", file));
        assertEquals(1, invalid.moveIndex());
        assertEquals("point (28,29) already has a dot", invalid.reason());
    }

    @Test
    void millionGarbageLinesStopAtTheFirst() {
        String file = "(28,28)\n" + "garbage ((((((\n".repeat(1_000_000);

        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, Replay.file(GAME, "cross", file));
        assertEquals(0, invalid.moveIndex());
    }

    @Test
    void millionCommentLinesAreAnEmptyFile() {
        ReplayResult result = Replay.file(GAME, "cross", "# nothing\n".repeat(1_000_000));

        assertInstanceOf(ReplayResult.Unreadable.class, result);
    }

    @Test
    void oneHugeLineIsUnreadableWithAShortReason() {
        ReplayResult result = Replay.file(GAME, "cross", "(".repeat(1_000_000));

        ReplayResult.Unreadable unreadable = assertInstanceOf(ReplayResult.Unreadable.class, result);
        assertTrue(unreadable.reason().length() < 300, unreadable.reason());
    }

    @Test
    void readingAHugeFileKeepsOnlyWhatReplayCanReach() {
        String file = "(28,28)\n" + "(28,29) | -2\n".repeat(1_000_000);

        int kept = GAME.solutionFormat()
                .read(file, GAME.newInitialState("cross"))
                .moves()
                .size();

        assertEquals(GAME.maxGameLength() + 1, kept);
    }

    @Test
    void randomTextNeverThrows() {
        SplitMix64 rng = new SplitMix64(5);
        String alphabet = "()[],|-\\/+ 0123456789#\n\t\r\u0000\u00e9\u4e00x";
        State cross = GAME.newInitialState("cross");
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = rng.nextInt(30);
            for (int j = 0; j < length; j++) {
                text.append(alphabet.charAt(rng.nextInt(alphabet.length())));
            }
            MoveCheck check = cross.readMove(text.toString());
            assertTrue(check.isOk() || !check.error().isEmpty());
            assertTrue(Replay.file(GAME, "cross", text.toString()) != null);
        }
    }

    @Test
    void readMoveNeverAcceptsAnIllegalMove() {
        // Every window text on and around the board, checked against the legal-move list.
        State state = GAME.newInitialState("cross");
        state.play(state.readMove("(28,29) | -2").move());
        int[] legal = new int[GAME.maxLegalMoves()];
        int n = state.legalMoves(legal);
        Set<Integer> legalSet = new HashSet<>();
        for (int i = 0; i < n; i++) {
            legalSet.add(legal[i]);
        }
        int accepted = 0;
        String[] dirs = {"-", "|", "\\", "/"};
        for (int x = -2; x <= 62; x++) {
            for (int y = -2; y <= 62; y++) {
                for (String dir : dirs) {
                    for (int offset = -2; offset <= 2; offset++) {
                        MoveCheck check = state.readMove("(" + x + "," + y + ") " + dir + " " + offset);
                        if (check.isOk()) {
                            assertTrue(legalSet.contains(check.move()), "accepted an unlisted move");
                            accepted++;
                        }
                    }
                }
            }
        }
        assertEquals(n, accepted);
    }
}
