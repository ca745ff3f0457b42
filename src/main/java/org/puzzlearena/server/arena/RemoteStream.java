package org.puzzlearena.server.arena;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.function.BooleanSupplier;

/**
 * A remote bot's NDJSON stream: one JSON event a line, flushed at once; an empty line is a
 * keep-alive. The bot has gone ({@link #closed}) when its connection is closed, which the HTTP
 * server knows as soon as the bot's side closes it ({@code gone}), or when a write fails.
 */
final class RemoteStream {

    private static final byte[] NEWLINE = {'\n'};

    private final OutputStream out;
    private final ObjectMapper json;
    private final BooleanSupplier gone;
    private boolean closed;

    RemoteStream(OutputStream out, ObjectMapper json, BooleanSupplier gone) {
        this.out = out;
        this.json = json;
        this.gone = gone;
    }

    /** Writes one event as a line; false (and closed from now on) if the bot's connection is gone. */
    boolean send(Object event) {
        try {
            return write(json.writeValueAsBytes(event));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An empty line: keeps proxies from closing a quiet stream, and finds out whether the bot is still there. */
    boolean keepAlive() {
        return write(new byte[0]);
    }

    boolean closed() {
        if (!closed && gone.getAsBoolean()) {
            closed = true;
        }
        return closed;
    }

    private boolean write(byte[] line) {
        if (closed()) {
            return false;
        }
        try {
            out.write(line);
            out.write(NEWLINE);
            out.flush();
            return true;
        } catch (IOException | RuntimeException e) {
            // Quarkus reports a closed connection as an IOException or an unchecked one, depending on when.
            closed = true;
            return false;
        }
    }
}
