package org.puzzlearena.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.PlayoutPolicies;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchEvent;
import org.puzzlearena.search.SearchListener;

/**
 * One complete level-1 Nested Monte-Carlo Search (memorisation on, the game's usual playout
 * policy: tabu colour for SameGame) from an instance's initial position: milliseconds per search,
 * without a listener and with one that queues every event (new bests, statistics) to another thread.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(
        value = 1,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class NestedSearchBenchmark {

    @Param({"samegame standard/1", "morpion-5d cross"})
    public String position;

    /** "none", or "queue": every event handed to a queue that another thread drains, as the server does. */
    @Param({"none", "queue"})
    public String listener;

    private SearchListener events;

    private org.puzzlearena.rules.State initial;
    private NestedMonteCarloSearch level1;
    private long seed;

    @Setup
    public void setUp() {
        String[] parts = position.split(" ");
        Game game = Games.byId(parts[0]).orElseThrow();
        initial = game.newInitialState(parts[1]);
        level1 = new NestedMonteCarloSearch(1, true, PlayoutPolicies.defaultFor(game));
        if (listener.equals("queue")) {
            java.util.concurrent.BlockingQueue<SearchEvent> queue = new java.util.concurrent.LinkedBlockingQueue<>();
            Thread drain = new Thread(
                    () -> {
                        try {
                            while (true) {
                                queue.take();
                            }
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    },
                    "event-drain");
            drain.setDaemon(true);
            drain.start();
            events = queue::offer;
        } else {
            events = SearchListener.NONE;
        }
    }

    /** Returns the score so that the JIT cannot drop the search; seeds vary so runs differ. */
    @Benchmark
    public int levelOneSearch() {
        return Search.run(level1, initial, Budget.oneIteration(), ++seed, events)
                .score();
    }
}
