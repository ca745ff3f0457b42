package org.puzzlearena.server.submissions;

import java.security.SecureRandom;
import java.util.function.LongPredicate;

/**
 * Ids of contest submissions. Ordinary submissions are numbered by one sequence; if contest
 * submissions took numbers from it too, the gap between two ids a participant receives would count
 * everybody's submissions in between, hidden ones during a freeze included. So a contest submission
 * takes a random id in [2^40, 2^53) instead: it counts nothing, it is still a plain number (exact in
 * JavaScript, so links such as {@code /replay/<id>} work as before), and it never meets the
 * sequence's numbers, which stay far below 2^40. Contest submissions stored before this rule keep
 * their numbers.
 */
public final class SubmissionIds {

    public static final long MIN = 1L << 40;
    public static final long MAX = 1L << 53;

    private static final SecureRandom RANDOM = new SecureRandom();

    private SubmissionIds() {}

    /** A random id that {@code taken} says is free (a clash among 2^53 ids is all but impossible). */
    static long unused(LongPredicate taken) {
        while (true) {
            long candidate = MIN + (RANDOM.nextLong() & Long.MAX_VALUE) % (MAX - MIN);
            if (!taken.test(candidate)) {
                return candidate;
            }
        }
    }
}
