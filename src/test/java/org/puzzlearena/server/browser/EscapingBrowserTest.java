package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

/**
 * A username that is markup stays text everywhere it is shown: the header, the leaderboard and
 * the replay. BrowserTest fails the test on any dialog, so an executed alert() would be caught.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class EscapingBrowserTest extends BrowserTest {

    @Test
    void aScriptTagUsernameIsShownAsTextAndNeverRuns() {
        String name = "<script>alert(1)</script>" + uniqueName("");
        signUp(name, "correct horse battery");
        assertThat(page.locator(id("nav-user"))).hasText(name);

        open("/play/leftmove?instance=depth/6");
        page.click(id("tree-left"));
        page.click(id("tree-left"));
        assertThat(page.locator(id("move-count"))).hasText("2");
        page.click(id("submit"));
        assertThat(page.locator(id("result-score"))).isVisible();
        page.click(id("result-leaderboard"));
        Locator row = page.locator(id("leaderboard-row")).filter(new Locator.FilterOptions().setHasText(name));
        assertThat(row).hasCount(1);
        assertThat(row.locator(id("participant-name"))).hasText(name);
        assertEquals(0, page.locator("main script, main img").count(), "no element was made from the name");
        screenshot("leaderboard");

        row.locator(id("row-replay")).click();
        assertThat(page.locator(id("replay-slider"))).isVisible();
        assertThat(page.locator("main")).containsText(name);
        assertEquals(0, page.locator("main script, main img").count());
        screenshot("replay");
    }
}
