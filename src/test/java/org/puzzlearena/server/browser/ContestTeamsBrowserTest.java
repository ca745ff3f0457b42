package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A team contest through the browser (issue 37): Ann registers, founds a team and invites Ben;
 * Ben accepts on his own page; once the contest runs, both submit and the scoreboard shows the
 * team once, with its members, holding the best of each.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestTeamsBrowserTest extends BrowserTest {

    private static final String INSTANCE = "standard/1";

    @Test
    void aTeamIsFoundedJoinedAndRankedAsOneEntry() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = ServerTestSupport.login(ServerTestSupport.registerOrganizer("org"));
        Map<String, Object> body = new HashMap<>(
                ContestFixtures.contest("Pairs cup", "sum", List.of(ContestFixtures.instance("samegame", INSTANCE))));
        body.put("entries", "team");
        body.put("maxTeamSize", 2);
        long contestId = ContestFixtures.create(organizer, body);
        String ann = registered("ann", "correct horse");
        String ben = registered("ben", "correct horse");

        logIn(page, ann, "correct horse");
        open("/contests/" + contestId);
        page.click(id("contest-register"));
        assertThat(page.locator(id("registration-state"))).hasAttribute("data-state", "registered");
        page.fill(id("team-name"), "Night Owls");
        page.click(id("team-create"));
        assertThat(page.locator(id("team-mine-name"))).hasText("Night Owls");
        page.fill(id("team-invite-username"), ben);
        page.click(id("team-invite"));
        assertThat(page.locator(id("team-invited"))).containsText(ben);

        Page benPage = secondBrowser();
        logIn(benPage, ben, "correct horse");
        benPage.navigate(url("/contests/" + contestId));
        assertThat(benPage.locator(id("team-invitation"))).containsText("Night Owls");
        benPage.click(id("team-accept"));
        assertThat(benPage.locator(id("team-member"))).hasText(new String[] {ann, ben});
        assertThat(benPage.locator(id("registration-state"))).hasAttribute("data-state", "registered");

        // The contest runs: both submit, and the team is one row holding the better line.
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(1)).plusSeconds(1));
        List<ContestFixtures.Line> lines = ContestFixtures.lines("samegame", INSTANCE, 2);
        ContestFixtures.submit(
                        ServerTestSupport.login(ann),
                        contestId,
                        "samegame",
                        INSTANCE,
                        lines.get(0).moves())
                .then()
                .statusCode(201);
        ContestFixtures.submit(
                        ServerTestSupport.login(ben),
                        contestId,
                        "samegame",
                        INSTANCE,
                        lines.get(1).moves())
                .then()
                .statusCode(201);
        page.reload();
        Locator rows = page.locator(id("scoreboard-row"));
        assertThat(rows).hasCount(1);
        assertThat(rows.locator(id("participant-name"))).hasText("Night Owls");
        assertThat(rows.locator(id("sb-team-members"))).containsText(ann + ", " + ben);
        assertThat(rows.locator(id("sb-cell-A")))
                .containsText(String.valueOf(lines.get(1).score()));
        assertThat(rows).hasAttribute("data-own", "true");
        assertThat(page.locator(id("team-why-not"))).containsText("fixed from the start");
        screenshot("contest-team-scoreboard");
    }
}
