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
    void onceEveryoneIsEstablishedEachPlayerIsFirstAboutEquallyOften() {
        // The measured ladder (docs/REPRODUCTION.md, section 12) with "highest RD first" for everyone:
        // random, far below the rest, keeps the highest RD (its games carry little information) and
        // was in 76% of 6,608 games, the perfect player in 1%. Established players take turns.
        List<ArenaPlayerRow> players = List.of(
                p(1, 1136, 68, 5028),
                p(2, 1280, 64, 1794),
                p(3, 1532, 67, 2804),
                p(4, 1620, 61, 304),
                p(5, 1711, 63, 64));
        int[] first = new int[6];
        SplitMix64 rng = new SplitMix64(3);
        for (int i = 0; i < 5000; i++) {
            first[(int) Matchmaker.pick(players, 3, rng).orElseThrow().player().id()]++;
        }
        for (int id = 1; id <= 5; id++) {
            assertTrue(first[id] > 850 && first[id] < 1150, "player " + id + " first in " + first[id] + " of 5000");
        }
    }

    @Test
    void aProvisionalPlayerStillComesBeforeEstablishedOnes() {
        List<ArenaPlayerRow> players = List.of(p(1, 1136, 68, 5028), p(2, 1500, 120, 8), p(3, 1700, 63, 64));
        SplitMix64 rng = new SplitMix64(4);
        for (int i = 0; i < 50; i++) {
            assertEquals(
                    2, Matchmaker.pick(players, 3, rng).orElseThrow().player().id());
        }
    }

    @Test
    void aLadderOfOneHasNoPairing() {
        assertTrue(Matchmaker.pick(List.of(p(1, 1500, 350, 0)), 3, new SplitMix64(1))
                .isEmpty());
        assertTrue(Matchmaker.pick(List.of(), 3, new SplitMix64(1)).isEmpty());
    }
}
