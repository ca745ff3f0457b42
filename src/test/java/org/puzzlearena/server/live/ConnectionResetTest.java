package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A client whose TCP connection is reset (a phone losing its network, a killed browser, a proxy
 * dropping idle connections) is an everyday event, not a fault of ours: at most one quiet line on
 * every live endpoint, no ERROR and no stack trace.
 */
@QuarkusTest
class ConnectionResetTest {

    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeEach
    void captureLogs() {
        Logger.getLogger("").addHandler(capture);
    }

    @AfterEach
    void stopCapturing() {
        Logger.getLogger("").removeHandler(capture);
    }

    @Test
    void aResetConnectionIsLoggedQuietlyOnEveryLiveEndpoint() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("resets"));
        // A run still going while its socket is reset (one that has ended closes its sockets at once).
        long run = BotRuns.start(
                cookie,
                Map.of("game", "samegame", "instance", "standard/1", "algorithm", "sample", "seconds", 60, "seed", 1));
        String organizer = ServerTestSupport.login(ServerTestSupport.registerOrganizer("resets-org"));
        long contest = ContestFixtures.create(
                organizer,
                ContestFixtures.contest("Resets", "sum", List.of(ContestFixtures.instance("leftmove", "depth/5"))));
        for (String path : List.of(
                "/ws/bot-runs/" + run,
                "/ws/leaderboards/morpion-5t/cross",
                "/ws/leaderboards/samegame/standard/3",
                "/ws/leaderboards/samegame/random/7/8x8x3",
                "/ws/contests/" + contest + "/scoreboard")) {
            records.clear();
            openAndReset(path);
            Thread.sleep(500); // the server sees the reset and logs on its own threads
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
                        && !r.getLoggerName().startsWith("io.restassured")) {
                    lines++;
                }
            }
            assertEquals(List.of(), problems, path + ": no ERROR and no stack trace for a client's reset");
            assertTrue(
                    lines <= 1,
                    path + ": at most one line: "
                            + records.stream()
                                    .map(r -> r.getLoggerName() + ": " + r.getMessage())
                                    .toList());
        }
        BotRuns.cancelQuietly(cookie, run);
    }

    /** Upgrades a raw connection, waits for the endpoint's first message, then resets it (RST, no close frame). */
    private static void openAndReset(String path) throws IOException, InterruptedException {
        Socket s = new Socket("localhost", RestAssured.port);
        s.setSoTimeout(5000);
        String key = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream()
                .write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                + "Sec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
        InputStream in = s.getInputStream();
        String head = readHead(in);
        assertTrue(head.startsWith("HTTP/1.1 101"), path + ": " + head);
        assertTrue(in.read() >= 0, path + ": the endpoint sent its first message");
        // Unread data makes close() send RST too; SO_LINGER 0 makes it certain.
        s.setSoLinger(true, 0);
        s.close();
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }
}
