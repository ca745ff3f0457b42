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
import org.puzzlearena.search.solver.MoveGrade;
import org.puzzlearena.search.solver.Solvers;

/**
 * The exact solver's verdict on a played move, for the positions a browser tab cannot solve in its
 * few seconds (an early Connect Four position takes the JVM seconds, the tab about 17 times longer).
 * The same grade as the page's worker and the same analysis as {@code bin/arena analyse}, within
 * {@link #BUDGET_MS} of one core, taken in turns with other addresses ({@link LabCores}; 503 when
 * the queue is full); exact analyses are remembered, since people play the same openings again and
 * again, and a remembered one costs nothing.
 */
@ApplicationScoped
public class LabGradeService {

    /** One core for at most this long per grade; what is not exact by then is answered as bounds. */
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

    /** The grade (null when not exact in time) and the position's analysis. */
    public record LabGrade(String grade, Analysis analysis, long ms) {}

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
        Analysis analysis;
        switch (analyse(game, LabSearchService.normalized(game, moves), position, legal.move(), address, clientGone)) {
            case LabCores.Ran<Analysis> ran -> analysis = ran.result();
            case LabCores.Busy<Analysis> busy -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.Busy());
            }
            case LabCores.Stopping<Analysis> stopping -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.ServerStopping());
            }
            case LabCores.Gone<Analysis> gone -> {
                return new LabGradeOutcome.SearchRefused(new LabSearchOutcome.ClientGone());
            }
        }
        MoveGrade grade = MoveGrade.of(analysis, legal.move());
        return new LabGradeOutcome.Graded(
                new LabGrade(grade == null ? null : grade.id(), analysis, (System.nanoTime() - start) / 1_000_000L));
    }

    /**
     * The position's analysis, solved in turns: each turn on a lab core goes on from the last (the
     * solver's table keeps what was proven), until it is exact or {@link #BUDGET_MS} of core time is
     * spent. A turn is cut when another address waits, so a long grade never holds the core from
     * others; when no further turn comes, what the earlier ones reached (bounds) is the answer.
     */
    private LabCores.Run<Analysis> analyse(
            Game game, String moves, State position, int move, String address, BooleanSupplier clientGone) {
        String key = game.id() + ":" + moves;
        synchronized (remembered) {
            Analysis known = remembered.get(key);
            if (known != null) {
                return new LabCores.Ran<>(known, false);
            }
        }
        long left = BUDGET_MS * 1_000_000L;
        Analysis reached = null;
        while (true) {
            long budget = left;
            long[] used = {0};
            LabCores.Run<Analysis> run = cores.run(address, clientGone, true, stop -> {
                // A solver per core, borrowed for the turn only: its table serves every position.
                ExactSolver solver = borrow(game);
                long begin = System.nanoTime();
                try {
                    // The played move first: its grade is exact once it and the position are.
                    return solver.analyseFor(position, move, begin + budget, stop);
                } finally {
                    used[0] = System.nanoTime() - begin;
                    giveBack(solver);
                }
            });
            switch (run) {
                case LabCores.Ran<Analysis> ran -> {
                    reached = ran.result();
                    left -= used[0];
                    if (reached.isExact()) {
                        synchronized (remembered) {
                            remembered.put(key, reached);
                        }
                        return ran;
                    }
                    if (!ran.yielded() || left <= 0) {
                        return ran;
                    }
                }
                case LabCores.Busy<Analysis> busy -> {
                    return reached == null ? busy : new LabCores.Ran<>(reached, true);
                }
                case LabCores.Gone<Analysis> gone -> {
                    return gone;
                }
                case LabCores.Stopping<Analysis> stopping -> {
                    return stopping;
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
