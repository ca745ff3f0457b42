package org.puzzlearena.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The single process: events reach this instance's watchers at once, as the direct call they replace. */
class LocalEventsTest {

    record Changed(long id) {}

    @Test
    void aWatcherHearsItsKeyAtOnceAndNothingAfterItStops() {
        LocalEvents events = new LocalEvents();
        List<Long> heard = new ArrayList<>();
        var watch = events.watch("board.x", Changed.class, c -> heard.add(c.id()));
        events.publish("board.x", new Changed(1));
        events.publish("board.y", new Changed(2));
        assertEquals(List.of(1L), heard, "delivered on the publishing thread, only for the watched key");
        watch.close();
        events.publish("board.x", new Changed(3));
        assertEquals(List.of(1L), heard);
    }

    @Test
    void aFailingWatcherDoesNotKeepTheEventFromTheOthers() {
        LocalEvents events = new LocalEvents();
        List<Long> heard = new ArrayList<>();
        events.watch("board.x", Changed.class, c -> {
            throw new IllegalStateException("a broken watcher");
        });
        events.watch("board.x", Changed.class, c -> heard.add(c.id()));
        events.publish("board.x", new Changed(7));
        assertEquals(List.of(7L), heard);
    }
}
