package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.search.StopReason;
import org.puzzlearena.server.live.RunMessages;
import org.puzzlearena.server.live.RunProgress;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationService;

/**
 * Executes one run on a pool thread: marks it running, searches with the run's feed as the
 * listener, then replays the best sequence with the rules core and stores the end (with the
 * leaderboard entry of a finished run) before telling the watchers.
 */
@ApplicationScoped
public class RunExecution {

    private static final Logger LOG = Logger.getLogger(RunExecution.class);

    @Inject
    BotRunRecorder recorder;

    @Inject
    VerificationService verifier;

    @Inject
    HostedExecution hosted;

    void execute(LiveRun run) {
        if (!run.claim()) {
            return; // stopped while queued; whoever stopped it recorded that
        }
        SearchContext ctx = null;
        SearchResult result = null;
        HostedExecution.Ended hostedEnd = null;
        String error = null;
        try {
            if (run.epoch == 0) { // a run of this process (a queue's run was claimed on delivery)
                OptionalInt epoch = recorder.started(run.id);
                if (epoch.isEmpty()) {
                    LOG.warnf("run %d was no longer queued when its turn came; skipped", run.id);
                    run.ended.complete(BotRunState.CANCELLED);
                    return;
                }
                run.epoch = epoch.getAsInt();
            }
            run.channel.stateChanged(BotRunState.RUNNING.id());
            ctx = run.startContext();
            if (run.plan.hosted() != null) {
                // An uploaded program in the sandbox; it holds its slot until it ends (it cannot pause).
                hostedEnd = hosted.execute(run, ctx);
            } else {
                resume(run, ctx);
                result = Search.run(run.plan.algorithm(), run.plan.initial(), ctx, run.plan.seed());
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            LOG.errorf(e, "run %d failed", run.id);
            error = (run.plan.hosted() != null ? "the hosted run failed: " : "the search failed: ") + e;
        }
        if (hostedEnd != null) {
            HostedExecution.Ended h = hostedEnd;
            end(run, h.score(), h.moves(), 0, h.elapsedNanos(), h.cpuNanos(), h.stop(), h.error());
        } else if (result != null) {
            end(
                    run,
                    result.score(),
                    result.moves(),
                    result.playouts(),
                    result.elapsedNanos(),
                    ctx.cpuNanos(),
                    result.stopReason(),
                    null);
        } else if (ctx != null) {
            end(run, ctx.bestScore(), ctx.bestMoves(), ctx.playouts(), ctx.elapsedNanos(), ctx.cpuNanos(), null, error);
        } else {
            end(run, Integer.MIN_VALUE, new int[0], 0, 0, -1, null, error);
        }
    }

    /** A resumed run starts from the best its origin kept, so its result is at least as good. */
    private static void resume(LiveRun run, SearchContext ctx) {
        if (run.resumeFrom == null) {
            return;
        }
        ReplayResult kept = Replay.moves(run.plan.initial(), run.resumeFrom);
        if (kept instanceof ReplayResult.Valid v) {
            ctx.offer(v.finalState());
        } else {
            LOG.warnf("run %d: the kept best it resumes from no longer replays (%s); starting afresh", run.id, kept);
        }
    }

    /** {@code cpuNanos}: the search's CPU time with a CPU budget, negative when not measured. */
    private void end(
            LiveRun run,
            int score,
            int[] moves,
            long playouts,
            long elapsedNanos,
            long cpuNanos,
            StopReason stop,
            String error) {
        LiveRun.Stop stopped = run.stopRequested();
        if (error == null && stop == StopReason.CANCELLED && stopped == LiveRun.Stop.LOST) {
            LOG.warnf(
                    "run %d: another worker took it over (epoch %d is stale); stopped without writing",
                    run.id, run.epoch);
            run.channel.closeForReconnect(); // its watchers follow the run to its new worker
            run.ended.complete(BotRunState.RUNNING);
            return;
        }
        if (error == null && stop == StopReason.CANCELLED && stopped == LiveRun.Stop.HAND_BACK) {
            handBack(run, score, moves, playouts, elapsedNanos, cpuNanos);
            return;
        }
        BotRunState state;
        if (error != null) {
            state = BotRunState.FAILED;
        } else if (stop == StopReason.CANCELLED) {
            state = stopped == LiveRun.Stop.INTERRUPT ? BotRunState.INTERRUPTED : BotRunState.CANCELLED;
        } else {
            state = BotRunState.FINISHED;
        }
        boolean found = score != Integer.MIN_VALUE;
        List<String> canonical = found ? MoveTexts.of(run.plan.initial(), moves) : List.of();
        Verdict.Valid entry = null;
        if (state == BotRunState.FINISHED) {
            // The leaderboard gets what the rules core replays, exactly as for any submission.
            Object v;
            try {
                v = verifier.verify(new SolutionRequest(
                        run.plan.initial().game().id(), run.plan.initial().instanceId(), null, canonical));
            } catch (RuntimeException e) {
                v = e;
            }
            if (v instanceof Verdict.Valid valid) {
                entry = valid;
            } else {
                state = BotRunState.FAILED;
                error = "the rules core rejected the bot's sequence: " + v;
                LOG.errorf("run %d: %s", run.id, error);
            }
        }
        String points = pointsOf(run);
        long elapsedMs = run.carriedElapsedMs + elapsedNanos / 1_000_000;
        playouts += run.carriedPlayouts;
        String stopReason = stop == null ? null : stop.name().toLowerCase(Locale.ROOT);
        Long submissionId = null;
        try {
            BotRunRecorder.Finish stored = recorder.finish(
                    run.id,
                    run.epoch,
                    new RunOutcome(
                            state,
                            stopReason,
                            found ? score : null,
                            canonical,
                            points,
                            playouts,
                            elapsedMs,
                            run.totalCpuMs(cpuNanos),
                            entry,
                            error));
            if (stored.fenced()) {
                LOG.warnf(
                        "run %d: another worker took it over (epoch %d is stale); its end was not stored",
                        run.id, run.epoch);
                run.channel.closeForReconnect();
                run.ended.complete(BotRunState.RUNNING);
                return;
            }
            submissionId = stored.submissionId();
        } catch (RuntimeException e) {
            // The periodic save kept the best so far; the start-up recovery will mark the run interrupted.
            LOG.errorf(e, "run %d: storing its end failed", run.id);
        }
        String leaderboard = "/api/leaderboards/" + run.plan.initial().game().id() + "/"
                + run.plan.initial().instanceId();
        run.channel.ended(new RunMessages.Ending(
                state.id(), stopReason, found ? score : null, playouts, elapsedMs, submissionId, leaderboard, error));
        run.ended.complete(state);
    }

    /**
     * This worker stops (a deploy): the run goes back to the queue with its best and counters, and
     * another worker continues it from that best; its watchers are told to reconnect.
     */
    private void handBack(LiveRun run, int score, int[] moves, long playouts, long elapsedNanos, long cpuNanos) {
        List<String> canonical = score != Integer.MIN_VALUE ? MoveTexts.of(run.plan.initial(), moves) : List.of();
        try {
            if (recorder.handBack(run, score, canonical, playouts, elapsedNanos / 1_000_000, cpuNanos)) {
                LOG.infof("run %d: given back to the queue with its best (%s)", run.id, score);
            }
        } catch (RuntimeException e) {
            LOG.warnf(
                    "run %d: giving it back failed (%s); its lease runs out and it is requeued", run.id, e.toString());
        }
        run.channel.closeForReconnect();
        run.ended.complete(BotRunState.QUEUED);
    }

    /** The chart as the feed has it once it has handled every event of the search. */
    private String pointsOf(LiveRun run) {
        try {
            RunProgress p = run.channel.progressAfterPending().get(2, TimeUnit.SECONDS);
            return recorder.points(p.points());
        } catch (Exception e) {
            LOG.warnf("run %d: its chart was not ready (%s); the last saved one stays", run.id, e.toString());
            return null;
        }
    }
}
