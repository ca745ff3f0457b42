package org.puzzlearena.server.api;

import java.util.function.Function;

/**
 * What a validator makes of a request: the checked value, or the refusal of the first field at
 * fault. Nothing is thrown; the service returns the refusal as its outcome.
 */
public sealed interface Checked<T> {

    record Valid<T>(T value) implements Checked<T> {}

    record Refused<T>(FieldRefusal why) implements Checked<T> {}

    static <T> Checked<T> valid(T value) {
        return new Valid<>(value);
    }

    static <T> Checked<T> refused(FieldRefusal why) {
        return new Refused<>(why);
    }

    /** The next check on the value, or this refusal as it is. */
    default <U> Checked<U> then(Function<? super T, Checked<U>> next) {
        return switch (this) {
            case Valid<T>(T value) -> next.apply(value);
            case Refused<T>(FieldRefusal why) -> new Refused<>(why);
        };
    }
}
