package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.options.FilePayload;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * A solution longer than the server accepts (1 MiB) is refused by the page before it reads it,
 * saying how long it is and what the limit is; the board stays as it was and the page answers
 * at once (a 4 MB paste, put in the text box, once held it for over 30 s).
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class ImportSizeLimitBrowserTest extends BrowserTest {

    private static final String INSTANCE = "standard/1";

    @Test
    void aPasteOverTheServersLimitIsRefusedBeforeItIsRead() {
        open("/play/samegame?instance=" + INSTANCE);
        assertThat(page.locator(id("cell-0-0"))).isVisible();
        // Four million bytes of well-formed moves (a million of them), pasted as a person pastes.
        context.grantPermissions(List.of("clipboard-read", "clipboard-write"));
        page.evaluate("n => navigator.clipboard.writeText('1,1\\n'.repeat(n))", 1_000_000);
        page.focus(id("import-text"));
        page.keyboard().press("Control+V");
        assertThat(page.locator(id("import-error"))).containsText("too long");
        assertThat(page.locator(id("import-error"))).containsText("3.8 MiB");
        assertThat(page.locator(id("import-error"))).containsText("the limit is 1 MiB");
        assertThat(page.locator(id("import-text"))).hasValue("");
        assertThat(page.locator(id("move-count"))).hasText("0");
        assertThat(page.locator(id("import-ok"))).hasCount(0);
        screenshot("refused-paste");

        // The page still answers: a group is played at the next click.
        page.click(id("cell-" + firstMove().replace(',', '-')));
        assertThat(page.locator(id("move-count"))).hasText("1");

        // A file over the limit gets the same answer.
        byte[] file = "1,1\n".repeat(300_000).getBytes(StandardCharsets.US_ASCII);
        page.setInputFiles(id("import-file"), new FilePayload("long.txt", "text/plain", file));
        assertThat(page.locator(id("import-error"))).containsText("1.1 MiB");
        assertThat(page.locator(id("import-error"))).containsText("the limit is 1 MiB");
        assertThat(page.locator(id("move-count"))).hasText("1");
    }

    /** A legal move of the instance's start, as "col,row" (the cell's test id without "cell-"). */
    private static String firstMove() {
        Game game = Games.byId("samegame").orElseThrow();
        State start = game.newInitialState(INSTANCE);
        int[] moves = new int[game.maxLegalMoves()];
        start.legalMoves(moves);
        return start.formatMove(moves[0]);
    }
}
