package org.puzzlearena.hosting;

/**
 * What a hosted run may use. The CPU budget is the run's own budget (the same CPU-second
 * accounting as the reference bots); the others are caps that protect the worker, the same for
 * every bot, so they are part of the equal terms rather than a bot's choice.
 *
 * @param cpuMillis CPU time of the whole process tree (user + system), polled from /proc
 * @param wallMillis wall-clock cap: what ends a bot that sleeps or blocks without using CPU
 * @param memoryBytes resident memory of the whole tree, polled from /proc
 * @param processes processes and threads of the sandbox's user (RLIMIT_NPROC); the run ends with
 *     "process limit" once its tree holds nine tenths of them (the kernel refuses the rest)
 * @param openFiles open file descriptors per process (RLIMIT_NOFILE)
 * @param fileSizeBytes largest file a process may write (RLIMIT_FSIZE)
 * @param scratchBytes size of the private tmpfs at /scratch, the only writable directory
 * @param outputBytes bytes of standard output and standard error together, counted by the reader
 */
public record SandboxLimits(
        long cpuMillis,
        long wallMillis,
        long memoryBytes,
        int processes,
        int openFiles,
        long fileSizeBytes,
        long scratchBytes,
        long outputBytes) {

    private static final long MIB = 1024L * 1024L;

    public SandboxLimits {
        if (cpuMillis <= 0 || wallMillis <= 0) {
            throw new IllegalArgumentException("the CPU budget and the wall cap must be positive");
        }
    }

    /**
     * The platform's caps for a budget. The wall cap defaults to twice the CPU budget plus ten
     * seconds: a single-threaded bot that starts a JVM (Python's rules, Java) needs its CPU budget
     * and then some wall time for start-up and the machine's other work.
     */
    public static SandboxLimits forBudget(long cpuMillis, Long wallMillis) {
        long wall = wallMillis != null ? wallMillis : 2 * cpuMillis + 10_000;
        // A single file may fill half the scratch directory, so both limits can be met and told apart.
        return new SandboxLimits(cpuMillis, wall, 1024 * MIB, 128, 256, 32 * MIB, 64 * MIB, 16 * MIB);
    }

    public SandboxLimits withMemoryBytes(long bytes) {
        return new SandboxLimits(
                cpuMillis, wallMillis, bytes, processes, openFiles, fileSizeBytes, scratchBytes, outputBytes);
    }

    public SandboxLimits withProcesses(int n) {
        return new SandboxLimits(
                cpuMillis, wallMillis, memoryBytes, n, openFiles, fileSizeBytes, scratchBytes, outputBytes);
    }

    public SandboxLimits withOutputBytes(long bytes) {
        return new SandboxLimits(
                cpuMillis, wallMillis, memoryBytes, processes, openFiles, fileSizeBytes, scratchBytes, bytes);
    }

    /** The tree's tasks at which a run ends with "process limit": the bot is already being refused forks. */
    int processVerdictAt() {
        return Math.max(1, processes * 9 / 10);
    }

    /** The caps as JSON members (without braces), for the run's record. */
    public String json() {
        return "\"cpuMs\":" + cpuMillis + ",\"wallMs\":" + wallMillis + ",\"memoryBytes\":" + memoryBytes
                + ",\"processes\":" + processes + ",\"openFiles\":" + openFiles + ",\"fileSizeBytes\":"
                + fileSizeBytes + ",\"scratchBytes\":" + scratchBytes + ",\"outputBytes\":" + outputBytes;
    }
}
