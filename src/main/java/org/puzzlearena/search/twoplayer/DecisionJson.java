package org.puzzlearena.search.twoplayer;

import java.util.List;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.mcts.MctsReport;
import org.puzzlearena.search.twoplayer.mcts.Proof;
import org.puzzlearena.search.twoplayer.mcts.RootChild;

/**
 * A decision's statistics ({@link Player.Stats}) as JSON members without braces, the one place they
 * are written, by the edges that show them: the CLI, the server's lab and the browser's. A search's
 * are {@code "simulations":800,..., "children":[{"move":"4","visits":500,"prior":0.2,"value":0.61,
 * "proven":"win"},...]}: a search guided by a network also reports its evaluations, its value of the
 * root and each move's prior; a playout search the visits kept from its previous tree. Move texts
 * are read from {@code position}, the position decided.
 */
public final class DecisionJson {

    private DecisionJson() {}

    public static String members(State position, Player.Decision decision) {
        return switch (decision.stats()) {
            case Player.Searched s -> searched(position, s.report());
            case Player.NetGuess g -> "\"prior\":" + fixed4(g.prior()) + ",\"netValue\":" + fixed4(g.netValue());
            case Player.Minimax m ->
                "\"nodes\":" + m.nodes() + ",\"children\":" + moveValues(position, m.children(), "value");
            case Player.Solved s ->
                "\"score\":" + s.score() + ",\"children\":" + moveValues(position, s.children(), "score");
            case Player.Uniform u -> "\"legalMoves\":" + u.legalMoves();
        };
    }

    /** {@code [{"move":"4","value":-3},...]}, the value under {@code name}. */
    private static String moveValues(State position, List<Player.MoveValue> values, String name) {
        StringBuilder b = new StringBuilder("[");
        for (Player.MoveValue v : values) {
            b.append(b.length() == 1 ? "{" : ",{").append("\"move\":");
            JsonStrings.append(b, position.formatMove(v.move()));
            b.append(",\"").append(name).append("\":").append(v.value()).append('}');
        }
        return b.append(']').toString();
    }

    private static String searched(State position, MctsReport r) {
        boolean guided = r.rootValue() != null;
        StringBuilder b = new StringBuilder(100 + 80 * r.children().size());
        b.append("\"simulations\":").append(r.simulations());
        if (guided) {
            b.append(",\"evaluations\":").append(r.evaluations());
        }
        b.append(",\"simulationsPerSecond\":").append(r.simulationsPerSecond());
        if (guided) {
            b.append(",\"netValue\":").append(fixed4(r.rootValue()));
        } else {
            b.append(",\"reused\":").append(r.reused());
        }
        b.append(",\"children\":[");
        for (int i = 0; i < r.children().size(); i++) {
            RootChild ch = r.children().get(i);
            b.append(i == 0 ? "{" : ",{").append("\"move\":");
            JsonStrings.append(b, position.formatMove(ch.move()));
            b.append(",\"visits\":").append(ch.visits());
            if (ch.prior() != null) {
                b.append(",\"prior\":").append(fixed4(ch.prior()));
            }
            b.append(",\"value\":").append(fixed4(ch.value()));
            if (ch.proof() != null) {
                b.append(",\"proven\":\"").append(proofName(ch.proof())).append('"');
            }
            b.append('}');
        }
        return b.append(']').toString();
    }

    /** "win", "draw" or "loss": how the statistics name a proof. */
    public static String proofName(Proof p) {
        return p == Proof.WIN ? "win" : p == Proof.DRAW ? "draw" : "loss";
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
