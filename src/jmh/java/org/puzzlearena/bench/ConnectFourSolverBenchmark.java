package org.puzzlearena.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourSolver;

/**
 * The Connect Four solver on one thread: one operation solves a whole set of positions exactly
 * (their scores, from the side to move) with a fresh solver, so the transposition table starts
 * empty each time. The sets are random positions (seeded, no immediate win or threat to answer)
 * after 30 plies (end-games), 16 (middle-games) and 10 (openings); {@code nodes} reports positions
 * searched per second, the operation rate sets solved per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(
        value = 1,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class ConnectFourSolverBenchmark {

    /** "plies positions": the set's depth and size. */
    @Param({"30 200", "16 10", "10 2"})
    public String set;

    private final List<ConnectFourState> positions = new ArrayList<>();
    /** 1M slots for the quick sets (allocating more would cost more than solving), 8M for openings. */
    private int tableSize;

    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;
        public long positions;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
            positions = 0;
        }
    }

    @Setup
    public void setUp() {
        String[] p = set.split(" ");
        int plies = Integer.parseInt(p[0]);
        int count = Integer.parseInt(p[1]);
        tableSize = plies >= 16 ? 1 << 20 : 1 << 23;
        SplitMix64 rng = new SplitMix64(plies);
        int[] buffer = new int[7];
        while (positions.size() < count) {
            ConnectFourState s = (ConnectFourState) ConnectFourGame.get().newInitialState("start");
            while (!s.isTerminal() && s.plies() < plies) {
                s.play(s.randomMove(rng, buffer));
            }
            long playable = Bitboard.playable(s.mask());
            if (s.isTerminal()
                    || (Bitboard.winningCells(s.stones(s.currentPlayer()), s.mask()) & playable) != 0
                    || (Bitboard.winningCells(s.stones(1 - s.currentPlayer()), s.mask()) & playable) != 0) {
                continue;
            }
            positions.add(s);
        }
    }

    @Benchmark
    public int solveTheSet(Nodes counter) {
        ConnectFourSolver solver = new ConnectFourSolver(tableSize);
        int sum = 0;
        for (ConnectFourState s : positions) {
            sum += solver.score(s);
        }
        counter.nodes += solver.nodes();
        counter.positions += positions.size();
        return sum;
    }
}
