package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The two test lanes cannot drift apart silently: pom.xml's fast profile leaves out the tests
 * tagged slow (the tag {@link Slow} puts on them) and the Chromium tests, in both the unit and the
 * integration-test runs, while the default build, which CI runs, leaves out nothing.
 */
class BuildProfilesTest {

    private static Element pom() throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(Path.of("pom.xml").toFile())
                .getDocumentElement();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertEquals(1, found.size(), "one <" + name + "> in <" + parent.getTagName() + ">");
        return found.get(0);
    }

    /** The configuration of {@code artifactId} among {@code build}'s plugins. */
    private static Element pluginConfiguration(Element build, String artifactId) {
        for (Element plugin : children(child(build, "plugins"), "plugin")) {
            if (child(plugin, "artifactId").getTextContent().trim().equals(artifactId)) {
                return child(plugin, "configuration");
            }
        }
        throw new AssertionError(artifactId + " is not configured here");
    }

    private static Element profile(Element pom, String id) {
        for (Element profile : children(child(pom, "profiles"), "profile")) {
            if (child(profile, "id").getTextContent().trim().equals(id)) {
                return profile;
            }
        }
        throw new AssertionError("no profile " + id);
    }

    private static List<String> texts(Element configuration, String list, String item) {
        List<String> values = new ArrayList<>();
        for (Element e : children(configuration, list)) {
            for (Element i : children(e, item)) {
                values.add(i.getTextContent().trim());
            }
        }
        return values;
    }

    @Test
    void theFastProfileLeavesOutTheSlowTagAndTheBrowserTests() throws Exception {
        assertEquals("slow", Slow.TAG);
        assertEquals(Slow.TAG, Slow.class.getAnnotation(Tag.class).value(), "@Slow carries the tag");
        Element build = child(profile(pom(), "fast"), "build");
        Element surefire = pluginConfiguration(build, "maven-surefire-plugin");
        assertEquals(
                Slow.TAG, child(surefire, "excludedGroups").getTextContent().trim());
        assertTrue(texts(surefire, "excludes", "exclude").contains("**/*BrowserTest.java"), "no Chromium tests");
        Element failsafe = pluginConfiguration(build, "maven-failsafe-plugin");
        assertEquals(
                Slow.TAG, child(failsafe, "excludedGroups").getTextContent().trim());
    }

    @Test
    void theDefaultBuildRunsEveryTest() throws Exception {
        Element pom = pom();
        Element build = child(pom, "build");
        for (String plugin : List.of("maven-surefire-plugin", "maven-failsafe-plugin")) {
            Element configuration = pluginConfiguration(build, plugin);
            for (String narrowing : List.of("excludedGroups", "groups", "excludes", "includes", "skip", "skipTests")) {
                assertTrue(children(configuration, narrowing).isEmpty(), plugin + " has <" + narrowing + ">");
            }
        }
        // Only the fast profile changes the test runs, and only when asked for.
        for (Element profile : children(child(pom, "profiles"), "profile")) {
            String id = child(profile, "id").getTextContent().trim();
            if (id.equals("fast")) {
                assertTrue(children(profile, "activation").isEmpty(), "the fast profile is never on by itself");
                continue;
            }
            List<String> plugins = children(profile, "build").stream()
                    .flatMap(b -> children(b, "plugins").stream())
                    .flatMap(p -> children(p, "plugin").stream())
                    .map(p -> child(p, "artifactId").getTextContent().trim())
                    .toList();
            assertTrue(
                    !plugins.contains("maven-surefire-plugin") && !plugins.contains("maven-failsafe-plugin"),
                    "profile " + id + " changes the test runs");
        }
        assertTrue(
                Files.readString(Path.of(".ci/run"))
                        .lines()
                        .anyMatch(l -> l.trim().equals("./mvnw -B verify")),
                "CI runs the default build");
    }
}
