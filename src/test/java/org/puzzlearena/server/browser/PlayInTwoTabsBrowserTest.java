package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * One puzzle open in two tabs of one browser: the moves of tab B replaced tab A's saved
 * game, and A's reload showed B's game without a word. Now A is told at once that the game changed
 * in another tab, and chooses: load that game, or keep its own; a reload keeps each tab's own game,
 * and neither game is lost without the person choosing.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class PlayInTwoTabsBrowserTest extends BrowserTest {

    private static final String INSTANCE = "standard/7";

    /** The cells to click for the first legal move, three times over, as the Java rules say. */
    private static List<String> cells() {
        Game game = Games.byId("samegame").orElseThrow();
        State s = game.newInitialState(INSTANCE);
        int[] moves = new int[game.maxLegalMoves()];
        List<String> cells = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            s.legalMoves(moves);
            String[] colRow = s.formatMove(moves[0]).split(",");
            cells.add("cell-" + colRow[0] + "-" + colRow[1]);
            s.play(moves[0]);
        }
        return cells;
    }

    private static void play(Page tab, String cell, int count) {
        tab.click(id(cell));
        assertThat(tab.locator(id("move-count"))).hasText(String.valueOf(count));
    }

    @Test
    void aGameChangedInAnotherTabIsToldAtOnceAndNeitherIsLost() {
        List<String> cells = cells();
        String play = url("/play/samegame?instance=" + INSTANCE);
        page.navigate(play);
        play(page, cells.get(0), 1);
        play(page, cells.get(1), 2);

        // Tab B of the same browser opens the saved game and plays on.
        Page tabB = context.newPage();
        tabB.navigate(play);
        assertThat(tabB.locator(id("move-count"))).hasText("2");
        assertThat(tabB.locator(id("other-tab-notice"))).hasCount(0);
        play(tabB, cells.get(2), 3);

        // Tab A is told at once, and its own game is still on its board.
        assertThat(page.locator(id("other-tab-notice"))).containsText("changed in another tab");
        assertThat(page.locator(id("other-tab-notice"))).containsText("3 moves");
        assertThat(page.locator(id("move-count"))).hasText("2");
        screenshot("told-of-the-other-tab");
        // A reload keeps A's own game, and says it again.
        page.reload();
        assertThat(page.locator(id("move-count"))).hasText("2");
        assertThat(page.locator(id("other-tab-notice"))).containsText("changed in another tab");
        page.click(id("other-tab-load"));
        assertThat(page.locator(id("move-count"))).hasText("3");
        assertThat(page.locator(id("other-tab-notice"))).hasCount(0);

        // B takes a move back; A keeps its own game, and then B is told.
        tabB.click(id("undo"));
        assertThat(tabB.locator(id("move-count"))).hasText("2");
        assertThat(page.locator(id("other-tab-notice"))).containsText("2 moves");
        page.click(id("other-tab-keep"));
        assertThat(page.locator(id("other-tab-notice"))).hasCount(0);
        assertThat(page.locator(id("move-count"))).hasText("3");
        assertThat(tabB.locator(id("other-tab-notice"))).containsText("3 moves");
        assertThat(tabB.locator(id("move-count"))).hasText("2");
        screenshot(tabB, "the-other-tab-kept-its-game");
        tabB.reload();
        assertThat(tabB.locator(id("move-count"))).hasText("2");

        // A new tab opens the game last kept.
        Page tabC = context.newPage();
        tabC.navigate(play);
        assertThat(tabC.locator(id("move-count"))).hasText("3");
    }
}
