package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bot guide as a new bot author meets it, from the header's link: the three ways to have the
 * rules, the step API right after them, and every link on the page leading somewhere real.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class BotGuideBrowserTest extends BrowserTest {

    @Test
    void theGuideLeadsWithTheThreeWaysAndTheStepApiAndItsLinksResolve() {
        open("/");
        page.locator("header a", new Page.LocatorOptions().setHasText("Bot guide"))
                .first()
                .click();
        Locator guide = page.locator(id("guide"));
        assertThat(guide).isVisible();
        Locator ways = page.locator(id("guide-rules")).locator("h3");
        assertThat(ways).hasText(new String[] {
            "Java: the rules and bots jar", "Python: the rules in your process", "JavaScript: Node.js or a browser"
        });
        assertThat(page.locator(id("guide-way-python"))).containsText("rules.new_state(\"samegame\", \"standard/1\")");
        assertThat(guide.locator("h2").nth(1)).hasText("No rules of your own: the step API");
        // The examples talk to the server the page came from.
        assertThat(guide).containsText("export ARENA=" + url(""));
        assertThat(guide).containsText("$ARENA/api/games/samegame/instances/standard/1/positions/batch");
        screenshot("guide");

        List<String> links = guide.locator("a").all().stream()
                .map(a -> a.getAttribute("href"))
                .toList();
        assertTrue(links.size() >= 3, "the guide links to the API explorer and the pages it names: " + links);
        for (String link : links) {
            assertEquals(200, page.request().get(url(link)).status(), link + " is served");
            if (!link.startsWith("/q/")) {
                open(link);
                assertThat(page.locator("main")).isVisible();
                assertEquals(0, page.locator(id("not-found")).count(), link + " is a page of the app");
            }
        }
    }
}
