package org.puzzlearena.server.api;

/**
 * A request refused for one of its fields, as a value: the field at fault (null when it is the
 * whole body), a sentence a person can act on, and the kind of fault, which the resource turns
 * into a status ({@link ApiException#refused}). Validators and rules return it; services carry it
 * in their outcomes.
 */
public record FieldRefusal(Kind kind, String field, String reason) {

    /** What is wrong, without saying how HTTP answers it. */
    public enum Kind {
        /** The value makes no sense: fix it. */
        INVALID,
        /** The value makes sense but exceeds the caller's limits: ask for less. */
        OVER_LIMIT,
        /** The value may no longer change in the resource's current state. */
        CONFLICT
    }

    public static FieldRefusal invalid(String field, String reason) {
        return new FieldRefusal(Kind.INVALID, field, reason);
    }

    public static FieldRefusal overLimit(String field, String reason) {
        return new FieldRefusal(Kind.OVER_LIMIT, field, reason);
    }

    public static FieldRefusal conflict(String field, String reason) {
        return new FieldRefusal(Kind.CONFLICT, field, reason);
    }
}
