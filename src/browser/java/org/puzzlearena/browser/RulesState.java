package org.puzzlearena.browser;

import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TextState;
import org.teavm.jso.JSExport;

/**
 * A position that JavaScript plays on in place (clients/js's {@code newState}): the rules'
 * {@link TextState}, the same one Python drives, behind {@code @JSExport} methods. Lists of moves
 * cross as one string, one move a line; an illegal move comes back as its reason.
 */
public final class RulesState {

    private final TextState position;

    private RulesState(TextState position) {
        this.position = position;
    }

    /** A position at {@code initial}, which is never changed. */
    static RulesState at(State initial) {
        return new RulesState(TextState.at(initial));
    }

    /** The legal moves' canonical texts, one per line; empty when the position is terminal. */
    @JSExport
    public String legalMoves() {
        return position.legalMoves();
    }

    /** Plays the move {@code text} names: an empty answer, or why it is not legal here (the position unchanged). */
    @JSExport
    public String play(String text) {
        return position.play(text);
    }

    /** Takes back the last move (by replaying the rest); false when no move has been played. */
    @JSExport
    public boolean undo() {
        return position.undo();
    }

    /** An independent copy: playing on one never changes the other. */
    @JSExport
    public RulesState copy() {
        return new RulesState(position.copy());
    }

    @JSExport
    public int score() {
        return position.score();
    }

    @JSExport
    public boolean terminal() {
        return position.isTerminal();
    }

    /** The player to move, 0 or 1; always 0 in a puzzle. */
    @JSExport
    public int toMove() {
        return position.toMove();
    }

    /** The moves played from the initial position, canonical texts one per line. */
    @JSExport
    public String moves() {
        return position.moves();
    }

    /**
     * Plays uniformly random legal moves to the end, as the Java engine's playouts do for the same
     * {@code seed} (an integer JavaScript holds exactly), and answers the final score.
     */
    @JSExport
    public int randomPlayout(double seed) {
        return position.randomPlayout((long) seed);
    }
}
