package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Who counts for which entry: a member's person and bots for the team, the rest alone, invitations for nothing. */
class ContestEntriesTest {

    private static final List<TeamRepository.Member> ROWS = List.of(
            new TeamRepository.Member(7, "Owls", 1, "ann", true),
            new TeamRepository.Member(7, "Owls", 2, "ben", true),
            new TeamRepository.Member(7, "Owls", 3, "cy", false));

    @Test
    void membersPersonsAndBotsCountForTheirTeam() {
        ContestEntries entries = ContestEntries.ofTeams(ROWS);
        assertEquals(BoardKey.team(7), entries.entryOf(BoardKey.participant(1, null)));
        assertEquals(BoardKey.team(7), entries.entryOf(BoardKey.participant(2, "ben-bot")));
        // Cy is only invited: still an entry of his own.
        assertEquals(BoardKey.participant(3, null), entries.entryOf(BoardKey.participant(3, null)));
        BoardKey reference = new BoardKey(1, "yardstick", true);
        assertEquals(reference, entries.entryOf(reference));
        assertEquals(List.of("ann", "ben"), entries.team(BoardKey.team(7)).members());
        assertEquals(List.of(1L, 2L), entries.teammatesOf(1).stream().sorted().toList());
    }

    @Test
    void aMemberOwnsTheTeamsRowAndNobodyElses() {
        ContestEntries entries = ContestEntries.ofTeams(ROWS);
        assertTrue(entries.isOwn(BoardKey.team(7), 2));
        assertFalse(entries.isOwn(BoardKey.team(7), 3));
        assertTrue(entries.isOwn(BoardKey.participant(3, null), 3));
        assertFalse(entries.isOwn(BoardKey.participant(3, null), 1));
    }

    @Test
    void anIndividualContestHasOnlyParticipants() {
        BoardKey ann = BoardKey.participant(1, null);
        assertEquals(ann, ContestEntries.INDIVIDUAL.entryOf(ann));
        assertNull(ContestEntries.INDIVIDUAL.team(ann));
        assertTrue(ContestEntries.INDIVIDUAL.teammatesOf(1).isEmpty());
    }
}
