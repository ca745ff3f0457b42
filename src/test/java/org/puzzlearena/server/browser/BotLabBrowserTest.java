package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A bot run started from the bot lab is watched live: best score, chart, progress, then its end;
 * its chart's text is 11 px or more as drawn, on a desktop and on 390 and 320 px phones.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class BotLabBrowserTest extends BrowserTest {

    @Test
    void aShortRunIsWatchedLiveUntilItFinishes() {
        signUp(uniqueName("botlab"), "correct horse battery");
        open("/bots?game=samegame&instance=standard/2");
        assertThat(page.locator(id("bot-form"))).isVisible();
        page.selectOption(id("bot-algorithm"), "nmcs");
        page.fill(id("bot-level"), "2");
        page.selectOption(id("bot-policy"), "tabu");
        page.fill(id("bot-seconds"), "4");
        page.fill(id("bot-seed"), "11");
        screenshot("bot-lab");
        page.click(id("bot-start"));
        awaitRunPage();

        // Sample what the page shows while the run goes on: the best score must change live.
        Set<String> bests = new LinkedHashSet<>();
        long until = System.currentTimeMillis() + 3_500;
        boolean sawRunning = false;
        while (System.currentTimeMillis() < until) {
            String best = page.locator(id("best-score")).textContent().strip();
            if (!best.isEmpty() && best.matches("[0-9,]+")) {
                bests.add(best);
            }
            sawRunning |=
                    "running".equals(page.locator(id("run-state")).textContent().strip());
            page.waitForTimeout(100);
        }
        screenshot("bot-run-live");
        assertTrue(sawRunning, "the page showed the run running");
        assertTrue(bests.size() >= 2, "the best score changed live: " + bests);
        assertThat(page.locator(id("run-state")))
                .hasText("finished", new LocatorAssertions.HasTextOptions().setTimeout(15_000));
        int points = Integer.parseInt(page.locator(id("score-chart")).getAttribute("data-points"));
        assertTrue(points >= 2, "the score-vs-time chart has points: " + points);
        assertThat(page.locator(id("run-progress"))).hasAttribute("aria-valuenow", "100");
        screenshot("bot-run-finished");
        // The chart is drawn at the width it has: its text is 11 px or more, none cut off.
        chartLegible(page, "score-chart", 1280);
        for (int width : new int[] {390, 320}) {
            page.setViewportSize(width, 800);
            settleFrames(page);
            chartLegible(page, "score-chart", width);
            assertEquals(
                    Boolean.TRUE,
                    page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                    "the bot run's page is no wider than a " + width + " px screen");
            screenshot("bot-run-finished-" + width);
        }
    }
}
