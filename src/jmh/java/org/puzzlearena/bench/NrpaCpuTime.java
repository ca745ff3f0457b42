package org.puzzlearena.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.Nrpa;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;

/**
 * NRPA's simulations (playouts) per second of this thread's CPU time, over complete level-L
 * searches (N = 100 per level, alpha 1: N^L playouts each), one search per seed: the unit in which
 * the NRPA programs of other authors report their speed, so that a run of theirs with the same
 * level, N and seeds can sit beside it (bench/peers/anagorko.sh). Complete searches, because a
 * search cut short has played only its early, short playouts and counts more of them per second.
 * Warm-up searches (level 2, other seeds) first, so that the measured ones run compiled code.
 *
 * <p>{@code java -cp <this class>:<build>/target/classes org.puzzlearena.bench.NrpaCpuTime
 * "morpion-5t cross" LEVEL WARMUP_SEARCHES FIRST_SEED SEARCHES [rosin|layers]}. Prints one line per
 * search (seed, best score, playouts, CPU seconds, playouts per CPU-second) and the median.
 */
public final class NrpaCpuTime {

    private NrpaCpuTime() {}

    public static void main(String[] args) {
        String[] position = args[0].split(" ");
        int level = Integer.parseInt(args[1]);
        int warmup = Integer.parseInt(args[2]);
        long firstSeed = Long.parseLong(args[3]);
        int searches = Integer.parseInt(args[4]);
        Nrpa.Adaptation adaptation = args.length > 5 ? Nrpa.Adaptation.byId(args[5]) : Nrpa.Adaptation.ROSIN;
        Game game = Games.byId(position[0]).orElseThrow();
        State initial = game.newInitialState(position[1]);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Nrpa warm = new Nrpa(2, Nrpa.DEFAULT_ITERATIONS, Nrpa.DEFAULT_ALPHA, adaptation);
        for (int i = 0; i < warmup; i++) {
            Search.run(warm, initial, Budget.oneIteration(), 1_000_000 + i, SearchListener.NONE);
        }
        Nrpa nrpa = new Nrpa(level, Nrpa.DEFAULT_ITERATIONS, Nrpa.DEFAULT_ALPHA, adaptation);
        double[] rates = new double[searches];
        for (int i = 0; i < searches; i++) {
            long seed = firstSeed + i;
            long start = cpu.getCurrentThreadCpuTime();
            SearchResult r = Search.run(nrpa, initial, Budget.oneIteration(), seed, SearchListener.NONE);
            double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
            rates[i] = r.playouts() / seconds;
            System.out.printf(
                    java.util.Locale.ROOT,
                    "seed %d: best %d, %d playouts in %.3f CPU-s, %.0f per CPU-second%n",
                    seed,
                    r.score(),
                    r.playouts(),
                    seconds,
                    rates[i]);
        }
        double[] sorted = rates.clone();
        Arrays.sort(sorted);
        double median =
                searches % 2 == 1 ? sorted[searches / 2] : (sorted[searches / 2 - 1] + sorted[searches / 2]) / 2;
        System.out.printf(
                java.util.Locale.ROOT,
                "%s NRPA level %d (%s), %d searches: median %.0f playouts per CPU-second%n",
                args[0],
                level,
                adaptation.id,
                searches,
                median);
    }
}
