package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * What the pages say when the server refuses: the problem's detail in words, without the
 * HTTP title before it ("Authentication required: wrong username or password"), and its instants
 * in the viewer's time zone to the second, never the server's raw ISO text with nanoseconds.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ErrorMessagesBrowserTest extends BrowserTest {

    /** An ISO-8601 instant as the server writes one. */
    private static final Pattern ISO_INSTANT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}");

    @Test
    void aWrongPasswordIsSaidInWords() {
        String name = uniqueName("wrongpw");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse battery"))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        open("/login");
        page.fill(id("username"), name);
        page.fill(id("password"), "not the password");
        page.click(id("login-submit"));
        assertThat(page.locator(id("auth-problem"))).hasText("Wrong username or password.");
        screenshot("wrong-password");
    }

    @Test
    void aContestsEndIsSaidInTheViewersTimeToTheSecond() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = ServerTestSupport.registerOrganizer("tz-org");
        long contest = ContestFixtures.create(
                ServerTestSupport.login(organizer),
                ContestFixtures.contest(
                        "Time zone cup", "relative", List.of(ContestFixtures.instance("samegame", "standard/5"))));
        // A viewer in India (UTC+05:30): the contest ends at 14:00:00Z, 19:30:00 there. The organizer's
        // page is open while the contest runs (the reference-bot form is offered), then the server's
        // clock passes the end before the organizer starts a reference bot: the server refuses.
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(2)));
        Page viewer = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(1280, 900)
                .setTimezoneId("Asia/Kolkata")
                .setLocale("en-GB"));
        logIn(viewer, organizer, "correct horse");
        viewer.navigate(url("/contests/" + contest));
        assertThat(viewer.locator(id("yardstick-form"))).isVisible();
        clock.set(ContestFixtures.T0.plus(Duration.ofHours(5)));
        viewer.click(id("yardstick-start"));
        var problem = viewer.locator(id("yardstick-problem"));
        assertThat(problem).containsText("19:30:00");
        String text = problem.innerText();
        assertTrue(text.startsWith("The contest ended at "), text);
        assertFalse(text.contains("Conflict"), text);
        assertFalse(ISO_INSTANT.matcher(text).find(), text);
        screenshot(viewer, "contest-ended");
    }
}
