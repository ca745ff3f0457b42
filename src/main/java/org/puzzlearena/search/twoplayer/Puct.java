package org.puzzlearena.search.twoplayer;

import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.deep.PolicyValueNet;

/**
 * AlphaZero's search: MCTS whose selection is PUCT, {@code Q + c * P * sqrt(N) / (1 + n)} (Q the
 * child's mean value for the side choosing, P the network's prior, N the parent's visits, n the
 * child's), and whose new leaves are valued by the network's value head instead of a random playout.
 * Finished games are valued by their result. For self-play, Dirichlet noise is mixed into the root's
 * priors and the move is drawn in proportion to visits^(1/temperature); to play, temperature 0
 * takes the most visited move. Seeded: the same seed, network and position give the same move.
 *
 * <p>With {@link Settings#solver} (the players' default, as for UCT) the search also proves what it
 * can, MCTS-Solver style over exact values: a finished game is proven, a position with a move
 * proven to win is a proven win, and one whose every move is proven is worth the best of them (a
 * proven draw or loss). A proven position is valued exactly instead of by the network, proven
 * losing moves are not searched while another move is left, a proven win is always played, and the
 * search stops once the root is proven. Self-play keeps AlphaZero's plain search.
 */
public final class Puct implements Player {

    /** How the search is tuned; {@link #playing} is the setting for games against people and bots. */
    public record Settings(
            int simulations,
            double cPuct,
            double noiseAlpha,
            double noiseFraction,
            double temperature,
            boolean solver) {

        public Settings {
            if (simulations < 1) {
                throw new IllegalArgumentException("simulations: at least 1, got " + simulations);
            }
            if (!(cPuct >= 0)
                    || !(noiseAlpha > 0)
                    || !(noiseFraction >= 0 && noiseFraction <= 1)
                    || !(temperature >= 0)) {
                throw new IllegalArgumentException("c >= 0, alpha > 0, noise fraction in [0, 1], temperature >= 0");
            }
        }

        /** Against an opponent: no noise, the most visited move. */
        public static Settings playing(int simulations, double cPuct) {
            return new Settings(simulations, cPuct, 1.0, 0, 0, false);
        }

        /** In self-play: root noise (AlphaZero's fraction 0.25) and moves drawn by visits. */
        public static Settings selfPlay(int simulations, double cPuct, double alpha, double temperature) {
            return new Settings(simulations, cPuct, alpha, 0.25, temperature, false);
        }

        /** The same, proving wins, draws and losses as it searches (MCTS-Solver) or not. */
        public Settings withSolver(boolean on) {
            return new Settings(simulations, cPuct, noiseAlpha, noiseFraction, temperature, on);
        }
    }

    /** A position of the tree: its legal moves, their priors, visits and summed values (for the side to move here). */
    static final class Node {
        final int[] moves;
        final float[] priors;
        final Node[] children;
        final int[] visits;
        final double[] values;
        /** The value for the side to move here, from the network or the finished game. */
        final double value;

        final boolean terminal;
        int total;
        /** The exact value for the side to move here once proven (a finished game is), else {@link #UNKNOWN}. */
        int proven;

        Node(int[] moves, float[] priors, double value, boolean terminal) {
            this.moves = moves;
            this.priors = priors;
            this.children = new Node[moves.length];
            this.visits = new int[moves.length];
            this.values = new double[moves.length];
            this.value = value;
            this.terminal = terminal;
            this.proven = terminal ? (int) value : UNKNOWN;
        }
    }

    /** Not proven: a proven value is -1 (loss), 0 (draw) or 1 (win) for the side to move. */
    static final int UNKNOWN = 2;

    private final String name;
    private final PolicyValueNet net;
    private final Settings settings;
    private final SplitMix64 rng;
    private Node root;
    private long evaluations;
    private int simulationsRun;

