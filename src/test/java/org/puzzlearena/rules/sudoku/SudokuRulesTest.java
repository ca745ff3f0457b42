package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** The constraint model: domains, the smallest-domain branching, when the search ends, the score. */
class SudokuRulesTest {

    private final SudokuGame game = new SudokuGame();

    /**
     * Row 1 holds 0..D in columns 1-14; F stands in column 16 further down. So r1c16 can only be E
     * and r1c15 can be E or F.
     */
    private static final String NEAR_CONTRADICTION =
            "0123456789ABCD.." + ".".repeat(48) + "...............F" + ".".repeat(256 - 80);

    @Test
    void legalMovesAreTheValuesOfTheSmallestDomainCellLowestIndexFirst() {
        State s = game.newInitialState("grid/" + NEAR_CONTRADICTION);
        int[] moves = new int[16];
        int n = s.legalMoves(moves);
        assertEquals(1, n);
        assertEquals("r1c16=E", s.formatMove(moves[0]));
        assertEquals(1, s.legalMoveCount());
    }

    @Test
    void aPersonsMoveThatEmptiesAnotherDomainEndsTheSearchWithTheFilledCount() {
        State s = game.newInitialState("grid/" + NEAR_CONTRADICTION);
        assertEquals(15, s.score());
        MoveCheck check = s.readMove("r1c15=E");
        assertTrue(check.isOk(), check.error());
        s.play(check.move());
        assertTrue(s.isTerminal(), "r1c16 has no symbol left");
        assertEquals(16, s.score());
        assertEquals(0, s.legalMoveCount());
        assertEquals(0, s.legalMoves(new int[16]));
        assertTrue(s.detailsJson().contains("\"solved\":false"));
        assertTrue(s.detailsJson().contains("\"filled\":16"));
        MoveCheck after = s.readMove("r2c1=5");
        assertFalse(after.isOk());
        assertTrue(after.error().contains("r1c16 has no possible symbol left"), after.error());
    }

    @Test
    void branchingMatchesABruteForceSmallestDomainAtEveryStepOfManyPlayouts() {
        SplitMix64 rng = new SplitMix64(7);
        int[] moves = new int[16];
        for (String id : new String[] {"generated/1", "generated/2/80", "generated/3/40", "grid/" + ".".repeat(256)}) {
            State initial = game.newInitialState(id);
            for (int playout = 0; playout < 20; playout++) {
                State s = initial.copy();
                while (true) {
                    int[] expected = bruteForceLegalMoves((SudokuState) s);
                    int n = s.legalMoves(moves);
                    assertArrayEquals(expected, Arrays.copyOf(moves, n), id + " after " + s.moveCount() + " moves");
                    assertEquals(n, s.legalMoveCount());
                    assertEquals(n == 0, s.isTerminal());
                    if (n == 0) {
                        break;
                    }
                    int m = s.randomMove(rng, moves);
                    assertTrue(Arrays.stream(expected).anyMatch(x -> x == m), "random move is legal");
                    s.play(m);
                }
                assertEquals(filledCells((SudokuState) s), s.score());
            }
        }
    }

    @Test
    void randomMoveReachesEveryValueOfTheBranchingCell() {
        State s = game.newInitialState("grid/" + ".".repeat(256));
        int[] buffer = new int[16];
        SplitMix64 rng = new SplitMix64(1);
        int[] hits = new int[16];
        for (int i = 0; i < 16_000; i++) {
            int m = s.randomMove(rng, buffer);
            assertEquals(0, m >> 4, "the empty grid branches on r1c1");
            hits[m & 15]++;
        }
        for (int v = 0; v < 16; v++) {
            assertTrue(hits[v] > 800 && hits[v] < 1200, "value " + v + " drawn " + hits[v] + " times of 16000");
        }
    }

    @Test
    void aFullValidGridIsTerminalAndSolvedFromTheStart() {
        State s = game.newInitialState("generated/5/0");
        assertTrue(s.isTerminal());
        assertEquals(256, s.score());
        assertTrue(s.detailsJson().contains("\"solved\":true"));
        assertFalse(s.readMove("r1c1=0").isOk());
    }

    @Test
    void copiesAreIndependent() {
        State a = game.newInitialState("generated/2");
        State b = a.copy();
        int[] moves = new int[16];
        a.legalMoves(moves);
        a.play(moves[0]);
        assertEquals(0, b.moveCount());
        assertEquals(a.score() - 1, b.score());
        assertEquals(game.newInitialState("generated/2").render(), b.render());
        State c = a.copy();
        assertEquals(a.render(), c.render());
        assertEquals(a.moveAt(0), c.moveAt(0));
    }

    @Test
    void moveCodesDoNotDependOnThePosition() {
        State s = game.newInitialState("generated/4");
        int m = 255 * 16 + 15;
        assertEquals("r16c16=F", s.formatMove(m));
        assertEquals(m, s.moveCode(m));
    }

    @Test
    void renderDrawsTheGridWithBoxRules() {
        String text = game.newInitialState("grid/" + NEAR_CONTRADICTION).render();
        String[] lines = text.split("\n");
        assertEquals(16 + 3 + 1, lines.length);
        assertEquals("0 1 2 3 | 4 5 6 7 | 8 9 A B | C D . .", lines[0]);
        assertEquals("--------+---------+---------+--------", lines[4]);
        assertTrue(lines[19].contains("15 of 256"), lines[19]);
    }

    /** Domains recomputed from scratch: the symbols no peer holds. */
    private static int[] bruteForceLegalMoves(SudokuState s) {
        int best = -1;
        int bestDomain = 0;
        int bestSize = 17;
        for (int cell = 0; cell < 256; cell++) {
            if (s.valueAt(cell) >= 0) {
                continue;
            }
            int domain = 0xFFFF;
            for (int other = 0; other < 256; other++) {
                boolean peer = other != cell
                        && (other / 16 == cell / 16
                                || other % 16 == cell % 16
                                || (other / 64 == cell / 64 && (other % 16) / 4 == (cell % 16) / 4));
                if (peer && s.valueAt(other) >= 0) {
                    domain &= ~(1 << s.valueAt(other));
                }
            }
            int size = Integer.bitCount(domain);
            if (size == 0) {
                return new int[0];
            }
            if (size < bestSize) {
                bestSize = size;
                best = cell;
                bestDomain = domain;
            }
        }
        if (best < 0) {
            return new int[0];
        }
        int[] out = new int[bestSize];
        int n = 0;
        for (int v = 0; v < 16; v++) {
            if ((bestDomain & (1 << v)) != 0) {
                out[n++] = best * 16 + v;
            }
        }
        return out;
    }

    private static int filledCells(SudokuState s) {
        int n = 0;
        for (int cell = 0; cell < 256; cell++) {
            if (s.valueAt(cell) >= 0) {
                n++;
            }
        }
        return n;
    }
}
