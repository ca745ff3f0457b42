package org.puzzlearena.server.api;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * Recognises a failure caused by a full disk, the database's or ours. It is not a bug of the request
 * nor of the server: the client should come back once an operator has freed space, so it gets 503 with
 * {@code Retry-After} (and a monitor sees a 5xx it can tell apart), not the 500 of an unexpected error.
 */
final class FullDisk {

    /** PostgreSQL's {@code disk_full} (class 53, insufficient resources). */
    static final String DISK_FULL_SQLSTATE = "53100";
    /** ENOSPC as the JDK and PostgreSQL word it. */
    private static final String NO_SPACE = "no space left on device";
    /** Long enough for an operator to notice and act; clients retrying sooner only add load. */
    static final Duration RETRY_AFTER = Duration.ofSeconds(60);

    private FullDisk() {}

    /** The exception among {@code failure} and its causes that says the disk is full, if one does. */
    static Optional<Throwable> cause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && DISK_FULL_SQLSTATE.equals(sql.getSQLState())) {
                return Optional.of(t);
            }
            if (t instanceof IOException
                    && t.getMessage() != null
                    && t.getMessage().toLowerCase(Locale.ROOT).contains(NO_SPACE)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    static ApiException problem() {
        return ApiException.unavailable(
                "Storage full", "the server's storage is full and cannot store this now; retry later", RETRY_AFTER);
    }
}
