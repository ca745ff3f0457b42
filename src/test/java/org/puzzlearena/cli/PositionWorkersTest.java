package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The book builders' threads: every position is worked on exactly once, each thread with its own solver. */
class PositionWorkersTest {

    @Test
    void everyPositionOnceEachThreadWithItsOwnState() {
        List<Integer> todo = IntStream.range(0, 500).boxed().toList();
        Map<Integer, Integer> timesSeen = new ConcurrentHashMap<>();
        List<List<Integer>> states = java.util.Collections.synchronizedList(new ArrayList<>());
        PositionWorkers.run(
                todo,
                3,
                () -> {
                    List<Integer> own = new ArrayList<>();
                    states.add(own);
                    return own;
                },
                (own, p) -> {
                    own.add(p);
                    timesSeen.merge(p, 1, Integer::sum);
                },
                "testing");
        assertEquals(500, timesSeen.size());
        assertTrue(timesSeen.values().stream().allMatch(n -> n == 1), "no position twice");
        assertEquals(3, states.size(), "one state per thread");
        assertEquals(500, states.stream().mapToInt(List::size).sum(), "each position in one thread's state");
    }

    @Test
    void nothingToDoEndsAtOnce() {
        PositionWorkers.run(
                List.of(),
                2,
                Object::new,
                (s, p) -> {
                    throw new AssertionError("no position");
                },
                "testing");
    }
}
