package org.puzzlearena.cli.reproduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The NMCS paper's SameGame table is typed in by hand: its printed totals catch a typo. */
class SameGamePaperTableTest {

    @Test
    void thePaperTotalsAreTheSumOfItsRows() {
        for (int column = 0; column < 4; column++) {
            int sum = 0;
            for (int p = 1; p <= SameGamePaperTable.POSITIONS; p++) {
                sum += SameGamePaperTable.score(p, column);
            }
            assertEquals(SameGamePaperTable.PAPER_TOTALS[column], sum, "column " + column);
        }
    }
}
