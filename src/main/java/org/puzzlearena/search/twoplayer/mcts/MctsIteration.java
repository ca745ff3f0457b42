package org.puzzlearena.search.twoplayer.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.puzzlearena.rules.State;

/**
 * What one simulation of the search did, phase by phase, as the MCTS lab shows it.
 *
 * @param path the nodes selection walked through, from the root (id 0) to the node it stopped at
 * @param pathMoves the moves along {@code path} (one fewer than its nodes)
 * @param expanded the id of the child expansion added, or -1 (the node was terminal or proven)
 * @param expandedMove its move, or null
 * @param rollout the random moves played from the new node to the end of the game (none when a
 *     network values it)
 * @param rewards what the simulation gave each player, 1 / 0.5 / 0
 * @param fromProof true when the rewards come from a proven value (MCTS-Solver) and no rollout ran
 * @param value what the simulation backed up, in [-1, 1] for the player who moved into the last
 *     node: a rollout's result, the network's value, or a finished or proven game's
 * @param choices how each node chose the next, one for each step of {@code path} and of the
 *     expansion ({@link Mcts#trace} only, else empty)
 * @param trees the whole tree at the end of each phase: selection (the tree as the simulation found
 *     it), expansion, simulation and backup ({@link Mcts#trace} only, else empty)
 */
public record MctsIteration(
        List<Integer> path,
        List<String> pathMoves,
        int expanded,
        String expandedMove,
        List<String> rollout,
        double[] rewards,
        boolean fromProof,
        double value,
        List<SelectionStep> choices,
        List<List<TreeNodeStats>> trees) {

    /** Collects an iteration as {@link Mcts} runs it. */
    static final class Recorder implements Evaluator.Rollout {
        private final List<Integer> path = new ArrayList<>();
        private final List<String> pathMoves = new ArrayList<>();
        private int expanded = -1;
        private String expandedMove;
        private final List<String> rollout = new ArrayList<>();
        private double[] rewards;
        private boolean fromProof;
        private double value;
        private final List<SelectionStep> choices = new ArrayList<>();
        private final List<List<TreeNodeStats>> trees = new ArrayList<>();
        /** The tree as it is now, when each phase's tree and choice is recorded (the lab's trace); else null. */
        private final Supplier<List<TreeNodeStats>> snapshot;

        Recorder(Supplier<List<TreeNodeStats>> snapshot) {
            this.snapshot = snapshot;
        }

        /** Whether each phase's tree and each choice's terms are wanted (they cost a walk of the tree). */
        boolean tracing() {
            return snapshot != null;
        }

        /** The end of a phase: the tree as it is now. */
        void phaseEnded() {
            if (snapshot != null) {
                trees.add(snapshot.get());
            }
        }

        void chose(SelectionStep step) {
            choices.add(step);
        }

        void selected(int id, String move) {
            path.add(id);
            if (move != null) {
                pathMoves.add(move);
            }
        }

        void expanded(int id, String move) {
            expanded = id;
            expandedMove = move;
        }

        @Override
        public void played(State before, int move) {
            rollout.add(before.formatMove(move));
        }

        void rewarded(double[] rewardOf, boolean proof, double backedUp) {
            rewards = rewardOf.clone();
            fromProof = proof;
            value = backedUp;
        }

        MctsIteration done() {
            return new MctsIteration(
                    List.copyOf(path),
                    List.copyOf(pathMoves),
                    expanded,
                    expandedMove,
                    List.copyOf(rollout),
                    rewards,
                    fromProof,
                    value,
                    List.copyOf(choices),
                    List.copyOf(trees));
        }
    }
}
