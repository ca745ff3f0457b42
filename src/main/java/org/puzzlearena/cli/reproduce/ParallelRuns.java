package org.puzzlearena.cli.reproduce;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;

/**
 * Runs independent jobs over a fixed number of threads, each job on one thread from start to end
 * (the searches themselves are single-threaded), and returns the results in job order. Which
 * thread ran a job changes nothing: its seed comes from its index ({@link RunSeeds}).
 */
final class ParallelRuns {

    private ParallelRuns() {}

    static <J, R> List<R> run(String series, List<J> jobs, int threads, Progress progress, Function<J, R> work) {
        int n = jobs.size();
        AtomicReferenceArray<R> results = new AtomicReferenceArray<>(n);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long start = System.nanoTime();
        Runnable worker = () -> {
            int i;
            while (failure.get() == null && (i = next.getAndIncrement()) < n) {
                try {
                    results.set(i, work.apply(jobs.get(i)));
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    return;
                }
                progress.runs(series, done.incrementAndGet(), n, start);
            }
        };
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < Math.min(threads, Math.max(n, 1)); t++) {
            workers.add(Thread.ofPlatform().name("reproduce-" + t).start(worker));
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the runs", e);
            }
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException re) {
            throw re;
        }
        if (f instanceof Error err) {
            throw err;
        }
        List<R> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(results.get(i));
        }
        return out;
    }
}
