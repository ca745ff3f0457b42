package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.GradeSearch;
import org.puzzlearena.search.solver.Solvers;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * {@code arena grades}: how long the MCTS lab's grade of each move takes (issue 38: within 2 s of
 * the move). Plays seeded games between two players and grades every move as the server does
 * ({@link GradeSearch}: results first, distances while they last), one solver kept across the moves
 * and games as a server's lab core keeps its own; prints each game's grades and times, then p50, p95
 * and the maximum.
 */
final class GradesCommand implements Command {

    /** A server's solver table (LabGradeService's). */
    private static final int TABLE_SLOTS = 1 << 22;

    @Override
    public String name() {
        return "grades";
    }

    @Override
    public String summary() {
        return "time the MCTS lab's grade of every move of seeded games (p50, p95, max)";
    }

    @Override
    public String usage() {
        return "arena grades --game " + TwoPlayerPosition.GAMES + " [--games 20] [--seed 1]\n"
                + "    [--first uct:sims=1000] [--second uct:sims=1000] [--budget-ms 20000]\n"
                + "  Game i is played by the two players seeded with seed+i; each move is graded in its position\n"
                + "  (results within the budget, distances within the first "
                + GradeSearch.DISTANCE_MS + " ms). One line per game:\n"
                + "  its moves with grade letters (b best, i inaccuracy, m mistake, B blunder, '?' not proven; '*'\n"
                + "  graded by result alone); then the times per grade.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, Set.of("game", "games", "seed", "first", "second", "budget-ms"), Set.of());
        Game game = AnalyseCommand.requireSolvable(TwoPlayerPosition.twoPlayerGame(a));
        int games = a.intOption("games", 20, 1, 10_000);
        long seed = a.longOption("seed", 1);
        long budgetMs = a.longOption("budget-ms", 20_000);
        if (budgetMs <= 0) {
            throw new CliArgs.UsageException("--budget-ms must be positive, got " + budgetMs);
        }
        PlayerSpec first = spec(a, "first");
        PlayerSpec second = spec(a, "second");
        ExactSolver solver = Solvers.forGame(game, TABLE_SLOTS);
        List<Long> micros = new ArrayList<>();
        List<List<Long>> byStones = new ArrayList<>();
        for (int i = 0; i < STONES.length; i++) {
            byStones.add(new ArrayList<>());
        }
        int byResult = 0;
        int unproven = 0;
        for (int g = 0; g < games; g++) {
            Player[] players = {first.create(game, seed + g), second.create(game, seed + g)};
            State s = game.newInitialState(game.defaultInstance());
            StringBuilder line = new StringBuilder();
            long worst = 0;
            for (int ply = 0; !s.isTerminal(); ply++) {
                int move = players[ply % 2].decide(s).move();
                long start = System.nanoTime();
                GradeSearch.Verdict v = GradeSearch.grade(solver, s, move, budgetMs);
                long us = (System.nanoTime() - start) / 1_000L;
                micros.add(us);
                byStones.get(bucket(ply)).add(us);
                worst = Math.max(worst, us);
                line.append(s.formatMove(move)).append(letter(v));
                if (v.grade() == null) {
                    unproven++;
                } else if (v.basis() == GradeSearch.Basis.RESULT) {
                    byResult++;
                }
                s.play(move);
            }
            out.printf(Locale.ROOT, "game %d: %s  slowest %.3f s%n", g + 1, line, worst / 1e6);
        }
        long[] t = micros.stream().mapToLong(Long::longValue).sorted().toArray();
        out.printf(
                Locale.ROOT,
                "%d grades: p50 %.3f s, p95 %.3f s, max %.3f s, mean %.3f s; %d by result alone, %d not proven%n",
                t.length,
                quantile(t, 0.50) / 1e6,
                quantile(t, 0.95) / 1e6,
                t[t.length - 1] / 1e6,
                Arrays.stream(t).average().orElse(0) / 1e6,
                byResult,
                unproven);
        for (int i = 0; i < STONES.length; i++) {
            long[] b =
                    byStones.get(i).stream().mapToLong(Long::longValue).sorted().toArray();
            if (b.length > 0) {
                out.printf(
                        Locale.ROOT,
                        "  positions of %s stones: %d grades, p50 %.3f s, p95 %.3f s, max %.3f s%n",
                        i + 1 < STONES.length ? STONES[i] + "-" + (STONES[i + 1] - 1) : STONES[i] + "+",
                        b.length,
                        quantile(b, 0.50) / 1e6,
                        quantile(b, 0.95) / 1e6,
                        b[b.length - 1] / 1e6);
            }
        }
        return ExitStatus.OK;
    }

    /** The first stone count of each group of positions the times are also given for. */
    private static final int[] STONES = {0, 4, 8, 16};

    private static int bucket(int stones) {
        int i = STONES.length - 1;
        while (stones < STONES[i]) {
            i--;
        }
        return i;
    }

    private static PlayerSpec spec(CliArgs a, String option) {
        try {
            return PlayerSpec.parse(a.option(option, "uct:sims=1000"));
        } catch (IllegalArgumentException e) {
            throw new CliArgs.UsageException("--" + option + ": " + e.getMessage());
        }
    }

    /** The nearest-rank quantile of sorted values. */
    static long quantile(long[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static String letter(GradeSearch.Verdict v) {
        if (v.grade() == null) {
            return "?";
        }
        String l = switch (v.grade()) {
            case BEST -> "b";
            case INACCURACY -> "i";
            case MISTAKE -> "m";
            case BLUNDER -> "B";
        };
        return v.basis() == GradeSearch.Basis.RESULT ? l + "*" : l;
    }
}
