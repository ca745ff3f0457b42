package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;

/**
 * What importing a contest's participants comes to. {@link ParticipantImportService} decides;
 * {@link ContestParticipantImportsResource} picks each refusal's status and problem document.
 */
public sealed interface ParticipantImportOutcome {

    /** Every line is an account registered for the contest. */
    record Imported(EventAccountViews.ImportResult result) implements ParticipantImportOutcome {}

    /** Why nothing was done. */
    sealed interface Refused extends ParticipantImportOutcome {}

    record NoContest(long id) implements Refused {}

    /** The contest has ended: nobody joins it any more. */
    record ContestEnded(long contestId, Instant endsAt) implements Refused {}

    /** Lines of the file are wrong (400 listing each): nothing was created. */
    record BadLines(List<EventAccountViews.LineError> errors) implements Refused {}
}
