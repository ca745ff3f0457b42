package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/** The start position and the catalogue facts of both games. */
class InitialCrossTest {

    static List<Game> games() {
        return List.of(MorpionGame.touching(), MorpionGame.disjoint());
    }

    @ParameterizedTest
    @MethodSource("games")
    void crossHas28LegalMovesSplitByDirection(Game game) {
        State cross = game.newInitialState("cross");
        int[] moves = new int[game.maxLegalMoves()];
        int n = cross.legalMoves(moves);

        Map<Character, Integer> byDirection = new HashMap<>();
        for (int i = 0; i < n; i++) {
            char dir = cross.formatMove(moves[i]).split(" ")[1].charAt(0);
            byDirection.merge(dir, 1, Integer::sum);
        }
        assertEquals(28, n);
        assertEquals(28, cross.legalMoveCount());
        assertEquals(Map.of('-', 12, '|', 12, '\\', 2, '/', 2), byDirection);
    }

    @ParameterizedTest
    @MethodSource("games")
    void crossIsAFreshGame(Game game) {
        State cross = game.newInitialState(game.defaultInstance());

        assertEquals(0, cross.moveCount());
        assertEquals(0, cross.score());
        assertFalse(cross.isTerminal());
        assertEquals("cross", cross.instanceId());
        assertEquals(List.of("cross"), game.instances());
        assertEquals("cross", game.instanceSyntax());
    }

    @ParameterizedTest
    @MethodSource("games")
    void drawingShowsTheCrossWithPentasolAxes(Game game) {
        String drawing = game.newInitialState("cross").render();

        assertEquals(36, drawing.chars().filter(c -> c == '#').count());
        assertTrue(drawing.contains("25 . . . # # # # . . ."), drawing);
        assertTrue(drawing.contains("28 # # # # . . # # # #"), drawing);
    }

    @ParameterizedTest
    @MethodSource("games")
    void unknownInstanceIsRefusedWithTheValidName(Game game) {
        UnknownInstanceException e =
                assertThrows(UnknownInstanceException.class, () -> game.newInitialState("pentagon"));
        assertTrue(e.getMessage().contains("\"cross\""), e.getMessage());
        assertThrows(UnknownInstanceException.class, () -> game.newInitialState(null));
    }

    @ParameterizedTest
    @MethodSource("games")
    void newStatesAreIndependent(Game game) {
        State a = game.newInitialState("cross");
        State b = game.newInitialState("cross");
        a.play(a.readMove("(28,29) | -2").move());

        assertEquals(28, b.legalMoveCount());
        assertEquals(0, b.moveCount());
    }

    @org.junit.jupiter.api.Test
    void catalogueNamesAndBounds() {
        assertEquals("morpion-5t", MorpionGame.touching().id());
        assertEquals("Morpion Solitaire 5T (touching)", MorpionGame.touching().title());
        assertEquals("morpion-5d", MorpionGame.disjoint().id());
        assertEquals("Morpion Solitaire 5D (disjoint)", MorpionGame.disjoint().title());
        assertEquals(485, MorpionGame.touching().maxGameLength());
        assertTrue(MorpionGame.disjoint().maxGameLength() >= 84);
        assertEquals("Pentasol", MorpionGame.touching().solutionFormat().name());
        assertEquals(
                "\"variant\":\"5D\",\"legalMoves\":28",
                MorpionGame.disjoint().newInitialState("cross").detailsJson());
    }
}
