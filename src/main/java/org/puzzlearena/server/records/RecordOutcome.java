package org.puzzlearena.server.records;

import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.verify.VerificationOutcome;

/**
 * What adding a record comes to. {@link RecordService} decides; {@link RecordsResource#refusal}
 * picks each refusal's status and problem document.
 */
public sealed interface RecordOutcome {

    /** The new record. */
    record Added(BoardRecord record) implements RecordOutcome {}

    /** Why nothing was added. */
    sealed interface Refused extends RecordOutcome {}

    /** No JSON body. */
    record NoBody() implements Refused {}

    /** The required {@code field} is missing or blank. */
    record Missing(String field) implements Refused {}

    /** {@code field} is longer than {@code max} characters. */
    record TooLong(String field, int max) implements Refused {}

    /** {@code achieved} is not YYYY, YYYY-MM or YYYY-MM-DD. */
    record BadAchieved() implements Refused {}

    /** The line is already record {@code recordId} of {@code board}, held by {@code holder}. */
    record AlreadyARecord(long recordId, BoardId board, String holder) implements Refused {}

    /** The instance belongs to a contest whose results are not public yet ({@code why} names it). */
    record ContestNotPublic(String why) implements Refused {}

    /** The verifier did not accept the line ({@code why}: malformed, or an illegal move). */
    record Unverified(VerificationOutcome.Refused why) implements Refused {}
}
