package org.puzzlearena.server.lab;

/**
 * What asking the lab for a move comes to. {@link LabSearchService} decides; {@link
 * LabResource#refusal} picks each refusal's status and problem document (for the grades' shared
 * checks too).
 */
public sealed interface LabSearchOutcome {

    /** The move chosen, with the search's statistics. */
    record Moved(LabSearchService.LabMove move) implements LabSearchOutcome {}

    /** Why no search ran. */
    sealed interface Refused extends LabSearchOutcome {}

    /** No JSON body. */
    record NoBody() implements Refused {}

    /** The game is not one of the lab's two-player games. */
    record NotALabGame() implements Refused {}

    /** The position's move string cannot be read: {@code reason}. */
    record UnreadablePosition(String reason) implements Refused {}

    /** Move {@code number} (from 1) of the position, {@code move}, is illegal: {@code reason}. */
    record IllegalPositionMove(int number, String move, String reason) implements Refused {}

    /** The position is over: there is no move to choose. */
    record GameOver() implements Refused {}

    /** The player cannot be read or does not play this game: {@code reason}. */
    record NotAPlayer(String reason) implements Refused {}

    /** The player is not one the server searches with (only uct, deep and net). */
    record NotAServerPlayer() implements Refused {}

    /** The player asks for {@code sims} simulations, more than the server's {@code cap}. */
    record TooBigASearch(int cap, String sims) implements Refused {}

    /** The player keeps a tree between moves ({@code reuse}), which a request does not. */
    record ReusesATree() implements Refused {}

    /** Every core the lab may use is searching and the queue is full, or no turn came in time. */
    record Busy() implements Refused {}

    /** The client went away before the answer: the search was stopped (or never started). */
    record ClientGone() implements Refused {}

    /** The server is stopping: the search was stopped or not started. */
    record ServerStopping() implements Refused {}
}
