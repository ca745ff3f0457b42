package org.puzzlearena.server.submissions;

import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.verify.VerificationOutcome;

/**
 * What a submission comes to: stored (or found again, for a retry with the same Idempotency-Key),
 * or refused by the submission path itself. The services decide which; the resources pick the
 * HTTP status and the problem document ({@link SubmissionsResource#refusal}, for contest
 * submissions too). What the verifier refuses (a malformed line, an illegal move) is an {@link
 * Unverified} refusal; what the catalogue rejects (an unknown game or instance) is still its
 * {@code ApiException}.
 */
public sealed interface SubmissionOutcome {

    /**
     * The stored submission and where it stands on its leaderboard (0 for a contest submission);
     * {@code replayed} when an idempotent retry found it.
     */
    record Accepted(StoredSubmission submission, int rank, boolean replayed, CopyOf copyOf)
            implements SubmissionOutcome {}

    /** Why nothing was stored. */
    sealed interface Refused extends SubmissionOutcome {}

    /** The Idempotency-Key header is blank or longer than {@code maxLength}. */
    record BadIdempotencyKey(int maxLength) implements Refused {}

    /** The solution has no move ({@code field}: "moves" or "solution", whichever was sent). */
    record EmptySolution(String field) implements Refused {}

    /** This participant's Idempotency-Key already stored a different submission. */
    record KeyUsedElsewhere(long earlierId) implements Refused {}

    /** The verifier did not accept the line ({@code why}: malformed, or an illegal move). */
    record Unverified(VerificationOutcome.Refused why) implements Refused {}

    /** The instance belongs to a contest until it ends ({@code why} says which and until when). */
    record InstanceReserved(String why) implements Refused {}
}
