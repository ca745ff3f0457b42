package org.puzzlearena.training;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.twoplayer.Player;

/**
 * The position sets a Connect Four player is graded on, as in the public solver test protocol:
 * beginning (1-14 stones), middle (15-28) and end (29 or more) of the game, each easy (the game
 * ends within 13 plies of perfect play), medium (14-27) or hard (28 or more); end-medium and
 * end-hard cannot occur. A player's mistake rate on a set is the share of its positions where the
 * move it chooses has a worse solved outcome (win, draw, loss) than the best move's.
 */
public final class GradedSets {

    /** The six sets, in the protocol's order, then every position together. */
    public static final List<String> NAMES =
            List.of("begin-easy", "begin-medium", "begin-hard", "middle-easy", "middle-medium", "end-easy");

    public static final String ALL = "all";

    private static final Game GAME = ConnectFourGame.get();

    private final Map<String, List<LabelledPosition>> sets = new LinkedHashMap<>();

    /** The sets of {@code positions}, at most {@code perSet} each (the first ones); other positions are left out. */
    public GradedSets(List<LabelledPosition> positions, int perSet) {
        for (String name : NAMES) {
            sets.put(name, new ArrayList<>());
        }
        for (LabelledPosition p : positions) {
            List<LabelledPosition> set = sets.get(setOf(p));
            if (set != null && set.size() < perSet) {
                set.add(p);
            }
        }
    }

    /** The set a position belongs to, e.g. {@code middle-easy}; {@code end-medium} belongs to none. */
    public static String setOf(LabelledPosition p) {
        int stones = p.stones();
        String phase = stones <= 14 ? "begin" : stones <= 28 ? "middle" : "end";
        int remaining = p.remainingPlies();
        String depth = remaining < 14 ? "easy" : remaining < 28 ? "medium" : "hard";
        return phase + "-" + depth;
    }

    public Map<String, List<LabelledPosition>> sets() {
        return sets;
    }

    /** Every position of the sets. */
    public List<LabelledPosition> all() {
        List<LabelledPosition> all = new ArrayList<>();
        sets.values().forEach(all::addAll);
        return all;
    }

    /**
     * The mistake rate (0 to 1) of the player {@code players} makes for each position (given its
     * index in {@link #all()}, to seed it) on each non-empty set, and on all positions as {@link #ALL}.
     */
    public Map<String, Double> mistakeRates(IntFunction<Player> players) {
        Map<String, Double> rates = new LinkedHashMap<>();
        int index = 0;
        int mistakes = 0;
        int total = 0;
        for (Map.Entry<String, List<LabelledPosition>> e : sets.entrySet()) {
            int wrong = 0;
            for (LabelledPosition p : e.getValue()) {
                State s = p.state(GAME);
                int move = players.apply(index++).decide(s).move();
                if (p.isMistake(move)) {
                    wrong++;
                }
            }
            if (!e.getValue().isEmpty()) {
                rates.put(e.getKey(), (double) wrong / e.getValue().size());
            }
            mistakes += wrong;
            total += e.getValue().size();
        }
        if (total > 0) {
            rates.put(ALL, (double) mistakes / total);
        }
        return rates;
    }
}
