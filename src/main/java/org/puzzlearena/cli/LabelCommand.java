package org.puzzlearena.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.training.LabelledPosition;
import org.puzzlearena.training.SolvedPositions;

/**
 * {@code arena label}: Connect Four positions from varied games labelled by the exact solver, one
 * line each ({@link LabelledPosition}), appended to a file as each is solved. Labelling early
 * positions takes seconds each, so this is the long background job of training: a run that is
 * stopped keeps every line written, and a second run with another seed adds to the same file.
 */
final class LabelCommand implements Command {

    @Override
    public String name() {
        return "label";
    }

    @Override
    public String summary() {
        return "label Connect Four positions with the exact solver for training and grading (appends)";
    }

    @Override
    public String usage() {
        return "arena label --game connect-four --positions N [--stones MIN-MAX] [--solve-ms MS] [--seed S]\n"
                + "    [--threads T] --out FILE\n"
                + "  Plays games mixing random and solver moves to MIN-MAX stones and appends each position the\n"
                + "  solver settles within MS milliseconds (default 2000) as a line: moves, score, and each\n"
                + "  column's score from the side to move (x: full). Thread t uses seed S + t.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args, 0, Set.of("game", "positions", "stones", "solve-ms", "seed", "threads", "out"), Set.of());
        if (!ConnectFourGame.ID.equals(a.option("game", ConnectFourGame.ID))) {
            throw new CliArgs.UsageException("only connect-four positions are labelled for training");
        }
        int count = a.intOption("positions", 1000, 1, 100_000_000);
        int[] stones = a.intRangeOption("stones", "1-41", 0, 41);
        long solveMillis = a.intOption("solve-ms", 2000, 1, 86_400_000);
        long seed = a.longOption("seed", 1);
        int threads = a.intOption("threads", 1, 1, 64);
        String file = a.option("out");
        if (file == null) {
            throw new CliArgs.UsageException("--out FILE is required (lines are appended to it)");
        }
        Path target = Path.of(file);
        long started = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        try (BufferedWriter w = open(target);
                ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            List<Future<?>> workers = new ArrayList<>();
            List<SolvedPositions> sources = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                SolvedPositions source = new SolvedPositions(stones[0], stones[1], seed + t, solveMillis);
                sources.add(source);
                workers.add(pool.submit(() -> {
                    while (done.get() < count) {
                        LabelledPosition p = source.next();
                        int n;
                        synchronized (w) {
                            if (done.get() >= count) {
                                return;
                            }
                            n = done.incrementAndGet();
                            write(w, p.line());
                        }
                        if (n % Math.max(1, Math.min(100, count / 10)) == 0 || n == count) {
                            out.println(String.format(
                                    Locale.ROOT,
                                    "%d of %d labelled (%.1f s)",
                                    n,
                                    count,
                                    (System.nanoTime() - started) / 1e9));
                        }
                    }
                }));
            }
            for (Future<?> f : workers) {
                f.get(); // a worker's write failure ends the command with it
            }
            long skipped = sources.stream().mapToLong(SolvedPositions::skipped).sum();
            out.println(String.format(
                    Locale.ROOT,
                    "appended %d positions to %s in %.1f s; %d skipped as not solved within %d ms",
                    done.get(),
                    target,
                    (System.nanoTime() - started) / 1e9,
                    skipped,
                    solveMillis));
        } catch (IOException | UncheckedIOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + target + ": " + e.getMessage());
        } catch (ExecutionException e) {
            throw new InputReader.UnreadableInputException(
                    "cannot write " + target + ": " + e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitStatus.INTERNAL_ERROR;
        }
        return ExitStatus.OK;
    }

    private static BufferedWriter open(Path target) throws IOException {
        if (target.getParent() != null) {
            Files.createDirectories(target.getParent());
        }
        return Files.newBufferedWriter(
                target, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** One line, flushed at once: a run killed at any moment keeps every position it finished. */
    private static void write(BufferedWriter w, String line) {
        try {
            w.write(line);
            w.newLine();
            w.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
