package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.puzzlearena.server.boards.BoardId;

/**
 * A contest request once checked: every value valid, every instance canonical; {@code hidden} the
 * positions of the hidden part (empty, with {@code finalRanking} and {@code hiddenSeed} null, without one).
 */
record ContestDraft(
        String title,
        String description,
        Instant startsAt,
        Instant endsAt,
        Instant freezesAt,
        boolean botsAllowed,
        int rateLimitCount,
        int rateLimitSeconds,
        ScoringRule scoring,
        List<BoardId> instances,
        String entries,
        Integer maxTeamSize,
        Set<Integer> hidden,
        String finalRanking,
        Long hiddenSeed) {}
