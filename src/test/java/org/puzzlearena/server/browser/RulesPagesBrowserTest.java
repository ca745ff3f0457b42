package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The rules pages: pictures drawn by each game's own view from positions the engine
 * computes, and a "try it" board where a move is played and scored.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class RulesPagesBrowserTest extends BrowserTest {

    @Test
    void morpionShowsTheCrossAMoveAnd5TAgainst5DAndTakesAMove() {
        open("/play/morpion-5t");
        page.click(id("rules-link"));
        assertThat(page.locator(id("rules-title"))).containsText("the rules");
        assertThat(page.locator(id("rules-cross")).locator("svg")).isVisible();
        assertThat(page.locator(id("rules-move"))).containsText("After the move");
        assertThat(page.locator(id("rules-5t"))).containsText("5T allows");
        assertThat(page.locator(id("rules-5d"))).containsText("5D refuses");
        Locator tryIt = page.locator(id("try-it"));
        tryIt.locator("[data-testid^=legal-]").first().click();
        Locator chooser = tryIt.locator(id("choose-line-1"));
        if (chooser.count() > 0) {
            chooser.click();
        }
        assertThat(tryIt.locator(id("try-score"))).hasText("1");
        // The published records, each replayed by the game's own view.
        Locator rosin = page.locator(id("rules-record")).filter(new Locator.FilterOptions().setHasText("Rosin"));
        assertThat(rosin.first()).containsText("178");
        rosin.first().locator(id("record-replay-open")).click();
        assertThat(page.locator(id("record-step"))).hasText("C. D. Rosin: move 178 of 178, score 178");
        page.locator(id("record-slider")).fill("10");
        assertThat(page.locator(id("record-step"))).hasText("C. D. Rosin: move 10 of 178, score 10");
        screenshot("morpion");
    }

    @Test
    void sameGameShowsAGroupItsScoreAndGravityAndTakesAMove() {
        open("/rules/samegame");
        assertThat(page.locator(id("rules-group"))).containsText(Pattern.compile("scores \\(\\d+ − 2\\)² = \\d+"));
        assertThat(page.locator(id("rules-gravity"))).containsText("fell");
        // The column shift, found by the engine's own moves on the small board.
        assertThat(page.locator(id("rules-shift"))).containsText("the columns on its right slid left");
        Locator tryIt = page.locator(id("try-it"));
        Locator cells = tryIt.locator("[data-testid^=cell-]");
        for (int i = 0;
                i < cells.count() && tryIt.locator(id("try-said")).textContent().indexOf("Played") < 0;
                i++) {
            cells.nth(i).click();
        }
        assertThat(tryIt.locator(id("try-said"))).containsText("Played");
        screenshot("samegame");
    }

    @Test
    void sudokuShowsTheConstraintAndARefusedContradiction() {
        open("/rules/sudoku16");
        assertThat(page.locator(id("rules-grid"))).containsText("empty cells");
        assertThat(page.locator(id("rules-contradiction"))).containsText("is not possible");
        assertThat(page.locator(id("try-it"))).isVisible();
        screenshot("sudoku");
    }

    @Test
    void theTreeGamesTakeAStep() {
        open("/rules/leftmove");
        page.locator(id("try-it")).locator(id("tree-left")).click();
        assertThat(page.locator(id("try-score"))).hasText("1");
    }
}
