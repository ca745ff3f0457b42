package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A CPU-time budget and its wall-clock cap: the budget ends a search on the CPU time its threads
 * used, the cap ends one whose threads get little CPU (a busy server must not be held for ever).
 * Only relations are asserted (used at least what was allowed, stopped by the right clock), never
 * how long anything took, so a loaded machine cannot make them fail.
 */
class CpuBudgetTest {

    /** Where the spinning loop's work goes, so that the JIT cannot drop it. */
    private static volatile long sink;

    /** A search step that only burns CPU, checking the budget as a search does between playouts. */
    private static void spinUntilStopped(SearchContext ctx) {
        long work = 0;
        while (!ctx.shouldStop()) {
            for (int i = 0; i < 10_000; i++) {
                work += i ^ work;
            }
            ctx.tick();
        }
        sink = work;
    }

    @Test
    void aCpuBudgetStopsOnTheCpuTimeItsThreadsUsed() {
        double cpuSeconds = 0.05;
        double cap = 120; // far beyond what 0.05 CPU-s takes even on a loaded machine
        SearchContext ctx = new SearchContext(Budget.ofCpuSeconds(cpuSeconds).withWallCap(cap), null);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> spinUntilStopped(ctx));
        SearchResult r = ctx.finish();
        assertEquals(StopReason.TIME, r.stopReason());
        assertTrue(ctx.cpuNanos() >= cpuSeconds * 1e9, "CPU used " + ctx.cpuNanos() + " ns");
        assertTrue(r.elapsedNanos() < cap * 1e9, "the CPU budget ended it, not the wall cap");
    }

    @Test
    void theWallCapStopsACpuBudgetWhoseThreadsGetLittleCpu() {
        double cpuSeconds = 60;
        double cap = 0.2;
        SearchContext ctx = new SearchContext(Budget.ofCpuSeconds(cpuSeconds).withWallCap(cap), null);
        // Sleeping stands for a machine that gives the search's thread almost no CPU.
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            while (!ctx.shouldStop()) {
                Thread.sleep(10);
                ctx.tick();
            }
        });
        SearchResult r = ctx.finish();
        assertEquals(StopReason.TIME, r.stopReason());
        assertTrue(r.elapsedNanos() >= cap * 1e9, "stopped after " + r.elapsedNanos() + " ns");
        assertTrue(ctx.cpuNanos() < cpuSeconds * 1e9, "the cap ended it, not the CPU budget");
    }

    @Test
    void withoutACapACpuBudgetIgnoresTheWallClock() {
        Budget b = Budget.ofCpuSeconds(0.5);
        assertEquals(Double.POSITIVE_INFINITY, b.wallSeconds());
        SearchContext ctx = new SearchContext(b, null);
        ctx.tick();
        assertFalse(ctx.shouldStop());
        assertTrue(ctx.cpuNanos() >= 0);
    }

    @Test
    void theWallSecondsAreTheSoonerWallLimit() {
        assertEquals(20, Budget.ofSeconds(20).wallSeconds());
        assertEquals(10, Budget.ofSeconds(20).withWallCap(10).wallSeconds());
        assertEquals(60, Budget.ofCpuSeconds(30).withWallCap(60).wallSeconds());
        assertEquals(60, Budget.ofCpuSeconds(90).withWallCap(60).wallSeconds());
        assertEquals(
                60, Budget.ofCpuSeconds(90).withWallCap(60).withIterations(3).wallCapSeconds());
        assertTrue(Budget.ofCpuSeconds(30).withWallCap(60).cpuTime());
    }

    @Test
    void aWallCapMustBePositive() {
        assertThrows(
                IllegalArgumentException.class, () -> Budget.ofCpuSeconds(1).withWallCap(0));
        assertThrows(
                IllegalArgumentException.class, () -> Budget.ofCpuSeconds(1).withWallCap(Double.NaN));
    }

    @Test
    void aWallBudgetHasNoCpuClock() {
        SearchContext ctx = new SearchContext(Budget.ofSeconds(60), null);
        ctx.tick();
        assertEquals(-1, ctx.cpuNanos());
    }
}
