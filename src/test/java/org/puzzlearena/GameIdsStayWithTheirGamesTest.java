package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

/**
 * A two-player game is written in its own rooms and nowhere else in the main code (the server's and
 * the browser build's): neither its id in a string nor its classes (its package, or a class named
 * after it). Every other place reads the game's facts (its type, its solver, its network) from the
 * catalogue and the registries {@code docs/ADDING_A_GAME.md} names, so adding a game touches its own
 * files and those registries, not the lab, the players or the commands. Comments may name games;
 * code may not.
 */
class GameIdsStayWithTheirGamesTest {

    private static final List<Path> MAIN = List.of(Path.of("src/main/java"), Path.of("src/browser/java"));

    /** Where a game's rules live: its package, and the catalogue that lists it. */
    private static final String RULES = "org/puzzlearena/rules/";

    /**
     * The registries of docs/ADDING_A_GAME.md, one entry per game with a solver or a network: they
     * name the game's classes, and its id through its {@code ID} constant, never in a string.
     */
    private static final Set<String> REGISTRIES =
            Set.of("org/puzzlearena/search/solver/Solvers.java", "org/puzzlearena/search/deep/Networks.java");

    /**
     * Connect Four's own tools whose names do not say so (a file named after its game, as
     * {@code ConnectFourSolver}, is the game's by its name): its opening book, training data, network
     * and grading commands, and the training package, which is written for its tensor alone.
     */
    private static final Set<String> OWN_TOOLS = Set.of(
            "org/puzzlearena/cli/BookCommand.java",
            "org/puzzlearena/cli/LabelCommand.java",
            "org/puzzlearena/cli/MistakesCommand.java",
            "org/puzzlearena/cli/TrainCommand.java",
            "org/puzzlearena/training/");

