package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** Shared checks for search tests: a result is only worth its verified replay. */
final class ResultReplay {

    private ResultReplay() {}

    static Game game(String id) {
        return Games.byId(id).orElseThrow();
    }

    static State initial(String gameId, String instance) {
        return game(gameId).newInitialState(instance);
    }

    static SearchResult search(SearchAlgorithm algorithm, String gameId, String instance, Budget budget, long seed) {
        return Search.run(algorithm, game(gameId).newInitialState(instance), budget, seed, null);
    }

    /**
     * Replays the result's moves, as text, with the verifier: they must be legal, finish the game
     * and score exactly what the search claims.
     */
    static void assertReplaysToClaimedScore(String gameId, String instance, SearchResult result) {
        State s = game(gameId).newInitialState(instance);
        List<String> texts = new ArrayList<>();
        for (int move : result.moves()) {
            texts.add(s.formatMove(move));
            s.play(move);
        }
        ReplayResult replay = Replay.moves(game(gameId), instance, texts);
        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, replay, () -> "replay: " + replay);
        assertEquals(result.score(), valid.score(), "verified score equals the claimed score");
        assertTrue(valid.finalState().isTerminal(), "the sequence is a complete game");
    }

    /** Runs {@code algorithm} for up to a minute, cancels it after 200 ms, and checks it stopped promptly. */
    static SearchResult cancelAfterAMoment(SearchAlgorithm algorithm, String gameId, String instance)
            throws InterruptedException {
        SearchContext ctx = new SearchContext(Budget.ofSeconds(60), null);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        State root = game(gameId).newInitialState(instance);
        Thread worker = new Thread(() -> result.set(Search.run(algorithm, root, ctx, 42)));
        worker.start();
        Thread.sleep(200);
        long cancelled = System.nanoTime();
        ctx.cancel();
        worker.join(5_000);
        double seconds = (System.nanoTime() - cancelled) / 1e9;
        assertTrue(!worker.isAlive() && seconds < 2, "stopped " + seconds + " s after cancel");
        assertEquals(StopReason.CANCELLED, result.get().stopReason());
        return result.get();
    }
}
