package org.puzzlearena.server.contests;

import java.time.Instant;
import org.puzzlearena.server.api.FieldRefusal;

/**
 * What creating, editing, deleting or unfreezing a contest comes to. {@link ContestService}
 * decides; {@link ContestsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface ContestOutcome {

    /** The contest as the caller now sees it (created, edited or unfrozen). */
    record Saved(ContestViews.ContestView view) implements ContestOutcome {}

    /** What deleting comes to. */
    sealed interface Deletion {}

    /** The contest and its registrations are gone. */
    record Deleted() implements Deletion {}

    /** Why nothing changed. */
    sealed interface Refused extends ContestOutcome, Deletion {}

    /** There is no contest {@code id}. */
    record NoContest(long id) implements Refused {}

    /** A new contest must start after {@code now}. */
    record StartsInThePast(Instant now) implements Refused {}

    /**
     * A field was refused: its value makes no sense ({@link ContestValidator}), or it may not change
     * in the contest's phase ({@link ContestEditRules}).
     */
    record FieldRefused(FieldRefusal why) implements Refused {}

    /** A contest that has started (at {@code startsAt}) cannot be deleted. */
    record AlreadyStarted(Instant startsAt) implements Refused {}

    /** Unfreezing a contest that has no freeze. */
    record NoFreeze() implements Refused {}

    /** A scoreboard is unfrozen only after the end ({@code endsAt}; the server's time {@code now}). */
    record NotEnded(Instant endsAt, Instant now) implements Refused {}
}
