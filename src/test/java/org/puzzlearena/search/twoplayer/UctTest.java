package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * UCT on small positions whose values are known: it plays proven wins, avoids proven losses, and
 * its values are those of the player making each move (the most common MCTS bug is a flipped sign,
 * so both players' sides are checked, with and without MCTS-Solver).
 */
class UctTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static State at(String game, String moves) {
        Game g = Games.byId(game).orElseThrow();
        return g.newInitialState(MoveStrings.instanceId(moves));
    }

    private static Player uct(String spec, long seed) {
        return PlayerSpec.parse(spec).create(Games.byId("tic-tac-toe").orElseThrow(), seed);
    }

    /** The decision's statistics as the pages and the CLI get them. */
    private static JsonNode details(State s, Player.Decision d) throws Exception {
        return JSON.readTree("{" + DecisionJson.members(s, d) + "}");
    }

    /** Decides {@code s} and reads the statistics. */
    private static JsonNode details(Player p, State s) throws Exception {
        return details(s, p.decide(s));
    }

    private static JsonNode child(JsonNode details, String move) {
        for (JsonNode c : details.get("children")) {
            if (c.get("move").asText().equals(move)) {
                return c;
            }
        }
        throw new AssertionError("no child " + move + " in " + details);
    }

    @Test
    void playsTheProvenWinForEitherPlayer() throws Exception {
        // X (1, 2) to move: 3 wins. O (4, 5) to move after X 1 2 9: 6 wins.
        for (String[] c : new String[][] {{"1425", "3"}, {"14259", "6"}}) {
            State s = at("tic-tac-toe", c[0]);
            for (long seed = 1; seed <= 5; seed++) {
                Player.Decision d = uct("uct:sims=200,c=1.414", seed).decide(s);
                assertEquals(c[1], s.formatMove(d.move()), c[0] + " seed " + seed);
                assertEquals("win", child(details(s, d), c[1]).get("proven").asText());
            }
        }
        State c4 = at("connect-four", "4455");
        String move = c4.formatMove(uct("uct:sims=800,c=1.414", 1).decide(c4).move());
        assertTrue(move.equals("3") || move.equals("6"), "4455: 3 and 6 make two threats at once, got " + move);
    }

    @Test
    void avoidsProvenLosses() throws Exception {
        // X has 1 and 2, O has 5: O must block at 3, every other move loses.
        State s = at("tic-tac-toe", "152");
        for (long seed = 1; seed <= 5; seed++) {
            Player.Decision d = uct("uct:sims=400,c=1.414", seed).decide(s);
            assertEquals("3", s.formatMove(d.move()), "seed " + seed);
            JsonNode details = details(s, d);
            int lossesProven = 0;
            for (JsonNode ch : details.get("children")) {
                if (!ch.get("move").asText().equals("3") && ch.has("proven")) {
                    assertEquals("loss", ch.get("proven").asText());
                    lossesProven++;
                }
            }
            assertTrue(lossesProven >= 3, "most losing moves are proven losses: " + details);
        }
    }

    @Test
    void valuesAreThoseOfThePlayerMakingTheMoveOnBothSidesWithAndWithoutTheSolver() throws Exception {
        for (String spec : new String[] {"uct:sims=300,c=1.414,plain", "uct:sims=300,c=1.414"}) {
            // X to move wins at 3; O to move wins at 6: the winning child is worth 1 to its mover.
            for (String[] c : new String[][] {{"1425", "3"}, {"14259", "6"}}) {
                JsonNode details = details(uct(spec, 3), at("tic-tac-toe", c[0]));
                JsonNode win = child(details, c[1]);
                assertEquals(1.0, win.get("value").asDouble(), 1e-9, spec + " " + c[0] + ": " + details);
            }
            // OpenSpiel's lost position: O to move after x5 o1 x9 o4 x7 (X threatens 3 and 8), every reply
            // of O loses, so no child can look good to O.
            JsonNode lost = details(uct(spec, 4), at("tic-tac-toe", "51947"));
            for (JsonNode ch : lost.get("children")) {
                assertTrue(ch.get("value").asDouble() < 0.5, spec + ": O's moves are bad for O: " + lost);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameSearchAndAnotherSeedAnotherOne() throws Exception {
        State s = at("connect-four", "44");
        String a = visits(uct("uct:sims=500,c=1.414,plain", 7), s);
        String b = visits(uct("uct:sims=500,c=1.414,plain", 7), s);
        String c = visits(uct("uct:sims=500,c=1.414,plain", 8), s);
        assertEquals(a, b);
        assertNotEquals(a, c);
    }

    private static String visits(Player p, State s) throws Exception {
        Player.Decision d = p.decide(s);
        return d.move() + " " + details(s, d).get("children").toString();
    }

    @Test
    void treeReuseKeepsTheSubtreeOfThePositionReached() throws Exception {
        Player p = uct("uct:sims=2000,c=1.414,reuse", 1);
        State s = at("connect-four", "");
        Player.Decision first = p.decide(s);
        s.play(first.move());
        s.play(3);
        JsonNode second = details(p, s);
        assertTrue(second.get("reused").asLong() > 0, "visits kept from the first search: " + second);
        Player fresh = uct("uct:sims=2000,c=1.414", 1);
        assertEquals(0, details(fresh, s).get("reused").asLong());
    }
}
