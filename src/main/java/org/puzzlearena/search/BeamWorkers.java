package org.puzzlearena.search;

import java.util.concurrent.Future;
import org.puzzlearena.rules.State;

/**
 * Where a parallel beam search's master sends the lower-level searches (Algorithm 4's remote
 * processes). A task is fully described by data: the position's moves from the instance's initial
 * state, the level, and a seed, so an implementation may run it on threads (as
 * {@link ThreadBeamWorkers} does) or on other machines.
 */
public interface BeamWorkers extends AutoCloseable {

    /** A lower-level search of {@code level} from {@code position}, with its own random seed. */
    record Task(State position, int level, long seed) {

        /** The position as moves from the instance's initial state: what a remote worker receives. */
        public int[] moves() {
            return position.history();
        }
    }

    /** The best finished game the lower-level search found after the task's position. */
    record Result(State end) {}

    Future<Result> submit(Task task, SearchContext ctx);

    /**
     * Opens the workers of one search: its beam sizes and playout policy, and how many threads it
     * asked for (a distributed implementation may use every core of its workers instead).
     */
    @FunctionalInterface
    interface Factory {
        BeamWorkers open(int[] beamSizes, PlayoutPolicy policy, int threads);
    }

    /** Threads of this process, one per thread the search asked for. */
    Factory THREADS = (beamSizes, policy, threads) -> new ThreadBeamWorkers(threads, beamSizes, policy);

    int size();

    @Override
    void close();
}
