package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LogCapture;

/**
 * A client whose TCP connection is reset (a phone losing its network, a killed browser, a proxy
 * dropping idle connections) is an everyday event, not a fault of ours: at most one quiet line on
 * every live endpoint, no ERROR and no stack trace.
 */
@QuarkusTest
class ConnectionResetTest {

    private LogCapture capture;

    @BeforeEach
    void captureLogs() {
        capture = LogCapture.start();
    }

    @AfterEach
    void stopCapturing() {
        capture.close();
    }

    @Test
    void aResetConnectionIsLoggedQuietlyOnEveryLiveEndpoint() throws Exception {
        try (EveryLiveEndpoint live = EveryLiveEndpoint.create("resets")) {
            for (String path : live.paths()) {
                capture.clear();
                openAndReset(path);
                Thread.sleep(500); // the server sees the reset and logs on its own threads
                capture.assertQuiet(path + ", after a client's reset");
            }
        }
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
