package org.puzzlearena.rules.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/** Tic-tac-toe's rules against the numbers full enumeration gives (5,478 positions, 255,168 games). */
class TicTacToeRulesTest {

    private static final TicTacToeGame GAME = TicTacToeGame.get();

    private long games;
    private long xWins;
    private long oWins;
    private long draws;
    private final Set<String> positions = new HashSet<>();

    @Test
    void enumerationGivesTheKnownCounts() {
        walk(GAME.newInitialState("start"));
        assertEquals(5478, positions.size(), "legal positions, the empty board included");
        assertEquals(255_168, games);
        assertEquals(131_184, xWins);
        assertEquals(77_904, oWins);
        assertEquals(46_080, draws);
    }

    private void walk(State s) {
        positions.add(s.render());
        if (s.isTerminal()) {
            games++;
            int r = s.returns(0);
            if (r > 0) {
                xWins++;
            } else if (r < 0) {
                oWins++;
            } else {
                draws++;
            }
            return;
        }
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.play(moves[i]);
            walk(c);
        }
    }

    @Test
    void aPositionIsItsMoveStringAndAnInstance() {
        TicTacToeState s = (TicTacToeState) GAME.newInitialState("start/519");
        assertEquals("519", s.moveString());
        assertEquals(0, s.moveCount(), "the instance's moves are its own, not the player's");
        assertEquals(1, s.currentPlayer(), "O to move after three marks");
        assertEquals(0, s.lastPlayer());
        assertEquals("O . .\n. X .\n. . X\nO to move\n", s.render());
    }

    @Test
    void badPositionsNameTheFirstBadMoveAndWhy() {
        UnknownInstanceException taken =
                assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState("start/515"));
        assertTrue(taken.getMessage().contains("move 2 ('5'): cell 5 is taken"), taken.getMessage());
        UnknownInstanceException over =
                assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState("start/1425367"));
        assertTrue(over.getMessage().contains("move 5 ('6'): the game is over"), over.getMessage());
        assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState("start/0"));
        assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState("begin"));
        ReplayResult.Invalid invalid =
                assertInstanceOf(ReplayResult.Invalid.class, Replay.moves(GAME, "start", List.of("5", "1", "5")));
        assertEquals(2, invalid.moveIndex());
        assertEquals("cell 5 is taken", invalid.reason());
    }

    @Test
    void threeInARowWinsForTheMoverOnly() {
        // X: 1 2 3 across the top; O: 4 5.
        State s = GAME.newInitialState("start/14253");
        assertTrue(s.isTerminal());
        assertEquals(1, s.returns(0));
        assertEquals(-1, s.returns(1));
        assertEquals(0, s.lastPlayer(), "X made the winning move");
        assertTrue(s.positionJson().contains("\"line\":[1,2,3]"), s.positionJson());
        State diagonal = GAME.newInitialState("start/132597");
        assertEquals(1, diagonal.returns(1), "O's anti-diagonal 3 5 7");
        assertEquals(0, GAME.newInitialState("start/123547869").returns(0), "a full board without a line is a draw");
        assertTrue(GAME.newInitialState("start/123547869").isTerminal());
    }
}
