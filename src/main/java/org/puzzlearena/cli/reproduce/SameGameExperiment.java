package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.TabuColourPolicy;

/**
 * NMCS paper, section 5.2, Table 1: the 20 standard SameGame positions with NMCS level 2 and the
 * tabu-colour playout, without and with memorisation, next to the paper's columns; and what our
 * iterated NMCS reaches within a fixed CPU-time budget per position.
 */
final class SameGameExperiment implements Experiment {

    private enum Kind {
        NO_MEMO,
        MEMO,
        BUDGET
    }

    private record Job(int position, Kind kind, int run) {}

    /** {@code score} is the game the search played (the paper's); {@code bestSeen} the best any playout reached. */
    private record Run(Job job, int score, int bestSeen, double cpuSeconds) {}

    @Override
    public String name() {
        return "samegame";
    }

    @Override
    public String summary() {
        return "the 20 standard SameGame positions: NMCS level 2 tabu with/without memorisation, and a CPU budget";
    }

    @Override
    public String title() {
        return "SameGame, the 20 standard positions (NMCS paper, section 5.2, Table 1)";
    }

    @Override
    public String optionsUsage() {
        return "--runs N searches per position and column (default 1), --positions 1-20, --level L (default 2),"
                + " --seconds T CPU budget of the iterated column (default 10), --budget-level L (default 2)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("positions", "level", "seconds", "budget-level");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int runs = args.runs(1);
        List<Integer> positions =
                args.options().intListOption("positions", 1, SameGamePaperTable.POSITIONS, allPositions());
        int level = args.options().intOption("level", 2, 1, 4);
        double seconds = args.options().doubleOption("seconds", 10, 0.01, 86_400);
        int budgetLevel = args.options().intOption("budget-level", 2, 1, 4);
        Game game = Games.byId("samegame").orElseThrow();
        NestedMonteCarloSearch noMemo = new NestedMonteCarloSearch(level, false, TabuColourPolicy.INSTANCE);
        NestedMonteCarloSearch memo = new NestedMonteCarloSearch(level, true, TabuColourPolicy.INSTANCE);
        NestedMonteCarloSearch iterated = new NestedMonteCarloSearch(budgetLevel, true, TabuColourPolicy.INSTANCE);

        Warmup.run(
                new NestedMonteCarloSearch(1, true, TabuColourPolicy.INSTANCE),
                game.newInitialState("standard/" + positions.get(0)),
                Math.min(2, seconds / 5),
                progress);
        List<Job> jobs = new ArrayList<>();
        for (Kind kind : List.of(Kind.BUDGET, Kind.MEMO, Kind.NO_MEMO)) {
            for (int p : positions) {
                for (int r = 0; r < runs; r++) {
                    jobs.add(new Job(p, kind, r));
                }
            }
        }
        List<Run> results = ParallelRuns.run("searches", jobs, args.threads(), progress, job -> {
            State root = game.newInitialState("standard/" + job.position());
            long seed = RunSeeds.of(args.seed(), "samegame/" + job.position() + "/" + job.kind(), job.run());
            if (job.kind() == Kind.BUDGET) {
                CpuTimedSearch.Outcome o = CpuTimedSearch.run(iterated, root, seed, seconds, Integer.MAX_VALUE, false);
                return new Run(job, o.score(), o.score(), o.cpuSeconds());
            }
            SearchContext ctx = new SearchContext(Budget.oneIteration(), SearchListener.NONE);
            long start = CpuTime.currentThreadNanos();
            int score = (job.kind() == Kind.MEMO ? memo : noMemo).playOneGame(root.copy(), ctx, new SplitMix64(seed));
            return new Run(job, score, ctx.bestScore(), (CpuTime.currentThreadNanos() - start) / 1e9);
        });

        String each = runs == 1 ? "one search" : "the mean of " + runs + " searches";
        out.println("Papers' scoring (no penalty for blocks left), tabu-colour playouts. Per position " + each
                + " per column. \"L" + level + "\": one complete level-" + level
                + " search without memorisation, scored by the game it played (the paper's `nested()`);"
                + " \"best seen\" is the best game any of its playouts reached (an anytime bot would report that)."
                + " \"L" + level + "m\": one complete level-" + level + " search with memorisation."
                + " \"iterated L" + budgetLevel + "m, " + Fmt.seconds(seconds) + " CPU s\": level-" + budgetLevel
                + " searches with memorisation restarted until " + Fmt.seconds(seconds)
                + " CPU seconds of the searching thread have passed, best game kept. Paper columns from its"
                + " Table 1; SP-MCTS and level 3m for reference (not rerun here).");
        out.println();
        MarkdownTable table = new MarkdownTable(
                1,
                "position",
                "SP-MCTS (paper)",
                "L2 (paper)",
                "L" + level + " ours",
                "best seen",
                "L2m (paper)",
                "L" + level + "m ours",
                "L3m (paper)",
                "iterated L" + budgetLevel + "m, " + Fmt.seconds(seconds) + " CPU s",
                "CPU s L" + level,
                "CPU s L" + level + "m");
        double[] totals = new double[5];
        int[] paperTotals = new int[4];
        for (int p : positions) {
            double noMemoScore = mean(results, p, Kind.NO_MEMO, false);
            double bestSeen = mean(results, p, Kind.NO_MEMO, true);
            double memoScore = mean(results, p, Kind.MEMO, false);
            double budgetScore = mean(results, p, Kind.BUDGET, false);
            totals[0] += noMemoScore;
            totals[1] += bestSeen;
            totals[2] += memoScore;
            totals[3] += budgetScore;
            for (int c = 0; c < 4; c++) {
                paperTotals[c] += SameGamePaperTable.score(p, c);
            }
            table.row(
                    p,
                    Fmt.grouped(SameGamePaperTable.score(p, SameGamePaperTable.SP_MCTS)),
                    Fmt.grouped(SameGamePaperTable.score(p, SameGamePaperTable.LEVEL_2)),
                    score(noMemoScore),
                    score(bestSeen),
                    Fmt.grouped(SameGamePaperTable.score(p, SameGamePaperTable.LEVEL_2M)),
                    score(memoScore),
                    Fmt.grouped(SameGamePaperTable.score(p, SameGamePaperTable.LEVEL_3M)),
                    score(budgetScore),
                    Fmt.fixed(cpu(results, p, Kind.NO_MEMO), 2),
                    Fmt.fixed(cpu(results, p, Kind.MEMO), 2));
        }
        String label = positions.size() == SameGamePaperTable.POSITIONS
                ? "**total**"
                : "total (" + positions.size() + " positions)";
        table.row(
                label,
                Fmt.grouped(paperTotals[0]),
                Fmt.grouped(paperTotals[1]),
                score(totals[0]),
                score(totals[1]),
                Fmt.grouped(paperTotals[2]),
                score(totals[2]),
                Fmt.grouped(paperTotals[3]),
                score(totals[3]),
                Fmt.fixed(totalCpu(results, Kind.NO_MEMO) / runs, 2),
                Fmt.fixed(totalCpu(results, Kind.MEMO) / runs, 2));
        table.print(out);
    }

    private static List<Integer> allPositions() {
        List<Integer> all = new ArrayList<>();
        for (int p = 1; p <= SameGamePaperTable.POSITIONS; p++) {
            all.add(p);
        }
        return all;
    }

    private static String score(double value) {
        return Fmt.grouped(Math.round(value));
    }

    private static double mean(List<Run> runs, int position, Kind kind, boolean bestSeen) {
        double sum = 0;
        int n = 0;
        for (Run r : runs) {
            if (r.job().position() == position && r.job().kind() == kind) {
                sum += bestSeen ? r.bestSeen() : r.score();
                n++;
            }
        }
        return sum / n;
    }

    private static double cpu(List<Run> runs, int position, Kind kind) {
        double sum = 0;
        int n = 0;
        for (Run r : runs) {
            if (r.job().position() == position && r.job().kind() == kind) {
                sum += r.cpuSeconds();
                n++;
            }
        }
        return sum / n;
    }

    private static double totalCpu(List<Run> runs, Kind kind) {
        double sum = 0;
        for (Run r : runs) {
            if (r.job().kind() == kind) {
                sum += r.cpuSeconds();
            }
        }
        return sum;
    }
}
