package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.ConsoleMessage;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Every page an anonymous visitor opened logged a console error, the 401 of "who am I"
 * (GET /api/session). Nobody being logged in is not an error: the pages ask and log nothing, for a
 * visitor who never logged in and for one whose session was ended from another browser.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class AnonymousVisitBrowserTest extends BrowserTest {

    private static final String PASSWORD = "correct horse battery";

    /** The console's errors on a page, as they come. */
    private static List<String> consoleErrors(Page on) {
        List<String> errors = new CopyOnWriteArrayList<>();
        on.onConsoleMessage((ConsoleMessage m) -> {
            if ("error".equals(m.type())) {
                errors.add(m.text() + " (" + m.location() + ")");
            }
        });
        return errors;
    }

    /** Opens a page and waits until it has asked who is calling and the header shows nobody. */
    private void openAnonymously(String path) {
        page.waitForResponse(r -> r.url().endsWith("/api/session"), () -> open(path));
        assertThat(page.locator(id("nav-login"))).isVisible();
    }

    @Test
    void anAnonymousVisitLogsNoConsoleError() {
        List<String> errors = consoleErrors(page);
        openAnonymously("/");
        assertThat(page.locator(id("nav-brand"))).isVisible();
        screenshot("anonymous-home");
        assertEquals(List.of(), errors, "an anonymous visit to the home page logs no console error");
        // Every page asks again (the server decides who is logged in), and logs nothing either.
        openAnonymously("/leaderboard");
        openAnonymously("/contests");
        assertEquals(List.of(), errors, "an anonymous visit logs no console error");
    }

    @Test
    void aBrowserWhoseSessionEndedElsewhereLogsNoConsoleError() {
        String name = uniqueName("ended");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", PASSWORD))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        logIn(page, name, PASSWORD);
        // Another browser logs every session of the account out, this one's too.
        String elsewhere = given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", PASSWORD))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
        given().cookie("arena_session", elsewhere)
                .delete("/api/session/all")
                .then()
                .statusCode(204);

        List<String> errors = consoleErrors(page);
        openAnonymously("/");
        assertThat(page.locator(id("nav-user"))).hasCount(0);
        assertEquals(List.of(), errors, "a browser whose session ended logs no console error");
    }
}
