package org.puzzlearena.server.suites;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The comparison of a suite's finished runs: one row per bot (the configuration's name without
 * budget and seed, and whether it is hosted), so repeats of one configuration with different seeds
 * are one row with their mean, 95% confidence half-width (Student's t, null for a single run),
 * minimum and maximum total, and per item the mean, half-width, count and best score. A suite run
 * counts only once every one of its items has finished: a failed one is not in the comparison.
 * Rows are ordered by mean total, best first.
 */
public final class SuiteComparisons {

    private SuiteComparisons() {}

    @Schema(name = "SuiteComparison")
    public record Comparison(SuiteView suite, List<Row> rows) {}

    @Schema(name = "SuiteComparisonRow")
    public record Row(
            String bot,
            boolean hosted,
            int suiteRuns,
            List<Long> suiteRunIds,
            List<Long> seeds,
            Total total,
            List<Item> items) {}

    @Schema(name = "SuiteComparisonTotal")
    public record Total(double mean, Double ci95, long min, long max) {}

    @Schema(name = "SuiteComparisonItem")
    public record Item(String game, String instance, double mean, Double ci95, int n, int best) {}

    private record Key(String bot, boolean hosted) {}

    /** {@code scores}: every item score of the suite's finished runs, a run's items together. */
    static Comparison compare(Suite suite, List<SuiteRunRepository.FinishedScore> scores) {
        // bot -> suite run -> its scores by position
        Map<Key, Map<Long, int[]>> groups = new LinkedHashMap<>();
        Map<Long, Long> seeds = new LinkedHashMap<>();
        int size = suite.items().size();
        for (SuiteRunRepository.FinishedScore s : scores) {
            int[] run = groups.computeIfAbsent(new Key(s.bot(), s.hosted()), k -> new LinkedHashMap<>())
                    .computeIfAbsent(s.suiteRunId(), id -> new int[size]);
            if (s.position() < size) {
                run[s.position()] = s.score();
            }
            seeds.put(s.suiteRunId(), s.seed());
        }
        List<Row> rows = new ArrayList<>();
        groups.forEach((key, runs) -> rows.add(row(suite, key, runs, seeds)));
        rows.sort(Comparator.comparingDouble((Row r) -> -r.total().mean()).thenComparing(Row::bot));
        return new Comparison(SuiteView.of(suite), rows);
    }

    private static Row row(Suite suite, Key key, Map<Long, int[]> runs, Map<Long, Long> seeds) {
        List<int[]> all = List.copyOf(runs.values());
        double[] totals = all.stream()
                .mapToDouble(r -> Arrays.stream(r).asLongStream().sum())
                .toArray();
        List<Item> items = new ArrayList<>();
        for (int p = 0; p < suite.items().size(); p++) {
            int position = p;
            double[] values = all.stream().mapToDouble(r -> r[position]).toArray();
            SuiteItem item = suite.items().get(p);
            items.add(new Item(
                    item.game(),
                    item.instance(),
                    mean(values),
                    StudentT.halfWidth95(values),
                    values.length,
                    all.stream().mapToInt(r -> r[position]).max().orElseThrow()));
        }
        return new Row(
                key.bot(),
                key.hosted(),
                all.size(),
                List.copyOf(runs.keySet()),
                runs.keySet().stream().map(seeds::get).toList(),
                new Total(
                        mean(totals),
                        StudentT.halfWidth95(totals),
                        (long) Arrays.stream(totals).min().orElseThrow(),
                        (long) Arrays.stream(totals).max().orElseThrow()),
                items);
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElseThrow();
    }
}
