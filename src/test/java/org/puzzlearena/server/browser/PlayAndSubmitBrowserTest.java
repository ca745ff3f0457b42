package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** A person plays SameGame in the browser, submits, and finds the verified entry on the leaderboard. */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class PlayAndSubmitBrowserTest extends BrowserTest {

    private static final String INSTANCE = "standard/4";

    @Test
    void playedSameGameMovesAreVerifiedRankedAndShownOnTheLiveLeaderboard() {
        String name = uniqueName("player");
        signUp(name, "correct horse battery");

        // What the Java rules say about the same clicks: each move is the largest group on offer.
        Game game = Games.byId("samegame").orElseThrow();
        State expected = game.newInitialState(INSTANCE);
        List<String> clicks = new ArrayList<>();
        int[] moves = new int[game.maxLegalMoves()];
        for (int k = 0; k < 4; k++) {
            int n = expected.legalMoves(moves);
            int best = moves[0];
            int bestRemoved = 0;
            for (int i = 0; i < n; i++) {
                State trial = expected.copy();
                trial.play(moves[i]);
                int gain = trial.score() - expected.score();
                if (gain > bestRemoved) {
                    bestRemoved = gain;
                    best = moves[i];
                }
            }
            clicks.add(expected.formatMove(best));
            expected.play(best);
        }

        open("/play/samegame?instance=" + INSTANCE);
        assertThat(page.locator(id("board"))).isVisible();
        screenshot("play-start");
        for (int k = 0; k < clicks.size(); k++) {
            String[] colRow = clicks.get(k).split(",");
            page.hover(id("cell-" + colRow[0] + "-" + colRow[1]));
            assertThat(page.locator(id("hover-info"))).containsText("points");
            page.click(id("cell-" + colRow[0] + "-" + colRow[1]));
            assertThat(page.locator(id("move-count"))).hasText(String.valueOf(k + 1));
        }
        assertThat(page.locator(id("score"))).hasText(String.valueOf(expected.score()));
        screenshot("play-4-moves");

        // The game in progress survives a reload.
        page.reload();
        assertThat(page.locator(id("move-count"))).hasText("4");
        assertThat(page.locator(id("score"))).hasText(String.valueOf(expected.score()));

        // Someone else watches the instance's leaderboard while the game is submitted.
        com.microsoft.playwright.Page watcher = secondBrowser();
        watcher.navigate(url("/leaderboard/samegame?instance=" + INSTANCE));
        assertThat(watcher.locator(id("live-status"))).hasAttribute("data-status", "open");

        page.click(id("submit"));
        assertThat(page.locator(id("result-score"))).hasText(String.valueOf(expected.score()));
        // The watcher's page shows the new entry without a reload (websocket).
        var watched = watcher.locator(id("leaderboard-row"))
                .filter(new com.microsoft.playwright.Locator.FilterOptions().setHasText(name));
        assertThat(watched).hasCount(1);
        assertThat(watched.locator(id("row-score"))).hasText(String.valueOf(expected.score()));
        assertThat(page.locator(id("result-rank"))).isVisible();
        // The same game cannot be sent twice, and the board's best line is read again.
        assertThat(page.locator(id("submit"))).isDisabled();
        assertThat(page.locator(id("instance-best"))).containsText("Best so far");
        screenshot("submitted");

        page.click(id("result-leaderboard"));
        assertThat(page.locator(id("leaderboard-row"))
                        .filter(new com.microsoft.playwright.Locator.FilterOptions().setHasText(name)))
                .hasCount(1);
        var row = page.locator(id("leaderboard-row"))
                .filter(new com.microsoft.playwright.Locator.FilterOptions().setHasText(name));
        assertThat(row.locator(id("row-score"))).hasText(String.valueOf(expected.score()));
        assertThat(row.locator(id("badge-person"))).isVisible();
        screenshot("leaderboard");

        // Every name opens its profile: the board with its rank, then the overall ranking.
        row.locator(id("profile-link")).click();
        assertThat(page.locator(id("profile-name"))).hasText(name);
        assertThat(page.locator(id("profile-best"))).hasCount(1);
        assertThat(page.locator(id("profile-rank"))).containsText(" of ");
        assertThat(page.locator(id("profile-recent"))).hasCount(1);
        screenshot("profile");
        page.locator(id("profile-overall")).locator("a").click();
        assertThat(page.locator(id("ranking-formula"))).containsText("divided by the board");
        assertThat(page.locator(id("ranking-row"))
                        .filter(new com.microsoft.playwright.Locator.FilterOptions().setHasText(name)))
                .hasCount(1);
        screenshot("ranking");
        // "Leaderboards" lists every board with its leader.
        page.click(id("nav-leaderboards"));
        assertThat(page.locator(id("overview-board") + "[data-board=\"samegame " + INSTANCE + "\"]"))
                .hasCount(1);
        screenshot("leaderboards-overview");
    }
}
