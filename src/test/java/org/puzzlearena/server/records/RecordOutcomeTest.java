package org.puzzlearena.server.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.boards.BoardId;

/** The refusals to add a record and the statuses and problems the resource gives them. */
class RecordOutcomeTest {

    private static Problem problem(RecordOutcome.Refused r) {
        return RecordsResource.refusal(r).problem();
    }

    @Test
    void aBadFieldIsABadRequestNamingIt() {
        Problem none = problem(new RecordOutcome.NoBody());
        assertEquals(400, none.status());
        assertNull(none.field());
        Problem missing = problem(new RecordOutcome.Missing("holder"));
        assertEquals(400, missing.status());
        assertEquals("holder", missing.field());
        assertEquals("holder is required", missing.detail());
        Problem tooLong = problem(new RecordOutcome.TooLong("source", 500));
        assertEquals("source", tooLong.field());
        assertEquals("source has at most 500 characters", tooLong.detail());
        Problem achieved = problem(new RecordOutcome.BadAchieved());
        assertEquals("achieved", achieved.field());
        assertEquals("when the record was achieved: YYYY, YYYY-MM or YYYY-MM-DD", achieved.detail());
    }

    @Test
    void aLineThatIsAlreadyARecordIsAConflict() {
        BoardId board = new BoardId("morpion5d", "standard");
        Problem p = problem(new RecordOutcome.AlreadyARecord(12, board, "C.-H. Bruneau"));
        assertEquals(409, p.status());
        assertEquals("solution", p.field());
        assertEquals("this line is already record 12 of " + board + " (C.-H. Bruneau)", p.detail());
    }

    @Test
    void anInstanceOfAContestNotPublicYetIsAConflictNamingTheInstance() {
        Problem p = problem(new RecordOutcome.ContestNotPublic("instance random/7 belongs to contest 3"));
        assertEquals(409, p.status());
        assertEquals("instance", p.field());
        assertEquals("instance random/7 belongs to contest 3", p.detail());
    }
}
