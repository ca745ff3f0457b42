package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(BrowserProfile.class)
class HomePageBrowserTest extends BrowserTest {

    @Test
    void theHomePageIsServedWithTheApp() {
        open("/");
        assertThat(page.locator(id("nav-brand"))).isVisible();
        screenshot("home");
    }
}
