package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.arena.ArenaLiveDriver;

/**
 * The arena's games live (docs/WEBSOCKETS.md): the ladder links to the games being played; games an
 * admin plays appear there as they start; a game's page draws the board move by move, ends on the
 * stored result with every stored move, and links to its replay.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ArenaLiveBrowserTest extends BrowserTest {

    @Inject
    ArenaLiveDriver driver;

    @Test
    void aLiveGameIsWatchedToItsEndAndLinksToItsReplay() throws Exception {
        open("/arena/connect-four");
        page.click(id("arena-live-link"));
        assertThat(page).hasURL(Pattern.compile(".*/arena/live$"));
        assertThat(page.locator(id("arena-live-list"))).isVisible();

        // Games played while the list is open appear in it.
        CompletableFuture<List<Long>> played =
                CompletableFuture.supplyAsync(() -> given().cookie("arena_session", ServerTestSupport.adminCookie())
                        .post("/api/arena/connect-four/games?count=2")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("games.id", Long.class));
        Locator rows = page.locator(id("arena-live-row"));
        rows.first().waitFor();
        screenshot("list");
        List<Long> ids = played.get();
        // Both games are listed, stored, each linking to its replay (other tests' games may be listed too).
        String liveId = null;
        for (long gameId : ids) {
            String each = liveIdOf(json("/api/arena/games/" + gameId));
            liveId = liveId == null ? each : liveId;
            Locator row = page.locator("[data-testid=arena-live-row][data-live-id='" + each + "']");
            assertThat(row).hasAttribute("data-state", "stored");
            assertThat(row.locator(id("arena-live-replay-link"))).hasAttribute("href", "/arena/games/" + gameId);
        }
        JsonPath stored = json("/api/arena/games/" + ids.getFirst());
        page.click("[data-live-id='" + liveId + "'] a[data-testid=arena-live-replay-link]");
        assertThat(page).hasURL(Pattern.compile(".*/arena/games/" + ids.getFirst() + "$"));

        // The game's own page, its moves as heard: the board after every stored move, the result, the replay.
        open("/arena/live/" + liveId);
        List<Map<String, Object>> moves = stored.getList("moves");
        assertThat(page.locator(id("arena-live-result"))).hasAttribute("data-state", "stored");
        assertThat(page.locator(id("arena-live-move"))).hasCount(moves.size());
        assertThat(page.locator(id("arena-live-board"))).hasAttribute("data-plies", String.valueOf(moves.size()));
        assertThat(page.locator(id("arena-live-board")).locator("svg")).isVisible();
        for (int i = 0; i < moves.size(); i++) {
            assertThat(page.locator(id("arena-live-move")).nth(i).locator("td").nth(2))
                    .hasText((String) moves.get(i).get("move"));
        }
        String result = stored.getString("result");
        String winner = "draw".equals(result)
                ? "draw"
                : stored.getString(("first".equals(result) ? "first" : "second") + ".label") + " won";
        assertThat(page.locator(id("arena-live-result"))).hasText(winner);
        assertThat(page.locator(id("arena-live-title")))
                .hasText(stored.getString("first.label") + " v " + stored.getString("second.label"));
        screenshot("game-ended");
        page.click(id("arena-live-replay"));
        assertThat(page).hasURL(Pattern.compile(".*/arena/games/" + ids.getFirst() + "$"));
        assertThat(page.locator(id("arena-moves")).locator("tbody tr")).hasCount(moves.size());
    }

    @Test
    void theBoardFollowsEachMoveAsItIsPlayedAndEndsOnTheResult() {
        ArenaLiveDriver.Driven game = driver.start(
                "connect-four", System.nanoTime() & ((1L << 40) - 1), "uct:sims=800", "deep:sims=200", List.of("4"));
        open("/arena/live");
        Locator row = page.locator("[data-live-id='" + game.liveId() + "']");
        assertThat(row).hasAttribute("data-state", "playing");
        row.locator(id("arena-live-watch")).click();
        assertThat(page).hasURL(Pattern.compile(".*/arena/live/" + game.liveId() + "$"));
        Locator board = page.locator(id("arena-live-board"));
        assertThat(board).hasAttribute("data-plies", "0");
        assertThat(page.locator(id("arena-live-result"))).hasText("playing, move 0");
        // Yellow (colour 1, the deep bot) moves first after the one-ply opening and fills column 3.
        List<String> moves = List.of("3", "5", "3", "5", "3", "1", "3");
        for (int i = 0; i < moves.size(); i++) {
            game.move(i, moves.get(i));
            assertThat(board).hasAttribute("data-plies", String.valueOf(i + 1));
            assertThat(page.locator(id("arena-live-move"))).hasCount(i + 1);
            assertThat(page.locator(id("arena-live-move-now"))).containsText("played " + moves.get(i));
            if (i == 2) {
                screenshot("game-playing");
            }
        }
        game.end(-1, moves.size());
        assertThat(page.locator(id("arena-live-result"))).hasText("deep:sims=200 won");
        assertThat(page.locator(id("arena-live-state"))).containsText("being stored");
        driver.stored(game.liveId(), 424242);
        assertThat(page.locator(id("arena-live-replay"))).hasAttribute("href", "/arena/games/424242");
        assertThat(page.locator(id("arena-live-result"))).hasAttribute("data-state", "stored");
    }

    private static JsonPath json(String path) {
        return JsonPath.from(given().get(path).then().statusCode(200).extract().asString());
    }

    /** A stored game's live id: its seed in base 36 and its players, colour 0's first. */
    private static String liveIdOf(JsonPath game) {
        return Long.toString(game.getLong("seed"), 36) + "-" + game.getLong("first.playerId") + "-"
                + game.getLong("second.playerId");
    }

    @Test
    void aGameNoLongerLiveSaysSo() {
        open("/arena/live/zz-1-2");
        assertThat(page.locator(id("arena-live-gone"))).containsText("no live arena game");
        assertEquals(0, page.locator(id("arena-live-move")).count());
    }
}
