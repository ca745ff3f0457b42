package org.puzzlearena.server.positions;

/**
 * What asking for the position after a line comes to. {@link PositionService} decides; {@link
 * PositionsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface PositionOutcome {

    /** The position and one page of its legal moves. */
    record Found(PositionService.Position position) implements PositionOutcome {}

    /** Why there is no position. */
    sealed interface Refused extends PositionOutcome {}

    /** The instance cannot be read: {@code reason}. */
    record UnreadableInstance(String reason) implements Refused {}

    /** More moves than a game of {@code game} can have ({@code maxMoves}). */
    record TooManyMoves(String game, int maxMoves) implements Refused {}

    /** Move {@code index} is null. */
    record NullMove(int index) implements Refused {}

    /** Move {@code moveIndex} ({@code move}) is illegal: {@code reason}. */
    record IllegalMove(int moveIndex, String move, String reason) implements Refused {}
}
