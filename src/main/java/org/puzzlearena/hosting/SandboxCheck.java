package org.puzzlearena.hosting;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether this machine can build the sandbox at all: bubblewrap, prlimit (util-linux) and, when
 * running as root, setpriv. A worker without them must refuse a hosted run with what is missing, at
 * once, rather than fail obscurely or hang.
 */
public final class SandboxCheck {

    private SandboxCheck() {}

    /** The programs missing from {@code path} (a PATH value), each with its package; empty when none is. */
    public static List<String> missing(String path, boolean root) {
        List<String> missing = new ArrayList<>();
        if (!onPath("bwrap", path)) {
            missing.add("bwrap (the bubblewrap package)");
        }
        if (!onPath("prlimit", path)) {
            missing.add("prlimit (util-linux)");
        }
        if (root && !onPath("setpriv", path)) {
            missing.add("setpriv (util-linux)");
        }
        return missing;
    }

    /** This process's: its PATH, and whether it runs as root. */
    public static List<String> missingHere() {
        boolean root;
        try {
            root = ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).longValue() == 0;
        } catch (java.io.IOException | UnsupportedOperationException e) {
            root = false; // not Linux: bwrap is missing anyway
        }
        return missing(System.getenv().getOrDefault("PATH", "/usr/bin:/bin"), root);
    }

    private static boolean onPath(String program, String path) {
        for (String dir : path.split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
