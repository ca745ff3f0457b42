package org.puzzlearena.search.twoplayer.mcts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;

/**
 * Monte Carlo tree search for two-player games, with the evaluation of new leaves and the choice
 * of children pluggable ({@link MctsSettings}): UCT is random playouts with UCB1, AlphaZero's search
 * a network with PUCT. Each simulation walks down by the selection rule to a node not evaluated
 * yet, evaluates it (or reads a finished game's result, or a proof), and backs the value up, each
 * node adding it from its own mover's view, so no sign is ever flipped by hand. MCTS-Solver
 * ({@link MctsSolver}) proves what it can on the way back. Seeded: the same seed, settings and
 * position give the same tree.
 */
public final class Mcts {

    private final MctsSettings settings;
    private final SplitMix64 rng;
    private final MctsTree tree = new MctsTree();
    private final MctsChoice choice;
    private boolean started;

    private long evaluations;
    private double rootValue = Double.NaN;

    /** The position of the last decision, for keeping its subtree. */
    private String rootInstance;

    private int[] rootHistory;

    public Mcts(MctsSettings settings, long seed) {
        this.settings = settings;
        this.rng = new SplitMix64(seed);
        this.choice = new MctsChoice(settings.solving());
    }

    /**
     * Searches {@code position} (not over) until {@code context} says stop (its budget of
     * simulations, which are its playouts, or of seconds or CPU seconds; a cancel) or the root is
     * proven, and chooses the move. The context counts this search's simulations only: give each
     * search a fresh one.
     */
    public MctsReport search(State position, SearchContext context) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to decide");
        }
        long startNanos = System.nanoTime();
        evaluations = 0;
        MctsNode kept = settings.keepTree() ? keptRoot(position) : null;
        if (kept != null) {
            tree.keep(kept);
        } else {
            newRoot(position);
        }
        // A network evaluation takes about a millisecond: a guided search looks at the clock after
        // each one, where a playout search (thousands a second) leaves it to every 64th simulation.
        // At least one simulation runs, whatever the context says, so that there is a move to choose.
        boolean costly = settings.evaluator().givesPriors();
        long done = 0;
        while (!rootProven() && (done == 0 || !context.shouldStop())) {
            simulate(position, null);
            done++;
            context.simulationDone();
            if (costly) {
                context.tick();
            }
        }
        MctsNode chosen = choice.chosen(tree.root(), settings.temperature(), rng);
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        if (settings.keepTree()) {
            rootInstance = position.instanceId();
            rootHistory = position.history();
        }
        return MctsStatistics.report(tree.root(), chosen, done, evaluations, seconds, rootValueUnit(), reports());
    }

    /**
     * Starts a search of {@code position} to be run one simulation at a time by {@link #step}: the
     * MCTS lab's step-by-step view. The simulations are the very ones {@link #search} runs.
     */
    public void begin(State position) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: nothing to search");
        }
        newRoot(position);
    }

    /** Runs one simulation of the search {@link #begin} started and says what each phase did. */
    public MctsIteration step(State position) {
        MctsIteration.Recorder recorder = new MctsIteration.Recorder(null);
        simulate(position, recorder);
        return recorder.done();
    }

    /**
     * {@link #step}, also keeping the whole tree at the end of each of the four phases and the
     * terms of every choice on the path: what the lab draws, one snapshot per phase, so its words,
     * numbers and drawing of a phase all come from the same tree. Four walks of the tree: for the
     * iteration shown, not for the ones run to reach it.
     */
    public MctsIteration trace(State position) {
        MctsIteration.Recorder recorder = new MctsIteration.Recorder(() -> tree(position));
        recorder.phaseEnded();
        simulate(position, recorder);
        recorder.phaseEnded();
        return recorder.done();
    }

    /** True once the root's value is proven (MCTS-Solver): more simulations change nothing. */
    public boolean rootProven() {
        return settings.solving() && tree.root().proof != null;
    }

    /** The tree in id order, move texts read from {@code position}, the root's. */
    public List<TreeNodeStats> tree(State position) {
        return MctsStatistics.tree(tree, position, reports());
    }

    /** The root's children's visits after the last search, in the order of {@link #rootMoves}. */
    public int[] rootVisits() {
        MctsNode root = tree.root();
        int[] visits = new int[root.childCount];
        for (int i = 0; i < visits.length; i++) {
            visits[i] = (int) root.children[i].visits;
        }
        return visits;
    }

    /** The root's children's moves after the last search. */
    public int[] rootMoves() {
        MctsNode root = tree.root();
        int[] moves = new int[root.childCount];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = root.children[i].move;
        }
        return moves;
    }

    /**
     * Which proofs statistics show: MCTS-Solver's, none without it (a finished game is still marked
     * inside the tree, but nothing was proven by the search then).
     */
    private MctsStatistics.ProofFilter reports() {
        return n -> settings.solving();
    }

    private Double rootValueUnit() {
        return Double.isNaN(rootValue) ? null : (rootValue + 1) / 2;
    }

    private void newRoot(State position) {
        MctsNode root = tree.reset(position.lastPlayer());
        root.evaluated = true;
        root.toMove = position.currentPlayer();
        root.moves = legalMoves(position);
        rootValue = Double.NaN;
        if (settings.evaluator().givesPriors()) {
            // The root's priors guide the first choices; its value is only shown.
            Evaluator.Evaluation e = settings.evaluator()
                    .evaluate(position.copy(), root.moves, root.moves.length, root.toMove, rng, null);
            evaluations++;
            root.priors = e.priors();
            rootValue = e.value();
            if (settings.noiseFraction() > 0) {
                addNoise(root);
            }
        }
    }

    /** AlphaZero's exploration noise: priors become (1 - f) P + f Dir(alpha). */
    private void addNoise(MctsNode node) {
        double[] noise = Dirichlet.sample(rng, settings.noiseAlpha(), node.moves.length);
        double f = settings.noiseFraction();
        for (int i = 0; i < node.moves.length; i++) {
            node.priors[i] = (float) ((1 - f) * node.priors[i] + f * noise[i]);
        }
    }

    private static int[] legalMoves(State s) {
        int[] buffer = new int[s.game().maxLegalMoves()];
        return Arrays.copyOf(buffer, s.legalMoves(buffer));
    }

    /**
     * One selection, expansion, evaluation and backup from the root; {@code recorder} (null in
     * play) notes what each phase did for the lab.
     */
    private void simulate(State position, MctsIteration.Recorder recorder) {
        State s = position.copy();
        MctsNode node = tree.root();
        if (recorder != null) {
            recorder.selected(node.id, null);
        }
        boolean known = true;
        while (!node.terminal && !(settings.solving() && node.proof != null)) {
            int untried = recorder != null && recorder.tracing() ? untried(node) : 0;
            boolean drawn = recorder != null
                    && recorder.tracing()
                    && settings.selection().drawsUntried(node);
            MctsNode child = settings.selection().next(tree, node, rng, settings.solving());
            String text = recorder != null ? s.formatMove(child.move) : null;
            if (recorder != null && recorder.tracing()) {
                recorder.chose(choice(node, s, drawn, untried));
            }
            s.play(child.move);
            if (!child.evaluated) {
                if (recorder != null) {
                    recorder.expanded(child.id, text);
                }
                node = child;
                known = false;
                break;
            }
            if (recorder != null) {
                recorder.selected(child.id, text);
            }
            node = child;
        }
        if (recorder != null) {
            recorder.phaseEnded(); // selection and expansion: the new child (or children) in the tree
        }
        double value = known ? knownValue(node) : evaluate(node, s, recorder);
        if (recorder != null) {
            recorder.rewarded(rewards(node.mover, value), settings.solving() && node.proof != null, value);
            recorder.phaseEnded(); // the simulation: a finished game's proof may be new
        }
        backup(node, value);
    }

    /** How many of an evaluated node's moves have no child yet. */
    private static int untried(MctsNode node) {
        return node.moves == null ? 0 : node.moves.length - node.childCount;
    }

    /** How {@code node}, in position {@code s}, chose its child just now: drawn at random, or each child's terms. */
    private SelectionStep choice(MctsNode node, State s, boolean drawn, int untried) {
        if (drawn) {
            return new SelectionStep("untried", untried, List.of());
        }
        List<SelectionTerm> terms = new ArrayList<>(node.childCount);
        for (int i = 0; i < node.childCount; i++) {
            MctsNode ch = node.children[i];
            terms.add(settings.selection().term(node, ch, s.formatMove(ch.move), settings.solving()));
        }
        return new SelectionStep(settings.selection().rule(), untried, terms);
    }

    /** The value of a finished or proven node for its mover. */
    private double knownValue(MctsNode node) {
        return settings.solving() && node.proof != null ? node.proof.value() : node.result;
    }

    /** Evaluates a new leaf: a finished game by its result, else by the evaluator; the value for its mover. */
    private double evaluate(MctsNode leaf, State s, MctsIteration.Recorder recorder) {
        leaf.evaluated = true;
        if (s.isTerminal()) {
            settings.solver().finished(leaf, Integer.signum(s.returns(leaf.mover)));
            return knownValue(leaf);
        }
        leaf.toMove = s.currentPlayer();
        leaf.moves = legalMoves(s);
        Evaluator.Evaluation e =
                settings.evaluator().evaluate(s, leaf.moves, leaf.moves.length, leaf.mover, rng, recorder);
        evaluations++;
        leaf.priors = e.priors();
        return e.value();
    }

    /** Each player's reward in [0, 1] when {@code mover} got {@code value} in [-1, 1]. */
    private static double[] rewards(int mover, double value) {
        double[] r = new double[2];
        if (mover >= 0) {
            r[mover] = (value + 1) / 2;
            r[1 - mover] = (1 - value) / 2;
        }
        return r;
    }

    private void backup(MctsNode leaf, double value) {
        for (MctsNode n = leaf; n != null; n = n.parent) {
            n.visits++;
            if (n.mover >= 0) {
                n.valueSum += n.mover == leaf.mover ? value : -value;
            }
            if (settings.solving() && n.parent != null) {
                settings.solver().prove(n.parent);
            }
        }
    }

    /** The subtree of {@code position} when it follows the last decision's position by known moves. */
    private MctsNode keptRoot(State position) {
        MctsNode root = tree.root();
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
        MctsNode node = root;
        for (int i = rootHistory.length; i < position.moveCount() && node != null; i++) {
            MctsNode next = null;
            for (int k = 0; k < node.childCount; k++) {
                if (node.children[k].move == position.moveAt(i)) {
                    next = node.children[k];
                }
            }
            node = next;
        }
        return node == null || node == root || !node.evaluated ? null : node;
    }
}
