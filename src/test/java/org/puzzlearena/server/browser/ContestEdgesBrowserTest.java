package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The contest pages' rough edges, as an organizer and participants meet them: the form uses a
 * desktop's width and offers only the puzzles the server accepts (the bot lab too); a running
 * contest offers no "Unfreeze" (only its end does); the scoreboard states its tie-break and marks
 * copies; on a phone (390 px) every instance column of the scoreboard can be read; and the contest's
 * play page shows the contest's board, not the public one.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestEdgesBrowserTest extends BrowserTest {

    private static final List<String> LABELS = List.of("A", "B", "C", "D", "E", "F");

    @Test
    void theFormUsesItsWidthAndOffersOnlyPuzzles() {
        String organizer = ServerTestSupport.registerOrganizer("form-org");
        logIn(page, organizer, "correct horse");
        open("/contests/new");
        assertThat(page.locator(id("contest-form"))).isVisible();
        page.click(id("add-instance"));
        page.click(id("add-instance"));
        screenshot("contest-form-desktop");

        List<String> offered = page.locator(id("contest-instance-row"))
                .first()
                .locator(id("ci-game") + " option")
                .allTextContents();
        assertFalse(offered.isEmpty());
        assertFalse(offered.contains("Tic-tac-toe"), offered.toString());
        assertFalse(offered.contains("Connect Four"), offered.toString());

        // At 1280 px the instances stand beside the contest's settings, not under a narrow column.
        BoundingBox title = page.locator(id("contest-form-title")).boundingBox();
        BoundingBox instances = page.locator(id("contest-instance-rows")).boundingBox();
        BoundingBox form = page.locator(id("contest-form")).boundingBox();
        assertTrue(instances.x > title.x + title.width, "the instances are beside the settings: " + instances.x);
        assertTrue(instances.y < title.y + 200, "the instances start at the top: " + instances.y);
        assertTrue(form.width > 1000, "the form uses the page's width: " + form.width);

        open("/bots?game=connect-four");
        // The form is drawn once the catalogue has come: read its options only then.
        assertThat(page.locator(id("bot-game"))).isVisible();
        List<String> games = page.locator(id("bot-game") + " option").allTextContents();
        assertFalse(games.isEmpty());
        assertFalse(games.contains("Tic-tac-toe"), games.toString());
        assertFalse(games.contains("Connect Four"), games.toString());
    }

    @Test
    void aRunningContestsScoreboardOnAPhoneAndTheOrganizersPage() {
        MutableClock clock = ContestFixtures.installClock();
        String organizerName = ServerTestSupport.registerOrganizer("edge-org");
        String organizer = ServerTestSupport.login(organizerName);
        List<Map<String, Object>> instances = new ArrayList<>();
        List<String> boards = new ArrayList<>();
        for (int i = 0; i < LABELS.size(); i++) {
            String board = "random/97" + i + "/6x6x3";
            boards.add(board);
            instances.add(ContestFixtures.instance("samegame", board));
        }
        long contest =
                ContestFixtures.create(organizer, ContestFixtures.contest("Six boards cup", "relative", instances));
        String ann = ServerTestSupport.register("edge-ann");
        String bob = ServerTestSupport.register("edge-bob");
        String annCookie = ServerTestSupport.login(ann);
        String bobCookie = ServerTestSupport.login(bob);
        ContestFixtures.registerFor(annCookie, contest);
        ContestFixtures.registerFor(bobCookie, contest);

        // Both play the same lines on every board, Bob 7 ms before Ann: a tie he wins, her lines copies.
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(1)).plusMillis(3));
        for (String board : boards) {
            ContestFixtures.Line line =
                    ContestFixtures.lines("samegame", board, 1).get(0);
            ContestFixtures.submit(bobCookie, contest, "samegame", board, line.moves())
                    .then()
                    .statusCode(201);
        }
        clock.advance(Duration.ofMillis(7));
        for (String board : boards) {
            ContestFixtures.Line line =
                    ContestFixtures.lines("samegame", board, 1).get(0);
            ContestFixtures.submit(annCookie, contest, "samegame", board, line.moves())
                    .then()
                    .statusCode(201);
        }

        // The organizer's page while it runs behind a freeze to come: no Unfreeze to press.
        logIn(page, organizerName, "correct horse");
        open("/contests/" + contest);
        assertThat(page.locator(id("organizer-controls"))).isVisible();
        assertThat(page.locator(id("scoreboard-row"))).hasCount(2);
        assertThat(page.locator(id("contest-unfreeze"))).hasCount(0);
        Locator rows = page.locator(id("scoreboard-row"));
        assertThat(rows.first()).containsText(bob);
        assertThat(rows.first().locator(id("sb-rank"))).hasText("1");
        assertThat(rows.nth(1).locator(id("sb-rank"))).hasText("2");
        // The tie-break stated, to the millisecond: 11:00:00.003 for Bob (the page is in UTC).
        assertThat(rows.first().locator(id("sb-tie"))).containsText("11:00:00.003");
        assertThat(rows.first().locator(id("sb-tie"))).containsText("also reached by 1 other");
        assertThat(rows.nth(1).locator(id("sb-tie"))).containsText("11:00:00.010");
        assertThat(page.locator(id("scoreboard-rule"))).containsText("reached it first");
        // Ann's lines repeat Bob's earlier ones: marked on each of her cells, none on his.
        assertThat(rows.nth(1).locator(id("copy-mark"))).hasCount(LABELS.size());
        assertThat(rows.first().locator(id("copy-mark"))).hasCount(0);
        assertThat(rows.nth(1).locator(id("copy-mark")).first()).containsText("copy of " + bob);
        screenshot("contest-scoreboard-tie-and-copies");

        // On a phone every instance's column can be read without sliding the table.
        Page phone = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(390, 844)
                .setIsMobile(true)
                .setHasTouch(true));
        logIn(phone, ann, "correct horse");
        phone.navigate(url("/contests/" + contest));
        assertThat(phone.locator(id("scoreboard-row"))).hasCount(2);
        tableFits(phone, "scoreboard-table", 390);
        assertEquals(
                Boolean.TRUE,
                phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "the contest page is no wider than the phone");
        Locator own = phone.locator(id("scoreboard-row")).filter(new Locator.FilterOptions().setHasText(ann));
        for (String label : LABELS) {
            Locator cell = own.locator(id("sb-cell-" + label));
            assertThat(cell).isVisible();
            BoundingBox box = cell.boundingBox();
            assertTrue(box.x >= 0 && box.x + box.width <= 391, label + " is on the screen: " + box.x + "+" + box.width);
            // The head is not shown on a phone: each cell says its column.
            assertEquals(
                    "\"" + label + "\"",
                    cell.evaluate("c => getComputedStyle(c, '::before').content"),
                    label + "'s cell names its column");
        }
        screenshot(phone, "phone-contest-scoreboard");

        // The contest's play page: the contest's board only, no public leaderboard or record.
        phone.locator(id("contest-play")).first().click();
        assertThat(phone.locator(id("contest-banner"))).isVisible();
        assertThat(phone.locator(id("instance-best"))).containsText("Contest best on A");
        assertThat(phone.locator(id("leaderboard-link"))).hasCount(0);
        assertThat(phone.locator(id("contest-scoreboard-link"))).isVisible();
        screenshot(phone, "phone-contest-play");

        // After the end the organizer may lift the freeze: now the button is there and works.
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(5)));
        page.reload();
        page.click(id("contest-unfreeze"));
        // The page reads the contest again: the final standings are announced, the button is gone.
        assertThat(page.locator(id("unfrozen-banner"))).isVisible();
        assertThat(page.locator(id("contest-unfreeze"))).hasCount(0);
    }
}
