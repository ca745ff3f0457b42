package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

/**
 * Every page opens from its own URL (SPA routing: a reload or a shared link works), draws what it
 * is for, and is kept as a screenshot in target/browser-screenshots.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class PageTourBrowserTest extends BrowserTest {

    @Test
    void everyPageOpensFromItsUrl() {
        visit("/", "games", "home");
        assertThat(page.locator(id("game-samegame"))).isVisible();
        visit("/play", "games", "games");
        visit("/play/morpion-5d", "board", "play-morpion");
        assertThat(page.locator(id("morpion-dots"))).isVisible();
        visit("/play/samegame?instance=random/42/10x10x4", "board", "play-samegame");
        assertThat(page.locator(id("cell-0-0"))).isVisible();
        visit("/play/sudoku16?instance=generated/1", "board", "play-sudoku");
        assertThat(page.locator(id("sudoku-keypad"))).isVisible();
        visit("/play/leftmost?instance=depth/9", "board", "play-tree");
        assertThat(page.locator(id("tree-left"))).isVisible();
        visit("/leaderboard/samegame?instance=standard/1", "leaderboard", "leaderboard");
        visit("/bots", "bot-form", "bot-lab");
        visit("/guide", "guide", "guide");
        visit("/contests", "contests", "contests");
        visit("/login", "login-form", "login");
        visit("/signup", "signup-form", "signup");
        visit("/no/such/page", "not-found", "not-found");

        signUp(uniqueName("tour"), "correct horse battery");
        visit("/account", "token-name-input", "account");
        page.fill(id("token-name-input"), "my bot");
        page.click(id("token-create"));
        assertThat(page.locator(id("token-secret"))).isVisible();
        screenshot("token-created");
    }

    private void visit(String path, String testId, String screenshot) {
        open(path);
        assertThat(page.locator(id(testId)).first()).isVisible();
        screenshot(screenshot);
    }
}
