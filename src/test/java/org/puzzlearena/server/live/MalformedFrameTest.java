package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LogCapture;

/**
 * A client that sends a broken websocket frame (here: unmasked, which RFC 6455 forbids a client) is
 * disconnected and logged in one short line, on every live endpoint: not two ERROR stack traces per
 * frame that anyone can send.
 */
@QuarkusTest
class MalformedFrameTest {

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
    void everyLiveEndpointClosesABrokenClientQuietly() throws Exception {
        try (EveryLiveEndpoint live = EveryLiveEndpoint.create("frames")) {
            for (String path : live.paths()) {
                capture.clear();
                int code = sendBrokenFrame(path);
                // Vert.x ends the TCP connection on a protocol violation (no close frame: -1); 1002 if one is sent.
                assertTrue(code == -1 || code == 1002, path + ": the connection is closed, got close code " + code);
                Thread.sleep(300); // the server's logging happens on its own threads
                capture.assertQuiet(path + ", after a client's broken frame");
            }
        }
    }

    /** Upgrades a raw connection, sends an unmasked text frame, returns the close code the server answers. */
    private static int sendBrokenFrame(String path) throws IOException {
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            String key = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
            out.write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            InputStream in = s.getInputStream();
            String head = readHead(in);
            assertTrue(head.startsWith("HTTP/1.1 101"), path + ": " + head);
            out.write(new byte[] {(byte) 0x81, 0x02, 'h', 'i'}); // FIN text "hi", without the mask a client must set
            out.flush();
            // Skip whatever the endpoint had sent (snapshots), up to the close frame.
            while (true) {
                int b0 = in.read();
                if (b0 < 0) {
                    return -1;
                }
                int len = in.read() & 0x7f;
                if (len == 126) {
                    len = (in.read() << 8) | in.read();
                } else if (len == 127) {
                    long l = 0;
                    for (int i = 0; i < 8; i++) {
                        l = (l << 8) | in.read();
                    }
                    len = (int) l;
                }
                byte[] payload = in.readNBytes(len);
                if ((b0 & 0x0f) == 0x8) {
                    return payload.length >= 2 ? ((payload[0] & 0xff) << 8) | (payload[1] & 0xff) : 1005;
                }
            }
        }
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
