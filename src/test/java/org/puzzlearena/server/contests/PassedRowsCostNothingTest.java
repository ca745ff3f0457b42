package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Version 3's point (docs/WEBSOCKETS.md): a submission that lifts the last of 301 rows to the top
 * passes 300 rows, whose only change is their rank and their cell's rank; the update carries none
 * of them, is a few hundred bytes, and applied by a client that derives the ranks ({@link LiveBoard})
 * gives exactly the server's new board.
 */
class PassedRowsCostNothingTest {

    private static final Instant T0 = Instant.parse("2031-01-01T10:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    @Test
    void aRowPassing300OthersCostsAFewHundredBytes() throws Exception {
        Map<Integer, Integer> scores = new HashMap<>();
        for (int p = 0; p < 301; p++) {
            scores.put(p, 10_000 - 10 * p); // p300 is last
        }
        ScoreboardView before = board(scores, Map.of());
        scores.put(300, 20_000);
        ScoreboardView after = board(scores, Map.of(300, T0.plusSeconds(600)));

        ScoreboardJson.Session writing = new ScoreboardJson(JSON).session();
        BoardUpdates updates = new BoardUpdates(JSON, writing);
        String frame =
                updates.update(updates.sent(before), updates.sent(after), 1, 0).orElseThrow();
        JsonNode update = JSON.readTree(frame);
        assertEquals("boardUpdate", update.path("type").asText());
        assertEquals(List.of("person/p300/p300"), names(update), frame);
        assertTrue(frame.length() < 400, frame.length() + " bytes: " + frame);
        assertFalse(frame.contains("\"rank\""), frame);

        LiveBoard client = new LiveBoard();
        client.apply(JSON.readTree(writing.write(new ScoreboardMessages.Snapshot(0, before))));
        client.apply(update);
        JsonNode expected = JSON.readTree(writing.write(after));
        assertEquals(expected, client.board());
        assertEquals(2, client.board().path("rows").get(1).path("rank").asInt());
        assertEquals(
                301,
                client.board()
                        .path("rows")
                        .get(300)
                        .path("cells")
                        .get(0)
                        .path("rank")
                        .asInt());
    }

    /** The keys of the rows an update names, whole or patched. */
    private static List<String> names(JsonNode update) {
        List<String> named = new ArrayList<>();
        update.path("rows").fieldNames().forEachRemaining(named::add);
        update.path("patches").fieldNames().forEachRemaining(named::add);
        return named;
    }

    /** A sum contest of one instance: participant p's best, received at T0 + p seconds unless {@code received} says. */
    private static ScoreboardView board(Map<Integer, Integer> scores, Map<Integer, Instant> received) {
        List<ContestRepository.Registration> registrations = new ArrayList<>();
        List<ScoreboardCalculator.Entrant<BoardKey>> entrants = new ArrayList<>();
        Map<BoardKey, Integer> bests = new HashMap<>();
        Map<BoardKey, Instant> receipts = new HashMap<>();
        scores.forEach((p, s) -> {
            BoardKey key = BoardKey.participant(p + 1, null);
            registrations.add(new ContestRepository.Registration(p + 1, key, "p" + p, T0));
            entrants.add(new ScoreboardCalculator.Entrant<>(key, false));
            bests.put(key, s);
            receipts.put(key, received.getOrDefault(p, T0.plusSeconds(p)));
        });
        var names = new ScoreboardService.Names(registrations, List.of(), true, ContestEntries.INDIVIDUAL);
        var computed = ScoreboardCalculator.compute(
                ScoringRule.SUM, entrants, List.of(bests), List.of(receipts), Comparator.comparing(names::sortName));
        var built = new ScoreboardService.Built(computed, Map.of(), Map.of(), List.of(receipts), Map.of(), Map.of());
        List<ScoreboardView.Row> rows = computed.rows().stream()
                .map(r -> ScoreboardService.row(built, names, ContestEntries.INDIVIDUAL, r, k -> false, false))
                .toList();
        var column = computed.columns().get(0);
        return new ScoreboardView(
                1,
                "Three hundred passed",
                ContestViews.ScoringView.of(ScoringRule.SUM),
                "running",
                null,
                T0,
                T0.plusSeconds(7200),
                null,
                null,
                false,
                false,
                null,
                true,
                "all",
                List.of(new ScoreboardView.Column(
                        0, "A", "samegame", "standard/1", false, column.best(), column.results())),
                rows,
                null);
    }
}
