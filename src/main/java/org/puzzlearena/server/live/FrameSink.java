package org.puzzlearena.server.live;

import java.util.concurrent.CompletionStage;

/** Where a client's frames go: its websocket connection (an interface so the queue can be tested alone). */
public interface FrameSink {

    /** Sends one text frame; completes when the connection has taken it (TCP backpressure shows here). */
    CompletionStage<Void> send(String text);

    /**
     * Sends a statistics frame, one a slow client's queue may merge or drop: a connection sends it
     * like any other; a relay to another instance tells that instance's queue what it is.
     */
    default CompletionStage<Void> sendStats(String text) {
        return send(text);
    }

    void close(int code, String reason);
}
