package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** An arena game is a function of its seed: played twice it is the same game, and a changed move is found. */
class SeededGameTest {

    private static State start(String game) {
        Game g = Games.byId(game).orElseThrow();
        return g.newInitialState(g.defaultInstance());
    }

    private static List<String> moves(SeededGame.Played p) {
        return p.moves().stream().map(SeededGame.TimedMove::move).toList();
    }

    @Test
    void theSameSeedPlaysTheSameConnectFourGameAndItReproduces() {
        State start = start("connect-four");
        PlayerSpec a = PlayerSpec.parse("uct:sims=200");
        PlayerSpec b = PlayerSpec.parse("minimax:depth=2");
        SeededGame.Played one = SeededGame.play(start, a, b, 42, 2, null);
        SeededGame.Played two = SeededGame.play(start, a, b, 42, 2, null);
        assertEquals(one.opening(), two.opening());
        assertEquals(moves(one), moves(two));
        assertEquals(one.result(), two.result());
        assertEquals(2, one.opening().size());
        assertTrue(one.moves().stream().allMatch(m -> m.cpuMs() >= 0 && m.wallMs() >= 0));

        SeededGame.Reproduction r =
                SeededGame.reproduce(start, a, b, 42, 2, one.opening(), moves(one), one.result(), null);
        assertTrue(r.reproduced(), r.toString());
        assertEquals(one.moves().size(), r.plies());
    }

    @Test
    void aPairSharesItsOpeningAndAnotherSeedPlaysAnotherGame() {
        State start = start("connect-four");
        PlayerSpec a = PlayerSpec.parse("uct:sims=100");
        PlayerSpec b = PlayerSpec.parse("random");
        SeededGame.Played ab = SeededGame.play(start, a, b, 7, 2, null);
        SeededGame.Played ba = SeededGame.play(start, b, a, 7, 2, null);
        assertEquals(ab.opening(), ba.opening(), "both games of a pair start from the seed's opening");
        assertEquals("uct:sims=100", ab.first());
        assertEquals("uct:sims=100", ba.second());
        List<List<String>> others = new ArrayList<>();
        for (long seed = 8; seed < 12; seed++) {
            others.add(moves(SeededGame.play(start, a, b, seed, 2, null)));
        }
        assertTrue(others.stream().anyMatch(m -> !m.equals(moves(ab))), "other seeds play other games");
    }

    @Test
    void aChangedStoredMoveIsTheFirstDifferingPly() {
        State start = start("tic-tac-toe");
        PlayerSpec a = PlayerSpec.parse("uct:sims=50");
        PlayerSpec b = PlayerSpec.parse("random");
        SeededGame.Played p = SeededGame.play(start, a, b, 3, 2, null);
        List<String> stored = new ArrayList<>(moves(p));
        State s = start.copy();
        for (String m : p.opening()) {
            s.play(s.readMove(m).move());
        }
        s.play(s.readMove(stored.get(0)).move());
        // Another legal move at ply 1 than the one played.
        String other = null;
        int[] buffer = new int[9];
        int n = s.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
            if (!s.formatMove(buffer[i]).equals(stored.get(1))) {
                other = s.formatMove(buffer[i]);
                break;
            }
        }
        stored.set(1, other);
        SeededGame.Reproduction r = SeededGame.reproduce(start, a, b, 3, 2, p.opening(), stored, p.result(), null);
        assertFalse(r.reproduced());
        assertEquals(1, r.firstDifferingPly());
        assertEquals(other, r.stored());
        assertEquals(moves(p).get(1), r.replayed());

        SeededGame.Reproduction wrongOpening =
                SeededGame.reproduce(start, a, b, 3, 2, List.of("5", "1"), moves(p), p.result(), null);
        if (!p.opening().equals(List.of("5", "1"))) {
            assertFalse(wrongOpening.reproduced());
            assertFalse(wrongOpening.openingSame());
        }
        SeededGame.Reproduction wrongResult =
                SeededGame.reproduce(start, a, b, 3, 2, p.opening(), moves(p), p.result() == 1 ? -1 : 1, null);
        assertFalse(wrongResult.reproduced());
        assertFalse(wrongResult.resultSame());
    }

    @Test
    void theProofCountsOnlyWhatTheRulesConfirm() {
        State start = start("tic-tac-toe");
        // X: 1 5 9 ... a diagonal win for the first player: 1, 2, 5, 3, 9.
        assertEquals(new GameProof.Proven(1), GameProof.check(start, List.of("1", "2"), List.of("5", "3", "9"), 1));
        GameProof.Outcome occupied = GameProof.check(start, List.of("1", "2"), List.of("2", "3", "9"), 1);
        GameProof.Refused r = assertInstanceOf(GameProof.Refused.class, occupied);
        assertEquals(2, r.ply(), "the third move of the line (opening included) is the illegal one");
        assertTrue(r.reason().startsWith("move 2 (2) is illegal"), r.reason());
        GameProof.Refused unfinished =
                assertInstanceOf(GameProof.Refused.class, GameProof.check(start, List.of("1", "2"), List.of("5"), 0));
        assertTrue(unfinished.reason().contains("not over"), unfinished.reason());
        GameProof.Refused wrongResult = assertInstanceOf(
                GameProof.Refused.class, GameProof.check(start, List.of("1", "2"), List.of("5", "3", "9"), 0));
        assertNotEquals(-1, wrongResult.reason().indexOf("reported result"));
        GameProof.Refused afterTheEnd = assertInstanceOf(
                GameProof.Refused.class, GameProof.check(start, List.of("1", "2"), List.of("5", "3", "9", "4"), 1));
        assertEquals(5, afterTheEnd.ply());
    }
}
