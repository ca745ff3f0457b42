package org.puzzlearena.search.deep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/** The portable exp and tanh agree with the JDK's to double precision over the network's range and beyond. */
class PortableMathTest {

    @Test
    void expAndTanhMatchTheJdkToAFewUlps() {
        SplitMix64 rng = new SplitMix64(1);
        for (int i = 0; i < 200_000; i++) {
            double x = (rng.nextDouble() - 0.5) * 100;
            double e = Math.exp(x);
            assertTrue(Math.abs(PortableMath.exp(x) - e) <= 4 * Math.ulp(e), "exp(" + x + ")");
            double t = Math.tanh(x);
            assertTrue(Math.abs(PortableMath.tanh(x) - t) <= 1e-15, "tanh(" + x + ")");
        }
        assertEquals(1.0, PortableMath.exp(0));
        assertEquals(0.0, PortableMath.tanh(0));
        assertEquals(0.0, PortableMath.exp(-1000));
        assertEquals(Double.POSITIVE_INFINITY, PortableMath.exp(1000));
        assertEquals(-PortableMath.tanh(0.37), PortableMath.tanh(-0.37), "odd");
        assertEquals(Math.E, PortableMath.exp(1), 2 * Math.ulp(Math.E));
    }
}
