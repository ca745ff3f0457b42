package org.puzzlearena.hosting;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reads one of the bot's output streams on its own thread, counting every byte into the run's
 * shared output counter. It stops reading (and so blocks the bot's writes) once the counter passes
 * the cap, and never holds more than the cap, whatever the bot writes. Standard output is cut into
 * lines for the run; standard error keeps only its end, for the record.
 */
final class OutputReader implements Runnable {

    /** Put on the queue when standard output ends. */
    static final String END = new String("end of output");

    private static final int STDERR_TAIL_CHARS = 2000;

    private final InputStream in;
    private final AtomicLong counted;
    private final long cap;
    private final BlockingQueue<String> lines;
    private final StringBuilder tail = new StringBuilder();

    /** @param lines where complete stdout lines go, or null for standard error */
    OutputReader(InputStream in, AtomicLong counted, long cap, BlockingQueue<String> lines) {
        this.in = in;
        this.counted = counted;
        this.cap = cap;
        this.lines = lines;
    }

    @Override
    public void run() {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            int n;
            while ((n = in.read(buffer)) > 0) {
                if (counted.addAndGet(n) > cap) {
                    return;
                }
                if (lines == null) {
                    keepTail(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    continue;
                }
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        lines.add(line.toString(StandardCharsets.UTF_8));
                        line.reset();
                    } else {
                        line.write(buffer[i]);
                    }
                }
            }
            if (lines != null && line.size() > 0) {
                lines.add(line.toString(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // The stream closed because the run ended and the sandbox was killed: nothing more to read.
        } finally {
            if (lines != null) {
                lines.add(END);
            }
        }
    }

    private synchronized void keepTail(String text) {
        tail.append(text);
        if (tail.length() > STDERR_TAIL_CHARS) {
            tail.delete(0, tail.length() - STDERR_TAIL_CHARS);
        }
    }

    synchronized String tail() {
        return tail.toString();
    }
}
