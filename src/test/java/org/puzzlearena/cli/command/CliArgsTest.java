package org.puzzlearena.cli.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one reader of every command's option values: what it accepts, and how it refuses. */
class CliArgsTest {

    private static CliArgs parse(String... args) {
        return CliArgs.parse(args, 0, Set.of("n", "x", "stones", "positions"), Set.of("flag"));
    }

    private static String refusal(Runnable read) {
        return assertThrows(CliArgs.UsageException.class, read::run).getMessage();
    }

    @Test
    void valuesAreReadWithinTheirBoundsOrTheFallbackWhenAbsent() {
        CliArgs a = parse("--n", "7", "--x=0.5", "--stones", "6-30", "--positions", "1,4,7-9", "--flag", "file");
        assertEquals(7, a.intOption("n", 1, 0, 10));
        assertEquals(7L, a.longOption("n", 1));
        assertEquals(0.5, a.doubleOption("x", 1, 0, 1));
        assertArrayEquals(new int[] {6, 30}, a.intRangeOption("stones", "1-41", 0, 41));
        assertEquals(List.of(1, 4, 7, 8, 9), a.intListOption("positions", 1, 20, List.of()));
        assertEquals(List.of("file"), a.operands());
        assertEquals(true, a.flag("flag"));

        CliArgs none = parse();
        assertEquals(3, none.intOption("n", 3, 0, 10));
        assertEquals(2.5, none.doubleOption("x", 2.5, 0, 10));
        assertArrayEquals(new int[] {1, 41}, none.intRangeOption("stones", "1-41", 0, 41));
        assertEquals(List.of(2), none.intListOption("positions", 1, 20, List.of(2)));
    }

    @Test
    void aBadValueIsRefusedNamingTheOption() {
        assertEquals(
                "--n must be from 0 to 10, got 11",
                refusal(() -> parse("--n", "11").intOption("n", 1, 0, 10)));
        assertEquals(
                "--n must be a whole number, got 'two'",
                refusal(() -> parse("--n", "two").longOption("n", 1)));
        assertEquals(
                "--x must be a number, got 'y'", refusal(() -> parse("--x", "y").doubleOption("x", 1, 0, 1)));
        assertEquals(
                "--x must be from 0.0 to 1.0, got 2",
                refusal(() -> parse("--x", "2").doubleOption("x", 1, 0, 1)));
        assertEquals(
                "--stones: MIN-MAX, e.g. 6-30",
                refusal(() -> parse("--stones", "a-b").intRangeOption("stones", "6-30", 0, 41)));
        assertEquals(
                "--stones: MIN-MAX with 0 <= MIN <= MAX <= 41",
                refusal(() -> parse("--stones", "30-6").intRangeOption("stones", "6-30", 0, 41)));
        assertEquals(
                "--positions must be numbers from 1 to 20 such as 1-20 or 1,3,5, got '0-3'",
                refusal(() -> parse("--positions", "0-3").intListOption("positions", 1, 20, List.of())));
        assertEquals("unknown option --m", refusal(() -> parse("--m", "1")));
        assertEquals("option --n needs a value", refusal(() -> parse("--n")));
    }
}
