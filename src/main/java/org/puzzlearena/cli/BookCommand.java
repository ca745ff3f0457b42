package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.solver.ConnectFourBook;
import org.puzzlearena.search.solver.ConnectFourBookBuilder;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;
import org.puzzlearena.search.solver.ConnectFourSolver;

/**
 * {@code arena book}: builds the Connect Four opening book by solving every position of its last
 * ply. That takes hours of CPU, so every solved position is appended to a progress file at once and
 * a run that is stopped picks up where it left off.
 */
final class BookCommand implements Command {

    private static final int TABLE_SLOTS = 1 << 24;

    @Override
    public String name() {
        return "book";
    }

    @Override
    public String summary() {
        return "build the Connect Four opening book (hours of CPU; resumable)";
    }

    @Override
    public String usage() {
        return "arena book --game connect-four --depth N [--results [--write-only]] [--threads T] [--progress FILE] [--out FILE]\n"
                + "  Solves every position of N stones (mirror images once) with the exact solver, appending each\n"
                + "  result to the progress file (default target/connect-four-book-N.progress; a rerun skips what it\n"
                + "  holds), then derives the plies before N and writes the book's Java source to --out (default:\n"
                + "  standard output). The shipped book is src/main/java/org/puzzlearena/search/solver/ConnectFourOpenings.java.\n"
                + "  --results: win/draw/loss only, for a ply N past the exact book (default progress\n"
                + "  target/results-N.progress; ply N-1's results, from results-(N-1).progress beside it, bound it); --out\n"
                + "  writes every ply's results from the files there (ConnectFourResultsData.java); --write-only proves\n"
                + "  nothing, writing what the files hold (a ply part-way: its missing positions are searched).";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args, 0, Set.of("game", "depth", "threads", "progress", "out"), Set.of("results", "write-only"));
        if (!ConnectFourGame.ID.equals(a.option("game", ConnectFourGame.ID))) {
            throw new CliArgs.UsageException("only connect-four has an opening book");
        }
        int depth = a.intOption("depth", 2, 0, 8);
        int threads = a.intOption("threads", 1, 1, 64);
        if (a.flag("write-only") && !a.flag("results")) {
            throw new CliArgs.UsageException("--write-only is for --results");
        }
        if (a.flag("results")) {
            Path progress = Path.of(a.option("progress", "target/results-" + depth + ".progress"));
            ConnectFourResultsBook.build(
                    depth, threads, !a.flag("write-only"), progress, a.option("out", ""), out, err);
            return ExitStatus.OK;
        }
        Path progress = Path.of(a.option("progress", "target/connect-four-book-" + depth + ".progress"));
        List<Position> frontier = ConnectFourBookBuilder.positionsAt(depth);
        Map<Long, Integer> solved = ProgressRecord.read(progress);
        ProgressRecord.append(progress, ""); // fails now, not after hours of solving, when the file cannot be written
        List<Position> todo = new ArrayList<>();
        for (Position p : frontier) {
            if (!solved.containsKey(p.key())) {
                todo.add(p);
            }
        }
        err.println(
                "book: " + frontier.size() + " positions of " + depth + " stones, " + (frontier.size() - todo.size())
                        + " already in " + progress + ", " + todo.size() + " to solve on " + threads + " thread(s)");
        solveAll(todo, threads, progress, solved, err);
        ConnectFourBook book = ConnectFourBookBuilder.derive(depth, solved);
        String source = ConnectFourBookBuilder.javaSource(
                book,
                "Made by: bin/arena book --game connect-four --depth " + depth + "\n" + book.size()
                        + " positions of 0 to " + depth
                        + " stones (mirror images once), exact scores from the side to move.");
        String target = a.option("out", "-");
        if (target.equals("-")) {
            out.print(source);
        } else {
            write(Path.of(target), source);
            err.println("book: wrote " + book.size() + " positions to " + target);
        }
        return ExitStatus.OK;
    }

    private static void solveAll(
            List<Position> todo, int threads, Path progress, Map<Long, Integer> solved, PrintStream err) {
        AtomicInteger done = new AtomicInteger();
        long start = System.nanoTime();
        PositionWorkers.run(
                todo,
                threads,
                () -> new ConnectFourSolver(TABLE_SLOTS, ConnectFourBook.NONE),
                (solver, p) -> {
                    long t0 = System.nanoTime();
                    long nodes0 = solver.nodes();
                    int score = ConnectFourBookBuilder.solve(solver, p);
                    synchronized (solved) {
                        solved.put(p.key(), score);
                        ProgressRecord.append(
                                progress,
                                p.key() + " " + score + " " + p.moves() + " " + (solver.nodes() - nodes0) + "\n");
                        err.printf(
                                "book: %d/%d %s = %d (%.1f s, %,d positions searched; %.0f s in all)%n",
                                done.incrementAndGet(),
                                todo.size(),
                                p.moves(),
                                score,
                                (System.nanoTime() - t0) / 1e9,
                                solver.nodes() - nodes0,
                                (System.nanoTime() - start) / 1e9);
                    }
                },
                "solving the book");
    }

    private static void write(Path target, String text) {
        try {
            Files.writeString(target, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CliArgs.UsageException("cannot write --out " + target + ": " + e);
        }
    }
}
