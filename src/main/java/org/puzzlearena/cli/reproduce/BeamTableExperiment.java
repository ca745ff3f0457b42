package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.BeamSearch;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.search.UniformPolicy;

/**
 * Beam-search paper, Table 1: the mean score of one complete level-2 Monte-Carlo beam search on
 * Morpion 5D for each beam size s1 (level 1) and s2 (level 2) with s1 * s2 <= 32. A search costs
 * about s1 * s2 level-2 NMCS searches, so the cheap cells get more runs: runs = max(--runs,
 * ceil(--units / (s1 * s2))).
 */
final class BeamTableExperiment implements Experiment {

    private static final int[] SIZES = {1, 2, 4, 8, 16, 32};

    /** The paper's Table 1 (118 runs per cell), indexed by the position of s1 and s2 in SIZES. */
    private static final double[][] PAPER = {
        {66.66, 67.44, 69.06, 70.48, 71.59, 72.28},
        {67.84, 68.97, 70.17, 71.38, 72.47},
        {69.25, 70.53, 71.47, 72.53},
        {70.47, 71.74, 72.48},
        {71.76, 72.27},
        {72.36},
    };

    private record Cell(int s1, int s2, double paper, int runs) {
        int product() {
            return s1 * s2;
        }
    }

    private record Job(Cell cell, int index) {}

    private record Run(Cell cell, int score, double cpuSeconds) {}

    @Override
    public String name() {
        return "beam-table";
    }

    @Override
    public String summary() {
        return "Morpion 5D mean score of level-2 beam search for s1 * s2 <= 32 (beam paper, Table 1)";
    }

    @Override
    public String title() {
        return "Monte-Carlo beam search, level 2, Morpion 5D (beam paper, Table 1)";
    }

    @Override
    public String optionsUsage() {
        return "--runs N minimum runs per cell (default 4), --units U runs x s1 x s2 per cell (default 64),"
                + " --max-product P (default 32)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("units", "max-product");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int minRuns = args.runs(4);
        int units = args.options().intOption("units", 64, 1, 1_000_000);
        int maxProduct = args.options().intOption("max-product", 32, 1, 32);
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < SIZES.length; i++) {
            for (int j = 0; j < PAPER[i].length; j++) {
                int product = SIZES[i] * SIZES[j];
                if (product <= maxProduct) {
                    int runs = Math.max(minRuns, (units + product - 1) / product);
                    cells.add(new Cell(SIZES[i], SIZES[j], PAPER[i][j], runs));
                }
            }
        }
        // The longest searches first, so that the threads finish together.
        List<Job> jobs = new ArrayList<>();
        for (Cell c : cells) {
            for (int k = 0; k < c.runs(); k++) {
                jobs.add(new Job(c, k));
            }
        }
        jobs.sort(Comparator.comparingInt((Job j) -> j.cell().product()).reversed());
        State root = Games.byId("morpion-5d").orElseThrow().newInitialState("cross");
        List<Run> runs = ParallelRuns.run("beam searches", jobs, args.threads(), progress, job -> {
            Cell c = job.cell();
            BeamSearch beam = new BeamSearch(new int[] {c.s1(), c.s2()}, UniformPolicy.INSTANCE);
            long seed = RunSeeds.of(args.seed(), "beam/" + c.s1() + "x" + c.s2(), job.index());
            long start = CpuTime.currentThreadNanos();
            SearchResult r = Search.run(beam, root, Budget.oneIteration(), seed, SearchListener.NONE);
            return new Run(c, r.score(), (CpuTime.currentThreadNanos() - start) / 1e9);
        });

        out.println("One complete level-2 beam search per run (`BeamSearch` with beam sizes {s1, s2},"
                + " `Budget.oneIteration()`), uniform random playouts; the score is the best game it found."
                + " The paper averaged 118 runs per cell; here runs = max(" + minRuns + ", ceil(" + units
                + " / (s1 x s2))). CPU seconds are per search, of the thread that ran it.");
        out.println();
        out.println("Ours (mean ± standard error) with the paper's value in brackets; rows s1, columns s2:");
        out.println();
        String[] header = new String[SIZES.length + 1];
        header[0] = "s1 \\ s2";
        for (int j = 0; j < SIZES.length; j++) {
            header[j + 1] = String.valueOf(SIZES[j]);
        }
        MarkdownTable grid = new MarkdownTable(1, header);
        for (int i = 0; i < SIZES.length; i++) {
            Object[] row = new Object[header.length];
            row[0] = SIZES[i];
            boolean any = false;
            for (int j = 0; j < SIZES.length; j++) {
                Stats st = scores(runs, SIZES[i], SIZES[j]);
                any |= st.count() > 0;
                row[j + 1] = st.count() == 0 ? "" : Fmt.meanSe(st, 2) + " (" + Fmt.fixed(PAPER[i][j], 2) + ")";
            }
            if (any) {
                grid.row(row);
            }
        }
        grid.print(out);

        MarkdownTable detail = new MarkdownTable(
                0,
                "s1",
                "s2",
                "s1 x s2",
                "runs",
                "ours mean",
                "s.e.",
                "paper",
                "ours - paper",
                "min",
                "max",
                "CPU s per search");
        cells.sort(Comparator.comparingInt(Cell::product).thenComparingInt(Cell::s1));
        for (Cell c : cells) {
            Stats st = scores(runs, c.s1(), c.s2());
            List<Double> cpu = new ArrayList<>();
            for (Run r : runs) {
                if (r.cell() == c) {
                    cpu.add(r.cpuSeconds());
                }
            }
            double[] cpuArray = cpu.stream().mapToDouble(Double::doubleValue).toArray();
            detail.row(
                    c.s1(),
                    c.s2(),
                    c.product(),
                    st.count(),
                    Fmt.fixed(st.mean(), 2),
                    Fmt.fixed(st.standardError(), 2),
                    Fmt.fixed(c.paper(), 2),
                    Fmt.fixed(st.mean() - c.paper(), 2),
                    (int) st.min(),
                    (int) st.max(),
                    Fmt.fixed(Stats.of(cpuArray).mean(), 2));
        }
        detail.print(out);
    }

    private static Stats scores(List<Run> runs, int s1, int s2) {
        List<Integer> found = new ArrayList<>();
        for (Run r : runs) {
            if (r.cell().s1() == s1 && r.cell().s2() == s2) {
                found.add(r.score());
            }
        }
        int[] a = new int[found.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = found.get(i);
        }
        return Stats.of(a);
    }
}
