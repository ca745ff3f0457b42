package org.puzzlearena.browser;

import java.util.List;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.mcts.MctsIteration;
import org.puzzlearena.search.twoplayer.mcts.TreeNodeStats;

/** The lab's step-by-step search as JSON: the tree's nodes and what one simulation did. */
final class LabTraceJson {

    private LabTraceJson() {}

    /**
     * The tree, one object per node in id order: {@code {"id":3,"parent":0,"move":"5","mover":0,
     * "visits":12,"value":0.5833,"proven":"win"}} ({@code proven} only once known; the root has
     * parent -1 and move null).
     */
    static String tree(List<TreeNodeStats> nodes) {
        StringBuilder b = new StringBuilder(80 * nodes.size()).append('[');
        for (TreeNodeStats n : nodes) {
            b.append(b.length() > 1 ? ",{" : "{");
            JsonText.field(b, "id").append(n.id()).append(',');
            JsonText.field(b, "parent").append(n.parent()).append(',');
            JsonText.field(b, "move");
            if (n.move() == null) {
                b.append("null");
            } else {
                JsonText.string(b, n.move());
            }
            b.append(',');
            JsonText.field(b, "mover").append(n.mover()).append(',');
            JsonText.field(b, "visits").append(n.visits()).append(',');
            JsonText.field(b, "value").append(DecisionJson.fixed4(n.value()));
            if (n.proof() != null) {
                b.append(',');
                JsonText.field(b, "proven");
                JsonText.string(b, DecisionJson.proofName(n.proof()));
            }
            b.append('}');
        }
        return b.append(']').toString();
    }

    /** One simulation: {@code {"path":[0,2],"pathMoves":["5"],"expanded":7,"expandedMove":"3",
     * "rollout":["1","9"],"rewards":[1.0000,0.0000],"fromProof":false}}. */
    static String iteration(MctsIteration it) {
        StringBuilder b = new StringBuilder(200).append('{');
        JsonText.field(b, "path").append(it.path()).append(',');
        JsonText.field(b, "pathMoves");
        strings(b, it.pathMoves()).append(',');
        JsonText.field(b, "expanded").append(it.expanded()).append(',');
        JsonText.field(b, "expandedMove");
        if (it.expandedMove() == null) {
            b.append("null");
        } else {
            JsonText.string(b, it.expandedMove());
        }
        b.append(',');
        JsonText.field(b, "rollout");
        strings(b, it.rollout()).append(',');
        JsonText.field(b, "rewards")
                .append('[')
                .append(DecisionJson.fixed4(it.rewards()[0]))
                .append(',')
                .append(DecisionJson.fixed4(it.rewards()[1]))
                .append("],");
        JsonText.field(b, "fromProof").append(it.fromProof());
        return b.append('}').toString();
    }

    private static StringBuilder strings(StringBuilder b, List<String> values) {
        b.append('[');
        for (int i = 0; i < values.size(); i++) {
            JsonText.string(b.append(i > 0 ? "," : ""), values.get(i));
        }
        return b.append(']');
    }
}
