package org.puzzlearena.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The deep-MCTS bot's costs on one thread: one evaluation of the shipped network (encoding the
 * position, the forward pass, the priors of the legal moves) on positions from random games, the
 * same as the players read it (averaged with the mirror image: two forward passes), and one
 * deep:sims=200 decision (200 simulations, about as many evaluations) with and without MCTS-Solver.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class NetworkBenchmark {

    private final List<org.puzzlearena.rules.State> positions = new ArrayList<>();
    private MlpNet net;
    private PolicyValueNet played;
    private final PlayerSpec deep = PlayerSpec.parse("deep:sims=200");
    private final PlayerSpec deepPlain = PlayerSpec.parse("deep:sims=200,plain");
    private int[] moves;
    private int next;

    @Setup
    public void setUp() {
        Game game = Games.byId("connect-four").orElseThrow();
        SplitMix64 rng = new SplitMix64(3);
        moves = new int[7];
        while (positions.size() < 256) {
            org.puzzlearena.rules.State s = game.newInitialState("start");
            int stones = rng.nextInt(30);
            while (s.moveCount() < stones && !s.isTerminal()) {
                s.play(moves[rng.nextInt(s.legalMoves(moves))]);
            }
            if (!s.isTerminal()) {
                positions.add(s);
            }
        }
        net = Networks.connectFour();
        played = Networks.forGame(game.id()).orElseThrow();
    }

    @Benchmark
    public float evaluate() {
        org.puzzlearena.rules.State s = positions.get(next++ & 255);
        int n = s.legalMoves(moves);
        return net.evaluate(s, moves, n).value();
    }

    @Benchmark
    public float evaluateAsPlayed() {
        org.puzzlearena.rules.State s = positions.get(next++ & 255);
        int n = s.legalMoves(moves);
        return played.evaluate(s, moves, n).value();
    }

    @Benchmark
    public int deepDecision200() {
        return decide(deep);
    }

    @Benchmark
    public int deepDecision200Plain() {
        return decide(deepPlain);
    }

    /** A fresh player each time (no tree kept between decisions); its spec is parsed once, in set-up. */
    private int decide(PlayerSpec spec) {
        org.puzzlearena.rules.State s = positions.get(next++ & 255);
        Player p = spec.create(s.game(), next);
        return p.decide(s).move();
    }
}
