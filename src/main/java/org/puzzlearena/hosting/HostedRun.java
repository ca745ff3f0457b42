package org.puzzlearena.hosting;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;

/**
 * Runs one puzzle bot in its sandbox, start to verdict: stages its files, sends the request line,
 * reads its lines, watches its process tree every few milliseconds against the CPU budget and the
 * caps, verifies its answer with the rules' Replay, and kills whatever is left of the tree.
 */
public final class HostedRun {

    /** How often the process tree is read: the CPU and memory figures are this fresh. */
    private static final long POLL_MILLIS = 10;

    private static final int SIGXCPU = 24;
    private static final int SIGXFSZ = 25;

    private final ArenaFiles files;
    private final Interpreters interpreters;

    public HostedRun(ArenaFiles files, Interpreters interpreters) {
        this.files = files;
        this.interpreters = interpreters;
    }

    /** The bot's command cannot be decided (a directory without an entry command, a wrong file type). */
    public static final class NoEntry extends RuntimeException {
        NoEntry(String message) {
            super(message);
        }
    }

    /**
     * @param bot a file or a directory
     * @param entry the command inside the sandbox (run by /bin/sh in /scratch), or null for the
     *     runtime's way of running a single file
     * @param initial the instance's initial position
     */
    public RunRecord run(BotRuntime runtime, Path bot, String entry, State initial, SandboxLimits limits) {
        return run(runtime, bot, entry, initial, limits, RunWatcher.NONE);
    }

