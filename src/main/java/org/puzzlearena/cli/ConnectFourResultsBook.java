package org.puzzlearena.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.search.solver.ConnectFourBook;
import org.puzzlearena.search.solver.ConnectFourBookBuilder;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;
import org.puzzlearena.search.solver.ConnectFourResultsBuilder;
import org.puzzlearena.search.solver.ConnectFourSolver;

/**
 * {@code arena book --results}: the results (win, draw, loss) of every position of one ply past the
 * exact book, each proven by search and appended at once to a progress file (lines "key result moves
 * positions-searched"), so a stopped run resumes. The ply before bounds each position for free (see
 * {@link ConnectFourResultsBuilder}): from the exact book, or from the previous ply's progress file
 * {@code results-(N-1).progress} beside this one. The source written holds every ply from the exact
 * book's depth + 1 to N whose progress file is there, complete or not (a position missing is searched).
 */
final class ConnectFourResultsBook {

    private static final int TABLE_SLOTS = 1 << 24;

    private ConnectFourResultsBook() {}

    static void build(
            int depth, int threads, boolean prove, Path progress, String target, PrintStream out, PrintStream err) {
        ConnectFourBook book = ConnectFourBook.standard();
        if (depth <= book.depth()) {
            throw new CliArgs.UsageException(
                    "--results: --depth must be past the exact book's " + book.depth() + " stones");
        }
        Map<Long, Integer> parents = depth - 1 <= book.depth()
                ? ConnectFourResultsBuilder.resultsOf(book, depth - 1)
                : ProgressRecord.read(sibling(progress, depth - 1));
        Map<Long, Integer> bounds = ConnectFourResultsBuilder.lowerBounds(depth - 1, parents);
        List<Position> frontier = ConnectFourBookBuilder.positionsAt(depth);
        Map<Long, Integer> solved = ProgressRecord.read(progress);
        ProgressRecord.append(progress, "");
        List<Position> todo = new ArrayList<>();
        for (Position p : frontier) {
            if (!solved.containsKey(p.key())) {
                todo.add(p);
            }
        }
        // Central positions first (by their stones' distance from the centre column, then their moves):
        // games go there, so a ply stopped part-way holds the positions a lab game is likeliest to reach.
        todo.sort(Comparator.comparingInt(ConnectFourResultsBook::offCentre).thenComparing(Position::moves));
        err.println("book --results: " + frontier.size() + " positions of " + depth + " stones, "
                + (frontier.size() - todo.size()) + " already in " + progress + ", " + todo.size() + " to prove on "
                + threads + " thread(s); " + parents.size() + " results of " + (depth - 1) + " stones bound them");
        if (prove) {
            proveAll(todo, bounds, threads, progress, solved, err);
        }
        if (!target.isEmpty()) {
            write(target, book.depth() + 1, depth, progress, out, err);
        }
    }

    /** The sum of the columns' distances from the centre over a position's moves. */
    static int offCentre(Position p) {
        int sum = 0;
        for (char c : p.moves().toCharArray()) {
            sum += Math.abs(c - '4');
        }
        return sum;
    }

    /** The progress file of ply {@code plies} beside {@code progress} (results-P.progress). */
    static Path sibling(Path progress, int plies) {
        Path dir = progress.toAbsolutePath().getParent();
        return dir.resolve("results-" + plies + ".progress");
    }

    private static void write(String target, int from, int depth, Path progress, PrintStream out, PrintStream err) {
        List<Map<Long, Integer>> levels = new ArrayList<>();
        StringBuilder covered = new StringBuilder();
        for (int plies = from; plies <= depth; plies++) {
            Path file = plies == depth ? progress : sibling(progress, plies);
            Map<Long, Integer> level = ProgressRecord.read(file);
            levels.add(level);
            int all = ConnectFourBookBuilder.positionsAt(plies).size();
            covered.append(String.format(
                    "%n%d stones: %d of %d positions%s",
                    plies, level.size(), all, level.size() == all ? "" : " (partial)"));
        }
        String source = ConnectFourResultsBuilder.javaSource(
                from,
                levels,
                "Made by: bin/arena book --game connect-four --results --depth N, one run per ply from " + from
                        + " (progress files bench/connect-four-book/results-N.progress)." + covered);
        if (target.equals("-")) {
            out.print(source);
        } else {
            try {
                Files.writeString(Path.of(target), source, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new CliArgs.UsageException("cannot write --out " + target + ": " + e);
            }
            err.println("book --results: wrote plies " + from + " to " + depth + " to " + target + covered);
        }
    }

    private static void proveAll(
            List<Position> todo,
            Map<Long, Integer> bounds,
            int threads,
            Path progress,
            Map<Long, Integer> solved,
            PrintStream err) {
        AtomicInteger done = new AtomicInteger();
        long start = System.nanoTime();
        PositionWorkers.run(
                todo,
                threads,
                () -> new ConnectFourSolver(TABLE_SLOTS, ConnectFourBook.NONE),
                (solver, p) -> {
                    int atLeast = bounds.getOrDefault(p.key(), -1);
                    long t0 = System.nanoTime();
                    long nodes0 = solver.nodes();
                    // A position reachable from a lost one is won: no search (0 positions in the record).
                    int result = atLeast > 0 ? 1 : ConnectFourResultsBuilder.prove(solver, p, atLeast);
                    long searched = solver.nodes() - nodes0;
                    synchronized (solved) {
                        solved.put(p.key(), result);
                        ProgressRecord.append(
                                progress, p.key() + " " + result + " " + p.moves() + " " + searched + "\n");
                        err.printf(
                                "book --results: %d/%d %s = %d (at least %d; %.2f s, %,d positions searched; %.0f s in all)%n",
                                done.incrementAndGet(),
                                todo.size(),
                                p.moves(),
                                result,
                                atLeast,
                                (System.nanoTime() - t0) / 1e9,
                                searched,
                                (System.nanoTime() - start) / 1e9);
                    }
                },
                "proving the results");
    }
}
