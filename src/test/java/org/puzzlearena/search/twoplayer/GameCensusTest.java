package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.catalog.Games;

/** The counts people quote for tic-tac-toe, walked by the rules (the lab shows them from this code). */
class GameCensusTest {

    @Test
    void ticTacToeFromTheEmptyBoard() {
        GameCensus c = GameCensus.of(Games.byId("tic-tac-toe").orElseThrow().newInitialState("start"));
        assertEquals(new GameCensus(5_478, 958, 255_168, 131_184, 77_904, 46_080), c);
    }
}
