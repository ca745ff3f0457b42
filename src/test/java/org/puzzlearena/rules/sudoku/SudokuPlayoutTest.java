package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Random playouts on the bots' branching behave as a constraint search should. */
class SudokuPlayoutTest {

    private final SudokuGame game = new SudokuGame();

    @Test
    void seededRandomPlayoutsOftenSolveAnEasyInstance() {
        State initial = game.newInitialState("generated/3/30");
        SplitMix64 rng = new SplitMix64(2024);
        int[] buffer = new int[16];
        int solved = 0;
        for (int i = 0; i < 100; i++) {
            State s = initial.copy();
            while (!s.isTerminal()) {
                s.play(s.randomMove(rng, buffer));
            }
            if (s.score() == 256) {
                solved++;
            }
        }
        assertTrue(solved >= 50, solved + " of 100 playouts solved a 30%-empty grid");
    }

    @Test
    void playoutsOnAHardInstanceEndBetweenTheGivensAndAFullGrid() {
        State initial = game.newInitialState("generated/1");
        SplitMix64 rng = new SplitMix64(5);
        int[] buffer = new int[16];
        for (int i = 0; i < 200; i++) {
            State s = initial.copy();
            while (!s.isTerminal()) {
                s.play(s.randomMove(rng, buffer));
            }
            assertTrue(s.score() > initial.score() && s.score() <= 256);
            assertTrue(s.score() == initial.score() + s.moveCount(), "each move fills one cell");
        }
    }
}
