package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.List;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.cluster.ClusterEvents;

/**
 * Tells every server instance about the arena games this one plays, move by move, as they are
 * played ({@link ArenaLiveFeed} keeps them for watchers). Events go out whether anyone watches or
 * not, so that a watcher on any instance who arrives mid-game gets the moves so far: a few small
 * events per move of games that take milliseconds to seconds a move.
 */
@ApplicationScoped
public class ArenaLivePublisher {

    /** The key of every live arena game's events among the instances. */
    static final String EVENT_KEY = "arena.games";

    @Inject
    ClusterEvents events;

    @Inject
    Clock clock;

    /**
     * A watcher that publishes the game {@code first} (colour 0) plays against {@code second} from
     * the seed's opening; {@code toMove} is who moves first after the opening of {@code start}.
     */
    SeededGame.Watcher watcher(String game, ArenaPlayerRow first, ArenaPlayerRow second, long seed, int toMove) {
        String liveId = ArenaLiveEvent.liveId(seed, first.id(), second.id());
        return new SeededGame.Watcher() {
            private int afterOpening;

            @Override
            public void started(List<String> opening) {
                afterOpening = (toMove + opening.size()) % 2;
                publish(ArenaLiveEvent.started(
                        liveId, now(), game, first.pool(), side(first), side(second), seed, opening));
            }

            @Override
            public void moved(int ply, SeededGame.TimedMove move) {
                String side = (afterOpening + ply) % 2 == 0 ? "first" : "second";
                publish(ArenaLiveEvent.moved(
                        liveId,
                        ply + 1L,
                        now(),
                        new ArenaLiveMessages.Move(
                                ply,
                                side,
                                move.move(),
                                // NaN: not known (a remote bot thinks on its owner's machine).
                                Double.isNaN(move.cpuMs()) ? null : move.cpuMs(),
                                move.wallMs())));
            }

            @Override
            public void ended(int result, int plies) {
                publish(ArenaLiveEvent.ended(liveId, plies + 1L, now(), ArenaLiveEvent.resultText(result), plies));
            }
        };
    }

    /** A stored game links its live game to the replay, once the storing has committed. */
    void stored(@Observes(during = TransactionPhase.AFTER_SUCCESS) ArenaGameStored stored) {
        publish(ArenaLiveEvent.stored(stored.liveId(), now(), stored.gameId(), stored.counted()));
    }

    private void publish(ArenaLiveEvent event) {
        events.publish(EVENT_KEY, event);
    }

    private long now() {
        return clock.millis();
    }

    private static ArenaLiveMessages.Side side(ArenaPlayerRow p) {
        return new ArenaLiveMessages.Side(p.id(), p.label(), p.spec(), p.kind());
    }
}
