package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.jboss.logging.Logger;
import org.puzzlearena.hosting.ArenaFiles;
import org.puzzlearena.hosting.BotPackage;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.hosting.HostedRun;
import org.puzzlearena.hosting.Interpreters;
import org.puzzlearena.hosting.RunRecord;
import org.puzzlearena.hosting.RunWatcher;
import org.puzzlearena.hosting.SandboxCheck;
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchEvent;
import org.puzzlearena.search.StopReason;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Runs a hosted bot's run on this worker ({@link RunExecution} delegates here): unpacks the version
 * into a temporary directory, runs it in the sandbox under the run's CPU budget, and turns what it
 * did into the run's end. Each progress line whose moves the rules replay is offered to the run's
 * context, so watchers see its bests live as a reference bot's; a stop (cancel, hand-back, lost
 * lease) kills the sandbox's process tree at its next look. The record is stored whatever the verdict.
 */
@ApplicationScoped
public class HostedExecution {

    private static final Logger LOG = Logger.getLogger(HostedExecution.class);

    @Inject
    HostedBotVersions versions;

    @Inject
    BotRunRecorder recorder;

    @Inject
    HostingSettings settings;

    /**
     * How the attempt ended, as {@link RunExecution} stores it: the verified answer (an ok verdict,
     * with {@code stop} COMPLETED), a stop ({@code stop} CANCELLED, with the best progress line), or an
     * error (any other verdict, or the run could not start here).
     */
    record Ended(int score, int[] moves, long elapsedNanos, long cpuNanos, StopReason stop, String error) {}

    Ended execute(LiveRun run, SearchContext ctx) {
        HostedPlan hosted = run.plan.hosted();
        List<String> missing = SandboxCheck.missingHere();
        if (!missing.isEmpty()) {
            return failed(
                    ctx, "this worker cannot run hosted bots: " + String.join(" and ", missing) + " must be installed");
        }
        if (!recorder.startHostedAttempt(run)) {
            return stopped(ctx, 0, 0); // another worker holds it now: its end is not this one's to write
        }
        StoredVersion v = hosted.version();
        BotRuntime runtime = BotRuntime.byId(v.runtime()).orElseThrow();
        Path dir = botDirectory();
        try {
            BotPackage.Kind kind = "zip".equals(v.kind()) ? BotPackage.Kind.ZIP : BotPackage.Kind.FILE;
            BotPackage.unpack(versions.content(v.id()), kind, v.fileName(), dir);
            Path bot = kind == BotPackage.Kind.FILE ? dir.resolve(v.fileName()) : dir;
            HostedRun sandbox =
                    new HostedRun(new ArenaFiles(Path.of(settings.checkout())), Interpreters.ofThisMachine());
            RunRecord record =
                    sandbox.run(runtime, bot, v.entry(), run.plan.initial(), hosted.limits(), watcher(run, ctx));
            if (!recorder.saveHostedRecord(run, record.json())) {
                LOG.warnf("run %d: its record was not stored (another worker holds it now)", run.id);
            }
            return ended(run.plan.initial(), ctx, record);
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem e) {
            return failed(ctx, "the bot could not be started: " + e.getMessage());
        } finally {
            ArenaFiles.delete(dir);
        }
    }

    /**
     * Progress lines replayed by the rules and offered as bests; the run's stop request ends the
     * sandbox; the process tree's CPU time, kept for the periodic save and sent to the watchers with
     * statistics as often as a search sends its own.
     */
    private static RunWatcher watcher(LiveRun run, SearchContext ctx) {
        State initial = run.plan.initial();
        return new RunWatcher() {
            private long nextStatsNanos = System.nanoTime();

            @Override
            public void progress(List<String> moves) {
                // A bot's progress line is its claim: only a line the rules accept reaches the watchers.
                if (Replay.moves(initial, moves) instanceof ReplayResult.Valid valid) {
                    ctx.offer(valid.finalState());
                }
            }

            @Override
            public boolean stopRequested() {
                return run.stopRequested() != LiveRun.Stop.NONE;
            }

            @Override
            public void cpuUsed(long cpuMillis) {
                run.sandboxCpuMs = cpuMillis;
                long now = System.nanoTime();
                if (now - nextStatsNanos >= 0) {
                    nextStatsNanos = now + SearchContext.STATS_INTERVAL_NANOS;
                    // A bot reports no playouts: the statistics are its time, its best and its CPU time.
                    run.channel.on(new SearchEvent.Stats(
                            0, 0, ctx.elapsedNanos(), ctx.bestScore(), "", cpuMillis * 1_000_000));
                }
            }
        };
    }

    private static Ended ended(State initial, SearchContext ctx, RunRecord record) {
        long wall = record.wallMillis() * 1_000_000;
        long cpu = record.cpuMillis() * 1_000_000;
        return switch (record.verdict()) {
            case Verdict.Ok ok -> {
                // HostedRun replayed the answer already; replayed again here for its moves as the rules number them.
                ReplayResult.Valid valid = (ReplayResult.Valid) Replay.moves(initial, ok.moves());
                yield new Ended(ok.score(), valid.finalState().history(), wall, cpu, StopReason.COMPLETED, null);
            }
            case Verdict.Stopped s -> stopped(ctx, wall, cpu);
            default -> new Ended(ctx.bestScore(), ctx.bestMoves(), wall, cpu, null, VerdictWords.of(record.verdict()));
        };
    }

    private static Ended stopped(SearchContext ctx, long wall, long cpu) {
        ctx.cancel();
        return new Ended(ctx.bestScore(), ctx.bestMoves(), wall, cpu, StopReason.CANCELLED, null);
    }

    private static Ended failed(SearchContext ctx, String error) {
        return new Ended(ctx.bestScore(), ctx.bestMoves(), 0, 0, null, error);
    }

    private static Path botDirectory() {
        try {
            Path dir = Files.createTempDirectory("arena-bot-");
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
