package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * Bots run in the sandbox as a worker runs them: the starter bot of each runtime ends ok with a
 * verified score, and each hostile bot ends with its verdict while nothing outside the sandbox
 * changes (no connection reaches the host, the data directory is untouched, no process survives).
 */
class HostedRunTest {

    private static final HostedRun RUN = new HostedRun(new ArenaFiles(Path.of("")), Interpreters.ofThisMachine());

    private static final SandboxLimits TINY = SandboxLimits.forBudget(1000, 5000L);

    @TempDir
    Path temp;

    private static State samegame() {
        return Games.byId("samegame").orElseThrow().newInitialState("standard/1");
    }

    private RunRecord hostile(String name, SandboxLimits limits) throws IOException {
        return hostile(name, limits, "", "");
    }

    /** Runs a hostile bot of the test resources, with {@code placeholder} in its text replaced. */
    private RunRecord hostile(String name, SandboxLimits limits, String placeholder, String value) throws IOException {
        return hostile(BotRuntime.PYTHON, name, limits, placeholder, value);
    }

    private RunRecord hostile(BotRuntime runtime, String name, SandboxLimits limits, String placeholder, String value)
            throws IOException {
        String text = Files.readString(Path.of("src/test/resources/hosting/hostile", name));
        Path bot = temp.resolve(name);
        Files.writeString(bot, placeholder.isEmpty() ? text : text.replace(placeholder, value));
        RunRecord record = RUN.run(runtime, bot, null, samegame(), limits);
        assertNoSandboxProcessLeft();
        return record;
    }

    static void assertNoSandboxProcessLeft() {
        long deadline = System.currentTimeMillis() + 3000;
        long left;
        do {
            left = sandboxUserProcesses();
        } while (left > 0 && System.currentTimeMillis() < deadline);
        assertEquals(0, left, "processes of the sandbox's user outlived the run");
    }

