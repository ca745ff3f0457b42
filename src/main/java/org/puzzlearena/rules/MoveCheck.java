package org.puzzlearena.rules;

/**
 * The outcome of reading one move's text in a position: a playable move, or the reason it is not.
 * Exactly one of {@code move >= 0} and {@code error != null} holds.
 */
public record MoveCheck(int move, String error) {

    public static MoveCheck ok(int move) {
        return new MoveCheck(move, null);
    }

    public static MoveCheck error(String reason) {
        return new MoveCheck(-1, reason);
    }

    public boolean isOk() {
        return error == null;
    }
}
