package org.puzzlearena.server.contests;

import org.puzzlearena.server.api.ApiException;

/**
 * The HTTP answers shared by the contest resources and the scoreboard's websocket: a contest id
 * read from a path, and the 404 of one that does not exist.
 */
public final class ContestProblems {

    private ContestProblems() {}

    /**
     * The problem of a contest that does not exist: every contest path (its resources' refusals, the
     * read paths' empty answers, the live scoreboard's close reason) answers this one.
     */
    public static ApiException noContest(long id) {
        return ApiException.notFound("no contest " + id);
    }

    /** A contest id from the path; anything else is a contest that does not exist. */
    public static long id(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiException.notFound(
                    "no contest '" + (text.length() > 30 ? text.substring(0, 27) + "..." : text) + "'");
        }
    }
}
