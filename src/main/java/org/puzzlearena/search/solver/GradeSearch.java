package org.puzzlearena.search.solver;

import org.puzzlearena.rules.State;

/**
 * One grade of a played move as the lab gives it (issue 38: within 2 s of the move): the solver
 * proves the results first and compares distances only while {@link #DISTANCE_MS} lasts; past that,
 * a move that keeps the position's result is graded by result ("best", basis {@code result}) since
 * whether a faster win existed is not known. Shared by the server's grades and {@code bin/arena
 * grades}, which times them.
 */
public final class GradeSearch {

    /**
     * Core time for telling best from inaccuracy (the exact distance of a kept win or loss): past it
     * the grade is by result, so that a grade comes within the 2 s with the results' time.
     */
    public static final long DISTANCE_MS = 1_200;

    private GradeSearch() {}

    /** What the grade was decided by: the scores compared ({@code score}) or the results alone ({@code result}). */
    public enum Basis {
        SCORE,
        RESULT;

        public String id() {
            return this == SCORE ? "score" : "result";
        }
    }

    /** A grade (null when not even the results were proven), what it rests on (null with it), and the analysis. */
    public record Verdict(MoveGrade grade, Basis basis, Analysis analysis) {}

    /**
     * The grade of {@code move} in one uninterrupted search: the results within {@code budgetMs}, the
     * distances within the first {@link #DISTANCE_MS} of it.
     */
    public static Verdict grade(ExactSolver solver, State position, int move, long budgetMs) {
        long start = System.nanoTime();
        Analysis analysis = solver.analyseForGrade(
                position,
                move,
                start + Math.min(budgetMs, DISTANCE_MS) * 1_000_000L,
                start + budgetMs * 1_000_000L,
                () -> false);
        return verdict(analysis, move, false);
    }

    /**
     * The grade {@code analysis} proves: by the scores when they tell (best, inaccuracy, or a result
     * given away); when {@code distanceTimeLeft} is false, by the results alone; else null.
     */
    public static Verdict verdict(Analysis analysis, int move, boolean distanceTimeLeft) {
        MoveGrade byScore = MoveGrade.of(analysis, move);
        if (byScore != null) {
            return new Verdict(byScore, Basis.SCORE, analysis);
        }
        MoveGrade byResult = distanceTimeLeft ? null : MoveGrade.byResult(analysis, move);
        return new Verdict(byResult, byResult == null ? null : Basis.RESULT, analysis);
    }
}
