package org.puzzlearena.server.db;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Values as a native query returns them, whatever type the driver chose for the column. */
public final class SqlValues {

    private SqlValues() {}

    /** An Instant bound to a {@code timestamptz} parameter (the driver takes OffsetDateTime, not Instant). */
    public static OffsetDateTime timestamptz(Instant t) {
        return t == null ? null : t.atOffset(ZoneOffset.UTC);
    }

    /** A {@code timestamptz} column's value as an Instant (null stays null). */
    public static Instant instant(Object value) {
        return switch (value) {
            case null -> null;
            case Instant i -> i;
            case OffsetDateTime o -> o.toInstant();
            case Timestamp t -> t.toInstant();
            default -> throw new IllegalStateException("unexpected timestamp type " + value.getClass());
        };
    }
}
