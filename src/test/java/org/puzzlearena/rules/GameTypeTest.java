package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A game's facts are checked when the game declares them, so a wrong one fails at start-up, not in a page. */
class GameTypeTest {

    @Test
    void aGameDeclaresOneOrTwoPlayersAndASupportedDefaultPolicy() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameType("chess", 3, ResultKind.WIN_DRAW_LOSS, "uniform", List.of("uniform"), List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> GameType.puzzle("Same Game"),
                "a family is a short lower-case name");
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameType("x", 1, ResultKind.SCORE, "tabu", List.of("uniform"), List.of()),
                "the default is a policy of the game");
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameType("x", 1, ResultKind.SCORE, "tabu", List.of("tabu"), List.of()),
                "uniform is always there, first");
        GameType sameGame = GameType.puzzle("samegame").withDefaultPolicy("tabu");
        assertEquals(List.of("uniform", "tabu"), sameGame.policies());
        assertEquals(GameType.twoPlayer("connect-four").result(), ResultKind.WIN_DRAW_LOSS);
    }

    @Test
    void seededIdsLeaveOutTheDefaultsAtTheEnd() {
        InstanceGenerator g = InstanceGenerator.seeded(
                "random",
                "",
                new InstanceGenerator.Parameter("size", "<c>x<r>x<k>", "4x4x2", ""),
                new InstanceGenerator.Parameter("extra", "<n>", "1", ""));
        assertEquals("random/9", g.seededId(9, Arrays.asList(null, null)));
        assertEquals("random/9/4x4x2", g.seededId(9, Arrays.asList("4x4x2", null)));
        assertEquals("random/9/4x4x2/1", g.seededId(9, List.of("4x4x2", "1")));
        assertEquals("grid/01,10", InstanceGenerator.board("grid", "").boardId(List.of("01", "10")));
        GameType t = GameType.puzzle("samegame").withGenerator(g);
        assertEquals(g, t.generator(InstanceGenerator.Kind.SEEDED));
        assertNull(t.generator(InstanceGenerator.Kind.BOARD));
        assertTrue(t.generators().contains(g));
    }
}
