package org.puzzlearena.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.arena.ArenaViews.ArenaGameView;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadder;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadderEntry;

/**
 * The ladder service: a game the rules refuse on replay is stored with why and changes no rating,
 * and some hundred games of tic-tac-toe between the reference bots order the ladder by strength.
 */
@QuarkusTest
class LadderServiceTest {

    @Inject
    ArenaService service;

    @Inject
    ArenaRecorder recorder;

    @Inject
    LadderGames ladder;

    @Inject
    ArenaPlayerRepository players;

    private Map<String, ArenaLadderEntry> bySpec(String game) {
        ArenaLadder l = ((ArenaOutcome.Ok<ArenaLadder>) service.ladder(game, "server")).value();
        return l.players().stream().collect(Collectors.toMap(ArenaLadderEntry::spec, Function.identity()));
    }

    @Test
    void aGameWithAnIllegalMoveIsKeptWithWhyAndCountsNothing() {
        Game game = Games.byId("tic-tac-toe").orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        Map<String, ArenaLadderEntry> before = bySpec("tic-tac-toe");
        ArenaLadderEntry a = before.get("uct:sims=30");
        ArenaLadderEntry b = before.get("minimax:depth=2");
        SeededGame.Played honest =
                SeededGame.play(start, PlayerSpec.parse(a.spec()), PlayerSpec.parse(b.spec()), 11, 2, null);
        // A reported game whose second move takes the cell of the first.
        List<SeededGame.TimedMove> moves = new ArrayList<>(honest.moves());
        moves.set(1, new SeededGame.TimedMove(moves.get(0).move(), 1, 1));
        SeededGame.Played forged = new SeededGame.Played(
                honest.game(), honest.first(), honest.second(), 11, honest.opening(), moves, honest.result());
        ArenaRecorder.Stored stored = recorder.record(start, forged, a.id(), b.id(), "x", "y", 2, "server");
        assertFalse(stored.counted());

        ArenaGameView view = service.game(stored.id()).orElseThrow();
        assertEquals("rejected", view.status());
        assertNull(view.result());
        assertTrue(view.rejection().startsWith("move 3 (" + moves.get(0).move() + ") is illegal"), view.rejection());
        assertTrue(view.ratingChanges().isEmpty());
        assertEquals(moves.size(), view.moves().size(), "the refused game is kept as reported");
        Map<String, ArenaLadderEntry> after = bySpec("tic-tac-toe");
        for (String spec : List.of(a.spec(), b.spec())) {
            assertEquals(
                    players.find(before.get(spec).id()).orElseThrow().games(),
                    after.get(spec).games(),
                    "no game counted for " + spec);
        }
        ArenaRecorder.Stored counted = recorder.record(start, honest, a.id(), b.id(), "x", "y", 2, "server");
        assertTrue(counted.counted(), "the honest game counts");
    }

    @Test
    void someHundredGamesOrderTheTicTacToeLadderByStrength() {
        for (int pair = 0; pair < 150; pair++) {
            ladder.playPair("tic-tac-toe");
        }
        Map<String, ArenaLadderEntry> l = bySpec("tic-tac-toe");
        ArenaLadderEntry perfect = l.get("perfect");
        ArenaLadderEntry random = l.get("random");
        // Colour-paired games: from one opening, whatever the other does, the perfect player's pair
        // scores at least 1 of 2 (it can lose only from an opening lost for its colour, which the
        // other colour's game of the pair then wins).
        for (var o : service.player(perfect.id()).orElseThrow().opponents()) {
            assertTrue(o.score() >= o.games() / 2.0, "perfect against " + o);
        }
        // On top, as far as ratings can tell: near-perfect UCT draws against it from most openings, so
        // their order among the top is noise; what no one may be is above it beyond both 95% intervals.
        // (Rank 1 held on a fresh ladder; the suite's other tests leave games on this one.)
        for (ArenaLadderEntry e : l.values()) {
            assertTrue(e.low() <= perfect.high(), e.spec() + " clearly above the perfect player: " + l.values());
        }
        assertEquals(l.size(), random.rank(), "random at the bottom: " + l.values());
        assertTrue(l.get("minimax:depth=4").rating() > random.rating());
        assertTrue(l.get("uct:sims=1000").rating() > l.get("uct:sims=10").rating());
        assertTrue(l.values().stream().allMatch(e -> e.games() > 0), "every bot played");
        assertInstanceOf(ArenaOutcome.Ok.class, service.ladder("tic-tac-toe", null));
    }
}