    @Test
    void noTwoPlayerGameIsWrittenInCodeOutsideItsOwnFilesAndTheRegistries() throws IOException {
        List<Game> games =
                Games.all().stream().filter(g -> g.type().players() == 2).toList();
        assertFalse(games.isEmpty());
        List<String> found = new ArrayList<>();
        for (Path root : MAIN) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String rel = root.relativize(f).toString().replace('\\', '/');
                    if (!isOwn(rel, games)) {
                        found.addAll(mentions(rel, Files.readString(f), games, REGISTRIES.contains(rel)));
                    }
                }
            }
        }
        assertEquals(List.of(), found, "read the game's facts from the catalogue or its registry instead");
    }

    @Test
    void theScanFindsAnIdInAStringAndAClassOfTheGameButNotAComment() {
        Game c4 = Games.byId("connect-four").orElseThrow();
        String code = """
                // connect-four and ConnectFourGame in a comment are fine
                /* so is org.puzzlearena.rules.connectfour.Bitboard */
                String a = "a comment's // connect-four";
                Object b = ConnectFourGame.get(); // connect-four
                import org.puzzlearena.rules.connectfour.Bitboard;
                String c = \"""
                    connect-four
                    \""";
                char d = '"'; // connect-four: a quote in a char opens no string
                """;
        assertEquals(
                List.of(
                        "X.java:3: \"connect-four\"",
                        "X.java:4: ConnectFour",
                        "X.java:5: org.puzzlearena.rules.connectfour",
                        "X.java:6: \"connect-four\""),
                mentions("X.java", code, List.of(c4), false));
        assertEquals(
                List.of("X.java:3: \"connect-four\"", "X.java:6: \"connect-four\""),
                mentions("X.java", code, List.of(c4), true),
                "a registry names the game's classes, never its id in a string");
    }

    @Test
    void aGamesOwnFilesAreItsRulesTheFilesNamedAfterItAndItsTools() {
        List<Game> games = List.of(Games.byId("connect-four").orElseThrow());
        assertTrue(isOwn("org/puzzlearena/rules/connectfour/Bitboard.java", games));
        assertTrue(isOwn("org/puzzlearena/search/solver/ConnectFourSolver.java", games));
        assertTrue(isOwn("org/puzzlearena/training/SelfPlay.java", games));
        assertFalse(isOwn("org/puzzlearena/search/solver/Solvers.java", games));
        assertFalse(isOwn("org/puzzlearena/browser/BrowserLab.java", games));
        assertFalse(isOwn("org/puzzlearena/search/solver/TicTacToeSolver.java", games));
    }

    private static boolean isOwn(String rel, List<Game> games) {
        if (rel.startsWith(RULES) || OWN_TOOLS.stream().anyMatch(rel::startsWith)) {
            return true;
        }
        String name = rel.substring(rel.lastIndexOf('/') + 1);
        return games.stream().anyMatch(g -> name.startsWith(className(g)));
    }

    /** The name the game's classes start with: {@code ConnectFour} for {@code ConnectFourGame}. */
    private static String className(Game game) {
        return game.getClass().getSimpleName().replaceAll("Game$", "");
    }

    /**
     * Where {@code source}'s code (its comments left out) writes one of {@code games}: its id inside a
     * string literal, and unless {@code classesAllowed} a class named after it or its rules package.
     */
    private static List<String> mentions(String file, String source, List<Game> games, boolean classesAllowed) {
        List<String> found = new ArrayList<>();
        List<Line> lines = JavaText.lines(source);
        for (int i = 0; i < lines.size(); i++) {
            String where = file + ":" + (i + 1) + ": ";
            String code = lines.get(i).code();
            for (Game g : games) {
                for (String literal : lines.get(i).strings()) {
                    if (literal.contains(g.id())) {
                        found.add(where + "\"" + g.id() + "\"");
                    }
                }
                if (classesAllowed) {
                    continue;
                }
                if (Pattern.compile("\\b" + className(g) + "\\w*").matcher(code).find()) {
                    found.add(where + className(g));
                }
                if (code.contains(g.getClass().getPackageName())) {
                    found.add(where + g.getClass().getPackageName());
                }
            }
        }
        return found;
    }

    /** A line of Java: its code with comments and literals blanked, and the string literals it opens. */
    private record Line(String code, List<String> strings) {}

    /** Just enough of Java's lexical grammar to tell code, comments and string literals apart. */
    private static final class JavaText {

        static List<Line> lines(String source) {
            List<Line> out = new ArrayList<>();
            StringBuilder code = new StringBuilder();
            List<String> strings = new ArrayList<>();
            int i = 0;
            int n = source.length();
            boolean blockComment = false;
            while (i < n) {
                char c = source.charAt(i);
                if (c == '\n') {
                    out.add(new Line(code.toString(), strings));
                    code = new StringBuilder();
                    strings = new ArrayList<>();
                    i++;
                } else if (blockComment) {
                    blockComment = !source.startsWith("*/", i);
                    i += blockComment ? 1 : 2;
                } else if (source.startsWith("/*", i)) {
                    blockComment = true;
                    i += 2;
                } else if (source.startsWith("//", i)) {
                    i = lineEnd(source, i);
                } else if (source.startsWith("\"\"\"", i)) {
                    int end = source.indexOf("\"\"\"", i + 3);
                    end = end < 0 ? n : end;
                    strings.add(source.substring(i + 3, end));
                    // The text block's own lines hold no code: they are counted, not scanned.
                    for (int k = i; k < end; k++) {
                        if (source.charAt(k) == '\n') {
                            out.add(new Line(code.toString(), strings));
                            code = new StringBuilder();
                            strings = new ArrayList<>();
                        }
                    }
                    code.append("\"\"");
                    i = Math.min(n, end + 3);
                } else if (c == '"' || c == '\'') {
                    int end = i + 1;
                    while (end < n && source.charAt(end) != c && source.charAt(end) != '\n') {
                        end += source.charAt(end) == '\\' ? 2 : 1;
                    }
                    if (c == '"') {
                        strings.add(source.substring(i + 1, Math.min(end, n)));
                    }
                    code.append(c).append(c);
                    i = Math.min(n, end + 1);
                } else {
                    code.append(c);
                    i++;
                }
            }
            out.add(new Line(code.toString(), strings));
            return out;
        }

        private static int lineEnd(String source, int from) {
            int end = source.indexOf('\n', from);
            return end < 0 ? source.length() : end;
        }
    }
}
