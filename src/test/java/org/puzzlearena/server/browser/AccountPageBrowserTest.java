package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The account page's password form and session list: the list kept the sessions a
 * password change had just ended, each with a "Log it out" button, until a reload; a new password
 * equal to the current one was accepted; the "differ" error stayed under the form while the
 * browser's own check blocked the next try.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class AccountPageBrowserTest extends BrowserTest {

    private static final String PASSWORD = "correct horse battery";

    private static String registered(String prefix) {
        return registered(prefix, PASSWORD);
    }

    @Test
    void aPasswordChangeTakesTheSessionsItEndedOffTheList() {
        String name = registered("pwlist");
        Page phone = secondBrowser();
        logIn(phone, name, PASSWORD);
        Page tablet = secondBrowser();
        logIn(tablet, name, PASSWORD);
        logIn(page, name, PASSWORD);
        open("/account");
        assertThat(page.locator(id("session-row"))).hasCount(3);
        assertThat(page.locator(id("session-end"))).hasCount(2);

        page.fill(id("pw-current"), PASSWORD);
        page.fill(id("pw-new"), "new battery staple");
        page.fill(id("pw-again"), "new battery staple");
        page.click(id("pw-save"));
        assertThat(page.locator(id("pw-changed"))).isVisible();
        // Only this browser is left, at once: no "Log it out" button for a session that has ended.
        assertThat(page.locator(id("session-row"))).hasCount(1);
        assertThat(page.locator(id("session-row") + "[data-current=true]")).hasCount(1);
        assertThat(page.locator(id("session-end"))).hasCount(0);
        screenshot("sessions-after-password-change");
    }

    @Test
    void aNewPasswordEqualToTheCurrentOneIsRefused() {
        String name = registered("pwsame");
        logIn(page, name, PASSWORD);
        open("/account");
        page.fill(id("pw-current"), PASSWORD);
        page.fill(id("pw-new"), PASSWORD);
        page.fill(id("pw-again"), PASSWORD);
        page.click(id("pw-save"));
        assertThat(page.locator(id("pw-new-error"))).hasText("The new password is the current one: choose another.");
        assertThat(page.locator(id("pw-changed"))).hasCount(0);
        screenshot("same-password-refused");
        // Nothing changed on the server either: the password still logs in.
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", PASSWORD))
                .post("/api/session")
                .then()
                .statusCode(200);
    }

    @Test
    void theDifferErrorFollowsWhatIsTyped() {
        String name = registered("pwdiffer");
        logIn(page, name, PASSWORD);
        open("/account");
        page.fill(id("pw-current"), PASSWORD);
        page.fill(id("pw-new"), "new battery staple");
        page.fill(id("pw-again"), "new battery stapel");
        page.click(id("pw-save"));
        assertThat(page.locator(id("pw-again-error"))).hasText("The two new passwords differ.");

        // Typing on: the error says what is true now, not what was true at the last try.
        page.fill(id("pw-again"), "new battery staple");
        assertThat(page.locator(id("pw-again-error"))).hasText("");
        page.fill(id("pw-new"), "new battery staples");
        assertThat(page.locator(id("pw-again-error"))).hasText("The two new passwords differ.");

        // Both made equal but too short: the browser's own check blocks the try, and no stale
        // "differ" stays beside its message.
        page.fill(id("pw-new"), "short");
        page.fill(id("pw-again"), "short");
        page.click(id("pw-save"));
        assertEquals(Boolean.FALSE, page.evaluate("() => document.getElementById('pw-new').checkValidity()"));
        assertThat(page.locator(id("pw-again-error"))).hasText("");
        screenshot("browser-check-no-stale-error");
    }
}
