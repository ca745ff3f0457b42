package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.cluster.RabbitWorkQueue;

/**
 * The fence that keeps two workers from writing one run (docs/SCALING.md, "Bot runs on workers"):
 * each claim bumps the run's epoch, and a worker's renewals, saves and end name the epoch it holds.
 * A worker paused past its lease comes back to find all of them refused, whatever it found.
 */
@QuarkusTest
class RunEpochsTest {

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

    /**
     * This test server has no broker, so its periodic sweep would interrupt the rows made here (queued,
     * held by no lease) as a crashed single server's; held like an admission, the sweep waits.
     */
    @org.junit.jupiter.api.BeforeEach
    void holdTheSweepOff() {
        pool.admission().readLock().lock();
    }

    @org.junit.jupiter.api.AfterEach
    void letItGo() {
        pool.admission().readLock().unlock();
    }

    @Test
    void aWorkerWhoseRunWasTakenOverWritesNothingAndTheBestIsOnlyEverRaised() {
        long id = queuedRun(register("fenced"));
        int first = claim(id, "worker-a").orElseThrow();
        assertTrue(claim(id, "worker-b").isEmpty(), "a live lease keeps the run with its holder");
        QuarkusTransaction.requiringNew().run(() -> runs.raiseBest(id, first, 1200, "A1\nB2", Instant.now()));

        Leases.expire(runs, id); // worker-a is paused past its lease
        int second = claim(id, "worker-b").orElseThrow();
        assertEquals(first + 1, second);

        // worker-a comes back: its renewal, its better best, its counters and its end are all refused.
        Set<Long> renewed =
                QuarkusTransaction.requiringNew().call(() -> runs.renewLeases("worker-a", List.of(id), LEASE));
        assertTrue(renewed.isEmpty(), "a stale holder does not take its run back");
        QuarkusTransaction.requiringNew().run(() -> runs.raiseBest(id, first, 5000, "STALE", Instant.now()));
        assertFalse(QuarkusTransaction.requiringNew().call(() -> runs.saveProgress(id, first, "[]", 99, 99_000, null)));
        RunOutcome staleEnd = new RunOutcome(
                BotRunState.CANCELLED, "cancelled", 5000, List.of("STALE"), null, 99, 99_000, null, null, null);
        assertTrue(recorder.finish(id, first, staleEnd).fenced());

        BotRun now = stored(id);
        assertEquals("running", now.state);
        assertEquals("worker-b", now.executor);
        assertEquals(1200, now.bestScore, "the stale worker's best did not land");

        // The successor's writes land; a lower best of its own never replaces the kept one.
        QuarkusTransaction.requiringNew().run(() -> runs.raiseBest(id, second, 900, "LOWER", Instant.now()));
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.saveProgress(id, second, "[]", 10, 2_000, null)));
        assertEquals(1200, stored(id).bestScore);
        RunOutcome end = new RunOutcome(
                BotRunState.CANCELLED, "cancelled", 1300, List.of("C3"), null, 20, 3_000, null, null, null);
        assertFalse(recorder.finish(id, second, end).fenced());
        BotRun ended = stored(id);
        assertEquals("cancelled", ended.state);
        assertEquals(1300, ended.bestScore);
        assertEquals(20, ended.playoutsDone);
    }

    @Test
    void aRunWhoseWorkerStoppedRenewingGoesBackToTheQueueWithItsBestAndBudgetLeft() {
        long dead = queuedRun(register("requeued"));
        long alive = queuedRun(register("renewing"));
        int epoch = claim(dead, "dead-worker").orElseThrow();
        claim(alive, "live-worker").orElseThrow();
        QuarkusTransaction.requiringNew().run(() -> {
            runs.raiseBest(dead, epoch, 700, "A1", Instant.now());
            runs.saveProgress(dead, epoch, "[[10,700]]", 5_000, 12_000, null);
        });
        Leases.expire(runs, dead);

        List<Long> requeued = recorder.requeueExpired();
        assertTrue(requeued.contains(dead), "requeued: " + requeued);
        assertFalse(requeued.contains(alive), "a live worker's run stays with it");
        BotRun back = stored(dead);
        assertEquals("queued", back.state);
        assertNull(back.executor);
        assertEquals(700, back.bestScore);

        // The next worker continues with what is left: 30 s admitted, 12 s spent.
        RunPlan plan = plans.continuing(back);
        assertEquals(18.0, plan.budget().seconds(), 1e-9);
        assertEquals(epoch + 1, claim(dead, "next-worker").orElseThrow());
    }

    /**
     * A run budgeted in CPU seconds keeps the CPU time it spent through a hand-back, and the next
     * worker gets what is left of both its CPU budget and its wall-clock cap.
     */
    @Test
    void aCpuBudgetedRunContinuesWithTheCpuTimeItHasLeft() {
        long id = queuedRun(register("cpu-handed-back"));
        QuarkusTransaction.requiringNew()
                .run(() -> runs.update(
                        "seconds = null, cpuSeconds = 20.0, budgetSeconds = 60.0, name = 'NMCS level 1, tabu,"
                                + " 20 CPU-s' where id = ?1",
                        id));
        int epoch = claim(id, "stopping-worker").orElseThrow();
        assertTrue(
                QuarkusTransaction.requiringNew().call(() -> runs.saveProgress(id, epoch, "[]", 300, 9_000, 5_000L)));
        assertEquals(5_000L, stored(id).cpuMs);
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.handBack(id, epoch, 400, 12_000, 7_500L)));
        BotRun back = stored(id);
        assertEquals(7_500L, back.cpuMs);
        assertEquals(20.0, back.cpuSeconds);

        // 20 CPU-s asked, 7.5 spent; the wall cap 60 s admitted, 12 spent.
        RunPlan plan = plans.continuing(back);
        assertTrue(plan.budget().cpuTime());
        assertEquals(12.5, plan.budget().seconds(), 1e-9);
        assertEquals(48.0, plan.budget().wallSeconds(), 1e-9);
        assertEquals(20.0, plan.cpuSeconds());
        assertNull(plan.seconds());
    }

    @Test
    void aStoppingWorkerGivesItsRunBackUnlessItHadLostIt() {
        long id = queuedRun(register("handed-back"));
        int epoch = claim(id, "stopping-worker").orElseThrow();
        assertFalse(QuarkusTransaction.requiringNew().call(() -> runs.handBack(id, epoch + 1, 1, 1, null)));
        assertTrue(QuarkusTransaction.requiringNew().call(() -> runs.handBack(id, epoch, 400, 4_000, null)));
        BotRun back = stored(id);
        assertEquals("queued", back.state);
        assertNull(back.leaseUntil);
        assertEquals(4_000, back.elapsedMs);
        assertEquals(epoch + 1, claim(id, "next-worker").orElseThrow(), "at once: no lease to wait out");
    }

    @Inject
    BotRunQueue queue;

    /**
     * A delivered run whose stored configuration no longer makes a plan (here an algorithm the bots
     * do not know) ends as failed with the reason, and its message is acknowledged: it does not go
     * back to the queue to fail again forever.
     */
    @Test
    void aRunThatCannotStartOnAWorkerEndsAsFailedInsteadOfCirclingTheQueue() {
        long id = queuedRun(register("poison"));
        QuarkusTransaction.requiringNew().run(() -> runs.update("algorithm = 'no-such-bot' where id = ?1", id));
        List<String> settled = new ArrayList<>();
        queue.take(id, new RabbitWorkQueue.Delivery() {
            @Override
            public void ack() {
                settled.add("ack");
            }

            @Override
            public void requeue() {
                settled.add("requeue");
            }

            @Override
            public void reply(byte[] answer) {
                settled.add("reply");
            }
        });
        assertEquals(List.of("ack"), settled);
        BotRun failed = stored(id);
        assertEquals("failed", failed.state);
        assertTrue(failed.error.contains("the worker could not start the run"), failed.error);
    }

    private OptionalInt claim(long id, String worker) {
        return recorder.claim(id, worker, LEASE);
    }

    private BotRun stored(long id) {
        return recorder.stored(id).orElseThrow();
    }

    /** A queued NMCS run of 30 s, as an API instance admits it with a broker. */
    private long queuedRun(String owner) {
        return QuarkusTransaction.requiringNew().call(() -> {
            BotRun r = new BotRun();
            r.account = accounts.findByUsername(owner).orElseThrow();
            r.name = "NMCS level 1, tabu, 30 s, seed 5";
            r.game = "samegame";
            r.instanceId = "standard/3";
            r.algorithm = "nmcs";
            r.level = 1;
            r.policy = "tabu";
            r.memorize = true;
            r.iterations = 100;
            r.threads = 1;
            r.seconds = 30.0;
            r.budgetSeconds = 30.0;
            r.seed = 5;
            r.state = "queued";
            r.createdAt = Instant.now();
            runs.persist(r);
            return r.id;
        });
    }
}
