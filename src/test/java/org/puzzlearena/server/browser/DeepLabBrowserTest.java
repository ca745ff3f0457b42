package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The lab's Deep MCTS tab in Chromium, the network and PUCT running in the built app's Web Worker:
 * a Connect Four game against the deep bot with the network's prior and value and the solver's
 * grade beside every move, the network alone, Deep MCTS and UCT compared on one position with the
 * solver's verdicts, and the learning curve drawn from the server's model card.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class DeepLabBrowserTest extends BrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Pattern GRADE = Pattern.compile("best|inaccuracy|mistake|blunder");

    /** A move's percent as the page writes it ("14.4 %") and a value in [0, 1] ("0.516"). */
    private static final Pattern PERCENT = Pattern.compile("\\d{1,3}\\.\\d %");

    private static final Pattern VALUE = Pattern.compile("[01]\\.\\d{3}");

    /** The solver may ask the server (up to 20 s a position) for what the browser cannot solve in 3 s. */
    private static final double SOLVER_WAIT_MS = 90_000;

    /** Waits until the bot has moved and it is the person's turn, or the game is over; fails on an engine error. */
    private static void settled(Page on) {
        Locator status = on.locator(id("deep-status"));
        assertThat(status).hasAttribute("data-state", Pattern.compile("your-move|over-.*|error"));
        assertNotEquals("error", status.getAttribute("data-state"), status.textContent());
    }

    /** The learning curve's legend: its smallest text in px. */
    private static final String LEGEND_PX = "() => Math.min(...[...document.querySelectorAll("
            + "'[data-testid=\"deep-curve-legend\"] li')].map(li => parseFloat(getComputedStyle(li).fontSize)))";

    /** The learning curve's titles, step names, ticks and legend are 11 px or more on a phone, none cut off. */
    private static void curveLegible(Page phone, int width) {
        assertThat(phone.locator(id("deep-curve-chart"))).isVisible();
        chartLegible(phone, "deep-curve-chart", width);
        double legendPx = ((Number) phone.evaluate(LEGEND_PX)).doubleValue();
        assertTrue(legendPx >= 11, "the learning curve's legend at " + legendPx + " px on a " + width + " px phone");
    }

    private static LocatorAssertions.HasAttributeOptions solverWait() {
        return new LocatorAssertions.HasAttributeOptions().setTimeout(SOLVER_WAIT_MS);
    }

    private static Locator move(Page on, int n) {
        return on.locator(id("deep-move-" + n));
    }

    @Test
    void aGameAgainstTheDeepBotShowsTheNetworksViewAndTheSolversGrades() {
        open("/lab/deep?sims=50");
        assertThat(page.locator(id("lab-tab-deep"))).hasAttribute("aria-current", "page");
        settled(page);
        page.locator(id("column-4")).click();
        assertThat(move(page, 2)).hasAttribute("data-by", "bot");
        settled(page);
        // The bot's reply is a legal column, and its stone is on the board beside ours.
        assertThat(move(page, 2)).hasAttribute("data-move", Pattern.compile("[1-7]"));
        assertThat(page.locator("[data-stone='0']")).hasCount(1);
        assertThat(page.locator("[data-stone='1']")).hasCount(1);
        assertThat(page.locator(id("deep-move-2-visits"))).hasText(Pattern.compile("\\d+/50"));
        assertThat(page.locator(id("deep-search"))).containsText("after 50 simulations");
        page.locator(id("column-3")).click();
        assertThat(move(page, 4)).hasAttribute("data-by", "bot");
        settled(page);
        assertThat(page.locator("[data-stone='0']")).hasCount(2);
        assertThat(page.locator("[data-stone='1']")).hasCount(2);
        for (int n = 1; n <= 4; n++) {
            // Every move, ours too: the network's prior for it and its value of the position before it.
            assertThat(page.locator(id("deep-move-" + n + "-prior"))).hasText(PERCENT);
            assertThat(page.locator(id("deep-move-" + n + "-value"))).hasText(VALUE);
        }
        assertEquals("", page.locator(id("deep-move-1-visits")).textContent(), "our moves have no search to show");
        assertThat(page.locator(id("deep-move-4-visits"))).hasText(Pattern.compile("\\d+/50"));
        // The first three positions are in the solver's opening book: exact grades at once. The
        // fourth may need the server; what neither solves in time says "not solved in time" (its
        // data-grade "unknown"), never "…" for good.
        for (int n = 1; n <= 3; n++) {
            assertThat(move(page, n)).hasAttribute("data-grade", GRADE);
        }
        assertThat(page.locator("tr[data-grade=pending]"))
                .hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(SOLVER_WAIT_MS));
        assertThat(move(page, 4)).hasAttribute("data-grade", Pattern.compile(GRADE.pattern() + "|unknown"));
        assertThat(page.locator(id("deep-move-1-grade"))).hasText(move(page, 1).getAttribute("data-grade"));
        assertTrue(page.url().contains("moves=4"), page.url());
        screenshot("game");
        // Taking back our last move takes back the bot's answer too.
        page.locator(id("deep-take-back")).click();
        settled(page);
        assertThat(page.locator("tr[data-testid^=deep-move-]")).hasCount(2);
    }

    @Test
    void thePuctTableExplainsTheBotsLastSearchWithItsOwnNumbers() {
        // The bot starts: its first search, from the empty board, is the one explained.
        open("/lab/deep?you=second&sims=200");
        settled(page);
        Locator table = page.locator(id("deep-puct-table"));
        assertThat(table).isVisible();
        Locator rows = table.locator("tbody tr");
        assertThat(rows).hasCount(7);
        double c = Double.parseDouble(table.getAttribute("data-c"));
        int total = Integer.parseInt(table.getAttribute("data-total"));
        assertEquals(1.5, c, 1e-9, "the deep bot's c_puct");
        int selected = 0;
        double best = Double.NEGATIVE_INFINITY;
        double selectedScore = Double.NaN;
        int visits = 0;
        for (int i = 0; i < 7; i++) {
            Locator row = rows.nth(i);
            String move = row.getAttribute("data-move");
            double q = Double.parseDouble(row.getAttribute("data-q"));
            double p = Double.parseDouble(row.getAttribute("data-prior"));
            int n = Integer.parseInt(row.getAttribute("data-visits"));
            double score = Double.parseDouble(row.getAttribute("data-score"));
            visits += n;
            // The score is the rule applied to the row's own Q, P and n.
            assertEquals(q + c * p * Math.sqrt(Math.max(1, total)) / (1 + n), score, 1e-9, "move " + move);
            // Q, P and n are the search's: the candidates table of the same decision says them too.
            Locator cand = page.locator(id("deep-candidates") + " tbody tr")
                    .filter(new Locator.FilterOptions()
                            .setHas(page.locator(
                                    "td:first-child",
                                    new Page.LocatorOptions().setHasText(Pattern.compile("^" + move + "$")))));
            assertThat(cand).hasCount(1);
            assertEquals(
                    String.valueOf(n), cand.locator("td").nth(1).textContent().replace(",", ""), "visits of " + move);
            double shownPrior =
                    Double.parseDouble(cand.locator("td").nth(2).textContent().replace(" %", "")) / 100;
            assertEquals(shownPrior, p, 0.0006, "prior of " + move);
            String value = cand.locator("td").nth(3).textContent();
            if (n > 0) {
                assertEquals(Double.parseDouble(value) * 2 - 1, q, 0.003, "Q of " + move + " from its value " + value);
            }
            best = Math.max(best, score);
            if ("true".equals(row.getAttribute("data-selected"))) {
                selected++;
                selectedScore = score;
            }
        }
        assertEquals(total, visits, "N is the children's visits");
        assertEquals(1, selected, "one row highlighted");
        assertEquals(best, selectedScore, 1e-12, "the highlighted row has the highest score");
        assertThat(page.locator(id("deep-puct-summary"))).containsText("200 simulations");
        assertThat(page.locator(id("deep-theory"))).containsText("score = Q + c · P · √N / (1 + n)");
        // UCT's and PUCT's trees from the same position at the same simulations: PUCT goes deeper.
        page.locator(id("deep-side-run")).click();
        assertThat(page.locator(id("deep-side-puct"))).isVisible();
        int uctDepth = Integer.parseInt(page.locator(id("deep-side-uct")).getAttribute("data-depth"));
        int puctDepth = Integer.parseInt(page.locator(id("deep-side-puct")).getAttribute("data-depth"));
        assertTrue(puctDepth > uctDepth, "PUCT " + puctDepth + " moves deep, UCT " + uctDepth);
        page.locator(id("deep-theory")).scrollIntoViewIfNeeded();
        screenshot("theory");
        // The learning curve says, in words, which generations got worse and why.
        assertThat(page.locator(id("deep-curve-worse"))).containsText("17.1 %");
        assertThat(page.locator(id("deep-story-generation-6"))).containsText("worse on begin-medium");
        assertThat(page.locator(id("deep-provenance"))).containsText("Self-play");
    }

    @Test
    void theNetworkDeepMctsAndUctAreComparedOnOnePositionAndGraded() {
        open("/lab/deep");
        page.locator(id("deep-compare-position")).fill("4455");
        page.locator(id("deep-compare-sims")).selectOption("50");
        page.locator(id("deep-compare-run")).click();
        for (String player : new String[] {"net", "deep", "uct"}) {
            Locator row = page.locator(id("deep-compare-" + player));
            assertThat(row).hasAttribute("data-move", Pattern.compile("[1-7]"));
            // Each choice gets the exact solver's verdict, from the browser's analysis or the server's.
            assertThat(row).hasAttribute("data-grade", GRADE, solverWait());
            assertThat(row).containsText(VALUE);
        }
        // Both searches spent the same 50 simulations; the network alone searched nothing.
        assertThat(page.locator(id("deep-compare-deep"))).containsText("/50");
        assertThat(page.locator(id("deep-compare-uct"))).containsText("/50");
        // Each search's real count: PUCT always runs them all, UCT's MCTS-Solver may stop on a proof.
        assertThat(page.locator(id("deep-compare-runs"))).containsText("Deep MCTS ran 50 simulations.");
        assertThat(page.locator(id("deep-compare-runs"))).containsText(Pattern.compile("UCT (ran|stopped after) "));
        assertThat(page.locator(id("deep-compare-status"))).hasAttribute("data-state", "done");
        assertThat(page.locator(id("deep-compare-solver"))).hasAttribute("data-best", Pattern.compile("[1-7]+"));
        // Every column, a row each: the network's prior and the solver's score (all seven are legal in 4455).
        Locator columns = page.locator(id("deep-columns"));
        assertThat(columns.locator("[data-testid^=deep-column-][data-testid$=-prior]"))
                .hasCount(7);
        assertThat(page.locator(id("deep-column-1-prior"))).hasText(PERCENT);
        assertThat(columns.locator("[data-testid^=deep-column-][data-testid$=-score]"))
                .hasCount(7);
        assertThat(columns).containsText("win");
        screenshot("compare-4455");
        // A position that cannot be played is refused with the reason, not searched: the status says
        // why and the last comparison, of another position, is gone.
        page.locator(id("deep-compare-position")).fill("4444444");
        page.locator(id("deep-compare-run")).click();
        assertThat(page.locator(id("deep-compare-status"))).hasAttribute("data-state", "error");
        assertThat(page.locator(id("deep-compare-status"))).containsText("Move 7 ('4') is illegal");
        assertThat(page.locator(id("deep-compare-table"))).hasCount(0);
    }

    @Test
    void theLearningCurveIsDrawnFromTheServersModelCard() throws Exception {
        APIResponse response = page.request().get(url("/api/lab/networks/connect-four"));
        assertEquals(200, response.status(), response.text());
        JsonNode card = JSON.readTree(response.text());
        Set<String> sets = new TreeSet<>();
        for (JsonNode stage : card.get("stages")) {
            for (Iterator<String> names = stage.get("mistakes").fieldNames(); names.hasNext(); ) {
                sets.add(names.next());
            }
        }
        assertTrue(sets.contains("all"), sets.toString());
        open("/lab/deep");
        Locator chart = page.locator(id("deep-curve-chart"));
        assertThat(chart).isVisible();
        // One line per position set and one for all of them, each with a point per stage that measured it.
        assertThat(chart.locator("[data-testid^=series-]")).hasCount(sets.size());
        assertThat(page.locator(id("series-all")))
                .hasAttribute("data-points", String.valueOf(card.get("stages").size()));
        Locator facts = page.locator(id("deep-card-facts"));
        assertThat(facts).containsText(card.get("architecture").asText());
        String parameters =
                String.format(Locale.US, "%,d", card.get("parameters").asLong());
        String bytes = String.format(Locale.US, "%,d bytes", card.get("bytes").asLong());
        assertThat(facts).containsText(parameters);
        assertThat(facts).containsText(bytes);
        Locator stages = page.locator(id("deep-stages"));
        // Each distinct training command once, folded away until asked for.
        Locator commands = page.locator(id("deep-commands"));
        Set<String> distinct = new TreeSet<>();
        for (JsonNode stage : card.get("stages")) {
            distinct.add(stage.get("command").asText());
        }
        assertThat(commands.locator("code")).hasCount(distinct.size());
        for (JsonNode stage : card.get("stages")) {
            assertThat(stages).containsText(stage.get("label").asText());
            assertThat(commands).containsText(stage.get("command").asText());
            assertThat(page.locator(id("deep-stage-" + stage.get("name").asText())))
                    .isVisible();
        }
        assertThat(page.locator(id("deep-curve-error"))).hasCount(0);
        screenshot("learning-curve");
    }

    @Test
    void theTabFitsAPhone() {
        Page phone = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(390, 844)
                .setIsMobile(true)
                .setHasTouch(true));
        phone.navigate(url("/lab/deep?moves=4455&sims=50"));
        assertThat(phone.locator(id("lab-board")).first()).isVisible();
        assertThat(phone.locator(id("deep-move-4-prior"))).hasText(PERCENT);
        assertThat(phone.locator(id("deep-curve-chart"))).isVisible();
        // The comparison starts from the game's position.
        assertThat(phone.locator(id("deep-compare-position"))).hasValue("4455");
        phone.locator(id("deep-compare-run")).click();
        assertThat(phone.locator(id("deep-compare-net"))).hasAttribute("data-move", Pattern.compile("[1-7]"));
        assertEquals(
                Boolean.TRUE,
                phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "/lab/deep is no wider than the phone");
        // The move list, the comparison's tables and the learning curve's rates (a column per
        // position set) fit: no column (the verdicts last, "all") cut off.
        for (String table : new String[] {"deep-moves", "deep-compare-table", "deep-columns", "deep-mistakes"}) {
            assertEquals(
                    Boolean.TRUE,
                    phone.evaluate(
                            "id => { const t = document.querySelector(`[data-testid=\"${id}\"]`);"
                                    + " return t.scrollWidth <= t.parentElement.clientWidth + 1; }",
                            table),
                    table + " fits the phone");
        }
        // The priors above the comparison's board are legible: 11 px or more as drawn.
        Object priorPx = phone.evaluate("() => { const t = document.querySelector('.lab-board-compare .lab-c4-label');"
                + " const svg = t.ownerSVGElement; return parseFloat(getComputedStyle(t).fontSize)"
                + " * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; }");
        assertTrue(((Number) priorPx).doubleValue() >= 11, "priors drawn at " + priorPx + " px");
        // The rates in the learning curve's table are legible too: 11 px or more, none scrolled away.
        tableFits(phone, "deep-mistakes", 390);
        curveLegible(phone, 390);
        screenshot(phone, "phone");
    }

    @Test
    void theLearningCurveAndItsRatesFitTheNarrowestPhone() {
        Page phone = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(320, 640)
                .setIsMobile(true)
                .setHasTouch(true));
        phone.navigate(url("/lab/deep"));
        curveLegible(phone, 320);
        // The table of rates, eight columns, fits too: no sideways scrolling, its numbers 11 px or more.
        tableFits(phone, "deep-mistakes", 320);
        assertEquals(
                Boolean.TRUE,
                phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                "/lab/deep is no wider than the phone");
        screenshot(phone, "phone-320-curve");
    }
}
