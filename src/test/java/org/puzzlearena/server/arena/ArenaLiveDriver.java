package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * Drives a live arena game one event at a time through the real publisher and feed, for tests that
 * must see a page follow a game move by move: a real game of the reference bots is over in
 * milliseconds, faster than a browser can look. The players are made up (their ids far beyond any
 * ladder's) and nothing is stored; what is checked is what a watcher is shown.
 */
@ApplicationScoped
public class ArenaLiveDriver {

    @Inject
    ArenaLivePublisher publisher;

    /** A game being driven: its live id and its watcher. */
    public record Driven(String liveId, SeededGame.Watcher watcher) {
        public void move(int ply, String move) {
            watcher.moved(ply, new SeededGame.TimedMove(move, 1.5 + ply, 2.0 + ply));
        }

        /** Ends it: {@code result} for colour 0 (+1, 0, -1) after {@code plies} moves. */
        public void end(int result, int plies) {
            watcher.ended(result, plies);
        }
    }

    /** Starts a game of {@code game} from {@code opening}, colour 0 to move at the start. */
    public Driven start(String game, long seed, String firstSpec, String secondSpec, List<String> opening) {
        ArenaPlayerRow first = row(game, 900_101, firstSpec);
        ArenaPlayerRow second = row(game, 900_102, secondSpec);
        SeededGame.Watcher watcher = publisher.watcher(game, first, second, seed, 0);
        watcher.started(opening);
        return new Driven(ArenaLiveEvent.liveId(seed, first.id(), second.id()), watcher);
    }

    /** Says the game was stored as {@code gameId}. */
    public void stored(String liveId, long gameId) {
        publisher.stored(new ArenaGameStored(liveId, gameId, true));
    }

    private static ArenaPlayerRow row(String game, long id, String spec) {
        return new ArenaPlayerRow(
                id, game, "reference", "server", spec, spec, 1500, 350, 0.06, 0, 0, 0, 0, Instant.now());
    }
}
