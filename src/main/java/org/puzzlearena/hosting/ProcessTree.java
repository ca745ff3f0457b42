package org.puzzlearena.hosting;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One look at a sandbox's process tree in /proc: every process descended from the sandbox's root
 * process (bwrap), with their CPU time, resident memory and threads summed. In a new pid namespace an
 * orphan is adopted by the namespace's init, itself a descendant of bwrap, so a bot cannot leave the
 * tree by double-forking or by starting a new session.
 *
 * <p>CPU time sums utime + stime of every live process (all its threads, live and ended) and cutime +
 * cstime, the time of the children it has reaped: a process that ended between two looks is counted
 * in its parent's cutime, so a short-lived child's work is not lost.
 */
public record ProcessTree(List<Long> pids, long cpuMillis, long residentBytes, int tasks) {

    /** USER_HZ, the unit of /proc's times: 100 on every Linux architecture this platform runs on. */
    private static final long TICKS_PER_SECOND = 100;

    private static final long PAGE_BYTES = 4096;

    private record Stat(long ppid, long cpuTicks, long rssPages, int threads) {}

    /** The tree under {@code rootPid} now (empty when it has ended). */
    public static ProcessTree sample(long rootPid) {
        Map<Long, Stat> all = new HashMap<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(Path.of("/proc"))) {
            for (Path p : dir) {
                String name = p.getFileName().toString();
                if (!name.isEmpty() && Character.isDigit(name.charAt(0))) {
                    Stat s = read(p.resolve("stat"));
                    if (s != null) {
                        all.put(Long.parseLong(name), s);
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read /proc", e);
        }
        List<Long> tree = new ArrayList<>();
        if (all.containsKey(rootPid)) {
            tree.add(rootPid);
        }
        // Breadth-first over parent links; /proc lists each process once, so this ends.
        for (int i = 0; i < tree.size(); i++) {
            long parent = tree.get(i);
            for (Map.Entry<Long, Stat> e : all.entrySet()) {
                if (e.getValue().ppid() == parent && e.getKey() != parent) {
                    tree.add(e.getKey());
                }
            }
        }
        long ticks = 0;
        long pages = 0;
        int threads = 0;
        for (long pid : tree) {
            Stat s = all.get(pid);
            ticks += s.cpuTicks();
            pages += s.rssPages();
            threads += s.threads();
        }
        return new ProcessTree(List.copyOf(tree), ticks * 1000 / TICKS_PER_SECOND, pages * PAGE_BYTES, threads);
    }

    /** The tasks (threads) that processes of {@code uid} run now, machine-wide: what RLIMIT_NPROC counts. */
    public static int tasksOfUser(long uid) {
        int tasks = 0;
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(Path.of("/proc"))) {
            for (Path p : dir) {
                String name = p.getFileName().toString();
                if (name.isEmpty() || !Character.isDigit(name.charAt(0))) {
                    continue;
                }
                try {
                    if (((Number) Files.getAttribute(p, "unix:uid")).longValue() == uid) {
                        Stat s = read(p.resolve("stat"));
                        tasks += s == null ? 0 : s.threads();
                    }
                } catch (IOException | RuntimeException e) {
                    // Ended meanwhile.
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read /proc", e);
        }
        return tasks;
    }

    /** The fields of /proc/PID/stat this needs, or null when the process ended meanwhile. */
    private static Stat read(Path stat) {
        String text;
        try {
            text = Files.readString(stat);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        // The command name is in parentheses and may itself hold spaces and parentheses: the fields
        // this reads come after its last ')'. Field 3 is the state, so field n is at index n - 3.
        int close = text.lastIndexOf(')');
        if (close < 0) {
            return null;
        }
        String[] f = text.substring(close + 2).trim().split(" ");
        if (f.length < 22) {
            return null;
        }
        long ppid = Long.parseLong(f[4 - 3]);
        long cpu = Long.parseLong(f[14 - 3])
                + Long.parseLong(f[15 - 3])
                + Long.parseLong(f[16 - 3])
                + Long.parseLong(f[17 - 3]);
        int threads = Integer.parseInt(f[20 - 3]);
        long rss = Long.parseLong(f[24 - 3]);
        return new Stat(ppid, cpu, rss, threads);
    }
}
