package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
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
 * A contest through the browser: an organizer creates it with the form and edits it; once the
 * server's clock passes its start, a participant finds it in the list, registers, plays an
 * instance in the contest and submits; the organizer's open contest page shows the new
 * scoreboard row live (websocket), without a reload.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestBrowserTest extends BrowserTest {

    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm");
    private static final String INSTANCE = "standard/6";

    @Test
    void anOrganizersContestIsJoinedPlayedAndScoredLive() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = ServerTestSupport.registerOrganizer("org");
        logIn(page, organizer, "correct horse");

        open("/contests/new");
        assertThat(page.locator(id("contest-form"))).isVisible();
        page.fill(id("contest-form-title"), "Autumn SameGame cup");
        page.fill(id("contest-form-description"), "Two hours of SameGame, best score wins.");
        LocalDateTime t0 = LocalDateTime.ofInstant(ContestFixtures.T0, ZoneOffset.UTC);
        page.fill(id("contest-form-starts"), t0.plusHours(1).format(LOCAL));
        page.fill(id("contest-form-ends"), t0.plusHours(3).format(LOCAL));
        Locator row = page.locator(id("contest-instance-row")).first();
        row.locator(id("ci-game")).selectOption("samegame");
        // A generated board is the default; the catalogue warns that its solutions are public.
        assertThat(row.locator(id("ci-kind"))).hasValue("generate");
        row.locator(id("ci-kind")).selectOption("catalogue");
        assertThat(row.locator(id("ci-catalogue-warning"))).containsText("public");
        row.locator(id("ci-instance")).fill(INSTANCE);
        page.selectOption(id("contest-form-scoring"), "relative");
        screenshot("contest-form");
        page.click(id("contest-form-submit"));
        page.waitForURL(Pattern.compile(".*/contests/[0-9]+$"));
        String contestUrl = page.url();
        assertThat(page.locator(id("contest-title"))).hasText("Autumn SameGame cup");
        screenshot("contest-upcoming");

        page.click(id("contest-edit"));
        assertThat(page.locator(id("contest-form"))).isVisible();
        page.fill(id("contest-form-title"), "Autumn SameGame cup 2031");
        page.click(id("contest-form-submit"));
        assertThat(page.locator(id("contest-title"))).hasText("Autumn SameGame cup 2031");

        // The contest starts: the server's clock decides.
        clock.advance(Duration.ofMinutes(61));
        page.reload();
        assertThat(page.locator(id("contest-instance"))).hasCount(1);

        Page player = secondBrowser();
        String name = uniqueName("player");
        signUp(player, name, "correct horse battery");
        player.navigate(url("/contests"));
        Locator listed = player.locator(id("contests-running")).locator(id("contest-item"));
        assertThat(listed.filter(new Locator.FilterOptions().setHasText("Autumn SameGame cup 2031")))
                .hasCount(1);
        screenshot(player, "contest-list");
        listed.filter(new Locator.FilterOptions().setHasText("Autumn SameGame cup 2031"))
                .locator(id("contest-link"))
                .click();
        player.click(id("contest-register"));
        assertThat(player.locator(id("registration-state"))).hasAttribute("data-state", "registered");
        player.click(id("contest-play"));
        assertThat(player.locator(id("contest-banner"))).isVisible();

        Game game = Games.byId("samegame").orElseThrow();
        State expected = game.newInitialState(INSTANCE);
        int[] moves = new int[game.maxLegalMoves()];
        for (int k = 0; k < 3; k++) {
            expected.legalMoves(moves);
            String[] colRow = expected.formatMove(moves[0]).split(",");
            expected.play(moves[0]);
            player.click(id("cell-" + colRow[0] + "-" + colRow[1]));
            assertThat(player.locator(id("move-count"))).hasText(String.valueOf(k + 1));
        }
        player.click(id("submit"));
        assertThat(player.locator(id("result-score"))).hasText(String.valueOf(expected.score()));
        screenshot(player, "contest-submitted");

        // The organizer's page, open all along, shows the row without a reload.
        assertThat(page).hasURL(contestUrl);
        Locator scoreRow = page.locator(id("scoreboard-row")).filter(new Locator.FilterOptions().setHasText(name));
        assertThat(scoreRow).hasCount(1);
        // Relative scoring: the only participant holds the best of the one instance, 1 point; the raw best beside it.
        assertThat(scoreRow.locator(id("sb-score"))).hasText("1.000");
        assertThat(scoreRow.locator(id("sb-cell-A"))).containsText(String.valueOf(expected.score()));
        screenshot("contest-scoreboard-live");

        player.click(id("contest-back"));
        assertThat(player.locator(id("scoreboard-row"))
                        .filter(new Locator.FilterOptions().setHasText(name))
                        .locator(id("sb-rank")))
                .hasText("1");
        screenshot(player, "contest-page-participant");
    }
}
