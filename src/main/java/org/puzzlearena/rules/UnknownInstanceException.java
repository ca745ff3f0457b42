package org.puzzlearena.rules;

/** Thrown by {@link Game#newInitialState} for an instance id the game does not understand. */
public final class UnknownInstanceException extends IllegalArgumentException {

    public UnknownInstanceException(String message) {
        super(message);
    }
}
