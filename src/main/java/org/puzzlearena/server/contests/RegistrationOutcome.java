package org.puzzlearena.server.contests;

import java.time.Instant;

/**
 * What registering (a {@code RegistrationOutcome}) or withdrawing (a {@link Withdrawal}) comes to.
 * {@link RegistrationService} decides; {@link ContestRegistrationsResource#refusal} picks each
 * refusal's status and problem document.
 */
public sealed interface RegistrationOutcome {

    /** Registered: {@code created} by this call, or already before (then 200 instead of 201). */
    record Registered(ContestViews.RegistrationView view, boolean created) implements RegistrationOutcome {}

    /** What withdrawing comes to. */
    sealed interface Withdrawal {}

    /** The registration was withdrawn. */
    record Withdrawn() implements Withdrawal {}

    /** Why nothing changed. */
    sealed interface Refused extends RegistrationOutcome, Withdrawal {}

    /** There is no contest {@code id}. */
    record NoContest(long id) implements Refused {}

    /** The caller may not register ({@code whyNot}); {@code ended}: because the contest is over. */
    record MayNotRegister(String whyNot, boolean ended) implements Refused {}

    /** Nothing to withdraw. */
    record NotRegistered(long contestId) implements Refused {}

    /** A registration is withdrawn only before the start. */
    record AlreadyStarted(Instant startsAt) implements Refused {}
}
