package org.puzzlearena.server.lab;

/**
 * What grading a move comes to. {@link LabGradeService} decides; {@link LabGradeResource#refusal}
 * picks each refusal's status and problem document.
 */
public sealed interface LabGradeOutcome {

    /** The grade and the position's analysis. */
    record Graded(LabGradeService.LabGrade grade) implements LabGradeOutcome {}

    /** Why nothing was graded. */
    sealed interface Refused extends LabGradeOutcome {}

    /** No JSON body. */
    record NoBody() implements Refused {}

    /** The position is over: there is no move to grade. */
    record GameOver() implements Refused {}

    /** No move (or a blank one) to grade. */
    record NoMove() implements Refused {}

    /** {@code move} is not legal in the position: {@code reason}. */
    record IllegalMove(String move, String reason) implements Refused {}

    /** A refusal shared with the lab's searches (not a lab game, a bad position, busy cores). */
    record SearchRefused(LabSearchOutcome.Refused why) implements Refused {}
}
