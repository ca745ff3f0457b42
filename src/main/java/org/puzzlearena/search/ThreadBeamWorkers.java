package org.puzzlearena.search;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.puzzlearena.rules.SplitMix64;

/** Beam-search workers as threads of this process: each task runs a sequential beam search. */
public final class ThreadBeamWorkers implements BeamWorkers {

    private static final AtomicInteger POOLS = new AtomicInteger();

    private final ExecutorService pool;
    private final int threads;
    private final BeamSearch lowerLevels;

    /** @param beamSizes the beam sizes of every level (the workers use those below the master's) */
    public ThreadBeamWorkers(int threads, int[] beamSizes, PlayoutPolicy policy) {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one worker thread");
        }
        this.threads = threads;
        this.lowerLevels = new BeamSearch(beamSizes, policy);
        int id = POOLS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "beam-worker-" + id + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public Future<Result> submit(Task task, SearchContext ctx) {
        return pool.submit(() -> new Result(
                lowerLevels.searchBelow(task.position().copy(), task.level(), ctx, new SplitMix64(task.seed()))));
    }

    @Override
    public int size() {
        return threads;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
