package org.puzzlearena.hosting;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The runtimes a hosted bot may choose, each with the rules package it finds inside the sandbox: Python
 * 3 with {@code puzzlearena.rules} (the Java rules core through JPype), Node with the JavaScript
 * package {@code puzzle-arena-rules}, Java with the rules classes on the class path.
 */
public enum BotRuntime {
    PYTHON("python"),
    NODE("node"),
    JAVA("java");

    private final String id;

    BotRuntime(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<BotRuntime> byId(String id) {
        for (BotRuntime r : values()) {
            if (r.id.equals(id)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The heap a JVM inside the sandbox may use: half the memory cap, the rest for the JVM and the bot's own. */
    static String heapOption(SandboxLimits limits) {
        return "-Xmx" + Math.max(16, limits.memoryBytes() / 2 / (1024 * 1024)) + "m";
    }

    /**
     * How the runtime runs a single-file bot at {@code /bot/NAME}, or empty when it cannot tell (a
     * directory or an archive needs an entry command). A Java source file runs by the source
     * launcher, so its compilation counts in its CPU time as a Python bot's start-up does.
     */
    Optional<List<String>> defaultEntry(String fileName, Interpreters interpreters, SandboxLimits limits) {
        if (!runsByItself(fileName)) {
            return Optional.empty();
        }
        String bot = "/bot/" + fileName;
        List<String> cmd = new ArrayList<>();
        switch (this) {
            case PYTHON -> cmd.addAll(List.of(interpreters.python(), "-u", bot));
            case NODE -> cmd.addAll(List.of(interpreters.node(), bot));
            case JAVA ->
                cmd.addAll(List.of(
                        interpreters.javaHome() + "/bin/java",
                        "-XX:+UseSerialGC",
                        "-XX:-UsePerfData",
                        heapOption(limits),
                        "-cp",
                        ArenaFiles.RULES_JAR_IN_SANDBOX,
                        bot));
        }
        return Optional.of(cmd);
    }

    /** Whether a single file of this name runs without an entry command: its source file type. */
    public boolean runsByItself(String fileName) {
        return switch (this) {
            case PYTHON -> fileName.endsWith(".py");
            case NODE -> fileName.endsWith(".js") || fileName.endsWith(".mjs") || fileName.endsWith(".cjs");
            case JAVA -> fileName.endsWith(".java");
        };
    }
}
