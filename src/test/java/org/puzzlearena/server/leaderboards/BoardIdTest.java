package org.puzzlearena.server.leaderboards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.boards.BoardId;

class BoardIdTest {

    @Test
    void aBoardIsAGameAndOneOfItsInstances() {
        BoardId board = new BoardId("samegame", "standard/1");
        assertEquals(new BoardId("samegame", "standard/1"), board);
        assertNotEquals(new BoardId("samegame", "standard/2"), board);
        assertNotEquals(new BoardId("samegame-jsgames", "standard/1"), board);
        assertEquals("samegame/standard/1", board.toString());
    }

    @Test
    void bothIdsAreRequired() {
        assertThrows(NullPointerException.class, () -> new BoardId(null, "cross"));
        assertThrows(NullPointerException.class, () -> new BoardId("morpion-5d", null));
        assertThrows(IllegalArgumentException.class, () -> new BoardId("", "cross"));
        assertThrows(IllegalArgumentException.class, () -> new BoardId("morpion-5d", " "));
    }

    @Test
    void theLiveEventKeyNamesTheGameAndADigestOfTheInstance() {
        String key = LeaderboardFeed.eventKey(new BoardId("samegame", "standard/1"));
        assertEquals("board.samegame.", key.substring(0, "board.samegame.".length()));
        assertEquals("board.samegame.".length() + 24, key.length());
        assertNotEquals(key, LeaderboardFeed.eventKey(new BoardId("samegame", "standard/2")));
    }
}
