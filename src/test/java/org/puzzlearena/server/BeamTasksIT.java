package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.ParallelBeamSearch;
import org.puzzlearena.search.PlayoutPolicies;
import org.puzzlearena.search.PlayoutPolicy;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.server.beamtasks.BeamTasks;
import org.puzzlearena.server.beamtasks.RemoteBeamWorkers;
import org.puzzlearena.server.cluster.RabbitWorkQueue;

/**
 * Parallel beam search across machines (the beam paper's master and remote processes): this test's
 * JVM is the master, two packaged {@code bin/worker} JVMs do its lower-level searches from the
 * broker's task queue. With a fixed seed the line and score are those of the single-process search,
 * also when one worker is killed mid-search (its unacknowledged tasks are done again by the other).
 */
@Slow
class BeamTasksIT {

    private static final int[] BEAMS = {1, 1};
    private static final long SEED = 17;

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    @Test
    void twoWorkerJvmsFindTheSingleProcessLineAndScoreEvenWhenOneIsKilled() throws Exception {
        State initial = samegame();
        long started = System.nanoTime();
        SearchResult alone = search(initial, ParallelBeamSearch::new);
        long aloneMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);

        try (ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2");
                RabbitWorkQueue tasks = new RabbitWorkQueue(
                        cluster.env.get("ARENA_BROKER_URL"), "beam master (test)", BeamTasks.QUEUE, 10)) {
            ObjectMapper json = new ObjectMapper();
            SearchResult spread = search(
                    initial,
                    (b, p, t) -> new ParallelBeamSearch(b, p, t)
                            .withWorkers((sizes, policy, threads) -> remote(tasks, json, initial, sizes, policy)));
            assertEquals(alone.score(), spread.score(), "the same score over two worker JVMs");
            assertArrayEquals(alone.moves(), spread.moves(), "the same line over two worker JVMs");
            assertEquals(alone.playouts(), spread.playouts(), "the same playouts, counted from the replies");

            // Again, killing w1 a third of the way through: its tasks are done again by w2.
            CompletableFuture<SearchResult> running = CompletableFuture.supplyAsync(() -> search(
                    initial,
                    (b, p, t) -> new ParallelBeamSearch(b, p, t)
                            .withWorkers((sizes, policy, threads) -> remote(tasks, json, initial, sizes, policy))));
            Thread.sleep(Math.max(500, aloneMs / 3));
            assertTrue(!running.isDone(), "the search ended before the kill: make it longer");
            w1.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            SearchResult afterKill = running.get(10, TimeUnit.MINUTES);
            assertEquals(alone.score(), afterKill.score(), "the same score after a worker was killed");
            assertArrayEquals(alone.moves(), afterKill.moves(), "the same line after a worker was killed");
        }
    }

    private interface Parallel {
        ParallelBeamSearch make(int[] beams, PlayoutPolicy policy, int threads);
    }

    /** One complete iteration of a level-2 parallel beam search with the fixed seed. */
    private static SearchResult search(State initial, Parallel parallel) {
        Game game = initial.game();
        ParallelBeamSearch search = parallel.make(BEAMS, PlayoutPolicies.byName("tabu", game), 1);
        SearchContext ctx = new SearchContext(new Budget(600, Budget.UNLIMITED, 1), SearchListener.NONE);
        return Search.run(search, initial, ctx, SEED);
    }

    private static RemoteBeamWorkers remote(
            RabbitWorkQueue tasks, ObjectMapper json, State initial, int[] sizes, PlayoutPolicy policy) {
        try {
            return new RemoteBeamWorkers(tasks, json, initial, 1, sizes, policy);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static State samegame() {
        Game game = Games.byId("samegame").orElseThrow();
        return game.newInitialState("standard/3");
    }

    private static ServerProcess worker(String name) throws Exception {
        return ServerProcess.ready(ServerProcess.startWorker(
                Files.createTempDirectory("arena-" + name), cluster.env(Map.of("ARENA_BOT_RUNS_POOL_SIZE", "1"))));
    }
}
