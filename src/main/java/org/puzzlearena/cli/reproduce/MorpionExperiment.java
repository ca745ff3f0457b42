package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.UniformPolicy;

/**
 * NMCS paper, section 5.1, Figures 8 and 9: score distributions of Morpion Solitaire 5D for random
 * games (level 0) and NMCS levels 1 and 2, with and without memorisation of the best sequence.
 */
final class MorpionExperiment implements Experiment {

    private static final int PAPER_SAMPLES = 100_000;

    /** One column of the figures: a level, memorisation, and how many searches. */
    private record Series(String label, int level, boolean memorize, int runs, String paperPeak) {}

    /** One search's score and the CPU seconds it took. */
    private record Run(int score, double cpuSeconds) {}

    @Override
    public String name() {
        return "morpion";
    }

    @Override
    public String summary() {
        return "Morpion 5D score distributions of NMCS levels 0-2, with and without memorisation";
    }

    @Override
    public String title() {
        return "Morpion Solitaire 5D score distributions (NMCS paper, section 5.1, Figures 8 and 9)";
    }

    @Override
    public String optionsUsage() {
        return "--runs N level-1 searches (default 10000), --level2-runs N (default 1000), --level3-runs N"
                + " (default 0), --samples N level-0 games (default 10 x --runs, at most 100000)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("level2-runs", "level3-runs", "samples");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int runs1 = args.runs(10_000);
        int runs2 = args.options().intOption("level2-runs", 1000, 1, 1_000_000);
        int runs3 = args.options().intOption("level3-runs", 0, 0, 100_000);
        // The paper's ratio: 100,000 random games next to 10,000 level-1 searches.
        int samples = args.options().intOption("samples", (int) Math.min(PAPER_SAMPLES, 10L * runs1), 1, 100_000_000);
        List<Series> series = new ArrayList<>(List.of(
                new Series("level 0 (random games)", 0, true, samples, "-"),
                new Series("level 1, no memorisation", 1, false, runs1, "59"),
                new Series("level 1, memorisation", 1, true, runs1, "61"),
                new Series("level 2, no memorisation", 2, false, runs2, "62"),
                new Series("level 2, memorisation", 2, true, runs2, "66")));
        if (runs3 > 0) {
            series.add(new Series("level 3, memorisation", 3, true, runs3, "-"));
        }
        State root = Games.byId("morpion-5d").orElseThrow().newInitialState("cross");
        List<List<Run>> results = new ArrayList<>();
        for (Series s : series) {
            results.add(runSeries(args, root, s, progress));
        }

        out.println("Each search is one complete game at its level (`NestedMonteCarloSearch.playOneGame`, the"
                + " paper's `nested()`), uniform random playouts; the score is that game's number of moves."
                + " The paper used 100,000 random games and 10,000 searches at levels 1 and 2 (400 at level 3"
                + " with memorisation). CPU milliseconds are per search, of the thread that ran it.");
        out.println();
        MarkdownTable summary = new MarkdownTable(
                1,
                "search",
                "searches",
                "peak (mode)",
                "paper peak",
                "mean ± s.e.",
                "median",
                "min",
                "max",
                "CPU ms per search");
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            List<Run> rs = results.get(i);
            int[] scores = new int[rs.size()];
            double[] cpu = new double[rs.size()];
            for (int k = 0; k < rs.size(); k++) {
                scores[k] = rs.get(k).score();
                cpu[k] = rs.get(k).cpuSeconds();
            }
            Stats st = Stats.of(scores);
            summary.row(
                    s.label(),
                    Fmt.grouped(s.runs()),
                    mode(scores),
                    s.paperPeak(),
                    Fmt.meanSe(st, 2),
                    Fmt.fixed(st.median(), 1),
                    (int) st.min(),
                    (int) st.max(),
                    Fmt.fixed(1000 * Stats.of(cpu).mean(), 3));
        }
        summary.print(out);

        out.println("Distributions (percent of searches per score):");
        out.println();
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (List<Run> rs : results) {
            for (Run r : rs) {
                lo = Math.min(lo, r.score());
                hi = Math.max(hi, r.score());
            }
        }
        String[] header = new String[series.size() + 1];
        header[0] = "score";
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            header[i + 1] = "L" + s.level() + (s.level() == 0 ? "" : s.memorize() ? " memo" : " no memo");
        }
        MarkdownTable table = new MarkdownTable(0, header);
        for (int score = lo; score <= hi; score++) {
            Object[] row = new Object[header.length];
            row[0] = score;
            for (int i = 0; i < series.size(); i++) {
                int count = 0;
                for (Run r : results.get(i)) {
                    count += r.score() == score ? 1 : 0;
                }
                row[i + 1] = count == 0
                        ? ""
                        : Fmt.fixed(100.0 * count / results.get(i).size(), 2);
            }
            table.row(row);
        }
        table.print(out);
    }

    private static List<Run> runSeries(ExperimentArgs args, State root, Series s, Progress progress) {
        String seedSeries = "morpion/" + s.level() + (s.memorize() ? "m" : "");
        List<Integer> jobs = new ArrayList<>();
        for (int i = 0; i < s.runs(); i++) {
            jobs.add(i);
        }
        NestedMonteCarloSearch nmcs =
                s.level() == 0 ? null : new NestedMonteCarloSearch(s.level(), s.memorize(), UniformPolicy.INSTANCE);
        return ParallelRuns.run(s.label(), jobs, args.threads(), progress, i -> {
            SplitMix64 rng = new SplitMix64(RunSeeds.of(args.seed(), seedSeries, i));
            State game = root.copy();
            long start = CpuTime.currentThreadNanos();
            int score;
            if (nmcs == null) {
                UniformPolicy.INSTANCE.playOut(game, rng, new int[root.game().maxLegalMoves()]);
                score = game.score();
            } else {
                score = nmcs.playOneGame(game, new SearchContext(Budget.oneIteration(), SearchListener.NONE), rng);
            }
            return new Run(score, (CpuTime.currentThreadNanos() - start) / 1e9);
        });
    }

    /** The most frequent score (the lowest of equally frequent ones). */
    static int mode(int[] scores) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int s : scores) {
            lo = Math.min(lo, s);
            hi = Math.max(hi, s);
        }
        int[] counts = new int[hi - lo + 1];
        int best = lo;
        for (int s : scores) {
            counts[s - lo]++;
        }
        for (int s = lo; s <= hi; s++) {
            if (counts[s - lo] > counts[best - lo]) {
                best = s;
            }
        }
        return best;
    }
}
