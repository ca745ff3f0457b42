import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A contest day, measured (issue 37; bench/contest-day.sh starts the server and runs this).
 *
 * <p>The admin creates a running SameGame contest (standard/1..3, sum scoring, no freeze, the
 * per-participant rate limit RATE_LIMIT submissions a minute). Then PARTICIPANTS people, each from a
 * client address of its own (X-Forwarded-For: the benchmark is their proxy):
 *
 * <ol>
 *   <li>ramp: sign up, log in, register for the contest, open the contest's scoreboard websocket
 *       with their session cookie (four at a time; a 429 or 503 waits its Retry-After);
 *   <li>steady: for STEADY seconds each submits at random times (a Poisson process, STEADY_RATE
 *       submissions a second over all participants);
 *   <li>burst: in the last BURST seconds BURST_COUNT submissions in all, spread evenly over the
 *       participants, each at a uniformly random moment of the window.
 * </ol>
 *
 * Each submission is a random prefix of a random legal line (lines walked at random through the step
 * API before the run, so the server replays and scores real moves). A 429 waits its Retry-After and
 * submits again. A participant submits one at a time, so its k-th acknowledged (2xx) submission is the
 * one that makes its row's {@code submissions} reach k: for each acknowledged submission the program
 * records when each participant's socket first showed that row at k or more, and reports the delay
 * from the acknowledgement (and from the sending) until the last connected socket had it. After the
 * run the admin's CSV export must hold every acknowledged submission id (nothing lost).
 *
 * <p>Usage: {@code java bench/ContestDay.java BASE_URL PARTICIPANTS STEADY BURST BURST_COUNT
 * STEADY_RATE RATE_LIMIT ADMIN_USER ADMIN_PASSWORD}.
 */
public class ContestDay {

