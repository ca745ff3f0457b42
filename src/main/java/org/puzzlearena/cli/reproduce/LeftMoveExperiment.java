package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.LeftMoveTheory;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.UniformPolicy;

/**
 * NMCS paper, section 4.2: (a) the score distribution of our NMCS without memorisation on the
 * depth-60 left-move tree against the paper's exact dynamic program (its Figure 3 and "within
 * 1.02 %"); (b) the effect of memorisation at depth 9, level 3 (paper: 0.41 without, 0.80 with).
 */
final class LeftMoveExperiment implements Experiment {

    private static final int MAX_LEVEL = 3;
    private static final int MEMO_DEPTH = 9;
    /** Scores whose exact probability is below this and that no search reached are left out of the table. */
    private static final double SHOWN_PROBABILITY = 0.0005;

    @Override
    public String name() {
        return "leftmove";
    }

    @Override
    public String summary() {
        return "NMCS on the left-move tree vs the exact distribution; memorisation at depth 9 level 3";
    }

    @Override
    public String title() {
        return "Left-move problem (NMCS paper, section 4.2, Figure 3)";
    }

    @Override
    public String optionsUsage() {
        return "--runs N searches per level (default 10000; the paper 100000), --depth D (default 60)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("depth");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int runs = args.runs(10_000);
        int depth = args.options().intOption("depth", 60, 1, 200);
        distributions(args, depth, runs, out, progress);
        memorisation(args, runs, out, progress);
    }

    private void distributions(ExperimentArgs args, int depth, int runs, PrintStream out, Progress progress) {
        LeftMoveTheory theory = new LeftMoveTheory(depth, MAX_LEVEL);
        int[][] counts = new int[MAX_LEVEL + 1][];
        for (int level = 1; level <= MAX_LEVEL; level++) {
            counts[level] = histogram(args, depth, level, false, runs, progress);
        }
        out.println("### (a) Score distribution without memorisation, depth " + depth + ", " + Fmt.grouped(runs)
                + " searches per level");
        out.println();
        out.println("Exact: the paper's dynamic program (`LeftMoveTheory`). Ours: the score of the game played by"
                + " `NestedMonteCarloSearch.playOneGame` (the paper's `nested()`), ties broken at random."
                + " Percent of searches; scores with exact probability under 0.05 % that no search reached are"
                + " left out.");
        out.println();
        String[] header = new String[1 + 2 * MAX_LEVEL];
        header[0] = "score";
        for (int level = 1; level <= MAX_LEVEL; level++) {
            header[2 * level - 1] = "exact L" + level;
            header[2 * level] = "ours L" + level;
        }
        MarkdownTable table = new MarkdownTable(0, header);
        for (int s = 0; s <= depth; s++) {
            boolean shown = false;
            Object[] row = new Object[header.length];
            row[0] = s;
            for (int level = 1; level <= MAX_LEVEL; level++) {
                double exact = theory.distribution(depth, level)[s];
                shown |= exact >= SHOWN_PROBABILITY || counts[level][s] > 0;
                row[2 * level - 1] = Fmt.fixed(100 * exact, 2);
                row[2 * level] = Fmt.fixed(100.0 * counts[level][s] / runs, 2);
            }
            if (shown) {
                table.row(row);
            }
        }
        table.print(out);

        MarkdownTable summary = new MarkdownTable(
                1,
                "level",
                "searches",
                "exact mean",
                "our mean ± s.e.",
                "max abs difference (points of %)",
                "at score",
                "largest abs z");
        for (int level = 1; level <= MAX_LEVEL; level++) {
            double[] exact = theory.distribution(depth, level);
            double maxDiff = 0;
            int at = 0;
            double maxZ = 0;
            double[] scores = new double[runs];
            int k = 0;
            for (int s = 0; s <= depth; s++) {
                double observed = counts[level][s] / (double) runs;
                double diff = Math.abs(observed - exact[s]);
                if (diff > maxDiff) {
                    maxDiff = diff;
                    at = s;
                }
                if (exact[s] * runs >= 5) {
                    // Where the normal approximation of a count holds; rarer scores only enter maxDiff.
                    maxZ = Math.max(maxZ, diff / Math.sqrt(exact[s] * (1 - exact[s]) / runs));
                }
                for (int c = 0; c < counts[level][s]; c++) {
                    scores[k++] = s;
                }
            }
            summary.row(
                    "level " + level,
                    Fmt.grouped(runs),
                    Fmt.fixed(theory.mean(depth, level), 3),
                    Fmt.meanSe(Stats.of(scores), 3),
                    Fmt.fixed(100 * maxDiff, 3),
                    at,
                    Fmt.fixed(maxZ, 2));
        }
        summary.print(out);
        out.println("The paper: \"the experimental results are within 1.02 % of the theoretical distribution\""
                + " (100,000 searches per level). \"Largest abs z\" is the largest difference divided by the"
                + " standard deviation of a frequency over this many searches, sqrt(p(1-p)/N), over the scores"
                + " expected at least 5 times: with about 20 such scores per level, values up to about 3 are what"
                + " chance alone gives.");
        out.println();
    }

