package org.puzzlearena.server.suites;

import java.time.Instant;
import java.util.List;

/**
 * A suite run in a list: who ran which bot on which suite, its state, how many of its items have
 * finished, and its total once every item has.
 */
public record SuiteRunSummary(
        long id,
        String suite,
        String bot,
        boolean hosted,
        String owner,
        long seed,
        String state,
        Instant createdAt,
        Instant endedAt,
        int items,
        int itemsFinished,
        Long total) {

    /** A page of suite runs, newest first. */
    public record Page(long total, int offset, int limit, List<SuiteRunSummary> runs) {}
}
