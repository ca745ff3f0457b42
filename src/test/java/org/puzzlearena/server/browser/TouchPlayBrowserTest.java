package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * On a phone there is no hover: the first tap on a SameGame group shows it and what it scores,
 * the second removes it. Sudoku takes a tapped cell and a keypad symbol.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class TouchPlayBrowserTest extends BrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aPhoneTapsToSeeAGroupAndTapsAgainToRemoveIt() throws Exception {
        Page phone = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(390, 844)
                .setHasTouch(true)
                .setIsMobile(true)
                .setDeviceScaleFactor(2));
        Game game = Games.byId("samegame").orElseThrow();
        State state = game.newInitialState("standard/7");
        int[] moves = new int[game.maxLegalMoves()];
        int n = state.legalMoves(moves);
        int move = moves[n - 1];
        String[] colRow = state.formatMove(move).split(",");
        String points = JSON.readTree(state.moveJson(move)).get("points").asText();

        phone.navigate(url("/play/samegame?instance=standard/7"));
        String cell = id("cell-" + colRow[0] + "-" + colRow[1]);
        phone.locator(cell).tap();
        assertThat(phone.locator(id("hover-info"))).containsText(points);
        assertThat(phone.locator(id("move-count"))).hasText("0");
        phone.locator(cell).tap();
        assertThat(phone.locator(id("move-count"))).hasText("1");
        screenshot(phone, "samegame-phone");

        phone.navigate(url("/play/sudoku16?instance=generated/1"));
        State sudoku = Games.byId("sudoku16").orElseThrow().newInitialState("generated/1");
        int[] values = new int[16];
        sudoku.legalMoves(values);
        JsonNode drawn = JSON.readTree(sudoku.moveJson(values[0]));
        int row = drawn.get("row").asInt() + 1;
        int col = drawn.get("col").asInt() + 1;
        String symbol = drawn.get("symbol").asText();
        phone.locator(id("cell-" + row + "-" + col)).tap();
        phone.locator(id("key-" + symbol)).tap();
        assertThat(phone.locator(id("move-count"))).hasText("1");
        screenshot(phone, "sudoku-phone");
    }
}
