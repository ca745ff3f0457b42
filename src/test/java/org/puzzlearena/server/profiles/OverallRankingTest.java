package org.puzzlearena.server.profiles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.leaderboards.LeaderboardRepository.OverallRow;

/** The ranking's formula and order, without a database. */
class OverallRankingTest {

    @Test
    void aBoardGivesTheScoreOverItsTopAndNothingForACopyOrANonPositiveScore() {
        assertEquals(1.0, OverallRanking.points(82, false, 82));
        assertEquals(0.5, OverallRanking.points(41, false, 82));
        assertEquals(0.0, OverallRanking.points(82, true, 82), "a copy earns nothing");
        assertEquals(0.0, OverallRanking.points(-20, false, 300), "SameGame (js-games) can score below zero");
        assertEquals(0.0, OverallRanking.points(5, false, 0), "a board without a positive top counts for no one");
    }

    @Test
    void equalPointsShareARankAndMoreBoardsBreakNoTie() {
        List<OverallRanking.Standing> s = OverallRanking.rank(List.of(
                new OverallRow("carol", null, 1.5, 2, 1),
                new OverallRow("ann", null, 2.0, 2, 2),
                new OverallRow("bob", "nmcs", 1.5, 3, 0),
                new OverallRow("dave", null, 0.25, 1, 0)));
        assertEquals(
                List.of("ann", "nmcs", "carol", "dave"),
                s.stream().map(x -> x.participant().name()).toList());
        assertEquals(
                List.of(1, 2, 2, 4),
                s.stream().map(OverallRanking.Standing::rank).toList());
    }
}
