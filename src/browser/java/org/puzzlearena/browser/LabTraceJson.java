package org.puzzlearena.browser;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.mcts.MctsIteration;
import org.puzzlearena.search.twoplayer.mcts.SelectionStep;
import org.puzzlearena.search.twoplayer.mcts.SelectionTerm;
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

    /**
     * The tree at the end of each phase of a traced simulation ({@link MctsIteration#trees}): the
     * first whole ({@code "tree":[...]}, the tree selection walked), then for expansion, simulation
     * and backup only the nodes that phase added or changed ({@code "changes":[[...],[...],[...]]}),
     * which the lab applies in turn: four exact snapshots for the size of one.
     */
    static String phases(List<List<TreeNodeStats>> trees) {
        StringBuilder b = new StringBuilder();
        JsonText.field(b, "tree").append(tree(trees.get(0))).append(',');
        JsonText.field(b, "changes").append('[');
        for (int i = 1; i < trees.size(); i++) {
            Map<Integer, TreeNodeStats> was = new HashMap<>();
            for (TreeNodeStats n : trees.get(i - 1)) {
                was.put(n.id(), n);
            }
            List<TreeNodeStats> changed = trees.get(i).stream()
                    .filter(n -> !n.equals(was.get(n.id())))
                    .toList();
            b.append(i > 1 ? "," : "").append(tree(changed));
        }
        return b.append(']').toString();
    }

    /**
     * How each node of the path chose the next: {@code [{"rule":"ucb1","untried":0,"candidates":
     * [{"id":1,"move":"5","visits":3,"prior":0.0000,"exploit":0.6667,"explore":1.0483,"score":1.7150,
     * "skipped":false},...]},{"rule":"untried","untried":6,"candidates":[]}]}; an infinite term
     * (a child never visited) is null.
     */
    static String choices(List<SelectionStep> steps) {
        StringBuilder b = new StringBuilder(200 * steps.size()).append('[');
        for (int k = 0; k < steps.size(); k++) {
            SelectionStep s = steps.get(k);
            b.append(k > 0 ? ",{" : "{");
            JsonText.field(b, "rule");
            JsonText.string(b, s.rule()).append(',');
            JsonText.field(b, "untried").append(s.untried()).append(',');
            JsonText.field(b, "candidates").append('[');
            for (int i = 0; i < s.candidates().size(); i++) {
                SelectionTerm c = s.candidates().get(i);
                b.append(i > 0 ? ",{" : "{");
                JsonText.field(b, "id").append(c.id()).append(',');
                JsonText.field(b, "move");
                JsonText.string(b, c.move()).append(',');
                JsonText.field(b, "visits").append(c.visits()).append(',');
                JsonText.field(b, "prior").append(signed4(c.prior())).append(',');
                JsonText.field(b, "exploit").append(signed4(c.exploit())).append(',');
                JsonText.field(b, "explore").append(signed4(c.explore())).append(',');
                JsonText.field(b, "score").append(signed4(c.score())).append(',');
                JsonText.field(b, "skipped").append(c.skipped()).append('}');
            }
            b.append("]}");
        }
        return b.append(']').toString();
    }

    /** Four decimals with a sign (PUCT's Q is in [-1, 1]); null when infinite. */
    static String signed4(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "null";
        }
        String digits = DecisionJson.fixed4(Math.abs(v));
        return v < 0 && !digits.equals("0.0000") ? "-" + digits : digits;
    }

    /** One simulation: {@code {"path":[0,2],"pathMoves":["5"],"expanded":7,"expandedMove":"3",
     * "rollout":["1","9"],"rewards":[1.0000,0.0000],"fromProof":false,"value":1.0000,"choices":[...]}}. */
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
        JsonText.field(b, "fromProof").append(it.fromProof()).append(',');
        JsonText.field(b, "value").append(signed4(it.value())).append(',');
        JsonText.field(b, "choices").append(choices(it.choices()));
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
