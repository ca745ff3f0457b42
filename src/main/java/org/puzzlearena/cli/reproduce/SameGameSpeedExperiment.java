package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.TabuColourPolicy;

/**
 * The speed target of the tracker: public C++ peers need 15-30 s for a level-2 tabu NMCS on
 * SameGame standard position 1 (median score about 1,955); ours should reach that score within
 * 10 s on one core. Measured two ways: single complete level-2 searches (the peers' unit), and
 * iterated level-2 searches under a CPU budget, noting when each run first reaches the target.
 */
final class SameGameSpeedExperiment implements Experiment {

    private record Job(boolean iterated, int run) {}

    private record Run(Job job, int score, double cpuSeconds, double cpuSecondsToTarget) {}

    @Override
    public String name() {
        return "samegame-speed";
    }

    @Override
    public String summary() {
        return "SameGame position 1, level-2 tabu NMCS: score and CPU time to reach the C++ peers' median";
    }

    @Override
    public String title() {
        return "SameGame speed target: tabu NMCS against the C++ peers' level-2 median";
    }

    @Override
    public String optionsUsage() {
        return "--runs R runs of each kind (default 20), --seconds T CPU budget of an iterated run (default 10),"
                + " --target S (default 1955), --position P (default 1), --level L (default 2)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("seconds", "target", "position", "level");
    }

    @Override
    public void run(ExperimentArgs args, PrintStream out, Progress progress) {
        int runs = args.runs(20);
        double seconds = args.options().doubleOption("seconds", 10, 0.01, 86_400);
        int target = args.options().intOption("target", 1955, 0, 1_000_000);
        int position = args.options().intOption("position", 1, 1, SameGamePaperTable.POSITIONS);
        int level = args.options().intOption("level", 2, 1, 4);
        Game game = Games.byId("samegame").orElseThrow();
        State root = game.newInitialState("standard/" + position);
        NestedMonteCarloSearch nmcs = new NestedMonteCarloSearch(level, true, TabuColourPolicy.INSTANCE);
        Warmup.run(
                new NestedMonteCarloSearch(1, true, TabuColourPolicy.INSTANCE),
                root,
                Math.min(2, seconds / 5),
                progress);

        List<Job> jobs = new ArrayList<>();
        for (boolean iterated : new boolean[] {true, false}) {
            for (int r = 0; r < runs; r++) {
                jobs.add(new Job(iterated, r));
            }
        }
        List<Run> results = ParallelRuns.run("runs", jobs, args.threads(), progress, job -> {
            long seed = RunSeeds.of(
                    args.seed(), "samegame-speed/" + position + (job.iterated() ? "/iterated" : "/one"), job.run());
            CpuTimedSearch.Outcome o = job.iterated()
                    ? CpuTimedSearch.run(nmcs, root, seed, seconds, target, false)
                    : CpuTimedSearch.run(nmcs, root, seed, Double.POSITIVE_INFINITY, 1, target, false);
            return new Run(job, o.score(), o.cpuSeconds(), o.cpuSecondsToTarget());
        });

        out.println("SameGame standard/" + position + ", papers' scoring, NMCS level " + level
                + " with memorisation and the"
                + " tabu-colour playout. Target: " + Fmt.grouped(target) + " (the C++ peers' median for one level-2"
                + " search, which takes them 15-30 s). Times are CPU seconds of the searching thread, after a JIT"
                + " warm-up; \"reached\" is the CPU time at which a playout first scored the target or more.");
        out.println();
        MarkdownTable summary = new MarkdownTable(
                1,
                "runs of",
                "runs",
                "median score",
                "mean ± s.e.",
                "min",
                "max",
                "reached target",
                "median CPU s to target",
                "median CPU s per run");
        for (boolean iterated : new boolean[] {false, true}) {
            List<Run> rs = select(results, iterated);
            int[] scores = new int[rs.size()];
            double[] cpu = new double[rs.size()];
            List<Double> reached = new ArrayList<>();
            for (int i = 0; i < rs.size(); i++) {
                scores[i] = rs.get(i).score();
                cpu[i] = rs.get(i).cpuSeconds();
                if (!Double.isNaN(rs.get(i).cpuSecondsToTarget())) {
                    reached.add(rs.get(i).cpuSecondsToTarget());
                }
            }
            Stats st = Stats.of(scores);
            double[] reachedTimes =
                    reached.stream().mapToDouble(Double::doubleValue).toArray();
            double medianToTarget = Stats.medianWithCensored(reachedTimes, rs.size() - reachedTimes.length);
            summary.row(
                    iterated
                            ? "iterated level " + level + ", " + Fmt.seconds(seconds) + " CPU s"
                            : "one level-" + level + " search",
                    rs.size(),
                    Fmt.grouped(Math.round(st.median())),
                    Fmt.meanSe(st, 0),
                    Fmt.grouped((long) st.min()),
                    Fmt.grouped((long) st.max()),
                    reachedTimes.length + " / " + rs.size(),
                    Double.isNaN(medianToTarget) ? "not reached by half" : Fmt.fixed(medianToTarget, 2),
                    Fmt.fixed(Stats.of(cpu).median(), 2));
        }
        summary.print(out);

        out.println("Per iterated run (" + Fmt.seconds(seconds) + " CPU s each):");
        out.println();
        MarkdownTable perRun = new MarkdownTable(
                0,
                "run",
                "best score",
                "CPU s to reach " + Fmt.grouped(target),
                "one search: score",
                "one search: CPU s");
        List<Run> iteratedRuns = select(results, true);
        List<Run> singleRuns = select(results, false);
        for (int i = 0; i < iteratedRuns.size(); i++) {
            Run r = iteratedRuns.get(i);
            Run one = singleRuns.get(i);
            perRun.row(
                    i + 1,
                    Fmt.grouped(r.score()),
                    Double.isNaN(r.cpuSecondsToTarget()) ? "not reached" : Fmt.fixed(r.cpuSecondsToTarget(), 2),
                    Fmt.grouped(one.score()),
                    Fmt.fixed(one.cpuSeconds(), 2));
        }
        perRun.print(out);
    }

    private static List<Run> select(List<Run> results, boolean iterated) {
        List<Run> out = new ArrayList<>();
        for (Run r : results) {
            if (r.job().iterated() == iterated) {
                out.add(r);
            }
        }
        return out;
    }
}
