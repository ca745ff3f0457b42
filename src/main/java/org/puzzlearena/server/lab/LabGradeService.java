package org.puzzlearena.server.lab;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.GradeSearch;
import org.puzzlearena.search.solver.Solvers;

/**
 * The exact solver's verdict on a played move, for the positions a browser tab cannot solve in its
 * few seconds (an early Connect Four position takes the JVM seconds, the tab about 17 times longer).
 * The same grades as the page's worker, proven results first ({@link GradeSearch}, issue 38: a
 * result is proven far sooner than the exact distance, which only tells best from inaccuracy and is
 * searched for {@link GradeSearch#DISTANCE_MS} at most), within {@link #BUDGET_MS} of one core,
 * taken in turns with other addresses ({@link LabCores}; 503 when the queue is full); decided grades
 * are remembered, since people play the same openings again and again, and a remembered one costs
 * nothing.
 */
@ApplicationScoped
public class LabGradeService {

    /** One core for at most this long per grade; results not proven by then are answered as bounds, ungraded. */
    public static final long BUDGET_MS = 20_000;

    /**
     * A solver's tables (Connect Four's are tens of megabytes) are kept and reused, one solver per
     * concurrent search; this bounds each one.
     */
    private static final int TABLE_SLOTS = 1 << 22;

    private static final int REMEMBERED = 4_096;

    @Inject
    LabCores cores;

    /** Idle solvers by game id, each used by one search at a time. */
    private final Map<String, Queue<ExactSolver>> idleSolvers = new ConcurrentHashMap<>();

    /** Exact analyses by game and position, least recently used out first. */
    private final Map<String, Analysis> remembered = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Analysis> eldest) {
            return size() > REMEMBERED;
        }
    };

    /**
     * The grade (null when not even the results were proven in time), what it rests on
     * ({@code "score"}: the scores compared; {@code "result"}: the results alone, a kept result counted
     * best because the distances were not compared in time; null without a grade), and the analysis.
     */
    public record LabGrade(String grade, String basis, Analysis analysis, long ms) {}

    /**
     * The grade of {@code request}'s move, solved in {@code address}'s turns on a lab core; stopped
     * as soon as {@code clientGone} answers true (nobody waits for it any more).
     */
    public LabGradeOutcome grade(LabGradeRequest request, String address, BooleanSupplier clientGone) {
        if (request == null) {
            return new LabGradeOutcome.NoBody();
        }
        Game game = LabSearchService.twoPlayerGame(request.game()).orElse(null);
        if (game == null) {
            return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.NotALabGame());
        }
        String moves = request.position() == null ? "" : request.position();
        LabSearchService.Position read = LabSearchService.position(game, moves);
        if (read.refused() != null) {
            return new LabGradeOutcome.SearchRefused(read.refused());
        }
        State position = read.state();
        if (position.isTerminal()) {
            return new LabGradeOutcome.GameOver();
        }
        if (request.move() == null || request.move().isBlank()) {
            return new LabGradeOutcome.NoMove();
        }
        MoveCheck check = position.readMove(request.move());
        if (!(check instanceof MoveCheck.Ok legal)) {
            return new LabGradeOutcome.IllegalMove(request.move(), ((MoveCheck.Refused) check).reason());
        }
        long start = System.nanoTime();
        GradeSearch.Verdict verdict;
        switch (search(game, LabSearchService.normalized(game, moves), position, legal.move(), address, clientGone)) {
            case LabCores.Ran<GradeSearch.Verdict> ran -> verdict = ran.result();
            case LabCores.Busy<GradeSearch.Verdict> busy -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.Busy());
            }
            case LabCores.Stopping<GradeSearch.Verdict> stopping -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.ServerStopping());
            }
            case LabCores.Gone<GradeSearch.Verdict> gone -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.ClientGone());
            }
        }
        return new LabGradeOutcome.Graded(new LabGrade(
                verdict.grade() == null ? null : verdict.grade().id(),
                verdict.basis() == null ? null : verdict.basis().id(),
                verdict.analysis(),
                (System.nanoTime() - start) / 1_000_000L));
    }

    /**
     * The move's grade, searched in turns ({@link GradeSearch}: results first, the distances only
     * within {@link GradeSearch#DISTANCE_MS} of core time): each turn on a lab core goes on from the
     * last (the solver's table keeps what was proven), until the grade is decided or
     * {@link #BUDGET_MS} of core time is spent. A turn is cut when another address waits, so a long
     * grade never holds the core from others; when no further turn comes, what the earlier ones
     * proved is the answer. Exact analyses (any move's grade) and grades decided by the scores are
     * remembered.
     */
    private LabCores.Run<GradeSearch.Verdict> search(
            Game game, String moves, State position, int move, String address, BooleanSupplier clientGone) {
        String key = game.id() + ":" + moves;
        String moveKey = key + ":" + move;
        synchronized (remembered) {
            Analysis known = remembered.get(key);
            if (known == null) {
                known = remembered.get(moveKey);
            }
            if (known != null) {
                return new LabCores.Ran<>(GradeSearch.verdict(known, move, false), false);
            }
        }
        long budgetNanos = BUDGET_MS * 1_000_000L;
        long distanceNanos = GradeSearch.DISTANCE_MS * 1_000_000L;
        long[] used = {0};
        Analysis reached = null;
        while (true) {
            long spent = used[0];
            LabCores.Run<Analysis> run = cores.run(address, clientGone, true, stop -> {
                // A solver per core, borrowed for the turn only: its table serves every position.
                ExactSolver solver = borrow(game);
                long begin = System.nanoTime();
                try {
                    return solver.analyseForGrade(
                            position,
                            move,
                            begin + Math.max(0, distanceNanos - spent),
                            begin + (budgetNanos - spent),
                            stop);
                } finally {
                    used[0] += System.nanoTime() - begin;
                    giveBack(solver);
                }
            });
            switch (run) {
                case LabCores.Ran<Analysis> ran -> {
                    reached = ran.result();
                    GradeSearch.Verdict decided = GradeSearch.verdict(reached, move, true);
                    if (decided.grade() != null) {
                        synchronized (remembered) {
                            remembered.put(reached.isExact() ? key : moveKey, reached);
                        }
                        return new LabCores.Ran<>(decided, ran.yielded());
                    }
                    if (!ran.yielded() || used[0] >= budgetNanos) {
                        return new LabCores.Ran<>(GradeSearch.verdict(reached, move, false), ran.yielded());
                    }
                }
                case LabCores.Busy<Analysis> busy -> {
                    return reached == null
                            ? new LabCores.Busy<>()
                            : new LabCores.Ran<>(GradeSearch.verdict(reached, move, false), true);
                }
                case LabCores.Gone<Analysis> gone -> {
                    return new LabCores.Gone<>();
                }
                case LabCores.Stopping<Analysis> stopping -> {
                    return new LabCores.Stopping<>();
                }
            }
        }
    }

    private ExactSolver borrow(Game game) {
        ExactSolver idle = idle(game.id()).poll();
        return idle != null ? idle : Solvers.forGame(game, TABLE_SLOTS);
    }

    private void giveBack(ExactSolver solver) {
        idle(solver.game()).offer(solver);
    }

    private Queue<ExactSolver> idle(String game) {
        return idleSolvers.computeIfAbsent(game, g -> new ConcurrentLinkedQueue<>());
    }
}
