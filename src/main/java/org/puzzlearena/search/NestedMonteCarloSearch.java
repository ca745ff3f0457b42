package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Nested Monte-Carlo Search (Cazenave 2009), anytime: searches at {@code level} are restarted
 * until the budget ends. At each step of its game a level-l search tries every legal move, follows
 * it by a level-(l-1) search (a playout at level 1) and plays the best; with memorisation (the
 * default) it follows the best sequence found so far whenever no move improves on it.
 *
 * <p>Ties between equally scored moves are broken uniformly at random, as the paper's analysis
 * assumes: each child draws one random key right after its search, and the highest key wins among
 * equal scores. {@link BeamSearch} draws the same keys in the same order, so with every beam size
 * 1 it plays exactly this search.
 */
public final class NestedMonteCarloSearch implements SearchAlgorithm {

    private final int level;
    private final boolean memorize;
    private final PlayoutPolicy policy;

    public NestedMonteCarloSearch(int level, boolean memorize, PlayoutPolicy policy) {
        if (level < 1) {
            throw new IllegalArgumentException("NMCS level must be at least 1 (level 0 is iterative sampling)");
        }
        this.level = level;
        this.memorize = memorize;
        this.policy = policy;
    }

    @Override
    public String description() {
        return "NMCS level " + level + ", " + policy.name() + (memorize ? "" : ", no memorisation");
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        Levels levels = new Levels(root, level);
        int iteration = 0;
        while (!ctx.shouldStop()) {
            iteration++;
            nested(root.copy(), level, levels, ctx, rng, iteration);
            if (ctx.shouldStop() || !ctx.iterationDone()) {
                return;
            }
        }
    }

    /**
     * One level-L game from {@code s}, played to its end in place: the paper's {@code nested()}.
     * Returns that game's score, which without memorisation may be lower than the best playout the
     * search saw on the way (the context keeps that one); the paper's analysis is about this score.
     */
    public int playOneGame(State s, SearchContext ctx, SplitMix64 rng) {
        return nested(s, level, new Levels(s, level), ctx, rng, 1);
    }

    /** Plays {@code s} to the end of a level-{@code lvl} game and returns its score. */
    private int nested(State s, int lvl, Levels levels, SearchContext ctx, SplitMix64 rng, int iteration) {
        int[] moves = levels.moves[lvl];
        int[] best = levels.best[lvl];
        int bestLength = 0;
        int bestScore = Integer.MIN_VALUE;
        while (!s.isTerminal()) {
            if (lvl == level) {
                ctx.setPhase("iteration " + iteration + ", level " + lvl + ", move " + (s.moveCount() + 1));
            }
            int n = s.legalMoves(moves);
            State stepBest = null;
            int stepScore = Integer.MIN_VALUE;
            long stepKey = 0;
            for (int i = 0; i < n; i++) {
                State child = s.copy();
                child.play(moves[i]);
                int score;
                if (lvl == 1) {
                    policy.playOut(child, rng, levels.scratch);
                    ctx.playoutDone(child);
                    score = child.score();
                } else {
                    score = nested(child, lvl - 1, levels, ctx, rng, iteration);
                }
                long key = rng.nextLong();
                if (stepBest == null || score > stepScore || (score == stepScore && key > stepKey)) {
                    stepBest = child;
                    stepScore = score;
                    stepKey = key;
                }
                if (ctx.shouldStop()) {
                    return Math.max(bestScore, stepScore);
                }
            }
            int next;
            if (memorize) {
                if (stepScore > bestScore) {
                    bestScore = stepScore;
                    bestLength = stepBest.moveCount();
                    for (int j = s.moveCount(); j < bestLength; j++) {
                        best[j] = stepBest.moveAt(j);
                    }
                }
                next = best[s.moveCount()];
            } else {
                next = stepBest.moveAt(s.moveCount());
            }
            s.play(next);
        }
        // Usually a game some playout already reached; offering it costs one comparison.
        ctx.offer(s);
        return s.score();
    }

    /** Per-level move lists and best-sequence buffers, allocated once per run. */
    private static final class Levels {
        final int[][] moves;
        final int[][] best;
        final int[] scratch;

        Levels(State root, int level) {
            int width = root.game().maxLegalMoves();
            int length = root.game().maxGameLength() + 1;
            moves = new int[level + 1][width];
            best = new int[level + 1][length];
            scratch = new int[width];
        }
    }
}
