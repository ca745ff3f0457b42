package org.puzzlearena.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests of an ordinary client, each on a fresh connection from a given loopback address, timed
 * while an attack runs. Under the attacks these tests make, a starved server does not answer slowly:
 * it does not answer at all until the attack's connections close, so every probe must be answered,
 * and the typical (median) one at once.
 */
final class Probes {

    /** How long a probe may take before it counts as unanswered. */
    static final int HANG_MS = 2000;
    /** The median probe's bound while under attack. */
    static final long MEDIAN_MS = 100;

    private final int port;
    private final List<Long> millis = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    Probes(int port) {
        this.port = port;
    }

    void probe(String localAddress, String path) {
        long start = System.nanoTime();
        try {
            int status = status(localAddress, port, path);
            if (status != 200) {
                failures.add(path + " answered " + status);
            }
        } catch (IOException e) {
            failures.add(path + " failed: " + e);
        }
        millis.add((System.nanoTime() - start) / 1_000_000);
    }

    void assertAllAnswered() {
        assertEquals(List.of(), failures, "every probe answered 200 within " + HANG_MS + " ms; times " + millis);
        assertTrue(millis.size() >= 2, "probes were made: " + millis.size());
        List<Long> sorted = millis.stream().sorted().toList();
        long median = sorted.get(sorted.size() / 2);
        assertTrue(median <= MEDIAN_MS, "the median probe took " + median + " ms: " + millis);
    }

    @Override
    public String toString() {
        return "probes took " + millis + " ms";
    }

    /** The status of a whole GET sent at once from {@code localAddress}. */
    static int status(String localAddress, int port, String path) throws IOException {
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(localAddress, 0));
            s.connect(new InetSocketAddress("127.0.0.1", port), HANG_MS);
            s.setSoTimeout(HANG_MS);
            s.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            byte[] head = s.getInputStream().readNBytes(12);
            if (head.length < 12) {
                throw new IOException("closed without an answer");
            }
            return Integer.parseInt(new String(head, StandardCharsets.US_ASCII).substring(9, 12));
        } catch (SocketTimeoutException e) {
            throw new IOException("no answer within " + HANG_MS + " ms", e);
        }
    }
}
