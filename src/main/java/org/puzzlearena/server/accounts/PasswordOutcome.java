package org.puzzlearena.server.accounts;

/**
 * What changing a password (a {@link Change}), ending a session (an {@link Ending}), issuing a
 * reset link (an {@link Issue}) or using one (a {@link Reset}) comes to. {@link PasswordService}
 * decides; {@link AccountResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface PasswordOutcome {

    /** What changing the password comes to. */
    sealed interface Change extends PasswordOutcome {}

    /** The password changed; {@code sessionsEnded} other sessions of the account ended. */
    record Changed(long sessionsEnded) implements Change {}

    /** What ending a session comes to. */
    sealed interface Ending extends PasswordOutcome {}

    /** The session ended. */
    record Ended() implements Ending {}

    /** What issuing a reset link comes to. */
    sealed interface Issue extends PasswordOutcome {}

    /** The link's secret, shown once. */
    record Issued(PasswordService.IssuedReset reset) implements Issue {}

    /** What using a reset link comes to. */
    sealed interface Reset extends PasswordOutcome {}

    /** The password of {@code username} is set, and {@code tokensRevoked} API tokens of the account revoked. */
    record PasswordSet(String username, long tokensRevoked) implements Reset {}

    /** Why nothing changed. */
    sealed interface Refused extends Change, Ending, Issue, Reset {}

    /** A change without the current password. */
    record CurrentPasswordMissing() implements Refused {}

    /** The new password is missing, too short or too long. */
    record BadPassword() implements Refused {}

    /** The new password is the current one: a change that changes nothing, yet would end every other session. */
    record SamePassword() implements Refused {}

    /** The current password is wrong. */
    record WrongCurrentPassword() implements Refused {}

    /** The caller has no live session {@code publicId} (as sent, possibly null). */
    record NoSession(String publicId) implements Refused {}

    /** No account is named {@code username} (as sent, possibly null). */
    record NoAccount(String username) implements Refused {}

    /** A reset without the link's token. */
    record TokenMissing() implements Refused {}

    /** The link was used, expired or replaced by a newer one. */
    record InvalidResetLink() implements Refused {}
}
