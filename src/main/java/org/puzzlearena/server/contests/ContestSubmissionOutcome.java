package org.puzzlearena.server.contests;

import java.time.Instant;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.submissions.StoredSubmission;
import org.puzzlearena.server.submissions.SubmissionOutcome;

/**
 * What a submission to a contest comes to: stored, or refused by one of the contest's gates (or by
 * the submission path's own checks). {@link ContestSubmissionService} decides;
 * {@link ContestSubmissionsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface ContestSubmissionOutcome {

    /**
     * Stored (or found again for a retried Idempotency-Key), with the participant's best and limit;
     * {@code scoreHidden}: to a hidden instance, whose score and best are not told until the end.
     */
    record Stored(
            StoredSubmission submission,
            boolean replayed,
            boolean afterFreeze,
            int yourBest,
            ContestViews.RateLimitState rateLimit,
            boolean scoreHidden)
            implements ContestSubmissionOutcome {}

    /** Why nothing was stored. */
    sealed interface Refused extends ContestSubmissionOutcome {}

    /** There is no contest {@code id}. */
    record NoContest(long id) implements Refused {}

    /** Received before the start or from the end on ({@code started} tells which). */
    record NotOpen(boolean started, Instant startsAt, Instant endsAt, Instant receivedAt) implements Refused {}

    /** A bot (an API token) on a contest for people only. */
    record NoBots() implements Refused {}

    /** The caller (as {@code botName}, null for the person) has not registered. */
    record NotRegistered(long contestId, String botName) implements Refused {}

    /** No JSON body. */
    record NoBody() implements Refused {}

    /** The board is not one of the contest's instances. */
    record NotAnInstance(long contestId, BoardId board) implements Refused {}

    /** Over the contest's rate limit: {@code limit} per {@code perSeconds}, free again in {@code retryAfterSeconds}. */
    record TooMany(int limit, int perSeconds, long retryAfterSeconds) implements Refused {}

    /** Refused as any submission would be (Idempotency-Key, no move). */
    record SubmissionRefused(SubmissionOutcome.Refused refusal) implements Refused {}
}