    /** The same, followed by {@code watcher}: it hears the progress lines and may stop the run. */
    public RunRecord run(
            BotRuntime runtime, Path bot, String entry, State initial, SandboxLimits limits, RunWatcher watcher) {
        List<String> command = entryCommand(runtime, bot, entry, limits);
        Path staged;
        try {
            staged = Files.createTempDirectory("arena-hosted-");
            Files.setPosixFilePermissions(staged, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            files.stage(runtime, bot, staged);
            long uid = currentUid();
            boolean root = uid == 0;
            long sandboxUid = root ? SandboxCommand.SANDBOX_UID : uid;
            // As root the sandbox's user should own no task; otherwise the author's own count too.
            int outside = ProcessTree.tasksOfUser(sandboxUid);
            List<String> sandbox = SandboxCommand.build(staged, command, limits, interpreters, root, outside);
            return watch(sandbox, runtime, initial, limits, sandboxUid, watcher);
        } finally {
            ArenaFiles.delete(staged);
        }
    }

    private List<String> entryCommand(BotRuntime runtime, Path bot, String entry, SandboxLimits limits) {
        if (entry != null) {
            return List.of("/bin/sh", "-c", entry);
        }
        if (Files.isDirectory(bot)) {
            throw new NoEntry("a bot directory needs --entry, the command that starts it (its files are in /bot)");
        }
        return runtime.defaultEntry(bot.getFileName().toString(), interpreters, limits)
                .orElseThrow(() -> new NoEntry("the " + runtime.id() + " runtime runs a single file ending in "
                        + switch (runtime) {
                            case PYTHON -> ".py";
                            case NODE -> ".js or .mjs";
                            case JAVA -> ".java";
                        }
                        + "; give --entry for anything else"));
    }

    private RunRecord watch(
            List<String> sandbox,
            BotRuntime runtime,
            State initial,
            SandboxLimits limits,
            long uid,
            RunWatcher watcher) {
        Game game = initial.game();
        long start = System.nanoTime();
        Process process;
        try {
            process = new ProcessBuilder(sandbox).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the sandbox (are bubblewrap and util-linux installed?)", e);
        }
        AtomicLong output = new AtomicLong();
        LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
        OutputReader stdout = new OutputReader(process.getInputStream(), output, limits.outputBytes(), lines);
        OutputReader stderr = new OutputReader(process.getErrorStream(), output, limits.outputBytes(), null);
        Thread.ofVirtual().start(stdout);
        Thread.ofVirtual().start(stderr);
        // On its own thread: a bot that never reads must not stall the watch over a full pipe.
        String requestLine = request(initial, limits);
        Thread.ofVirtual().start(() -> send(process, requestLine));

        long cpu = 0;
        long peakMemory = 0;
        int peakTasks = 0;
        int progress = 0;
        List<Long> lastPids = List.of(process.pid());
        Verdict verdict = null;
        boolean outputEnded = false;
        while (verdict == null) {
            for (String line = lines.poll(); line != null && verdict == null; line = lines.poll()) {
                if (line == OutputReader.END) {
                    outputEnded = true;
                    continue;
                }
                if (line.isBlank()) {
                    continue;
                }
                switch (BotLine.read(line)) {
                    case BotLine.Progress p -> {
                        progress++;
                        watcher.progress(p.moves());
                    }
                    case BotLine.Answer a -> verdict = verify(game, initial, a.moves());
                    case BotLine.Malformed m ->
                        verdict = new Verdict.MalformedOutput(
                                m.reason(), line.substring(0, Math.min(200, line.length())));
                }
            }
            if (verdict == null && watcher.stopRequested()) {
                verdict = new Verdict.Stopped();
            }
            if (verdict != null) {
                break;
            }
            ProcessTree tree = ProcessTree.sample(process.pid());
            if (!tree.pids().isEmpty()) {
                lastPids = tree.pids();
            }
            cpu = Math.max(cpu, tree.cpuMillis());
            peakMemory = Math.max(peakMemory, tree.residentBytes());
            peakTasks = Math.max(peakTasks, tree.tasks());
            long wall = (System.nanoTime() - start) / 1_000_000;
            if (output.get() > limits.outputBytes()) {
                verdict = new Verdict.Output("stdout and stderr", limits.outputBytes());
            } else if (cpu > limits.cpuMillis()) {
                verdict = new Verdict.Time(limits.cpuMillis());
            } else if (tree.residentBytes() > limits.memoryBytes()) {
                verdict = new Verdict.Memory(limits.memoryBytes(), peakMemory);
            } else if (tree.tasks() >= limits.processVerdictAt()) {
                verdict = new Verdict.ProcessLimit(limits.processes());
            } else if (!process.isAlive() && outputEnded && lines.isEmpty()) {
                verdict = ended(process.exitValue(), stderr, limits);
            } else if (wall > limits.wallMillis()) {
                verdict = new Verdict.NoAnswer(limits.wallMillis());
            } else {
                sleep();
            }
        }
        // One more look before the kill: an answer read before the first look still has its CPU time.
        ProcessTree last = ProcessTree.sample(process.pid());
        if (!last.pids().isEmpty()) {
            lastPids = last.pids();
        }
        cpu = Math.max(cpu, last.cpuMillis());
        peakMemory = Math.max(peakMemory, last.residentBytes());
        peakTasks = Math.max(peakTasks, last.tasks());
        kill(process, lastPids);
        long wall = (System.nanoTime() - start) / 1_000_000;
        return new RunRecord(
                verdict,
                game.id(),
                initial.instanceId(),
                runtime,
                cpu,
                wall,
                peakMemory,
                peakTasks,
                Math.min(output.get(), limits.outputBytes()),
                progress,
                limits,
                uid,
                stderr.tail());
    }

    /** Why a bot that exited without an answer ended; a kernel limit's signal names the limit. */
    private static Verdict ended(int status, OutputReader stderr, SandboxLimits limits) {
        // bwrap exits with 128 + the signal's number when the bot was killed by one.
        if (status == 128 + SIGXFSZ) {
            return new Verdict.Output("file size", limits.fileSizeBytes());
        }
        if (status == 128 + SIGXCPU) {
            return new Verdict.Time(limits.cpuMillis());
        }
        String exit = status > 128 ? "signal " + (status - 128) : "exit status " + status;
        return new Verdict.Crash(exit + " before a final answer", stderr.tail());
    }

    private static Verdict verify(Game game, State initial, List<String> moves) {
        return switch (Replay.moves(initial, moves)) {
            case ReplayResult.Valid v -> new Verdict.Ok(v.score(), moves);
            case ReplayResult.Invalid bad -> new Verdict.IllegalMove(bad.moveIndex(), bad.move(), bad.reason());
            case ReplayResult.Unreadable u -> new Verdict.MalformedOutput(u.reason(), "");
        };
    }

    /** The platform's one request line: the game, the instance, the position and its legal moves, the budget. */
    static String request(State s, SandboxLimits limits) {
        StringBuilder b = new StringBuilder("{\"game\":");
        JsonStrings.append(b, s.game().id()).append(",\"instance\":");
        JsonStrings.append(b, s.instanceId()).append(",\"position\":").append(s.positionJson());
        b.append(",\"legalMoves\":[");
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
            JsonStrings.append(b.append(i == 0 ? "" : ","), s.formatMove(buffer[i]));
        }
        return b.append("],\"budget\":{\"cpuSeconds\":")
                .append(seconds(limits.cpuMillis()))
                .append(",\"wallSeconds\":")
                .append(seconds(limits.wallMillis()))
                .append("}}\n")
                .toString();
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
    }

    private static void send(Process process, String line) {
        // A puzzle's request is the only line: standard input closes after it.
        try (OutputStream in = process.getOutputStream()) {
            in.write(line.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // The bot exited or closed its input without reading: its verdict says what it did.
        }
    }

    /** SIGKILL to bwrap (the namespace's processes die with it) and to every process last seen in the tree. */
    private static void kill(Process process, List<Long> pids) {
        process.destroyForcibly();
        for (long pid : pids) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while watching a hosted run", e);
        }
    }

    private static long currentUid() {
        try {
            return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).longValue();
        } catch (IOException | UnsupportedOperationException e) {
            return -1;
        }
    }
}
