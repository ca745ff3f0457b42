package org.puzzlearena.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves in their canonical text. A move's text depends on the position it is played in (the new
 * dot of a Morpion line, the lowest cell of a SameGame group), so a sequence is formatted by
 * replaying it.
 */
public final class MoveTexts {

    private MoveTexts() {}

    /** The texts of {@code moves} played from {@code initial}, which is left unchanged. */
    public static List<String> of(State initial, int[] moves) {
        State s = initial.copy();
        List<String> out = new ArrayList<>(moves.length);
        for (int m : moves) {
            out.add(s.formatMove(m));
            s.play(m);
        }
        return out;
    }

    /** The texts of every move that led to {@code end} from its instance's initial state. */
    public static List<String> history(State end) {
        return of(end.game().newInitialState(end.instanceId()), end.history());
    }
}
