package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Accounts in a real browser. {@code /login?next=%2F%09%2Fevil.example} took a person who
 * logged in to evil.example (the check looked at the text, Chromium's URL parser drops the tab);
 * and there was no way to log out every browser at once.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class AccountSecurityBrowserTest extends BrowserTest {

    private static final String PASSWORD = "correct horse battery";

    private static String registered(String prefix) {
        return registered(prefix, PASSWORD);
    }

    @Test
    void loggingInWithATabbedNextStaysOnTheApp() {
        String name = registered("next");
        List<String> offsite = new CopyOnWriteArrayList<>();
        // Nothing leaves the machine: a request to evil.example is recorded and answered here.
        context.route("**/*", route -> {
            String host = URI.create(route.request().url()).getHost();
            if (host != null && host.contains("evil.example")) {
                offsite.add(route.request().url());
                route.fulfill(new com.microsoft.playwright.Route.FulfillOptions()
                        .setStatus(200)
                        .setBody("evil"));
            } else {
                route.resume();
            }
        });
        for (String next : List.of(
                "%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%5Cevil.example", "%2F.%2F%2Fevil.example")) {
            page.navigate(url("/login?next=" + next));
            page.fill(id("username"), name);
            page.fill(id("password"), PASSWORD);
            page.click(id("login-submit"));
            assertThat(page.locator(id("nav-user"))).hasText(name);
            // Refused next= targets fall back to the home page, on our own origin.
            assertThat(page).hasURL(url("/"));
            assertEquals(
                    URI.create(url("/")).getAuthority(), URI.create(page.url()).getAuthority());
            context.clearCookies(); // logged out for the next round
        }
        screenshot("home-after-login");
        assertEquals(List.of(), offsite, "the browser never went to evil.example");

        // A next= of our own still works.
        page.navigate(url("/login?next=%2Faccount"));
        page.fill(id("username"), name);
        page.fill(id("password"), PASSWORD);
        page.click(id("login-submit"));
        assertThat(page).hasURL(url("/account"));
    }

    @Test
    void logOutEverywhereLogsOutTheOtherBrowserToo() {
        String name = registered("everywhere");
        logIn(page, name, PASSWORD);
        Page phone = secondBrowser();
        logIn(phone, name, PASSWORD);

        open("/account");
        page.click(id("logout-everywhere"));
        page.click(id("logout-everywhere-confirm"));
        assertThat(page.locator(id("account-login"))).isVisible();
        screenshot("logged-out-everywhere");

        phone.navigate(url("/account"));
        assertThat(phone.locator(id("account-login"))).isVisible();
        assertThat(phone.locator(id("nav-user"))).hasCount(0);
    }

    @Test
    void aPersonChangesTheirPasswordAndLogsAnotherBrowserOut() {
        String name = registered("pwpage");
        Page phone = secondBrowser();
        logIn(phone, name, PASSWORD);
        logIn(page, name, PASSWORD);
        page.click(id("nav-user"));
        // Two sessions, this one marked; the other is logged out from here.
        assertThat(page.locator(id("session-row"))).hasCount(2);
        assertThat(page.locator(id("session-row") + "[data-current=true]")).containsText("this browser");
        page.locator(id("session-row") + "[data-current=false]")
                .locator(id("session-end"))
                .click();
        assertThat(page.locator(id("session-row"))).hasCount(1);
        phone.reload();
        assertThat(phone.locator(id("nav-login"))).isVisible();

        page.fill(id("pw-current"), "not my password");
        page.fill(id("pw-new"), "new battery staple");
        page.fill(id("pw-again"), "new battery staple");
        page.click(id("pw-save"));
        assertThat(page.locator(id("pw-current-error"))).hasText("the current password is wrong");
        page.fill(id("pw-current"), PASSWORD);
        page.fill(id("pw-new"), "new battery staple");
        page.fill(id("pw-again"), "new battery staple");
        page.click(id("pw-save"));
        assertThat(page.locator(id("pw-changed"))).isVisible();
        screenshot("password-changed");
        logIn(phone, name, "new battery staple");
    }

    @Test
    void anAdminIssuedResetLinkSetsANewPassword() {
        String name = registered("pwreset");
        // A bot's token made with the old password (one call, as a headless bot does).
        String botToken = given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", PASSWORD, "name", "bot"))
                .post("/api/tokens")
                .then()
                .statusCode(201)
                .extract()
                .path("token");
        logIn(page, ServerTestSupport.ADMIN, ServerTestSupport.ADMIN_PASSWORD);
        page.navigate(url("/admin"));
        page.fill(id("user-search"), name);
        // Wait for the (debounced) search to answer, or its redraw would replace the row under the click.
        assertThat(page.locator(id("users-range"))).hasText(Pattern.compile("of 1$"));
        var row = page.locator(id("user-row") + "[data-username=\"" + name + "\"]");
        assertThat(row).hasCount(1);
        row.locator(id("user-reset")).click();
        assertThat(row.locator(id("user-reset-link"))).isVisible();
        String link = row.locator(id("user-reset-link")).inputValue();
        screenshot("reset-issued");

        Page lost = secondBrowser();
        lost.navigate(link);
        assertThat(lost.locator(id("reset-pw"))).isVisible();
        // The secret leaves the address bar once read (it is in the fragment, never sent to the server).
        assertEquals(url("/reset-password"), lost.url());
        // Told before submitting that bots will stop.
        assertThat(lost.locator(id("reset-consequences"))).containsText("revokes all its API tokens");
        lost.fill(id("reset-pw"), "brand new staple");
        lost.fill(id("reset-again"), "brand new staple");
        lost.click(id("reset-save"));
        assertThat(lost.locator(id("reset-done"))).containsText(name);
        assertThat(lost.locator(id("reset-tokens"))).hasText("1 API token of the account was revoked.");
        given().header("Authorization", "Bearer " + botToken)
                .get("/api/session")
                .then()
                .statusCode(401);
        screenshot(lost, "reset-done");
        logIn(lost, name, "brand new staple");
        // The link worked once.
        Page again = secondBrowser();
        again.navigate(link);
        again.fill(id("reset-pw"), "another new staple");
        again.fill(id("reset-again"), "another new staple");
        again.click(id("reset-save"));
        assertThat(again.locator(id("reset-error"))).containsText("does not work");
    }
}
