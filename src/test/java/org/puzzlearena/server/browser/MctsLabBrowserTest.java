package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The MCTS lab in Chromium, its engine running in a Web Worker of the built app: a whole game of
 * tic-tac-toe against MCTS with the solver's verdict on every move, Connect Four moves, the tree
 * stepped through its four phases and back (and legible on phones, a subtree shown on a click),
 * the bandit race's chart (and the sweep's, legible on phones), and a shared link that replays the
 * engine's very moves.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class MctsLabBrowserTest extends BrowserTest {

    private static final Set<String> GRADES = Set.of("best", "inaccuracy", "mistake", "blunder");

    /** Waits until the engine has moved and it is the person's turn, or the game is over. */
    private static String settled(Page on) {
        Locator status = on.locator(id("lab-status"));
        assertThat(status).hasAttribute("data-state", Pattern.compile("your-move|over-.*"));
        return status.getAttribute("data-state");
    }

    private static List<String> grades(Page on) {
        return on.locator("[data-testid^=lab-move-]").all().stream()
                .map(l -> l.getAttribute("data-grade"))
                .toList();
    }

    @Test
    void aWholeTicTacToeGameAgainstMctsWithTheSolversVerdicts() {
        open("/lab/play?game=tic-tac-toe&sims=300&seed=4");
        int moves = 0;
        while (settled(page).equals("your-move")) {
            page.locator(".lab-cell[role=button]").first().click();
            moves++;
            assertTrue(moves <= 5, "a game of tic-tac-toe has at most five moves of one side");
        }
        assertThat(page.locator(id("lab-status"))).hasText(Pattern.compile("You win|MCTS wins|Draw"));
        // Every move, the person's and the engine's, gets the exact solver's grade.
        assertThat(page.locator("[data-grade=pending]")).hasCount(0);
        List<String> grades = grades(page);
        assertTrue(grades.size() >= 5, grades.toString());
        assertTrue(GRADES.containsAll(grades), grades.toString());
        // The verdict under the finished game is the last move's, the one its grade's tooltip gives.
        String lastVerdict = page.locator(id("lab-move-" + grades.size()))
                .locator(".lab-grade")
                .getAttribute("title");
        assertFalse(lastVerdict.isEmpty());
        assertThat(page.locator(id("lab-verdict"))).hasText("Before the last move: " + lastVerdict + ".");
        assertThat(page.locator(id("lab-tally")))
                .hasText(Pattern.compile(
                        "This session: (1 won, 0 drawn, 0 lost|0 won, 1 drawn, 0 lost|0 won, 0 drawn, 1 lost)"));
        assertThat(page.locator(id("lab-candidates")).locator("tbody tr").first())
                .isVisible();
        assertTrue(page.url().contains("moves="), page.url());
        screenshot("tic-tac-toe-over");
    }

    @Test
    void aSharedLinkReplaysTheEnginesMovesExactly() {
        String link = "/lab/play?game=connect-four&you=second&sims=400&c=1.2&seed=11";
        open(link);
        settled(page);
        String move = page.locator(id("lab-mcts-move")).textContent();
        String table = page.locator(id("lab-candidates")).textContent();
        Page other = secondBrowser();
        other.navigate(url(link));
        settled(other);
        assertEquals(move, other.locator(id("lab-mcts-move")).textContent());
        assertEquals(table, other.locator(id("lab-candidates")).textContent(), "same visits, same values");
        // The page's link carries the moves played: opening it shows the same position.
        String shared = page.locator(id("lab-share")).getAttribute("href");
        assertTrue(shared.contains("moves=" + move), shared);
        other.navigate(url(shared));
        assertThat(other.locator("[data-testid=disc-" + move + "-1]")).hasAttribute("data-stone", "0");
    }

    @Test
    void searchesBeyondTheBrowsersBudgetRunOnTheServer() {
        open("/lab/play?game=tic-tac-toe&you=second&sims=60000&seed=1");
        settled(page);
        assertThat(page.locator(id("lab-search"))).containsText("after 60,000 simulations");
        assertThat(page.locator(id("lab-move-1")))
                .hasAttribute("data-grade", Pattern.compile("best|inaccuracy|mistake|blunder"));
    }

    @Test
    void connectFourMovesDropStonesAndAreGraded() {
        open("/lab/play?game=connect-four&sims=300&seed=2");
        settled(page);
        page.locator(id("column-4")).click();
        assertThat(page.locator(id("lab-move-2"))).isVisible();
        settled(page);
        page.locator(id("column-4")).click();
        assertThat(page.locator(id("lab-move-4"))).isVisible();
        settled(page);
        assertThat(page.locator("[data-stone='0']")).hasCount(2);
        assertThat(page.locator("[data-stone='1']")).hasCount(2);
        assertThat(page.locator(id("disc-4-1"))).hasAttribute("data-stone", "0");
        // The first three moves are graded exactly at once (their positions are in the opening book).
        // The fourth, played in a three-stone position, goes to the server when the browser's budget
        // runs out; what neither solves in time says so ("not solved in time") instead of guessing.
        for (int move = 1; move <= 3; move++) {
            assertThat(page.locator(id("lab-move-" + move)))
                    .hasAttribute("data-grade", Pattern.compile("best|inaccuracy|mistake|blunder"));
        }
        assertThat(page.locator("[data-grade=pending]"))
                .hasCount(
                        0,
                        new com.microsoft.playwright.assertions.LocatorAssertions.HasCountOptions().setTimeout(45_000));
        screenshot("connect-four");
    }

    @Test
    void theTreeStepsThroughTheFourPhasesForwardsAndBackwards() {
        open("/lab/tree?game=tic-tac-toe&iteration=20");
        Locator where = page.locator(id("tree-where"));
        assertThat(where).hasAttribute("data-iteration", "20");
        assertThat(where).hasAttribute("data-phase", "selection");
        assertThat(page.locator(id("tree-ucb"))).isVisible();
        List<String> phases = List.of("expansion", "rollout", "backup");
        for (String phase : phases) {
            page.locator(id("tree-next-phase")).click();
            assertThat(where).hasAttribute("data-phase", phase);
        }
        assertThat(page.locator(id("tree-rollout")).or(page.locator(id("tree-backup"))))
                .isVisible();
        String backup = page.locator(id("tree-backup")).textContent();
        screenshot("backup-20");
        page.locator(id("tree-next-phase")).click();
        assertThat(where).hasAttribute("data-iteration", "21");
        assertThat(where).hasAttribute("data-phase", "selection");
        // Backwards: the same iteration, the same counts (the search is seeded and re-run).
        page.locator(id("tree-prev-phase")).click();
        assertThat(where).hasAttribute("data-iteration", "20");
        assertThat(where).hasAttribute("data-phase", "backup");
        assertThat(page.locator(id("tree-backup"))).hasText(backup);
        for (String phase : List.of("rollout", "expansion", "selection")) {
            page.locator(id("tree-prev-phase")).click();
            assertThat(where).hasAttribute("data-phase", phase);
        }
        page.locator(id("tree-plus-100")).click();
        assertThat(where).hasAttribute("data-iteration", "120");
        assertThat(page.locator(id("tree-svg"))).hasAttribute("data-nodes", Pattern.compile("[1-9][0-9]+"));
        assertTrue(page.url().contains("iteration=120"), page.url());
        screenshot("iteration-120");
    }

    private static final List<String> PHASES = List.of("selection", "expansion", "rollout", "backup");

    /** Waits until the page shows the {@code i}-th phase from iteration 1's selection, drawn. */
    private static void at(Locator where, int i) {
        assertThat(where).hasAttribute("data-iteration", String.valueOf(i / 4 + 1));
        assertThat(where).hasAttribute("data-phase", PHASES.get(i % 4));
        assertThat(where).hasText(Pattern.compile("^Iteration"));
    }

    private static final Pattern HEADLINE =
            Pattern.compile("the tree has ([0-9,]+) nodes?, the root ([0-9,]+) visits?");

    /**
     * The headline's node and visit counts, and the drawing's: its nodes (drawn or folded into a
     * "+k") and the number under its root.
     */
    private static List<Long> headlineAndDrawing(Page on) {
        var m = HEADLINE.matcher(on.locator(id("tree-where")).textContent());
        assertTrue(m.find(), on.locator(id("tree-where")).textContent());
        long drawn = ((Number) on.evaluate("() => { const svg = document.querySelector('[data-testid=\"tree-svg\"]');"
                        + " return svg.querySelectorAll('g.lab-node').length + [...svg.querySelectorAll('[data-folded]')]"
                        + ".reduce((s, f) => s + Number(f.dataset.folded), 0); }"))
                .longValue();
        String rootLabel =
                on.locator(id("node-0")).locator(".lab-node-count").first().textContent();
        return List.of(
                Long.parseLong(m.group(1).replace(",", "")),
                Long.parseLong(m.group(2).replace(",", "")),
                drawn,
                Long.parseLong(rootLabel.replaceAll("[^0-9]", "")));
    }

    /**
     * Steps from iteration {@code from}'s selection through the next iterations' phases and back,
     * checking at each phase that the headline counts what the drawing shows; backwards gives the
     * very pictures forwards gave. Returns the counts seen, phase by phase.
     */
    private List<List<Long>> stepsAgree(String link, int phases) {
        open(link);
        Locator where = page.locator(id("tree-where"));
        assertThat(where).hasAttribute("data-phase", "selection");
        List<List<Long>> seen = new java.util.ArrayList<>();
        List<String> pictures = new java.util.ArrayList<>();
        for (int i = 0; i < phases; i++) {
            if (i > 0) {
                page.locator(id("tree-next-phase")).click();
            }
            at(where, i);
            List<Long> counts = headlineAndDrawing(page);
            String at = "iteration " + where.getAttribute("data-iteration") + ", " + where.getAttribute("data-phase");
            assertEquals(counts.get(0), counts.get(2), at + ": the headline's nodes are the drawing's");
            assertEquals(counts.get(1), counts.get(3), at + ": the headline's root visits are the drawing's");
            assertEquals(String.valueOf(counts.get(0)), where.getAttribute("data-nodes"), at);
            assertThat(page.locator(id("tree-svg"))).hasAttribute("data-nodes", String.valueOf(counts.get(0)));
            seen.add(counts);
            pictures.add(where.textContent()
                    + page.locator(id("tree-svg")).innerHTML()
                    + page.locator(id("tree-explain")).innerHTML());
        }
        for (int i = phases - 2; i >= 0; i--) {
            page.locator(id("tree-prev-phase")).click();
            at(where, i);
            assertEquals(
                    pictures.get(i),
                    where.textContent()
                            + page.locator(id("tree-svg")).innerHTML()
                            + page.locator(id("tree-explain")).innerHTML(),
                    "going back shows what going forward showed, phase " + i);
        }
        return seen;
    }

    @Test
    void eachPhasesHeadlineCountsTheTreeDrawnUnderIt() {
        // UCT's first iterations: selection on the bare root, expansion adds one child, the backup
        // gives the root and the child their visit.
        List<List<Long>> uct = stepsAgree("/lab/tree?game=tic-tac-toe&iteration=1&phase=selection", 8);
        assertEquals(List.of(1L, 0L), uct.get(0).subList(0, 2), "iteration 1, selection: 1 node, 0 visits");
        assertEquals(List.of(2L, 0L), uct.get(1).subList(0, 2), "expansion: the new child, no visit yet");
        assertEquals(List.of(2L, 0L), uct.get(2).subList(0, 2), "rollout: no count changes");
        assertEquals(List.of(2L, 1L), uct.get(3).subList(0, 2), "backup: the root's first visit");
        assertEquals(List.of(2L, 1L), uct.get(4).subList(0, 2), "iteration 2 starts where 1 ended");
        assertThat(page.locator(id("tree-backup"))).not().isAttached();
        screenshot("tree-phase-selection-1");
        // The deep bot: PUCT adds the root's seven children at once and the network values one.
        List<List<Long>> deep = stepsAgree("/lab/tree?game=connect-four&bot=deep&iteration=1&phase=selection", 8);
        assertEquals(List.of(1L, 0L), deep.get(0).subList(0, 2));
        assertEquals(List.of(8L, 0L), deep.get(1).subList(0, 2));
        assertEquals(List.of(8L, 1L), deep.get(3).subList(0, 2));
        page.locator(id("tree-next-phase")).click();
        page.locator(id("tree-next-phase")).click();
        assertThat(page.locator(id("tree-where"))).hasAttribute("data-phase", "rollout");
        assertThat(page.locator(id("tree-network"))).containsText("value head");
        page.locator(id("tree-prev-phase")).click();
        assertThat(page.locator(id("tree-terms"))).isVisible();
        screenshot("tree-deep-expansion");
    }

    /** Downloads the tree tab's JSON of what it shows. */
    private static String downloadedTree(Page on) {
        com.microsoft.playwright.Download d =
                on.waitForDownload(() -> on.locator(id("tree-export")).click());
        try {
            return java.nio.file.Files.readString(d.path());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anyMovesSearchIsInspectedAndItsTreeDownloadsTheSameFromTheSameLink() {
        open("/lab/play?game=tic-tac-toe&you=second&sims=300&seed=5");
        settled(page);
        page.locator(".lab-cell[role=button]").first().click();
        assertThat(page.locator(id("lab-move-3"))).isVisible();
        settled(page);
        // Move 1's search, not only the last: picked in the list, shown with its own seed.
        page.locator(id("lab-inspect-1")).click();
        assertThat(page.locator(id("lab-search-of"))).containsText("chose move 1");
        assertThat(page.locator(id("lab-inspect-1"))).hasAttribute("aria-pressed", "true");
        String move = page.locator(id("lab-mcts-move")).textContent();
        assertEquals(page.locator(id("lab-move-1")).locator(".mv").textContent().trim(), "X " + move);
        // Its link shows that very tree after its last backup; the same link, the same JSON.
        String link = page.locator(id("lab-search-tree")).getAttribute("href");
        open(link);
        assertThat(page.locator(id("tree-where"))).hasAttribute("data-phase", "backup");
        String json = downloadedTree(page);
        assertTrue(json.contains("\"seed\": "), json.substring(0, 200));
        Page other = secondBrowser();
        other.navigate(url(link));
        assertThat(other.locator(id("tree-where"))).hasAttribute("data-phase", "backup");
        assertEquals(json, downloadedTree(other), "the same link gives the same tree, to the node");
    }

    @Test
    void theBanditRaceDrawsRegretsWithUcb1sBound() {
        open("/lab/bandits");
        page.locator(id("bandit-pulls")).fill("5000");
        page.locator(id("bandit-runs")).fill("20");
        page.locator(id("bandit-run")).click();
        assertThat(page.locator(id("bandit-chart"))).isVisible();
        for (String series : List.of("random", "epsilon-greedy-0-1", "ucb1", "ucb1-bound")) {
            assertThat(page.locator(id("series-" + series))).hasCount(1);
        }
        assertThat(page.locator(id("bandit-note"))).containsText("UCB1");
        assertThat(page.locator(id("bandit-table"))).containsText("5,000");
        screenshot("bandits");
    }

    /** The page fits the phone's width: no sideways scrolling. */
    private static void fitsWidth(Page phone, String what) {
        assertEquals(
                Boolean.TRUE,
                phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                what + " is no wider than the phone");
    }

    @Test
    void theBanditRaceAndTheSweepAreLegibleOnPhones() {
        for (int width : new int[] {390, 320}) {
            Page phone = secondBrowser(new Browser.NewContextOptions()
                    .setViewportSize(width, 800)
                    .setIsMobile(true)
                    .setHasTouch(true));
            phone.navigate(url("/lab/bandits?pulls=5000&runs=20"));
            phone.locator(id("bandit-run")).click();
            assertThat(phone.locator(id("bandit-chart"))).isVisible();
            // Drawn at the phone's width: ticks and titles 11 px or more, none cut off; the legend
            // under the drawing.
            chartLegible(phone, "bandit-chart", width);
            assertThat(phone.locator(id("bandit-chart-legend"))).containsText("UCB1 bound");
            // Its table too: each mean's standard error under it, every column in view.
            tableFits(phone, "bandit-table", width);
            fitsWidth(phone, "/lab/bandits");
            screenshot(phone, "phone-" + width + "-bandits");

            phone.navigate(url("/lab/sweep?game=tic-tac-toe&cs=0,1.414,5&sims=10,100&games=4&seed=1"));
            phone.locator(id("sweep-run")).click();
            assertThat(phone.locator(id("sweep-status"))).containsText("Done");
            chartLegible(phone, "sweep-chart", width);
            assertThat(phone.locator(id("sweep-chart-legend"))).containsText("C = 1.414");
            tableFits(phone, "sweep-table", width);
            fitsWidth(phone, "/lab/sweep");
            screenshot(phone, "phone-" + width + "-sweep");
        }
    }

    @Test
    void theTreeIsLegibleOnADesktopAndOnPhones() {
        for (int width : new int[] {1280, 390, 320}) {
            Page on = width == 1280
                    ? page
                    : secondBrowser(new Browser.NewContextOptions()
                            .setViewportSize(width, 800)
                            .setIsMobile(true)
                            .setHasTouch(true));
            // Iteration 30: the root's nine children and their own, 20 slots across (1,160 units).
            on.navigate(url("/lab/tree?game=tic-tac-toe&iteration=30"));
            assertThat(on.locator(id("tree-where"))).hasAttribute("data-iteration", "30");
            assertThat(on.locator(id("tree-svg"))).hasAttribute("data-shown", "all");
            settleFrames(on);
            // Drawn a unit a pixel: moves, visits, values and folds at 11 px or more, none cut off.
            chartLegible(on, "tree-svg", width);
            // Wider than the panel, the tree scrolls in its own box, never the page; its root is in
            // that box's view at first.
            fitsWidth(on, "/lab/tree at " + width + " px");
            assertEquals(
                    Boolean.TRUE,
                    on.evaluate("() => { const box = document.querySelector('[data-testid=\"tree-view\"]')"
                            + ".getBoundingClientRect(), root = document.querySelector('[data-testid=\"node-0\"] circle')"
                            + ".getBoundingClientRect(); return root.left >= box.left && root.right <= box.right; }"),
                    "the root is in view at " + width + " px");
            // A node shows its subtree, its top node the level above; Whole tree, everything again.
            Locator pick = on.locator(".lab-node[role=button]").first();
            String node = pick.getAttribute("data-testid").substring("node-".length());
            pick.click();
            assertThat(on.locator(id("tree-svg"))).hasAttribute("data-shown", node);
            assertThat(on.locator(id("tree-shown"))).containsText("node #" + node);
            assertThat(on).hasURL(FOCUSED);
            chartLegible(on, "tree-svg", width);
            on.locator(id("tree-whole")).click();
            assertThat(on.locator(id("tree-svg"))).hasAttribute("data-shown", "all");
            assertThat(on).not().hasURL(FOCUSED);
            // By keyboard too: Enter on a node, then on the subtree's top node to go up.
            on.locator(id("node-" + node)).focus();
            on.keyboard().press("Enter");
            assertThat(on.locator(id("tree-svg"))).hasAttribute("data-shown", node);
            on.keyboard().press("Enter");
            assertThat(on.locator(id("tree-svg"))).hasAttribute("data-shown", "all");
            fitsWidth(on, "/lab/tree at " + width + " px");
            screenshot(on, "tree-" + width);
        }
    }

    /** A URL with a focused subtree: its moves from the root. */
    private static final Pattern FOCUSED = Pattern.compile("[?&]focus=[1-9]+(&|$)");

    /** The node's circle is inside the tree's box, both ways: scrolled into its view. */
    private static boolean inTreeView(Page on, String node) {
        return (Boolean) on.evaluate(
                "n => { const box = document.querySelector('[data-testid=\"tree-view\"]').getBoundingClientRect(),"
                        + " c = document.querySelector(`[data-testid=\"node-${n}\"] circle`).getBoundingClientRect();"
                        + " return c.left >= box.left && c.right <= box.right && c.top >= box.top && c.bottom <= box.bottom; }",
                node);
    }

    @Test
    void aDeepTreeScrollsInABoxOfItsOwnAndItsFocusedSubtreeIsInTheLink() {
        // Connect Four with little exploration: a narrow, deep search, 1,664 units tall at iteration 1,000.
        open("/lab/tree?game=connect-four&c=0.1&iteration=1000&phase=backup");
        Locator svg = page.locator(id("tree-svg"));
        assertThat(page.locator(id("tree-where"))).hasAttribute("data-iteration", "1000");
        assertThat(svg).hasAttribute("data-shown", "all");
        // The box is no taller than the screen (the drawing is): it scrolls down, the page stays short.
        @SuppressWarnings("unchecked")
        Map<String, Object> size = (Map<String, Object>) page.evaluate(
                "() => ({ box: document.querySelector('[data-testid=\"tree-view\"]').getBoundingClientRect().height,"
                        + " drawing: document.querySelector('[data-testid=\"tree-svg\"]').getBoundingClientRect().height,"
                        + " screen: window.innerHeight })");
        double box = ((Number) size.get("box")).doubleValue();
        assertTrue(((Number) size.get("drawing")).doubleValue() > box, "the drawing is taller than its box: " + size);
        assertTrue(box <= ((Number) size.get("screen")).doubleValue(), "the box fits the screen: " + size);
        fitsWidth(page, "/lab/tree with a deep tree");

        // The deepest node with a subtree: shown on a click, its moves from the root in the URL.
        String node = (String) page.evaluate("() => [...document.querySelectorAll('.lab-node[role=button]')]"
                + ".reduce((a, b) => b.querySelector('circle').cy.baseVal.value > a.querySelector('circle').cy.baseVal.value ? b : a)"
                + ".dataset.testid.slice('node-'.length)");
        page.locator(id("node-" + node)).click();
        assertThat(svg).hasAttribute("data-shown", node);
        assertThat(page).hasURL(Pattern.compile("[?&]focus=[1-7]{3,}(&|$)"));
        assertTrue(inTreeView(page, node), "the subtree's top node is in the box's view");
        String shown = page.locator(id("tree-shown")).textContent();

        // Reloaded (or shared), the link shows the same subtree.
        page.reload();
        assertThat(svg).hasAttribute("data-shown", node);
        assertThat(page.locator(id("tree-shown"))).hasText(shown);
        screenshot("tree-focus-reloaded");

        // Whole tree leaves the URL and scrolls the box to the node it came from, deep down.
        page.locator(id("tree-whole")).click();
        assertThat(svg).hasAttribute("data-shown", "all");
        assertThat(page).not().hasURL(FOCUSED);
        assertTrue(inTreeView(page, node), "node " + node + " is in the box's view after Whole tree");

        // A path the search has not taken: the whole tree and a note, not an error.
        open("/lab/tree?game=connect-four&iteration=1&focus=444");
        assertThat(page.locator(id("tree-shown"))).hasAttribute("data-missing", "true");
        assertThat(page.locator(id("tree-shown"))).containsText("no node after 4 4 4");
        assertThat(svg).hasAttribute("data-shown", "all");
        // Not moves of the game at all: refused by name, the whole tree shown.
        open("/lab/tree?game=connect-four&focus=48");
        assertThat(page.locator(id("tree-url-problems"))).containsText("focus: '48'");
        assertThat(svg).hasAttribute("data-shown", "all");
    }

    @Test
    void theIntroShowsNumbersComputedByTheEngine() {
        open("/lab");
        assertThat(page.locator(id("lab-openings"))).containsText("9 of the 9 openings draw");
        // Not "no better than a corner": the solver's count of O's losing replies to each.
        assertThat(page.locator(id("lab-openings")))
                .containsText("after X takes a corner, 7 of O\u2019s 8 replies lose");
        assertThat(page.locator(id("lab-openings"))).containsText("after X takes the centre, 4 do");
        assertThat(page.locator(id("lab-cells"))).containsText("numbered 1 to 9 from the top left");
        // The list of tools names every tab of the tab bar, the intro's own excepted.
        Locator tabs = page.locator("[data-testid^=lab-tab-]:not([data-testid=lab-tab-intro])");
        assertTrue(tabs.count() >= 5, "the lab's tabs");
        for (int i = 0; i < tabs.count(); i++) {
            String tab = tabs.nth(i).getAttribute("data-testid").substring("lab-tab-".length());
            assertThat(page.locator(id("lab-go-" + tab))).hasAttribute("href", "/lab/" + tab);
        }
        assertThat(page.locator(id("lab-intro-tree")).locator(".lab-node"))
                .not()
                .hasCount(0);
        assertThat(page.locator(id("lab-facts"))).containsText("5,478 legal positions");
        assertThat(page.locator(id("lab-facts"))).containsText("255,168 different games");
        screenshot("intro");
    }
}
