package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the runner makes of each kind of line a bot writes. */
class BotLineTest {

    @Test
    void aLineWithMovesAloneIsTheAnswer() {
        BotLine.Answer a = assertInstanceOf(BotLine.Answer.class, BotLine.read("{\"moves\":[\"1,2\",\"3,4\"]}"));
        assertEquals(List.of("1,2", "3,4"), a.moves());
    }

    @Test
    void aLineWithBestIsProgress() {
        BotLine.Progress p =
                assertInstanceOf(BotLine.Progress.class, BotLine.read(" {\"best\": 42, \"moves\": [\"a\\u0062\"]} "));
        assertEquals(42.0, p.best());
        assertEquals(List.of("ab"), p.moves());
    }

    @Test
    void everythingElseIsMalformedWithAReason() {
        assertEquals("not JSON: expected a value at character 1", reason("hello"));
        assertEquals("not JSON: expected the end of the line after the JSON value at character 4", reason("{} x"));
        assertEquals("a line is one JSON object", reason("[\"1,2\"]"));
        assertEquals("\"moves\" must be an array of move texts", reason("{\"move\":[]}"));
        assertEquals("move 1 is not a string", reason("{\"moves\":[\"1,2\",3]}"));
        assertEquals("\"best\" must be a number", reason("{\"best\":\"high\",\"moves\":[]}"));
        assertEquals("not JSON: expected the string's closing quote at character 13", reason("{\"moves\":[\"1"));
    }

    private static String reason(String line) {
        return assertInstanceOf(BotLine.Malformed.class, BotLine.read(line)).reason();
    }
}
