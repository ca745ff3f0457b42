package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The shipped records count outside their boards too: a game's card on the home page gives the
 * record as its board's best ("178 (record, C. D. Rosin)", where it once said "-"), and the
 * leaderboards overview lists a board that holds only a record (it once said "No submission yet on
 * any board" beside a board showing Rosin's 82), and the play page names the record to beat (it said "No
 * submission yet on this instance" under a board holding Rosin's 82).
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class RecordsOutsideTheBoardsBrowserTest extends BrowserTest {

    @Test
    void theHomeCardsGiveTheRecordAsTheBestOfTheirDefaultBoard() {
        open("/");
        // Other tests may submit a copy of the 178 (the same score, later): the record stays the best.
        assertThat(page.locator("[data-testid=game-morpion-5t] [data-testid=instance-best-score]"))
                .hasText("178 (record, C. D. Rosin)");
        assertThat(page.locator("[data-testid=game-morpion-5d] [data-testid=instance-best-score]"))
                .hasText("82 (record, C. D. Rosin)");
        assertThat(page.locator("[data-testid=game-morpion-5t] .card-foot p").first())
                .hasText("Best on cross: 178 (record, C. D. Rosin)");
        screenshot("home-cards");
    }

    @Test
    void thePlayPageNamesTheRecordToBeat() {
        open("/play/morpion-5d");
        // Other tests may submit on 5D too: the record is named whatever the best entry is.
        assertThat(page.locator(id("instance-record"))).hasText("Record: 82 by C. D. Rosin (replay)");
        page.locator(id("instance-record")).getByText("replay").click();
        assertThat(page).hasURL(Pattern.compile("/records/\\d+$"));
    }

    @Test
    void theLeaderboardsOverviewListsABoardThatHoldsOnlyARecord() {
        open("/leaderboard");
        var board = page.locator(
                "[data-testid=overview-morpion-5d] [data-testid=overview-board][data-board=\"morpion-5d cross\"]");
        assertThat(board).isVisible();
        assertThat(board.locator("[data-testid=overview-record]")).hasText("82 (C. D. Rosin)");
        assertThat(page.locator("[data-testid=overview-morpion-5d]")).not().containsText("No submission yet");
        // No one plays the js-games rules' position 10 in the tests: a board with battermann's records alone.
        assertThat(page.locator("[data-testid=overview-samegame-jsgames] [data-board=\"samegame-jsgames standard/10\"]"
                        + " [data-testid=overview-record]"))
                .hasText("3,215 (battermann/mcs)");
        screenshot("overview");
    }
}
