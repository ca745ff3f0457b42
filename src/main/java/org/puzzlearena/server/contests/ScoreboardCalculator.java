package org.puzzlearena.server.contests;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The scoreboard as a pure function of the best scores: no database, no clock, so the three rules
 * and their ties are unit-tested as arithmetic (docs/CONTESTS.md, "Scoring").
 *
 * <p>Ranked entrants are the registered participants; reference entrants (the organizer's
 * yardstick bots) are scored by the same rule against the ranked results but take no rank and
 * never move anyone's denominator or points. Every game scores higher-is-better, and so does every
 * rule. Rule scores are exact decimals (9 places for the relative rule), so a tie is a tie, and a tie
 * goes to whoever reached the score first: a row reaches its score with the last of its bests, each
 * dated by the server's verified receipt (to the millisecond). Only a tie to the millisecond shares
 * a rank.
 */
public final class ScoreboardCalculator {

    /** Decimal places of a relative score; equal to this many places is a tie. */
    static final int RELATIVE_SCALE = 9;

    private ScoreboardCalculator() {}

    /** Someone on the board. */
    public record Entrant<K>(K key, boolean reference) {}

    /** One instance of one entrant: the raw best, its rank among the ranked results, the rule's points. */
    public record Cell(Integer score, Integer rank, BigDecimal points) {
        static final Cell EMPTY = new Cell(null, null, BigDecimal.ZERO);
    }

    /**
     * {@code rank} is null for a reference entrant and for one without any result yet. {@code reachedAt}
     * is the receipt of the last of the row's bests (null without receipts), {@code alsoReachedBy} how
     * many other ranked rows have the same score.
     */
    public record Row<K>(
            K key,
            boolean reference,
            Integer rank,
            BigDecimal score,
            long rawTotal,
            int results,
            List<Cell> cells,
            Instant reachedAt,
            int alsoReachedBy) {}

    /** An instance: the best ranked result (null when there is none) and how many ranked results it has. */
    public record Column(Integer best, int results) {}

    public record Board<K>(List<Row<K>> rows, List<Column> columns) {

        public Row<K> rowOf(K key) {
            return rows.stream().filter(r -> r.key().equals(key)).findFirst().orElse(null);
        }
    }

    /**
     * @param bests for each instance (in the contest's order), the best score of each entrant that has one
     * @param order the display order of entrants that tie (by name, say)
     */
    public static <K> Board<K> compute(
            ScoringRule rule, List<Entrant<K>> entrants, List<Map<K, Integer>> bests, Comparator<K> order) {
        return compute(rule, entrants, bests, List.of(), order);
    }

    /**
     * @param receipts for each instance, when each best in {@code bests} was received (the earliest
     *     submission of that score); missing receipts break no tie
     */
    public static <K> Board<K> compute(
            ScoringRule rule,
            List<Entrant<K>> entrants,
            List<Map<K, Integer>> bests,
            List<Map<K, Instant>> receipts,
            Comparator<K> order) {
        List<Column> columns = new ArrayList<>();
        List<List<Integer>> rankedScores = new ArrayList<>();
        for (Map<K, Integer> instance : bests) {
            List<Integer> ranked = new ArrayList<>();
            for (Entrant<K> e : entrants) {
                Integer s = instance.get(e.key());
                if (s != null && !e.reference()) {
                    ranked.add(s);
                }
            }
            rankedScores.add(ranked);
            columns.add(new Column(ranked.stream().max(Integer::compare).orElse(null), ranked.size()));
        }
        List<Row<K>> unranked = new ArrayList<>();
        for (Entrant<K> e : entrants) {
            List<Cell> cells = new ArrayList<>();
            BigDecimal total = BigDecimal.ZERO;
            long raw = 0;
            int results = 0;
            Instant reached = null;
            for (int i = 0; i < bests.size(); i++) {
                Integer s = bests.get(i).get(e.key());
                if (s == null) {
                    cells.add(Cell.EMPTY);
                    continue;
                }
                List<Integer> ranked = rankedScores.get(i);
                int better = (int) ranked.stream().filter(o -> o > s).count();
                int notBetter = (int) ranked.stream().filter(o -> o <= s).count();
                BigDecimal points = switch (rule) {
                    case SUM -> BigDecimal.valueOf(s);
                    case RELATIVE -> relative(s, columns.get(i).best());
                    // A reference is counted as one more result, as if it had taken part.
                    case RANK -> BigDecimal.valueOf(e.reference() ? notBetter + 1 : notBetter);
                };
                cells.add(new Cell(s, e.reference() ? null : better + 1, points));
                Instant at = i < receipts.size() ? receipts.get(i).get(e.key()) : null;
                if (at != null && (reached == null || at.isAfter(reached))) {
                    reached = at;
                }
                total = total.add(points);
                raw += s;
                results++;
            }
            unranked.add(new Row<>(e.key(), e.reference(), null, total, raw, results, cells, reached, 0));
        }
        return new Board<>(ranked(unranked, order), columns);
    }

    /** Own / best when the best is positive (a reference may pass 1); otherwise 1 for the best, 0 for the rest. */
    static BigDecimal relative(int score, Integer best) {
        if (best == null) {
            return BigDecimal.ZERO;
        }
        if (best <= 0) {
            return score >= best ? BigDecimal.ONE.setScale(RELATIVE_SCALE) : BigDecimal.ZERO.setScale(RELATIVE_SCALE);
        }
        return BigDecimal.valueOf(Math.max(score, 0))
                .divide(BigDecimal.valueOf(best), RELATIVE_SCALE, RoundingMode.HALF_EVEN);
    }

    /**
     * Sorted by score, ranked before reference on a tie, then by who reached the score first (no
     * receipt last), then by {@code order}; competition ranks (1, 2, 2, 4) where only a tie to the
     * millisecond of receipt is shared.
     */
    private static <K> List<Row<K>> ranked(List<Row<K>> rows, Comparator<K> order) {
        Comparator<Row<K>> byBoard = Comparator.<Row<K>, Boolean>comparing(r -> r.results() == 0)
                .thenComparing(Row::score, Comparator.reverseOrder())
                .thenComparing(Row::reference)
                .thenComparing(Row::reachedAt, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(Row::key, order);
        List<Row<K>> sorted = new ArrayList<>(rows);
        sorted.sort(byBoard);
        // How many ranked rows share each score (compareTo, not equals: 1.8 and 1.800000000 are one score).
        Map<BigDecimal, Integer> sharing = new TreeMap<>();
        for (Row<K> r : sorted) {
            if (!r.reference() && r.results() > 0) {
                sharing.merge(r.score(), 1, Integer::sum);
            }
        }
        List<Row<K>> out = new ArrayList<>(sorted.size());
        int position = 0;
        Row<K> last = null;
        int lastRank = 0;
        for (Row<K> r : sorted) {
            if (r.reference() || r.results() == 0) {
                out.add(r);
                continue;
            }
            position++;
            boolean tied = last != null
                    && last.score().compareTo(r.score()) == 0
                    && Objects.equals(last.reachedAt(), r.reachedAt());
            int rank = tied ? lastRank : position;
            last = r;
            lastRank = rank;
            out.add(new Row<>(
                    r.key(),
                    false,
                    rank,
                    r.score(),
                    r.rawTotal(),
                    r.results(),
                    r.cells(),
                    r.reachedAt(),
                    sharing.get(r.score()) - 1));
        }
        return out;
    }
}
