package org.puzzlearena.server.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A client connection from a chosen loopback address (127.0.0.0/8 is all loopback on Linux, so each
 * test client can be another "address"), writing raw bytes, as a slow or hostile client would.
 */
final class RawConnection {

    private final Socket socket;
    private final StringBuilder received = new StringBuilder();
    private boolean closed;

    private RawConnection(Socket socket) {
        this.socket = socket;
    }

    static RawConnection open(String localAddress, int port) {
        try {
            Socket s = new Socket();
            s.bind(new InetSocketAddress(localAddress, 0));
            s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
            return new RawConnection(s);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot connect from " + localAddress, e);
        }
    }

    /** Writes {@code text}; a connection the server has closed only remembers that. */
    void send(String text) {
        if (closed) {
            return;
        }
        try {
            socket.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            closed = true;
        }
    }

    /** Reads what has arrived; true while the server keeps the connection open. */
    boolean open() {
        if (closed) {
            return false;
        }
        try {
            socket.setSoTimeout(1);
            InputStream in = socket.getInputStream();
            byte[] buf = new byte[1024];
            while (true) {
                int n = in.read(buf);
                if (n < 0) {
                    closed = true;
                    return false;
                }
                received.append(new String(buf, 0, n, StandardCharsets.US_ASCII));
            }
        } catch (SocketTimeoutException e) {
            return true;
        } catch (IOException e) {
            closed = true;
            return false;
        }
    }

    /** Everything the server sends until it closes the connection, waiting at most {@code millis}. */
    String readAll(int millis) throws IOException {
        socket.setSoTimeout(millis);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        socket.getInputStream().transferTo(out);
        return received + out.toString(StandardCharsets.US_ASCII);
    }

    String received() {
        open();
        return received.toString();
    }

    void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing a test's client connection: nothing to do
        }
    }
}
