package org.puzzlearena.server.leaderboards;

import java.time.Instant;

/**
 * A just-stored ordinary submission as the board sees it: whose, what it scored, and the columns of
 * {@link LeaderboardOrder} that place it among equal scores.
 */
public record Candidate(
        String game,
        String instance,
        long accountId,
        String botName,
        long submissionId,
        int score,
        boolean isCopy,
        int moveCount,
        Instant receivedAt,
        Long botRunId) {}
