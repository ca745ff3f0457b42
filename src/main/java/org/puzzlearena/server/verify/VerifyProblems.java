package org.puzzlearena.server.verify;

import java.time.Duration;
import org.puzzlearena.server.api.ApiException;

/**
 * The HTTP answer to each line the verifier refused: the verify, submission and record
 * resources answer with it, and the records registry logs its sentence.
 */
public final class VerifyProblems {

    private VerifyProblems() {}

    /**
     * The status and problem document of each request the verifier could not replay, or (for a
     * submission or a record, which need a valid line) an illegal move.
     */
    public static ApiException of(VerificationOutcome.Refused refused) {
        return switch (refused) {
            case VerificationOutcome.NoBody n ->
                ApiException.badRequest(
                        null, "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\"} is required");
            case VerificationOutcome.SolutionOrMoves s ->
                ApiException.badRequest(
                        s.field(),
                        "give exactly one of \"solution\" (the game's file notation: " + s.format()
                                + ") and \"moves\" (an array of moves)");
            case VerificationOutcome.NullMove m ->
                ApiException.badRequest("moves[" + m.index() + "]", "a move is a string, not null");
            case VerificationOutcome.Unreadable u -> ApiException.badRequest(u.field(), u.reason());
            // 422 naming the first illegal move and why (a submission and a record answer alike).
            case VerificationOutcome.Illegal i ->
                ApiException.illegalMove(
                        "Invalid solution",
                        "solution",
                        i.verdict().moveIndex(),
                        i.verdict().move(),
                        i.verdict().reason());
            // Too many of the caller's own replays wait already: like a rate limit, theirs to slow.
            case VerificationOutcome.Busy b
            when b.yours() ->
                ApiException.tooManyRequests(
                        "too many of your replays are waiting for the verifier; try again in 1 s",
                        Duration.ofSeconds(1));
            case VerificationOutcome.Busy b ->
                ApiException.unavailable(
                        "The verifier is busy",
                        "every core the verifier may use is replaying and its queue is full; try again in 1 s",
                        Duration.ofSeconds(1));
        };
    }
}
