package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Nested Rollout Policy Adaptation (Rosin, IJCAI 2011). A level-0 search is a playout that picks
 * each move with probability proportional to exp(w[code]), where code = {@link State#moveCode}. A
 * level-l search runs N level-(l-1) searches, each starting from its own copy of the level's policy,
 * keeps the best sequence (accepting ties, as in the paper's {@code >=}) and after each one adapts
 * the level's policy towards that sequence: at every step the played code gains alpha and every
 * legal code loses alpha times its probability, all probabilities taken from the policy as it was
 * before this adaptation.
 *
 * <p>Anytime: the top level is restarted, each time from the uniform policy, until the budget ends.
 * Level 1 runs N playouts, level L about N^L.
 *
 * <p>Hot path: the playout reads one cached exponential per legal move and records the legal codes
 * of every step (see {@link NrpaSequence}), so adapting is a pass over flat arrays, without
 * replaying the game; exp is recomputed once per distinct code an adaptation touches. Nothing is
 * allocated per move; per playout, only the copy of the root state.
 */
public final class Nrpa implements SearchAlgorithm {

    public static final int DEFAULT_ITERATIONS = 100;
    public static final double DEFAULT_ALPHA = 1.0;

    private final int level;
    private final int iterations;
    private final double alpha;
    private final Adaptation adaptation;

    /** How a level adapts its policy towards its best sequence. */
    public enum Adaptation {
        /** Rosin's: step by step, against the moves legal at each step of the sequence's order. */
        ROSIN("rosin"),
        /** By layers of moves that could be played in any order ({@link NrpaLayers}); Morpion only. */
        LAYERS("layers");

        /** The name on the command line and in the API. */
        public final String id;

        Adaptation(String id) {
            this.id = id;
        }

        /** The adaptation called {@code id}, or null. */
        public static Adaptation byId(String id) {
            for (Adaptation a : values()) {
                if (a.id.equals(id)) {
                    return a;
                }
            }
            return null;
        }
    }

    public Nrpa(int level) {
        this(level, DEFAULT_ITERATIONS, DEFAULT_ALPHA);
    }

    public Nrpa(int level, int iterations, double alpha) {
        this(level, iterations, alpha, Adaptation.ROSIN);
    }

    /**
     * @param level nesting level, at least 1
     * @param iterations N, the number of lower-level searches per level
     * @param alpha the learning rate
     * @param adaptation Rosin's or by layers (the caller checks that the game allows layers)
     */
    public Nrpa(int level, int iterations, double alpha, Adaptation adaptation) {
        if (level < 1) {
            throw new IllegalArgumentException("NRPA level must be at least 1, got " + level);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("NRPA needs at least 1 iteration per level, got " + iterations);
        }
        if (!(alpha > 0) || Double.isInfinite(alpha)) {
            throw new IllegalArgumentException("NRPA alpha must be a positive number, got " + alpha);
        }
        this.level = level;
        this.iterations = iterations;
        this.alpha = alpha;
        this.adaptation = adaptation;
    }

    @Override
    public String description() {
        return "NRPA level " + level + ", " + iterations + " iterations"
                + (alpha == DEFAULT_ALPHA ? "" : ", alpha " + alpha)
                + (adaptation == Adaptation.ROSIN ? "" : ", adapted by layers");
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        Run run = new Run(root, ctx, rng);
        int restart = 0;
        while (!ctx.shouldStop()) {
            restart++;
            run.restart = restart;
            run.policies[level].reset();
            run.search(level);
            if (ctx.shouldStop() || !ctx.iterationDone()) {
                return;
            }
        }
    }

    /** The buffers of one run: a policy and a best sequence per level, allocated once. */
    private final class Run {
        private final State root;
        private final SearchContext ctx;
        private final SplitMix64 rng;
        private final NrpaPolicy[] policies = new NrpaPolicy[level + 1];
        /** best[l] is the best sequence of the running level-l search; best[0] is the playout buffer. */
        private final NrpaSequence[] best = new NrpaSequence[level + 1];

        private final int[] moves;
        private final double[] moveExp;
        private double[] deltas = new double[256];
        /** Scratch of the layered adaptation; null with Rosin's. */
        private final NrpaLayers layers;

        int restart;

        Run(State root, SearchContext ctx, SplitMix64 rng) {
            this.root = root;
            this.ctx = ctx;
            this.rng = rng;
            int width = root.game().maxLegalMoves();
            moves = new int[width];
            moveExp = new double[width];
            layers = adaptation == Adaptation.LAYERS ? new NrpaLayers(width) : null;
            int length = root.game().maxGameLength() + 1;
            for (int l = 0; l <= level; l++) {
                policies[l] = new NrpaPolicy();
                best[l] = new NrpaSequence(length);
            }
        }

        /** A level-{@code l} search with policies[l]; its best sequence ends in best[l]. */
        void search(int l) {
            NrpaSequence levelBest = best[l];
            levelBest.clear();
            if (l == level && level == 1) {
                ctx.setPhase("restart " + restart + ", level 1");
            }
            for (int i = 0; i < iterations; i++) {
                if (l == level && level > 1) {
                    ctx.setPhase("restart " + restart + ", level " + l + " iteration " + (i + 1) + "/" + iterations);
                }
                if (l == 1) {
                    // A playout reads the policy without changing it: no copy needed.
                    playout(policies[1], best[0]);
                } else {
                    policies[l - 1].copyFrom(policies[l]);
                    search(l - 1);
                }
                if (ctx.shouldStop()) {
                    return;
                }
                NrpaSequence result = best[l - 1];
                if (result.score >= levelBest.score) {
                    // Swap rather than copy: the lower level clears its buffer before reuse.
                    best[l - 1] = levelBest;
                    best[l] = result;
                    levelBest = result;
                }
                if (i + 1 < iterations) {
                    // The policy after the last iteration is never used: skip that adaptation.
                    if (layers != null && !levelBest.planned) {
                        layers.plan(levelBest, root);
                    }
                    deltas = adapt(policies[l], levelBest, alpha, deltas);
                }
            }
        }

        /** Level 0: one game from the root under {@code policy}, recorded into {@code out}. */
        private void playout(NrpaPolicy policy, NrpaSequence out) {
            out.clear();
            State s = root.copy();
            int[] moves = this.moves;
            double[] moveExp = this.moveExp;
            while (true) {
                int n = s.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                int base = out.beginStep(n);
                int[] codes = out.codes;
                int chosen = 0;
                if (n == 1) {
                    codes[base] = s.moveCode(moves[0]);
                } else {
                    double z = 0;
                    for (int i = 0; i < n; i++) {
                        int code = s.moveCode(moves[i]);
                        codes[base + i] = code;
                        double e = policy.expOf(code);
                        moveExp[i] = e;
                        z += e;
                    }
                    double r = rng.nextDouble() * z;
                    // Falls back to the last move if rounding leaves r >= 0 after every subtraction.
                    for (chosen = 0; chosen < n - 1; chosen++) {
                        r -= moveExp[chosen];
                        if (r < 0) {
                            break;
                        }
                    }
                }
                out.endStep(n, moves[chosen], base + chosen);
                s.play(moves[chosen]);
            }
            out.score = s.score();
            ctx.playoutDone(s);
        }
    }

    /**
     * Rosin's Adapt, in place: every gradient is computed from the policy as it was before this
     * adaptation (the paper adapts a copy), then all are applied. Returns the scratch buffer, grown
     * if {@code scratch} was too small.
     */
    static double[] adapt(NrpaPolicy policy, NrpaSequence seq, double alpha, double[] scratch) {
        if (!seq.planned) {
            seq.plan.ofSteps(seq);
            seq.planned = true;
        }
        return seq.plan.adapt(policy, alpha, scratch);
    }
}
