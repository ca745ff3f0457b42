import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Fair CPU under two storms (bench/fair-cpu.sh starts the server and runs this): another user's
 * latency, idle and while one participant or one address tries to take the CPU, in one run.
 *
 * <p>Other users, throughout, each paced at a fixed rate so they stay within their own limits:
 * a bot verifying the 82-move 5D record with its own API token (10 a second), and people asking
 * the MCTS lab for a move ({@code uct:sims=20000}, two a second, each from a new client address
 * through X-Forwarded-For, as many users would). Their latency's p50/p90/max and statuses are
 * printed per phase:
 *
 * <ol>
 *   <li>idle: nothing else;
 *   <li>verify storm: one new account's single API token posts 1 MiB verifies (the 5D record's
 *       moves repeated to 1 MiB of Pentasol) on CONNECTIONS connections back to back;
 *   <li>grade storm: one client address asks the lab for grades of four-stone Connect Four
 *       positions (past the opening book, each worth the solver's whole 20 s budget) on
 *       CONNECTIONS connections back to back.
 * </ol>
 *
 * A storm waits as long as each 429 or 503 tells it to (Retry-After): it uses all the server lets
 * one caller use. Then the same two as floods (4, 5), which ignore Retry-After and send again at
 * once, a fresh token and another address. The storms' own answers are counted by status, and the
 * server JVM's CPU over each phase is read from /proc. Usage: {@code java bench/FairLoad.java BASE_URL SERVER_PID SECONDS CONNECTIONS}.
 */
public class FairLoad {

    static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    static final List<String> HARD = List.of("1717", "1177", "2626", "4411", "7171", "1122", "7766", "3535");

    static String base;
    static long serverPid;

    public static void main(String[] args) throws Exception {
        base = args[0];
        serverPid = Long.parseLong(args[1]);
        int seconds = Integer.parseInt(args[2]);
        int connections = Integer.parseInt(args[3]);
        String record = Files.readString(Path.of("src/test/resources/fixtures/morpion-records/5D-82-rosin.psol"));
        String small = json(Map.of("game", "morpion-5d", "instance", "cross", "solution", record));
        String body = record.substring(record.indexOf('\n') + 1);
        StringBuilder big = new StringBuilder(record);
        // Just under the 1 MiB body limit once JSON-escaped (a newline is two bytes there).
        while (json(Map.of("solution", big.toString() + body)).length() < 1_040_000) {
            big.append(body);
        }
        String megabyte = json(Map.of("game", "morpion-5d", "instance", "cross", "solution", big.toString()));
        String victim = token("victim");
        String attacker = token("storm");

        // Warm-up: the other users' requests and a few big verifies, so the JIT has compiled them.
        runPhase("warm-up", 5, victim, small, null);
        for (int i = 0; i < 3; i++) {
            post("/api/verify", megabyte, Map.of("Authorization", "Bearer " + token("warm" + i)));
        }

        System.out.printf("%-13s %-30s %6s %8s %8s %8s  %s%n", "phase", "other user's request", "n", "p50 ms", "p90 ms",
                "max ms", "statuses");
        runPhase("idle", seconds, victim, small, null);
        runPhase("verify storm", seconds, victim, small, stop -> verifyStorm(stop, connections, attacker, megabyte, true));
        runPhase("grade storm", seconds, victim, small, stop -> gradeStorm(stop, connections, "10.66.0.1", true));
        runPhase("verify flood", seconds, victim, small, stop -> verifyStorm(stop, connections, token("flood"), megabyte, false));
        runPhase("grade flood", seconds, victim, small, stop -> gradeStorm(stop, connections, "10.66.0.2", false));
    }

    interface Storm {
        Map<String, Integer> run(AtomicBoolean stop) throws Exception;
    }

    /** Runs the other users for {@code seconds} beside {@code storm} (none: idle) and prints their figures. */
    static void runPhase(String phase, int seconds, String victim, String small, Storm storm) throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        List<Map<String, Integer>> stormStatuses = new ArrayList<>(Collections.nCopies(1, null));
        Thread attack = null;
        if (storm != null) {
            attack = Thread.ofPlatform().start(() -> {
                try {
                    stormStatuses.set(0, storm.run(stop));
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            // The storm first takes hold (its connections open, its first requests in).
            Thread.sleep(1000);
        }
        long cpuBefore = serverCpuTicks();
        long wallBefore = System.nanoTime();
        Samples verifies = new Samples();
        Samples searches = new Samples();
        Thread verifier = Thread.ofPlatform().start(() -> paced(stop, 100, verifies, () ->
                post("/api/verify", small, Map.of("Authorization", "Bearer " + victim))));
        AtomicInteger address = new AtomicInteger(1);
        Thread searcher = Thread.ofPlatform().start(() -> paced(stop, 500, searches, () -> {
            int a = address.getAndIncrement();
            return post(
                    "/api/lab/moves",
                    "{\"game\":\"connect-four\",\"position\":\"4455\",\"player\":\"uct:sims=20000,c=1.414\",\"seed\":" + a
                            + "}",
                    Map.of("X-Forwarded-For", "10.77." + (a / 250) + "." + (a % 250 + 1)));
        }));
        Thread.sleep(seconds * 1000L);
        stop.set(true);
        verifier.join();
        searcher.join();
        double cores = (serverCpuTicks() - cpuBefore) / 100.0 / ((System.nanoTime() - wallBefore) / 1e9);
        if (attack != null) {
            attack.join();
        }
        if (phase.equals("warm-up")) {
            return;
        }
        verifies.print(phase, "verify (5D record, own token)");
        searches.print(phase, "lab search (uct 20k, new addr)");
        System.out.printf("%-13s server JVM CPU %.2f cores%s%n", phase, cores,
                stormStatuses.get(0) == null ? "" : "; the storm's answers " + stormStatuses.get(0));
    }

    interface Call {
        int call() throws Exception;
    }

    /** Calls {@code call} every {@code periodMs} (or right after the previous answer, if later) until stopped. */
    static void paced(AtomicBoolean stop, long periodMs, Samples samples, Call call) {
        long next = System.nanoTime();
        while (!stop.get()) {
            long t0 = System.nanoTime();
            int status;
            try {
                status = call.call();
            } catch (Exception e) {
                status = -1;
            }
            samples.add((System.nanoTime() - t0) / 1e6, status);
            next += periodMs * 1_000_000L;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                try {
                    Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
                } catch (InterruptedException e) {
                    return;
                }
            } else {
                next = System.nanoTime();
            }
        }
    }

    /**
     * One token's 1 MiB verifies on {@code connections} connections, back to back; a storm waits as
     * long as a 429 or 503 says (Retry-After: all the server allows it), a flood does not.
     */
    static Map<String, Integer> verifyStorm(
            AtomicBoolean stop, int connections, String token, String megabyte, boolean honourRetryAfter)
            throws InterruptedException {
        Map<String, Integer> statuses = new ConcurrentHashMap<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < connections; i++) {
            threads.add(Thread.ofPlatform().start(() -> {
                while (!stop.get()) {
                    int s;
                    long retryAfter = 0;
                    try {
                        HttpResponse<Void> r = send("/api/verify", megabyte, Map.of("Authorization", "Bearer " + token));
                        s = r.statusCode();
                        retryAfter = r.headers().firstValueAsLong("Retry-After").orElse(0);
                    } catch (Exception e) {
                        s = -1;
                    }
                    statuses.merge(String.valueOf(s), 1, Integer::sum);
                    if (honourRetryAfter) {
                        sleepUnlessStopped(stop, retryAfter * 1000);
                    }
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        return new TreeMap<>(statuses);
    }

    /**
     * One address's grades of hard positions on {@code connections} raw connections, back to back
     * (a storm waits as Retry-After says, a flood does not); hung up at the end.
     */
    static Map<String, Integer> gradeStorm(AtomicBoolean stop, int connections, String address, boolean honourRetryAfter)
            throws Exception {
        Map<String, Integer> statuses = new ConcurrentHashMap<>();
        List<Socket> open = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        AtomicInteger next = new AtomicInteger();
        for (int i = 0; i < connections; i++) {
            threads.add(Thread.ofPlatform().start(() -> {
                while (!stop.get()) {
                    String position = HARD.get(next.getAndIncrement() % HARD.size());
                    byte[] body = ("{\"game\":\"connect-four\",\"position\":\"" + position + "\",\"move\":\"4\"}")
                            .getBytes(StandardCharsets.UTF_8);
                    URI uri = URI.create(base);
                    try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
                        open.add(socket);
                        OutputStream out = socket.getOutputStream();
                        out.write(("POST /api/lab/grades HTTP/1.1\r\nHost: " + uri.getHost()
                                        + "\r\nContent-Type: application/json\r\nX-Forwarded-For: " + address + "\r\n"
                                        + "Connection: close\r\nContent-Length: " + body.length + "\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                        out.write(body);
                        out.flush();
                        String[] answer = statusOf(socket.getInputStream());
                        statuses.merge(answer[0], 1, Integer::sum);
                        if (honourRetryAfter && answer[1] != null) {
                            sleepUnlessStopped(stop, Long.parseLong(answer[1].trim()) * 1000);
                        }
                    } catch (IOException e) {
                        if (!stop.get()) {
                            statuses.merge("error", 1, Integer::sum);
                        }
                    } finally {
                        open.removeIf(s -> s.isClosed());
                    }
                }
            }));
        }
        while (!stop.get()) {
            Thread.sleep(50);
        }
        // The storm ends by hanging up: its grades in progress are stopped by the server.
        synchronized (open) {
            for (Socket s : open) {
                s.close();
            }
        }
        for (Thread t : threads) {
            t.join();
        }
        return new TreeMap<>(statuses);
    }

    /** The status and the Retry-After header (or null) of an HTTP/1.1 answer. */
    static String[] statusOf(InputStream in) throws IOException {
        String[] parts = line(in).split(" ");
        String status = parts.length > 1 ? parts[1] : "closed";
        String retryAfter = null;
        for (String h = line(in); !h.isEmpty(); h = line(in)) {
            if (h.toLowerCase().startsWith("retry-after:")) {
                retryAfter = h.substring("retry-after:".length());
            }
        }
        return new String[] {status, retryAfter};
    }

    static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    static void sleepUnlessStopped(AtomicBoolean stop, long ms) {
        long until = System.nanoTime() + ms * 1_000_000L;
        while (!stop.get() && System.nanoTime() < until) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static int post(String path, String body, Map<String, String> headers) throws Exception {
        return send(path, body, headers).statusCode();
    }

    static HttpResponse<Void> send(String path, String body, Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(b::header);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.discarding());
    }

    /** A new account's API token. */
    static String token(String prefix) throws Exception {
        String name = prefix + "-" + Long.toHexString(System.nanoTime());
        String account = json(Map.of("username", name, "password", "correct horse"));
        String address = "10.55." + (name.hashCode() & 0xff) + ".1";
        post("/api/accounts", account, Map.of("X-Forwarded-For", address));
        HttpResponse<String> login = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/session"))
                        .header("Content-Type", "application/json")
                        .header("X-Forwarded-For", address)
                        .POST(HttpRequest.BodyPublishers.ofString(account))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        String cookie = login.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        HttpResponse<String> t = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/tokens"))
                        .header("Content-Type", "application/json")
                        .header("Cookie", cookie)
                        .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"bot\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        String s = t.body();
        int i = s.indexOf("\"token\":\"") + 9;
        return s.substring(i, s.indexOf('"', i));
    }

    /** The server JVM's user and system CPU so far, in clock ticks (1/100 s). */
    static long serverCpuTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/" + serverPid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    static String json(Map<String, String> fields) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, String> e : fields.entrySet()) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append('"').append(e.getKey()).append("\":\"");
            for (char c : e.getValue().toCharArray()) {
                switch (c) {
                    case '"' -> sb.append("\\\"");
                    case '\\' -> sb.append("\\\\");
                    case '\n' -> sb.append("\\n");
                    case '\r' -> sb.append("\\r");
                    case '\t' -> sb.append("\\t");
                    default -> sb.append(c);
                }
            }
            sb.append('"');
        }
        return sb.append('}').toString();
    }

    /** Latencies and statuses of one kind of request in one phase. */
    static final class Samples {
        private final List<Double> ms = new ArrayList<>();
        private final Map<Integer, Integer> statuses = new TreeMap<>();

        synchronized void add(double millis, int status) {
            ms.add(millis);
            statuses.merge(status, 1, Integer::sum);
        }

        synchronized void print(String phase, String what) {
            List<Double> sorted = new ArrayList<>(ms);
            Collections.sort(sorted);
            System.out.printf("%-13s %-30s %6d %8.1f %8.1f %8.1f  %s%n", phase, what, sorted.size(), pct(sorted, 0.5),
                    pct(sorted, 0.9), sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1), statuses);
        }

        private static double pct(List<Double> sorted, double p) {
            return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, (int) (p * sorted.size())));
        }
    }
}
