package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/ADDING_A_GAME.md names the files a new game touches; each path it writes (a {@code `code`}
 * span with a slash and no {@code <placeholder>}) must be a file or folder of the project, so the
 * guide cannot drift from the code it walks through. A path may be written from any folder down
 * (`rules/GameContractTest`, `lab/games.ts`) and a Java or TypeScript file without its extension.
 */
class AddingAGameDocTest {

    private static final Path DOC = Path.of("docs/ADDING_A_GAME.md");

    private static final List<Path> ROOTS = List.of(Path.of("src"), Path.of("frontend/src"), Path.of("docs"));

    /** A path: letters, digits, dots and dashes around at least one slash, and something beside it. */
    private static final Pattern PATH = Pattern.compile("[\\w.-]+/[\\w./-]*|/[\\w.-][\\w./-]*");

    @Test
    void everyPathTheGuideNamesExists() throws IOException {
        List<String> known = projectPaths();
        List<String> paths = paths(Files.readString(DOC));
        assertTrue(paths.size() >= 20, "the guide names its files: " + paths);
        assertEquals(List.of(), missing(paths, known));
    }

    @Test
    void aPathThatIsNotThereIsFound() {
        List<String> known = List.of("src/test/java/org/puzzlearena/server/catalog/CatalogResourceTest.java");
        assertEquals(
                List.of("server/CatalogResourceTest"),
                missing(paths("`server/CatalogResourceTest` and `catalog/CatalogResourceTest`"), known));
    }

    /** The code spans of {@code doc} that are paths: every other piece between backticks. */
    private static List<String> paths(String doc) {
        List<String> out = new ArrayList<>();
        String[] pieces = doc.split("`", -1);
        for (int i = 1; i < pieces.length; i += 2) {
            if (PATH.matcher(pieces[i]).matches()) {
                out.add(pieces[i]);
            }
        }
        return out;
    }

    private static List<String> missing(List<String> paths, List<String> known) {
        return paths.stream().filter(p -> !exists(p, known)).toList();
    }

    private static boolean exists(String path, List<String> known) {
        String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        return known.stream()
                .anyMatch(k -> k.equals(p)
                        || k.endsWith("/" + p)
                        || k.endsWith("/" + p + ".java")
                        || k.endsWith("/" + p + ".ts"));
    }

    /** Every file and folder under the roots, as paths from the project's root with forward slashes. */
    private static List<String> projectPaths() throws IOException {
        List<String> out = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> all = Files.walk(root)) {
                all.map(p -> p.toString().replace('\\', '/')).forEach(out::add);
            }
        }
        return out;
    }
}
