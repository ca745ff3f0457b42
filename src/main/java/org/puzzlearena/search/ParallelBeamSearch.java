package org.puzzlearena.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Parallel Monte-Carlo Beam Search (Cazenave, Algorithms 3 and 4): a master runs the top level,
 * sends the lower-level search of every child of its beam to the workers, receives them all and
 * keeps the best. Each task draws its own seed from the master's generator in a fixed order and
 * results are taken in submission order, so a seed fixes the search whatever the thread timing.
 */
public final class ParallelBeamSearch implements SearchAlgorithm {

    private final int[] beamSizes;
    private final PlayoutPolicy policy;
    private final int threads;
    private final BeamWorkers.Factory workers;

    public ParallelBeamSearch(int[] beamSizes, PlayoutPolicy policy, int threads) {
        this(beamSizes, policy, threads, BeamWorkers.THREADS);
    }

    private ParallelBeamSearch(int[] beamSizes, PlayoutPolicy policy, int threads, BeamWorkers.Factory workers) {
        this.beamSizes = BeamSearch.checkedSizes(beamSizes);
        this.policy = policy;
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.threads = threads;
        this.workers = workers;
    }

    /**
     * The same search with its lower levels sent elsewhere (the workers of other machines): the
     * tasks are data with their own seeds, so a seed gives the same result wherever they run.
     */
    public ParallelBeamSearch withWorkers(BeamWorkers.Factory elsewhere) {
        return new ParallelBeamSearch(beamSizes, policy, threads, elsewhere);
    }

    @Override
    public String description() {
        return "parallel beam search level " + beamSizes.length + ", beams " + BeamSearch.sizesText(beamSizes) + ", "
                + policy.name() + ", " + threads + " workers";
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        try (BeamWorkers workers = this.workers.open(beamSizes, policy, threads)) {
            while (!ctx.shouldStop()) {
                master(root.copy(), workers, ctx, rng);
                if (ctx.shouldStop() || !ctx.iterationDone()) {
                    return;
                }
            }
        }
    }

    private void master(State position, BeamWorkers workers, SearchContext ctx, SplitMix64 rng) {
        int level = beamSizes.length;
        int[] moves = new int[position.game().maxLegalMoves()];
        List<BeamSearch.Candidate> beam = new ArrayList<>();
        beam.add(BeamSearch.Candidate.start(position));
        int step = 0;
        while (true) {
            ctx.setPhase("level " + level + ", step " + (++step) + ", " + workers.size() + " workers");
            List<BeamSearch.Candidate> next = new ArrayList<>();
            boolean changed = false;
            for (BeamSearch.Candidate b : beam) {
                BeamSearch.Candidate followed = b.followBestLine();
                changed |= followed != b;
                next.add(followed);
            }
            List<State> children = new ArrayList<>();
            List<Future<BeamWorkers.Result>> pending = new ArrayList<>();
            for (BeamSearch.Candidate b : beam) {
                int n = b.position.legalMoves(moves);
                for (int i = 0; i < n; i++) {
                    State child = b.position.copy();
                    child.play(moves[i]);
                    children.add(child);
                    pending.add(workers.submit(new BeamWorkers.Task(child, level - 1, rng.nextLong()), ctx));
                }
            }
            for (int i = 0; i < pending.size(); i++) {
                State end = await(pending.get(i), ctx);
                if (end == null) {
                    return; // stopped while a task was out: the best so far is the context's
                }
                // In submission order, so remote workers (whose playouts are not seen here) give the
                // same best as threads, whatever order their replies arrive in.
                ctx.offer(end);
                next.add(new BeamSearch.Candidate(children.get(i), end, end.score(), false, rng.nextLong()));
                changed = true;
            }
            next.sort(BeamSearch.BEST_FIRST);
            if (!changed || ctx.shouldStop()) {
                return;
            }
            int size = beamSizes[level - 1];
            beam = next.size() > size ? new ArrayList<>(next.subList(0, size)) : next;
        }
    }

    /** A task's result, or null once the search must stop (a remote task may never come back then). */
    private static State await(Future<BeamWorkers.Result> future, SearchContext ctx) {
        try {
            while (true) {
                try {
                    return future.get(100, TimeUnit.MILLISECONDS).end();
                } catch (TimeoutException e) {
                    ctx.tick();
                    if (ctx.shouldStop()) {
                        return null;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a worker", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a beam worker failed", e.getCause());
        }
    }
}
