package org.puzzlearena.server.contests;

import java.time.Instant;
import org.puzzlearena.server.accounts.AccountOutcome;

/**
 * What creating, revoking or using an invitation code comes to. {@link InvitationService} decides;
 * {@link ContestInvitationsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface InvitationOutcome {

    /** What creating a code comes to. */
    sealed interface Creation extends InvitationOutcome {}

    /** The new code, shown once. */
    record Created(EventAccountViews.InvitationView invitation) implements Creation {}

    /** What revoking comes to. */
    sealed interface Revocation extends InvitationOutcome {}

    /** The code is revoked (now or before). */
    record Revoked(EventAccountViews.InvitationView invitation) implements Revocation {}

    /** What signing up with a code comes to. */
    sealed interface SignUp extends InvitationOutcome {}

    /** The new account, registered for the contest. */
    record SignedUp(EventAccountViews.InvitedAccount account) implements SignUp {}

    /** Why nothing was done. */
    sealed interface Refused extends Creation, Revocation, SignUp {}

    record NoContest(long id) implements Refused {}

    record NoInvitation(long contestId, long id) implements Refused {}

    /** A field of the request is wrong (400 naming it). */
    record BadField(String field, String why) implements Refused {}

    /** The contest has ended: nobody signs up for it any more. */
    record ContestEnded(long contestId, Instant endsAt) implements Refused {}

    /** No invitation has this code (counted against the address: guessing is limited). */
    record UnknownCode() implements Refused {}

    /** The code exists but may not be used: {@code why} (expired, revoked, used up). */
    record CodeUnusable(String why) implements Refused {}

    /** The account could not be created (a taken name...). */
    record AccountRefused(AccountOutcome.Refused refused) implements Refused {}
}
