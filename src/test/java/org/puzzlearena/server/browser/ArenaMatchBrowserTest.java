package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.arena.ArenaTestSupport;

/**
 * An SPRT match from the pages (docs/ARENA.md "Pages"): a logged-in user starts one from a player's
 * page against another player of its ladder, lands on the match's page, and watches it reach its
 * verdict there; the chart has one point per pair the API counted, and the ladder lists the match.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ArenaMatchBrowserTest extends BrowserTest {

    @Test
    void aMatchStartedFromAPlayersPageReachesH1OnItsPage() {
        long strong = ArenaTestSupport.playerId("connect-four", "uct:sims=800");
        long weak = ArenaTestSupport.playerId("connect-four", "minimax:depth=2");
        signUp(uniqueName("matcher"), "correct horse battery");

        open("/arena/connect-four");
        page.locator(id("arena-row") + "[data-player=\"" + strong + "\"] " + id("arena-player"))
                .click();
        assertThat(page).hasURL(Pattern.compile(".*/arena/players/" + strong + "$"));
        page.selectOption(id("match-opponent"), String.valueOf(weak));
        page.selectOption(id("match-preset"), "0-50");
        page.click(id("match-start"));

        assertThat(page).hasURL(Pattern.compile(".*/arena/matches/[0-9]+$"));
        String matchId = page.url().replaceAll(".*/arena/matches/", "");
        assertThat(page.locator(id("match-first"))).hasText("uct:sims=800");
        assertThat(page.locator(id("match-second"))).hasText("minimax:depth=2");
        // The page polls while the match runs: the verdict arrives without a reload.
        assertThat(page.locator(id("match-state")))
                .hasText("H1", new LocatorAssertions.HasTextOptions().setTimeout(120_000));
        assertThat(page.locator(id("match-verdict")))
                .containsText("H1 accepted: uct:sims=800 is stronger than minimax:depth=2");
        assertThat(page.locator(id("match-cancel"))).hasCount(0);
        assertThat(page.locator(id("match-games-left"))).hasCount(0);

        JsonPath m = given().get("/api/arena/matches/" + matchId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        int pairs = m.getList("pairs").size();
        assertEquals("H1", m.getString("state"));
        assertThat(page.locator(id("sprt-line"))).hasAttribute("data-points", String.valueOf(pairs));
        assertThat(page.locator(id("match-pair"))).hasCount(pairs);
        assertThat(page.locator(id("match-game-link"))).hasCount(2 * pairs);
        assertThat(page.locator(id("match-wdl")))
                .hasText(m.getInt("wins") + " / " + m.getInt("draws") + " / " + m.getInt("losses"));
        screenshot("arena-match");

        page.click(id("arena-ladder-link"));
        assertThat(page.locator(id("arena-match-row") + "[data-match=\"" + matchId + "\"]"))
                .containsText("H1");
    }
}
