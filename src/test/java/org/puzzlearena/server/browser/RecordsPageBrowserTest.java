package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The records page (/records, linked from the leaderboards overview): every verified record by game
 * and board, with holder, score, date and source, each opening its replay; a board's record row
 * opens the same replay.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class RecordsPageBrowserTest extends BrowserTest {

    @Test
    void everyRecordIsListedWithHolderScoreDateAndSourceAndOpensItsReplay() {
        open("/leaderboard");
        page.click(id("overview-records"));
        assertThat(page).hasURL(Pattern.compile(".*/records$"));
        assertThat(page.locator("h1")).hasText("Records");

        var morpion5t = page.locator("[data-testid=records-morpion-5t] [data-testid=record-item]");
        // Best first on each board: Rosin's 178, then Bruneau's hand-made 170.
        assertThat(morpion5t.locator("[data-testid=record-score]")).hasText(new String[] {"178", "170"});
        var rosin = morpion5t.first();
        assertThat(rosin.locator("[data-testid=record-board]")).hasText("cross");
        assertThat(rosin.locator("[data-testid=record-holder]")).hasText("C. D. Rosin");
        assertThat(rosin.locator("[data-testid=record-achieved]")).hasText("2011-08");
        assertThat(rosin.locator("[data-testid=record-source]")).containsText("Rosin's NRPA record grid");
        assertThat(page.locator("[data-testid=records-samegame] [data-testid=record-item][data-board=\"standard/10\"]"
                        + " [data-testid=record-holder]"))
                .hasText(new String[] {"battermann/mcs", "battermann/mcs", "battermann/mcs"});
        screenshot("records-page");

        rosin.locator("[data-testid=record-replay]").click();
        assertThat(page).hasURL(Pattern.compile(".*/records/[0-9]+$"));
        assertThat(page.locator(id("record-header"))).containsText("C. D. Rosin");
        assertThat(page.locator(id("replay-score"))).hasText("178");
        assertThat(page.locator(id("replay-step"))).hasText("178 / 178");
        page.click(id("replay-first"));
        assertThat(page.locator(id("replay-score"))).hasText("0");
        page.click(id("replay-next"));
        assertThat(page.locator(id("replay-score"))).hasText("1");
        assertThat(page.locator(id("replay-mismatch"))).hasCount(0);
        screenshot("record-replay");
    }

    @Test
    void aBoardsRecordRowOpensTheRecordsReplay() {
        open("/leaderboard/morpion-5d?instance=cross");
        page.locator(id("record-row")).locator(id("record-replay")).click();
        assertThat(page).hasURL(Pattern.compile(".*/records/[0-9]+$"));
        assertThat(page.locator(id("record-header"))).containsText("C. D. Rosin");
        assertThat(page.locator(id("replay-score"))).hasText("82");
        page.click(id("leaderboard-link"));
        assertThat(page).hasURL(Pattern.compile(".*/leaderboard/morpion-5d\\?instance=cross$"));
    }

    @Test
    void theRecordsPageFitsAPhone() {
        page.setViewportSize(390, 844);
        open("/records");
        assertThat(page.locator(id("records-morpion-5t"))).isVisible();
        assertEquals(
                Boolean.TRUE,
                page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "/records is no wider than the phone");
        screenshot("records-phone");
    }

    @Test
    void anUnknownRecordSaysSo() {
        open("/records/999999999");
        // The refusal as a sentence, as every page says it.
        assertThat(page.locator(id("error-message"))).hasText("No record 999999999.");
    }
}
