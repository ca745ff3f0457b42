package org.puzzlearena.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A real websocket client for the tests (java.net.http): collects every JSON message the server
 * sends and the close code, and answers the questions the tests ask of a live feed.
 */
public final class LiveClient implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final WebSocket socket;

    private LiveClient(String path, Map<String, String> headers) {
        URI uri = URI.create("ws://localhost:" + RestAssured.port + path);
        WebSocket.Builder builder = HTTP.newWebSocketBuilder();
        headers.forEach(builder::header);
        socket = builder.buildAsync(uri, new WebSocket.Listener() {
                    private final StringBuilder partial = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                        partial.append(data);
                        if (last) {
                            try {
                                messages.add(JSON.readTree(partial.toString()));
                            } catch (IOException e) {
                                closed.completeExceptionally(e);
                            }
                            partial.setLength(0);
                        }
                        ws.request(1);
                        return null;
                    }

                    @Override
                    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
                        closed.complete(statusCode);
                        return null;
                    }

                    @Override
                    public void onError(WebSocket ws, Throwable error) {
                        closed.completeExceptionally(error);
                    }
                })
                .join();
    }

    public static LiveClient connect(String path) {
        return new LiveClient(path, Map.of());
    }

    /** Connects as a logged-in person: the session cookie on the upgrade request. */
    public static LiveClient connectWithSession(String path, String sessionCookie) {
        return new LiveClient(path, Map.of("Cookie", "arena_session=" + sessionCookie));
    }

    /** Whether a message arrives within {@code wait} (consumed if so). */
    public JsonNode poll(Duration wait) throws InterruptedException {
        return messages.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The next message, or an assertion error after {@code timeout}. */
    public JsonNode next(Duration timeout) throws InterruptedException {
        JsonNode m = messages.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (m == null) {
            throw new AssertionError(
                    "no message within " + timeout + (closed.isDone() ? " (closed: " + closed + ")" : ""));
        }
        return m;
    }

    /** Every message up to and including the first of {@code type}. */
    public List<JsonNode> until(String type, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        List<JsonNode> seen = new ArrayList<>();
        while (true) {
            long left = end - System.nanoTime();
            JsonNode m = messages.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
            if (m == null) {
                throw new AssertionError("no '" + type + "' message within " + timeout + "; got " + seen);
            }
            seen.add(m);
            if (type.equals(m.path("type").asText())) {
                return seen;
            }
        }
    }

    /** Sends a ping frame: the client speaking on the upgraded connection. */
    public void ping() {
        socket.sendPing(ByteBuffer.allocate(0)).join();
    }

    /** The close code the server sent, waiting up to {@code timeout}. */
    public int closeCode(Duration timeout) throws Exception {
        return closed.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
        socket.abort();
    }
}
