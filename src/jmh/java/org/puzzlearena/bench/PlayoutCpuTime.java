package org.puzzlearena.bench;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * {@link PlayoutBenchmark}'s operation (copy the initial state, play uniformly at random to the end)
 * counted per second of this thread's CPU time rather than of the wall clock: on a machine shared by
 * more runnable threads than cores, wall-clock throughput mostly measures the scheduler, while CPU
 * time counts only the time the playouts ran. For A/B comparisons on a busy machine; it uses only
 * the public rules API, so it runs against any build's classes:
 * {@code java -cp <this class>:<build>/target/classes org.puzzlearena.bench.PlayoutCpuTime "morpion-5t cross" 5 15}
 * (warm-up rounds, measured rounds, of one CPU-second each). Prints the median and the rounds.
 *
 * <p>Run it through {@code bench/playout-cpu-time.sh}, which gives the JVM a fixed, pre-touched heap
 * under the serial collector. A page fault is CPU time of the thread that touches the page, and
 * each playout allocates its copy of the state (about 6 KB for Morpion), so a heap that grows and
 * shrinks under a busy machine (the parallel collector's adaptive sizing with {@code -Xms1g} only)
 * charges its faults to the rounds: they swung up to 15x. The line printed names the JVM's flags,
 * its collectors and this thread's minor page faults per round, so a disturbed round shows why.
 */
public final class PlayoutCpuTime {

    private PlayoutCpuTime() {}

    public static void main(String[] args) {
        String[] position = args[0].split(" ");
        int warmup = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        Game game = Games.byId(position[0]).orElseThrow();
        State initial = game.newInitialState(position[1]);
        int[] buffer = new int[game.maxLegalMoves()];
        SplitMix64 rng = new SplitMix64(42);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[] rates = new double[rounds];
        long[] faults = new long[rounds];
        long sink = 0;
        for (int r = -warmup; r < rounds; r++) {
            long faultsBefore = minorFaults();
            long start = cpu.getCurrentThreadCpuTime();
            long end = start + 1_000_000_000L;
            long playouts = 0;
            long now;
            do {
                for (int k = 0; k < 64; k++) {
                    State s = initial.copy();
                    while (!s.isTerminal()) {
                        s.play(s.randomMove(rng, buffer));
                    }
                    sink += s.score();
                }
                playouts += 64;
                now = cpu.getCurrentThreadCpuTime();
            } while (now < end);
            if (r >= 0) {
                rates[r] = playouts * 1e9 / (now - start);
                faults[r] = minorFaults() - faultsBefore;
            }
        }
        double[] sorted = rates.clone();
        Arrays.sort(sorted);
        StringBuilder out = new StringBuilder(args[0])
                .append(": median ")
                .append(Math.round(sorted[rounds / 2]))
                .append(" playouts per CPU-second; rounds");
        for (double rate : rates) {
            out.append(' ').append(Math.round(rate));
        }
        out.append(" (checksum ").append(sink % 1000).append("; JVM flags ");
        out.append(String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        out.append("; collectors ");
        out.append(ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(", ")));
        out.append("; this thread's minor page faults per round");
        for (long f : faults) {
            out.append(' ').append(f);
        }
        System.out.println(out.append(')'));
    }

    /** This thread's minor page faults so far (field 10 of Linux's /proc/thread-self/stat), or 0 elsewhere. */
    private static long minorFaults() {
        try {
            String stat = Files.readString(Path.of("/proc/thread-self/stat"));
            // The fields after the command's closing parenthesis start at field 3 (the state).
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[10 - 3]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
