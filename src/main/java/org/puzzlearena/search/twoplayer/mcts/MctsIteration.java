package org.puzzlearena.search.twoplayer.mcts;

import java.util.ArrayList;
import java.util.List;
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
 */
public record MctsIteration(
        List<Integer> path,
        List<String> pathMoves,
        int expanded,
        String expandedMove,
        List<String> rollout,
        double[] rewards,
        boolean fromProof) {

    /** Collects an iteration as {@link Mcts} runs it. */
    static final class Recorder implements Evaluator.Rollout {
        private final List<Integer> path = new ArrayList<>();
        private final List<String> pathMoves = new ArrayList<>();
        private int expanded = -1;
        private String expandedMove;
        private final List<String> rollout = new ArrayList<>();
        private double[] rewards;
        private boolean fromProof;

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

        void rewarded(double[] rewardOf, boolean proof) {
            rewards = rewardOf.clone();
            fromProof = proof;
        }

        MctsIteration done() {
            return new MctsIteration(
                    List.copyOf(path),
                    List.copyOf(pathMoves),
                    expanded,
                    expandedMove,
                    List.copyOf(rollout),
                    rewards,
                    fromProof);
        }
    }
}
