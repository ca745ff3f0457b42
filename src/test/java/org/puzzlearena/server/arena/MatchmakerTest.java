package org.puzzlearena.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/** Matchmaking: the least certain player plays, against one of the few nearest in rating. */
class MatchmakerTest {

    private static ArenaPlayerRow p(long id, double rating, double rd, int games) {
        return new ArenaPlayerRow(
                id,
                "tic-tac-toe",
                "reference",
                "server",
                "s" + id,
                "s" + id,
                rating,
                rd,
                0.06,
                games,
                games,
                0,
                0,
                Instant.EPOCH);
    }

    @Test
    void theHighestDeviationPlaysFirstThenTheFewestGames() {
        List<ArenaPlayerRow> players = List.of(p(1, 1500, 80, 40), p(2, 1700, 200, 9), p(3, 1600, 200, 3));
        assertEquals(
                3,
                Matchmaker.pick(players, 3, new SplitMix64(1))
                        .orElseThrow()
                        .player()
                        .id());
    }

    @Test
    void theOpponentIsAmongTheNearestInRatingAndTheDrawVisitsEachOfThem() {
        List<ArenaPlayerRow> players = List.of(
                p(1, 1500, 300, 0),
                p(2, 1510, 60, 50),
                p(3, 1480, 60, 50),
                p(4, 1560, 60, 50),
                p(5, 2200, 60, 50),
                p(6, 800, 60, 50));
        Set<Long> seen = new HashSet<>();
        SplitMix64 rng = new SplitMix64(5);
        for (int i = 0; i < 200; i++) {
            Matchmaker.Pairing pairing = Matchmaker.pick(players, 3, rng).orElseThrow();
            assertEquals(1, pairing.player().id());
            seen.add(pairing.opponent().id());
        }
        assertEquals(Set.of(2L, 3L, 4L), seen, "the three nearest, never the far ones");
        assertEquals(
                2,
                Matchmaker.pick(players, 1, new SplitMix64(9))
                        .orElseThrow()
                        .opponent()
                        .id());
    }

    @Test
    void aLadderOfOneHasNoPairing() {
        assertTrue(Matchmaker.pick(List.of(p(1, 1500, 350, 0)), 3, new SplitMix64(1))
                .isEmpty());
        assertTrue(Matchmaker.pick(List.of(), 3, new SplitMix64(1)).isEmpty());
    }
}
