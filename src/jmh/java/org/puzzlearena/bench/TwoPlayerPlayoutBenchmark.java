package org.puzzlearena.bench;

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
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.catalog.Games;

/**
 * Uniform random playouts of the two-player games on one thread, from the empty board to the end,
 * through the State API as UCT's rollouts play them (copy, randomMove, play, isTerminal). The
 * figure that matters is {@code moves}: random playout moves per second (the target for Connect
 * Four is at least 5 million per core); {@code randomPlayout} itself counts whole playouts.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class TwoPlayerPlayoutBenchmark {

    @Param({"connect-four", "tic-tac-toe"})
    public String game;

    private org.puzzlearena.rules.State initial;
    private int[] buffer;
    private SplitMix64 rng;

    /** Moves played, reported by JMH as a rate next to the playouts. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Moves {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @Setup
    public void setUp() {
        Game g = Games.byId(game).orElseThrow();
        initial = g.newInitialState(g.defaultInstance());
        buffer = new int[g.maxLegalMoves()];
        rng = new SplitMix64(42);
    }

    /** Returns the first player's result so that the JIT cannot drop the playout. */
    @Benchmark
    public int randomPlayout(Moves counter) {
        org.puzzlearena.rules.State s = initial.copy();
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, buffer));
        }
        counter.moves += s.moveCount();
        return s.returns(0);
    }
}
