package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The arena's pages (docs/ARENA.md "Pages"): the ladder shows each rating and 95% interval the API
 * gives, with the Glicko-2 constants; a player's page has its rating chart, its opponents and an
 * explained rating change; a game's replay steps through the stored moves to the final position.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ArenaBrowserTest extends BrowserTest {

    private static JsonPath json(String path) {
        return JsonPath.from(given().get(path).then().statusCode(200).extract().asString())
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
    }

    private static List<Long> playTicTacToe(int count) {
        JsonPath played = given().cookie("arena_session", ServerTestSupport.adminCookie())
                .post("/api/arena/tic-tac-toe/games?count=" + count)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(count, played.getInt("counted"));
        return played.getList("games.id", Long.class);
    }

    @Test
    void theLadderShowsTheRatingsAndIntervalsOfTheApiAndTheConstants() {
        playTicTacToe(6);
        open("/");
        page.click(id("nav-arena"));
        assertThat(page).hasURL(Pattern.compile(".*/arena$"));
        assertThat(page.locator(id("nav-arena"))).hasAttribute("aria-current", "page");
        assertEquals(
                page.locator(id("nav-home")).boundingBox().y,
                page.locator(id("nav-guide")).boundingBox().y,
                "the navigation, Arena included, is one line on a 1280 px screen");
        assertThat(page.locator(id("constant-tau"))).hasText("0.5");
        assertThat(page.locator(id("constant-rating"))).hasText("1500");
        assertThat(page.locator(id("constant-rd"))).hasText("350");
        assertThat(page.locator(id("constant-volatility"))).hasText("0.06");
        assertThat(page.locator(id("constant-period"))).containsText("one game");

        List<Map<String, Object>> ladder = json("/api/arena/tic-tac-toe/ladder").getList("players");
        var rows = page.locator(id("arena-row"));
        assertThat(rows).hasCount(ladder.size());
        for (int i = 0; i < ladder.size(); i++) {
            Map<String, Object> p = ladder.get(i);
            var row = rows.nth(i);
            double rating = ((Number) p.get("rating")).doubleValue();
            double low = ((Number) p.get("low")).doubleValue();
            double high = ((Number) p.get("high")).doubleValue();
            assertThat(row.locator(id("arena-player"))).hasText((String) p.get("label"));
            assertThat(row.locator(id("arena-rating"))).hasText(String.valueOf(Math.round(rating)));
            assertThat(row.locator(id("arena-interval"))).hasText(Math.round(low) + " \u2013 " + Math.round(high));
            assertThat(row.locator(id("arena-rd")))
                    .hasText(String.valueOf(Math.round(((Number) p.get("deviation")).doubleValue())));
            assertThat(row.locator(id("arena-games"))).hasText(String.valueOf(((Number) p.get("games")).intValue()));
            assertThat(row.locator(id("arena-wdl")))
                    .hasText(((Number) p.get("wins")).intValue() + " / " + ((Number) p.get("draws")).intValue() + " / "
                            + ((Number) p.get("losses")).intValue());
            assertThat(row.locator(id("arena-provisional")))
                    .hasCount(Boolean.TRUE.equals(p.get("provisional")) ? 1 : 0);
        }
        screenshot("ladder");
        page.setViewportSize(390, 844);
        settleFrames(page);
        assertEquals(
                Boolean.TRUE,
                page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "the ladder is no wider than the phone");
        tableFits(page, "arena-ladder", 390);
        assertThat(rows.first().locator(id("arena-pm"))).isVisible();
        assertThat(rows.first().locator(id("arena-interval"))).isHidden();
        screenshot("ladder-phone");
        page.setViewportSize(1280, 900);

        page.selectOption(id("arena-game"), "connect-four");
        assertThat(page).hasURL(Pattern.compile(".*/arena/connect-four$"));
        assertThat(rows)
                .hasCount(json("/api/arena/connect-four/ladder")
                        .getList("players")
                        .size());
        page.selectOption(id("arena-pool"), "remote");
        assertThat(page).hasURL(Pattern.compile(".*/arena/connect-four\\?pool=remote$"));
        // The remote pool's own anchors, and any remote bot marked "remote" (docs/ARENA.md, "Remote bots").
        List<Map<String, Object>> remote =
                json("/api/arena/connect-four/ladder?pool=remote").getList("players");
        assertThat(rows).hasCount(remote.size());
        assertThat(page.locator(id("arena-kind"))).hasCount((int)
                remote.stream().filter(p -> "remote".equals(p.get("kind"))).count());
    }

    @Test
    void aRemoteBotIsMarkedRemoteOnItsPoolsLadder() {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("remote-ladder"));
        long bot = ServerTestSupport.registerRemoteBot(cookie, "tic-tac-toe", "my remote bot");
        open("/arena/tic-tac-toe?pool=remote");
        var row = page.locator("[data-testid=arena-row][data-player='" + bot + "']");
        assertThat(row.locator(id("arena-player"))).hasText("my remote bot");
        assertThat(row.locator(id("arena-kind"))).hasText("remote");
        assertThat(row.locator(id("arena-kind"))).hasAttribute("title", "runs on its owner's machine: compute unknown");
        assertThat(row.locator(id("arena-provisional"))).hasCount(1);
        // The pool's anchors are reference bots: no mark.
        assertThat(page.locator(id("arena-row")))
                .hasCount(json("/api/arena/tic-tac-toe/ladder?pool=remote")
                        .getList("players")
                        .size());
        screenshot("remote-ladder");
    }

    @Test
    void aPlayersPageHasItsChartOpponentsMoveTimesAndExplainsARatingChange() {
        List<Long> games = playTicTacToe(4);
        JsonPath game = json("/api/arena/games/" + games.get(0));
        long playerId = game.getLong("first.playerId");
        JsonPath player = json("/api/arena/players/" + playerId);

        open("/arena/tic-tac-toe");
        page.locator(id("arena-row") + "[data-player=\"" + playerId + "\"] " + id("arena-player"))
                .click();
        assertThat(page).hasURL(Pattern.compile(".*/arena/players/" + playerId + "$"));
        assertThat(page.locator(id("arena-player-name"))).hasText(player.getString("player.label"));
        assertThat(page.locator(id("arena-player-interval")))
                .hasText(Math.round(player.getDouble("player.low")) + " \u2013 "
                        + Math.round(player.getDouble("player.high")));
        int points = player.getList("history").size();
        assertTrue(points >= 1);
        assertThat(page.locator(id("arena-rating-line"))).hasAttribute("data-points", String.valueOf(points));
        assertThat(page.locator(id("arena-rating-band"))).hasCount(1);

        List<Map<String, Object>> opponents = player.getList("opponents");
        var rows = page.locator(id("arena-opponent"));
        assertThat(rows).hasCount(opponents.size());
        for (int i = 0; i < opponents.size(); i++) {
            Map<String, Object> o = opponents.get(i);
            int n = ((Number) o.get("games")).intValue();
            double score = ((Number) o.get("score")).doubleValue();
            assertThat(rows.nth(i).locator(id("opponent-games"))).hasText(String.valueOf(n));
            assertThat(rows.nth(i).locator(id("opponent-score")))
                    .hasText(String.format(java.util.Locale.ROOT, "%.1f %%", 100 * score / n));
        }
        assertThat(page.locator(id("move-count"))).containsText("Over " + player.getInt("moveTimes.moves") + " moves");
        assertThat(page.locator(id("cpu-max"))).not().hasText("\u2013");

        var recent = page.locator(id("arena-recent-game") + "[data-game=\"" + games.get(0) + "\"]");
        recent.locator(id("explain-button")).click();
        Map<String, Object> change = game.getList("ratingChanges", Map.class).stream()
                .filter(c -> ((Number) c.get("playerId")).longValue() == playerId)
                .findFirst()
                .orElseThrow();
        assertThat(page.locator(id("explain-expected")))
                .hasText(String.format(java.util.Locale.ROOT, "%.3f", ((Number) change.get("expected")).doubleValue()));
        assertThat(page.locator(id("explain-opponent")))
                .containsText(String.valueOf(Math.round(((Number) change.get("opponentRating")).doubleValue())));
        screenshot("player");
    }

    @Test
    void aGamesReplayStepsThroughTheStoredMovesToTheFinalPosition() {
        long gameId = playTicTacToe(2).get(0);
        JsonPath game = json("/api/arena/games/" + gameId);
        List<String> plies = new ArrayList<>(game.getList("opening", String.class));
        List<String> moves = game.getList("moves.move", String.class);
        plies.addAll(moves);

        open("/arena/games/" + gameId);
        assertThat(page.locator(id("arena-seed"))).hasText(String.valueOf(game.getLong("seed")));
        assertThat(page.locator(id("arena-opening"))).hasText(String.join(" ", game.getList("opening", String.class)));
        assertThat(page.locator(id("arena-replay-command")))
                .hasText("bin/arena replay " + gameId + " --server " + url(""));
        assertThat(page.locator(id("arena-side-X"))).containsText(game.getString("first.spec"));
        assertThat(page.locator(id("arena-side-O"))).containsText(game.getString("second.spec"));
        assertThat(page.locator(id("arena-move"))).hasCount(moves.size());
        List<Double> cpu = game.getList("moves.cpuMs", Double.class);
        assertThat(page.locator(id("replay-step"))).hasText(moves.size() + " / " + moves.size());

        page.click(id("replay-first"));
        assertThat(page.locator(id("replay-step"))).hasText("0 / " + moves.size());
        assertThat(page.locator("[data-testid=arena-board] [data-mark=X], [data-testid=arena-board] [data-mark=O]"))
                .hasCount(game.getList("opening").size());
        for (int k = 1; k <= moves.size(); k++) {
            page.click(id("replay-next"));
            assertThat(page.locator(id("replay-step"))).hasText(k + " / " + moves.size());
        }
        assertThat(page.locator(id("arena-move-now"))).containsText("played " + moves.get(moves.size() - 1));
        assertTrue(cpu.get(cpu.size() - 1) >= 0);
        assertThat(page.locator(id("replay-next"))).isDisabled();
        // The final position is the stored plies': X on the even plies' cells, O on the odd ones', the rest empty.
        for (int cell = 1; cell <= 9; cell++) {
            int ply = plies.indexOf(String.valueOf(cell));
            String mark = ply < 0 ? "." : ply % 2 == 0 ? "X" : "O";
            assertThat(page.locator("[data-testid=arena-board] " + id("cell-" + cell)))
                    .hasAttribute("data-mark", mark);
        }
        String result = game.getString("result");
        assertThat(page.locator(id("arena-result")))
                .hasText(result.equals("draw") ? "draw" : game.getString(result + ".label") + " won");
        screenshot("replay");

        page.setViewportSize(390, 844);
        open("/arena/games/" + gameId + "?step=1");
        assertThat(page.locator(id("replay-step"))).hasText("1 / " + moves.size());
        assertEquals(
                Boolean.TRUE,
                page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "a game's replay is no wider than the phone");
        screenshot("replay-phone");
    }
}
