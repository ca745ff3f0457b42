package org.puzzlearena.search.solver;

import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.State;

/**
 * A two-player game solved exactly: the ground truth the bots are graded against. Implementations
 * keep caches between calls (a transposition table), so one instance serves one thread.
 */
public interface ExactSolver {

    /** The game's id. */
    String game();

    /** One sentence on what the scores mean, for help texts and documents. */
    String scoreConvention();

    /**
     * The scores of a non-terminal position and of each legal move, from the side to move. A
     * position past {@code deadlineNanos} (a {@link System#nanoTime()} instant; {@link Long#MAX_VALUE}
     * for none) comes back with bounds instead of exact scores.
     */
    Analysis analyse(State position, long deadlineNanos);

    /**
     * As {@link #analyse(State, long)}, but for grading {@code move}: what the grade needs comes first
     * (the position's score and that move's), the other moves with the time left.
     */
    default Analysis analyseFor(State position, int move, long deadlineNanos) {
        return analyse(position, deadlineNanos);
    }

    /**
     * As {@link #analyseFor(State, int, long)}, also ending (with bounds, as at the deadline) soon
     * after {@code stop} answers true: a search nobody waits for any more, or one that yields its
     * core. Solvers whose every answer is instant ignore it.
     */
    default Analysis analyseFor(State position, int move, long deadlineNanos, BooleanSupplier stop) {
        return analyseFor(position, move, deadlineNanos);
    }

    /**
     * The analysis a grade of {@code move} needs ({@link MoveGrade#of}), when the results (win, draw,
     * loss) can be proven faster than exact scores: results until {@code deadlineNanos}, the
     * distances that tell a best move from an inaccuracy only until {@code distanceDeadlineNanos}.
     * Solvers whose exact answers are instant give {@link #analyseFor(State, int, long, BooleanSupplier)}.
     */
    default Analysis analyseForGrade(
            State position, int move, long distanceDeadlineNanos, long deadlineNanos, BooleanSupplier stop) {
        return analyseFor(position, move, deadlineNanos, stop);
    }

    /** The exact score of a position from the side to move (a terminal one included), however long it takes. */
    int score(State position);
}
