package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bot-run queue takes turns across accounts. Five throw-away accounts queued fifty
 * runs and everyone else waited behind all of them (a first-come queue put the newcomer 51st).
 */
class FairRunQueueTest {

    private static final long NEWCOMER = 99;

    /** Runs as "account/run" in the order a pool of one thread starts them. */
    private static List<String> drain(FairRunQueue q) {
        List<String> order = new ArrayList<>();
        for (FairRunQueue.Entry e = q.poll(); e != null; e = q.poll()) {
            order.add(e.accountId() + "/" + e.runId());
            q.finished(e.accountId());
        }
        return order;
    }

    @Test
    void aNewcomerIsNotQueuedBehindFiveAccountsFloodOfRuns() {
        FairRunQueue q = new FairRunQueue();
        long id = 0;
        for (long account = 1; account <= 5; account++) {
            for (int i = 0; i < 10; i++) {
                q.add(account, ++id, () -> {});
            }
        }
        q.add(NEWCOMER, 1000, () -> {});
        List<String> order = drain(q);
        assertEquals(51, order.size());
        // One run of each flooding account (they queued first), then the newcomer's: 6th, not 51st.
        assertEquals(List.of("1/1", "2/11", "3/21", "4/31", "5/41", NEWCOMER + "/1000"), order.subList(0, 6));
        // After that the floods take turns, each account's runs in its own order.
        assertEquals(List.of("1/2", "2/12", "3/22", "4/32", "5/42", "1/3"), order.subList(6, 12));
    }

    @Test
    void theAccountWithFewestRunningGoesFirst() {
        FairRunQueue q = new FairRunQueue();
        q.add(1, 1, () -> {});
        q.add(1, 2, () -> {});
        q.add(1, 3, () -> {});
        // A pool of two: account 1 takes both slots while it is alone.
        FairRunQueue.Entry first = q.poll();
        FairRunQueue.Entry second = q.poll();
        assertEquals(List.of(1L, 2L), List.of(first.runId(), second.runId()));
        q.add(2, 4, () -> {});
        q.finished(1);
        // Account 1 still has a run going, account 2 none: account 2's later run goes before account 1's older one.
        assertEquals(4, q.poll().runId());
        q.finished(1);
        assertEquals(3, q.poll().runId());
        assertNull(q.poll());
    }

    @Test
    void aRunYieldsOnlyToAnotherAccountsRunAndRequeuesBehindItsTurn() {
        FairRunQueue q = new FairRunQueue();
        q.add(1, 1, () -> {});
        q.add(2, 2, () -> {});
        FairRunQueue.Entry one = q.poll();
        FairRunQueue.Entry two = q.poll();
        // Both slots taken; account 1's second run waits: no other account waits, so nobody yields to it.
        q.add(1, 3, () -> {});
        assertEquals(false, q.hasOtherThan(1));
        assertTrue(q.hasOtherThan(2));
        // A newcomer arrives; run 1 past its quantum yields (its slot counts no more, it queues again).
        q.add(3, 4, () -> {});
        assertTrue(q.hasOtherThan(1));
        q.finished(one.accountId());
        q.add(1, 1, () -> {});
        // The newcomer takes the slot; account 1 (its run 3, then the paused run 1) comes after, in turn.
        assertEquals(4, q.poll().runId());
        q.finished(two.accountId());
        assertEquals(List.of("1/3", "1/1"), drain(q));
    }

    @Test
    void aCancelledRunLeavesTheQueue() {
        FairRunQueue q = new FairRunQueue();
        q.add(1, 1, () -> {});
        q.add(1, 2, () -> {});
        assertTrue(q.remove(1));
        assertEquals(1, q.size());
        assertEquals(2, q.poll().runId());
        assertEquals(0, q.size());
        assertEquals(false, q.remove(2), "a started run is not in the queue");
    }

    @Test
    void takeWaitsForARunAndEndsWhenClosed() throws Exception {
        FairRunQueue q = new FairRunQueue();
        List<Long> taken = new ArrayList<>();
        Thread worker = new Thread(() -> {
            try {
                for (FairRunQueue.Entry e = q.take(); e != null; e = q.take()) {
                    synchronized (taken) {
                        taken.add(e.runId());
                    }
                    q.finished(e.accountId());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        q.add(7, 70, () -> {});
        q.close();
        worker.join(10_000);
        assertEquals(false, worker.isAlive(), "closing the queue ends the waiting worker");
        // The run added before closing was either taken or still queued; never lost silently.
        synchronized (taken) {
            assertEquals(1, taken.size() + q.size());
        }
    }
}
