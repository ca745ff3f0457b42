package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.accounts.AccountRepository;

/**
 * A hosted run whose worker died, as the next worker takes it (docs/HOSTED_BOTS.md, restarts): it
 * claims the run under a new epoch, plans the bot from scratch with its full CPU budget, and its
 * attempt clears the dead attempt's best and counters and counts one more; the dead worker's
 * attempt and record, if it comes back, are refused.
 */
@QuarkusTest
class HostedAttemptsTest {

    private static final Duration LEASE = Duration.ofMinutes(1);

    @Inject
    BotRunRepository runs;

    @Inject
    BotRunRecorder recorder;

    @Inject
    AccountRepository accounts;

    @Inject
    RunPlans plans;

    @Inject
    BotRunPool pool;

    @Inject
    EntityManager em;

    /** Without a broker the sweep would interrupt these hand-made rows; held like an admission, it waits. */
    @BeforeEach
    void holdTheSweepOff() {
        pool.admission().readLock().lock();
    }

    @AfterEach
    void letItGo() {
        pool.admission().readLock().unlock();
    }

    @Test
    void theNextWorkerStartsTheBotAgainWithItsFullBudgetAndCountsTheAttempt() throws Exception {
        String owner = register("attempts");
        long bot = HostedBotRows.bot(em, owner, "twice");
        HostedBotRows.pythonVersion(em, bot, 1, Path.of("bots/starter/bot.py"), false);
        long versionId = ((Number) QuarkusTransaction.requiringNew()
                        .call(() -> em.createNativeQuery("SELECT id FROM hosted_bot_versions WHERE bot_id = ?1")
                                .setParameter(1, bot)
                                .getSingleResult()))
                .longValue();
        long id = queuedHostedRun(owner, versionId);

        int first = recorder.claim(id, "worker-a", LEASE).orElseThrow();
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.startHostedAttempt(id, first)));
        // The first attempt found something and spent most of its budget, then its worker died.
        QuarkusTransaction.requiringNew().run(() -> runs.raiseBest(id, first, 900, "A1", Instant.now()));
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.saveProgress(id, first, "[]", 0, 8_000, 7_500L)));
        Leases.expire(runs, id);

        int second = recorder.claim(id, "worker-b", LEASE).orElseThrow();
        BotRun taken = recorder.stored(id).orElseThrow();
        RunPlan plan = plans.continuing(taken);
        assertNotNull(plan.hosted());
        assertEquals(10.0, plan.budget().seconds(), "the full budget, not the 2.5 CPU-s the first attempt left");
        assertEquals(10_000, plan.hosted().limits().cpuMillis());
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.startHostedAttempt(id, second)));

        BotRun fresh = recorder.stored(id).orElseThrow();
        assertEquals(2, fresh.attempts);
        assertNull(fresh.bestScore, "the new process starts from scratch: no best of the dead one");
        assertEquals(0L, fresh.cpuMs);
        assertEquals(0, fresh.elapsedMs);

        // The first worker comes back: neither its attempt nor its record is written.
        assertFalse(QuarkusTransaction.requiringNew().call(() -> runs.startHostedAttempt(id, first)));
        assertFalse(QuarkusTransaction.requiringNew().call(() -> runs.saveHostedRecord(id, first, "{}")));
        assertEquals(2, recorder.stored(id).orElseThrow().attempts);
        assertTrue(QuarkusTransaction.requiringNew()
                .call(() -> runs.saveHostedRecord(id, second, "{\"verdict\":\"ok\"}")));
    }

    private long queuedHostedRun(String owner, long versionId) {
        return QuarkusTransaction.requiringNew().call(() -> {
            BotRun r = new BotRun();
            r.account = accounts.findByUsername(owner).orElseThrow();
            r.name = owner + "/twice v1 (hosted, 10 CPU-s)";
            r.game = "samegame";
            r.instanceId = "standard/3";
            r.algorithm = "hosted";
            r.hostedVersionId = versionId;
            r.iterations = 1;
            r.threads = 1;
            r.cpuSeconds = 10.0;
            r.budgetSeconds = 60.0;
            r.state = "queued";
            r.createdAt = Instant.now();
            runs.persist(r);
            return r.id;
        });
    }
}
