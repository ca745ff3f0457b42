package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.puzzlearena.server.live.RunProgress;
import org.puzzlearena.server.submissions.SubmissionService;

/**
 * The database side of running a bot: each state change and save in its own short transaction,
 * called from the pool's and the saver's threads (never from inside a search).
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
    jakarta.enterprise.event.Event<BotRunEnded> ends;

    @Transactional
    public boolean started(long id) {
        return runs.markRunning(id, clock.instant());
    }

    @Transactional
    public boolean endedBeforeStart(long id, BotRunState state) {
        return runs.endQueued(id, state, clock.instant());
    }

    @Transactional
    public boolean endedAbandoned(long id, BotRunState state) {
        return runs.endAbandoned(id, state, clock.instant());
    }

    @Transactional
    public void saveProgress(long id, RunProgress p) {
        runs.saveProgress(
                id,
                p.bestScore(),
                p.bestScore() == null ? null : String.join("\n", p.bestMoves()),
                points(p.points()),
                clock.instant(),
                p.playouts(),
                p.elapsedMs());
    }

    /**
     * Stores the end of a run that a worker executed, and for a finished run its leaderboard entry,
     * together: the entry exists exactly when the run says finished, unless a contest seals the run,
     * when it waits for the seal to be lifted ({@link HeldEntries}). Returns the entry's id.
     */
    @Transactional
    public Long finish(long id, RunOutcome o) {
        BotRun r = runs.findById(id);
        Instant now = clock.instant();
        r.state = o.state().id();
        r.endedAt = now;
        r.stopReason = o.stopReason();
        r.error = o.error();
        r.playoutsDone = o.playouts();
        r.elapsedMs = o.elapsedMs();
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
            var s = submissions.enterBotRun(r.account.id, r.name, r.id, o.entry(), now);
            r.submissionId = s.id();
        }
        ends.fire(new BotRunEnded(id));
        return r.submissionId;
    }

    String points(List<long[]> points) {
        try {
            return json.writeValueAsString(points);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
