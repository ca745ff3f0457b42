package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The live leaderboards' refresh thread: coalescing, and surviving failures. */
class CoalescingWorkerTest {

    @Test
    void aBurstOfMarksWhileARefreshRunsCostsOneMoreRefreshNotOnePerMark() throws Exception {
        CountDownLatch firstStarted = new CountDownLatch(1);
        CountDownLatch letFirstFinish = new CountDownLatch(1);
        AtomicInteger refreshes = new AtomicInteger();
        CountDownLatch second = new CountDownLatch(1);
        try (CoalescingWorker<String> worker = new CoalescingWorker<>("test-refresh", key -> {
            int n = refreshes.incrementAndGet();
            if (n == 1) {
                firstStarted.countDown();
                await(letFirstFinish);
            } else {
                second.countDown();
            }
        })) {
            worker.mark("board");
            assertTrue(firstStarted.await(5, TimeUnit.SECONDS));
            for (int i = 0; i < 10_000; i++) {
                worker.mark("board");
            }
            assertEquals(1, worker.backlog(), "ten thousand marks of one key wait as one");
            letFirstFinish.countDown();
            assertTrue(second.await(5, TimeUnit.SECONDS), "the marks made during the refresh are refreshed");
            Thread.sleep(200);
            assertEquals(2, refreshes.get());
            assertEquals(0, worker.backlog());
        }
    }

    @Test
    void aRefreshThatThrowsDoesNotStopLaterRefreshes() throws Exception {
        List<String> done = new CopyOnWriteArrayList<>();
        CountDownLatch three = new CountDownLatch(3);
        try (CoalescingWorker<String> worker = new CoalescingWorker<>("test-refresh", key -> {
            switch (key) {
                case "broken" -> throw new IllegalStateException("Enlisted connection used without active transaction");
                case "worse" -> throw new AssertionError("an Error, not an exception");
                default -> {
                    done.add(key);
                    three.countDown();
                }
            }
        })) {
            worker.mark("broken");
            worker.mark("a");
            worker.mark("worse");
            Thread.sleep(100);
            worker.mark("b");
            worker.mark("broken");
            worker.mark("c");
            assertTrue(three.await(5, TimeUnit.SECONDS), "refreshes after the failures still ran: " + done);
            assertTrue(done.containsAll(List.of("a", "b", "c")));
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
