package org.puzzlearena.hosting;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One bot process running in its sandbox, as a run watches it: its standard output cut into lines,
 * its standard error's tail, lines written to its standard input on a thread of their own (a bot that
 * never reads must not stall the watch over a full pipe), and its process tree's CPU time, memory and
 * tasks read from /proc against the caps. Puzzle runs ({@link HostedRun}) and two-player games
 * ({@link HostedGame}) share it, so both end a bot for the same reasons.
 */
final class SandboxProcess {

    private static final int SIGXCPU = 24;
    private static final int SIGXFSZ = 25;

    /** Put on the input queue to close standard input. */
    private static final String CLOSE = new String("close standard input");

    private final Process process;
    private final SandboxLimits limits;
    private final AtomicLong output = new AtomicLong();
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final LinkedBlockingQueue<String> input = new LinkedBlockingQueue<>();
    private final OutputReader stderr;
    private final Thread stderrThread;
    private final long start = System.nanoTime();

    private long cpu;
    private long peakMemory;
    private int peakTasks;
    private long lastResident;
    private int lastTasks;
    private List<Long> lastPids;
    private boolean outputEnded;

    private SandboxProcess(Process process, SandboxLimits limits) {
        this.process = process;
        this.limits = limits;
        this.lastPids = List.of(process.pid());
        OutputReader stdout = new OutputReader(process.getInputStream(), output, limits.outputBytes(), lines);
        this.stderr = new OutputReader(process.getErrorStream(), output, limits.outputBytes(), null);
        // Platform threads: a virtual thread blocked reading a pipe can hold its carrier, and with both
        // readers blocked the writer of the next turn line waited for a carrier while a long reference
        // player's turn ran (seen against the exact solver in Connect Four).
        Thread.ofPlatform().daemon().name("sandbox-stdout").start(stdout);
        this.stderrThread = Thread.ofPlatform().daemon().name("sandbox-stderr").start(stderr);
        Thread.ofPlatform().daemon().name("sandbox-stdin").start(this::writeInput);
    }

    static SandboxProcess start(List<String> command, SandboxLimits limits) {
        try {
            return new SandboxProcess(new ProcessBuilder(command).start(), limits);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the sandbox (are bubblewrap and util-linux installed?)", e);
        }
    }

    /** Queues {@code line} (ended by a newline) for the bot's standard input. */
    void send(String line) {
        input.add(line);
    }

    /** Closes the bot's standard input once the lines queued before are written. */
    void closeInput() {
        input.add(CLOSE);
    }

    private void writeInput() {
        try (OutputStream in = process.getOutputStream()) {
            for (String line = input.take(); line != CLOSE; line = input.take()) {
                in.write(line.getBytes(StandardCharsets.UTF_8));
                in.flush();
            }
        } catch (IOException e) {
            // The bot exited or closed its input without reading: its verdict says what it did.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The next complete line of standard output, or null when none is waiting. */
    String pollLine() {
        for (String line = lines.poll(); line != null; line = lines.poll()) {
            if (line == OutputReader.END) {
                outputEnded = true;
                continue;
            }
            return line;
        }
        return null;
    }

    /**
     * Reads the process tree once and answers the cap it has passed, or null: output, CPU budget,
     * memory, processes, an exit (once its output is read to the end), then the wall cap against
     * {@code wallMillisUsed}, the wall time the bot is charged with.
     */
    Verdict check(long wallMillisUsed) {
        sample();
        if (output.get() > limits.outputBytes()) {
            return new Verdict.Output("stdout and stderr", limits.outputBytes());
        } else if (cpu > limits.cpuMillis()) {
            return new Verdict.Time(limits.cpuMillis());
        } else if (lastResident > limits.memoryBytes()) {
            return new Verdict.Memory(limits.memoryBytes(), peakMemory);
        } else if (lastTasks >= limits.processVerdictAt()) {
            return new Verdict.ProcessLimit(limits.processes());
        } else if (!process.isAlive() && outputEnded && lines.isEmpty()) {
            return ended(process.exitValue());
        } else if (wallMillisUsed > limits.wallMillis()) {
            return new Verdict.NoAnswer(limits.wallMillis());
        }
        return null;
    }

    /** Reads the tree's figures now (the CPU time only grows; the peaks are kept). */
    void sample() {
        ProcessTree tree = ProcessTree.sample(process.pid());
        if (!tree.pids().isEmpty()) {
            lastPids = tree.pids();
        }
        cpu = Math.max(cpu, tree.cpuMillis());
        lastResident = tree.residentBytes();
        lastTasks = tree.tasks();
        peakMemory = Math.max(peakMemory, tree.residentBytes());
        peakTasks = Math.max(peakTasks, tree.tasks());
    }

    /** Why a bot that exited without an answer ended; a kernel limit's signal names the limit. */
    private Verdict ended(int status) {
        // bwrap exits with 128 + the signal's number when the bot was killed by one.
        if (status == 128 + SIGXFSZ) {
            return new Verdict.Output("file size", limits.fileSizeBytes());
        }
        if (status == 128 + SIGXCPU) {
            return new Verdict.Time(limits.cpuMillis());
        }
        String exit = status > 128 ? "signal " + (status - 128) : "exit status " + status;
        return new Verdict.Crash(exit + " before a final answer", stderrTail());
    }

    /**
     * One more look at the tree (an answer read before the first look still has its CPU time), then
     * SIGKILL to bwrap (the namespace's processes die with it) and to every process last seen in the tree.
     */
    void kill() {
        sample();
        process.destroyForcibly();
        for (long pid : lastPids) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
        input.add(CLOSE);
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    long wallMillis() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    long cpuMillis() {
        return cpu;
    }

    long peakMemoryBytes() {
        return peakMemory;
    }

    int peakTasks() {
        return peakTasks;
    }

    long outputBytes() {
        return Math.min(output.get(), limits.outputBytes());
    }

    /**
     * The end of what the bot wrote to standard error. Once it has exited, what it wrote last may
     * still be in the pipe, unread by the reader thread (a bot that wrote a line to stderr and then
     * its answer lost that line: SandboxUidTest in CI), so this waits for the reader to reach the end.
     */
    String stderrTail() {
        if (!process.isAlive()) {
            try {
                stderrThread.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return stderr.tail();
    }
}
