package org.puzzlearena.browser;

import java.util.List;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.teavm.jso.JSExport;

/**
 * A position that JavaScript plays on in place (clients/js's {@code newState}): the rules' own
 * mutable {@link State} behind {@code @JSExport} methods, so a bot's loop pays one call per move
 * instead of a replay of the whole line. Moves cross the boundary as their canonical texts, lists
 * of them joined by line breaks; an illegal move comes back as its reason, never as an exception.
 */
public final class RulesState {

    /** The instance's initial position, shared by every copy and never played on: undo replays from it. */
    private final State initial;

    private State state;

    /** Scratch space for the legal moves and the random playouts. */
    private final int[] buffer;

    RulesState(State initial, State state) {
        this.initial = initial;
        this.state = state;
        this.buffer = new int[initial.game().maxLegalMoves()];
    }

    /** The legal moves' canonical texts, one per line; empty when the position is terminal. */
    @JSExport
    public String legalMoves() {
        int n = state.legalMoves(buffer);
        StringBuilder out = new StringBuilder(n * 6);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append('\n');
            }
            out.append(state.formatMove(buffer[i]));
        }
        return out.toString();
    }

    /**
     * Plays the move that {@code text} names (any spelling the game reads): an empty answer, or the
     * reason it is not legal here, with the position unchanged.
     */
    @JSExport
    public String play(String text) {
        return switch (state.readMove(text == null ? "" : text)) {
            case MoveCheck.Ok ok -> {
                state.play(ok.move());
                yield "";
            }
            case MoveCheck.Refused refused -> refused.reason();
        };
    }

    /**
     * Takes back the last move; false when no move has been played. The rules have no inverse move,
     * so this replays the line from the initial position: its cost grows with the moves played.
     */
    @JSExport
    public boolean undo() {
        int n = state.moveCount();
        if (n == 0) {
            return false;
        }
        State back = initial.copy();
        for (int i = 0; i < n - 1; i++) {
            back.play(state.moveAt(i));
        }
        state = back;
        return true;
    }

    /** An independent copy: playing on one never changes the other. */
    @JSExport
    public RulesState copy() {
        return new RulesState(initial, state.copy());
    }

    @JSExport
    public int score() {
        return state.score();
    }

    @JSExport
    public boolean terminal() {
        return state.isTerminal();
    }

    /** The player to move, 0 or 1; always 0 in a puzzle. */
    @JSExport
    public int toMove() {
        return state.currentPlayer();
    }

    /** The moves played from the initial position, canonical texts one per line. */
    @JSExport
    public String moves() {
        List<String> texts = MoveTexts.of(initial, state.history());
        return String.join("\n", texts);
    }

    /**
     * Plays uniformly random legal moves to the end, drawn as the Java engine's playouts draw them
     * ({@link State#randomMove} with {@link SplitMix64} of {@code seed}, an integer JavaScript can
     * hold exactly), and answers the final score.
     */
    @JSExport
    public int randomPlayout(double seed) {
        SplitMix64 rng = new SplitMix64((long) seed);
        State s = state;
        int[] scratch = buffer;
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, scratch));
        }
        return s.score();
    }
}
