package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** Each player text parses to its own kind's record, with the defaults users are told about. */
class PlayerSpecTest {

    @Test
    void eachKindHasItsRecordAndDefaults() {
        PlayerSpec.UctSpec uct = (PlayerSpec.UctSpec) PlayerSpec.parse("uct");
        assertEquals(1000, uct.simulations());
        assertEquals(Math.sqrt(2), uct.c());
        assertTrue(uct.solver());
        assertFalse(uct.reuse());
        PlayerSpec.UctSpec plain = (PlayerSpec.UctSpec) PlayerSpec.parse("uct:sims=10,c=2,plain,reuse");
        assertEquals(10, plain.simulations());
        assertEquals(2.0, plain.c());
        assertFalse(plain.solver());
        assertTrue(plain.reuse());
        assertEquals("uct:c=2,plain,reuse,sims=10", plain.toString(), "the name keeps the options as typed, sorted");
        PlayerSpec.DeepMctsSpec deep = (PlayerSpec.DeepMctsSpec) PlayerSpec.parse("deep:plain");
        assertEquals(PlayerSpec.DEEP_SIMULATIONS, deep.simulations());
        assertEquals(PlayerSpec.DEEP_C, deep.c());
        assertFalse(deep.solver());
        assertEquals(4, ((PlayerSpec.MinimaxSpec) PlayerSpec.parse("minimax")).depth());
        assertTrue(PlayerSpec.parse("net") instanceof PlayerSpec.NetSpec);
        assertTrue(PlayerSpec.parse("perfect") instanceof PlayerSpec.PerfectSpec);
        assertTrue(PlayerSpec.parse("random") instanceof PlayerSpec.RandomSpec);
    }

    @Test
    void plainUctReportsNoProofs() {
        // X (1, 2) to move wins by 3: without MCTS-Solver the search plays it but proves nothing.
        State s = Games.byId("tic-tac-toe").orElseThrow().newInitialState(MoveStrings.instanceId("1425"));
        Player.Decision plain =
                PlayerSpec.parse("uct:sims=100,plain").create(s.game(), 1).decide(s);
        assertEquals("3", s.formatMove(plain.move()));
        String plainJson = DecisionJson.members(s, plain);
        assertFalse(plainJson.contains("proven"), plainJson);
        Player.Decision solving =
                PlayerSpec.parse("uct:sims=100").create(s.game(), 1).decide(s);
        String solvingJson = DecisionJson.members(s, solving);
        assertTrue(solvingJson.contains("\"proven\":\"win\""), solvingJson);
    }
}
