package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

/**
 * A two-player game's id is written in its own rules room and nowhere else in the main code: every
 * other place reads the game's facts (its type, its solver, its network) from the catalogue, so
 * adding a game touches its own files and the registries {@code docs/ADDING_A_GAME.md} names, not
 * the lab, the players or the commands. Comments may name games; code may not.
 */
class GameIdsStayWithTheirGamesTest {

    private static final Path MAIN = Path.of("src/main/java/org/puzzlearena");

    /**
     * The game's own tools outside {@code rules/}: Connect Four's opening book, its training data
     * and network commands, and the generated files they write.
     */
    private static final Set<String> OWN_TOOLS = Set.of(
            "cli/BookCommand.java",
            "cli/LabelCommand.java",
            "cli/TrainCommand.java",
            "search/deep/ConnectFourNetwork.java",
            "search/solver/ConnectFourOpenings.java");

    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    @Test
    void noTwoPlayerGameIdIsWrittenInCodeOutsideItsRulesAndItsOwnTools() throws IOException {
        List<String> ids = Games.all().stream()
                .filter(g -> g.type().players() == 2)
                .map(Game::id)
                .toList();
        assertFalse(ids.isEmpty());
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String rel = MAIN.relativize(f).toString().replace('\\', '/');
                if (rel.startsWith("rules/") || OWN_TOOLS.contains(rel)) {
                    continue;
                }
                found.addAll(idsInStrings(rel, Files.readAllLines(f), ids));
            }
        }
        assertEquals(List.of(), found, "read the game's facts from the catalogue instead");
    }

    @Test
    void theScanFindsAnIdWrittenInAString() {
        List<String> lines = List.of("// connect-four in a comment is fine", "if (id.equals(\"connect-four\")) {");
        assertEquals(List.of("X.java:2: connect-four"), idsInStrings("X.java", lines, List.of("connect-four")));
    }

    /** Each string literal of code lines (not comment lines) that contains one of {@code ids}. */
    private static List<String> idsInStrings(String file, List<String> lines, List<String> ids) {
        List<String> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("//") || line.startsWith("*") || line.startsWith("/*")) {
                continue;
            }
            Matcher m = STRING.matcher(line);
            while (m.find()) {
                for (String id : ids) {
                    if (m.group().contains(id)) {
                        found.add(file + ":" + (i + 1) + ": " + id);
                    }
                }
            }
        }
        return found;
    }
}
