package org.puzzlearena.server.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.boards.BoardId;

/** The shipped published scores: each names a real board, each board best first, and a board's best is its highest. */
class PublishedScoresTest {

    static final List<PublishedScore> ALL = PublishedScores.read("records/published-scores.json", new ObjectMapper());

    @Test
    void eachNamesABoardOfTheRulesAndSaysWhoWhenAndWhere() {
        assertEquals(40, ALL.size());
        for (PublishedScore p : ALL) {
            var game = Games.byId(p.game()).orElseThrow(() -> new AssertionError("no game " + p.game()));
            assertEquals(p.instance(), game.newInitialState(p.instance()).instanceId(), p.toString());
            assertFalse(p.holder().isBlank(), p.toString());
            assertFalse(p.method().isBlank(), p.toString());
            assertTrue(p.source().contains("Table 1"), p.toString());
            assertTrue(p.achieved().matches("\\d{4}"), p.toString());
        }
    }

    @Test
    void aBoardsBestIsItsHighestAndTheEarlierListedOnATie() {
        PublishedScores scores = new PublishedScores();
        scores.path = "records/published-scores.json";
        scores.json = new ObjectMapper();
        scores.load();
        assertEquals(
                3121,
                scores.bestOf(new BoardId("samegame", "standard/1"))
                        .orElseThrow()
                        .score());
        assertEquals(
                "SP-MCTS",
                scores.bestOf(new BoardId("samegame", "standard/14"))
                        .orElseThrow()
                        .method());
        // Position 3: both 3085; SP-MCTS (2008) is listed first.
        assertEquals(
                "SP-MCTS",
                scores.bestOf(new BoardId("samegame", "standard/3"))
                        .orElseThrow()
                        .method());
        assertTrue(scores.bestOf(new BoardId("samegame-jsgames", "standard/1")).isEmpty());
        for (int i = 0; i + 1 < ALL.size(); i++) {
            PublishedScore a = ALL.get(i);
            PublishedScore b = ALL.get(i + 1);
            if (a.instance().equals(b.instance())) {
                assertTrue(a.score() >= b.score(), "best first on " + a.instance());
            }
        }
    }
}
