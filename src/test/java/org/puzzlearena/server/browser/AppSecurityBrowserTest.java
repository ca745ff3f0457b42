package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.Cookie;
import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The app under its security headers: it runs (TeaVM rules, websockets) without a single Content
 * Security Policy violation, caches only its hashed assets, and a page of another origin of the same
 * site cannot make the logged-in browser register for a contest or submit.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class AppSecurityBrowserTest extends BrowserTest {

    private final List<String> violations = new ArrayList<>();
    private HttpServer elsewhere;

    @BeforeEach
    void watchForPolicyViolations() {
        page.addInitScript("document.addEventListener('securitypolicyviolation', e => "
                + "console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI))");
        page.onConsoleMessage(m -> {
            if (m.text().contains("Content Security Policy") || m.text().startsWith("CSP violation")) {
                violations.add(m.text());
            }
        });
    }

    @AfterEach
    void stopElsewhere() {
        if (elsewhere != null) {
            elsewhere.stop(0);
        }
    }

    @Test
    void theAppRunsUnderItsPolicyAndCachesOnlyHashedAssets() {
        Response index = page.navigate(url("/"));
        assertEquals("no-cache", index.headerValue("cache-control"), "index.html is revalidated");
        assertTrue(index.headerValue("content-security-policy").contains("script-src 'self'"));
        assertEquals("nosniff", index.headerValue("x-content-type-options"));
        Matcher asset = Pattern.compile("src=\"(/assets/[^\"]+\\.js)\"").matcher(index.text());
        assertTrue(asset.find(), "index.html loads a hashed script");
        com.microsoft.playwright.APIResponse script = page.request().get(url(asset.group(1)));
        assertEquals(200, script.status());
        assertTrue(
                script.headers().get("cache-control").contains("immutable"),
                script.headers().get("cache-control"));
        assertEquals(
                "no-cache",
                page.request().get(url("/play/samegame")).headers().get("cache-control"),
                "an app route (index.html) is revalidated too");

        String name = uniqueName("csp");
        signUp(name, "correct horse battery");
        // The rules compiled by TeaVM run in the page: a click plays a move and scores it.
        State start = Games.byId("samegame").orElseThrow().newInitialState("standard/2");
        int[] moves = new int[start.game().maxLegalMoves()];
        start.legalMoves(moves);
        String[] colRow = start.formatMove(moves[0]).split(",");
        open("/play/samegame?instance=standard/2");
        page.click(id("cell-" + colRow[0] + "-" + colRow[1]));
        assertThat(page.locator(id("move-count"))).hasText("1");
        page.click(id("submit"));
        assertThat(page.locator(id("result-score"))).isVisible();
        // The live leaderboard's websocket connects under connect-src 'self'.
        open("/leaderboard/samegame?instance=standard/2");
        assertThat(page.locator(id("live-status"))).hasAttribute("data-status", "open");
        open("/play/morpion-5t");
        assertThat(page.locator(id("board"))).isVisible();
        open("/");
        assertThat(page.locator(id("nav-user"))).hasText(name);
        assertEquals(List.of(), violations, "no Content Security Policy violation");
    }

    @Test
    void aPageOfAnotherOriginCannotMakeTheBrowserRegisterOrSubmit() throws Exception {
        String organizer = ServerTestSupport.login(ServerTestSupport.registerOrganizer("xo-org"));
        long contest = ContestFixtures.create(
                organizer,
                ContestFixtures.contest(
                        "Cross-origin", "sum", List.of(ContestFixtures.instance("leftmove", "depth/8"))));
        String name = uniqueName("victim");
        signUp(name, "correct horse battery");
        String cookie = context.cookies().stream()
                .filter(c -> c.name.equals("arena_session"))
                .map(c -> c.value)
                .findFirst()
                .orElseThrow();

        // Same site (localhost), another origin (another port): SameSite=Lax sends the cookie along.
        String app = url("").replace("127.0.0.1", "localhost");
        String attack = "<!doctype html><title>win a prize</title><body>"
                + "<form id=f method=post action='" + app + "/api/contests/" + contest + "/registrations'></form>"
                + "<script>fetch('" + app
                + "/api/submissions', {method: 'POST', mode: 'no-cors', credentials: 'include',"
                + " headers: {'Content-Type': 'text/plain'},"
                + " body: JSON.stringify({game: 'leftmove', instance: 'depth/7', moves: ['L', 'L']})})"
                + ".finally(() => { document.title = 'sent'; document.getElementById('f').submit(); });</script>";
        elsewhere = HttpServer.create(new InetSocketAddress("localhost", 0), 0);
        elsewhere.createContext("/", exchange -> {
            byte[] body = attack.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        elsewhere.start();
        page.navigate(url("/")); // the app, logged in
        page.navigate("http://localhost:" + elsewhere.getAddress().getPort() + "/");
        page.waitForURL("**/registrations");
        assertThat(page.locator("body")).containsText("another origin");
        List<Cookie> sent = context.cookies(app);
        assertTrue(sent.stream().anyMatch(c -> c.name.equals("arena_session")), "the browser had the session to send");

        given().cookie("arena_session", cookie)
                .get("/api/contests/" + contest + "/registrations/me")
                .then()
                .statusCode(200)
                .body("registered", equalTo(false));
        given().get("/api/leaderboards/leftmove/depth/7")
                .then()
                .statusCode(200)
                .body(not(org.hamcrest.Matchers.containsString(name)));

        // The app itself still writes: its own page registers the same browser.
        page.navigate(url("/"));
        Object status = page.evaluate(
                "fetch('/api/contests/" + contest + "/registrations', {method: 'POST'}).then(r => r.status)");
        assertEquals(201, ((Number) status).intValue());
        given().cookie("arena_session", cookie)
                .get("/api/contests/" + contest + "/registrations/me")
                .then()
                .body("registered", equalTo(true));
        assertEquals(List.of(), violations);
    }
}
