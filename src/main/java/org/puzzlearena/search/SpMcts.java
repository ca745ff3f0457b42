package org.puzzlearena.search;

import java.util.Arrays;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Single-Player Monte-Carlo Tree Search (Schadd, Winands, van den Herik, Chaslot and Uiterwijk,
 * Computers and Games 2008): UCT with a third, variance term, for puzzles. Each iteration
 * <ol>
 * <li>selects, from the current root, the child maximising
 *     {@code mean + C * sqrt(ln N / n) + sqrt((sumSq - n * mean^2 + D) / n)}
 *     (the variance term rewards moves whose results spread widely: in a puzzle only the best
 *     result counts, not the average);</li>
 * <li>expands one new child per visit (a random untried move) while a node has untried moves;</li>
 * <li>plays out from there with the {@link PlayoutPolicy} (tabu colour for SameGame, as Schadd
 *     et al. did);</li>
 * <li>backpropagates the playout's score (count, sum and sum of squares).</li>
 * </ol>
 *
 * <p>Playing: after {@link Settings#iterationsPerMove} iterations the search commits to one move
 * and continues below it, keeping that subtree, until the game is over; a forced move is played at
 * once. The move committed to is the next move of the best game found so far from the current
 * root (the child with the highest top score): in a deterministic puzzle that line is a proven
 * score, so committing to it never loses it. A finished game is one randomized restart: the next
 * starts a fresh tree with a fresh generator seeded from {@code rng}, as SP-MCTS does with
 * restarts, until the budget ends. The answer is the best complete game any playout reached (the
 * context keeps it).
 *
 * <p>One addition to the paper: a subtree whose games have all been played (a finished game, or a
 * node whose children all exist and are exhausted) is never selected again, since revisiting it
 * can only repeat a known score; on 15x15 SameGame this happens only near the ends of games, but on
 * small boards it turns the tree into an exhaustive best-first search. When the whole tree below
 * the first choice is exhausted, the best game is proven optimal and the search ends (COMPLETED)
 * without spending the rest of its budget.
 *
 * <p>Score scale. For SameGame the constants are the paper's, C = 0.5 and D = 10,000, on raw
 * SameGame scores. For the other games the scores are first divided by the largest score magnitude
 * seen so far in the run (so the best is about 1), and C and D apply to those normalised scores;
 * see {@link Settings#normalised}. Either way the statistics are kept on raw scores.
 *
 * <p>Memory: the tree has at most {@link Settings#maxNodes} nodes (45 bytes each). When it is full
 * the search stops expanding and plays out from its leaves; at the next commitment, the part of the
 * tree above the new root is dropped and the rest compacted.
 */
public final class SpMcts implements SearchAlgorithm {

    /**
     * The parameters. {@code rawScores}: statistics compared on raw scores (the paper's SameGame
     * setting) rather than normalised ones; {@code c}, {@code d}: the exploration constants of the
     * selection formula, in the units of those scores (d is a squared score).
     */
    public record Settings(boolean rawScores, double c, double d, int iterationsPerMove, int maxNodes) {

        public static final int DEFAULT_ITERATIONS_PER_MOVE = 10_000;
        /** About 94 MB of tree at most. */
        public static final int DEFAULT_MAX_NODES = 1 << 21;

        public Settings {
            if (!(c >= 0) || !(d >= 0) || Double.isInfinite(c) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("SP-MCTS constants C and D must be finite and non-negative");
            }
            if (iterationsPerMove < 1) {
                throw new IllegalArgumentException("SP-MCTS needs at least 1 iteration per move");
            }
            if (maxNodes < 1) {
                throw new IllegalArgumentException("SP-MCTS needs room for at least 1 node");
            }
        }

        /** Schadd et al. 2008 on SameGame: C = 0.5, D = 10,000 on raw scores. */
        public static Settings paperSameGame() {
            return onScale(1_000);
        }

        /**
         * For a game whose strong scores are about {@code points}: raw scores, the paper's C = 0.5 and
         * D = points^2 / 100, the paper's 10,000 at SameGame's thousand points (the same D as
         * {@link #normalised}'s 0.01, brought to raw scores).
         */
        public static Settings onScale(double points) {
            return new Settings(true, 0.5, points * points / 100, DEFAULT_ITERATIONS_PER_MOVE, DEFAULT_MAX_NODES);
        }

        /**
         * For any other game: scores divided by the largest magnitude seen so far, C = 0.5 and
         * D = 0.01 on them. D is the paper's 10,000 at a SameGame scale of 1,000 points; C is the
         * paper's number, which on normalised scores gives real UCT exploration. Of C = 0.02 to 1
         * tried on Morpion 5D (6 s runs), 0.5 with D = 0.01 did best (68-71 moves).
         */
        public static Settings normalised() {
            return new Settings(false, 0.5, 0.01, DEFAULT_ITERATIONS_PER_MOVE, DEFAULT_MAX_NODES);
        }

        /**
         * Raw scores on the game's score scale where it declares one (SameGame, either scoring rule:
         * the paper's settings), the normalised ones otherwise.
         */
        public static Settings forGame(Game game) {
            double scale = game.type().scoreScale();
            return scale > 0 ? onScale(scale) : normalised();
        }

        public Settings withIterationsPerMove(int n) {
            return new Settings(rawScores, c, d, n, maxNodes);
        }

        public Settings withMaxNodes(int n) {
            return new Settings(rawScores, c, d, iterationsPerMove, n);
        }

        String text() {
            return "C " + c + ", D " + d + (rawScores ? " on raw scores" : " on normalised scores");
        }
    }

    private final PlayoutPolicy policy;
    /** Null: {@link Settings#forGame} of the game searched, with this many iterations per move. */
    private final Settings settings;

    private final int iterationsPerMove;

    /** The settings {@link Settings#forGame} gives the game searched, with 10,000 iterations per move. */
    public SpMcts(PlayoutPolicy policy) {
        this(policy, Settings.DEFAULT_ITERATIONS_PER_MOVE);
    }

    /** The settings {@link Settings#forGame} gives the game searched, with {@code iterationsPerMove}. */
    public SpMcts(PlayoutPolicy policy, int iterationsPerMove) {
        if (iterationsPerMove < 1) {
            throw new IllegalArgumentException("SP-MCTS needs at least 1 iteration per move");
        }
        this.policy = policy;
        this.settings = null;
        this.iterationsPerMove = iterationsPerMove;
    }

    public SpMcts(PlayoutPolicy policy, Settings settings) {
        this.policy = policy;
        this.settings = settings;
        this.iterationsPerMove = settings.iterationsPerMove();
    }

    @Override
    public String description() {
        return "SP-MCTS, " + policy.name() + ", " + iterationsPerMove + " iterations per move"
                + (settings == null ? "" : ", " + settings.text());
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        Settings s =
                settings != null ? settings : Settings.forGame(root.game()).withIterationsPerMove(iterationsPerMove);
        Run run = new Run(root, s, ctx);
        int restart = 0;
        while (!ctx.shouldStop()) {
            restart++;
            boolean solved = run.playOneGame(restart, new SplitMix64(rng.nextLong()));
            if (ctx.shouldStop() || !ctx.iterationDone() || solved) {
                return;
            }
        }
    }

    /** The tree and buffers of one run, reused by every restart. */
    private final class Run {
        private final State root;
        private final Settings settings;
        private final SearchContext ctx;
        private final SpMctsTree tree;
        private final int[] moves;
        private final int[] scratch;
        /** Stamps marking the legal-move indices already expanded at a node. */
        private final int[] expandedMark;

        private int stamp;
        private int[] path;
        /** The best game of this restart, from the initial position; it passes through the current root. */
        private final int[] line;

        private int lineScore;
        /** The largest score magnitude seen in the run (at least 1): the normalising scale. */
        private double scale = 1;

        private SplitMix64 rng;

        Run(State root, Settings settings, SearchContext ctx) {
            this.root = root;
            this.settings = settings;
            this.ctx = ctx;
            this.tree = new SpMctsTree(settings.maxNodes());
            int width = root.game().maxLegalMoves();
            moves = new int[width];
            scratch = new int[width];
            expandedMark = new int[width];
            path = new int[64];
            line = new int[root.game().maxGameLength() + 1];
        }

        /**
         * One restart: plays a whole game, committing move by move. Returns true when that game is
         * proven optimal: every game from the first position with a choice was enumerated (or there
         * was never a choice), so another restart could only repeat it.
         */
        boolean playOneGame(int restart, SplitMix64 restartRng) {
            rng = restartRng;
            State base = root.copy();
            int node = tree.resetToRoot();
            lineScore = Integer.MIN_VALUE;
            boolean choiceMade = false;
            boolean proven = false;
            while (true) {
                int legal = base.legalMoveCount();
                if (legal == 0) {
                    // The committed game is over; it is the restart's best line (already offered).
                    ctx.offer(base);
                    return proven || !choiceMade;
                }
                int next;
                if (legal == 1) {
                    base.legalMoves(moves);
                    next = moves[0];
                } else {
                    ctx.setPhase("restart " + restart + ", move " + (base.moveCount() + 1));
                    for (int i = 0; i < settings.iterationsPerMove() && !tree.exhausted[node]; i++) {
                        iterate(base, node);
                        if (ctx.shouldStop()) {
                            return false;
                        }
                    }
                    proven |= !choiceMade && tree.exhausted[node];
                    choiceMade = true;
                    next = line[base.moveCount()];
                }
                node = commit(node, next);
                base.play(next);
            }
        }

        /** The new root after playing {@code m} at {@code node}: its child, compacted when the pool is half full. */
        private int commit(int node, int m) {
            int child = tree.findChild(node, m);
            if (child == SpMctsTree.NONE) {
                return tree.resetToRoot();
            }
            if (tree.size() > tree.maxNodes() / 2) {
                return tree.keepOnly(child);
            }
            return child;
        }

        /** Selection, expansion, playout and backpropagation from {@code rootNode} at {@code base}. */
        private void iterate(State base, int rootNode) {
            State s = base.copy();
            int node = rootNode;
            int depth = 0;
            path[depth++] = node;
            while (true) {
                int count = tree.legalCount[node];
                if (count == SpMctsTree.UNKNOWN) {
                    count = s.legalMoveCount();
                    tree.legalCount[node] = count;
                }
                if (count == 0) {
                    break;
                }
                if (tree.childCount[node] < count) {
                    if (!tree.isFull()) {
                        node = expand(s, node, count);
                        path = ensureRoom(path, depth);
                        path[depth++] = node;
                    }
                    break;
                }
                node = select(node);
                s.play(tree.move[node]);
                path = ensureRoom(path, depth);
                path[depth++] = node;
            }
            if (s.isTerminal()) {
                tree.legalCount[path[depth - 1]] = 0;
                tree.markExhausted(path, depth);
            } else {
                policy.playOut(s, rng, scratch);
            }
            ctx.playoutDone(s);
            int score = s.score();
            for (int i = 0; i < depth; i++) {
                tree.record(path[i], score);
            }
            if (score > lineScore) {
                lineScore = score;
                for (int i = 0; i < s.moveCount(); i++) {
                    line[i] = s.moveAt(i);
                }
            }
            double magnitude = Math.abs((double) score);
            if (magnitude > scale) {
                scale = magnitude;
            }
        }

        /** Adds a child for a uniformly random untried move of {@code node}, plays it, returns it. */
        private int expand(State s, int node, int count) {
            int n = s.legalMoves(moves);
            stamp++;
            if (stamp == 0) {
                Arrays.fill(expandedMark, 0);
                stamp = 1;
            }
            for (int c = tree.firstChild[node]; c != SpMctsTree.NONE; c = tree.nextSibling[c]) {
                expandedMark[tree.moveIndex[c]] = stamp;
            }
            int pick = rng.nextInt(count - tree.childCount[node]);
            int index = 0;
            for (; index < n; index++) {
                if (expandedMark[index] != stamp && pick-- == 0) {
                    break;
                }
            }
            int child = tree.addChild(node, moves[index], index);
            s.play(moves[index]);
            return child;
        }

        /**
         * The child with the highest SP-MCTS value among those not exhausted; every child exists
         * and has been visited, and one at least is not exhausted (else the node would be).
         */
        private int select(int node) {
            double inverseScale = settings.rawScores() ? 1.0 : 1.0 / scale;
            double c = settings.c();
            double d = settings.d();
            // StrictMath: the same bits at every JIT tier, so a seed fixes the run.
            double logParent = StrictMath.log(tree.visits[node]);
            int best = SpMctsTree.NONE;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int ch = tree.firstChild[node]; ch != SpMctsTree.NONE; ch = tree.nextSibling[ch]) {
                if (tree.exhausted[ch]) {
                    continue;
                }
                double n = tree.visits[ch];
                double mean = tree.sum[ch] / n * inverseScale;
                double meanSquare = tree.sumSquares[ch] / n * inverseScale * inverseScale;
                double variance = Math.max(0.0, meanSquare - mean * mean);
                double value = mean + c * Math.sqrt(logParent / n) + Math.sqrt(variance + d / n);
                if (value > bestValue || best == SpMctsTree.NONE) {
                    bestValue = value;
                    best = ch;
                }
            }
            return best;
        }

        private static int[] ensureRoom(int[] a, int used) {
            return used < a.length ? a : Arrays.copyOf(a, 2 * a.length);
        }
    }
}
