package org.puzzlearena.server.verify;

/**
 * What replaying a request comes to: a {@link Verdict} (valid, or the first illegal move), or a
 * request that cannot be replayed at all. {@link VerificationService#requireValid} answers a
 * {@link Checked}: the valid verdict, or a refusal (an illegal move is one there). {@link
 * VerificationService} decides; {@link VerifyResource#refusal} picks each refusal's status and
 * problem document (for submissions and records too).
 */
public sealed interface VerificationOutcome permits Verdict, VerificationOutcome.Refused {

    /** What {@link VerificationService#requireValid} answers: a valid verdict or a refusal. */
    sealed interface Checked permits Verdict.Valid, Refused {}

    /** Why the request was not replayed (or, for requireValid, not accepted). */
    sealed interface Refused extends VerificationOutcome, Checked {}

    /** No JSON body. */
    record NoBody() implements Refused {}

    /** Neither or both of solution and moves; {@code field} is the one at fault, {@code format} the game's notation. */
    record SolutionOrMoves(String field, String format) implements Refused {}

    /** Move {@code index} of "moves" is null. */
    record NullMove(int index) implements Refused {}

    /** {@code field} (the instance, or the solution's text) cannot be read: {@code reason}. */
    record Unreadable(String field, String reason) implements Refused {}

    /** For requireValid: the line has an illegal move. */
    record Illegal(Verdict.Invalid verdict) implements Refused {}

    /**
     * No turn on the verifier's cores: too many of this caller's replays wait already ({@code
     * yours}), or too many in all, or none came in time. Nothing was replayed.
     */
    record Busy(boolean yours) implements Refused {}
}
