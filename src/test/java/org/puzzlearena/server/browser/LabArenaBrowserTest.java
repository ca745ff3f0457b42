package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The MCTS lab's last step, Arena: the Connect Four ladder's best UCT, deep and minimax bots, each
 * with its rating and interval as the ladder's API gives them and one point of its curve per
 * counted game of its history; Glicko-2 explained; the links to the ladder, the live games and a
 * match.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class LabArenaBrowserTest extends BrowserTest {

    @Test
    void theArenaStepDrawsEachFamilysRatingOverItsGamesFromTheLadder() {
        given().cookie("arena_session", ServerTestSupport.adminCookie())
                .post("/api/arena/connect-four/games?count=12")
                .then()
                .statusCode(200);
        open("/lab");
        assertThat(page.locator(id("lab-go-arena"))).hasAttribute("href", "/lab/arena");
        page.click(id("lab-tab-arena"));
        assertThat(page).hasURL(Pattern.compile(".*/lab/arena$"));

        List<Map<String, Object>> ladder = given().get("/api/arena/connect-four/ladder")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("players");
        Locator rows = page.locator(id("lab-arena-row"));
        assertThat(rows).hasCount(3);
        int drawnPoints = 0;
        for (String algorithm : List.of("uct", "deep", "minimax")) {
            Map<String, Object> best = ladder.stream()
                    .filter(p -> "reference".equals(p.get("kind")))
                    .filter(p -> ((String) p.get("spec")).startsWith(algorithm + ":"))
                    .max((a, b) -> Double.compare(rating(a), rating(b)))
                    .orElseThrow();
            long playerId = ((Number) best.get("id")).longValue();
            Locator row = page.locator("[data-testid=lab-arena-row][data-player='" + playerId + "']");
            assertThat(row.locator(id("lab-arena-rating"))).hasText(String.valueOf(Math.round(rating(best))));
            assertThat(row.locator(id("lab-arena-interval")))
                    .hasText(Math.round(((Number) best.get("low")).doubleValue()) + " \u2013 "
                            + Math.round(((Number) best.get("high")).doubleValue()));
            int history = JsonPath.from(given().get("/api/arena/players/" + playerId)
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString())
                    .getList("history")
                    .size();
            assertThat(page.locator("[data-testid=lab-arena-line][data-player='" + playerId + "']"))
                    .hasAttribute("data-points", String.valueOf(history));
            drawnPoints += history;
        }
        assertTrue(drawnPoints > 0, "the games just played are on the curves");
        assertEquals(3, page.locator(id("lab-arena-gap")).count(), "each pair compared");
        assertThat(page.locator(id("lab-arena-explain"))).containsText("Glicko-2");
        assertThat(page.locator(id("lab-arena-explain"))).containsText("about 76%");
        assertThat(page.locator(id("lab-arena-ladder"))).hasAttribute("href", "/arena/connect-four");
        assertThat(page.locator(id("lab-arena-match"))).hasAttribute("href", Pattern.compile("/arena/players/\\d+"));
        chartLegible(page, "lab-arena-chart", 1280);
        screenshot("arena");
    }

    private static double rating(Map<String, Object> p) {
        return ((Number) p.get("rating")).doubleValue();
    }
}
