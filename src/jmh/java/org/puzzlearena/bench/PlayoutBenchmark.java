package org.puzzlearena.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * Uniform random playouts per second on one thread, from an instance's initial position to the end
 * of the game: the unit of work of every Monte-Carlo bot. One operation = one whole playout,
 * including the copy of the initial state.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class PlayoutBenchmark {

    @Param({"samegame standard/1", "morpion-5d cross", "morpion-5t cross", "sudoku16 generated/1"})
    public String position;

    private org.puzzlearena.rules.State initial;
    private int[] buffer;
    private SplitMix64 rng;

    @Setup
    public void setUp() {
        String[] parts = position.split(" ");
        Game game = Games.byId(parts[0]).orElseThrow();
        initial = game.newInitialState(parts[1]);
        buffer = new int[game.maxLegalMoves()];
        rng = new SplitMix64(42);
    }

    /** Returns the final score so that the JIT cannot drop the playout. */
    @Benchmark
    public int randomPlayout() {
        org.puzzlearena.rules.State s = initial.copy();
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, buffer));
        }
        return s.score();
    }
}
