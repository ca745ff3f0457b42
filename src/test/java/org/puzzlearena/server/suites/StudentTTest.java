package org.puzzlearena.server.suites;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The comparison's 95% intervals: the t quantiles of the tables, and the half-width they make. */
class StudentTTest {

    @Test
    void theQuantilesAreTheTablesOnesAndApproachTheNormalOne() {
        assertEquals(12.706, StudentT.quantile975(1), 1e-9);
        assertEquals(2.228, StudentT.quantile975(10), 1e-9);
        assertEquals(2.042, StudentT.quantile975(30), 1e-9);
        // Beyond the table: t(0.975, 40) = 2.0211, t(0.975, 120) = 1.9799, t(0.975, 1000) = 1.9623.
        assertEquals(2.0211, StudentT.quantile975(40), 2e-4);
        assertEquals(1.9799, StudentT.quantile975(120), 2e-4);
        assertEquals(1.9623, StudentT.quantile975(1000), 2e-4);
    }

    @Test
    void theHalfWidthIsTTimesTheStandardErrorAndNoneForOneValue() {
        assertNull(StudentT.halfWidth95(new double[] {5}));
        assertNull(StudentT.halfWidth95(new double[] {}));
        // 10, 12, 14: mean 12, s = 2, standard error 2 / sqrt(3); t(2) = 4.303.
        assertEquals(4.303 * 2 / Math.sqrt(3), StudentT.halfWidth95(new double[] {10, 12, 14}), 1e-9);
        assertEquals(0.0, StudentT.halfWidth95(new double[] {7, 7}), 1e-12);
    }
}
