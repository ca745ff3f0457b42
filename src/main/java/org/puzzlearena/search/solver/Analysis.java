package org.puzzlearena.search.solver;

import java.util.List;
import org.puzzlearena.rules.JsonStrings;

/**
 * What an exact solver knows about a position, from the side to move: the position's score and
 * every legal move's (the score of the position the move leads to, from the mover's side). Scores
 * are the game's solver convention ({@link ExactSolver#scoreConvention()}): positive a win, 0 a draw,
 * negative a loss, larger for a sooner win. When the time ran out a score is only known to lie in
 * {@code [lower, upper]}.
 *
 * @param position the move string from the empty board
 * @param toMove the player to move, 0 or 1
 * @param nodes positions searched
 */
public record Analysis(String position, int toMove, Bounds score, List<MoveScore> moves, long nodes) {

    /** A score known to lie in [lower, upper]; exact when they are equal. */
    public record Bounds(int lower, int upper) {

        public static Bounds exact(int score) {
            return new Bounds(score, score);
        }

        public boolean isExact() {
            return lower == upper;
        }

        /** The same knowledge from the other player's side. */
        public Bounds negate() {
            return new Bounds(-upper, -lower);
        }
    }

    /** One legal move, in the game's notation, and what it leads to for the player making it. */
    public record MoveScore(int move, String text, Bounds score) {}

    /** True when the position's score and every move's are exact. */
    public boolean isExact() {
        if (!score.isExact()) {
            return false;
        }
        for (MoveScore m : moves) {
            if (!m.score().isExact()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The analysis as JSON members (no braces), as {@code bin/arena analyse} and the lab print it:
     * {@code "position":"4455","toMove":1,"score":2,"moves":[{"move":"1","score":-3},...],
     * "exact":true,"nodes":1234}; the player to move counts from 1, a score still open is given as
     * {@code "lower"} and {@code "upper"}.
     */
    public StringBuilder appendJsonMembers(StringBuilder b) {
        JsonStrings.append(b.append("\"position\":"), position)
                .append(",\"toMove\":")
                .append(toMove + 1);
        bounds(b, score);
        b.append(",\"moves\":[");
        for (int i = 0; i < moves.size(); i++) {
            MoveScore m = moves.get(i);
            JsonStrings.append(b.append(i == 0 ? "{" : ",{").append("\"move\":"), m.text());
            bounds(b, m.score());
            b.append('}');
        }
        return b.append("],\"exact\":").append(isExact()).append(",\"nodes\":").append(nodes);
    }

    private static void bounds(StringBuilder b, Bounds s) {
        if (s.isExact()) {
            b.append(",\"score\":").append(s.lower());
        } else {
            b.append(",\"lower\":").append(s.lower()).append(",\"upper\":").append(s.upper());
        }
    }

    /** The score of the best move when exact; throws otherwise. */
    public int exactScore() {
        if (!score.isExact()) {
            throw new IllegalStateException(
                    "the search ran out of time: the score lies in [" + score.lower() + ", " + score.upper() + "]");
        }
        return score.lower();
    }
}
