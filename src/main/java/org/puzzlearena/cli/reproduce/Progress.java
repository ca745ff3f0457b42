package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;

/**
 * Progress lines on standard error ("[morpion] level 2: 120/1000 runs, 1 min 05 s, about 8 min
 * left"), at most one every few seconds, so a long reproduction shows it is alive without
 * flooding a log. Safe to call from every worker thread.
 */
final class Progress {

    private static final long INTERVAL_NANOS = 5_000_000_000L;

    private final PrintStream err;
    private final String experiment;
    private long lastPrint;

    Progress(PrintStream err, String experiment) {
        this.err = err;
        this.experiment = experiment;
    }

    /** A one-off message, always printed. */
    synchronized void note(String message) {
        err.println("[" + experiment + "] " + message);
        err.flush();
    }

    /** Reports {@code done} of {@code total} runs of a series started at {@code startNanos} (wall clock). */
    synchronized void runs(String series, long done, long total, long startNanos) {
        long now = System.nanoTime();
        if (done < total && now - lastPrint < INTERVAL_NANOS) {
            return;
        }
        lastPrint = now;
        double elapsed = (now - startNanos) / 1e9;
        String left =
                done > 0 && done < total ? ", about " + Fmt.duration(elapsed * (total - done) / done) + " left" : "";
        err.println("[" + experiment + "] " + series + ": " + done + "/" + total + " runs, " + Fmt.duration(elapsed)
                + left);
        err.flush();
    }
}
