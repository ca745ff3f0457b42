package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.TicTacToeSolver;

/** Matches: who wins what they should, alternating starts, a seed fixing the result, specs parsed once. */
class MatchTest {

    private static final Game TIC_TAC_TOE = Games.byId("tic-tac-toe").orElseThrow();

    private static Match.Result match(String first, String second, int games, long seed, boolean fixed) {
        return Match.play(
                TIC_TAC_TOE.newInitialState("start"),
                PlayerSpec.parse(first),
                PlayerSpec.parse(second),
                games,
                seed,
                fixed);
    }

    @Test
    void aMatchFromAPositionStartsThere() {
        // X (to move) wins at once in 1425: the side to move at the position wins every game. A
        // match once started from the empty board whatever the position (bin/arena match --position).
        Match.Result r = Match.play(
                TIC_TAC_TOE.newInitialState(MoveStrings.instanceId("1425")),
                PlayerSpec.parse("perfect"),
                PlayerSpec.parse("perfect"),
                6,
                1,
                false);
        assertEquals(
                List.of(6, 3, 3, 0),
                List.of(r.games(), r.firstWins(), r.secondWins(), r.draws()),
                "each side wins the games it is to move in");
        assertEquals(3, r.first().moves(), "one move a game for the side that starts it");
    }

    @Test
    void perfectPlayersSharingOneSolverPlayAsWithTheirOwn() {
        PlayerSpec uct = PlayerSpec.parse("uct:sims=50");
        PlayerSpec perfect = PlayerSpec.parse("perfect");
        Match.Result own = Match.play(TIC_TAC_TOE.newInitialState("start"), uct, perfect, 10, 5, false, null, null);
        Match.Result shared = Match.play(
                TIC_TAC_TOE.newInitialState("start"), uct, perfect, 10, 5, false, new TicTacToeSolver(), null);
        assertEquals(own, shared);
    }

    @Test
    void thePerfectPlayerNeverLosesAndDrawsItself() {
        Match.Result vsRandom = match("perfect", "random", 60, 1, false);
        assertEquals(0, vsRandom.secondWins(), "random never beats perfect play");
        assertTrue(vsRandom.firstWins() > 40, "and mostly loses: " + vsRandom);
        Match.Result self = match("perfect", "perfect", 20, 1, false);
        assertEquals(20, self.draws(), "tic-tac-toe is a draw");
    }

    @Test
    void uctWithASolidBudgetHoldsTheDrawAndBeatsRandom() {
        Match.Result vsPerfect = match("uct:sims=2000,c=1.414", "perfect", 20, 1, false);
        assertEquals(0, vsPerfect.firstWins());
        assertTrue(vsPerfect.secondWins() <= 2, vsPerfect.toString());
        Match.Result vsRandom = match("uct:sims=500,c=1.414", "random", 40, 2, false);
        assertEquals(0, vsRandom.secondWins(), vsRandom.toString());
    }

    @Test
    void theFirstMoveMattersSoStartsAlternateUnlessFixed() {
        // Random against random: the starting player wins about twice as often as the other.
        Match.Result fixed = match("random", "random", 2000, 3, true);
        assertTrue(fixed.firstWins() > 1.5 * fixed.secondWins(), fixed.toString());
        Match.Result alternating = match("random", "random", 2000, 3, false);
        assertTrue(Math.abs(alternating.firstWins() - alternating.secondWins()) < 120, alternating.toString());
    }

    @Test
    void aSeedFixesTheMatch() {
        assertEquals(
                match("uct:sims=50,c=1.414", "minimax:depth=2", 30, 9, false),
                match("uct:sims=50,c=1.414", "minimax:depth=2", 30, 9, false));
    }

    @Test
    void badSpecsNameWhatIsWrong() {
        for (String bad : new String[] {
            "",
            "alphazero",
            "uct:sims=0",
            "uct:sims=ten",
            "uct:c=-1",
            "uct:reuse=yes",
            "minimax:depth=99",
            "random:sims=3",
            "uct:sims=5,sims=6",
            "uct:budget=5"
        }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse(bad), bad);
            assertTrue(!e.getMessage().isBlank());
        }
        assertEquals(
                "uct:c=2,reuse,sims=10",
                PlayerSpec.parse("uct:sims=10,c=2,reuse").toString());
    }
}
