package org.puzzlearena.server.arena;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.rating.Glicko2Constants;

/**
 * Which hosted version the background ladder plays next on one game, if any. A provisional version
 * (RD >= 110) always comes first, so a new version is established within its first pairs (about a
 * dozen games: docs/ARENA.md); an established version plays only on the turns given to hosted
 * versions, so the reference anchors keep settling too. Among the candidates the owner with the
 * fewest games today goes first (no owner crowds the others out), then the highest RD, then the
 * fewest games. An owner without a pair's two games left today is skipped: their cap holds for the
 * background as for games asked for.
 */
final class HostedLadderPicker {

    /** A hosted version on the ladder, with its owner and rating's deviation. */
    record Candidate(long playerId, long ownerAccountId, double deviation, int games) {

        boolean provisional() {
            return deviation >= Glicko2Constants.PROVISIONAL_DEVIATION;
        }
    }

    private HostedLadderPicker() {}

    /**
     * @param gamesToday each candidate owner's arena games today
     * @param gamesPerDay the daily cap every owner has
     * @param establishedTurn whether this turn may go to an established version
     */
    static Optional<Candidate> pick(
            List<Candidate> candidates, Map<Long, Long> gamesToday, int gamesPerDay, boolean establishedTurn) {
        Comparator<Candidate> order = Comparator.comparingLong(
                        (Candidate c) -> gamesToday.getOrDefault(c.ownerAccountId(), 0L))
                .thenComparingDouble(c -> -c.deviation())
                .thenComparingInt(Candidate::games)
                .thenComparingLong(Candidate::playerId);
        List<Candidate> allowed = candidates.stream()
                .filter(c -> gamesToday.getOrDefault(c.ownerAccountId(), 0L) + 2 <= gamesPerDay)
                .toList();
        Optional<Candidate> provisional =
                allowed.stream().filter(Candidate::provisional).min(order);
        if (provisional.isPresent() || !establishedTurn) {
            return provisional;
        }
        return allowed.stream().min(order);
    }
}
