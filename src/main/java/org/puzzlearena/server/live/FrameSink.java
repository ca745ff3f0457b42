package org.puzzlearena.server.live;

import java.util.concurrent.CompletionStage;

/** Where a client's frames go: its websocket connection (an interface so the queue can be tested alone). */
public interface FrameSink {

    /** Sends one text frame; completes when the connection has taken it (TCP backpressure shows here). */
    CompletionStage<Void> send(String text);

    void close(int code, String reason);
}
