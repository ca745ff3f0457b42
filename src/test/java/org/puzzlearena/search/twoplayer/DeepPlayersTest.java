package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.deep.Networks;

/**
 * The deep players as every command and page names them: {@code deep:sims=N,c=X} and {@code net}
 * parse, refuse what they cannot be, and play the shipped network's moves; the shipped network takes
 * an immediate win and blocks the opponent's when it guides PUCT.
 */
class DeepPlayersTest {

    private final Game connectFour = Games.byId("connect-four").orElseThrow();

    @Test
    void specsParseWithDefaultsAndRefuseBadOptions() {
        assertEquals("deep:sims=800", PlayerSpec.parse("deep:sims=800").toString());
        assertEquals("net", PlayerSpec.parse("net").toString());
        assertTrue(PlayerSpec.parse("deep").needsNetwork());
        assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("net:sims=3"));
        assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("deep:sims=0"));
        assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("deep:reuse"));
        IllegalArgumentException ttt = assertThrows(
                IllegalArgumentException.class,
                () -> PlayerSpec.parse("deep").create(Games.byId("tic-tac-toe").orElseThrow(), 1));
        assertTrue(
                ttt.getMessage().contains("tic-tac-toe has no policy/value network; the games with one: connect-four"),
                ttt.getMessage());
    }

    @Test
    void guidedByPuctTheShippedNetworkWinsAndBlocks() {
        // Red (to move) has 1-2-3 on the bottom row: column 4 wins at once.
        assertPlays("152637", "4");
        // Yellow (to move) must block red's 1-2-3: column 4.
        assertPlays("17273", "4");
    }

    @Test
    void aSeededDeepPlayerRepeatsItsSearch() {
        State s = position("4455");
        Player.Decision a =
                PlayerSpec.parse("deep:sims=200").create(connectFour, 7).decide(s);
        Player.Decision b =
                PlayerSpec.parse("deep:sims=200").create(connectFour, 7).decide(s);
        assertEquals(a.move(), b.move());
        assertEquals(
                DecisionJson.members(s, a).replaceAll("\"simulationsPerSecond\":\\d+", ""),
                DecisionJson.members(s, b).replaceAll("\"simulationsPerSecond\":\\d+", ""));
        assertTrue(Networks.connectFour().parameters() > 1000, "a real network is shipped");
    }

    private void assertPlays(String moves, String expected) {
        State s = position(moves);
        for (String spec : new String[] {"deep:sims=200", "deep:sims=800"}) {
            assertEquals(
                    expected,
                    s.formatMove(PlayerSpec.parse(spec)
                            .create(connectFour, 1)
                            .decide(s)
                            .move()),
                    spec + " at " + moves);
        }
    }

    private State position(String moves) {
        return PuctTest.connectFour(moves);
    }
}
