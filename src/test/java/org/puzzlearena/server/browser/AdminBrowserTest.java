package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * An admin makes someone an organizer from the admin page and sees it in the audit log; the new
 * organizer then finds "New contest" on the contest list. A participant gets no admin page.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class AdminBrowserTest extends BrowserTest {

    @Test
    void anAdminGrantsTheOrganizerRoleFromTheAdminPage() {
        String future = ServerTestSupport.register("future-org");
        logIn(page, ServerTestSupport.ADMIN, ServerTestSupport.ADMIN_PASSWORD);
        page.click(id("nav-admin"));
        assertThat(page.locator(id("admin-page"))).isVisible();
        page.fill(id("user-search"), future);
        // Wait for the (debounced) search to answer: one account matches.
        assertThat(page.locator(id("users-range"))).hasText(Pattern.compile("of 1$"));
        Locator row = page.locator(id("user-row") + "[data-username=\"" + future + "\"]");
        assertThat(row).hasCount(1);
        row.locator(id("role-organizer")).check();
        assertThat(row.locator(id("user-row-saved"))).isVisible();
        assertThat(row.locator(id("user-roles"))).containsText("organizer");
        // The log reloads after the change; then filtering by the user leaves exactly that row.
        assertThat(page.locator(id("audit-row")).filter(new Locator.FilterOptions().setHasText(future)))
                .hasCount(1);
        page.fill(id("audit-filter-target"), "user:" + future);
        assertThat(page.locator(id("audit-row"))).hasCount(1);
        assertThat(page.locator(id("audit-range"))).hasText(Pattern.compile("of 1$"));
        assertThat(page.locator(id("audit-row")).locator(id("audit-action"))).hasText("user.roles");
        assertThat(page.locator(id("audit-row")).locator(id("audit-target"))).containsText(future);
        screenshot("admin");

        var organizer = secondBrowser();
        logIn(organizer, future, "correct horse");
        organizer.navigate(url("/contests"));
        assertThat(organizer.locator(id("contest-new"))).isVisible();

        var participant = secondBrowser();
        logIn(participant, ServerTestSupport.register("plain"), "correct horse");
        assertThat(participant.locator(id("nav-admin"))).hasCount(0);
        participant.navigate(url("/admin"));
        assertThat(participant.locator(id("admin-forbidden"))).isVisible();
    }
}
