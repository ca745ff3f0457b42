package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.catalog.Games;

/**
 * docs/FORMATS.md's worked examples are true: every {@code example} block is replayed line by line
 * against the rules, every {@code file} block is read and verified, and every family of the
 * catalogue has both.
 */
class FormatsDocTest {

    private static final Pattern BLOCK = Pattern.compile("```(example|file) (\\S+) (\\S+)\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyExampleInTheFormatsDocumentHoldsAndEveryGameHasOne() throws Exception {
        String doc = Files.readString(Path.of("docs/FORMATS.md"));
        Matcher m = BLOCK.matcher(doc);
        Set<String> examples = new HashSet<>();
        Set<String> files = new HashSet<>();
        int checks = 0;
        while (m.find()) {
            Game game = Games.byId(m.group(2)).orElseThrow(() -> new AssertionError("no game " + m.group(2)));
            String family = game.type().family();
            if (m.group(1).equals("file")) {
                ReplayResult r = Replay.file(game, m.group(3), m.group(4));
                assertInstanceOf(ReplayResult.Valid.class, r, m.group(0));
                files.add(family);
            } else {
                checks += check(game, m.group(3), m.group(4));
                examples.add(family);
            }
        }
        Set<String> families = new HashSet<>();
        for (Game game : Games.all()) {
            families.add(game.type().family());
        }
        assertEquals(families, examples, "every family of the catalogue has an example, and no other");
        assertEquals(examples, files);
        assertTrue(checks >= 25, "the examples say something: " + checks + " checks");
    }

    private static int check(Game game, String instance, String block) {
        State initial = game.newInitialState(instance);
        State s = initial.copy();
        List<String> played = new ArrayList<>();
        int checks = 0;
        for (String line : block.strip().split("\n")) {
            String where = game.id() + " " + instance + " after " + played + ": " + line;
            int space = line.indexOf(' ');
            String key = line.substring(0, space);
            String value = line.substring(space + 1);
            switch (key) {
                case "play" -> {
                    MoveCheck c = s.readMove(value);
                    assertTrue(c.isOk(), where + " -> " + c.error());
                    s.play(c.move());
                    played.add(value);
                }
                case "move" -> {
                    String[] parts = value.split(" => ", 2);
                    MoveCheck c = s.readMove(parts[0]);
                    assertTrue(c.isOk(), where);
                    assertEquals(parts[1], s.moveJson(c.move()), where);
                }
                case "illegal" -> {
                    String[] parts = value.split(" => ", 2);
                    List<String> moves = new ArrayList<>(played);
                    moves.add(parts[0]);
                    ReplayResult r = Replay.moves(initial, moves);
                    ReplayResult.Invalid bad = assertInstanceOf(ReplayResult.Invalid.class, r, where);
                    assertEquals(played.size(), bad.moveIndex(), where);
                    assertEquals(parts[1], bad.reason(), where);
                }
                case "legal" -> {
                    int[] buffer = new int[game.maxLegalMoves()];
                    int n = s.legalMoves(buffer);
                    List<String> texts =
                            Arrays.stream(buffer, 0, n).mapToObj(s::formatMove).toList();
                    assertEquals(Arrays.asList(value.split("; ")), texts, where);
                }
                case "legalCount" -> assertEquals(Integer.parseInt(value), s.legalMoveCount(), where);
                case "score" -> assertEquals(Integer.parseInt(value), s.score(), where);
                case "position" -> assertEquals(value, s.positionJson(), where);
                case "position~" -> assertTrue(s.positionJson().contains(value), where + "\n" + s.positionJson());
                default -> throw new AssertionError("unknown key in docs/FORMATS.md: " + where);
            }
            checks++;
        }
        return checks;
    }
}
