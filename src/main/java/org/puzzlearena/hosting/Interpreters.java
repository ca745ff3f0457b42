package org.puzzlearena.hosting;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the runtimes' programs are on this machine: Python 3 (Debian's, beside which python3-jpype is
 * installed), Node and a JDK 21+. The sandbox sees them at the same paths, read-only.
 */
public record Interpreters(String python, String node, String javaHome) {

    /** This machine's: /usr/bin/python3, the first node on PATH, and the JDK running this program. */
    public static Interpreters ofThisMachine() {
        return new Interpreters("/usr/bin/python3", onPath("node"), System.getProperty("java.home"));
    }

    private static String onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(":")) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(candidate)) {
                try {
                    return candidate.toRealPath().toString();
                } catch (java.io.IOException e) {
                    return candidate.toAbsolutePath().toString();
                }
            }
        }
        return "/usr/bin/" + program;
    }

    /**
     * The directories outside /usr the sandbox must see for these programs (a JDK or a Node
     * installed under /opt or a home directory); /usr itself is always bound.
     */
    List<String> directoriesOutsideUsr() {
        List<String> dirs = new ArrayList<>();
        for (String p : List.of(
                javaHome,
                Path.of(node).getParent().toString(),
                Path.of(python).getParent().toString())) {
            if (!p.equals("/usr") && !p.startsWith("/usr/") && !dirs.contains(p)) {
                dirs.add(p);
            }
        }
        return dirs;
    }
}
