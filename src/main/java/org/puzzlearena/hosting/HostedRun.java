package org.puzzlearena.hosting;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    private final ArenaFiles files;
    private final Interpreters interpreters;
    private final UidPool uids;

    /** Runs as root take their uids from the machine's pool ({@link UidPool#shared()}). */
    public HostedRun(ArenaFiles files, Interpreters interpreters) {
        this(files, interpreters, UidPool.shared());
    }

    public HostedRun(ArenaFiles files, Interpreters interpreters, UidPool uids) {
        this.files = files;
        this.interpreters = interpreters;
        this.uids = uids;
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
        List<String> command = entryCommand(runtime, bot, entry, interpreters, limits);
        try (Sandbox sandbox = Sandbox.open(files, interpreters, uids, runtime, bot, command, limits)) {
            return watch(sandbox, runtime, initial, limits, watcher);
        }
    }

    static List<String> entryCommand(
            BotRuntime runtime, Path bot, String entry, Interpreters interpreters, SandboxLimits limits) {
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
            Sandbox sandbox, BotRuntime runtime, State initial, SandboxLimits limits, RunWatcher watcher) {
        Game game = initial.game();
        SandboxProcess bot = sandbox.process();
        // A puzzle's request is the only line: standard input closes after it.
        bot.send(request(initial, limits));
        bot.closeInput();
        int progress = 0;
        Verdict verdict = null;
        while (verdict == null) {
            for (String line = bot.pollLine(); line != null && verdict == null; line = bot.pollLine()) {
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
            if (verdict == null) {
                verdict = bot.check(bot.wallMillis());
                watcher.cpuUsed(bot.cpuMillis());
            }
            if (verdict == null) {
                sleep();
            }
        }
        bot.kill();
        return new RunRecord(
                verdict,
                game.id(),
                initial.instanceId(),
                runtime,
                bot.cpuMillis(),
                bot.wallMillis(),
                bot.peakMemoryBytes(),
                bot.peakTasks(),
                bot.outputBytes(),
                progress,
                limits,
                sandbox.uid(),
                bot.stderrTail());
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

    static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
    }

    static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while watching a hosted run", e);
        }
    }
}
