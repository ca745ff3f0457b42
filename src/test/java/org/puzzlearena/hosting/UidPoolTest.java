package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The uid pool hands each sandbox running at a time its own uid, and takes it back. */
class UidPoolTest {

    @TempDir
    Path locks;

    @Test
    void sandboxesRunningAtOnceGetDifferentUidsAndAReturnedUidIsHandedOutAgain() {
        UidPool pool = UidPool.parse("62000-62001", locks);
        try (UidPool.Lease a = pool.acquire(Duration.ZERO);
                UidPool.Lease b = pool.acquire(Duration.ZERO)) {
            assertNotEquals(a.uid(), b.uid());
            assertTrue(a.uid() >= 62000 && a.uid() <= 62001 && b.uid() >= 62000 && b.uid() <= 62001);
            UidPool.Exhausted e = assertThrows(UidPool.Exhausted.class, () -> pool.acquire(Duration.ofMillis(50)));
            assertTrue(e.getMessage().contains("all 2 sandbox uids (62000-62001) are in use"), e.getMessage());
            int freed = a.uid();
            a.close();
            try (UidPool.Lease c = pool.acquire(Duration.ZERO)) {
                assertEquals(freed, c.uid());
            }
        }
    }

    @Test
    void aUidLockedByAnotherWorkerIsSkipped() {
        // Two pools over one lock directory stand for two worker processes on one machine.
        UidPool worker = UidPool.parse("62010-62011", locks);
        UidPool other = UidPool.parse("62010-62011", locks);
        try (UidPool.Lease held = other.acquire(Duration.ZERO);
                UidPool.Lease mine = worker.acquire(Duration.ZERO)) {
            assertNotEquals(held.uid(), mine.uid());
        }
    }

    @Test
    void aRangeIsReadOrRefusedWithItsSyntax() {
        UidPool p = UidPool.parse(" 61000 - 61063 ", locks);
        assertEquals(61000, p.first());
        assertEquals(61063, p.last());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> UidPool.parse("61000", locks));
        assertTrue(e.getMessage().contains("FIRST-LAST"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> UidPool.parse("0-10", locks));
        assertThrows(IllegalArgumentException.class, () -> UidPool.parse("65000-65534", locks));
    }
}
