package org.puzzlearena.bench;

import java.util.function.IntSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.Nrpa;
import org.puzzlearena.search.PlayoutPolicies;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The workloads of {@link AbBenchmark}, written against the public rules and search API only, so
 * that the same class file runs against any build's classes: {@link AbBenchmark} loads it once per
 * build, each time in a class loader that sees that build, and calls it through {@link IntSupplier}
 * (a JDK interface, shared by both loaders).
 */
public final class AbWorkloads {

    private AbWorkloads() {}

    /**
     * One operation of {@code workload}: "playout GAME INSTANCE" (copy the initial state, play
     * uniformly at random to the end), "nmcsL GAME INSTANCE" (one complete level-L NMCS with
     * memorisation and the game's usual policy), "nrpaL GAME INSTANCE P" (an NRPA level-L run cut
     * after P playouts), "uctN GAME INSTANCE" (one two-player UCT decision of N simulations without
     * MCTS-Solver, a new seeded player each time). Each returns a score so that the JIT cannot drop the work; seeds advance.
     */
    public static IntSupplier create(String workload) {
        String[] w = workload.split(" ");
        Game game = Games.byId(w[1]).orElseThrow();
        State initial = game.newInitialState(w[2]);
        if (w[0].equals("playout")) {
            int[] buffer = new int[game.maxLegalMoves()];
            SplitMix64 rng = new SplitMix64(42);
            return () -> {
                State s = initial.copy();
                while (!s.isTerminal()) {
                    s.play(s.randomMove(rng, buffer));
                }
                return s.score();
            };
        }
        long[] seed = {0};
        if (w[0].startsWith("nmcs")) {
            NestedMonteCarloSearch nmcs = new NestedMonteCarloSearch(
                    Integer.parseInt(w[0].substring(4)), true, PlayoutPolicies.defaultFor(game));
            return () -> Search.run(nmcs, initial, Budget.oneIteration(), ++seed[0], SearchListener.NONE)
                    .score();
        }
        if (w[0].startsWith("nrpa")) {
            Nrpa nrpa = new Nrpa(Integer.parseInt(w[0].substring(4)));
            Budget playouts = Budget.ofPlayouts(Long.parseLong(w[3]));
            return () -> Search.run(nrpa, initial, playouts, ++seed[0], SearchListener.NONE)
                    .score();
        }
        if (w[0].startsWith("uct")) {
            PlayerSpec uct = PlayerSpec.parse("uct:plain,sims=" + Integer.parseInt(w[0].substring(3)));
            return () -> uct.create(game, ++seed[0]).decide(initial).move();
        }
        throw new IllegalArgumentException("unknown workload " + workload);
    }
}
