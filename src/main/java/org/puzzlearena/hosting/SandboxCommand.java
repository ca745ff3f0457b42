package org.puzzlearena.hosting;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line that runs a bot in its sandbox: {@code prlimit} sets the rlimits, {@code setpriv}
 * drops to an unprivileged user when this runs as root (the kernel ignores RLIMIT_NPROC for root, and
 * a bot must never be root even inside a namespace), and {@code bwrap} builds the sandbox: new user,
 * pid, network, IPC, UTS and cgroup namespaces (so no network but its own loopback, no other
 * processes), a new session (no terminal to inject input into), killed with its parent, and a file
 * system of /usr read-only, the bot at /bot and the rules at /arena read-only, and a size-capped
 * private tmpfs at /scratch as the only writable place and working directory.
 */
public final class SandboxCommand {

    /** The descriptor bwrap reads the seccomp program from. */
    static final int SECCOMP_FD = 9;

    private SandboxCommand() {}

    /** What the sandbox gave a run, as the JSON object of its record's {@code sandbox} member. */
    static String json(long uid) {
        // Every sandbox gets the filter where the machine runs its ABI (Sandbox.open).
        return "{\"network\":\"none\",\"uid\":" + uid + ",\"seccomp\":" + SeccompFilter.supported()
                + ",\"readOnly\":[\"/usr\",\"/bot\",\"/arena\"],\"writable\":[\"/scratch\"],"
                + "\"processes\":\"own pid namespace\"}";
    }

    /**
     * @param staged the directory with {@code arena/} and {@code bot/} ({@link ArenaFiles#stage})
     * @param entry the bot's command inside the sandbox
     * @param dropToUid the unprivileged uid (and gid) to run as when this process runs as root, one of
     *     {@link UidPool}'s, so that each sandbox has its own process cap; -1 to keep this process's user
     * @param userTasksOutside the tasks its user already runs outside the sandbox: RLIMIT_NPROC counts
     *     every task of the user, so a sandbox that keeps an author's own user gets that many more
     * @param seccompProgram a file holding {@link SeccompFilter#program()}, or null for none
     */
    public static List<String> build(
            Path staged,
            List<String> entry,
            SandboxLimits limits,
            Interpreters interpreters,
            long dropToUid,
            int userTasksOutside,
            Path seccompProgram) {
        List<String> cmd = new ArrayList<>();
        if (seccompProgram != null) {
            // ProcessBuilder passes no descriptor but 0-2: the shell opens the program as descriptor 9
            // and executes the chain below with it; prlimit and setpriv keep it open for bwrap, which
            // reads it, closes it and loads the filter just before it executes the bot.
            cmd.addAll(List.of("/bin/sh", "-c", "exec \"$@\" " + SECCOMP_FD + "<\"$0\"", seccompProgram.toString()));
        }
        cmd.add("prlimit");
        cmd.add("--nproc=" + (limits.processes() + userTasksOutside));
        cmd.add("--nofile=" + limits.openFiles());
        cmd.add("--fsize=" + limits.fileSizeBytes());
        cmd.add("--core=0");
        // Backstops behind the polling, which gives the verdicts: a process's own CPU time a little past
        // the budget (RLIMIT_CPU is per process), and private writable memory at twice the memory cap
        // (RLIMIT_DATA, unlike RLIMIT_AS, does not count the JVM's reserved but unused address space).
        cmd.add("--cpu=" + (limits.cpuMillis() / 1000 + 2));
        cmd.add("--data=" + 2 * limits.memoryBytes());
        cmd.add("--");
        if (dropToUid >= 0) {
            cmd.addAll(List.of(
                    "setpriv",
                    "--reuid=" + dropToUid,
                    "--regid=" + dropToUid,
                    "--clear-groups",
                    "--inh-caps=-all",
                    "--"));
        }
        cmd.addAll(List.of("bwrap", "--unshare-all", "--die-with-parent", "--new-session"));
        if (seccompProgram != null) {
            cmd.addAll(List.of("--seccomp", Integer.toString(SECCOMP_FD)));
        }
        cmd.addAll(List.of("--ro-bind", "/usr", "/usr"));
        // Merged /usr (Debian since bookworm): /lib, /lib64, /bin are links into /usr.
        for (String link : List.of("lib", "lib64", "bin", "sbin")) {
            if (Files.isSymbolicLink(Path.of("/" + link))) {
                cmd.addAll(List.of("--symlink", "usr/" + link, "/" + link));
            }
        }
        for (String dir : interpreters.directoriesOutsideUsr()) {
            cmd.addAll(List.of("--ro-bind", dir, dir));
        }
        cmd.addAll(List.of("--proc", "/proc", "--dev", "/dev"));
        cmd.addAll(List.of("--size", Long.toString(limits.scratchBytes()), "--tmpfs", "/scratch"));
        cmd.addAll(List.of("--symlink", "/scratch", "/tmp"));
        cmd.addAll(List.of("--ro-bind", staged.resolve("arena").toString(), "/arena"));
        // Node resolves a bare import from the importing file's directory upwards: /node_modules.
        cmd.addAll(List.of("--symlink", "/arena/node_modules", "/node_modules"));
        cmd.addAll(List.of("--ro-bind", staged.resolve("bot").toString(), "/bot"));
        cmd.addAll(List.of("--chdir", "/scratch", "--clearenv"));
        String javaOpts = "-XX:+UseSerialGC -XX:-UsePerfData " + BotRuntime.heapOption(limits);
        String[][] env = {
            {"PATH", "/usr/local/bin:/usr/bin:/bin:" + interpreters.javaHome() + "/bin"},
            {"HOME", "/scratch"},
            {"TMPDIR", "/scratch"},
            {"LANG", "C.UTF-8"},
            {"JAVA_HOME", interpreters.javaHome()},
            {"PYTHONPATH", "/arena/python"},
            {"PYTHONDONTWRITEBYTECODE", "1"},
            {"PYTHONUNBUFFERED", "1"},
            {"PUZZLE_ARENA_RULES_JAR", ArenaFiles.RULES_JAR_IN_SANDBOX},
            {"PUZZLE_ARENA_JVM_OPTS", javaOpts},
            {"ARENA_RULES_CLASSPATH", ArenaFiles.RULES_JAR_IN_SANDBOX},
        };
        for (String[] kv : env) {
            cmd.addAll(List.of("--setenv", kv[0], kv[1]));
        }
        cmd.add("--");
        cmd.addAll(entry);
        return cmd;
    }
}
