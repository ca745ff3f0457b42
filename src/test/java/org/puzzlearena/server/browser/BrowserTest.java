package org.puzzlearena.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;

/**
 * Base of the browser tests: Debian's Chromium driven by Playwright against the running platform
 * (API and app). Each test gets a fresh browser context (no cookies, no storage); any uncaught
 * script error or dialog (an injected alert) fails the test; screenshots go to
 * target/browser-screenshots as the run's artefacts. The tests never skip: without Chromium they
 * fail and say how to install it.
 */
public abstract class BrowserTest {

    /** Where Chromium is; CHROMIUM_PATH overrides Debian's /usr/bin/chromium. */
    static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("CHROMIUM_PATH", "/usr/bin/chromium"));

    static final Path SCREENSHOTS = Path.of("target", "browser-screenshots");
    /** The flags that keep Chromium quiet on a closed network and runnable as root in CI. */
    private static final List<String> FLAGS = List.of(
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync");

    private static Playwright playwright;
    private static Browser browser;

    @TestHTTPResource("/")
    protected URL base;

    protected BrowserContext context;
    protected Page page;
    private final List<String> problems = new ArrayList<>();
    private final List<BrowserContext> others = new ArrayList<>();
    private String testName;

    @BeforeAll
    static void launchChromium() {
        if (!Files.isExecutable(CHROMIUM)) {
            throw new AssertionError("the browser tests need Chromium at " + CHROMIUM
                    + ": apt-get install -y chromium chromium-driver (or set CHROMIUM_PATH)");
        }
        // An assertion waits for its condition; 5 s (Playwright's default) is missed by a busy machine
        // computing a lab figure, the same ceiling as the pages' actions instead.
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
        playwright = Playwright.create();
        browser = playwright
                .chromium()
                .launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(CHROMIUM)
                        .setHeadless(true)
                        .setArgs(FLAGS));
    }

    @AfterAll
    static void closeChromium() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    @BeforeEach
    void openPage(TestInfo info) {
        testName = getClass().getSimpleName() + "-"
                + info.getTestMethod().map(m -> m.getName()).orElse("test");
        context = browser.newContext(
                new Browser.NewContextOptions().setViewportSize(1280, 900).setTimezoneId("UTC"));
        context.setDefaultTimeout(15_000);
        page = context.newPage();
        page.onPageError(error -> problems.add("script error: " + error));
        page.onDialog(dialog -> {
            problems.add("unexpected dialog: " + dialog.type() + " " + dialog.message());
            dialog.dismiss();
        });
    }

    @AfterEach
    void closePage() {
        try {
            screenshot("last");
            for (int i = 0; i < others.size(); i++) {
                for (Page p : others.get(i).pages()) {
                    screenshot(p, "last-browser" + (i + 2));
                }
            }
        } finally {
            others.forEach(BrowserContext::close);
            context.close();
        }
        assertEquals(List.of(), problems, "the page raised no script error and no dialog");
    }

    /** Opens a path of the app, e.g. {@code /play/samegame?instance=standard/1}. */
    protected void open(String path) {
        page.navigate(url(path));
    }

    /**
     * Waits until a bot run's page has replaced the page that started it. The router changes the
     * URL before the run page renders, so the bot lab's run lists (whose state badges share the
     * run page's test id) can still be on screen just after the URL matches.
     */
    protected void awaitRunPage() {
        page.waitForURL(Pattern.compile(".*/bots/[0-9]+$"));
        PlaywrightAssertions.assertThat(page.locator(id("run-name"))).isVisible();
    }

    /** The absolute URL of a path of the app. */
    protected String url(String path) {
        return base.toString().replaceAll("/$", "") + path;
    }

    /** Saves the page as target/browser-screenshots/&lt;test&gt;-&lt;name&gt;.png. */
    protected void screenshot(String name) {
        screenshot(page, name);
    }

    /** Saves another browser's page the same way. */
    protected void screenshot(Page on, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        on.screenshot(new Page.ScreenshotOptions()
                .setFullPage(true)
                .setPath(SCREENSHOTS.resolve(testName + "-" + name + ".png")));
    }

    /** Signs up through the app's form (which logs the new account in) and waits for the header to show it. */
    protected void signUp(String username, String password) {
        signUp(page, username, password);
    }

    /** Signs up in another browser. */
    protected void signUp(Page on, String username, String password) {
        on.navigate(url("/signup"));
        on.fill(id("username"), username);
        on.fill(id("password"), password);
        on.fill(id("password-confirm"), password);
        on.click(id("signup-submit"));
        com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat(on.locator(id("nav-user")))
                .hasText(username);
    }

    /** Logs in through the app's form and waits for the header to show the account. */
    protected void logIn(Page on, String username, String password) {
        on.navigate(url("/login"));
        on.fill(id("username"), username);
        on.fill(id("password"), password);
        on.click(id("login-submit"));
        com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat(on.locator(id("nav-user")))
                .hasText(username);
    }

    /** A second person's browser: its own context (cookies, storage), closed with the test. */
    protected Page secondBrowser() {
        return secondBrowser(new Browser.NewContextOptions().setViewportSize(1280, 900));
    }

    /**
     * A second browser with its own options (a phone's touch screen, say); in UTC unless the options
     * name another time zone (a viewer elsewhere).
     */
    protected Page secondBrowser(Browser.NewContextOptions options) {
        BrowserContext other = browser.newContext(options.timezoneId == null ? options.setTimezoneId("UTC") : options);
        other.setDefaultTimeout(15_000);
        others.add(other);
        Page p = other.newPage();
        p.onPageError(error -> problems.add("script error (second browser): " + error));
        p.onDialog(dialog -> {
            problems.add("unexpected dialog (second browser): " + dialog.message());
            dialog.dismiss();
        });
        return p;
    }

    /** A username no other test uses (the browser tests share one database). */
    /** A new account, made through the API, with a unique name from {@code prefix}. */
    protected static String registered(String prefix, String password) {
        String name = uniqueName(prefix);
        RestAssured.given()
                .contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", password))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        return name;
    }

    protected static String uniqueName(String prefix) {
        return prefix + Long.toString(System.nanoTime() % 1_000_000_000L, 36);
    }

    /**
     * A chart's text as drawn, for the chart (an {@code svg}) with the given test id: its smallest
     * font in px (the font size times the drawing's scale), and the texts that stick out of it.
     */
    private static final String CHART_TEXT = "id => { const svg = document.querySelector(`[data-testid=\"${id}\"]`);"
            + " const box = svg.getBoundingClientRect(), scale = box.width / svg.viewBox.baseVal.width;"
            + " const texts = [...svg.querySelectorAll('text')].filter(t => getComputedStyle(t).visibility !== 'hidden');"
            + " return { px: Math.min(...texts.map(t => parseFloat(getComputedStyle(t).fontSize) * scale)),"
            + " out: texts.filter(t => { const b = t.getBoundingClientRect();"
            + " return b.left < box.left - 1 || b.right > box.right + 1"
            + " || b.top < box.top - 1 || b.bottom > box.bottom + 1; })"
            + ".map(t => t.textContent).join(' | ') }; }";

    /** Waits two frames: what a resize set off (a ResizeObserver's drawing again) is done. */
    protected static void settleFrames(Page on) {
        on.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
    }

    /**
     * The chart with the given test id has its ticks, titles and legend drawn at 11 px or more (on
     * a phone's {@code width} px, say), none cut off by its edges.
     */
    @SuppressWarnings("unchecked")
    protected static void chartLegible(Page on, String chart, int width) {
        Map<String, Object> text = (Map<String, Object>) on.evaluate(CHART_TEXT, chart);
        double px = ((Number) text.get("px")).doubleValue();
        assertTrue(px >= 11, chart + "'s text drawn at " + px + " px on a " + width + " px screen");
        assertEquals("", text.get("out"), "texts cut off by " + chart + "'s edges on a " + width + " px screen");
    }

    /**
     * The table with the given test id fits its wrapper (no sideways scrolling inside it) and its
     * smallest text is 11 px or more.
     */
    @SuppressWarnings("unchecked")
    protected static void tableFits(Page on, String table, int width) {
        Map<String, Object> fit = (Map<String, Object>) on.evaluate(
                "id => { const t = document.querySelector(`[data-testid=\"${id}\"]`), w = t.parentElement;"
                        + " return { over: w.scrollWidth - w.clientWidth, px: Math.min(...[...t.querySelectorAll('th, td')]"
                        + ".map(c => parseFloat(getComputedStyle(c).fontSize))) }; }",
                table);
        double over = ((Number) fit.get("over")).doubleValue();
        assertTrue(over <= 1, table + " scrolls " + over + " px sideways on a " + width + " px screen");
        double px = ((Number) fit.get("px")).doubleValue();
        assertTrue(px >= 11, table + "'s text at " + px + " px on a " + width + " px screen");
    }

    /** A selector for {@code data-testid}. */
    protected static String id(String testId) {
        return "[data-testid=\"" + testId + "\"]";
    }
}
