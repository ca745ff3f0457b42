package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/** A slow client costs only itself: bounded frames, statistics merged, important frames never dropped. */
class ClientQueueTest {

    /** A connection whose sends complete only when the test says so (a client that stopped reading). */
    static final class ManualSink implements FrameSink {
        final List<String> sent = new ArrayList<>();
        final List<CompletableFuture<Void>> inFlight = new ArrayList<>();
        int closeCode = -1;

        @Override
        public synchronized CompletionStage<Void> send(String text) {
            sent.add(text);
            CompletableFuture<Void> f = new CompletableFuture<>();
            inFlight.add(f);
            return f;
        }

        @Override
        public synchronized void close(int code, String reason) {
            closeCode = code;
        }

        void completeAll() {
            while (true) {
                CompletableFuture<Void> next;
                synchronized (this) {
                    next = inFlight.stream()
                            .filter(f -> !f.isDone())
                            .findFirst()
                            .orElse(null);
                }
                if (next == null) {
                    return;
                }
                next.complete(null);
            }
        }
    }

    @Test
    void oneFrameIsInFlightAtATimeAndTheRestWaitInOrder() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 10);
        q.important("a");
        q.important("b");
        q.important("c");
        assertEquals(List.of("a"), sink.sent, "the next frame waits until the connection took the previous");
        sink.completeAll();
        assertEquals(List.of("a", "b", "c"), sink.sent);
        assertEquals(0, q.pendingFrames());
    }

    @Test
    void statisticsAreMergedWhileTheClientIsBehind() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 10);
        q.important("best-1");
        for (int i = 0; i < 1000; i++) {
            q.stats("stats-" + i);
        }
        q.important("best-2");
        assertEquals(2, q.pendingFrames(), "a thousand statistics frames take one place");
        sink.completeAll();
        assertEquals(List.of("best-1", "stats-999", "best-2"), sink.sent, "the latest statistics, in their place");
    }

    @Test
    void aStalledClientIsDisconnectedRatherThanLosingAnImportantFrame() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 4);
        q.important("in-flight");
        for (int i = 0; i < 4; i++) {
            q.important("best-" + i);
        }
        assertEquals(-1, sink.closeCode, "within its capacity the client keeps everything");
        q.stats("stats");
        assertEquals(4, q.pendingFrames(), "a statistics frame is dropped when there is no room");
        q.important("best-4");
        assertEquals(CloseCodes.TOO_SLOW, sink.closeCode, "no room for a new best: disconnect, to resume with ?after");
        assertTrue(q.isClosed());
        assertEquals(0, q.pendingFrames(), "and its memory is freed");
    }

    @Test
    void closeAfterSendingClosesOnceEverythingBeforeWasSent() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 10);
        q.important("snapshot");
        q.important("finished");
        q.closeAfterSending(CloseCodes.DONE, "ended");
        assertEquals(-1, sink.closeCode);
        sink.completeAll();
        assertEquals(List.of("snapshot", "finished"), sink.sent);
        assertEquals(CloseCodes.DONE, sink.closeCode);
    }

    @Test
    void aHeldQueueSendsItsFirstFrameBeforeWhatArrivedMeanwhile() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 10);
        q.hold();
        q.important("change");
        assertTrue(sink.sent.isEmpty());
        q.release("snapshot");
        sink.completeAll();
        assertEquals(List.of("snapshot", "change"), sink.sent);
    }

    @Test
    void detachingRunsTheCallbackOnceAndStopsSending() {
        ManualSink sink = new ManualSink();
        ClientQueue q = new ClientQueue(sink, 10);
        int[] calls = {0};
        q.onDetach(() -> calls[0]++);
        q.detach();
        q.detach();
        q.important("late");
        assertEquals(1, calls[0]);
        assertFalse(sink.sent.contains("late"));
    }
}