    private void memorisation(ExperimentArgs args, int runs, PrintStream out, Progress progress) {
        double exact = new LeftMoveTheory(MEMO_DEPTH, MAX_LEVEL).distribution(MEMO_DEPTH, MAX_LEVEL)[MEMO_DEPTH];
        int without = histogram(args, MEMO_DEPTH, MAX_LEVEL, false, runs, progress)[MEMO_DEPTH];
        int with = histogram(args, MEMO_DEPTH, MAX_LEVEL, true, runs, progress)[MEMO_DEPTH];
        out.println("### (b) Memorisation, depth " + MEMO_DEPTH + ", level " + MAX_LEVEL + ": probability of the best"
                + " score (" + MEMO_DEPTH + "), " + Fmt.grouped(runs) + " searches each");
        out.println();
        MarkdownTable table = new MarkdownTable(
                1,
                "search",
                "best score found",
                "P(best)",
                "95 % interval (Wilson)",
                "exact (dynamic program)",
                "paper");
        table.row(
                "without memorisation",
                Fmt.grouped(without),
                Fmt.fixed(without / (double) runs, 3),
                interval(without, runs),
                Fmt.fixed(exact, 3),
                "0.41");
        table.row(
                "with memorisation",
                Fmt.grouped(with),
                Fmt.fixed(with / (double) runs, 3),
                interval(with, runs),
                "-",
                "0.80");
        table.print(out);
    }

    private static String interval(int successes, int runs) {
        double[] w = Stats.wilson95(successes, runs);
        return Fmt.fixed(w[0], 3) + " - " + Fmt.fixed(w[1], 3);
    }

    /** Scores of {@code runs} level-{@code level} games on the depth-{@code depth} tree, counted per score. */
    private static int[] histogram(
            ExperimentArgs args, int depth, int level, boolean memorize, int runs, Progress progress) {
        State root = Games.byId("leftmove").orElseThrow().newInitialState("depth/" + depth);
        NestedMonteCarloSearch nmcs = new NestedMonteCarloSearch(level, memorize, UniformPolicy.INSTANCE);
        String series = "depth " + depth + " level " + level + (memorize ? " with" : " without") + " memorisation";
        String seedSeries = "leftmove/" + depth + "/" + level + (memorize ? "m" : "");
        List<Integer> jobs = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            jobs.add(i);
        }
        List<Integer> scores = ParallelRuns.run(series, jobs, args.threads(), progress, i -> {
            SearchContext ctx = new SearchContext(Budget.oneIteration(), SearchListener.NONE);
            return nmcs.playOneGame(root.copy(), ctx, new SplitMix64(RunSeeds.of(args.seed(), seedSeries, i)));
        });
        int[] counts = new int[depth + 1];
        for (int s : scores) {
            counts[s]++;
        }
        return counts;
    }
}
