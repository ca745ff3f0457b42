package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Every log record the server in this JVM writes while open (the root JUL logger, which Quarkus's
 * log manager feeds): for tests that assert what an everyday event does not log.
 */
public final class LogCapture extends Handler implements AutoCloseable {

    private static final String LEASE_SWEEP = "org.puzzlearena.server.botruns.RunLeases";

    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    private LogCapture() {}

    public static LogCapture start() {
        LogCapture capture = new LogCapture();
        Logger.getLogger("").addHandler(capture);
        return capture;
    }

    public List<LogRecord> records() {
        return records;
    }

    public void clear() {
        records.clear();
    }

    /** The ERROR (SEVERE) records, as "logger: message". */
    public List<String> errors() {
        return records.stream()
                .filter(r -> r.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(r -> r.getLoggerName() + ": " + r.getMessage())
                .toList();
    }

    /**
     * Asserts that what was logged is quiet: no ERROR, no stack trace, and at most one line at INFO or
     * above (the tests' own HTTP client's lines aside, and the lease sweep's INFO lines: it runs on its
     * own clock over runs other tests left behind, so its lines are not caused by what a test does).
     */
    public void assertQuiet(String what) {
        List<String> problems = new ArrayList<>();
        int lines = 0;
        for (LogRecord r : records) {
            String text = r.getLoggerName() + " " + r.getLevel() + " " + r.getMessage();
            if (r.getThrown() != null) {
                problems.add("stack trace: " + text + " / " + r.getThrown());
            }
            if (r.getLevel().intValue() >= Level.SEVERE.intValue()) {
                problems.add("error: " + text);
            }
            if (r.getLevel().intValue() >= Level.INFO.intValue()
                    && !r.getLoggerName().startsWith("io.restassured")
                    && !isLeaseSweepInfo(r)) {
                lines++;
            }
        }
        assertEquals(List.of(), problems, what + ": no ERROR and no stack trace");
        assertTrue(
                lines <= 1,
                what + ": at most one line: "
                        + records.stream()
                                .map(r -> r.getLoggerName() + ": " + r.getMessage())
                                .toList());
    }

    private static boolean isLeaseSweepInfo(LogRecord r) {
        return r.getLevel().intValue() == Level.INFO.intValue() && LEASE_SWEEP.equals(r.getLoggerName());
    }

    @Override
    public void publish(LogRecord record) {
        records.add(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(this);
    }
}
