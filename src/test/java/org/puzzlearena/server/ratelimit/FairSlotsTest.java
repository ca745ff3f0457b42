package org.puzzlearena.server.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The turns of {@link FairSlots}: a freed slot goes to the next key in rotation, so one key's many
 * waiting callers do not go before another key's single one; the queue is bounded in all and per
 * key; a waiter whose client has gone leaves it. Orders are observed, never timed.
 */
class FairSlotsTest {

    private static final Duration LONG = Duration.ofMinutes(1);

    /** Starts a caller of {@code key} that, once it has its slot, notes its key and frees the slot. */
    private static Thread caller(FairSlots slots, String key, List<String> served) {
        Thread t = new Thread(() -> {
            FairSlots.Admission a = slots.acquire(key, LONG, () -> false);
            if (a instanceof FairSlots.Turn turn) {
                served.add(key);
                turn.release();
            } else {
                served.add(key + ":" + a);
            }
        });
        t.start();
        return t;
    }

    private static void awaitWaiting(FairSlots slots, int n) throws InterruptedException {
        long until = System.nanoTime() + LONG.toNanos();
        while (slots.waiting() != n) {
            assertTrue(System.nanoTime() < until, "never " + n + " waiting: " + slots.waiting());
            Thread.sleep(5);
        }
    }

    @Test
    void aKeyWithManyCallersWaitingTakesOneTurnInEachRoundNotAllOfThemFirst() throws Exception {
        FairSlots slots = new FairSlots(1, 100, 100);
        FairSlots.Turn gate = (FairSlots.Turn) slots.acquire("gate", LONG, () -> false);
        List<String> served = Collections.synchronizedList(new ArrayList<>());
        List<Thread> callers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            callers.add(caller(slots, "many", served));
            awaitWaiting(slots, i + 1);
        }
        callers.add(caller(slots, "one", served));
        awaitWaiting(slots, 5);
        gate.release();
        for (Thread t : callers) {
            t.join();
        }
        // First come first served would have been many, many, many, many, one.
        assertEquals(List.of("many", "one", "many", "many", "many"), served);
        assertEquals(0, slots.running());
        assertEquals(0, slots.waiting());
    }

    @Test
    void theKeyThatFreesASlotGoesAfterAnotherKeyThatWaits() throws Exception {
        FairSlots slots = new FairSlots(1, 100, 100);
        FairSlots.Turn first = (FairSlots.Turn) slots.acquire("flood", LONG, () -> false);
        List<String> served = Collections.synchronizedList(new ArrayList<>());
        Thread again = caller(slots, "flood", served);
        awaitWaiting(slots, 1);
        Thread other = caller(slots, "other", served);
        awaitWaiting(slots, 2);
        assertTrue(first.othersWaiting(), "another key waits");
        first.release();
        again.join();
        other.join();
        // "flood" queued its second caller first, but it has just had the slot: "other" goes next.
        assertEquals(List.of("other", "flood"), served);
    }

    @Test
    void theQueueIsBoundedInAllAndPerKey() throws Exception {
        FairSlots slots = new FairSlots(1, 2, 1);
        FairSlots.Turn gate = (FairSlots.Turn) slots.acquire("gate", LONG, () -> false);
        assertFalse(gate.othersWaiting());
        List<String> served = Collections.synchronizedList(new ArrayList<>());
        Thread a = caller(slots, "a", served);
        awaitWaiting(slots, 1);
        assertEquals(new FairSlots.Full(true), slots.acquire("a", LONG, () -> false));
        Thread b = caller(slots, "b", served);
        awaitWaiting(slots, 2);
        assertEquals(new FairSlots.Full(false), slots.acquire("c", LONG, () -> false));
        // Room in the queue, but no turn within the caller's maximum wait.
        FairSlots other = new FairSlots(1, 2, 1);
        other.acquire("holder", LONG, () -> false);
        assertEquals(new FairSlots.TimedOut(), other.acquire("late", Duration.ZERO, () -> false));
        assertEquals(0, other.waiting());
        gate.release();
        a.join();
        b.join();
        assertEquals(List.of("a", "b"), served);
    }

    @Test
    void aWaiterWhoseClientWentAwayLeavesTheQueueWithoutTakingASlot() throws Exception {
        FairSlots slots = new FairSlots(1, 10, 10);
        FairSlots.Turn gate = (FairSlots.Turn) slots.acquire("gate", LONG, () -> false);
        AtomicBoolean gone = new AtomicBoolean();
        FairSlots.Admission[] answer = new FairSlots.Admission[1];
        Thread t = new Thread(() -> answer[0] = slots.acquire("leaver", LONG, gone::get));
        t.start();
        awaitWaiting(slots, 1);
        gone.set(true);
        t.join();
        assertInstanceOf(FairSlots.Abandoned.class, answer[0]);
        assertEquals(0, slots.waiting());
        gate.release();
        assertEquals(0, slots.running());
    }
}
