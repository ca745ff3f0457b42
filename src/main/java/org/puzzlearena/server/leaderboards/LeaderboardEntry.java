package org.puzzlearena.server.leaderboards;

import java.time.Instant;

/**
 * One participant's best submission on an instance. A participant is a person (an account
 * submitting through the browser) or a bot (an account's API token, named by the token).
 */
public record LeaderboardEntry(int rank, Participant participant, int score, int moves, long submissionId,
        Instant receivedAt, String submission) {

    public record Participant(String kind, String name, String account) {
    }
}
