package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;

/**
 * A bot author's hosted bot pages in Chromium: creating a bot and uploading the Python starter bot
 * (its SHA-256 as the server stored it), a file over the limit refused before it is sent, a
 * version retired; a hosted run watched live until its verdict; the per-budget board where it
 * meets a reference bot at the same CPU budget; and a suite's comparison of both.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class HostedBotsBrowserTest extends BrowserTest {

    private static final Path STARTER = Path.of("bots", "starter", "bot.py");
    private static final LocatorAssertions.HasTextOptions A_RUN =
            new LocatorAssertions.HasTextOptions().setTimeout(60_000);

    @TempDir
    Path temp;

    @Test
    void versionsAreUploadedListedWithTheirHashAndRetired() throws IOException {
        signUp(uniqueName("hosted"), "correct horse battery");
        createBot("starter-py");

        // Over 1 MiB: refused in the page with the file's size and the limit, nothing sent.
        List<String> uploads = new ArrayList<>();
        page.onRequest(r -> {
            if (isUpload(r)) {
                uploads.add(r.url());
            }
        });
        Path big = temp.resolve("big.py");
        Files.write(big, new byte[1024 * 1024 + 1]);
        page.setInputFiles(id("upload-file"), big);
        page.click(id("upload-submit"));
        assertThat(page.locator(id("upload-file-error")))
                .hasText("big.py is 1.00 MiB (1,048,577 bytes); the limit is 1 MiB (1,048,576 bytes).");
        assertEquals(List.of(), uploads, "a file over the limit is not sent");
        screenshot("upload-too-big");

        upload(STARTER);
        upload(STARTER);
        assertThat(page.locator(id("version-number"))).hasText(new String[] {"v2", "v1"});
        assertThat(page.locator(id("version-runtime")).first()).hasText("python");
        assertThat(page.locator(id("sha")).first()).hasAttribute("title", sha256(STARTER));
        assertThat(page.locator(id("sha")).first()).hasText(sha256(STARTER).substring(0, 12) + "…");
        screenshot("versions");

        var v1 = page.locator("[data-version=\"1\"]");
        v1.locator(id("version-retire")).click();
        v1.locator(id("version-retire-confirm")).click();
        assertThat(v1.locator(id("version-retired"))).hasText("retired");
        assertThat(v1.locator(id("version-run"))).hasCount(0);
        screenshot("retired");
    }

    @Test
    void aHostedRunIsWatchedLiveUntilItsVerdict() {
        signUp(uniqueName("hostedrun"), "correct horse battery");
        createBot("live-py");
        upload(STARTER);
        startHostedRun("standard/4", 3);

        assertThat(page.locator(id("hosted-runtime"))).hasText("python");
        assertThat(page.locator(id("hosted-version"))).hasText("v1");
        assertThat(page.locator(id("sha"))).hasAttribute("title", sha256(STARTER));
        screenshot("hosted-run-live");
        assertThat(page.locator(id("run-state"))).hasText("finished", A_RUN);
        assertThat(page.locator(id("hosted-verdict")))
                .hasText(Pattern.compile("^OK: the answer replays for a score of [0-9,]+\\.$"), A_RUN);
        assertThat(page.locator(id("hosted-cpu"))).hasText(Pattern.compile(" of 3 CPU-s \\([0-9]+%\\)$"));
        assertTrue(
                page.locator(id("best-score")).textContent().matches("[0-9,]+"),
                "the best score streamed from the bot's progress lines");
        screenshot("hosted-run-ended");
    }

    @Test
    void theBudgetBoardRanksHostedAndReferenceBotsAtEqualCompute() {
        signUp(uniqueName("budget"), "correct horse battery");
        createBot("board-py");
        upload(STARTER);
        startHostedRun("standard/5", 3);
        assertThat(page.locator(id("run-state"))).hasText("finished", A_RUN);

        open("/bots?game=samegame&instance=standard/5");
        page.selectOption(id("bot-algorithm"), "nmcs");
        page.fill(id("bot-level"), "1");
        page.fill(id("bot-seconds"), "3");
        page.selectOption(id("bot-clock"), "cpu");
        page.click(id("bot-start"));
        awaitRunPage();
        assertThat(page.locator(id("run-state"))).hasText("finished", A_RUN);

        open("/leaderboard/samegame?instance=standard/5");
        assertThat(page.locator(id("budget-select"))).isVisible();
        page.selectOption(id("budget-select"), "3");
        page.waitForURL(Pattern.compile(".*cpuSeconds=3$"));
        assertThat(page.locator(id("board-budget"))).hasText(" · 3 CPU-s");
        assertThat(page.locator(id("mark-hosted")).first()).hasText("hosted · 3 CPU-s");
        assertThat(page.locator(id("mark-reference")).first()).hasText("reference");
        screenshot("budget-board");
    }

    @Test
    void aSuiteComparesAReferenceBotAndAHostedBot() {
        signUp(uniqueName("suite"), "correct horse battery");
        createBot("suite-py");
        upload(STARTER);

        open("/suites");
        page.click(id("suite-link") + ":has-text(\"quick\")");
        page.waitForURL(Pattern.compile(".*/suites/samegame-quick-2$"));
        page.selectOption(id("suite-algorithm"), "nmcs");
        page.fill(id("suite-level"), "1");
        page.fill(id("suite-seed"), "3");
        page.click(id("suite-run-start"));
        page.waitForURL(Pattern.compile(".*/suite-runs/[0-9]+$"));
        screenshot("suite-run-progress");
        assertThat(page.locator(id("suite-run-progress"))).hasText("3 of 3 runs ended", A_RUN);

        open("/suites/samegame-quick-2");
        page.check(id("suite-kind-hosted"));
        page.click(id("suite-run-start"));
        page.waitForURL(Pattern.compile(".*/suite-runs/[0-9]+$"));
        assertThat(page.locator(id("suite-run-progress"))).hasText("3 of 3 runs ended", A_RUN);
        page.click(id("suite-comparison-link"));

        var hosted = page.locator(id("comparison-row") + "[data-hosted=\"true\"]");
        var reference = page.locator(id("comparison-row") + "[data-hosted=\"false\"]");
        assertThat(hosted.filter(new Locator.FilterOptions().setHasText("suite-py")))
                .hasCount(1);
        assertTrue(reference.count() >= 1, "the reference bot's row");
        assertThat(page.locator(id("comparison-total")).first()).hasText(Pattern.compile("^[0-9,.]+( ± [0-9,.]+)?$"));
        screenshot("suite-comparison");
    }

    @Test
    void aVersionIsEnteredInTheArenaFromItsPageAndMatchedAgainstAReferenceBot() {
        signUp(uniqueName("arenaentry"), "correct horse battery");
        createBot("arena-py");
        upload(Path.of("bots", "starter", "two_player_bot.py"));
        assertThat(page.locator(id("arena-entries-empty"))).isVisible();

        page.selectOption(id("arena-game"), TicTacToeGame.ID);
        page.click(id("arena-enter"));
        assertThat(page.locator(id("arena-entry"))).hasCount(1);
        assertThat(page.locator(id("arena-entry-link"))).hasText("arena-py v1");
        assertThat(page.locator(id("arena-entry-rating"))).containsText("provisional");
        assertThat(page.locator(id("arena-caps"))).containsText("played 0 of 6 arena games today");
        screenshot("hosted-bot-arena");
        // Entering it again is refused by the server, said under the field it names.
        page.click(id("arena-enter"));
        assertThat(page.locator(id("arena-version-error"))).containsText("ladder already");

        page.click(id("arena-entry-link"));
        Locator opponents = page.locator(id("match-opponent") + " option");
        assertThat(opponents.first()).isAttached();
        assertTrue(
                opponents.allTextContents().stream().noneMatch(t -> t.contains("arena-py")),
                "a hosted version's opponents are reference bots: " + opponents.allTextContents());
        page.selectOption(id("match-opponent"), new com.microsoft.playwright.options.SelectOption().setLabel("random"));
        page.click(id("match-start"));
        assertThat(page.locator(id("match-first"))).hasText("arena-py v1");
        assertThat(page.locator(id("match-second"))).hasText("random");
        // Its pairs are played in the sandbox: each counted pair shows up on the match page.
        assertThat(page.locator(id("match-pair")).first())
                .isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(60_000));
        screenshot("hosted-bot-match");
    }

    /** Creates a hosted bot on /hosted-bots and waits for its page. */
    private void createBot(String name) {
        open("/hosted-bots");
        page.fill(id("hosted-name"), name);
        page.fill(id("hosted-description"), "The Python starter bot");
        page.click(id("hosted-create"));
        assertThat(page.locator(id("hosted-bot-name"))).hasText(name);
    }

    /** Uploads a file as a new version on the bot's page and waits for the page to say so. */
    private void upload(Path file) {
        int before = page.locator(id("version-row")).count();
        page.setInputFiles(id("upload-file"), file);
        page.click(id("upload-submit"));
        assertThat(page.locator(id("version-row"))).hasCount(before + 1);
        assertThat(page.locator(id("upload-done"))).containsText("Uploaded v" + (before + 1));
    }

    /** Runs the newest version on a SameGame board from the bot's page; waits for the run's page. */
    private void startHostedRun(String instance, int cpuSeconds) {
        page.selectOption(id("run-game"), "samegame");
        page.selectOption(id("run-instance"), instance);
        page.fill(id("run-cpu"), String.valueOf(cpuSeconds));
        page.click(id("run-start"));
        awaitRunPage();
        assertThat(page.locator(id("hosted-facts"))).isVisible();
    }

    private static boolean isUpload(Request r) {
        return "POST".equals(r.method()) && r.url().contains("/versions");
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
