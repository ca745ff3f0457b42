package org.puzzlearena.server.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What the hover says of a SameGame group ("2 red blocks") names the colour the group is drawn in:
 * on a board of all nine colours, the hover's colour name matches the hue of the drawn fill.
 */
@QuarkusTest
@TestProfile(BrowserProfile.class)
class SameGameColoursBrowserTest extends BrowserTest {

    /** Hue (degrees), saturation and lightness (0-1) of a colour, as CSS's HSL has them. */
    record Hsl(double hue, double saturation, double lightness) {}

    /**
     * What each name means as a colour (the same ranges as the palette's unit test): the colour
     * wheel's named hues, lightness for light blue and brown, no saturation for grey.
     */
    private static final Map<String, Predicate<Hsl>> NAMED = Map.of(
            "red", c -> (c.hue() >= 345 || c.hue() < 12) && c.saturation() >= 0.5 && c.lightness() >= 0.3,
            "orange", c -> c.hue() >= 18 && c.hue() < 42 && c.saturation() >= 0.6 && c.lightness() >= 0.4,
            "yellow", c -> c.hue() >= 45 && c.hue() < 65 && c.saturation() >= 0.5 && c.lightness() >= 0.45,
            "green", c -> c.hue() >= 90 && c.hue() < 165 && c.saturation() >= 0.3,
            "light blue", c -> c.hue() >= 185 && c.hue() < 210 && c.lightness() >= 0.6,
            "blue", c -> c.hue() >= 210 && c.hue() < 250 && c.lightness() < 0.55,
            "purple", c -> c.hue() >= 260 && c.hue() < 300 && c.saturation() >= 0.25,
            "grey", c -> c.saturation() <= 0.05,
            "brown", c -> c.hue() >= 10 && c.hue() < 40 && c.lightness() <= 0.35 && c.saturation() >= 0.2);

    private static final Pattern GROUP = Pattern.compile("^\\d+ (.+) blocks:");

    @Test
    void theHoverNamesTheColourEachGroupIsDrawnIn() {
        open("/play/samegame?instance=random/42/15x15x9");
        assertThat(page.locator(id("cell-0-0"))).isVisible();
        // The cells of each fill as drawn (a lone block names no group: several are tried).
        @SuppressWarnings("unchecked")
        Map<String, List<String>> byFill = (Map<String, List<String>>) page.evaluate("() => { const m = {};"
                + " for (const r of document.querySelectorAll('rect.sg-cell')) {"
                + " (m[getComputedStyle(r).fill] ??= []).push(r.dataset.testid); } return m; }");
        assertEquals(9, byFill.size(), "the board draws nine colours: " + byFill.keySet());
        Map<String, String> named = new TreeMap<>();
        for (Map.Entry<String, List<String>> fill : byFill.entrySet()) {
            for (String cell : fill.getValue()) {
                page.hover(id(cell));
                Matcher m = GROUP.matcher(page.locator(id("hover-info")).textContent());
                if (m.find()) {
                    named.put(m.group(1), fill.getKey());
                    break;
                }
            }
        }
        assertEquals(9, named.size(), "a group of each fill was hovered, each under its own name: " + named);
        for (Map.Entry<String, String> e : named.entrySet()) {
            Predicate<Hsl> means = NAMED.get(e.getKey());
            assertNotNull(means, "a colour called \"" + e.getKey() + "\"");
            Hsl drawn = hsl(e.getValue());
            assertTrue(means.test(drawn), "\"" + e.getKey() + "\" blocks are drawn " + e.getValue() + ", " + drawn);
        }
        screenshot("nine-colours");
    }

    /** "rgb(185, 30, 11)" as HSL. */
    static Hsl hsl(String css) {
        Matcher m = Pattern.compile("rgb\\((\\d+), (\\d+), (\\d+)\\)").matcher(css);
        assertTrue(m.matches(), "a drawn fill: " + css);
        double r = Integer.parseInt(m.group(1)) / 255.0;
        double g = Integer.parseInt(m.group(2)) / 255.0;
        double b = Integer.parseInt(m.group(3)) / 255.0;
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        double lightness = (max + min) / 2;
        double d = max - min;
        if (d == 0) {
            return new Hsl(0, 0, lightness);
        }
        double hue = max == r ? ((g - b) / d) % 6 : max == g ? (b - r) / d + 2 : (r - g) / d + 4;
        hue = hue * 60 < 0 ? hue * 60 + 360 : hue * 60;
        return new Hsl(hue, d / (1 - Math.abs(2 * lightness - 1)), lightness);
    }
}
