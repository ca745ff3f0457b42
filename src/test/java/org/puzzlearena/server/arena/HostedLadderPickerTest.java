package org.puzzlearena.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.arena.HostedLadderPicker.Candidate;

class HostedLadderPickerTest {

    private static final int CAP = 20;

    @Test
    void aProvisionalVersionPlaysOnEveryTurnAheadOfEstablishedOnes() {
        Candidate established = new Candidate(1, 100, 60, 40);
        Candidate fresh = new Candidate(2, 200, 350, 0);
        List<Candidate> all = List.of(established, fresh);
        assertEquals(Optional.of(fresh), HostedLadderPicker.pick(all, Map.of(), CAP, false));
        assertEquals(Optional.of(fresh), HostedLadderPicker.pick(all, Map.of(), CAP, true));
    }

    @Test
    void anEstablishedVersionPlaysOnlyOnTheTurnsGivenToThem() {
        List<Candidate> all = List.of(new Candidate(1, 100, 60, 40));
        assertEquals(Optional.empty(), HostedLadderPicker.pick(all, Map.of(), CAP, false));
        assertEquals(Optional.of(all.getFirst()), HostedLadderPicker.pick(all, Map.of(), CAP, true));
    }

    @Test
    void theOwnerWithFewestGamesTodayGoesFirstAndAnOwnerAtTheCapIsSkipped() {
        Candidate busyOwners = new Candidate(1, 100, 350, 0);
        Candidate quietOwners = new Candidate(2, 200, 300, 6);
        List<Candidate> all = List.of(busyOwners, quietOwners);
        assertEquals(
                Optional.of(quietOwners),
                HostedLadderPicker.pick(all, Map.of(100L, 12L, 200L, 4L), CAP, false),
                "fewest games today before the highest RD");
        assertEquals(
                Optional.of(busyOwners),
                HostedLadderPicker.pick(all, Map.of(100L, 18L, 200L, 19L), CAP, false),
                "an owner with one game left cannot play a pair");
        assertEquals(Optional.empty(), HostedLadderPicker.pick(all, Map.of(100L, 20L, 200L, 19L), CAP, true));
    }
}
