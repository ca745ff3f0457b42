package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Row moves, applied as docs/WEBSOCKETS.md tells clients to, give the new order, in few moves. */
class RowOrderTest {

    /** What a client does: drop the removed and moved rows, insert the moved ones by increasing index. */
    private static List<String> apply(List<String> before, List<String> after, List<RowOrder.Move> moves) {
        Set<String> leaving = new HashSet<>(before);
        leaving.removeAll(after);
        moves.forEach(m -> leaving.add(m.key()));
        List<String> order = new ArrayList<>(before);
        order.removeIf(leaving::contains);
        moves.forEach(m -> order.add(m.index(), m.key()));
        return order;
    }

    @Test
    void oneRowJumpingUpIsOneMove() {
        List<String> before = List.of("a", "b", "c", "d", "e");
        List<String> after = List.of("a", "e", "b", "c", "d");
        List<RowOrder.Move> moves = RowOrder.moves(before, after);
        assertEquals(List.of(new RowOrder.Move("e", 1)), moves);
        assertEquals(after, apply(before, after, moves));
    }

    @Test
    void anUnchangedOrderIsNoMove() {
        assertEquals(List.of(), RowOrder.moves(List.of("a", "b"), List.of("a", "b")));
    }

    @Test
    void anyReorderingWithRowsComingAndGoingIsReproduced() {
        Random random = new Random(42);
        for (int round = 0; round < 500; round++) {
            List<String> before = new ArrayList<>();
            for (int i = 0; i < random.nextInt(30); i++) {
                before.add("r" + i);
            }
            List<String> after = new ArrayList<>(before);
            after.removeIf(k -> random.nextInt(6) == 0);
            for (int i = 0; i < random.nextInt(4); i++) {
                after.add(random.nextInt(after.size() + 1), "new" + i);
            }
            if (random.nextBoolean()) {
                Collections.shuffle(after, random);
            } else if (after.size() > 1) {
                Collections.swap(after, random.nextInt(after.size()), random.nextInt(after.size()));
            }
            List<RowOrder.Move> moves = RowOrder.moves(before, after);
            assertEquals(after, apply(before, after, moves), before + " -> " + after + " by " + moves);
        }
    }
}
