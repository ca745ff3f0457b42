package org.puzzlearena.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * The book builders' threads: each takes the next position of the list until none is left, with a
 * solver of its own (a solver's table is not shared), and the caller waits for all of them.
 */
final class PositionWorkers {

    private PositionWorkers() {}

    /** Runs {@code work} on every one of {@code todo} on {@code threads} threads, each with its own {@code perThread()}. */
    static <P, S> void run(List<P> todo, int threads, Supplier<S> perThread, BiConsumer<S, P> work, String what) {
        AtomicInteger next = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                S own = perThread.get();
                for (int i = next.getAndIncrement(); i < todo.size(); i = next.getAndIncrement()) {
                    work.accept(own, todo.get(i));
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while " + what, e);
            }
        }
    }
}
