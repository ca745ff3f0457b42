package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A profile is not the ranking page: no entry of the navigation is marked as the page shown on
 * someone's profile, nor on one's own (the account link leads to the account page, not there).
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ProfileNavigationBrowserTest extends BrowserTest {

    @Test
    void aProfileHighlightsNoNavigationEntry() {
        String name = ServerTestSupport.register("navprofile");
        open("/rankings");
        assertThat(page.locator(id("nav-rankings"))).hasAttribute("aria-current", "page");

        open("/profile/" + name);
        assertThat(page.locator(id("profile-name"))).isVisible();
        assertThat(page.locator("nav [aria-current]")).hasCount(0);
        screenshot("someone-else");

        logIn(page, name, "correct horse");
        open("/profile/" + name);
        assertThat(page.locator(id("profile-name"))).isVisible();
        assertThat(page.locator("nav [aria-current]")).hasCount(0);
        assertThat(page.locator(id("nav-user"))).not().hasAttribute("aria-current", "page");
        screenshot("own");
    }
}
