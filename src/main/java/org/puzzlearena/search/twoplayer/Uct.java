package org.puzzlearena.search.twoplayer;

import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * UCT for two-player games (Kocsis and Szepesvari 2006): each simulation selects a path by UCB1
 * (mean reward + C sqrt(ln N / n)), expands one new child, plays a uniformly random rollout to the
 * end, and backs up the result. Rewards are 1 / 0.5 / 0 from the view of the player who moved into
 * each node, read from the final position's returns for that very player, so no sign is ever
 * flipped by hand. The move played is the most visited child.
 *
 * <p>MCTS-Solver (Winands, Bjornsson and Saito 2008), on unless {@code plain}: a node whose mover
 * has won is a proven win; a node with a child proven won by the opponent is a proven loss for its
 * mover; a node all of whose children are proven losses (for the opponent moving there) is a proven
 * win. A proven win at the root is always played, proven losses are avoided while anything else
 * is left, and the search stops once the root's value is proven.
 *
 * <p>With {@code reuse}, the subtree of the position reached is kept for the next decision.
 */
public final class Uct implements Player {

    private final String name;
    private final int simulations;
    private final double c;
    private final boolean reuse;
    private final boolean solver;
    private final SplitMix64 rng;

    private UctNode root;
    /** Ids of the tree's nodes in creation order (the root is 0), so the lab can name them. */
    private int nodeCount;

    private String rootInstance;
    private int[] rootHistory;
    private long lastSimulations;

