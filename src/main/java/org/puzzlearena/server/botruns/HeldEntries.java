package org.puzzlearena.server.botruns;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.submissions.SubmissionService;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationOutcome;
import org.puzzlearena.server.verify.VerificationService;

/**
 * Leaderboard entries of finished runs that a contest sealed ({@link BotRunSeals}): a sealed run's
 * best is not entered when it finishes, since the entry would publish its moves; every few seconds
 * ({@code arena.bot-runs.release-interval}) the runs whose seal has been lifted get their entry,
 * replayed again by the rules core and dated when the run finished. Each entry is made once: the
 * run's row is locked and its link to the entry checked in the same transaction.
 */
@ApplicationScoped
public class HeldEntries {

    private static final Logger LOG = Logger.getLogger(HeldEntries.class);

    @Inject
    BotRunRepository runs;

    @Inject
    BotRunSeals seals;

    @Inject
    SubmissionService submissions;

    @Inject
    VerificationService verifier;

    @Inject
    BotRunSettings settings;

    private ScheduledExecutorService timer;

    void onStart(@Observes StartupEvent e) {
        // Created eagerly: the timer must run without anyone asking for this bean.
    }

    @PostConstruct
    void init() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "held-entries");
            t.setDaemon(true);
            return t;
        });
        long every = settings.releaseInterval().toMillis();
        timer.scheduleWithFixedDelay(this::releaseDue, every, every, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }

    /** Enters every held entry whose seal is lifted now; returns how many. */
    public int releaseDue() {
        int released = 0;
        try {
            for (long id : held()) {
                try {
                    if (!seals.isSealed(id) && release(id)) {
                        released++;
                    }
                } catch (RuntimeException e) {
                    LOG.errorf(e, "run %d: entering its held result failed; tried again later", id);
                }
            }
        } catch (RuntimeException e) {
            LOG.warnf("held entries: %s", e.toString());
        }
        return released;
    }

    @Transactional
    List<Long> held() {
        return runs.withHeldEntry();
    }

    @Transactional
    boolean release(long id) {
        BotRun r = runs.lockForEntry(id);
        if (r == null || r.runState() != BotRunState.FINISHED || r.submissionId != null || seals.isSealed(id)) {
            return false;
        }
        VerificationOutcome v = verifier.verify(new SolutionRequest(r.game, r.instanceId, null, r.bestMoveList()));
        if (v instanceof VerificationOutcome.Refused refused) {
            // A stored line is a list of moves: a request the verifier cannot even read is a bug
            // (thrown, so the entry stays held and is tried again, as before).
            throw new IllegalStateException("run " + id + ": its stored line cannot be replayed: " + refused);
        }
        if (!(v instanceof Verdict.Valid valid)) {
            r.state = BotRunState.FAILED.id();
            r.error = "the rules core rejected the bot's sequence: " + v;
            LOG.errorf("run %d: %s", id, r.error);
            return false;
        }
        var s = submissions.enterBotRun(new ParticipantId(r.account.id, r.name), r.id, valid, r.endedAt);
        r.submissionId = s.id();
        return true;
    }
}
