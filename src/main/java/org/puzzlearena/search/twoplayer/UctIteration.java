package org.puzzlearena.search.twoplayer;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.JsonStrings;

/**
 * What one UCT simulation did, phase by phase, as the MCTS lab shows it.
 *
 * @param path the nodes selection walked through, from the root (id 0) to the node it stopped at
 * @param pathMoves the moves along {@code path} (one fewer than its nodes)
 * @param expanded the id of the child expansion added, or -1 (the node was terminal or proven)
 * @param expandedMove its move, or null
 * @param rollout the random moves played from the new node to the end of the game
 * @param rewards what the simulation gave each player, 1 / 0.5 / 0
 * @param fromProof true when the rewards come from a proven value (MCTS-Solver) and no rollout ran
 */
public record UctIteration(
        List<Integer> path,
        List<String> pathMoves,
        int expanded,
        String expandedMove,
        List<String> rollout,
        double[] rewards,
        boolean fromProof) {

    /** The iteration as one JSON object with the members named as above. */
    public String json() {
        StringBuilder b = new StringBuilder(200).append("{\"path\":").append(path);
        b.append(",\"pathMoves\":");
        strings(b, pathMoves);
        b.append(",\"expanded\":").append(expanded).append(",\"expandedMove\":");
        if (expandedMove == null) {
            b.append("null");
        } else {
            JsonStrings.append(b, expandedMove);
        }
        b.append(",\"rollout\":");
        strings(b, rollout);
        return b.append(",\"rewards\":[")
                .append(Uct.fixed4(rewards[0]))
                .append(',')
                .append(Uct.fixed4(rewards[1]))
                .append("],\"fromProof\":")
                .append(fromProof)
                .append('}')
                .toString();
    }

    private static void strings(StringBuilder b, List<String> values) {
        b.append('[');
        for (int i = 0; i < values.size(); i++) {
            JsonStrings.append(b.append(i > 0 ? "," : ""), values.get(i));
        }
        b.append(']');
    }

    /** Collects an iteration as {@link Uct} runs it. */
    static final class Recorder {
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

        void rolledOut(String move) {
            rollout.add(move);
        }

        void rewarded(double[] rewardOf, boolean proof) {
            rewards = rewardOf.clone();
            fromProof = proof;
        }

        UctIteration done() {
            return new UctIteration(
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
