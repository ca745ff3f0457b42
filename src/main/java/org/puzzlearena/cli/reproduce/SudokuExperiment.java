package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.IterativeSampling;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.SearchAlgorithm;
import org.puzzlearena.search.UniformPolicy;

/**
 * NMCS paper, section 5.3, Table 2: CPU time to solve generated 16x16 Sudoku with 66 % empty
 * cells by iterative sampling and NMCS levels 1 and 2 (with and without memorisation), each search
 * restarted at its level until one of its games fills the grid, with a cap per instance.
 */
final class SudokuExperiment implements Experiment {

    private static final int SOLVED = 256;

    private record Algorithm(String id, String label, SearchAlgorithm search, String paperSeconds) {}

    private record Job(Algorithm algorithm, int instance) {}

    private record Run(Job job, boolean solved, double cpuSeconds, long playouts) {}

    private static final List<Algorithm> ALGORITHMS = List.of(
            new Algorithm("sample", "iterative sampling", new IterativeSampling(UniformPolicy.INSTANCE), "61.83"),
            new Algorithm("nmcs1", "NMCS level 1, memorisation", nmcs(1, true), "1.34"),
            new Algorithm("nmcs1-nomemo", "NMCS level 1, no memorisation", nmcs(1, false), "7.00"),
            new Algorithm("nmcs2", "NMCS level 2, memorisation", nmcs(2, true), "1.64"),
            new Algorithm("nmcs2-nomemo", "NMCS level 2, no memorisation", nmcs(2, false), "4.87"));

    private static SearchAlgorithm nmcs(int level, boolean memorize) {
        return new NestedMonteCarloSearch(level, memorize, UniformPolicy.INSTANCE);
    }

    @Override
    public String name() {
        return "sudoku";
    }

    @Override
    public String summary() {
        return "CPU time to solve generated 16x16 Sudoku (66 % empty) by sampling and NMCS levels 1-2";
    }

    @Override
    public String title() {
        return "16x16 Sudoku, 66 % empty (NMCS paper, section 5.3, Table 2)";
    }

    @Override
    public String optionsUsage() {
        return "--runs N instances generated/F..F+N-1 (default 100), --first F (default 1), --cap T CPU seconds per"
                + " instance and algorithm (default 60), --algorithms sample,nmcs1,nmcs1-nomemo,nmcs2,nmcs2-nomemo";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("first", "cap", "algorithms");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int instances = args.runs(100);
        int first = args.options().intOption("first", 1, 0, Integer.MAX_VALUE - instances);
        double cap = args.options().doubleOption("cap", 60, 0.01, 86_400);
        List<Algorithm> algorithms = selected(args);
        Game game = Games.byId("sudoku16").orElseThrow();
        State warmupRoot = game.newInitialState("generated/" + (first == 0 ? instances : first - 1));
        Warmup.run(ALGORITHMS.get(0).search(), warmupRoot, Math.min(1, cap / 20), progress);
        Warmup.run(ALGORITHMS.get(1).search(), warmupRoot, Math.min(1, cap / 20), progress);

        List<Job> jobs = new ArrayList<>();
        for (Algorithm a : algorithms) {
            for (int i = 0; i < instances; i++) {
                jobs.add(new Job(a, first + i));
            }
        }
        List<Run> runs = ParallelRuns.run("instances x algorithms", jobs, args.threads(), progress, job -> {
            State root = game.newInitialState("generated/" + job.instance());
            long seed = RunSeeds.of(args.seed(), "sudoku/" + job.algorithm().id(), job.instance());
            CpuTimedSearch.Outcome o = CpuTimedSearch.run(job.algorithm().search(), root, seed, cap, SOLVED, true);
            return new Run(
                    job,
                    o.reached(),
                    o.reached() ? o.cpuSecondsToTarget() : o.cpuSeconds(),
                    o.result().playouts());
        });

        out.println("Instances `generated/" + first + "` to `generated/" + (first + instances - 1)
                + "` (our generator: a random full grid with 66 % of its cells emptied, solvable by construction;"
                + " not the paper's 100 problems). Each search is restarted at its level until one of its games"
                + " fills the grid (score 256), or until the cap of " + Fmt.seconds(cap) + " CPU seconds per"
                + " instance; the time is the CPU time of the searching thread until the first solution.");
        out.println();
        MarkdownTable table = new MarkdownTable(
                1,
                "algorithm",
                "solved",
                "total s",
                "mean s per instance",
                "median s",
                "max s",
                "mean playouts",
                "paper total s (100 problems)",
                "paper per problem");
        for (Algorithm a : algorithms) {
            List<Double> solvedTimes = new ArrayList<>();
            double total = 0;
            double playouts = 0;
            int n = 0;
            for (Run r : runs) {
                if (r.job().algorithm() == a) {
                    n++;
                    total += r.cpuSeconds();
                    playouts += r.playouts();
                    if (r.solved()) {
                        solvedTimes.add(r.cpuSeconds());
                    }
                }
            }
            double[] t = solvedTimes.stream().mapToDouble(Double::doubleValue).toArray();
            int unsolved = n - t.length;
            double median = Stats.medianWithCensored(t, unsolved);
            String atLeast = unsolved > 0 ? ">= " : "";
            table.row(
                    a.label(),
                    t.length + " / " + n,
                    atLeast + Fmt.fixed(total, 2),
                    atLeast + Fmt.fixed(total / n, 4),
                    Double.isNaN(median) ? "> " + Fmt.seconds(cap) : Fmt.fixed(median, 4),
                    unsolved > 0
                            ? "> " + Fmt.seconds(cap)
                            : Fmt.fixed(Stats.of(t).max(), 4),
                    Fmt.grouped(Math.round(playouts / n)),
                    a.paperSeconds(),
                    Fmt.fixed(Double.parseDouble(a.paperSeconds()) / 100, 4));
        }
        table.print(out);
        out.println("The paper's Table 2 gives the time to solve all of its 100 problems: its Forward Checking"
                + " entry, > 446,771 s with 21 problems stopped at 20,000 s each, can only be a total, so the"
                + " other entries are totals too; \"paper per problem\" divides them by 100. Unsolved instances"
                + " count at the cap in the totals and means (\">=\"). Its Forward Checking column is not rerun.");
        out.println();
    }

    private static List<Algorithm> selected(ExperimentArgs args) {
        if (args.options().option("algorithms") == null) {
            return ALGORITHMS;
        }
        List<Algorithm> chosen = new ArrayList<>();
        for (String id : args.options().option("algorithms").split(",", -1)) {
            Algorithm found = null;
            for (Algorithm a : ALGORITHMS) {
                if (a.id().equals(id.trim())) {
                    found = a;
                }
            }
            if (found == null) {
                throw new CliArgs.UsageException(
                        "--algorithms: unknown '" + id.trim() + "' (sample, nmcs1, nmcs1-nomemo, nmcs2, nmcs2-nomemo)");
            }
            if (!chosen.contains(found)) {
                chosen.add(found);
            }
        }
        return chosen;
    }
}
