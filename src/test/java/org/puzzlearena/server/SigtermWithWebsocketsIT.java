package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * SIGTERM while people watch live feeds and a lab grade runs: the packaged server is down well within
 * Docker's 10 s (websocket clients are not waited for: they reconnect; the grade, which would run for
 * 20 s, is stopped and answered 503), with no ERROR in its log. The watched bot run is still
 * searching when the signal comes.
 */
@Slow
class SigtermWithWebsocketsIT {

    private static final Duration DOCKER_STOP_TIMEOUT = Duration.ofSeconds(10);

    @TempDir
    Path dataDir;

    @Test
    void sigtermWithWebsocketsOpenStopsWithinTenSecondsWithoutAnError() throws Exception {
        try (ServerProcess server = ServerProcess.startReady(dataDir)) {
            String cookie = server.newSession("watcher");
            HttpResponse<String> run = server.postJson(
                    "/api/bot-runs",
                    "{\"game\":\"samegame\",\"instance\":\"standard/1\",\"algorithm\":\"sample\",\"seconds\":60,\"seed\":1}",
                    cookie);
            assertEquals(201, run.statusCode(), run.body());
            Matcher id = Pattern.compile("\"id\":(\\d+)").matcher(run.body());
            assertTrue(id.find(), run.body());

            List<Watcher> watchers = new ArrayList<>();
            for (String path : List.of(
                    "/ws/bot-runs/" + id.group(1),
                    "/ws/leaderboards/samegame/standard/1",
                    "/ws/leaderboards/morpion-5t/cross")) {
                watchers.add(Watcher.open(URI.create("ws://localhost:" + server.port + path)));
            }
            for (Watcher w : watchers) {
                w.firstMessage.get(30, TimeUnit.SECONDS);
            }
            // A lab grade of a position past the opening book: the solver would use its whole 20 s budget.
            try (Socket grade = server.labGrade("1717")) {
                long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (!server.get("/q/metrics").body().contains("arena_lab_running 1.0")) {
                    assertTrue(System.nanoTime() < until, "the grade never started");
                    Thread.sleep(20);
                }
                sigtermAndCheck(server, watchers);
                String answer = new String(grade.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(
                        answer.startsWith("HTTP/1.1 503") && answer.contains("Server stopping"),
                        "the grade was stopped and its client told why: " + answer);
            }
        }
    }

    private static void sigtermAndCheck(ServerProcess server, List<Watcher> watchers) throws Exception {
        long signalled = System.nanoTime();
        server.process.destroy(); // SIGTERM
        boolean stopped = server.process.waitFor(60, TimeUnit.SECONDS);
        Duration took = Duration.ofNanos(System.nanoTime() - signalled);
        System.out.printf(
                "stopped %d ms after SIGTERM with %d websockets open and a lab grade running%n",
                took.toMillis(), watchers.size());

        String log = server.output();
        assertTrue(stopped, "the server stopped: " + log);
        assertTrue(
                took.compareTo(DOCKER_STOP_TIMEOUT) < 0,
                "stopped in " + took.toMillis() + " ms, within Docker's 10 s: " + log);
        List<String> errors = log.lines()
                .filter(l -> l.contains(" ERROR") || l.contains("level=ERROR"))
                .toList();
        assertEquals(List.of(), errors, "no ERROR while stopping: " + log);
        for (Watcher w : watchers) {
            assertTrue(w.closed.isDone(), "every watcher was told the connection ended");
        }
    }

    /** A live-feed client: its first message, and the end of its connection (a close frame or an error). */
    private static final class Watcher implements WebSocket.Listener {
        final CompletableFuture<Void> firstMessage = new CompletableFuture<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();

        static Watcher open(URI uri) {
            Watcher w = new Watcher();
            ServerProcess.HTTP.newWebSocketBuilder().buildAsync(uri, w).join();
            return w;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            firstMessage.complete(null);
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
            closed.complete(-1);
        }
    }
}