    static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30))
            .executor(Executors.newVirtualThreadPerTaskExecutor())
            .build();
    static final List<String> INSTANCES = List.of("standard/1", "standard/2", "standard/3");
    static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(\\d+)");
    static final Pattern SCORE = Pattern.compile("\"score\"\\s*:\\s*(-?\\d+)");
    static final Pattern MOVES = Pattern.compile("\"legalMoves\"\\s*:\\s*\\[([^\\]]*)\\]");

    static String base;
    static long contestId;
    static final long T0 = System.nanoTime();

    /** Statuses of every request kind, e.g. "submit 201". */
    static final Map<String, AtomicInteger> STATUSES = new ConcurrentHashMap<>();

    static final Set<Long> ACKED_IDS = ConcurrentHashMap.newKeySet();
    static final List<long[]> SUBMIT_LATENCY = new ArrayList<>(); // {phase, nanos}

    public static void main(String[] args) throws Exception {
        base = args[0];
        int participants = Integer.parseInt(args[1]);
        int steady = Integer.parseInt(args[2]);
        int burst = Integer.parseInt(args[3]);
        int burstCount = Integer.parseInt(args[4]);
        double steadyRate = Double.parseDouble(args[5]);
        int rateLimit = Integer.parseInt(args[6]);
        String admin = login(args[7], args[8], "10.90.0.1");

        Map<String, List<List<String>>> lines = new HashMap<>();
        for (int i = 0; i < INSTANCES.size(); i++) {
            List<List<String>> mine = new ArrayList<>();
            for (int j = 0; j < 6; j++) {
                mine.add(randomLine(INSTANCES.get(i), new Random(31L * i + j), "10.91." + i + "." + (j + 1)));
            }
            lines.put(INSTANCES.get(i), mine);
        }
        System.out.printf("# lines: %d per instance, %s moves%n", 6, lines.values().stream()
                .flatMap(List::stream).map(l -> String.valueOf(l.size())).toList());

        contestId = createContest(admin, rateLimit);
        Person[] people = new Person[participants];
        long rampStart = System.nanoTime();
        Semaphore ramp = new Semaphore(4);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < participants; i++) {
            Person p = new Person(i, participants);
            people[i] = p;
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    ramp.acquire();
                    try {
                        p.arrive();
                    } finally {
                        ramp.release();
                    }
                } catch (Exception e) {
                    count("ramp exception " + e.getClass().getSimpleName());
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        Board.participants = people;
        for (Person p : people) {
            Board.index.put(p.name, p.index);
        }
        double rampSeconds = (System.nanoTime() - rampStart) / 1e9;
        int connected = (int) Arrays.stream(people).filter(p -> p.socket != null).count();
        System.out.printf("# ramp: %d participants signed up, logged in, registered and watching in %.1f s%n",
                connected, rampSeconds);
        // Every socket has its snapshot before anything is measured.
        Thread.sleep(3000);

        long steadyStart = System.nanoTime();
        long burstStart = steadyStart + steady * 1_000_000_000L;
        long end = burstStart + burst * 1_000_000_000L;
        threads.clear();
        for (Person p : people) {
            int mine = burstCount / participants + (p.index < burstCount % participants ? 1 : 0);
            threads.add(Thread.ofVirtual().start(() -> p.play(lines, steadyStart, burstStart, end, steadyRate / participants, mine)));
        }
        for (Thread t : threads) {
            t.join();
        }
        double played = (System.nanoTime() - steadyStart) / 1e9;
        // The last boards reach the sockets.
        Thread.sleep(15_000);
        report(people, played, steady, burst);
        verify(admin, people);
        for (Person p : people) {
            if (p.socket != null) {
                p.socket.abort();
            }
        }
        System.exit(0);
    }

    /** One participant: its account, its socket, its acknowledged submissions. */
    static final class Person {
        final int index;
        final String name;
        final String address;
        String cookie;
        WebSocket socket;
        Board board;
        /** Its k-th acknowledged submission's send and acknowledgement times (index k-1). */
        final List<long[]> acks = new ArrayList<>();

        Person(int index, int of) {
            this.index = index;
            this.name = "cd" + Long.toString(ProcessHandle.current().pid(), 36) + "p" + index;
            this.address = "10.92." + (index / 250) + "." + (index % 250 + 1);
        }

        void arrive() throws Exception {
            String password = "contest day " + name;
            patiently("sign-up", "/api/accounts", json("username", name, "password", password), address, null);
            cookie = login(name, password, address);
            patiently("register", "/api/contests/" + contestId + "/registrations", "{}", address, cookie);
            socket = HTTP.newWebSocketBuilder()
                    .header("Cookie", cookie)
                    .header("X-Forwarded-For", address)
                    .buildAsync(URI.create(base.replace("http", "ws") + "/ws/contests/" + contestId + "/scoreboard"),
                            board = new Board(this))
                    .get();
        }

        void play(Map<String, List<List<String>>> lines, long steadyStart, long burstStart, long end, double rate, int burstCount) {
            // Spread seeds: java.util.Random's first draws from small consecutive seeds are nearly equal.
            Random rnd = new Random(new java.util.SplittableRandom(index).nextLong());
            List<Long> when = new ArrayList<>();
            for (long t = steadyStart + exp(rnd, rate); t < burstStart; t += exp(rnd, rate)) {
                when.add(t);
            }
            List<Long> burst = new ArrayList<>();
            for (int i = 0; i < burstCount; i++) {
                burst.add(burstStart + (long) (rnd.nextDouble() * (end - burstStart)));
            }
            burst.sort(null);
            when.addAll(burst);
            for (long t : when) {
                long wait = t - System.nanoTime();
                if (wait > 0) {
                    sleep(wait / 1_000_000);
                }
                String instance = INSTANCES.get(rnd.nextInt(INSTANCES.size()));
                List<String> line = lines.get(instance).get(rnd.nextInt(lines.get(instance).size()));
                List<String> moves = line.subList(0, 1 + rnd.nextInt(line.size()));
                String phase = t >= burstStart ? "burst" : "steady";
                submit(instance, moves, phase);
            }
        }

        void submit(String instance, List<String> moves, String phase) {
            String body = "{\"game\":\"samegame\",\"instance\":\"" + instance + "\",\"moves\":["
                    + String.join(",", moves.stream().map(m -> "\"" + m + "\"").toList()) + "]}";
            for (int attempt = 0; attempt < 20; attempt++) {
                long sent = System.nanoTime();
                HttpResponse<String> r;
                try {
                    r = post("/api/contests/" + contestId + "/submissions", body, address, cookie);
                } catch (Exception e) {
                    count(phase + " submit exception " + e.getClass().getSimpleName());
                    return;
                }
                long acked = System.nanoTime();
                count(phase + " submit " + r.statusCode());
                synchronized (SUBMIT_LATENCY) {
                    SUBMIT_LATENCY.add(new long[] {phase.equals("burst") ? 1 : 0, acked - sent});
                }
                if (r.statusCode() / 100 == 2) {
                    Matcher m = ID.matcher(r.body());
                    if (m.find()) {
                        ACKED_IDS.add(Long.parseLong(m.group(1)));
                    }
                    synchronized (this) {
                        acks.add(new long[] {sent, acked, phase.equals("burst") ? 1 : 0});
                    }
                    return;
                }
                if (r.statusCode() != 429) {
                    System.out.printf("# %s: %d %s%n", name, r.statusCode(), r.body());
                    return;
                }
                String after = r.headers().firstValue("Retry-After").orElse(null);
                if (after == null) {
                    count(phase + " 429 without Retry-After");
                    return;
                }
                sleep(Long.parseLong(after.trim()) * 1000 + ThreadLocalRandom.current().nextInt(200));
            }
        }
    }

    /**
     * A participant's socket: at each board, for each row, the moment its {@code submissions} first
     * reached each count. {@code seen[p][k-1]} holds the latest such moment over the sockets, and
     * {@code by[p][k-1]} how many sockets have seen it.
     */
    static final class Board implements WebSocket.Listener {
        static Person[] participants;
        static final Map<String, Integer> index = new ConcurrentHashMap<>();
        /** A row of the board (not a participant named inside a cell, as a copy's original is). */
        static final Pattern ROW = Pattern.compile("\"participant\":\\{[^}]*\"account\":\"([^\"]*)\"\\},"
                + "\"reference\":[a-z]+,\"score\":[^,]*,\"rawTotal\":[^,]*,\"results\":\\d+,\"submissions\":(\\d+)");
        /**
         * A row's operations in a {@code boardUpdate}'s {@code patches} (docs/WEBSOCKETS.md): its key
         * (kind/account/name) opening its list of operations (the match ends before the first
         * operation, which may be the count itself); its new count is a {@code ["submissions",N]}
         * before the next row's key.
         */
        static final Pattern PATCHED = Pattern.compile("\"person/([^/\"]*)/[^\"]*\":\\[(?=\\[)");

        static final Pattern SUBMISSIONS_OP = Pattern.compile("\\[\"submissions\",(\\d+)\\]");
        /** The message version this parser reads (docs/WEBSOCKETS.md, "Version 3"); others are counted. */
        static final String VERSION = "{\"v\":3,";
        static final AtomicInteger OTHER_VERSION = new AtomicInteger();
        static final Map<Integer, long[]> SEEN = new ConcurrentHashMap<>();
        static final Map<Integer, int[]> BY = new ConcurrentHashMap<>();
        static final AtomicInteger MESSAGES = new AtomicInteger();
        static final AtomicInteger CLOSED = new AtomicInteger();
        static final java.util.concurrent.atomic.AtomicLong BYTES = new java.util.concurrent.atomic.AtomicLong();
        static final int MAX = 400;

        final Person owner;
        final StringBuilder text = new StringBuilder();
        final Map<Integer, Integer> shown = new HashMap<>();

        Board(Person owner) {
            this.owner = owner;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                long now = System.nanoTime();
                String message = text.toString();
                text.setLength(0);
                MESSAGES.incrementAndGet();
                BYTES.addAndGet(message.length());
                if (!message.startsWith(VERSION)) {
                    OTHER_VERSION.incrementAndGet();
                } else if (participants != null) {
                    credit(message, now);
                }
            }
            ws.request(1);
            return null;
        }

        /**
         * Credits the counts this message puts on the socket's board: the rows of a {@code snapshot}
         * or {@code update} (not its {@code you} rows, which are the viewer's own beside the board),
         * and a {@code boardUpdate}'s {@code rows} and {@code patches} (not its {@code header}, which
         * may rewrite {@code you}). Ranks, which version 3 leaves to the client, are not read.
         */
        private void credit(String message, long now) {
            int rowsFrom;
            int rowsTo;
            int patchesFrom = -1;
            int patchesTo = -1;
            if (message.contains("\"type\":\"boardUpdate\"")) {
                rowsFrom = message.indexOf(",\"rows\":{");
                patchesFrom = message.indexOf(",\"patches\":{");
                int tail = firstOf(message, patchesFrom < 0 ? 0 : patchesFrom, ",\"removed\":", ",\"moves\":");
                rowsTo = patchesFrom >= 0 ? patchesFrom : tail;
                patchesTo = tail;
            } else if (message.contains("\"type\":\"snapshot\"") || message.contains("\"type\":\"update\"")) {
                rowsFrom = message.indexOf(",\"rows\":[");
                rowsTo = firstOf(message, Math.max(rowsFrom, 0), ",\"you\":");
            } else {
                return; // an announcement or a clarification
            }
            if (rowsFrom >= 0) {
                Matcher m = ROW.matcher(message).region(rowsFrom, rowsTo);
                while (m.find()) {
                    shows(m.group(1), Integer.parseInt(m.group(2)), now);
                }
            }
            if (patchesFrom >= 0) {
                Matcher key = PATCHED.matcher(message).region(patchesFrom, patchesTo);
                boolean more = key.find();
                while (more) {
                    String account = key.group(1);
                    int from = key.end();
                    more = key.find();
                    Matcher count = SUBMISSIONS_OP.matcher(message).region(from, more ? key.start() : patchesTo);
                    if (count.find()) {
                        shows(account, Integer.parseInt(count.group(1)), now);
                    }
                }
            }
        }

        /** The first index at or after {@code from} of any of {@code marks}, or the message's end. */
        private static int firstOf(String message, int from, String... marks) {
            int at = message.length();
            for (String mark : marks) {
                int i = message.indexOf(mark, from);
                if (i >= 0 && i < at) {
                    at = i;
                }
            }
            return at;
        }

        /** This socket now shows {@code account}'s row with {@code submissions} submissions. */
        private void shows(String account, int submissions, long now) {
            Integer p = index.get(account);
            if (p == null) {
                return;
            }
            int count = Math.min(MAX, submissions);
            int before = shown.getOrDefault(p, 0);
            if (count > before) {
                shown.put(p, count);
                long[] seen = SEEN.computeIfAbsent(p, x -> new long[MAX]);
                int[] by = BY.computeIfAbsent(p, x -> new int[MAX]);
                synchronized (seen) {
                    for (int k = before; k < count; k++) {
                        seen[k] = Math.max(seen[k], now);
                        by[k]++;
                    }
                }
            }
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            CLOSED.incrementAndGet();
            count("socket closed " + code);
            owner.socket = null;
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            count("socket error " + error.getClass().getSimpleName());
            owner.socket = null;
        }
    }

    static void report(Person[] people, double played, int steady, int burst) {
        long open = Arrays.stream(people).filter(p -> p.socket != null).count();
        List<Long> fromAck = new ArrayList<>();
        List<Long> fromSend = new ArrayList<>();
        List<Long> burstFromAck = new ArrayList<>();
        int partial = 0;
        for (Person p : people) {
            long[] seen = Board.SEEN.get(p.index);
            int[] by = Board.BY.get(p.index);
            for (int k = 0; k < p.acks.size() && k < Board.MAX; k++) {
                if (seen == null || by[k] < open) {
                    partial++;
                    continue;
                }
                long[] a = p.acks.get(k);
                fromAck.add(Math.max(0, seen[k] - a[1]));
                fromSend.add(seen[k] - a[0]);
                if (a[2] == 1) {
                    burstFromAck.add(Math.max(0, seen[k] - a[1]));
                }
            }
        }
        List<Long> steadyLatency = new ArrayList<>();
        List<Long> burstLatency = new ArrayList<>();
        for (long[] l : SUBMIT_LATENCY) {
            (l[0] == 1 ? burstLatency : steadyLatency).add(l[1]);
        }
        System.out.printf("# played %.1f s (%d s steady + %d s burst); %d sockets open at the end, %d board messages"
                        + " (%.0f MB of text)%n",
                played, steady, burst, open, Board.MESSAGES.get(), Board.BYTES.get() / 1e6);
        System.out.printf("%-44s %7s %8s %8s %8s %8s%n", "", "n", "p50 ms", "p95 ms", "p99 ms", "max ms");
        row("submission latency, steady", steadyLatency);
        row("submission latency, burst", burstLatency);
        row("every socket has it, from the 2xx", fromAck);
        row("every socket has it, from the 2xx (burst)", burstFromAck);
        row("every socket has it, from the sending", fromSend);
        if (Board.OTHER_VERSION.get() > 0) {
            System.out.printf("# WARNING: %d messages of another version than this parser's (3) were not read%n",
                    Board.OTHER_VERSION.get());
        }
        if (Board.SEEN.isEmpty() && Board.MESSAGES.get() > 0) {
            System.out.println("# WARNING: no board row was recognised: has the scoreboard's JSON changed shape?");
        }
        System.out.printf("# acknowledged submissions not on every open socket's board at the end: %d%n", partial);
        int shown = 0;
        for (Person p : people) {
            int least = Integer.MAX_VALUE;
            int most = 0;
            for (Person watcher : people) {
                if (watcher.socket != null) {
                    int n = watcher.board.shown.getOrDefault(p.index, 0);
                    least = Math.min(least, n);
                    most = Math.max(most, n);
                }
            }
            if (least < p.acks.size() && shown++ < 5) {
                System.out.printf("#   %s: %d acknowledged, the last boards show %d..%d%n", p.name, p.acks.size(), least, most);
            }
        }
        System.out.println("# statuses: " + new TreeMap<>(STATUSES));
    }

    static void verify(String admin, Person[] people) throws Exception {
        HttpResponse<String> r = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/contests/" + contestId + "/export?format=csv&table=submissions"))
                        .header("Cookie", admin)
                        .header("X-Forwarded-For", "10.90.0.1")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        Set<Long> stored = new HashSet<>();
        String[] rows = r.body().split("\r\n");
        for (int i = 1; i < rows.length; i++) {
            stored.add(Long.parseLong(rows[i].substring(0, rows[i].indexOf(','))));
        }
        Set<Long> lost = new HashSet<>(ACKED_IDS);
        lost.removeAll(stored);
        int acked = Arrays.stream(people).mapToInt(p -> p.acks.size()).sum();
        System.out.printf("# export %d: %d submissions stored; %d acknowledged (%d distinct ids); lost: %d %s%n",
                r.statusCode(), stored.size(), acked, ACKED_IDS.size(), lost.size(), lost.isEmpty() ? "" : lost);
    }

    static void row(String label, List<Long> nanos) {
        if (nanos.isEmpty()) {
            System.out.printf("%-44s %7d%n", label, 0);
            return;
        }
        List<Long> s = new ArrayList<>(nanos);
        s.sort(null);
        System.out.printf("%-44s %7d %8.0f %8.0f %8.0f %8.0f%n", label, s.size(), q(s, 0.5), q(s, 0.95), q(s, 0.99),
                s.get(s.size() - 1) / 1e6);
    }

    static double q(List<Long> sorted, double q) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1)) / 1e6;
    }

    /** A random walk to the end of the game through the step API. */
    static List<String> randomLine(String instance, Random rnd, String address) throws Exception {
        List<String> moves = new ArrayList<>();
        while (true) {
            String body = "{\"moves\":[" + String.join(",", moves.stream().map(m -> "\"" + m + "\"").toList()) + "]}";
            HttpResponse<String> r = post("/api/games/samegame/instances/" + instance + "/positions", body, address, null);
            if (r.statusCode() == 429) {
                sleep(1000L * Long.parseLong(r.headers().firstValue("Retry-After").orElse("1")));
                continue;
            }
            if (r.statusCode() != 200) {
                throw new IllegalStateException("step " + r.statusCode() + " " + r.body());
            }
            Matcher m = MOVES.matcher(r.body());
            if (!m.find() || m.group(1).isBlank()) {
                return moves;
            }
            String[] legal = m.group(1).split(",(?=\")");
            moves.add(legal[rnd.nextInt(legal.length)].replace("\"", "").trim());
        }
    }

    static long createContest(String admin, int rateLimit) throws Exception {
        Instant now = Instant.now();
        StringBuilder instances = new StringBuilder();
        for (String i : INSTANCES) {
            instances.append(instances.isEmpty() ? "" : ",").append("{\"game\":\"samegame\",\"instance\":\"").append(i).append("\"}");
        }
        String body = "{\"title\":\"Contest day\",\"description\":\"bench/ContestDay.java\",\"startsAt\":\""
                + now.plusSeconds(2) + "\",\"endsAt\":\"" + now.plus(Duration.ofHours(3)) + "\",\"botsAllowed\":false,"
                + "\"rateLimit\":{\"submissions\":" + rateLimit + ",\"perSeconds\":60},\"scoring\":\"sum\","
                + "\"instances\":[" + instances + "]}";
        HttpResponse<String> r = post("/api/contests", body, "10.90.0.1", admin);
        if (r.statusCode() != 201) {
            throw new IllegalStateException("create contest: " + r.statusCode() + " " + r.body());
        }
        Matcher m = ID.matcher(r.body());
        m.find();
        sleep(2500); // running
        return Long.parseLong(m.group(1));
    }

    /**
     * Posts until the answer is neither 429 nor 503, waiting each one's Retry-After as a browser
     * that retries would (password hashing answers 503 when its slots are busy, docs/SECURITY.md).
     */
    static HttpResponse<String> patiently(String what, String path, String body, String address, String cookie)
            throws Exception {
        while (true) {
            HttpResponse<String> r = post(path, body, address, cookie);
            count(what + " " + r.statusCode());
            String after = r.headers().firstValue("Retry-After").orElse(null);
            if ((r.statusCode() != 429 && r.statusCode() != 503) || after == null) {
                return r;
            }
            sleep(Long.parseLong(after.trim()) * 1000 + ThreadLocalRandom.current().nextInt(500));
        }
    }

    static String login(String user, String password, String address) throws Exception {
        HttpResponse<String> r =
                patiently("log-in", "/api/session", json("username", user, "password", password), address, null);
        if (r.statusCode() / 100 != 2) {
            throw new IllegalStateException("log-in " + user + ": " + r.statusCode() + " " + r.body());
        }
        return r.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("arena_session="))
                .findFirst()
                .orElseThrow()
                .split(";")[0];
    }

    static HttpResponse<String> post(String path, String body, String address, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(120))
                .header("Content-Type", "application/json")
                .header("X-Forwarded-For", address)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String json(String... kv) {
        StringBuilder s = new StringBuilder("{");
        for (int i = 0; i < kv.length; i += 2) {
            s.append(i == 0 ? "" : ",").append('"').append(kv[i]).append("\":\"").append(kv[i + 1]).append('"');
        }
        return s.append('}').toString();
    }

    static void count(String what) {
        STATUSES.computeIfAbsent(what, k -> new AtomicInteger()).incrementAndGet();
    }

    static long exp(Random rnd, double perSecond) {
        return (long) (-Math.log(1 - rnd.nextDouble()) / perSecond * 1e9);
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
