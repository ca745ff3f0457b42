package org.puzzlearena.search;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;

/**
 * A bot's configuration as people and API clients give it: which algorithm, its level, beam sizes,
 * playout policy, memorisation and worker threads. {@link #create} checks it against the game and
 * builds the algorithm; every problem is an {@link IllegalArgumentException} naming the field.
 */
public record BotConfig(
        String algorithm,
        int level,
        int[] beamSizes,
        String policy,
        boolean memorize,
        int threads,
        int iterations,
        String adaptation) {

    /** The bounds every caller gets (the bot lab's form checks them before sending, GET /api/bot-runs/limits). */
    public static final int MAX_LEVEL = 6;

    public static final int MAX_BEAM_SIZE = 4096;
    public static final int MAX_THREADS = 256;
    public static final int MAX_ITERATIONS = 100_000;

    /** The puzzle bots; {@code sp-mcts} is single-player MCTS, not the two-player players' {@code uct}. */
    public static final List<String> ALGORITHMS = List.of("sample", "nmcs", "beam", "nrpa", "sp-mcts");

    /**
     * SP-MCTS's old name, still read from API clients and scripts written before the two-player UCT
     * ({@code search/twoplayer/PlayerSpec}) took it.
     */
    public static final String SP_MCTS_OLD_NAME = "uct";

    /**
     * Defaults: level 1, the game's usual policy (null), memorisation on, one thread, NRPA's 100
     * iterations and Rosin's adaptation (null). The algorithm's old name is read as its new one.
     */
    public static BotConfig of(String algorithm) {
        String name = SP_MCTS_OLD_NAME.equals(algorithm) ? "sp-mcts" : algorithm;
        return new BotConfig(name, 1, null, null, true, 1, 100, null);
    }

    public BotConfig withLevel(int l) {
        return new BotConfig(algorithm, l, beamSizes, policy, memorize, threads, iterations, adaptation);
    }

    public BotConfig withBeamSizes(int[] sizes) {
        return new BotConfig(
                algorithm,
                sizes == null ? level : sizes.length,
                sizes,
                policy,
                memorize,
                threads,
                iterations,
                adaptation);
    }

    public BotConfig withPolicy(String p) {
        return new BotConfig(algorithm, level, beamSizes, p, memorize, threads, iterations, adaptation);
    }

    public BotConfig withMemorize(boolean m) {
        return new BotConfig(algorithm, level, beamSizes, policy, m, threads, iterations, adaptation);
    }

    public BotConfig withThreads(int t) {
        return new BotConfig(algorithm, level, beamSizes, policy, memorize, t, iterations, adaptation);
    }

    public BotConfig withIterations(int n) {
        return new BotConfig(algorithm, level, beamSizes, policy, memorize, threads, n, adaptation);
    }

    /** NRPA's adaptation: "rosin" (the default, also null) or "layers" (Morpion). */
    public BotConfig withAdaptation(String a) {
        return new BotConfig(algorithm, level, beamSizes, policy, memorize, threads, iterations, a);
    }

    /** Builds the algorithm for {@code game}, or says which field is wrong. */
    public SearchAlgorithm create(Game game) {
        if (algorithm == null || !ALGORITHMS.contains(algorithm)) {
            throw new IllegalArgumentException("algorithm: one of " + ALGORITHMS + ", got '" + algorithm + "'");
        }
        if (beamSizes != null && beamSizes.length > MAX_LEVEL) {
            // Before the level check: with beam sizes the level is their number, and "beam" is what was given.
            throw new IllegalArgumentException("beam: at most " + MAX_LEVEL + " levels, got " + beamSizes.length);
        }
        if (level < 0 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level: from 0 to " + MAX_LEVEL + ", got " + level);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads: from 1 to " + MAX_THREADS + ", got " + threads);
        }
        if (threads > 1 && !algorithm.equals("beam")) {
            throw new IllegalArgumentException("threads: only beam search runs on several threads");
        }
        if (beamSizes != null && !algorithm.equals("beam")) {
            throw new IllegalArgumentException("beam: beam sizes apply to beam search only");
        }
        if (adaptation != null && !algorithm.equals("nrpa")) {
            throw new IllegalArgumentException("adaptation: applies to NRPA only");
        }
        PlayoutPolicy playout = policy == null ? PlayoutPolicies.defaultFor(game) : policy(policy, game);
        return switch (algorithm) {
            case "sample" -> new IterativeSampling(playout);
            case "nmcs" ->
                level == 0 ? new IterativeSampling(playout) : new NestedMonteCarloSearch(level, memorize, playout);
            case "beam" -> {
                int[] sizes = beamSizes != null ? beamSizes : ones(Math.max(level, 1));
                if (sizes.length > MAX_LEVEL) {
                    throw new IllegalArgumentException("beam: at most " + MAX_LEVEL + " levels, got " + sizes.length);
                }
                for (int s : sizes) {
                    if (s < 1 || s > MAX_BEAM_SIZE) {
                        throw new IllegalArgumentException(
                                "beam: sizes from 1 to " + MAX_BEAM_SIZE + ", got " + Arrays.toString(sizes));
                    }
                }
                yield threads > 1 ? new ParallelBeamSearch(sizes, playout, threads) : new BeamSearch(sizes, playout);
            }
            case "nrpa" -> {
                if (level < 1) {
                    throw new IllegalArgumentException("level: NRPA needs level 1 or more");
                }
                if (iterations < 1 || iterations > MAX_ITERATIONS) {
                    throw new IllegalArgumentException(
                            "iterations: from 1 to " + MAX_ITERATIONS + ", got " + iterations);
                }
                yield new Nrpa(level, iterations, 1.0, adaptation(game));
            }
            case "sp-mcts" -> new SpMcts(playout);
            default -> throw new IllegalStateException(algorithm);
        };
    }

    /** NRPA's adaptation; layers only where a sequence's moves can be replayed in any legal order. */
    private Nrpa.Adaptation adaptation(Game game) {
        if (adaptation == null) {
            return Nrpa.Adaptation.ROSIN;
        }
        Nrpa.Adaptation a = Nrpa.Adaptation.byId(adaptation);
        if (a == null) {
            throw new IllegalArgumentException("adaptation: one of [rosin, layers], got '" + adaptation + "'");
        }
        if (a == Nrpa.Adaptation.LAYERS && !game.type().has(GameType.Trait.MOVES_STAY_LEGAL)) {
            throw new IllegalArgumentException("adaptation: layers is for games where a move once legal stays"
                    + " playable until its turn (Morpion); " + game.id() + " is not one");
        }
        return a;
    }

    /** The named policy; its problem carries the field name like every other message here. */
    private static PlayoutPolicy policy(String name, Game game) {
        try {
            return PlayoutPolicies.byName(name, game);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("policy: " + e.getMessage(), e);
        }
    }

    private static int[] ones(int n) {
        int[] a = new int[n];
        Arrays.fill(a, 1);
        return a;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BotConfig b
                && algorithm.equals(b.algorithm)
                && level == b.level
                && Arrays.equals(beamSizes, b.beamSizes)
                && Objects.equals(policy, b.policy)
                && memorize == b.memorize
                && threads == b.threads
                && iterations == b.iterations
                && Objects.equals(adaptation, b.adaptation);
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                algorithm, level, Arrays.hashCode(beamSizes), policy, memorize, threads, iterations, adaptation);
    }

    @Override
    public String toString() {
        return "BotConfig[" + algorithm + ", level " + level + ", beams " + Arrays.toString(beamSizes) + ", policy "
                + policy + ", memorize " + memorize + ", threads " + threads + ", iterations " + iterations + "]";
    }
}
