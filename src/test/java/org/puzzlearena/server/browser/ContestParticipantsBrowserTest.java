package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.nio.file.Files;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Accounts for an event through the browser (issue 37): the organizer imports three participants
 * from a pasted CSV and gets their one-time links (shown, downloadable); one of them sets a
 * password with the link; the organizer creates an invitation code, and a newcomer who follows
 * /signup#invite=CODE signs up and lands on the contest, registered.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ContestParticipantsBrowserTest extends BrowserTest {

    @Test
    void anOrganizerImportsParticipantsAndInvitesANewcomer() throws Exception {
        ContestFixtures.installClock();
        String organizer = ServerTestSupport.registerOrganizer("org");
        String cookie = ServerTestSupport.login(organizer);
        long contestId = ContestFixtures.create(
                cookie,
                ContestFixtures.contest(
                        "Class 4B cup", "sum", List.of(ContestFixtures.instance("samegame", "standard/1"))));
        logIn(page, organizer, "correct horse");
        open("/contests/" + contestId);
        Locator panel = page.locator(id("participants-panel"));
        assertThat(panel).isVisible();

        String ada = uniqueName("ada");
        String bob = uniqueName("bob");
        String cy = uniqueName("cy");
        page.fill(
                id("import-csv"),
                "username,displayName,team,email\n" + ada + ",\"Lovelace, Ada\",Analytical,ada@example.org\n" + bob
                        + ",Bob,,\n" + cy + ",Cy,Pitchers,\n");
        page.click(id("import-submit"));
        assertThat(page.locator(id("import-row"))).hasCount(3);
        assertThat(page.locator(id("import-username"))).containsText(new String[] {ada, bob, cy});
        assertThat(page.locator(id("import-link")).first()).containsText("/reset-password#r_");
        screenshot("imported");
        Download file = page.waitForDownload(() -> page.click(id("import-download")));
        String csv = Files.readString(file.path());
        assertTrue(csv.contains(bob) && csv.contains("/reset-password#r_"), csv);
        // The links survive the page's own refresh (the contest reloads after the import).
        assertThat(page.locator(id("import-link"))).hasCount(3);

        // Ada sets her password with her link and is in.
        String adaLink = page.locator(id("import-link")).first().textContent().strip();
        Page adaBrowser = secondBrowser();
        adaBrowser.navigate(adaLink);
        adaBrowser.fill(id("reset-pw"), "ada's own password");
        adaBrowser.fill(id("reset-again"), "ada's own password");
        adaBrowser.click(id("reset-save"));
        assertThat(adaBrowser.locator(id("reset-done"))).isVisible();
        logIn(adaBrowser, ada, "ada's own password");

        // An invitation code for two people.
        page.fill(id("invite-uses"), "2");
        page.fill(id("invite-label"), "Latecomers");
        page.click(id("invite-create"));
        Locator code = page.locator(id("invite-code"));
        assertThat(code).hasText(Pattern.compile("[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}"));
        assertThat(page.locator(id("invite-used"))).hasText("0 / 2");
        screenshot("invitation");
        String invite = code.textContent().strip();

        Page newcomer = secondBrowser();
        String name = uniqueName("late");
        newcomer.navigate(url("/signup#invite=" + invite));
        assertThat(newcomer.locator(id("invite-code-input"))).hasValue(invite);
        newcomer.fill(id("username"), name);
        newcomer.fill(id("password"), "correct horse battery");
        newcomer.fill(id("password-confirm"), "correct horse battery");
        newcomer.click(id("signup-submit"));
        newcomer.waitForURL(Pattern.compile(".*/contests/" + contestId + "$"));
        assertThat(newcomer.locator(id("nav-user"))).hasText(name);
        assertThat(newcomer.locator(id("registration-state"))).hasAttribute("data-state", "registered");
        screenshot(newcomer, "invited-registered");

        page.reload();
        assertThat(page.locator(id("invite-used"))).hasText("1 / 2");
        // The imported list tells who has set a password (Ada), without the links.
        assertThat(page.locator(id("imported-row"))).hasCount(3);
        assertThat(page.locator(id("imported-password-set"))).hasText(new String[] {"yes", "not yet", "not yet"});
        assertThat(page.locator(id("import-link"))).hasCount(0);
    }
}
