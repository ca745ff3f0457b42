package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The ranks a live client derives (docs/WEBSOCKETS.md, "Version 3: ranks are derived") are the
 * server's: random boards with many ties (scores, receipts to the millisecond, missing receipts),
 * reference bots, rows without results and all three rules are computed as the server computes them
 * ({@link ScoreboardCalculator}, rows by {@link ScoreboardService#row}), their ranks stripped and
 * derived again by {@link ClientRanks} (the Java port) and compared. The same boards are the fixture
 * of the browser's test (frontend/src/test/derivedRanks.test.ts); run with
 * {@code -Darena.update-fixtures=true} to write it again when the rules or the rows change.
 */
class DerivedRanksFixtureTest {

    static final Path FIXTURE = Path.of("frontend/src/test/fixtures/derivedRanks.json");
    private static final Instant T0 = Instant.parse("2031-01-01T10:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    @Test
    void theClientsDerivedRanksAreTheServersOnRandomBoards() throws Exception {
        Random random = new Random(37);
        ArrayNode boards = JsonNodeFactory.instance.arrayNode();
        int ties = 0;
        for (int n = 0; n < 400; n++) {
            JsonNode rows = JSON.valueToTree(board(random, n));
            assertEquals(rows, ClientRanks.derive(stripped(rows)), "board " + n + ": " + rows);
            for (JsonNode r : rows) {
                ties += r.path("alsoReachedBy").asInt() > 0 ? 1 : 0;
            }
            if (n < 40) {
                ObjectNode fixture = boards.addObject();
                fixture.set("rows", rows);
            }
        }
        assertTrue(ties > 100, "the boards hold ties: " + ties);
        // One board a line: a small file whose diff shows which boards changed.
        List<String> lines = new ArrayList<>();
        for (JsonNode b : boards) {
            lines.add(JSON.writeValueAsString(b));
        }
        String current = "[\n" + String.join(",\n", lines) + "\n]\n";
        if (Boolean.getBoolean("arena.update-fixtures")) {
            Files.writeString(FIXTURE, current);
        }
        assertEquals(
                Files.exists(FIXTURE) ? Files.readString(FIXTURE) : "",
                current,
                "the browser's fixture is not the server's boards: run this test with -Darena.update-fixtures=true");
    }

    /** The rows as a boardUpdate sends them: no rank, no alsoReachedBy, no cell rank. */
    static ArrayNode stripped(JsonNode rows) {
        ArrayNode out = rows.deepCopy();
        for (JsonNode r : out) {
            ((ObjectNode) r).remove(List.of("rank", "alsoReachedBy"));
            r.path("cells").forEach(c -> ((ObjectNode) c).remove("rank"));
        }
        return out;
    }

    /** A random board's rows, as the service writes them. */
    private static List<ScoreboardView.Row> board(Random random, int n) {
        ScoringRule rule = ScoringRule.values()[n % 3];
        int instances = 1 + random.nextInt(4);
        int people = 1 + random.nextInt(n % 10 == 0 ? 60 : 14);
        int references = random.nextInt(3);
        int spread = 1 + random.nextInt(6); // few distinct scores and receipts: many ties
        List<ContestRepository.Registration> registrations = new ArrayList<>();
        List<ContestRepository.Yardstick> yardsticks = new ArrayList<>();
        List<ScoreboardCalculator.Entrant<BoardKey>> entrants = new ArrayList<>();
        List<Map<BoardKey, Integer>> bests = new ArrayList<>();
        List<Map<BoardKey, Instant>> receipts = new ArrayList<>();
        for (int i = 0; i < instances; i++) {
            bests.add(new HashMap<>());
            receipts.add(new HashMap<>());
        }
        for (int p = 0; p < people; p++) {
            BoardKey key = BoardKey.participant(p + 1, p % 7 == 3 ? "bot" + p : null);
            registrations.add(new ContestRepository.Registration(p + 1, key, "p" + p, T0));
            entrants.add(new ScoreboardCalculator.Entrant<>(key, false));
            for (int i = 0; i < instances; i++) {
                if (random.nextInt(4) > 0) {
                    bests.get(i).put(key, score(random, spread));
                    if (random.nextInt(20) > 0) {
                        receipts.get(i).put(key, T0.plusMillis(random.nextInt(spread)));
                    }
                }
            }
        }
        for (int y = 0; y < references; y++) {
            BoardKey key = new BoardKey(1000 + y, "nmcs-" + y, true);
            entrants.add(new ScoreboardCalculator.Entrant<>(key, true));
            for (int i = 0; i < instances; i++) {
                Integer s = random.nextInt(3) > 0 ? score(random, spread) : null;
                yardsticks.add(new ContestRepository.Yardstick(
                        100 * y + i, 1000 + y, "org", "nmcs-" + y, "samegame", "standard/" + i, "finished", s));
                if (s != null) {
                    bests.get(i).put(key, s);
                }
            }
        }
        var names = new ScoreboardService.Names(registrations, yardsticks, n % 2 == 0, ContestEntries.INDIVIDUAL);
        var board =
                ScoreboardCalculator.compute(rule, entrants, bests, receipts, Comparator.comparing(names::sortName));
        var built = new ScoreboardService.Built(board, Map.of(), Map.of(), receipts, Map.of(), Map.of());
        return board.rows().stream()
                .map(r -> ScoreboardService.row(built, names, ContestEntries.INDIVIDUAL, r, k -> false, n % 2 == 1))
                .toList();
    }

    /** Scores from a few values, negative ones and zero included (the relative rule's edge). */
    private static int score(Random random, int spread) {
        return random.nextInt(8) == 0 ? -random.nextInt(3) : 10 * (1 + random.nextInt(spread));
    }
}