    private static long sandboxUserProcesses() {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .filter(p -> {
                        try {
                            return isSandboxUid(((Number) Files.getAttribute(p, "unix:uid")).intValue());
                        } catch (IOException | RuntimeException e) {
                            return false; // ended meanwhile
                        }
                    })
                    .count();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A uid of the machine's sandbox pool: what a run as root gets (each run its own). */
    static boolean isSandboxUid(long uid) {
        return uid >= UidPool.shared().first() && uid <= UidPool.shared().last();
    }

    private static void assertStarterOk(BotRuntime runtime, String file, long cpuMillis) {
        SandboxLimits limits = SandboxLimits.forBudget(cpuMillis, 20_000L);
        RunRecord r = RUN.run(runtime, Path.of("bots/starter", file), null, samegame(), limits);
        Verdict.Ok ok = assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        ReplayResult replayed = Replay.moves(samegame(), ok.moves());
        assertEquals(
                ok.score(), assertInstanceOf(ReplayResult.Valid.class, replayed).score());
        assertTrue(ok.score() > 0, r::json);
        assertTrue(r.progressLines() >= 1, r::json);
        assertTrue(r.cpuMillis() > 0 && r.cpuMillis() <= cpuMillis, r::json);
        assertTrue(isSandboxUid(r.sandboxUid()), r::json);
    }

    @Test
    void pythonStarterBotEndsOkWithAVerifiedScore() {
        assertStarterOk(BotRuntime.PYTHON, "bot.py", 2500);
    }

    @Test
    void nodeStarterBotEndsOkWithAVerifiedScore() {
        assertStarterOk(BotRuntime.NODE, "bot.mjs", 1500);
    }

    @Test
    void javaStarterBotEndsOkWithAVerifiedScore() {
        // The source launcher compiles the bot first, within the budget (about 2 CPU-s here).
        assertStarterOk(BotRuntime.JAVA, "Bot.java", 4000);
    }

    @Test
    void aLineWrittenToStderrJustBeforeTheAnswerIsInTheRecord() throws IOException {
        // A bot whose last stderr line came just before its answer lost it now and then: the record was
        // made before the stderr reader had read the pipe to its end (SandboxUidTest failed in CI).
        Path bot = temp.resolve("stderr_then_answer.py");
        Files.writeString(
                bot,
                String.join(
                        "\n",
                        "import json, sys",
                        "request = json.loads(sys.stdin.readline())",
                        "print('x' * 1500 + ' last words', file=sys.stderr, flush=True)",
                        "print(json.dumps({'moves': [request['legalMoves'][0]]}), flush=True)",
                        ""));
        for (int i = 0; i < 12; i++) {
            RunRecord r = RUN.run(BotRuntime.PYTHON, bot, null, samegame(), TINY);
            assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
            assertTrue(r.stderrTail().endsWith("x last words\n"), "run " + i + ": " + r.json());
        }
        assertNoSandboxProcessLeft();
    }

    @Test
    void aBotHasNoNetworkNotEvenTheHostsLoopback() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            RunRecord r = hostile("network.py", TINY, "HOST_PORT", Integer.toString(server.getLocalPort()));
            assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
            assertTrue(r.stderrTail().contains("connect 127.0.0.1:" + server.getLocalPort() + ": refused"), r::json);
            assertTrue(r.stderrTail().contains("connect 1.1.1.1:80: refused"), r::json);
            assertFalse(r.stderrTail().contains("CONNECTED"), r::json);
            server.setSoTimeout(1);
            try {
                server.accept().close();
                throw new AssertionError("the host's server accepted a connection from the sandbox");
            } catch (SocketTimeoutException expected) {
                // Nothing ever connected.
            }
        }
    }

    @Test
    void aBotSeesNeitherSecretsNorTheDataDirectoryNorOtherProcessesAndWritesNothingOutside() throws IOException {
        Path data = Files.createDirectories(temp.resolve("data"));
        Files.writeString(data.resolve("secret.txt"), "the platform's secret");
        RunRecord r = hostile("secrets.py", TINY, "DATA_DIR", data.toString());
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        String seen = r.stderrTail();
        assertTrue(seen.contains("read /etc/shadow: refused: FileNotFoundError"), seen);
        assertTrue(seen.contains("read " + data + "/secret.txt: refused: FileNotFoundError"), seen);
        assertTrue(seen.contains("read /work: refused: FileNotFoundError"), seen);
        assertTrue(seen.contains("write " + data + "/secret.txt: refused"), seen);
        assertTrue(seen.contains("write /usr/owned: refused"), seen);
        assertTrue(seen.contains("write /bot/owned: refused"), seen);
        assertFalse(seen.contains("SEEN") || seen.contains("WRITTEN"), seen);
        // Its own pid namespace: bwrap's init and the bot, nothing of the host's.
        assertTrue(seen.matches("(?s).*processes seen: [1-3], uid " + r.sandboxUid() + "\n.*"), seen);
        assertTrue(isSandboxUid(r.sandboxUid()), r::json);
        assertEquals("the platform's secret", Files.readString(data.resolve("secret.txt")));
        assertFalse(Files.exists(Path.of("/usr/owned")));
    }

    @Test
    void theSeccompFilterRefusesDebuggingNamespacesAndKernelInterfacesButNotForks() throws IOException {
        RunRecord r = hostile("syscalls.py", TINY);
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        String seen = r.stderrTail();
        for (String call : List.of(
                "ptrace",
                "unshare",
                "unshare-net",
                "clone-newuser",
                "setns",
                "bpf",
                "io_uring_setup",
                "keyctl",
                "personality",
                "x32-getpid")) {
            assertTrue(seen.contains(call + ": refused: Operation not permitted\n"), call + " in " + seen);
        }
        assertFalse(seen.contains("ALLOWED"), seen);
        assertTrue(seen.contains("fork: ok, getpid: ok"), seen);
        assertTrue(r.json().contains("\"seccomp\":true"), r::json);
    }

    @Test
    void theWatcherHearsTheTreesCpuTimeAsItGrows() throws IOException {
        Path bot = temp.resolve("infinite_loop.py");
        Files.copy(Path.of("src/test/resources/hosting/hostile/infinite_loop.py"), bot);
        List<Long> heard = new java.util.ArrayList<>();
        RunRecord r = RUN.run(BotRuntime.PYTHON, bot, null, samegame(), TINY, new RunWatcher() {
            @Override
            public void progress(List<String> moves) {}

            @Override
            public boolean stopRequested() {
                return false;
            }

            @Override
            public void cpuUsed(long cpuMillis) {
                heard.add(cpuMillis);
            }
        });
        assertNoSandboxProcessLeft();
        assertInstanceOf(Verdict.Time.class, r.verdict(), r::json);
        assertTrue(heard.size() > 1, heard::toString);
        for (int i = 1; i < heard.size(); i++) {
            assertTrue(heard.get(i) >= heard.get(i - 1), "the CPU time only grows: " + heard);
        }
        // Heard while it ran, up to the look that found it past its budget; the record's last look is later.
        assertTrue(heard.getFirst() < heard.getLast(), heard::toString);
        assertTrue(heard.getLast() > TINY.cpuMillis() && heard.getLast() <= r.cpuMillis(), heard + " " + r.json());
    }

    @Test
    void aForkBombEndsWithTheProcessLimit() throws IOException {
        RunRecord r = hostile("fork_bomb.py", TINY.withProcesses(64));
        Verdict.ProcessLimit v = assertInstanceOf(Verdict.ProcessLimit.class, r.verdict(), r::json);
        assertEquals(64, v.cap());
    }

    @Test
    void anInfiniteLoopEndsWithTimeByCpu() throws IOException {
        RunRecord r = hostile("infinite_loop.py", TINY);
        assertInstanceOf(Verdict.Time.class, r.verdict(), r::json);
        // Ended by the watcher, near the budget, before RLIMIT_CPU's backstop (3 s) would have fired.
        assertTrue(r.cpuMillis() > 1000 && r.cpuMillis() < 2500, r::json);
    }

    @Test
    void aMemoryHogEndsWithMemory() throws IOException {
        // Page faults make allocating slow on a small virtual machine: CPU enough to reach the cap.
        long cap = 128L * 1024 * 1024;
        RunRecord r =
                hostile("memory_hog.py", SandboxLimits.forBudget(4000, 8000L).withMemoryBytes(cap));
        Verdict.Memory v = assertInstanceOf(Verdict.Memory.class, r.verdict(), r::json);
        assertTrue(v.peakBytes() > cap && r.cpuMillis() < 4000, r::json);
    }

    @Test
    void aStdoutFloodEndsWithOutput() throws IOException {
        RunRecord r = hostile("stdout_flood.py", TINY);
        Verdict.Output v = assertInstanceOf(Verdict.Output.class, r.verdict(), r::json);
        assertEquals("stdout and stderr", v.what());
        assertEquals(TINY.outputBytes(), r.outputBytes());
    }

    @Test
    void aProgramKilledByTheFileSizeLimitEndsWithOutput() throws IOException {
        // A program that keeps the kernel's default action for SIGXFSZ (here coreutils' head, run by
        // an entry command) is killed when its file reaches the limit.
        Path bot = Files.createDirectories(temp.resolve("shell-bot"));
        RunRecord r = RUN.run(BotRuntime.PYTHON, bot, "head -c 4000000000 /dev/zero > /scratch/fill", samegame(), TINY);
        assertNoSandboxProcessLeft();
        Verdict.Output v = assertInstanceOf(Verdict.Output.class, r.verdict(), r::json);
        assertEquals("file size", v.what());
        assertEquals(TINY.fileSizeBytes(), v.capBytes());
    }

    @Test
    void aRuntimeThatIgnoresSigxfszSeesTheFileSizeLimitAsAFailedWrite() throws IOException {
        RunRecord r = hostile(BotRuntime.NODE, "disk_file.mjs", TINY, "", "");
        Verdict.Crash v = assertInstanceOf(Verdict.Crash.class, r.verdict(), r::json);
        assertTrue(v.stderrTail().contains("EFBIG: file too large"), r::json);
    }

    @Test
    void aPythonBotSeesTheFileSizeLimitAsARefusedWrite() throws IOException {
        RunRecord r = hostile("disk_file.py", TINY);
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertTrue(r.stderrTail().contains("file refused after 32 MB: [Errno 27] File too large"), r::json);
    }

    @Test
    void aBotFillingItsScratchDirectoryIsRefusedAtItsSize() throws IOException {
        RunRecord r = hostile("disk_fill.py", TINY);
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertTrue(
                r.stderrTail().matches("(?s).*disk refused after (6[0-4]) MB: .*No space left on device.*"), r::json);
    }

    @Test
    void aBotThatSleepsWithoutAnsweringEndsWithNoAnswerAtTheWallCap() throws IOException {
        RunRecord r = hostile("sleeper.py", SandboxLimits.forBudget(1000, 2000L));
        assertInstanceOf(Verdict.NoAnswer.class, r.verdict(), r::json);
        assertTrue(r.wallMillis() >= 2000 && r.wallMillis() < 6000, r::json);
        assertTrue(r.cpuMillis() < 500, r::json);
    }

    @Test
    void aLineThatIsNotJsonIsMalformedOutput() throws IOException {
        RunRecord r = hostile("malformed.py", TINY);
        Verdict.MalformedOutput v = assertInstanceOf(Verdict.MalformedOutput.class, r.verdict(), r::json);
        assertTrue(v.reason().startsWith("not JSON"), r::json);
        assertEquals("my answer is 7,3 then 2,2", v.lineStart());
    }

    @Test
    void anIllegalMoveNamesItsIndexAndWhy() throws IOException {
        RunRecord r = hostile("illegal.py", TINY);
        Verdict.IllegalMove v = assertInstanceOf(Verdict.IllegalMove.class, r.verdict(), r::json);
        assertEquals(1, v.moveIndex());
        assertEquals("99,99", v.move());
        assertFalse(v.reason().isBlank());
    }

    @Test
    void aBotThatExitsWithoutAnsweringCrashed() throws IOException {
        RunRecord r = hostile("crash.py", TINY);
        Verdict.Crash v = assertInstanceOf(Verdict.Crash.class, r.verdict(), r::json);
        assertTrue(v.exit().startsWith("exit status 3"), r::json);
        assertTrue(v.stderrTail().contains("something went wrong"), r::json);
    }

    @Test
    void theStagingDirectoryIsRemovedAfterARun() throws IOException {
        List<Path> before = stagingDirectories();
        hostile("crash.py", TINY);
        assertEquals(before, stagingDirectories());
    }

    private static List<Path> stagingDirectories() throws IOException {
        try (Stream<Path> tmp = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return tmp.filter(p -> p.getFileName().toString().startsWith("arena-hosted-"))
                    .sorted()
                    .toList();
        }
    }
}
