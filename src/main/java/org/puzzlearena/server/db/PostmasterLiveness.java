package org.puzzlearena.server.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Whether a postmaster process is alive, with "cannot tell" kept apart from "dead".
 *
 * <p>{@link ProcessHandle#isAlive} reads {@code /proc/<pid>/stat} and answers false when it cannot
 * open it, so a server out of file descriptors took its live database for dead, stopped it and
 * deleted its lock file. Here only the kernel's own word counts as death: the process's {@code /proc}
 * entry is gone, or it is a zombie, or its pid now names another process (another start time). Any
 * other failure to look is {@link State#UNKNOWN}, and the watchdog leaves the database alone.
 */
final class PostmasterLiveness {

    enum State {
        ALIVE,
        DEAD,
        UNKNOWN
    }

    private static final Path PROC = Path.of("/proc");
    /** The start time's position in /proc/<pid>/stat after the command's closing parenthesis. */
    private static final int START_TIME_AFTER_COMMAND = 19;

    private final ProcessHandle process;
    private final boolean procfs;
    /** In clock ticks since boot; null where it could not be read when the watch began. */
    private final String startTime;

    private volatile String lastFailure;

    private PostmasterLiveness(ProcessHandle process, boolean procfs, String startTime) {
        this.process = process;
        this.procfs = procfs;
        this.startTime = startTime;
    }

    /** Watches {@code postmaster}, alive now (it has just started or been found). */
    static PostmasterLiveness of(ProcessHandle postmaster) {
        if (!Files.isDirectory(PROC.resolve("self"))) {
            return new PostmasterLiveness(postmaster, false, null);
        }
        String start;
        try {
            start = fields(postmaster.pid())[START_TIME_AFTER_COMMAND];
        } catch (IOException | RuntimeException e) {
            start = null; // still told apart from dead by its /proc entry
        }
        return new PostmasterLiveness(postmaster, true, start);
    }

    State state() {
        if (!procfs) {
            // Without /proc (not Linux) the JDK asks the kernel directly, with no descriptor to run out of.
            return process.isAlive() ? State.ALIVE : State.DEAD;
        }
        String[] fields;
        try {
            fields = fields(process.pid());
        } catch (NoSuchFileException e) {
            return State.DEAD; // the kernel has no such process any more
        } catch (IOException | RuntimeException e) {
            lastFailure = e.toString(); // EMFILE, ENFILE, EIO...: nothing is known
            return State.UNKNOWN;
        }
        char state = fields[0].isEmpty() ? '?' : fields[0].charAt(0);
        if (state == 'Z' || state == 'X') {
            return State.DEAD;
        }
        if (startTime != null && !startTime.equals(fields[START_TIME_AFTER_COMMAND])) {
            return State.DEAD; // the pid was reused by a process started later
        }
        return State.ALIVE;
    }

    /** Why the last {@link State#UNKNOWN} could not tell. */
    String lastFailure() {
        return lastFailure;
    }

    long pid() {
        return process.pid();
    }

    /** The fields of /proc/<pid>/stat after the command, which may itself hold spaces and parentheses. */
    private static String[] fields(long pid) throws IOException {
        String stat = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"));
        int command = stat.lastIndexOf(')');
        if (command < 0 || command + 2 > stat.length()) {
            throw new IOException("unreadable /proc/" + pid + "/stat: " + stat);
        }
        String[] fields = stat.substring(command + 2).strip().split(" ");
        if (fields.length <= START_TIME_AFTER_COMMAND) {
            throw new IOException("short /proc/" + pid + "/stat: " + stat);
        }
        return fields;
    }
}
