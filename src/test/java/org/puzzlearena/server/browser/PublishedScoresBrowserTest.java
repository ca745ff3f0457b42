package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.records.RecordRegistry;

/**
 * A score published without its line (Table 1 of the Nested Monte-Carlo Search paper, for SameGame's
 * standard positions) shows beside its board, said to be unverified and set apart from the records:
 * "no verified record known; best published score N (source)" where no record verifies, or above a
 * lower verified record. It is never a row of the board and never its record.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class PublishedScoresBrowserTest extends BrowserTest {

    @Inject
    RecordRegistry registry;

    @Inject
    EntityManager em;

    @Test
    void aHigherPublishedScoreShowsBesideTheVerifiedRecordWithoutTakingItsPlace() {
        open("/leaderboard/samegame?instance=standard/1");
        assertThat(page.locator(id("record-row"))).hasCount(1);
        assertThat(page.locator(id("record-score"))).hasText("2,803");
        var claim = page.locator(id("published-score"));
        assertThat(claim).containsText("Best published score 3,121");
        assertThat(claim).containsText("Nested Monte-Carlo Search");
        assertThat(claim).containsText("not verified");
        // Not a row of the board: the record stays the 100% every entry is measured by.
        assertThat(page.locator(id("leaderboard-table"))).not().containsText("3,121");
        screenshot("board-with-published-score");

        // Where the verified record is above every published score, nothing more is said.
        open("/leaderboard/samegame?instance=standard/3");
        assertThat(page.locator(id("record-score"))).hasText("3,187");
        assertThat(page.locator(id("published-score"))).hasCount(0);
    }

    @Test
    void aBoardWithoutAVerifiedRecordSaysSoAndGivesTheBestPublishedScore() {
        String key = "samegame-7-nan0s-1805";
        String moves = movesOf(key);
        try {
            // The record's stored line damaged: start-up verification hides it (docs/RECORDS.md).
            setMoves(key, moves.substring(moves.indexOf('\n') + 1));
            registry.synchronize();
            open("/leaderboard/samegame?instance=standard/7");
            assertThat(page.locator(id("published-score")))
                    .containsText("No verified record known; best published score 2,949");
            assertThat(page.locator(id("published-score"))).containsText("NMCS level 3");
            assertThat(page.locator(id("record-row"))).hasCount(0);
            screenshot("board-without-record");
        } finally {
            setMoves(key, moves);
            registry.synchronize();
        }
        open("/leaderboard/samegame?instance=standard/7");
        assertThat(page.locator(id("record-score"))).hasText("1,805");
    }

    @Test
    void theRecordsPageListsThePublishedScoresApartFromTheRecords() {
        open("/records");
        var published =
                page.locator("[data-testid=published-scores] [data-testid=published-item][data-board=\"standard/1\"]");
        assertThat(published.locator("[data-testid=published-value]")).hasText(new String[] {"3,121", "2,557"});
        assertThat(page.locator(id("published-scores"))).containsText("never ranked");
        assertThat(page.locator("[data-testid=records-samegame] [data-testid=record-item][data-board=\"standard/1\"]"
                        + " [data-testid=record-score]"))
                .hasText("2,803");
        screenshot("records-page");
    }

    String movesOf(String seedKey) {
        return QuarkusTransaction.requiringNew()
                .call(() -> (String) em.createNativeQuery("SELECT moves FROM records WHERE seed_key = ?1")
                        .setParameter(1, seedKey)
                        .getSingleResult());
    }

    void setMoves(String seedKey, String moves) {
        int rows = QuarkusTransaction.requiringNew()
                .call(() -> em.createNativeQuery("UPDATE records SET moves = ?1 WHERE seed_key = ?2")
                        .setParameter(1, moves)
                        .setParameter(2, seedKey)
                        .executeUpdate());
        assertEquals(1, rows);
    }
}
