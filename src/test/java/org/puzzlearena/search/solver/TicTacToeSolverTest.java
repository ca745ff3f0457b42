package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;

/** The tic-tac-toe solver against the known facts and against plain minimax on every position. */
class TicTacToeSolverTest {

    private static final TicTacToeGame GAME = TicTacToeGame.get();
    private final TicTacToeSolver solver = new TicTacToeSolver();

    private Analysis analyse(String moves) {
        return solver.analyse(GAME.newInitialState(MoveStrings.instanceId(moves)), Long.MAX_VALUE);
    }

    private static Map<String, Integer> byMove(Analysis a) {
        return a.moves().stream()
                .collect(Collectors.toMap(
                        Analysis.MoveScore::text, m -> m.score().lower()));
    }

    @Test
    void everyOpeningIsADraw() {
        Analysis start = analyse("");
        assertEquals(0, start.exactScore());
        assertEquals(9, start.moves().size());
        start.moves().forEach(m -> assertEquals(0, m.score().lower(), "opening " + m.text()));
        assertEquals(0, start.toMove());
    }

    /** OpenSpiel's exact positions (cells (row, col) from the top left are cell digits 1-9 here). */
    @Test
    void openSpielsThreePositions() {
        // x(1,1) o(0,0) x(2,2): a draw, and the only drawing replies are o(0,2) and o(2,0).
        Analysis a = analyse("519");
        assertEquals(0, a.exactScore());
        assertEquals(1, a.toMove());
        Map<String, Integer> scores = byMove(a);
        assertEquals(
                List.of("3", "7"),
                scores.entrySet().stream()
                        .filter(e -> e.getValue() == 0)
                        .map(Map.Entry::getKey)
                        .sorted()
                        .toList());
        scores.forEach((move, score) -> assertTrue(score <= 0, move + " " + score));
        // ... o(1,0) x(2,0): every move for O loses.
        Analysis b = analyse("51947");
        assertTrue(b.exactScore() < 0);
        b.moves().forEach(m -> assertTrue(m.score().lower() < 0, "O's " + m.text() + " loses"));
        // x(1,0) o(2,2): X wins, with x(2,0) the winning move.
        Analysis c = analyse("49");
        assertTrue(c.exactScore() > 0);
        assertTrue(byMove(c).get("7") > 0, "x(2,0) wins");
        assertEquals(c.exactScore(), byMove(c).get("7"), "and it is the best move");
    }

    @Test
    void aWinSoonerScoresHigher() {
        // X has 1 and 2: playing 3 wins with its third mark (score 3).
        Analysis a = analyse("1425");
        assertEquals(3, byMove(a).get("3"));
        assertEquals(3, a.exactScore());
    }

    @Test
    void everyPositionAgreesWithPlainMinimax() {
        Map<String, Integer> seen = new HashMap<>();
        PlainNegamax plain = new PlainNegamax(6);
        walk(GAME.newInitialState("start"), 0, plain, seen);
        assertEquals(5478, seen.size(), "every legal position checked");
    }

    private void walk(State s, int pieces, PlainNegamax plain, Map<String, Integer> seen) {
        if (seen.containsKey(s.render())) {
            return;
        }
        int expected = plain.score(s, pieces);
        assertEquals(expected, solver.score(s), s.render());
        seen.put(s.render(), expected);
        int[] moves = new int[9];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.play(moves[i]);
            walk(c, pieces + 1, plain, seen);
        }
    }
}
