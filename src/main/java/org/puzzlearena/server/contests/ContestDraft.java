package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;
import org.puzzlearena.server.boards.BoardId;

/** A contest request once checked: every value valid, every instance canonical. */
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
        Integer maxTeamSize) {}
