package org.puzzlearena.hosting;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;

/**
 * One bot started in its sandbox, with everything it holds until closed: its staging directory,
 * its uid (from the {@link UidPool} when this runs as root) and its process. Closing kills whatever
 * is left of the process tree first, then gives the uid back and deletes the staged files.
 */
final class Sandbox implements AutoCloseable {

    /** How long a run waits for a free uid when every one is taken. */
    private static final Duration UID_WAIT = Duration.ofMinutes(1);

    private final Path staged;
    private final UidPool.Lease lease;
    private final long uid;
    private final SandboxProcess process;

    private Sandbox(Path staged, UidPool.Lease lease, long uid, SandboxProcess process) {
        this.staged = staged;
        this.lease = lease;
        this.uid = uid;
        this.process = process;
    }

    /** Stages {@code bot} for {@code runtime}, takes a uid and starts {@code command} in the sandbox. */
    static Sandbox open(
            ArenaFiles files,
            Interpreters interpreters,
            UidPool uids,
            BotRuntime runtime,
            Path bot,
            List<String> command,
            SandboxLimits limits) {
        Path staged;
        try {
            staged = Files.createTempDirectory("arena-hosted-");
            Files.setPosixFilePermissions(staged, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        UidPool.Lease lease = null;
        try {
            files.stage(runtime, bot, staged);
            long self = currentUid();
            boolean root = self == 0;
            if (root) {
                lease = uids.acquire(UID_WAIT);
            }
            long uid = root ? lease.uid() : self;
            // As root the sandbox's uid owns no task (the pool checked); as a user its own tasks count too.
            int outside = root ? 0 : ProcessTree.tasksOfUser(uid);
            Path seccomp = null;
            if (SeccompFilter.supported()) {
                // Outside the directories bound into the sandbox: only bwrap reads it.
                seccomp = Files.write(staged.resolve("seccomp.bpf"), SeccompFilter.program());
            }
            List<String> sandbox =
                    SandboxCommand.build(staged, command, limits, interpreters, root ? uid : -1, outside, seccomp);
            return new Sandbox(staged, lease, uid, SandboxProcess.start(sandbox, limits));
        } catch (IOException e) {
            cleanUp(lease, staged);
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            cleanUp(lease, staged);
            throw e;
        }
    }

    private static void cleanUp(UidPool.Lease lease, Path staged) {
        if (lease != null) {
            lease.close();
        }
        ArenaFiles.delete(staged);
    }

    SandboxProcess process() {
        return process;
    }

    /** The uid the bot runs as. */
    long uid() {
        return uid;
    }

    @Override
    public void close() {
        try {
            process.kill();
        } finally {
            if (lease != null) {
                lease.close();
            }
            ArenaFiles.delete(staged);
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
