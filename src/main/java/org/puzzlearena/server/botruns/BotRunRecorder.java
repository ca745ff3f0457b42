package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.live.RunProgress;
import org.puzzlearena.server.submissions.SubmissionService;

/**
 * The database side of running a bot: each state change and save in its own short transaction,
 * called from the pool's and the saver's threads (never from inside a search). Every write of an
 * executing run names the epoch of its claim, so only the run's current holder's writes land.
 */
@ApplicationScoped
public class BotRunRecorder {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    @Inject
    BotRunRepository runs;

    @Inject
    SubmissionService submissions;

    @Inject
    ObjectMapper json;

    @Inject
    BotRunSeals seals;

    @Inject
    Event<BotRunEnded> ends;

    /** A queued run of this process starts: its epoch, or empty if it was cancelled meanwhile. */
    @Transactional
    public OptionalInt started(long id) {
        return runs.markRunning(id, clock.instant());
    }

    /** A worker claims a run from the queue (see {@link BotRunRepository#claim}). */
    @Transactional
    public OptionalInt claim(long id, String executor, Duration lease) {
        return runs.claim(id, executor, lease, clock.instant());
    }

    /** The run as stored now, if it exists (a worker deciding what to do with a delivery). */
    @Transactional
    public Optional<BotRun> stored(long id) {
        return runs.findByIdOptional(id);
    }

    /** Runs whose holder died go back to the queue: their ids, to publish again. */
    @Transactional
    public List<Long> requeueExpired() {
        return runs.requeueExpired();
    }

    /**
     * A stopping worker gives its run back to the queue with what it found; false if it had lost it.
     * {@code cpuNanos} is its search's CPU time (negative when not measured).
     */
    @Transactional
    public boolean handBack(LiveRun run, int score, List<String> moves, long playouts, long elapsedMs, long cpuNanos) {
        if (score != Integer.MIN_VALUE) {
            runs.raiseBest(run.id, run.epoch, score, String.join("\n", moves), clock.instant());
        }
        return runs.handBack(
                run.id,
                run.epoch,
                run.carriedPlayouts + playouts,
                run.carriedElapsedMs + elapsedMs,
                run.totalCpuMs(cpuNanos));
    }

    @Transactional
    public boolean endedBeforeStart(long id, BotRunState state) {
        return runs.endQueued(id, state, clock.instant());
    }

    @Transactional
    public boolean endedAbandoned(long id, BotRunState state) {
        return runs.endAbandoned(id, state, clock.instant());
    }

    /**
     * The run's best so far (only ever raised), chart and counters, as its current holder: false
     * when the run ended meanwhile or another worker took it (this one's epoch is stale).
     */
    @Transactional
    public boolean saveProgress(LiveRun run, RunProgress p) {
        if (p.bestScore() != null && !p.bestScore().equals(run.savedBest)) {
            runs.raiseBest(run.id, run.epoch, p.bestScore(), String.join("\n", p.bestMoves()), clock.instant());
        }
        return runs.saveProgress(
                run.id,
                run.epoch,
                points(p.points()),
                run.carriedPlayouts + p.playouts(),
                run.carriedElapsedMs + p.elapsedMs(),
                // A search's own clock says its CPU time (its events carry none); a hosted bot's, the sandbox.
                run.totalCpuMs());
    }

    /** The end of a run as stored: nothing when another worker holds it now ({@code fenced}). */
    public record Finish(boolean fenced, Long submissionId) {}

    /**
     * Stores the end of a run that a worker executed, and for a finished run its leaderboard entry,
     * together: the entry exists exactly when the run says finished, unless a contest seals the run,
     * when it waits for the seal to be lifted ({@link HeldEntries}). Returns the entry's id.
     */
    @Transactional
    public Finish finish(long id, int epoch, RunOutcome o) {
        // Locked: a claim cannot slip in between the epoch's check and the end's write.
        BotRun r = runs.lockForEntry(id);
        if (r.epoch != epoch || !r.runState().isActive()) {
            return new Finish(true, null);
        }
        Instant now = clock.instant();
        r.state = o.state().id();
        r.endedAt = now;
        r.stopReason = o.stopReason();
        r.error = o.error();
        r.playoutsDone = o.playouts();
        r.elapsedMs = o.elapsedMs();
        r.cpuMs = o.cpuMs();
        // The last save may hold a best this end does not know (a failed search): never go lower.
        if (o.score() != null && (r.bestScore == null || o.score() >= r.bestScore)) {
            r.bestScore = o.score();
            r.bestMoves = String.join("\n", o.moves());
            r.bestSavedAt = now;
        }
        if (o.pointsJson() != null) {
            r.bestPoints = o.pointsJson();
        }
        if (o.entry() != null && !seals.isSealed(id)) {
            var s = submissions.enterBotRun(new ParticipantId(r.account.id, r.name), r.id, o.entry(), now);
            r.submissionId = s.id();
        }
        ends.fire(new BotRunEnded(id));
        return new Finish(false, r.submissionId);
    }

    String points(List<long[]> points) {
        try {
            return json.writeValueAsString(points);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A hosted run's bot starts: see {@link BotRunRepository#startHostedAttempt}. */
    @Transactional
    public boolean startHostedAttempt(LiveRun run) {
        return runs.startHostedAttempt(run.id, run.epoch);
    }

    /** A hosted run's record of its attempt (RunRecord JSON), stored whatever its verdict. */
    @Transactional
    public boolean saveHostedRecord(LiveRun run, String recordJson) {
        return runs.saveHostedRecord(run.id, run.epoch, recordJson);
    }
}
