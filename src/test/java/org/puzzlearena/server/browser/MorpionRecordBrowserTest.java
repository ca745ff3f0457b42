package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.catalog.Games;

/**
 * Morpion record files in the browser: a world-record Pentasol grid is imported, submitted (a copy
 * of the record, and said so on the result, the board under the record's reference row, and the
 * replay) and replayed move by move; the same file under the other variant's rules is refused at the move
 * the Java verifier names, with its reason.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class MorpionRecordBrowserTest extends BrowserTest {

    @Test
    void aRecordFileIsImportedSubmittedAndReplayedMoveByMove() throws IOException {
        String record = fixture("5T-178-rosin.psol");
        signUp(uniqueName("morpion"), "correct horse battery");
        open("/play/morpion-5t");
        assertThat(page.locator(id("board"))).isVisible();
        page.fill(id("import-text"), record);
        page.click(id("import-button"));
        assertThat(page.locator(id("import-ok"))).isVisible();
        assertThat(page.locator(id("move-count"))).hasText("178");
        assertThat(page.locator(id("score"))).hasText("178");
        screenshot("imported");

        page.click(id("submit"));
        assertThat(page.locator(id("result-score"))).hasText("178");
        // Rosin's own grid, pasted: stored and verified, but marked as a copy of his record.
        assertThat(page.locator(id("copy-mark"))).hasText("copy of C. D. Rosin\u2019s record");
        screenshot("copy-result");
        page.click(id("result-leaderboard"));
        assertThat(page.locator(id("record-row"))).isVisible();
        assertThat(page.locator(id("record-holder"))).hasText("C. D. Rosin");
        assertThat(page.locator(id("record-score"))).hasText("178");
        assertThat(page.locator(id("leaderboard-row")).first().locator(id("copy-mark")))
                .hasText("copy of C. D. Rosin\u2019s record");
        assertThat(page.locator(id("leaderboard-row")).first().locator(id("row-percent")))
                .hasText("100.0%");
        screenshot("board-with-record");
        page.setViewportSize(390, 844);
        assertThat(page.locator(id("row-percent")).first()).isVisible();
        // On a phone the board fits the screen: nothing clipped on the right, no sideways scrolling.
        assertEquals(
                Boolean.TRUE,
                page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"),
                "the page is no wider than the phone");
        var table = page.locator(id("leaderboard-table")).boundingBox();
        assertTrue(
                table.x + table.width <= 390 + 0.5,
                "the leaderboard ends inside the screen: " + table.x + "+" + table.width);
        screenshot("board-with-record-phone");
        page.setViewportSize(1280, 900);
        page.locator(id("leaderboard-row")).first().locator(id("row-replay")).click();
        assertThat(page.locator(id("copy-mark"))).hasText("copy of C. D. Rosin\u2019s record");
        assertThat(page.locator(id("replay-slider"))).isVisible();
        screenshot("replay-start");

        // A replay opens on the final position; first and last jump to either end.
        assertThat(page.locator(id("replay-step"))).containsText("178");
        assertThat(page.locator(id("replay-score"))).hasText("178");
        page.click(id("replay-first"));
        assertThat(page.locator(id("replay-score"))).hasText("0");
        // Step forward by keyboard-free clicks, then jump with the slider.
        page.click(id("replay-next"));
        page.click(id("replay-next"));
        assertThat(page.locator(id("replay-score"))).hasText("2");
        // The move list follows the current move (it once stayed scrolled to the end).
        assertEquals(
                Boolean.TRUE,
                page.evaluate(
                        "() => { const l = document.querySelector('[data-testid=move-list]'); const c = l.querySelector('.current');"
                                + " const a = l.getBoundingClientRect(), b = c.getBoundingClientRect();"
                                + " return b.top >= a.top && b.bottom <= a.bottom; }"),
                "the current move is in view in the move list");
        page.locator(id("replay-slider")).fill("90");
        assertThat(page.locator(id("replay-score"))).hasText("90");
        screenshot("replay-step-90");
        page.click(id("replay-play"));
        assertThat(page.locator(id("replay-score"))).not().hasText("90");
        page.click(id("replay-play"));
        screenshot("replay-playing");
        page.click(id("replay-last"));
        assertThat(page.locator(id("replay-score"))).hasText("178");
    }

    @Test
    void anIllegalImportShowsTheVerifiersErrorAtTheRightMove() throws IOException {
        String record = fixture("5T-178-rosin.psol");
        // The touching-rule record breaks the disjoint rule: the Java verifier says where and why.
        ReplayResult.Invalid invalid = assertInstanceOf(
                ReplayResult.Invalid.class, Replay.file(Games.byId("morpion-5d").orElseThrow(), "cross", record));
        open("/play/morpion-5d");
        assertThat(page.locator(id("board"))).isVisible();
        page.fill(id("import-text"), record);
        page.click(id("import-button"));
        assertThat(page.locator(id("import-error-index"))).hasText(String.valueOf(invalid.moveIndex() + 1));
        assertThat(page.locator(id("import-error-reason"))).hasText(invalid.reason());
        screenshot("illegal-import");
    }

    private static String fixture(String name) throws IOException {
        try (InputStream in = MorpionRecordBrowserTest.class.getResourceAsStream("/fixtures/morpion-records/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
