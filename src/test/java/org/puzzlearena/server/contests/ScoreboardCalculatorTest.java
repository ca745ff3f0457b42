package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The three rules as arithmetic, with ties, missing results, reference bots and non-positive scores. */
class ScoreboardCalculatorTest {

    private static ScoreboardCalculator.Entrant<String> ranked(String name) {
        return new ScoreboardCalculator.Entrant<>(name, false);
    }

    private static ScoreboardCalculator.Entrant<String> reference(String name) {
        return new ScoreboardCalculator.Entrant<>(name, true);
    }

    /** bests as rows: {name, score on instance 0, score on instance 1, ...}, null for no result. */
    private static List<Map<String, Integer>> bests(int instances, Object[]... rows) {
        List<Map<String, Integer>> out = new ArrayList<>();
        for (int i = 0; i < instances; i++) {
            Map<String, Integer> m = new HashMap<>();
            for (Object[] r : rows) {
                if (r[i + 1] != null) {
                    m.put((String) r[0], (Integer) r[i + 1]);
                }
            }
            out.add(m);
        }
        return out;
    }

    private static ScoreboardCalculator.Board<String> board(
            ScoringRule rule, List<ScoreboardCalculator.Entrant<String>> who, List<Map<String, Integer>> bests) {
        return ScoreboardCalculator.compute(rule, who, bests, Comparator.naturalOrder());
    }

    private static void assertScore(String expected, ScoreboardCalculator.Row<String> row) {
        assertEquals(0, new BigDecimal(expected).compareTo(row.score()), row.key() + ": " + row.score());
    }

    // The worked example of docs/CONTESTS.md: A = (100, 40), B = (80, 50), C = (100, none).
    private static final List<ScoreboardCalculator.Entrant<String>> ABC =
            List.of(ranked("A"), ranked("B"), ranked("C"));
    private static final List<Map<String, Integer>> EXAMPLE =
            bests(2, new Object[] {"A", 100, 40}, new Object[] {"B", 80, 50}, new Object[] {"C", 100, null});

