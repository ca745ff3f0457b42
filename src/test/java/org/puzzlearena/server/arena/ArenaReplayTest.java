package org.puzzlearena.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.cli.Arena;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadder;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadderEntry;

/**
 * Every game a proof: 100 ladder games stored by the service (tic-tac-toe, and Connect Four between
 * its cheaper bots), each fetched through the API by {@code bin/arena replay} and played again bit for
 * bit; a stored game whose moves are not what its bots play is caught at its first differing ply.
 */
@QuarkusTest
class ArenaReplayTest {

    @TestHTTPResource("/")
    URL server;

    @Inject
    LadderGames ladder;

    @Inject
    ArenaRecorder recorder;

    @Inject
    ArenaService service;

    private record Run(int status, String out, String err) {}

    private Run replay(long id) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Arena.run(
                new String[] {"replay", Long.toString(id), "--server", server.toString()},
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private ArenaLadderEntry entry(String game, String spec) {
        ArenaLadder l = ((ArenaOutcome.Ok<ArenaLadder>) service.ladder(game, "server")).value();
        return l.players().stream()
                .filter(p -> p.spec().equals(spec))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aHundredStoredGamesReplayBitForBit() {
        List<Long> ids = new ArrayList<>();
        for (int pair = 0; pair < 40; pair++) {
            ladder.playPair("tic-tac-toe").forEach(s -> ids.add(s.id()));
        }
        String[][] c4 = {
            {"uct:sims=50", "minimax:depth=2"}, {"uct:sims=200", "random"}, {"minimax:depth=4", "uct:sims=50"}
        };
        for (int pair = 0; pair < 10; pair++) {
            String[] specs = c4[pair % c4.length];
            ArenaPlayerRow a = row(entry("connect-four", specs[0]));
            ArenaPlayerRow b = row(entry("connect-four", specs[1]));
            ladder.playPair("connect-four", a, b, 1000 + pair).forEach(s -> ids.add(s.id()));
        }
        assertEquals(100, ids.size());
        for (long id : ids) {
            Run r = replay(id);
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().startsWith("{\"id\":" + id + ","), r.out());
            assertTrue(r.out().contains("\"reproduced\":true,"), r.out());
            assertTrue(r.out().contains("\"firstDifferingPly\":null"), r.out());
        }
    }

    @Test
    void aStoredGameThatItsBotsDoNotPlayIsCaughtAtItsFirstDifferingPly() {
        Game game = Games.byId("connect-four").orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        ArenaLadderEntry a = entry("connect-four", "uct:sims=50");
        ArenaLadderEntry b = entry("connect-four", "random");
        SeededGame.Played honest =
                SeededGame.play(start, PlayerSpec.parse(a.spec()), PlayerSpec.parse(b.spec()), 77, 2, null);
        // The game reported without its last move: stored (refused: not over) and not what its bots play.
        List<SeededGame.TimedMove> shorter =
                honest.moves().subList(0, honest.moves().size() - 1);
        SeededGame.Played cut = new SeededGame.Played(
                honest.game(), honest.first(), honest.second(), 77, honest.opening(), shorter, honest.result());
        ArenaRecorder.Stored stored = recorder.record(start, cut, a.id(), b.id(), "x", "y", 2, "server");
        Run r = replay(stored.id());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("\"reproduced\":false"), r.out());
        assertTrue(r.out().contains("\"firstDifferingPly\":" + shorter.size() + ","), r.out());
        assertTrue(
                r.out()
                        .contains("\"stored\":null,\"replayed\":\""
                                + honest.moves().getLast().move() + "\""),
                r.out());

        Run missing = replay(999_999_999L);
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("404"), missing.err());
    }

    private static ArenaPlayerRow row(ArenaLadderEntry e) {
        return new ArenaPlayerRow(
                e.id(),
                "connect-four",
                e.kind(),
                "server",
                e.spec(),
                e.label(),
                e.rating(),
                e.deviation(),
                e.volatility(),
                e.games(),
                e.wins(),
                e.draws(),
                e.losses(),
                null);
    }
}
