package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The column keeps the words runs were stored with before the enum, so old rows read back the same. */
class RunOriginTest {

    private final RunOrigin.Column column = new RunOrigin.Column();

    @Test
    void storedAsTheWordsEarlierRowsHold() {
        assertEquals("restart", column.convertToDatabaseColumn(RunOrigin.RESTART));
        assertEquals("resume", column.convertToDatabaseColumn(RunOrigin.RESUME));
        assertEquals(RunOrigin.RESUME, column.convertToEntityAttribute("resume"));
        assertEquals(RunOrigin.RESTART, column.convertToEntityAttribute("restart"));
        assertNull(column.convertToEntityAttribute(null), "a new run has no origin");
        assertNull(column.convertToDatabaseColumn(null));
    }
}
