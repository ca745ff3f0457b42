package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A suite run's owner cancels it from its page in Chromium (two clicks: the first asks), sees it
 * cancelled with its running items stopped, and finds it in the suite's list of runs and in their
 * own. The tests' suite test-long has three SameGame boards at 20 CPU-s each.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class SuiteRunsBrowserTest extends BrowserTest {

    private static final LocatorAssertions.HasTextOptions SOON =
            new LocatorAssertions.HasTextOptions().setTimeout(30_000);

    @Test
    void theOwnerCancelsASuiteRunAndFindsItInTheLists() {
        signUp(uniqueName("suite-cancel"), "correct horse battery");
        open("/suites/test-long");
        page.selectOption(id("suite-algorithm"), "nmcs");
        page.fill(id("suite-level"), "1");
        page.fill(id("suite-seed"), "5");
        page.click(id("suite-run-start"));
        page.waitForURL(Pattern.compile(".*/suite-runs/[0-9]+$"));
        String runPath = page.url().replaceAll("^https?://[^/]+", "");
        String runId = runPath.substring(runPath.lastIndexOf('/') + 1);
        assertThat(page.locator(id("suite-run-state"))).hasText("running");
        screenshot("suite-run-running");

        page.click(id("suite-run-cancel"));
        assertThat(page.locator(id("suite-run-cancel"))).hasText("Yes, cancel it");
        assertThat(page.locator(id("suite-run-state"))).hasText("running");
        page.click(id("suite-run-cancel"));
        assertThat(page.locator(id("suite-run-state"))).hasText("cancelled", SOON);
        assertThat(page.locator(id("suite-run-cancel"))).hasCount(0);
        assertThat(page.locator(id("suite-run-total"))).hasText("–");
        // The running items are stopped; the waiting one never starts.
        assertThat(page.locator(id("suite-run-item")).nth(0).locator(id("run-state")))
                .hasText("cancelled", SOON);
        assertThat(page.locator(id("suite-run-item")).nth(2).locator(id("run-state")))
                .hasText("pending");
        screenshot("suite-run-cancelled");

        open("/suites/test-long");
        var row = page.locator(id("suite-runs-slot") + " " + id("suite-runs-row") + "[data-id=\"" + runId + "\"]");
        assertThat(row.locator(id("run-state"))).hasText("cancelled", SOON);
        var mine = page.locator(id("my-suite-runs-slot") + " " + id("suite-runs-row") + "[data-id=\"" + runId + "\"]");
        assertThat(mine).containsText("test-long");
        screenshot("suite-runs-lists");
    }
}
