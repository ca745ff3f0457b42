package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.options.SelectOption;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The bot lab with runs in its tables, on a desktop (1280 px) and a phone (390 px): the page is no
 * wider than the screen, the start form's controls are all on it, each runs table fits its card
 * with every column in view, bot names take at most two lines, the Game select (and every other)
 * shows the whole title chosen, and the Instance is chosen as on the play and leaderboard pages (the catalogue's
 * list, or another id typed after "Other instance").
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class BotLabLayoutBrowserTest extends BrowserTest {

    private static final Duration GENEROUS = Duration.ofSeconds(60);

    /**
     * Per runs table: how far it scrolls sideways, and how many of its rows' last cells (the start,
     * and the STARTED heading where the headings show) are not drawn whole inside its card.
     */
    private static final String TABLES_FIT = "() => [...document.querySelectorAll('[data-testid=runs-table]')]"
            + ".map(t => { const wrap = t.parentElement, card = t.closest('.panel').getBoundingClientRect();"
            + " const rows = [...t.tBodies[0].rows, ...(t.tHead.getBoundingClientRect().height > 1 ? t.tHead.rows : [])];"
            + " const cells = rows.map(r => r.lastElementChild.getBoundingClientRect());"
            + " return { over: wrap.scrollWidth - wrap.clientWidth,"
            + " outside: cells.filter(c => c.width === 0 || c.right > card.right + 1 || c.left < card.left - 1).length }; })";

    /** The lines each bot name in the runs tables is drawn on. */
    private static final String NAME_LINES = "() => [...document.querySelectorAll('[data-testid=run-bot]')].map(a => {"
            + " const range = document.createRange(); range.selectNodeContents(a);"
            + " return { name: a.textContent, lines: new Set([...range.getClientRects()].map(r => Math.round(r.top))).size }; })";

    /** The start form's controls drawn outside the form or the screen. */
    private static final String CONTROLS_CUT =
            "() => { const form = document.querySelector('[data-testid=bot-form]').getBoundingClientRect();"
                    + " return [...document.querySelectorAll('[data-testid=bot-form] :is(input, select, button)')]"
                    + ".filter(c => c.checkVisibility()).map(c => [c, c.getBoundingClientRect()])"
                    + ".filter(([, r]) => r.left < Math.max(0, form.left) - 1 || r.right > Math.min(innerWidth, form.right) + 1)"
                    + ".map(([c]) => c.id || c.textContent); }";

    /** The width a select has, and the width it needs to show the text chosen in it whole. */
    private static final String SELECT_NEEDS = "s => { const probe = document.createElement('select');"
            + " probe.className = s.className; probe.style.width = 'auto'; probe.style.position = 'absolute';"
            + " probe.style.visibility = 'hidden'; probe.append(new Option(s.selectedOptions[0].text));"
            + " s.parentElement.append(probe); const need = probe.getBoundingClientRect().width; probe.remove();"
            + " return { has: s.getBoundingClientRect().width, need, text: s.selectedOptions[0].text }; }";

    @Test
    void theBotLabFitsAPhoneAndADesktop() throws InterruptedException {
        String name = ServerTestSupport.register("botlab-layout");
        String cookie = ServerTestSupport.login(name);
        // Runs named as people name theirs: short, with iterations, and a beam search on a playout budget.
        for (Map<String, Object> run : List.<Map<String, Object>>of(
                Map.of("game", "samegame", "instance", "standard/2", "algorithm", "nmcs", "level", 1, "seconds", 0.5),
                Map.of("game", "morpion-5d", "algorithm", "nrpa", "level", 1, "iterations", 100, "seconds", 0.5),
                Map.of(
                        "game",
                        "samegame",
                        "instance",
                        "standard/3",
                        "algorithm",
                        "beam",
                        "beam",
                        List.of(4, 4),
                        "playouts",
                        2000))) {
            long id = BotRuns.start(cookie, run);
            BotRuns.awaitState(id, Set.of("finished"), GENEROUS);
        }
        logIn(page, name, "correct horse");
        open("/bots");
        assertThat(page.locator(id("my-runs") + " " + id("run-bot"))).hasCount(3);
        assertThat(page.locator(id("recent-runs") + " " + id("run-bot")).first())
                .isVisible();

        for (int width : new int[] {1280, 390}) {
            page.setViewportSize(width, width > 600 ? 900 : 844);
            settleFrames(page);
            assertEquals(
                    Boolean.TRUE,
                    page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                    "the bot lab is no wider than a " + width + " px screen");
            assertEquals(List.of(), page.evaluate(CONTROLS_CUT), "start form controls cut at " + width + " px");
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> tables = (List<Map<String, Object>>) page.evaluate(TABLES_FIT);
            assertEquals(2, tables.size(), "your runs and recent runs");
            for (Map<String, Object> t : tables) {
                assertTrue(
                        ((Number) t.get("over")).doubleValue() <= 1,
                        "a runs table scrolls sideways at " + width + ": " + t);
                assertEquals(
                        0,
                        ((Number) t.get("outside")).intValue(),
                        "a runs table's last column is outside its card at " + width);
            }
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> names = (List<Map<String, Object>>) page.evaluate(NAME_LINES);
            for (Map<String, Object> n : names) {
                assertTrue(
                        ((Number) n.get("lines")).intValue() <= 2,
                        "a bot name on more than two lines at " + width + ": " + n);
            }
            // Each select of the form shows the whole of whatever is chosen in it.
            for (String select : List.of("bot-game", "bot-algorithm", "bot-policy", "bot-clock")) {
                page.selectOption(id("bot-algorithm"), "nmcs");
                @SuppressWarnings("unchecked")
                List<String> values =
                        (List<String>) page.locator(id(select) + " option").evaluateAll("os => os.map(o => o.value)");
                for (String value : values) {
                    page.selectOption(id(select), value);
                    @SuppressWarnings("unchecked")
                    Map<String, Object> shown =
                            (Map<String, Object>) page.locator(id(select)).evaluate(SELECT_NEEDS);
                    assertTrue(
                            ((Number) shown.get("has")).doubleValue() + 0.5
                                    >= ((Number) shown.get("need")).doubleValue(),
                            select + " shows its whole text at " + width + " px: " + shown);
                }
            }
            page.selectOption(id("bot-game"), "samegame");
            screenshot("bot-lab-" + width);
        }

        // The instance: the catalogue's list, the game's default first chosen; another by its id.
        assertEquals("SELECT", page.locator(id("bot-instance")).evaluate("e => e.tagName"));
        assertThat(page.locator(id("bot-instance"))).hasValue("standard/1");
        page.selectOption(id("bot-game"), "morpion-5d");
        assertThat(page.locator(id("bot-instance"))).hasValue("cross");
        page.selectOption(id("bot-game"), "samegame");
        assertThat(page.locator(id("bot-instance") + " option"))
                .containsText(new String[] {"standard/1", "standard/2"});
        assertThat(page.locator(id("bot-instance-custom"))).isHidden();
        page.selectOption(id("bot-instance"), new SelectOption().setLabel("Other instance\u2026"));
        assertThat(page.locator(id("bot-instance-custom"))).isVisible();
        assertThat(page.locator(id("bot-instance-custom"))).isFocused();
        assertThat(page.locator(id("bot-instance-syntax"))).containsText("random/");
        page.fill(id("bot-instance-custom"), "random/7");
        page.selectOption(id("bot-algorithm"), "sample");
        page.fill(id("bot-seconds"), "");
        page.fill(id("bot-playouts"), "50");
        screenshot("other-instance-390");
        page.click(id("bot-start"));
        awaitRunPage();
        assertThat(page.locator("main")).containsText("samegame random/7");
    }
}