    @Test
    void sumAddsTheRawBests() {
        var b = board(ScoringRule.SUM, ABC, EXAMPLE);
        assertEquals(
                List.of("A", "B", "C"),
                b.rows().stream().map(ScoreboardCalculator.Row::key).toList());
        assertScore("140", b.rowOf("A"));
        assertScore("130", b.rowOf("B"));
        assertScore("100", b.rowOf("C"));
        assertEquals(
                List.of(1, 2, 3),
                b.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
        assertEquals(100, b.columns().get(0).best());
        assertEquals(2, b.columns().get(1).results());
    }

    @Test
    void relativeDividesByTheBestOfEachInstance() {
        var b = board(ScoringRule.RELATIVE, ABC, EXAMPLE);
        assertScore("1.8", b.rowOf("A")); // 100/100 + 40/50
        assertScore("1.8", b.rowOf("B")); // 80/100 + 50/50
        assertScore("1", b.rowOf("C")); // 100/100 + nothing
        // A and B tie: one rank, the next is third; the tie is listed by name.
        assertEquals(
                List.of("A", "B", "C"),
                b.rows().stream().map(ScoreboardCalculator.Row::key).toList());
        assertEquals(
                List.of(1, 1, 3),
                b.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
        assertEquals(140, b.rowOf("A").rawTotal());
    }

    @Test
    void aTiedScoreGoesToWhoReachedItFirstByTheVerifiedReceipt() {
        // The worked example's relative tie (A and B at 1.8): a row reaches its score with the last
        // of its bests, so A at 12:00:50.000 (its 40), B at 12:00:30.007 (its 50): B first.
        Instant t = Instant.parse("2031-03-01T12:00:00Z");
        List<Map<String, Instant>> receipts = List.of(
                Map.of("A", t.plusSeconds(10), "B", t.plusSeconds(20), "C", t.plusSeconds(5)),
                Map.of("A", t.plusSeconds(50), "B", t.plusMillis(30_007)));
        var b = ScoreboardCalculator.compute(
                ScoringRule.RELATIVE, ABC, EXAMPLE, receipts, Comparator.<String>naturalOrder());
        assertEquals(
                List.of("B", "A", "C"),
                b.rows().stream().map(ScoreboardCalculator.Row::key).toList());
        assertEquals(
                List.of(1, 2, 3),
                b.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
        assertEquals(t.plusMillis(30_007), b.rowOf("B").reachedAt());
        assertEquals(t.plusSeconds(50), b.rowOf("A").reachedAt());
        // "Also reached by N others": the others with the same score, whatever their place.
        assertEquals(1, b.rowOf("B").alsoReachedBy());
        assertEquals(1, b.rowOf("A").alsoReachedBy());
        assertEquals(0, b.rowOf("C").alsoReachedBy());

        // Reached in the same millisecond: nothing breaks the tie, the rank is shared.
        var same = ScoreboardCalculator.compute(
                ScoringRule.RELATIVE,
                ABC,
                EXAMPLE,
                List.of(Map.of("A", t, "B", t, "C", t), Map.of("A", t, "B", t)),
                Comparator.<String>naturalOrder());
        assertEquals(
                List.of(1, 1, 3),
                same.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
    }

    @Test
    void rankCountsTheResultsNoBetterThanYours() {
        var b = board(ScoringRule.RANK, ABC, EXAMPLE);
        // Instance 0: A and C tie at 100 (3 results not better each), B 1. Instance 1: B 2, A 1.
        assertScore("4", b.rowOf("A"));
        assertScore("3", b.rowOf("B"));
        assertScore("3", b.rowOf("C"));
        assertEquals(
                List.of(1, 2, 2),
                b.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
        assertEquals(1, b.rowOf("C").cells().get(0).rank());
        assertEquals(1, b.rowOf("A").cells().get(0).rank());
        assertEquals(3, b.rowOf("B").cells().get(0).rank());
    }

    @Test
    void referenceBotsAreScoredAgainstTheFieldButMoveNothing() {
        List<ScoreboardCalculator.Entrant<String>> who = List.of(ranked("A"), ranked("B"), reference("bot"));
        var withBot =
                board(ScoringRule.RELATIVE, who, bests(1, new Object[] {"A", 50}, new Object[] {"B", 25}, new Object[] {
                    "bot", 200
                }));
        var without = board(
                ScoringRule.RELATIVE, who.subList(0, 2), bests(1, new Object[] {"A", 50}, new Object[] {"B", 25}));
        assertScore("1", withBot.rowOf("A"));
        assertScore("0.5", withBot.rowOf("B"));
        assertScore("4", withBot.rowOf("bot")); // 200 / 50: shown beyond the field
        assertNull(withBot.rowOf("bot").rank());
        assertNull(withBot.rowOf("bot").cells().get(0).rank());
        assertEquals(50, withBot.columns().get(0).best(), "the best of the ranked participants only");
        assertEquals(without.rowOf("A").rank(), withBot.rowOf("A").rank());
        assertEquals(
                List.of("bot", "A", "B"),
                withBot.rows().stream().map(ScoreboardCalculator.Row::key).toList());
        var rank = board(
                ScoringRule.RANK, who, bests(1, new Object[] {"A", 50}, new Object[] {"B", 25}, new Object[] {"bot", 30
                }));
        assertScore("2", rank.rowOf("A"));
        assertScore("1", rank.rowOf("B"));
        assertScore("2", rank.rowOf("bot")); // one more than the single ranked result below it
    }

    @Test
    void participantsWithoutResultsAreListedLastUnranked() {
        var b = board(
                ScoringRule.SUM,
                List.of(ranked("Zed"), ranked("Amy"), ranked("Bo")),
                bests(1, new Object[] {"Zed", 0}, new Object[] {"Amy", null}, new Object[] {"Bo", null}));
        assertEquals(
                List.of("Zed", "Amy", "Bo"),
                b.rows().stream().map(ScoreboardCalculator.Row::key).toList());
        assertEquals(
                Arrays.asList(1, null, null),
                b.rows().stream().map(ScoreboardCalculator.Row::rank).toList());
        assertEquals(0, b.rowOf("Amy").results());
    }

    @Test
    void nonPositiveBestsGiveOneToTheBestAndZeroToTheRest() {
        // samegame-jsgames subtracts a penalty for blocks left: scores can be negative.
        var b = board(
                ScoringRule.RELATIVE,
                List.of(ranked("A"), ranked("B")),
                bests(1, new Object[] {"A", -5}, new Object[] {"B", -20}));
        assertScore("1", b.rowOf("A"));
        assertScore("0", b.rowOf("B"));
        var c = board(
                ScoringRule.RELATIVE,
                List.of(ranked("A"), ranked("B")),
                bests(1, new Object[] {"A", 30}, new Object[] {"B", -20}));
        assertScore("0", c.rowOf("B"));
        assertEquals(-20, c.rowOf("B").rawTotal());
    }

    @Test
    void relativeTiesAreExactToNinePlaces() {
        // 1/3 + 2/3 and 2/3 + 1/3 must tie although each third is rounded.
        var b = board(
                ScoringRule.RELATIVE,
                List.of(ranked("A"), ranked("B"), ranked("C")),
                bests(2, new Object[] {"A", 1, 2}, new Object[] {"B", 2, 1}, new Object[] {"C", 3, 3}));
        assertEquals(b.rowOf("A").rank(), b.rowOf("B").rank());
        assertEquals(1, b.rowOf("C").rank());
        assertEquals(2, b.rowOf("A").rank());
    }

    @Test
    void labelsRunPastZ() {
        assertEquals("A", ContestViews.InstanceView.label(0));
        assertEquals("Z", ContestViews.InstanceView.label(25));
        assertEquals("AA", ContestViews.InstanceView.label(26));
        assertEquals("AX", ContestViews.InstanceView.label(49));
    }
}
