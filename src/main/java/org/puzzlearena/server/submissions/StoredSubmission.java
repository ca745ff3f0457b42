package org.puzzlearena.server.submissions;

import java.time.Instant;

/**
 * A submission as the store answers it: plain values, no entity. The hot path of an ordinary
 * submission never opens a Hibernate session (its statements are plain JDBC), so what it hands back
 * cannot be a managed entity with lazy relations; what a caller needs to answer is all here.
 */
public record StoredSubmission(
        long id,
        Long contestId,
        String game,
        String instanceId,
        int moveCount,
        int score,
        String verifierVersion,
        Instant receivedAt) {

    static StoredSubmission of(Submission s) {
        return new StoredSubmission(
                s.id, s.contestId, s.game, s.instanceId, s.moveCount, s.score, s.verifierVersion, s.receivedAt);
    }
}
