package org.puzzlearena.server;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged server (target/quarkus-app, built by `package`) run as an operator runs it: its own
 * process, with ARENA_DATA_DIR and PORT, no DB_URL (the embedded PostgreSQL). For the *IT tests.
 */
final class ServerProcess implements AutoCloseable {

    static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    final Process process;
    final int port;
    final Path log;

    private ServerProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the server on {@code dataDir}; returns once it is running (not necessarily ready). */
    static ServerProcess start(Path dataDir) throws IOException {
        return start(dataDir, true);
    }

    /** {@code configuredAdmin} false: no ARENA_ADMIN_* variables, as on a first {@code bin/server}. */
    static ServerProcess start(Path dataDir, boolean configuredAdmin) throws IOException {
        return start(dataDir, configuredAdmin, Map.of());
    }

    /** With {@code env} added (DB_URL for a shared database, ARENA_BROKER_URL for several instances). */
    static ServerProcess start(Path dataDir, boolean configuredAdmin, Map<String, String> env) throws IOException {
        return start(dataDir, configuredAdmin, env, List.of());
    }

    /** A bot worker ({@code bin/worker}: the jar with the argument {@code worker}), health on its port. */
    static ServerProcess startWorker(Path dataDir, Map<String, String> env) throws IOException {
        return start(dataDir, false, env, List.of("worker"));
    }

    private static ServerProcess start(
            Path dataDir, boolean configuredAdmin, Map<String, String> env, List<String> args) throws IOException {
        String jar = System.getProperty("arena.server.jar", "target/quarkus-app/quarkus-run.jar");
        if (!Files.isRegularFile(Path.of(jar))) {
            throw new IllegalStateException(jar + " is missing: the *IT tests run after `package` (./mvnw verify)");
        }
        int port = freePort();
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-jar", jar));
        command.addAll(args);
        Path log = Files.createTempFile("arena-server-", ".log");
        ProcessBuilder pb =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("ARENA_DATA_DIR", dataDir.toString());
        pb.environment().put("PORT", Integer.toString(port));
        pb.environment().put("WORKER_PORT", Integer.toString(port));
        pb.environment().remove("DB_URL");
        pb.environment().remove("ARENA_BROKER_URL");
        pb.environment().remove("ARENA_ADMIN_USERNAME");
        pb.environment().remove("ARENA_ADMIN_PASSWORD");
        if (configuredAdmin) {
            pb.environment().put("ARENA_ADMIN_USERNAME", "arena-root");
            pb.environment().put("ARENA_ADMIN_PASSWORD", "root password for tests");
        }
        pb.environment().putAll(env);
        return new ServerProcess(pb.start(), port, log);
    }

    /** Starts and waits until /q/health/ready answers 200. */
    static ServerProcess startReady(Path dataDir) throws Exception {
        return startReady(dataDir, true);
    }

    static ServerProcess startReady(Path dataDir, boolean configuredAdmin) throws Exception {
        return ready(start(dataDir, configuredAdmin));
    }

    /** {@code p} once /q/health/ready answers 200 (within 3 minutes); stopped if it never does. */
    static ServerProcess ready(ServerProcess p) throws Exception {
        try {
            p.awaitReady(Duration.ofMinutes(3));
            return p;
        } catch (Throwable e) {
            p.close();
            throw e;
        }
    }

    void awaitReady(Duration limit) throws Exception {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the server exited (" + process.exitValue() + "): " + output());
            }
            try {
                if (get("/q/health/ready").statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new AssertionError("the server was not ready in " + limit + ": " + output());
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(
                HttpRequest.newBuilder(uri(path))
                        .timeout(Duration.ofSeconds(30))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> postJson(String path, String json, String cookie) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        if (cookie != null) {
            b.header("Cookie", "arena_session=" + cookie);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** POSTs {@code body} as {@code contentType} (a hosted bot's upload), with the session {@code cookie}. */
    HttpResponse<String> postBytes(String path, String contentType, byte[] body, String cookie)
            throws IOException, InterruptedException {
        return HTTP.send(
                HttpRequest.newBuilder(uri(path))
                        .timeout(Duration.ofSeconds(60))
                        .header("Content-Type", contentType)
                        .header("Cookie", "arena_session=" + cookie)
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Registers an account and logs in: the session cookie's value. */
    String newSession(String username) throws Exception {
        String credentials = "{\"username\":\"" + username + "\",\"password\":\"correct horse\"}";
        HttpResponse<String> created = postJson("/api/accounts", credentials, null);
        if (created.statusCode() != 201) {
            throw new AssertionError("register: " + created.statusCode() + " " + created.body());
        }
        HttpResponse<String> login = postJson("/api/session", credentials, null);
        return login.headers().allValues("set-cookie").stream()
                .filter(c -> c.startsWith("arena_session="))
                .map(c -> c.substring("arena_session=".length(), c.indexOf(';')))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no session cookie: " + login.body()));
    }

    /** {@code s} as a JSON string literal, for request bodies written by hand. */
    static String jsonString(String s) {
        return "\""
                + s.replace("\\", "\\\\")
                        .replace("\"", "\\\"")
                        .replace("\n", "\\n")
                        .replace("\r", "\\r")
                        .replace("\t", "\\t")
                + "\"";
    }

    /** Sends a signal to the process ({@code STOP}, {@code CONT}): a pause an operator did not ask for. */
    void signal(String name) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                .redirectErrorStream(true)
                .start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new AssertionError(
                    "kill -" + name + ": " + new String(kill.getInputStream().readAllBytes()));
        }
    }

    /**
     * A Connect Four lab grade of move 4 after {@code position}, on a connection of its own: its
     * answer is read off the socket, or the grade is abandoned by closing it.
     */
    Socket labGrade(String position) throws IOException {
        byte[] body = ("{\"game\":\"connect-four\",\"position\":\"" + position + "\",\"move\":\"4\"}")
                .getBytes(StandardCharsets.UTF_8);
        Socket socket = new Socket("localhost", port);
        socket.setSoTimeout(60_000);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /api/lab/grades HTTP/1.1\r\nHost: localhost:" + port
                        + "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " + body.length
                        + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        return socket;
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    String output() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
        // SIGTERM: the server stops its embedded PostgreSQL itself.
        Files.deleteIfExists(log);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