    public Puct(String name, PolicyValueNet net, Settings settings, long seed) {
        this.name = name;
        this.net = net;
        this.settings = settings;
        this.rng = new SplitMix64(seed);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision decide(State position) {
        return decide(position, () -> false);
    }

    @Override
    public Decision decide(State position, BooleanSupplier stop) {
        Player.requireMoveToDecide(position);
        long started = System.nanoTime();
        evaluations = 0;
        root = expand(position);
        if (settings.noiseFraction() > 0) {
            addNoise(root);
        }
        simulationsRun = 0;
        while (simulationsRun < settings.simulations() && root.proven == UNKNOWN) {
            State s = position.copy();
            simulate(root, s);
            simulationsRun++;
            // A network evaluation per simulation: a look at the stop signal every 16 is still free.
            if ((simulationsRun & 15) == 0 && stop.getAsBoolean()) {
                break;
            }
        }
        int chosen = choose(root);
        double seconds = (System.nanoTime() - started) / 1e9;
        return new Decision(root.moves[chosen], details(position, seconds));
    }

    /** The root's visit counts after the last decision, by move index (self-play's policy target). */
    public int[] rootVisits() {
        return root.visits.clone();
    }

    /** The root's moves after the last decision, in the order of {@link #rootVisits}. */
    public int[] rootMoves() {
        return root.moves.clone();
    }

    /** One simulation from {@code node} at {@code s}: the value for the side to move at {@code node}. */
    private double simulate(Node node, State s) {
        if (node.proven != UNKNOWN) {
            return node.proven; // a finished game, or (with the solver) a position proven
        }
        int best = select(node);
        s.play(node.moves[best]);
        double childValue;
        if (node.children[best] == null) {
            node.children[best] = expand(s);
            childValue = node.children[best].value;
        } else {
            childValue = simulate(node.children[best], s);
        }
        double v = -childValue; // the child's value is for the other side
        node.visits[best]++;
        node.values[best] += v;
        node.total++;
        if (settings.solver()) {
            prove(node);
        }
        return v;
    }

    /** Proves {@code node} from its children's proofs, when they settle it (negamax over exact values). */
    private static void prove(Node node) {
        int best = -1;
        for (Node child : node.children) {
            if (child == null || child.proven == UNKNOWN) {
                best = UNKNOWN;
            } else if (-child.proven == 1) {
                node.proven = 1;
                return;
            } else if (best != UNKNOWN) {
                best = Math.max(best, -child.proven);
            }
        }
        node.proven = best;
    }

    /** Whether move {@code i} of {@code node} is proven to lose for the side to move there. */
    private static boolean provenLoss(Node node, int i) {
        Node child = node.children[i];
        return child != null && child.proven == 1;
    }

    /** Whether {@code node} has a move not proven to lose (with the solver, only those are searched). */
    private static boolean hasUnlostMove(Node node) {
        for (int i = 0; i < node.moves.length; i++) {
            if (!provenLoss(node, i)) {
                return true;
            }
        }
        return false;
    }

    private int select(Node node) {
        double sqrt = Math.sqrt(Math.max(1, node.total));
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        boolean skipLosses = settings.solver() && hasUnlostMove(node);
        for (int i = 0; i < node.moves.length; i++) {
            if (skipLosses && provenLoss(node, i)) {
                continue;
            }
            int n = node.visits[i];
            double q = n == 0 ? 0 : node.values[i] / n;
            double u = q + settings.cPuct() * node.priors[i] * sqrt / (1 + n);
            if (u > bestScore) {
                bestScore = u;
                best = i;
            }
        }
        return best;
    }

    /** A new node for {@code s}: the result of a finished game, or the network's priors and value. */
    private Node expand(State s) {
        if (s.isTerminal()) {
            // The side to move at a finished game did not make the last move: its result for that side.
            int player = s.currentPlayer();
            return new Node(new int[0], new float[0], Integer.signum(s.returns(player)), true);
        }
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        int[] moves = java.util.Arrays.copyOf(buffer, n);
        PolicyValueNet.Evaluation e = net.evaluate(s, moves, n);
        evaluations++;
        return new Node(moves, e.priors().clone(), e.value(), false);
    }

    /** AlphaZero's exploration noise: priors become (1 - f) P + f Dir(alpha). */
    private void addNoise(Node node) {
        double[] noise = Dirichlet.sample(rng, settings.noiseAlpha(), node.moves.length);
        double f = settings.noiseFraction();
        for (int i = 0; i < node.moves.length; i++) {
            node.priors[i] = (float) ((1 - f) * node.priors[i] + f * noise[i]);
        }
    }

    /** The move played: the most visited (ties: the higher prior), or drawn by visits^(1/T). */
    private int choose(Node node) {
        if (settings.temperature() == 0) {
            return settings.solver() ? provenChoice(node) : mostVisited(node);
        }
        double[] weights = new double[node.moves.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.pow(node.visits[i], 1 / settings.temperature());
            sum += weights[i];
        }
        double r = rng.nextDouble() * sum;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0 && weights[i] > 0) {
                return i;
            }
        }
        return mostVisited(node); // rounding left r at 0: the last weighted move is as good
    }

    private static int mostVisited(Node node) {
        return mostVisited(node, false);
    }

    /** The most visited move (ties: the higher prior), proven losses left out if {@code skipLosses}. */
    private static int mostVisited(Node node, boolean skipLosses) {
        int best = -1;
        for (int i = 0; i < node.moves.length; i++) {
            if (skipLosses && provenLoss(node, i)) {
                continue;
            }
            if (best < 0
                    || node.visits[i] > node.visits[best]
                    || node.visits[i] == node.visits[best] && node.priors[i] > node.priors[best]) {
                best = i;
            }
        }
        return best;
    }

    /** A move proven to win if there is one, else the most visited move not proven to lose. */
    private int provenChoice(Node node) {
        for (int i = 0; i < node.moves.length; i++) {
            Node child = node.children[i];
            if (child != null && child.proven == -1) {
                return i;
            }
        }
        return mostVisited(node, hasUnlostMove(node));
    }

    private String details(State position, double seconds) {
        StringBuilder b = new StringBuilder(100 + 80 * root.moves.length);
        b.append("\"simulations\":")
                .append(simulationsRun)
                .append(",\"evaluations\":")
                .append(evaluations)
                .append(",\"simulationsPerSecond\":")
                .append(seconds > 0 ? Math.round(simulationsRun / seconds) : 0)
                .append(",\"netValue\":")
                .append(unit(root.value))
                .append(",\"children\":[");
        Integer[] order = new Integer[root.moves.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (x, y) -> Integer.compare(root.visits[y], root.visits[x]));
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            double q = root.visits[i] == 0 ? 0 : root.values[i] / root.visits[i];
            b.append(k == 0 ? "" : ",")
                    .append("{\"move\":\"")
                    .append(position.formatMove(root.moves[i]))
                    .append("\",\"visits\":")
                    .append(root.visits[i])
                    .append(",\"prior\":")
                    .append(Uct.fixed4(root.priors[i]))
                    .append(",\"value\":")
                    .append(unit(q));
            Node child = root.children[i];
            if (settings.solver() && child != null && child.proven != UNKNOWN) {
                // For the side choosing here, as UCT's: the move wins, draws or loses.
                b.append(",\"proven\":\"")
                        .append(child.proven == -1 ? "win" : child.proven == 0 ? "draw" : "loss")
                        .append('"');
            }
            b.append('}');
        }
        return b.append(']').toString();
    }

    /** A value in [-1, 1] (for the side to move) as the lab's [0, 1] with four decimals. */
    private static String unit(double v) {
        return Uct.fixed4((v + 1) / 2);
    }
}
