package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A contest with a hidden final set through the browser (docs/CONTESTS.md, "The hidden final set"):
 * the organizer marks an instance hidden in the form, picks the final ranking and gives the seed;
 * a participant submits to the public and to the hidden instance and sees no hidden score (on the
 * play page and in their own list) and no hidden column before the end; after the end the final board shows the hidden column, says which
 * ranking is final, publishes the seed, and switches to the public part's board.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestHiddenFinalBrowserTest extends BrowserTest {

    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm");
    private static final String SEED = "8675309";

    @Test
    void theHiddenPartIsSetInTheFormHiddenDuringTheContestAndPublishedAtTheEnd() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = ServerTestSupport.registerOrganizer("hf-org");
        logIn(page, organizer, "correct horse");

        open("/contests/new");
        assertThat(page.locator(id("contest-form"))).isVisible();
        page.fill(id("contest-form-title"), "Hidden final cup");
        LocalDateTime t0 = LocalDateTime.ofInstant(ContestFixtures.T0, ZoneOffset.UTC);
        page.fill(id("contest-form-starts"), t0.plusHours(1).format(LOCAL));
        page.fill(id("contest-form-ends"), t0.plusHours(3).format(LOCAL));
        Locator rows = page.locator(id("contest-instance-row"));
        rows.first().locator(id("ci-game")).selectOption("samegame");
        rows.first().locator(id("ci-size")).fill("6x6x3");
        // The hidden part's settings appear only with a hidden instance (the server refuses them otherwise).
        assertThat(page.locator(id("contest-form-hidden-part"))).isHidden();
        page.click(id("add-instance"));
        Locator hiddenRow = rows.nth(1);
        hiddenRow.locator(id("ci-size")).fill("6x6x3");
        hiddenRow.locator(id("ci-hidden")).check();
        // A hidden generated instance derives its seed from the contest's: no seed of its own is offered.
        assertThat(rows.nth(1).locator(id("ci-seed"))).isDisabled();
        assertThat(page.locator(id("contest-form-hidden-part"))).isVisible();
        assertThat(page.locator(id("contest-form-hidden-explained"))).containsText("published after the end");
        // The size typed before the box was ticked survives the redraw.
        assertThat(rows.nth(1).locator(id("ci-size"))).hasValue("6x6x3");
        page.selectOption(id("contest-form-final-ranking"), "both");
        page.fill(id("contest-form-hidden-seed"), "-5");
        page.click(id("contest-form-submit"));
        assertThat(page.locator(id("cf-hidden-part-error"))).containsText("whole number");
        page.fill(id("contest-form-hidden-seed"), SEED);
        screenshot("contest-form-hidden-part");
        page.click(id("contest-form-submit"));
        page.waitForURL(Pattern.compile(".*/contests/[0-9]+$"));
        String contestUrl = page.url();
        long contest = Long.parseLong(contestUrl.substring(contestUrl.lastIndexOf('/') + 1));

        JsonPath stored = given().cookie("arena_session", ServerTestSupport.login(organizer))
                .get("/api/contests/" + contest)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        String publicBoard = stored.getString("instances[0].instance");
        String hiddenBoard = stored.getString("instances[1].instance");
        assertTrue(stored.getBoolean("instances[1].hidden"));
        assertEquals(SEED, stored.getString("hiddenPart.seed"));
        assertEquals("both", stored.getString("hiddenPart.finalRanking"));

        String name = ServerTestSupport.register("hf-player");
        ContestFixtures.registerFor(ServerTestSupport.login(name), contest);
        clock.set(ContestFixtures.T0.plus(Duration.ofMinutes(61)));
        Page player = secondBrowser();
        logIn(player, name, "correct horse");
        player.navigate(url("/contests/" + contest));
        assertThat(player.locator(id("hidden-part-notice"))).containsText("1 hidden instance (B)");
        assertThat(player.locator(id("hidden-part-notice"))).containsText("stay hidden until the end");
        assertThat(player.locator(id("hidden-part-notice"))).containsText("both parts");
        assertThat(player.locator("[data-testid=contest-instance][data-label=B]")
                        .locator(id("instance-hidden")))
                .isVisible();

        int publicScore = playAndSubmit(player, contest, "A", publicBoard);
        assertThat(player.locator(id("result-score"))).hasText(String.valueOf(publicScore));
        int hiddenScore = playAndSubmit(player, contest, "B", hiddenBoard);
        assertThat(player.locator(id("result-score-hidden"))).hasText("score hidden until the end");
        assertThat(player.locator(id("result-score"))).hasCount(0);
        assertThat(player.locator(id("result-replay"))).hasCount(0);
        screenshot(player, "hidden-submission");

        player.click(id("contest-back"));
        Locator own = player.locator(id("scoreboard-row")).filter(new Locator.FilterOptions().setHasText(name));
        assertThat(own.locator(id("sb-cell-A"))).containsText(String.valueOf(publicScore));
        assertThat(player.locator(id("sb-head-A"))).isVisible();
        assertThat(player.locator(id("sb-head-B"))).hasCount(0);
        assertThat(own.locator(id("sb-cell-B"))).hasCount(0);
        assertThat(player.locator(id("hidden-part-seed"))).hasCount(0);
        // Their own list: the public submission with its score, the hidden one without.
        Locator mine = player.locator(id("my-submission"));
        assertThat(mine).hasCount(2);
        assertThat(player.locator("[data-testid=my-submission][data-label=B]").locator(id("my-submission-hidden")))
                .hasText("score hidden until the end");
        assertThat(player.locator("[data-testid=my-submission][data-label=A]").locator(id("my-submission-score")))
                .hasText(String.valueOf(publicScore));
        screenshot(player, "contest-before-the-end");

        // The end: the final board (both parts, as chosen) with the hidden column and the published seed.
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(3)).plusSeconds(1));
        player.reload();
        Locator head = player.locator(id("hidden-part-final"));
        assertThat(head).containsText("The final ranking");
        assertThat(head).containsText("both parts");
        assertThat(player.locator(id("hidden-part-seed"))).hasText(SEED);
        assertThat(head).containsText("docs/CONTESTS.md");
        assertThat(player.locator(id("sb-head-B")).locator(id("sb-head-hidden")))
                .isVisible();
        own = player.locator(id("scoreboard-row")).filter(new Locator.FilterOptions().setHasText(name));
        assertThat(own.locator(id("sb-cell-B"))).containsText(String.valueOf(hiddenScore));
        assertThat(own.locator(id("sb-score"))).hasText(String.valueOf(publicScore + hiddenScore));
        screenshot(player, "contest-final-board");

        // The public part's board as seen during the contest, one click away, and back.
        player.click(id("board-part-public"));
        assertThat(head).hasAttribute("data-part", "public");
        assertThat(player.locator(id("sb-head-B"))).hasCount(0);
        assertThat(own.locator(id("sb-score"))).hasText(String.valueOf(publicScore));
        screenshot(player, "contest-public-part-board");
        player.click(id("board-part-final"));
        assertThat(player.locator(id("sb-head-B"))).isVisible();
    }

    /** Plays three moves of the instance under the label from the contest page and submits; the line's score. */
    private int playAndSubmit(Page player, long contest, String label, String instance) {
        player.navigate(url("/contests/" + contest));
        player.locator("[data-testid=contest-instance][data-label=" + label + "]")
                .locator(id("contest-play"))
                .click();
        assertThat(player.locator(id("contest-banner"))).isVisible();
        Game game = Games.byId("samegame").orElseThrow();
        State expected = game.newInitialState(instance);
        int[] moves = new int[game.maxLegalMoves()];
        for (int k = 0; k < 3 && !expected.isTerminal(); k++) {
            expected.legalMoves(moves);
            String[] colRow = expected.formatMove(moves[0]).split(",");
            expected.play(moves[0]);
            player.click(id("cell-" + colRow[0] + "-" + colRow[1]));
            assertThat(player.locator(id("move-count"))).hasText(String.valueOf(k + 1));
        }
        player.click(id("submit"));
        assertThat(player.locator(id("result-message"))).isVisible();
        return expected.score();
    }
}
