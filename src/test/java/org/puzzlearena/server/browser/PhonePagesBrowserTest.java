package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The pages added for players, on a phone (390 px): each fits the screen (no sideways scrolling
 * of the page) and is saved as a screenshot beside its desktop one.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class PhonePagesBrowserTest extends BrowserTest {

    @Test
    void theNewPagesFitAPhone() {
        String name = ServerTestSupport.register("phone");
        Page phone = secondBrowser(new Browser.NewContextOptions()
                .setViewportSize(390, 844)
                .setIsMobile(true)
                .setHasTouch(true));
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("lab", "lab-intro-live");
        pages.put("lab/play?game=connect-four&sims=200", "lab-board");
        pages.put("lab/tree?game=tic-tac-toe&iteration=30", "tree-svg");
        pages.put("lab/bandits", "bandit-run");
        pages.put("lab/sweep", "sweep-run");
        pages.put("rankings", "ranking-formula");
        pages.put("leaderboard", "overview-samegame");
        pages.put("rules/samegame", "try-it");
        pages.put("rules/morpion-5d", "try-it");
        pages.put("profile/" + name, "profile-name");
        for (Map.Entry<String, String> p : pages.entrySet()) {
            phone.navigate(url("/" + p.getKey()));
            assertThat(phone.locator(id(p.getValue())).first()).isVisible();
            assertEquals(
                    Boolean.TRUE,
                    phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"),
                    "/" + p.getKey() + " is no wider than the phone");
            screenshot(phone, "phone-" + p.getKey().replaceAll("[^a-z0-9]+", "-"));
        }
    }
}