    public Uct(String name, int simulations, double c, boolean reuse, boolean solver, long seed) {
        if (simulations < 1) {
            throw new IllegalArgumentException("sims: at least one simulation");
        }
        if (!(c >= 0)) {
            throw new IllegalArgumentException("c: the exploration constant is a number >= 0");
        }
        this.name = name;
        this.simulations = simulations;
        this.c = c;
        this.reuse = reuse;
        this.solver = solver;
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

    /** How many simulations run between two looks at the stop signal (microseconds of work). */
    private static final int STOP_CHECK_MASK = 255;

    @Override
    public Decision decide(State position, BooleanSupplier stop) {
        Player.requireMoveToDecide(position);
        UctNode start = reuse ? reusedRoot(position) : null;
        if (start == null) {
            nodeCount = 0;
        }
        root = start != null ? start : newNode(null, -1, position.lastPlayer());
        int[] buffer = new int[position.game().maxLegalMoves()];
        long start0 = System.nanoTime();
        int done = 0;
        while (done < simulations && !(solver && root.proven != UctNode.UNKNOWN)) {
            simulate(position, buffer, null);
            done++;
            if ((done & STOP_CHECK_MASK) == 0 && stop.getAsBoolean()) {
                break;
            }
        }
        lastSimulations = done;
        double seconds = (System.nanoTime() - start0) / 1e9;
        UctNode best = finalChoice();
        if (reuse) {
            rootInstance = position.instanceId();
            rootHistory = position.history();
        }
        return new Decision(best.move, details(position, done, seconds));
    }

    /** Simulations run by the last decision (fewer than asked when the root was proven early). */
    public long lastSimulations() {
        return lastSimulations;
    }

    /**
     * Starts a search of {@code position} to be run one simulation at a time by {@link #step}: the
     * MCTS lab's step-by-step view. The simulations are the very ones {@link #decide} runs.
     */
    public void begin(State position) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: nothing to search");
        }
        nodeCount = 0;
        root = newNode(null, -1, position.lastPlayer());
    }

    /** Runs one simulation of the search {@link #begin} started and says what each phase did. */
    public UctIteration step(State position) {
        UctIteration.Recorder recorder = new UctIteration.Recorder();
        simulate(position, new int[position.game().maxLegalMoves()], recorder);
        return recorder.done();
    }

    /** True once the root's value is proven (MCTS-Solver): more simulations change nothing. */
    public boolean rootProven() {
        return solver && root.proven != UctNode.UNKNOWN;
    }

    /**
     * The tree as JSON, one object per node in id order: {@code {"id":3,"parent":0,"move":"5",
     * "mover":0,"visits":12,"value":0.5833,"proven":"win"}} ({@code proven} only once known; the
     * root has parent -1 and move null). Move texts are read in {@code position}, the root's.
     */
    public String treeJson(State position) {
        UctNode[] byId = new UctNode[nodeCount];
        collect(root, byId);
        StringBuilder b = new StringBuilder(80 * nodeCount).append('[');
        for (int i = 0; i < byId.length; i++) {
            if (byId[i] == null) {
                continue; // not in this tree (dropped by reuse)
            }
            UctNode n = byId[i];
            b.append(b.length() > 1 ? "," : "")
                    .append("{\"id\":")
                    .append(n.id)
                    .append(",\"parent\":")
                    .append(n.parent == null ? -1 : n.parent.id)
                    .append(",\"move\":")
                    .append(n.parent == null ? "null" : JsonStrings.quote(moveText(position, n)))
                    .append(",\"mover\":")
                    .append(n.mover)
                    .append(",\"visits\":")
                    .append(n.visits)
                    .append(",\"value\":")
                    .append(fixed4(n.value()));
            if (n.proven != UctNode.UNKNOWN) {
                b.append(",\"proven\":\"")
                        .append(n.proven == UctNode.WIN ? "win" : "loss")
                        .append('"');
            }
            b.append('}');
        }
        return b.append(']').toString();
    }

    private static void collect(UctNode n, UctNode[] byId) {
        byId[n.id] = n;
        for (int i = 0; i < n.childCount; i++) {
            collect(n.children[i], byId);
        }
    }

    /** The text of a node's move, read in the position of its parent (replayed from the root). */
    private static String moveText(State rootPosition, UctNode n) {
        int depth = 0;
        for (UctNode p = n.parent; p.parent != null; p = p.parent) {
            depth++;
        }
        int[] path = new int[depth];
        UctNode p = n.parent;
        for (int i = depth - 1; i >= 0; i--) {
            path[i] = p.move;
            p = p.parent;
        }
        State s = rootPosition.copy();
        for (int m : path) {
            s.play(m);
        }
        return s.formatMove(n.move);
    }

    private UctNode newNode(UctNode parent, int move, int mover) {
        return new UctNode(nodeCount++, parent, move, mover);
    }

    /**
     * One selection, expansion, rollout and backup from the root; {@code recorder} (null in play)
     * notes what each phase did for the lab.
     */
    private void simulate(State position, int[] buffer, UctIteration.Recorder recorder) {
        State s = position.copy();
        UctNode node = root;
        if (recorder != null) {
            recorder.selected(node.id, null);
        }
        // Selection: down through fully expanded, unproven nodes.
        while (node.expanded() && node.untriedCount == 0 && node.childCount > 0 && node.proven == UctNode.UNKNOWN) {
            node = select(node);
            if (recorder != null) {
                recorder.selected(node.id, s.formatMove(node.move));
            }
            s.play(node.move);
        }
        // Expansion: one new child, unless the node is over or proven.
        if (node.proven == UctNode.UNKNOWN && !s.isTerminal()) {
            if (!node.expanded()) {
                node.untried = new int[s.legalMoveCount()];
                node.untriedCount = s.legalMoves(node.untried);
            }
            int pick = rng.nextInt(node.untriedCount);
            int move = node.untried[pick];
            node.untried[pick] = node.untried[--node.untriedCount];
            int mover = s.currentPlayer();
            if (recorder != null) {
                recorder.expanded(nodeCount, s.formatMove(move));
            }
            s.play(move);
            UctNode child = newNode(node, move, mover);
            node.add(child);
            node = child;
            if (s.isTerminal() && s.returns(mover) > 0) {
                child.proven = UctNode.WIN;
            }
        }
        // Rollout: uniformly random moves to the end, unless the value is already known.
        double[] rewardOf = new double[2];
        if (solver && node.proven != UctNode.UNKNOWN) {
            double r = node.proven == UctNode.WIN ? 1 : 0;
            rewardOf[node.mover] = r;
            rewardOf[1 - node.mover] = 1 - r;
        } else {
            while (!s.isTerminal()) {
                int move = s.randomMove(rng, buffer);
                if (recorder != null) {
                    recorder.rolledOut(s.formatMove(move));
                }
                s.play(move);
            }
            rewardOf[0] = reward(s.returns(0));
            rewardOf[1] = reward(s.returns(1));
        }
        if (recorder != null) {
            recorder.rewarded(rewardOf, solver && node.proven != UctNode.UNKNOWN);
        }
        backup(node, rewardOf);
    }

    /** 1 for a win, 0.5 for a draw, 0 for a loss. */
    private static double reward(int returns) {
        return returns > 0 ? 1 : returns < 0 ? 0 : 0.5;
    }

    private void backup(UctNode leaf, double[] rewardOf) {
        for (UctNode n = leaf; n != null; n = n.parent) {
            n.visits++;
            if (n.mover >= 0) {
                n.reward += rewardOf[n.mover];
            }
            if (solver && n.parent != null) {
                prove(n);
            }
        }
    }

    /** MCTS-Solver: what a child's proof says about its parent. */
    private static void prove(UctNode child) {
        UctNode parent = child.parent;
        if (parent.proven != UctNode.UNKNOWN) {
            return;
        }
        if (child.proven == UctNode.WIN) {
            // The player to move at the parent can win: the parent's mover has lost.
            parent.proven = UctNode.LOSS;
        } else if (child.proven == UctNode.LOSS && parent.untriedCount == 0) {
            for (int i = 0; i < parent.childCount; i++) {
                if (parent.children[i].proven != UctNode.LOSS) {
                    return;
                }
            }
            // Every move loses for the player to move: the parent's mover has won.
            parent.proven = UctNode.WIN;
        }
    }

    /** UCB1 among the children, proven losses for the mover skipped while another child is left. */
    private UctNode select(UctNode node) {
        double logN = Math.log(node.visits);
        UctNode best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.childCount; i++) {
            UctNode ch = node.children[i];
            double v;
            if (solver && ch.proven == UctNode.LOSS) {
                v = -1; // below any UCB value, chosen only when every child is a proven loss
            } else {
                v = ch.value() + c * Math.sqrt(logN / ch.visits);
            }
            if (v > bestValue) {
                bestValue = v;
                best = ch;
            }
        }
        return best;
    }

    /** A proven win if there is one, else the most visited child that is not a proven loss. */
    private UctNode finalChoice() {
        UctNode best = null;
        for (int i = 0; i < root.childCount; i++) {
            UctNode ch = root.children[i];
            if (best == null || klass(ch) > klass(best) || klass(ch) == klass(best) && ch.visits > best.visits) {
                best = ch;
            }
        }
        return best;
    }

    /** With the solver: proven wins first, then unproven moves, proven losses last. */
    private int klass(UctNode n) {
        return solver ? n.proven + 1 : 1;
    }

    /** The subtree of {@code position} when it follows the last decision's position by known moves. */
    private UctNode reusedRoot(State position) {
        if (root == null
                || rootHistory == null
                || !position.instanceId().equals(rootInstance)
                || position.moveCount() < rootHistory.length) {
            return null;
        }
        for (int i = 0; i < rootHistory.length; i++) {
            if (position.moveAt(i) != rootHistory[i]) {
                return null;
            }
        }
        UctNode node = root;
        for (int i = rootHistory.length; i < position.moveCount() && node != null; i++) {
            UctNode next = null;
            for (int k = 0; k < node.childCount; k++) {
                if (node.children[k].move == position.moveAt(i)) {
                    next = node.children[k];
                }
            }
            node = next;
        }
        if (node == null || node == root) {
            return null;
        }
        node.parent = null; // the kept subtree becomes the tree; the rest is garbage
        return node;
    }

    /** The root's children: visits, value from the mover's view, proof. */
    private String details(State position, int done, double seconds) {
        StringBuilder b = new StringBuilder(80 + 60 * root.childCount);
        b.append("\"simulations\":")
                .append(done)
                .append(",\"simulationsPerSecond\":")
                .append(seconds > 0 ? Math.round(done / seconds) : 0)
                .append(",\"reused\":")
                .append(root.visits - done)
                .append(",\"children\":[");
        UctNode[] sorted = java.util.Arrays.copyOf(root.children, root.childCount);
        java.util.Arrays.sort(sorted, (x, y) -> Long.compare(y.visits, x.visits));
        for (int i = 0; i < sorted.length; i++) {
            UctNode ch = sorted[i];
            b.append(i == 0 ? "" : ",")
                    .append("{\"move\":\"")
                    .append(position.formatMove(ch.move))
                    .append("\",\"visits\":")
                    .append(ch.visits)
                    .append(",\"value\":")
                    .append(fixed4(ch.value()));
            if (ch.proven != UctNode.UNKNOWN) {
                b.append(",\"proven\":\"")
                        .append(ch.proven == UctNode.WIN ? "win" : "loss")
                        .append('"');
            }
            b.append('}');
        }
        return b.append(']').toString();
    }

    /** A value in [0, 1] with four decimals, written without String.format (also compiled for the browser). */
    public static String fixed4(double v) {
        long k = Math.round(v * 10_000);
        StringBuilder b = new StringBuilder().append(k / 10_000).append('.');
        String frac = Long.toString(k % 10_000);
        for (int i = frac.length(); i < 4; i++) {
            b.append('0');
        }
        return b.append(frac).toString();
    }
}
